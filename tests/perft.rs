//! Perft: the number of leaf positions a given number of moves ahead, against the published counts. The move
//! generator (`examples/perft/position.rs`) finds every attack through chess-attacks' public lookups, so a
//! single wrong bit in any table changes these numbers. The whole suite takes a few seconds even in debug.

#[allow(dead_code)]
#[path = "../examples/perft/position.rs"]
mod position;

use position::{FenField, Position};

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
