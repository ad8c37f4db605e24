//! SAN and FEN against shakmaty, an independent implementation: every legal move of every position in the
//! perft suite's trees two plies deep, and of seeded random games, written in SAN by both and read back by
//! each from the other's text; the FEN of every position reached, counters included.

use chess_attacks::reference::SplitMix64;
use chess_attacks_movegen::{Position, UciMove};
use shakmaty::fen::Fen;
use shakmaty::san::{San, SanPlus};
use shakmaty::{CastlingMode, Chess, EnPassantMode};

/// The FENs of the perft suite (tests/perft.rs), read from its source so that the two lists cannot part.
fn perft_suite_fens() -> Vec<&'static str> {
    let source = include_str!("perft.rs");
    let fens: Vec<&str> = source.split('"').filter(|text| Position::from_fen(text).is_ok()).collect();
    assert!(fens.len() >= 20, "the perft suite's FENs were not found: {fens:?}");
    fens
}

fn shakmaty_position(fen: &str) -> Chess {
    let setup = Fen::from_ascii(fen.as_bytes()).expect("shakmaty reads the FEN");
    setup.into_position(CastlingMode::Standard).expect("shakmaty accepts the position")
}

/// Checks every legal move of `position` (the same position as `theirs`) in SAN both ways.
fn check_moves(position: &Position, theirs: &Chess, context: &str) -> usize {
    use shakmaty::Position as _;
    let mut checked = 0;
    for mv in theirs.legal_moves() {
        let uci = mv.to_uci(CastlingMode::Standard).to_string();
        let ours = position.find_move(&uci).unwrap_or_else(|| panic!("{context}: {uci} not found"));
        let their_san = SanPlus::from_move(theirs.clone(), mv).to_string();
        let our_san = position.san(ours).to_string();
        assert_eq!(our_san, their_san, "{context}: SAN of {uci}");
        assert_eq!(position.parse_san(&their_san), Ok(UciMove::Move(ours)), "{context}: reading {their_san}");
        let read_back = San::from_ascii(our_san.as_bytes()).expect("shakmaty parses our SAN").to_move(theirs);
        assert_eq!(read_back, Ok(mv), "{context}: shakmaty reading our {our_san}");
        checked += 1;
    }
    checked
}

fn check_fen(position: &Position, theirs: &Chess, context: &str) {
    let their_fen = Fen::from_position(theirs, EnPassantMode::Always).to_string();
    assert_eq!(position.fen().to_string(), their_fen, "{context}");
}

#[test]
fn san_matches_shakmaty_on_the_perft_suite_two_plies_deep() {
    use shakmaty::Position as _;
    let mut checked = 0;
    for fen in perft_suite_fens() {
        let (position, theirs) = (Position::from_fen(fen).expect("parses"), shakmaty_position(fen));
        checked += check_moves(&position, &theirs, fen);
        for mv in theirs.legal_moves() {
            let uci = mv.to_uci(CastlingMode::Standard).to_string();
            let child = position.play(position.find_move(&uci).expect("legal"));
            let their_child = theirs.clone().play(mv).expect("legal");
            let context = format!("{fen} after {uci}");
            check_fen(&child, &their_child, &context);
            checked += check_moves(&child, &their_child, &context);
        }
    }
    assert!(checked > 10_000, "only {checked} moves checked");
}

#[test]
fn san_and_fen_match_shakmaty_along_seeded_games() {
    use shakmaty::Position as _;
    let mut rng = SplitMix64::new(0x5a4e_0000_0056);
    let mut checked = 0;
    for fen in perft_suite_fens() {
        for game in 0..6 {
            let (mut position, mut theirs) =
                (Position::from_fen(fen).expect("parses"), shakmaty_position(fen));
            let mut played = Vec::new();
            for _ in 0..120 {
                let context = format!("{fen}, game {game}, after {played:?}");
                check_fen(&position, &theirs, &context);
                checked += check_moves(&position, &theirs, &context);
                let moves = theirs.legal_moves();
                let Some(mv) = moves.get(rng.next_u64() as usize % moves.len().max(1)).copied() else {
                    break;
                };
                let san = SanPlus::from_move(theirs.clone(), mv).to_string();
                position = position.play_uci(position.parse_san(&san).expect("legal"));
                theirs.play_unchecked(mv);
                played.push(san);
            }
        }
    }
    assert!(checked > 50_000, "only {checked} moves checked");
}

#[test]
fn bad_san_is_named_and_never_a_move() {
    let start = Position::START;
    for text in ["", "N", "Nf9", "Zf3", "e9", "exf", "O-O-O-O", "e4e5", "Nf3 ", "K", "=Q", "e8=K", "Nbf3"] {
        let error = start.parse_san(text).expect_err(text);
        assert!(error.to_string().contains(&format!("\"{text}\"")), "{text}: {error}");
        assert!(format!("{error:?}").contains(&format!("\"{text}\"")), "{text}: {error:?}");
    }
    // A move named by its whole from-square as well, as SAN does when neither file nor rank alone tells.
    assert_eq!(start.parse_san("Ng1f3").ok().map(|mv| mv.to_string()), Some("g1f3".to_string()));
    // Debug output quotes the move's text, as a string's does.
    let knight = start.find_move("g1f3").expect("legal");
    assert_eq!(format!("{:?}", start.san(knight)), "\"Nf3\"");
    // Legal-looking but no such move: no knight can reach d4, the e-pawn cannot go three squares.
    assert!(start.parse_san("Nd4").is_err());
    assert!(start.parse_san("e5").is_err());
    // Two knights reach d2 here, so `Nd2` is ambiguous.
    let knights = Position::from_fen("4k3/8/8/8/8/1N3N2/8/4K3 w - - 0 1").expect("parses");
    assert!(knights.parse_san("Nd2").unwrap_err().to_string().contains("more than one"));
}
