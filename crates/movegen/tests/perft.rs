//! Perft: the number of leaf positions a given number of moves ahead, against the published counts. The move
//! generator (this crate) finds every attack through chess-attacks' public lookups, so a
//! single wrong bit in any table changes these numbers. The whole suite takes a few seconds even in debug.

use chess_attacks_movegen::{FenField, Position};

/// One `#[test]` per position: the FEN and its published counts for depth 1, 2, ….
macro_rules! perft_suite {
    ($($name:ident: $fen:expr => [$($count:expr),* $(,)?];)*) => {$(
        #[test]
        fn $name() {
            let position = Position::from_fen($fen).expect("the published FEN parses");
            for (depth, expected) in [$($count),*].into_iter().enumerate() {
                let depth = depth as u32 + 1;
                assert_eq!(position.perft(depth), expected, "perft({depth}) of {}", $fen);
            }
        }
    )*};
}

perft_suite! {
    start_position: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        => [20, 400, 8_902, 197_281, 4_865_609];
    kiwipete: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
        => [48, 2_039, 97_862, 4_085_603];
    position_3: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
        => [14, 191, 2_812, 43_238, 674_624];
    position_4: "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
        => [6, 264, 9_467, 422_333];
    position_4_mirrored: "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1"
        => [6, 264, 9_467, 422_333];
    position_5: "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
        => [44, 1_486, 62_379, 2_103_487];
    position_6: "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"
        => [46, 2_079, 89_890, 3_894_594];
}

/// One `#[test]` per tricky position, each built to catch one mistake a legal move generator makes, with its
/// published leaf count at one depth (Martin Sedlak's list on talkchess; the copy-make generator this one
/// replaced, which checked every move by playing it, counted the same).
macro_rules! tricky_suite {
    ($($name:ident: $fen:expr, perft($depth:expr) = $count:expr;)*) => {$(
        #[test]
        fn $name() {
            let position = Position::from_fen($fen).expect("the published FEN parses");
            assert_eq!(position.perft($depth), $count, "{}: perft({}) of {}", stringify!($name), $depth, $fen);
        }
    )*};
}

tricky_suite! {
    en_passant_would_expose_the_king_on_a_rank: "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", perft(6) = 1_134_888;
    en_passant_would_expose_the_king_on_a_diagonal: "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", perft(6) = 1_015_133;
    en_passant_gives_check: "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", perft(6) = 1_440_467;
    short_castling_gives_check: "5k2/8/8/8/8/8/8/4K2R w K - 0 1", perft(6) = 661_072;
    long_castling_gives_check: "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", perft(6) = 803_711;
    castling_rights_lost_by_captured_rooks: "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", perft(4) = 1_274_206;
    castling_through_attacked_squares: "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", perft(4) = 1_720_476;
    promotion_out_of_check: "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", perft(6) = 3_821_001;
    discovered_check: "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", perft(5) = 1_004_658;
    promotion_gives_check: "4k3/1P6/8/8/8/8/K7/8 w - - 0 1", perft(6) = 217_342;
    underpromotion_gives_check: "8/P1k5/K7/8/8/8/8/8 w - - 0 1", perft(6) = 92_683;
    self_stalemate: "K1k5/8/P7/8/8/8/8/8 w - - 0 1", perft(6) = 2_217;
    stalemate_and_checkmate_by_promotion: "8/k1P5/8/1K6/8/8/8/8 w - - 0 1", perft(7) = 567_584;
    stalemate_and_checkmate_by_queen_and_knight: "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", perft(4) = 23_527;
}

#[test]
fn divide_splits_the_total_by_first_move() {
    let position =
        Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").unwrap();
    let mut divided = Vec::new();
    position.divide(2, |mv, nodes| divided.push((mv, nodes)));
    assert_eq!(divided.len(), 48);
    assert_eq!(divided.iter().map(|(_, nodes)| nodes).sum::<u64>(), 2_039);
    // Both castlings are among Kiwipete's first moves.
    let names: Vec<String> = divided.iter().map(|(mv, _)| mv.to_string()).collect();
    assert!(names.contains(&"e1g1".to_string()) && names.contains(&"e1c1".to_string()));
}

/// One `#[test]` per bad FEN: the error must name the field, point at the offending text (the first place
/// `$at` occurs in the FEN) and say the given words; the perft demo quotes the FEN beside it.
macro_rules! bad_fen {
    ($($name:ident: $fen:expr => $field:ident at $at:expr, $words:expr;)*) => {$(
        #[test]
        fn $name() {
            let error = Position::from_fen($fen).expect_err($fen);
            assert_eq!(error.field, FenField::$field, "{error}");
            assert_eq!(Some(error.at), $fen.find($at), "{error} should point at {:?}", $at);
            let message = error.to_string();
            assert!(message.contains($words), "{message:?} should say {:?}", $words);
        }
    )*};
}

bad_fen! {
    empty_fen_is_rejected: "" => Fields at "", "found 0";
    seven_fields_are_rejected: "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra" => Fields at " extra", "found 7";
    seven_ranks_are_rejected: "8/8/8/8/8/8/8 w - - 0 1" => Placement at "8/8", "7 ranks";
    unknown_piece_is_rejected: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w - - 0 1" => Placement at "X", "'X' on rank 1";
    short_rank_is_rejected: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w - - 0 1" => Placement at "RNBQKBN", "rank 1 has 7 squares";
    long_rank_is_rejected: "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1" => Placement at "9", "'9' on rank 6";
    digits_past_the_rank_are_rejected: "4k3/8/8/8/45/8/8/4K3 w - - 0 1" => Placement at "5/8/8/4K3", "rank 4 has more than 8 squares";
    // 1 + 32 × 8 is 257, a full rank again in eight bits: a fuzzer's find (fuzz/regressions/fen).
    digit_runs_do_not_wrap_round_to_a_full_rank: "4k3/8/8/8/188888888888888888888888888888888/8/8/4K3 w - - 0 1" => Placement at "8888", "rank 4 has more than 8 squares";
    bad_side_is_rejected: "4k3/8/8/8/8/8/8/4K3 x - - 0 1" => Side at "x -", "expected w or b";
    bad_castling_letter_is_rejected: "r3k2r/8/8/8/8/8/8/R3K2R w KQz - 0 1" => Castling at "z", "'z' is not one of K, Q, k, q or -";
    castling_without_rook_is_rejected: "r3k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1" => Castling at "kq -", "'k' needs a king on e8 and a rook on h8";
    repeated_castling_is_rejected: "r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1" => Castling at "K -", "'K' is given twice";
    bad_en_passant_square_is_rejected: "4k3/8/8/8/8/8/8/4K3 w - e9 0 1" => EnPassant at "e9", "not a square";
    en_passant_without_pawn_is_rejected: "4k3/8/8/8/8/8/8/4K3 w - e6 0 1" => EnPassant at "e6", "e6 does not lie behind";
    bad_clock_is_rejected: "4k3/8/8/8/8/8/8/4K3 w - - x 1" => HalfmoveClock at "x 1", "expected a whole number";
    bad_move_number_is_rejected: "4k3/8/8/8/8/8/8/4K3 w - - 0 y" => FullmoveNumber at "y", "expected a whole number";
    missing_king_is_rejected: "8/8/8/8/8/8/8/4K3 w - - 0 1" => Placement at "8/8", "black has 0 kings";
    pawn_on_back_rank_is_rejected: "P3k3/8/8/8/8/8/8/4K3 w - - 0 1" => Placement at "P3k3", "rank 1 or 8";
    waiting_side_in_check_is_rejected: "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1" => Placement at "4k3", "black is in check";
}

/// A move as the mask tests compare them: whether a pawn makes it, from, to, promotion.
type Moved = (bool, u8, u8, Option<u8>);

/// The moves one generator call hands to its visitor, sorted, and how many of its groups came empty.
fn collect(generate: impl FnOnce(&mut dyn FnMut(chess_attacks_movegen::PieceMoves))) -> (Vec<Moved>, usize) {
    let (mut moves, mut empty) = (Vec::new(), 0);
    generate(&mut |group| {
        empty += usize::from(group.is_empty());
        group.for_each(|mv| {
            let promotion = mv.promotion.map(|piece| piece as u8);
            moves.push((group.piece == chess_attacks::Piece::Pawn, mv.from.index(), mv.to.index(), promotion))
        })
    });
    moves.sort_unstable();
    (moves, empty)
}

/// Every published position and every position one move from it, each with the published FEN it comes from.
fn published_and_children() -> Vec<(&'static str, Position)> {
    let mut positions = Vec::new();
    for fen in chess_attacks_movegen::PUBLISHED_FENS {
        let root = Position::from_fen(fen).expect("the published FEN parses");
        positions.push((fen, root));
        root.divide(1, |mv, _| positions.push((fen, root.play(mv))));
    }
    positions
}

#[test]
fn generate_to_gives_exactly_the_moves_ending_in_its_mask() {
    use chess_attacks::Bitboard;
    use chess_attacks::reference::SplitMix64;
    let mut random = SplitMix64::new(0x6d61_736b);
    let mut checked = 0;
    for (fen, position) in published_and_children() {
        let (all, _) = collect(|visit| position.generate::<chess_attacks::Root>(visit));
        // Random masks, sparse and dense, and the empty and full ones.
        let masks = [
            0,
            u64::MAX,
            random.next_u64(),
            random.next_u64() & random.next_u64(),
            random.next_u64() | random.next_u64(),
        ];
        for mask in masks.map(Bitboard) {
            let expected: Vec<_> =
                all.iter().copied().filter(|&(_, _, to, _)| mask.0 >> to & 1 == 1).collect();
            let (masked, _) = collect(|visit| position.generate_to::<chess_attacks::Root>(mask, visit));
            assert_eq!(masked, expected, "{fen}, mask {mask:?}");
            checked += 1;
        }
    }
    assert!(checked > 500, "{checked}");
}

#[test]
fn generate_to_split_gives_the_pawns_moves_in_one_mask_the_others_in_the_other_and_no_empty_group() {
    use chess_attacks::Bitboard;
    use chess_attacks::reference::SplitMix64;
    let mut random = SplitMix64::new(0x0073_706c_6974);
    let mut checked = 0;
    for (fen, position) in published_and_children() {
        let (all, empty) = collect(|visit| position.generate::<chess_attacks::Root>(visit));
        assert_eq!(empty, 0, "{fen}");
        let mut masks = vec![(0, u64::MAX), (u64::MAX, 0), (u64::MAX, u64::MAX)];
        masks.extend((0..4).map(|_| (random.next_u64(), random.next_u64())));
        for (mask, pawn_mask) in masks.into_iter().map(|(a, b)| (Bitboard(a), Bitboard(b))) {
            let expected: Vec<_> = all
                .iter()
                .copied()
                .filter(|&(pawn, _, to, _)| (if pawn { pawn_mask } else { mask }).0 >> to & 1 == 1)
                .collect();
            let (split, empty) =
                collect(|visit| position.generate_to_split::<chess_attacks::Root>(mask, pawn_mask, visit));
            assert_eq!(split, expected, "{fen}, masks {mask:?} {pawn_mask:?}");
            assert_eq!(empty, 0, "{fen}, masks {mask:?} {pawn_mask:?}");
            checked += 1;
        }
    }
    assert!(checked > 700, "{checked}");
}

/// Every legal move of every position `depth` plies deep from `position`, with the piece that makes it.
fn walk(
    position: &Position,
    depth: u32,
    visit: &mut impl FnMut(&Position, chess_attacks::Piece, chess_attacks_movegen::Move),
) {
    if depth == 0 {
        return;
    }
    position.generate::<chess_attacks::Root>(|group| {
        group.for_each(|mv| {
            visit(position, group.piece, mv);
            walk(&position.play_piece(group.piece, mv), depth - 1, visit);
        })
    });
}

#[test]
fn a_move_gives_check_exactly_when_the_side_to_move_after_it_is_in_check() {
    // The published positions hold direct, discovered and promoting checks; the test below adds the castling
    // and en passant checks they lack.
    let (mut moves, mut checks) = (0, 0);
    for fen in chess_attacks_movegen::PUBLISHED_FENS {
        let position = Position::from_fen(fen).expect("a valid FEN");
        walk(&position, 3, &mut |position, piece, mv| {
            let checked = position.play_piece(piece, mv).in_check();
            assert_eq!(position.gives_check(piece, mv), checked, "{mv} in {}", position.fen());
            moves += 1;
            checks += u32::from(checked);
        });
    }
    // Checks are a few per cent of the moves: enough of both for the test to mean something.
    assert!(checks > 1_000 && moves > 20 * checks, "{checks} checks of {moves} moves");
}

#[test]
fn castling_and_en_passant_that_give_check_are_seen_without_playing_them() {
    // Castling short puts the rook on f1, the black king's file; taking en passant puts a pawn beside the
    // king, or opens the fifth rank to a rook: the moves that shift a second piece.
    for (fen, text) in [
        ("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"),
        ("8/3k4/8/2pP4/8/8/8/4K3 w - c6 0 1", "d5c6"),
        ("8/8/8/R1pP3k/8/8/8/4K3 w - c6 0 1", "d5c6"),
    ] {
        let position = Position::from_fen(fen).expect("a valid FEN");
        let mv = position.find_move(text).expect("a legal move");
        let (_, piece) = position.piece_at(mv.from).expect("a piece on the move's square");
        assert!(position.play_piece(piece, mv).in_check(), "{text} checks in {fen}");
        assert!(position.gives_check(piece, mv), "{text} in {fen}");
    }
}
