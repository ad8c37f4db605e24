//! Every feature against the same counted a square at a time by the reference walk, on positions along
//! games from the published and bench positions; and the whole evaluation against its mirror image.

use chess_attacks::reference::{self, Side};
use chess_attacks::{Color, Piece, Square};
use chess_attacks_movegen::{PUBLISHED_FENS, Position, Root};
use std::vec::Vec;

use crate::bench::BENCH_FENS;
use crate::features::{Counts, FEATURES, Feature, count_features};

/// A board as the oracle reads it: what stands on each square (a1 = 0).
type Board = [Option<(Color, Piece)>; 64];

fn board_of(position: &Position) -> Board {
    let mut board = [None; 64];
    for (index, slot) in board.iter_mut().enumerate() {
        *slot = Square::ALL.get(index).and_then(|&square| position.piece_at(square));
    }
    board
}

fn file_rank(square: usize) -> (i32, i32) {
    ((square % 8) as i32, (square / 8) as i32)
}

/// The rank as `color` counts it, 0 being its first.
fn relative_rank(color: Color, square: usize) -> i32 {
    let rank = file_rank(square).1;
    if color == Color::White { rank } else { 7 - rank }
}

/// What `color`'s `piece` on `square` attacks by the reference walk, the squares in `occupied` holding
/// pieces: the oracles' one way to attacks, here and in the exchange evaluation's test.
pub(crate) fn reference_attacks(color: Color, piece: Piece, square: u8, occupied: u64) -> u64 {
    match piece {
        Piece::Pawn => {
            reference::pawn_attacks(if color == Color::White { Side::White } else { Side::Black }, square)
        }
        Piece::Knight => reference::knight_attacks(square),
        Piece::Bishop => reference::bishop_attacks(square, occupied),
        Piece::Rook => reference::rook_attacks(square, occupied),
        Piece::Queen => {
            reference::rook_attacks(square, occupied) | reference::bishop_attacks(square, occupied)
        }
        Piece::King => reference::king_attacks(square),
    }
}

fn attacks_of(board: &Board, square: usize) -> u64 {
    let occupied = (0..64).filter(|&s| board[s].is_some()).fold(0, |bits, s| bits | 1 << s);
    board[square].map_or(0, |(color, piece)| reference_attacks(color, piece, square as u8, occupied))
}

fn squares(bits: u64) -> impl Iterator<Item = usize> {
    (0..64).filter(move |&square| bits >> square & 1 == 1)
}

/// `color`'s features, counted a piece at a time.
fn oracle_side(board: &Board, color: Color, white_to_move: bool) -> [i32; FEATURES] {
    let mut counts = [0; FEATURES];
    let mut add = |feature: Feature, count: i32| counts[feature as usize] += count;
    let is = |square: usize, c: Color, pieces: &[Piece]| matches!(board[square], Some((owner, piece)) if owner == c && pieces.contains(&piece));
    let them = color.opponent();
    let attacked_by = |c: Color| {
        (0..64)
            .filter(|&s| matches!(board[s], Some((o, _)) if o == c))
            .fold(0, |bits, s| bits | attacks_of(board, s))
    };
    let pawn_attacks_of = |c: Color| {
        (0..64).filter(|&s| is(s, c, &[Piece::Pawn])).fold(0, |bits, s| bits | attacks_of(board, s))
    };
    let their_pawn_attacks = pawn_attacks_of(them);
    let their_king = (0..64).find(|&s| is(s, them, &[Piece::King])).expect("a king");
    let our_king = (0..64).find(|&s| is(s, color, &[Piece::King])).expect("a king");
    let near = |a: usize, b: usize| {
        let ((fa, ra), (fb, rb)) = (file_rank(a), file_rank(b));
        (fa - fb).abs() <= 1 && (ra - rb).abs() <= 1
    };
    let mobility =
        [Feature::KnightMobility, Feature::BishopMobility, Feature::RookMobility, Feature::QueenMobility];
    let on_king = [Feature::KnightOnKing, Feature::BishopOnKing, Feature::RookOnKing, Feature::QueenOnKing];
    // The king attack: every piece's squares near the enemy king, and the pieces with any.
    let (mut pressure, mut attackers) = (0, 0);
    for square in 0..64 {
        let Some((owner, piece)) = board[square] else { continue };
        if owner != color {
            continue;
        }
        if let Some(material) = Feature::material(piece) {
            add(material, 1);
        }
        let attacks = attacks_of(board, square);
        if let Some(kind) =
            [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen].iter().position(|&p| p == piece)
        {
            let free = squares(attacks)
                .filter(|&to| !is(to, color, &Piece::ALL) && their_pawn_attacks >> to & 1 == 0);
            add(mobility[kind], free.count() as i32);
            let near_king = squares(attacks).filter(|&to| near(to, their_king)).count() as i32;
            add(on_king[kind], near_king);
            pressure += near_king;
            attackers += i32::from(near_king > 0);
        }
        let (threat, targets): (Feature, &[Piece]) = match piece {
            Piece::Knight | Piece::Bishop => (Feature::MinorThreat, &[Piece::Rook, Piece::Queen]),
            Piece::Rook => (Feature::RookThreat, &[Piece::Queen]),
            _ => (Feature::RookThreat, &[]),
        };
        add(threat, squares(attacks).filter(|&to| is(to, them, targets)).count() as i32);
        if piece == Piece::Rook {
            let file = file_rank(square).0;
            let pawns_on = |c: Color| (0..64).any(|s| file_rank(s).0 == file && is(s, c, &[Piece::Pawn]));
            match (pawns_on(color), pawns_on(them)) {
                (false, false) => add(Feature::RookOpenFile, 1),
                (false, true) => add(Feature::RookHalfOpenFile, 1),
                _ => {}
            }
        }
        if piece == Piece::Pawn {
            let (file, _) = file_rank(square);
            let rank = relative_rank(color, square);
            let others = |c: Color| (0..64).filter(move |&s| is(s, c, &[Piece::Pawn]) && s != square);
            let passed =
                !others(them).any(|s| (file_rank(s).0 - file).abs() <= 1 && relative_rank(color, s) > rank);
            if passed {
                add(Feature::ALL[Feature::PassedRank2 as usize + rank as usize - 1], 1);
                // The king moves to the square in front, by walking one square at a time.
                let stop = if color == Color::White { square + 8 } else { square - 8 };
                let walk = |king: usize| {
                    let (mut at, mut steps) = (file_rank(king), 0);
                    while at != file_rank(stop) {
                        at.0 += (file_rank(stop).0 - at.0).signum();
                        at.1 += (file_rank(stop).1 - at.1).signum();
                        steps += 1;
                    }
                    steps
                };
                add(Feature::PassedOwnKing, (rank - 1) * walk(our_king));
                add(Feature::PassedTheirKing, (rank - 1) * walk(their_king));
            }
            if !others(color).any(|s| (file_rank(s).0 - file).abs() == 1) {
                add(Feature::Isolated, 1);
            }
            if others(color).any(|s| file_rank(s).0 == file && relative_rank(color, s) < rank) {
                add(Feature::Doubled, 1);
            }
            let stop = if color == Color::White { square + 8 } else { square - 8 };
            let supportable =
                others(color).any(|s| (file_rank(s).0 - file).abs() == 1 && relative_rank(color, s) <= rank);
            if their_pawn_attacks >> stop & 1 == 1 && !supportable {
                add(Feature::Backward, 1);
            }
        }
    }
    if attackers >= 2 {
        add(Feature::KingAttack, pressure * (attackers - 1));
    }
    let (king_file, _) = file_rank(our_king);
    let king_rank = relative_rank(color, our_king);
    let shield = (0..64)
        .filter(|&s| is(s, color, &[Piece::Pawn]))
        .filter(|&s| {
            (file_rank(s).0 - king_file).abs() <= 1
                && (1..=2).contains(&(relative_rank(color, s) - king_rank))
        })
        .count();
    add(Feature::PawnShield, shield as i32);
    let pawn_threats = squares(pawn_attacks_of(color))
        .filter(|&s| is(s, them, &[Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen]))
        .count();
    add(Feature::PawnThreat, pawn_threats as i32);
    if (0..64).filter(|&s| is(s, color, &[Piece::Bishop])).count() >= 2 {
        add(Feature::BishopPair, 1);
    }
    let (ours, theirs) = (attacked_by(color), attacked_by(them));
    let hanging = (0..64)
        .filter(|&s| is(s, them, &[Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen]))
        .filter(|&s| ours >> s & 1 == 1 && theirs >> s & 1 == 0)
        .count();
    add(Feature::Hanging, hanging as i32);
    // A square counts once, whichever of our kinds could check from it.
    let occupied = (0..64).filter(|&s| board[s].is_some()).fold(0, |bits, s| bits | 1 << s);
    let safe_checks = (0..64)
        .filter(|&s| !is(s, color, &Piece::ALL) && theirs >> s & 1 == 0)
        .filter(|&s| {
            [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen].into_iter().any(|kind| {
                let checks = reference_attacks(color, kind, s as u8, occupied) >> their_king & 1 == 1;
                let reached = (0..64)
                    .filter(|&from| is(from, color, &[kind]))
                    .any(|from| attacks_of(board, from) >> s & 1 == 1);
                checks && reached
            })
        })
        .count();
    add(Feature::SafeChecks, safe_checks as i32);
    add(Feature::Tempo, i32::from(white_to_move == (color == Color::White)));
    counts
}

fn oracle(position: &Position) -> [i32; FEATURES] {
    let board = board_of(position);
    let white_to_move = position.side_to_move() == Color::White;
    let white = oracle_side(&board, Color::White, white_to_move);
    let black = oracle_side(&board, Color::Black, white_to_move);
    core::array::from_fn(|index| white[index] - black[index])
}

/// Positions along a game from each published and bench position: at each ply the move whose index
/// among the legal ones a simple generator of numbers picks.
pub(crate) fn positions() -> Vec<Position> {
    let mut positions = Vec::new();
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    for fen in PUBLISHED_FENS.iter().chain(BENCH_FENS.iter()) {
        let mut position = Position::from_fen(fen).expect("a valid FEN");
        for _ in 0..40 {
            positions.push(position);
            let mut moves = Vec::new();
            position.generate::<Root>(|group| group.for_each(|mv| moves.push(mv)));
            if moves.is_empty() {
                break;
            }
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            position = position.play(moves[(seed >> 33) as usize % moves.len()]);
        }
    }
    positions
}

#[test]
fn every_feature_is_what_the_reference_walk_counts_a_square_at_a_time() {
    let positions = positions();
    assert!(positions.len() > 400, "{}", positions.len());
    let mut seen = [false; FEATURES];
    for position in &positions {
        let mut counts = Counts([0; FEATURES]);
        count_features::<Root>(position, &mut counts);
        let mut expected = oracle(position);
        // Material is counted by `trace` alone (the search adds it through the piece-square values).
        for piece in [Feature::Pawn, Feature::Knight, Feature::Bishop, Feature::Rook, Feature::Queen] {
            expected[piece as usize] = 0;
        }
        for feature in Feature::ALL {
            let index = feature as usize;
            assert_eq!(counts.0[index], expected[index], "{feature:?} in {}", position.fen());
            seen[index] |= counts.0[index] != 0;
        }
        assert_eq!(crate::trace::<Root>(position).counts, oracle(position), "{}", position.fen());
    }
    // Every feature occurs, so none is checked only at zero (material only `trace` counts).
    let unseen: Vec<Feature> =
        Feature::ALL.into_iter().skip(Feature::Queen as usize + 1).filter(|&f| !seen[f as usize]).collect();
    assert!(unseen.is_empty(), "never seen: {unseen:?}");
}

/// `fen` with the colours swapped and the board turned upside down: the same position for the other side.
fn mirrored(fen: &str) -> std::string::String {
    let fields: Vec<&str> = fen.split(' ').collect();
    let swap = |text: &str| -> std::string::String {
        text.chars()
            .map(|c| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() })
            .collect()
    };
    let board: Vec<std::string::String> = fields[0].split('/').rev().map(swap).collect();
    let side = if fields[1] == "w" { "b" } else { "w" };
    let mut castling: Vec<char> = swap(fields[2]).chars().collect();
    castling.sort_by_key(|c| (c.is_ascii_lowercase(), *c != 'K' && *c != 'k'));
    let en_passant = match fields[3].as_bytes() {
        [file, rank] => std::format!("{}{}", *file as char, (b'1' + b'8' - rank) as char),
        _ => "-".into(),
    };
    let castling: std::string::String = castling.into_iter().collect();
    std::format!("{} {side} {castling} {en_passant} {} {}", board.join("/"), fields[4], fields[5])
}

#[test]
fn the_evaluation_of_a_position_is_that_of_its_mirror_image_for_the_other_side() {
    assert_eq!(
        mirrored("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
        "r3k2r/pppbbppp/2n2q1P/1P2p3/3pn3/BN2PNP1/P1PPQPB1/R3K2R b KQkq - 0 1"
    );
    for position in positions() {
        let fen = std::format!("{}", position.fen());
        let mirror = Position::from_fen(&mirrored(&fen)).expect("a valid mirrored FEN");
        assert_eq!(crate::evaluate(&mirror), crate::evaluate(&position), "{fen}");
        let (counts, mirror_counts) =
            (crate::trace::<Root>(&position).counts, crate::trace::<Root>(&mirror).counts);
        assert_eq!(mirror_counts, counts.map(|count| -count), "{fen}");
    }
}
