//! The generator's text that no peer is needed for: UCI moves read exhaustively against names spelled out
//! here, the move counters through FEN, play and a pass, the FEN's field count, and `position` setups with
//! what each refusal names.

use chess_attacks::Piece;
use chess_attacks_movegen::{FenField, FenProblem, Move, Position, SetupError, UciMove, setup};

const FILES: &[u8] = b"abcdefgh";
const RANKS: &[u8] = b"12345678";

/// Square `index`'s name, spelled from the letters above rather than by the crate.
fn name(index: usize) -> [u8; 2] {
    [FILES[index % 8], RANKS[index / 8]]
}

#[test]
fn every_uci_move_text_is_read_and_written_back() {
    let promotions =
        [(b'q', Piece::Queen), (b'r', Piece::Rook), (b'b', Piece::Bishop), (b'n', Piece::Knight)];
    for from in 0..64 {
        for to in 0..64 {
            let mut text = [name(from), name(to)].concat();
            let mv = UciMove::from_ascii(&text).expect("two squares");
            let UciMove::Move(Move { from: parsed_from, to: parsed_to, promotion: None }) = mv else {
                panic!("{mv:?}")
            };
            assert_eq!((usize::from(parsed_from.index()), usize::from(parsed_to.index())), (from, to));
            assert_eq!(mv.to_string().as_bytes(), text);
            text.push(0);
            for letter in 0..=255u8 {
                *text.last_mut().unwrap() = letter;
                let expected = promotions.iter().find(|(byte, _)| *byte == letter).map(|&(_, piece)| piece);
                match (UciMove::from_ascii(&text), expected) {
                    (Some(UciMove::Move(mv)), Some(piece)) => {
                        assert_eq!(mv.promotion, Some(piece));
                        assert_eq!(mv.to_string().as_bytes(), text);
                    }
                    (None, None) => {}
                    (found, _) => panic!("{:?} read as {found:?}", String::from_utf8_lossy(&text)),
                }
            }
        }
    }
}

#[test]
fn the_null_move_is_0000_and_nothing_else_is_read_as_a_move() {
    assert_eq!("0000".parse::<UciMove>(), Ok(UciMove::Null));
    assert_eq!(UciMove::Null.to_string(), "0000");
    // Square names are read in either case, as everywhere in the workspace; the promotion letter is not.
    assert_eq!("E2E4".parse::<UciMove>().map(|mv| mv.to_string()), Ok("e2e4".to_string()));
    for text in ["", "000", "00000", "e2", "e2e", "e2e4qq", "e2e4Q", "e2e4k", "e2e4p", "i2e4", "e0e4"] {
        let error = text.parse::<UciMove>().expect_err(text);
        assert_eq!(error.input(), text);
        assert!(error.to_string().starts_with(&format!("invalid move \"{text}\"")), "{error}");
    }
}

#[test]
fn each_promotion_is_found_by_its_letter() {
    let position = Position::from_fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1").expect("parses");
    for (letter, piece) in
        [("q", Piece::Queen), ("r", Piece::Rook), ("b", Piece::Bishop), ("n", Piece::Knight)]
    {
        let mv = position.find_move(&format!("a7a8{letter}")).expect(letter);
        assert_eq!(mv.promotion, Some(piece));
        assert_eq!(position.play(mv).piece_at(mv.to).map(|(_, landed)| landed), Some(piece));
    }
    assert_eq!(position.find_move("a7a8"), None, "a pawn on the last rank must promote");
}

#[test]
fn counters_follow_captures_pawn_moves_and_black_moves() {
    let position: Position =
        setup("fen 4k3/8/8/3p4/8/8/8/R3K3 w Q - 7 20 moves a1a2 e8d7 a2a5 d7c6 a5d5").expect("legal");
    // Two quiet moves each side after 7 (9, 10, 11), then a capture.
    assert_eq!((position.halfmove_clock(), position.fullmove_number()), (0, 22));
    let quiet: Position = setup("fen 4k3/8/8/3p4/8/8/8/R3K3 w Q - 7 20 moves a1a2 e8d7 a2a5").expect("legal");
    assert_eq!((quiet.halfmove_clock(), quiet.fullmove_number()), (10, 21));
    let pawn: Position = setup("fen 4k3/8/8/3p4/8/8/8/R3K3 b - - 7 20 moves d5d4").expect("legal");
    assert_eq!((pawn.halfmove_clock(), pawn.fullmove_number()), (0, 21));
    assert!(pawn.fen().to_string().ends_with(" w - - 0 21"));
}

#[test]
fn a_pass_counts_on_the_halfmove_clock_and_black_s_pass_ends_the_move() {
    // A pass captures nothing and moves no pawn, so the halfmove clock counts it; black's pass, as any
    // move of black's, starts the next move number.
    let position = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w Q - 7 20").expect("parses");
    let white_passed = position.pass();
    assert_eq!((white_passed.halfmove_clock(), white_passed.fullmove_number()), (8, 20));
    let both_passed = white_passed.pass();
    assert_eq!(both_passed.fen().to_string(), "4k3/8/8/8/8/8/8/R3K3 w Q - 9 21");
    let passed: Position = setup("startpos moves 0000 0000").expect("two passes");
    assert_eq!(passed.fen().to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2 2");
}

#[test]
fn counters_out_of_range_are_named() {
    let fen = "4k3/8/8/8/8/8/8/4K3 w - - 65536 1";
    let error = Position::from_fen(fen).unwrap_err();
    assert_eq!(
        (error.field, error.problem, error.at),
        (FenField::HalfmoveClock, FenProblem::NumberTooLarge, 26)
    );
    let largest = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 65535 65535").expect("in range");
    assert_eq!((largest.halfmove_clock(), largest.fullmove_number()), (u16::MAX, u16::MAX));
    let error = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 x1").unwrap_err();
    assert_eq!((error.field, error.problem), (FenField::FullmoveNumber, FenProblem::NotANumber));
}

#[test]
fn a_wrong_number_of_fields_is_named_at_the_end_of_the_text_or_of_the_sixth_field() {
    let (three, eight) = ("4k3/8/8/8/8/8/8/4K3 w -", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x y");
    for (fen, count, end) in [(three, 3, Some(three.len())), (eight, 8, eight.find(" x y"))] {
        let error = Position::from_fen(fen).unwrap_err();
        let expected = (FenField::Fields, FenProblem::FieldCount(count), end);
        assert_eq!((error.field, error.problem, Some(error.at)), expected, "{fen}");
    }
}

#[test]
fn four_fields_are_a_position_with_counters_0_1() {
    let position = Position::from_fen("4k3/8/8/8/8/8/8/4K3 b - -").expect("four fields");
    assert_eq!(position.fen().to_string(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

#[test]
fn setups_refuse_what_they_cannot_play_and_name_it() {
    assert_eq!(
        setup::<Position>("startpos moves e2e4 e7e5 g1g3").unwrap_err(),
        SetupError::IllegalMove { number: 3, text: "g1g3" }
    );
    assert_eq!(setup::<Position>("startpos extra").unwrap_err(), SetupError::Start("startpos extra"));
    assert_eq!(setup::<Position>("").unwrap_err(), SetupError::Start(""));
    let SetupError::Fen { fen, error } = setup::<Position>("fen 8/8/8 w - - 0 1 moves e2e4").unwrap_err()
    else {
        panic!("a bad FEN")
    };
    assert_eq!((fen, error.field), ("8/8/8 w - - 0 1", FenField::Placement));
    // The null move passes the turn, but not out of check.
    let passed: Position = setup("startpos moves 0000 e7e5").expect("a pass, then black's move");
    assert_eq!(passed.fen().to_string(), "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2");
    let checked = "fen 4k3/8/8/8/8/8/8/4K2R b K - 0 1 moves 0000";
    assert_eq!(
        setup::<Position>("fen 4k3/8/8/8/8/8/4r3/4K3 w - - 0 1 moves 0000").unwrap_err(),
        SetupError::IllegalMove { number: 1, text: "0000" }
    );
    assert!(setup::<Position>(checked).is_ok(), "black is not in check there");
}

#[test]
fn in_check_says_whether_the_side_to_move_is_attacked() {
    let checked = Position::from_fen("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1").expect("parses");
    assert!(checked.in_check());
    assert!(!Position::START.in_check());
    assert!(!checked.play(checked.find_move("e1f1").expect("legal")).in_check());
}

#[test]
fn a_move_from_an_empty_square_passes_the_turn() {
    let empty_square =
        Move { from: chess_attacks::Square::E4, to: chess_attacks::Square::E5, promotion: None };
    let after = Position::START.play(empty_square);
    assert_eq!(after.fen().to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
}
