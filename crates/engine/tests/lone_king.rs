//! The lone king's rule against what chess says: a bishop and a knight mate a lone king only in a corner of
//! the bishop's colour, so the evaluation must rank those corners worse for the lone king than the other
//! two, for either side and either bishop; and the board's engine, playing both sides at its budget, mates
//! a lone king with a queen or a rook within the fifty-move rule (tests/search.rs).
//!
//! Run: `cargo test -p chess-attacks-engine --test lone_king`.

use chess_attacks_engine::evaluate;
use chess_attacks_movegen::Position;

/// The evaluation, for the side to move, of each position: the same pieces with the lone king in each
/// corner in turn.
fn values(fens: [&str; 4]) -> [i32; 4] {
    fens.map(|fen| evaluate(&Position::from_fen(fen).unwrap_or_else(|error| panic!("{fen}: {error}"))))
}

#[test]
fn a_bishop_and_a_knight_drive_the_lone_king_to_a_corner_of_the_bishop_s_colour() {
    // White's king on e4, knight on c5 and bishop on c1 (dark squares: a1 and h8) or f1 (light: h1 and a8);
    // then the board turned over, black the stronger side. The lone king in a1, h1, a8 and h8 in turn.
    let cases = [
        (
            [
                "8/8/8/2N5/4K3/8/8/k1B5 w",
                "8/8/8/2N5/4K3/8/8/2B4k w",
                "k7/8/8/2N5/4K3/8/8/2B5 w",
                "7k/8/8/2N5/4K3/8/8/2B5 w",
            ],
            [true, false, false, true],
        ),
        (
            [
                "8/8/8/2N5/4K3/8/8/k4B2 w",
                "8/8/8/2N5/4K3/8/8/5B1k w",
                "k7/8/8/2N5/4K3/8/8/5B2 w",
                "7k/8/8/2N5/4K3/8/8/5B2 w",
            ],
            [false, true, true, false],
        ),
        (
            [
                "2b5/8/8/4k3/2n5/8/8/K7 b",
                "2b5/8/8/4k3/2n5/8/8/7K b",
                "K1b5/8/8/4k3/2n5/8/8/8 b",
                "2b4K/8/8/4k3/2n5/8/8/8 b",
            ],
            [false, true, true, false],
        ),
        (
            [
                "5b2/8/8/4k3/2n5/8/8/K7 b",
                "5b2/8/8/4k3/2n5/8/8/7K b",
                "K4b2/8/8/4k3/2n5/8/8/8 b",
                "5b1K/8/8/4k3/2n5/8/8/8 b",
            ],
            [true, false, false, true],
        ),
    ];
    for (boards, mating) in cases {
        let fens = boards.map(|board| format!("{board} - - 0 1"));
        let values = values(fens.each_ref().map(String::as_str));
        let corners =
            |wanted| (0..4).filter(move |&corner| mating[corner] == wanted).map(|corner| values[corner]);
        let (worst_mating, best_other) = (corners(true).min(), corners(false).max());
        assert!(worst_mating > best_other, "{fens:?}: {values:?}, the mating corners {mating:?}");
    }
}
