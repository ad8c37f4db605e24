//! The lone king's rule against what chess says: its part of the evaluation is a positive mix of the lone
//! king's centre Manhattan distance (chessprogramming.org's published table) and the kings' nearness, for
//! either side; a bishop and a knight mate a lone king only in a corner of the bishop's colour, so with them
//! the rule takes off a share for each file from the diagonal joining those corners, and the evaluation
//! ranks those corners worse for the lone king than the other two, for either side and either bishop; and
//! the board's engine, playing both sides at its budget, mates a lone king with a queen or a rook within the
//! fifty-move rule (tests/search.rs).
//!
//! Run: `cargo test -p chess-attacks-engine --test lone_king`.

mod endings;

use chess_attacks::{Color, Piece};
use chess_attacks_engine::{evaluate, piece_square_tables, trace};
use chess_attacks_movegen::{Position, Root};
use endings::{endings, turned_over};

/// The centre Manhattan distance of each square, a1 first: chessprogramming.org's "Center Manhattan-Distance"
/// table, as published.
const CENTRE_MANHATTAN: [i32; 64] = [
    6, 5, 4, 3, 3, 4, 5, 6, //
    5, 4, 3, 2, 2, 3, 4, 5, //
    4, 3, 2, 1, 1, 2, 3, 4, //
    3, 2, 1, 0, 0, 1, 2, 3, //
    3, 2, 1, 0, 0, 1, 2, 3, //
    4, 3, 2, 1, 1, 2, 3, 4, //
    5, 4, 3, 2, 2, 3, 4, 5, //
    6, 5, 4, 3, 3, 4, 5, 6, //
];

/// The evaluation's part outside its fitted weights, white's, `[middlegame, endgame]`: `trace`'s fixed part
/// less the piece-square values its squares read.
fn beyond_the_tables(position: &Position) -> [i32; 2] {
    let trace = trace::<Root>(position);
    let tables = piece_square_tables();
    [0, 1].map(|phase| {
        let read = |piece: usize| {
            (0..64).map(move |entry| trace.squares[piece][entry] * tables[piece][entry][phase])
        };
        trace.fixed[phase] - (0..6).flat_map(read).sum::<i32>()
    })
}

/// A lone king position measured: the lone king's centre distance, the kings' nearness (14 less their
/// Manhattan distance), its files from the long diagonal joining the corners of `strong`'s first bishop's
/// colour (a1–h8 for the dark squares, h1–a8 for the light), and the rule's value for `strong`.
struct Row {
    centre: i32,
    nearness: i32,
    off_diagonal: i32,
    rule: i32,
    fen: String,
}

/// The rows of positions with `strong`'s `pieces` against a lone king.
fn rows(strong: Color, pieces: &str) -> Vec<Row> {
    let sign = if strong == Color::White { 1 } else { -1 };
    endings(pieces, 40, 57)
        .into_iter()
        .map(|position| if strong == Color::White { position } else { turned_over(&position) })
        .map(|position| {
            let king = |color| position.pieces(color, Piece::King).first().expect("a king");
            let (hunter, hunted) = (king(strong), king(strong.opponent()));
            let (file, rank) = (hunted.file() as i32, hunted.rank() as i32);
            let nearness = 14 - (hunter.file() as i32 - file).abs() - (hunter.rank() as i32 - rank).abs();
            let bishop = position.pieces(strong, Piece::Bishop).first();
            let dark = bishop.is_some_and(|bishop| (bishop.file() as i32 + bishop.rank() as i32) % 2 == 0);
            let off_diagonal = if dark { (file - rank).abs() } else { (7 - file - rank).abs() };
            let [middlegame, endgame] = beyond_the_tables(&position);
            assert_eq!(middlegame, 0, "{}", position.fen());
            let centre = CENTRE_MANHATTAN[hunted.index() as usize];
            Row { centre, nearness, off_diagonal, rule: sign * endgame, fen: position.fen().to_string() }
        })
        .collect()
}

/// The rule's weights for the centre distance and the nearness, from two rows whose two measures are
/// independent.
fn mix(rows: &[Row]) -> (i32, i32) {
    let (a, b) = rows
        .iter()
        .flat_map(|a| rows.iter().map(move |b| (a, b)))
        .find(|(a, b)| a.centre * b.nearness != a.nearness * b.centre)
        .expect("two independent rows");
    let determinant = a.centre * b.nearness - a.nearness * b.centre;
    (
        (a.rule * b.nearness - a.nearness * b.rule) / determinant,
        (a.centre * b.rule - a.rule * b.centre) / determinant,
    )
}

#[test]
fn the_rule_is_a_positive_mix_of_the_centre_distance_and_the_kings_nearness() {
    // A queen, a rook, two bishops, a rook and a bishop, a rook, bishop and knight, and two queens: any of
    // them mates anywhere, so the rule is the same mix for all, white's gain, or black's when black is the
    // stronger.
    for strong in [Color::White, Color::Black] {
        let rows: Vec<Row> =
            ["Q", "R", "BB", "RB", "RBN", "QQ"].iter().flat_map(|pieces| rows(strong, pieces)).collect();
        let (centre, near) = mix(&rows);
        assert!(centre > 0 && near > 0, "weights {centre} and {near}");
        for row in &rows {
            assert_eq!(
                row.rule,
                centre * row.centre + near * row.nearness,
                "{}: centre {}, nearness {}",
                row.fen,
                row.centre,
                row.nearness
            );
        }
    }
}

#[test]
fn with_a_bishop_and_a_knight_the_rule_takes_off_a_share_for_each_file_from_the_bishop_s_long_diagonal() {
    // The mix of a queen's rule, less one positive amount for each file between the lone king and the long
    // diagonal that joins the corners of the bishop's colour: away from the corners where the mate is.
    for strong in [Color::White, Color::Black] {
        let (centre, near) = mix(&rows(strong, "Q"));
        let rows = rows(strong, "BN");
        let less = |row: &Row| centre * row.centre + near * row.nearness - row.rule;
        let per_file = rows.iter().find(|row| row.off_diagonal > 0).map(|row| less(row) / row.off_diagonal);
        let per_file = per_file.expect("a lone king off the diagonal");
        assert!(per_file > 0, "{per_file} a file");
        for row in &rows {
            assert_eq!(less(row), per_file * row.off_diagonal, "{}: {} files off", row.fen, row.off_diagonal);
        }
    }
}

#[test]
fn a_bishop_and_a_knight_drive_the_lone_king_to_a_corner_of_the_bishop_s_colour() {
    // White's king on e4, knight on c5 and bishop on c1 (dark squares: a1 and h8) or f1 (light: h1 and a8),
    // the lone king in a1, h1, a8 and h8 in turn; then each board turned over, black the stronger side, whose
    // bishop's corners are those turned over.
    let cases = [
        (["k1B5", "2B4k", "2B5", "2B5"], [true, false, false, true]),
        (["k4B2", "5B1k", "5B2", "5B2"], [false, true, true, false]),
    ];
    for (first_ranks, mating) in cases {
        let eighth_ranks = ["8", "8", "k7", "7k"];
        let boards: [Position; 4] = core::array::from_fn(|corner| {
            let fen = format!("{}/8/8/2N5/4K3/8/8/{} w - - 0 1", eighth_ranks[corner], first_ranks[corner]);
            Position::from_fen(&fen).unwrap_or_else(|error| panic!("{fen}: {error}"))
        });
        for boards in [boards, boards.map(|board| turned_over(&board))] {
            let values = boards.map(|board| evaluate(&board));
            let corners =
                |wanted| (0..4).filter(move |&corner| mating[corner] == wanted).map(|corner| values[corner]);
            let (worst_mating, best_other) = (corners(true).min(), corners(false).max());
            let fens = boards.map(|board| board.fen().to_string());
            assert!(worst_mating > best_other, "{fens:?}: {values:?}, the mating corners {mating:?}");
        }
    }
}
