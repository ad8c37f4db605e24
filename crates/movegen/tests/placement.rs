//! `Placement`, the board a FEN describes before the rules judge it: read and written back on the perft
//! suite, on boards that are no position and on random boards written by a writer of this file's own; the
//! same errors as `Position::from_fen` through `Position::try_from`; edits and the rights they drop; and
//! the position's FEN through a placement along seeded random games.

use chess_attacks::reference::SplitMix64;
use chess_attacks::{Color, Piece, Square};
use chess_attacks_movegen::{FenField, FenProblem, Placement, Position};

/// Every string literal of tests/perft.rs: its perft suite's FENs, its bad FENs and the rest of its text.
fn perft_rs_strings() -> impl Iterator<Item = &'static str> {
    include_str!("perft.rs").split('"').skip(1).step_by(2)
}

#[test]
fn the_perft_suite_reads_and_writes_back_unchanged() {
    let mut checked = 0;
    for fen in perft_rs_strings() {
        let Ok(position) = Position::from_fen(fen) else { continue };
        let placement = Placement::from_fen(fen).expect("a position's FEN is a placement's");
        assert_eq!(placement.to_string(), fen);
        assert_eq!(placement, Placement::from(&position), "{fen}");
        assert_eq!(
            Position::try_from(placement).map(|position| position.fen().to_string()).as_deref(),
            Ok(fen)
        );
        checked += 1;
    }
    assert!(checked >= 20, "only {checked} of the perft suite's FENs found");
}

#[test]
fn boards_that_are_no_position_read_and_write_back_unchanged() {
    let boards = [
        ("8/8/8/8/8/8/8/8 w - - 0 1", FenProblem::KingCount(Color::White, 0)),
        ("PPPPPPPP/8/8/3k4/8/8/8/pppppp1K b - - 12 34", FenProblem::PawnOnBackRank),
        ("K6K/8/8/8/8/8/8/k6k w - - 0 1", FenProblem::KingCount(Color::White, 2)),
        ("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", FenProblem::OpponentInCheck(Color::Black)),
        ("8/8/8/8/8/8/8/8 w KQkq - 0 1", FenProblem::CastlingWithoutPieces('K', Square::E1, Square::H1)),
        ("4k3/8/8/8/8/8/8/4K3 b - c6 0 1", FenProblem::NoDoublePush(Square::C6)),
    ];
    for (fen, problem) in boards {
        let placement = Placement::from_fen(fen).expect(fen);
        assert_eq!(placement.to_string(), fen);
        assert_eq!(
            Position::try_from(placement).map_err(|error| error.problem).err(),
            Some(problem),
            "{fen}"
        );
    }
}

#[test]
fn try_from_answers_as_from_fen_does_on_every_text_of_the_perft_tests() {
    let mut rejected = 0;
    for text in perft_rs_strings() {
        let through_placement = Placement::from_fen(text).and_then(Position::try_from);
        let fen = Position::from_fen(text);
        assert_eq!(through_placement.as_ref().err(), fen.as_ref().err(), "{text:?}");
        if let (Ok(ours), Ok(theirs)) = (through_placement, fen) {
            assert_eq!(ours.fen().to_string(), theirs.fen().to_string());
        }
        rejected += usize::from(fen.is_err());
    }
    assert!(rejected >= 19, "only {rejected} rejected texts: the bad FENs were not found");
}

#[test]
fn a_right_at_fault_is_named_before_a_fault_later_in_the_text() {
    let fen = "4k3/8/8/8/8/8/8/4K3 w Kq - x 1";
    let text = Placement::from_fen(fen).unwrap_err();
    assert_eq!((text.field, text.at, text.problem), (FenField::HalfmoveClock, 27, FenProblem::NotANumber));
    let position = Position::from_fen(fen).unwrap_err();
    let problem = FenProblem::CastlingWithoutPieces('K', Square::E1, Square::H1);
    assert_eq!((position.field, position.at, position.problem), (FenField::Castling, 22, problem));
    // The first right in the text, not in the table's order.
    let position = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w qK - 0 1").unwrap_err();
    let problem = FenProblem::CastlingWithoutPieces('q', Square::E8, Square::A8);
    assert_eq!((position.at, position.problem), (22, problem));
    // A repeated letter whose first one lacks its rook: the first one is named.
    let position = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w KK - 0 1").unwrap_err();
    assert_eq!(
        (position.at, position.problem),
        (22, FenProblem::CastlingWithoutPieces('K', Square::E1, Square::H1))
    );
    let position = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - e3 0 z").unwrap_err();
    assert_eq!(
        (position.field, position.problem),
        (FenField::EnPassant, FenProblem::NoDoublePush(Square::E3))
    );
}

/// The FEN letter of each piece, spelled here rather than by the crate.
fn letter(color: Color, piece: Piece) -> char {
    let white = ['P', 'N', 'B', 'R', 'Q', 'K'][piece as usize];
    if color == Color::White { white } else { white.to_ascii_lowercase() }
}

/// A FEN placement field written from `squares` (a1 first) by this file's own writer.
fn placement_field(squares: &[Option<(Color, Piece)>; 64]) -> String {
    let mut text = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match squares[rank * 8 + file] {
                None => empty += 1,
                Some((color, piece)) => {
                    if empty > 0 {
                        text += &empty.to_string();
                    }
                    empty = 0;
                    text.push(letter(color, piece));
                }
            }
        }
        if empty > 0 {
            text += &empty.to_string();
        }
        if rank > 0 {
            text.push('/');
        }
    }
    text
}

#[test]
fn random_boards_read_as_written_and_build_square_by_square() {
    let mut random = SplitMix64::new(0x706c_6163_656d);
    for round in 0..500 {
        // From nearly empty to nearly full, kings or none, pawns anywhere.
        let density = 1 + round % 8;
        let squares: [Option<(Color, Piece)>; 64] = core::array::from_fn(|_| {
            let draw = random.next_u64();
            (draw % 9 < density).then(|| {
                let color = if draw >> 8 & 1 == 0 { Color::White } else { Color::Black };
                (color, Piece::ALL[(draw >> 16) as usize % 6])
            })
        });
        let fen = format!("{} b - - 0 1", placement_field(&squares));
        let read = Placement::from_fen(&fen).expect(&fen);
        assert_eq!(read.to_string(), fen);
        let mut built = Placement::EMPTY;
        built.set_side(Color::Black);
        for (square, piece) in Square::ALL.into_iter().zip(squares) {
            assert_eq!(read.piece_at(square), piece, "{square} of {fen}");
            built.set(square, piece);
        }
        assert_eq!(built, read, "{fen}");
    }
}

#[test]
fn an_edit_drops_the_rights_whose_king_or_rook_left_and_keeps_the_others() {
    let start = Placement::from(&Position::START);
    let edited = |square, piece| {
        let mut board = start;
        board.set(square, piece);
        board
    };
    // K 1, Q 2, k 4, q 8.
    let white = |piece| Some((Color::White, piece));
    assert_eq!(edited(Square::H8, None).castling_rights(), 0b1011);
    assert_eq!(
        edited(Square::H8, None).to_string(),
        "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1"
    );
    assert_eq!(edited(Square::A1, white(Piece::Queen)).castling_rights(), 0b1101);
    assert_eq!(edited(Square::A8, white(Piece::Rook)).castling_rights(), 0b0111, "a rook of the other side");
    assert_eq!(edited(Square::E1, None).castling_rights(), 0b1100);
    assert_eq!(edited(Square::H1, white(Piece::Rook)).castling_rights(), 0b1111, "the same piece again");
    for square in [Square::G1, Square::B8, Square::E4, Square::D1] {
        assert_eq!(edited(square, white(Piece::Knight)).castling_rights(), 0b1111, "{square}");
        assert_eq!(edited(square, None).castling_rights(), 0b1111, "{square}");
    }
    // A right once dropped stays dropped when its rook comes back.
    let mut board = edited(Square::H1, None);
    board.set(Square::H1, white(Piece::Rook));
    assert_eq!(board.castling_rights(), 0b1110);
}

#[test]
fn an_edit_clears_en_passant_and_the_halfmove_clock_and_keeps_the_move_number() {
    let fen = "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 7 5";
    let board = Placement::from_fen(fen).expect(fen);
    assert_eq!(
        (board.en_passant(), board.halfmove_clock(), board.fullmove_number()),
        (Some(Square::D3), 7, 5)
    );
    let mut placed = board;
    placed.set(Square::A4, Some((Color::Black, Piece::Knight)));
    assert_eq!(placed.to_string(), "rnbqkbnr/pppp1ppp/8/8/n2Pp3/8/PPP1PPPP/RNBQKBNR b KQkq - 0 5");
    let mut turned = board;
    turned.set_side(Color::White);
    assert_eq!(turned.to_string(), "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR w KQkq - 0 5");
    let mut cleared = board;
    cleared.clear();
    assert_eq!(cleared.to_string(), "8/8/8/8/8/8/8/8 b - - 0 5");
    assert_eq!(cleared.side_to_move(), Color::Black);
}

#[test]
fn an_edited_board_is_judged_with_errors_at_byte_0() {
    let fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    let mut board = Placement::from_fen(&format!("   {fen}")).expect(fen);
    board.set(Square::A8, Some((Color::White, Piece::Pawn)));
    let error = Position::try_from(board).unwrap_err();
    assert_eq!((error.field, error.at, error.problem), (FenField::Placement, 0, FenProblem::PawnOnBackRank));
    let untouched = Placement::from_fen(&format!("   {fen}")).expect(fen);
    assert_eq!(Position::try_from(untouched).map(|position| position.fen().to_string()), Ok(fen.to_string()));
}

#[test]
fn a_position_writes_the_same_fen_as_its_placement_along_seeded_games() {
    let mut random = SplitMix64::new(0x6761_6d65_7321);
    let mut checked = 0;
    for _ in 0..200 {
        let mut position = Position::START;
        for _ in 0..150 {
            let fen = position.fen().to_string();
            let placement = Placement::from(&position);
            assert_eq!(placement.to_string(), fen);
            assert_eq!(Placement::from_fen(&fen), Ok(placement), "{fen}");
            let parsed = Position::from_fen(&fen).unwrap_or_else(|error| panic!("{fen}: {error}"));
            assert_eq!(parsed.fen().to_string(), fen);
            let converted = Position::try_from(placement).unwrap_or_else(|error| panic!("{fen}: {error}"));
            assert_eq!(converted.legal_moves().as_slice(), position.legal_moves().as_slice(), "{fen}");
            checked += 1;
            let moves = position.legal_moves();
            let moves = moves.as_slice();
            let Some(&mv) = moves.get(random.next_u64() as usize % moves.len().max(1)) else { break };
            position = position.play(mv);
        }
    }
    assert!(checked > 10_000, "only {checked} positions checked");
}
