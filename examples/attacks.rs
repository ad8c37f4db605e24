//! Draws the squares a piece attacks or moves to.
//!
//! ```text
//! cargo run --release --example attacks -- rook d4 --friends b4 --enemies d2
//! cargo run --release --example attacks -- rook a1
//! cargo run --release --example attacks -- pawn white c2
//! cargo run --release --example attacks -- queen e4 --enemies e7,b7
//! cargo run --release --example attacks -- knight g1
//! ```
//!
//! Piece and colour names may be written in any case. `-h` or `--help` prints the usage; bad arguments print
//! what was wrong and the usage, and exit with code 2.

use std::process::ExitCode;

use chess_attacks::{
    Bitboard, Color, File, Rank, Square, bishop_moves, king_attacks, knight_attacks, pawn_attacks,
    queen_moves, rook_moves,
};

const USAGE: &str = "\
usage: attacks rook|bishop|queen SQUARE [--friends SQUARES] [--enemies SQUARES]
       attacks knight|king SQUARE
       attacks pawn white|black SQUARE
       attacks --help

SQUARES is a comma-separated list such as b4,c5; square names are a1 to h8, in any case, and so are the
piece and colour names. The diagram marks the piece with its letter, a square it moves to or attacks
with X, a capture with *, a friend with f and an enemy out of reach with e.
Examples:
  attacks rook d4 --friends b4 --enemies d2
  attacks pawn white c2";

/// A piece that slides until something blocks it.
#[derive(Clone, Copy)]
enum Slider {
    Rook,
    Bishop,
    Queen,
}

/// A piece whose attacks do not depend on other pieces.
#[derive(Clone, Copy)]
enum Leaper {
    Knight,
    King,
}

/// What to draw, parsed from the command line.
enum Query {
    Slider { slider: Slider, square: Square, friends: Bitboard, enemies: Bitboard },
    Leaper { leaper: Leaper, square: Square },
    Pawn { color: Color, square: Square },
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(output) => {
            print!("{output}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

/// What the program prints for `args` (the usage for `-h` or `--help`), or why they are wrong.
pub fn run(args: &[String]) -> Result<String, String> {
    if args.iter().any(|arg| arg == "-h" || arg == "--help") {
        return Ok(format!("{USAGE}\n"));
    }
    parse(args).map(|query| describe(&query))
}

fn parse(args: &[String]) -> Result<Query, String> {
    // Names are matched in lower case, so `Rook`, `WHITE` and `D4` are understood.
    let args: Vec<String> = args.iter().map(|arg| arg.to_ascii_lowercase()).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        [piece @ ("rook" | "bishop" | "queen"), square, options @ ..] => {
            let slider = match *piece {
                "rook" => Slider::Rook,
                "bishop" => Slider::Bishop,
                _ => Slider::Queen,
            };
            let square = parse_square(square)?;
            let (friends, enemies) = parse_pieces(options)?;
            if friends.contains(square) || enemies.contains(square) {
                return Err(format!("{square} holds the {piece}; it cannot also hold a friend or an enemy"));
            }
            Ok(Query::Slider { slider, square, friends, enemies })
        }
        [piece @ ("knight" | "king"), square] => {
            let leaper = if *piece == "knight" { Leaper::Knight } else { Leaper::King };
            Ok(Query::Leaper { leaper, square: parse_square(square)? })
        }
        ["pawn", color, square] => {
            let color = match *color {
                "white" => Color::White,
                "black" => Color::Black,
                other => return Err(format!("unknown colour \"{other}\": expected white or black")),
            };
            Ok(Query::Pawn { color, square: parse_square(square)? })
        }
        ["pawn", ..] => Err("pawn takes a colour and a square, such as: pawn white c2".to_string()),
        [piece @ ("knight" | "king"), ..] => Err(format!("{piece} takes one square, such as: {piece} g1")),
        [piece @ ("rook" | "bishop" | "queen")] => {
            Err(format!("{piece} takes a square, such as: {piece} d4"))
        }
        [piece, ..] => {
            Err(format!("unknown piece \"{piece}\": expected rook, bishop, queen, knight, king or pawn"))
        }
        [] => Err("no piece given".to_string()),
    }
}

fn parse_square(text: &str) -> Result<Square, String> {
    text.parse().map_err(|error| format!("{error}"))
}

/// Reads `--friends a,b` and `--enemies c,d` (each at most once) into two disjoint sets.
fn parse_pieces(options: &[&str]) -> Result<(Bitboard, Bitboard), String> {
    let (mut friends, mut enemies) = (None, None);
    let mut rest = options;
    while let [flag, tail @ ..] = rest {
        let slot = match *flag {
            "--friends" => &mut friends,
            "--enemies" => &mut enemies,
            other => {
                return Err(format!("unknown option \"{other}\": expected --friends or --enemies"));
            }
        };
        let [list, tail @ ..] = tail else {
            return Err(format!("{flag} needs a list of squares, such as {flag} b4,c5"));
        };
        if slot.is_some() {
            return Err(format!("{flag} is given twice"));
        }
        let mut set = Bitboard::EMPTY;
        for name in list.split(',') {
            set = set.with(parse_square(name)?);
        }
        *slot = Some(set);
        rest = tail;
    }
    let (friends, enemies) = (friends.unwrap_or_default(), enemies.unwrap_or_default());
    if let Some(square) = (friends & enemies).into_iter().next() {
        return Err(format!("{square} is listed as both a friend and an enemy"));
    }
    Ok((friends, enemies))
}

fn list(set: Bitboard) -> String {
    let names: Vec<String> = set.into_iter().map(|square| square.to_string()).collect();
    if names.is_empty() { "none".to_string() } else { names.join(", ") }
}

/// The board, rank 8 on top: `letter` on the piece's `square`, `X` on a square in `reached`, `*` on an
/// enemy in reach, `f` on a friend, `e` on an enemy out of reach, `.` elsewhere.
fn draw(letter: char, square: Square, reached: Bitboard, friends: Bitboard, enemies: Bitboard) -> String {
    let mut board = String::new();
    for rank in Rank::ALL.into_iter().rev() {
        board.push(rank.to_char());
        for file in File::ALL {
            let here = Square::from_coords(file, rank);
            let mark = match (
                here == square,
                reached.contains(here),
                friends.contains(here),
                enemies.contains(here),
            ) {
                (true, ..) => letter,
                (_, true, _, true) => '*',
                (_, true, ..) => 'X',
                (_, _, true, _) => 'f',
                (.., true) => 'e',
                _ => '.',
            };
            board.push(' ');
            board.push(mark);
        }
        board.push('\n');
    }
    board + "  a b c d e f g h\n"
}

fn describe(query: &Query) -> String {
    match *query {
        Query::Slider { slider, square, friends, enemies } => {
            let (name, letter, moves) = match slider {
                Slider::Rook => ("rook", 'R', rook_moves(square, friends, enemies)),
                Slider::Bishop => ("bishop", 'B', bishop_moves(square, friends, enemies)),
                Slider::Queen => ("queen", 'Q', queen_moves(square, friends, enemies)),
            };
            format!(
                "{name} on {square}, friends: {}, enemies: {}\n{} moves, {} of them captures: {}\n\n{}",
                list(friends),
                list(enemies),
                moves.count(),
                (moves & enemies).count(),
                list(moves),
                draw(letter, square, moves, friends, enemies),
            )
        }
        Query::Leaper { leaper, square } => {
            let (name, letter, attacks) = match leaper {
                Leaper::Knight => ("knight", 'N', knight_attacks(square)),
                Leaper::King => ("king", 'K', king_attacks(square)),
            };
            let board = draw(letter, square, attacks, Bitboard::EMPTY, Bitboard::EMPTY);
            format!("{name} on {square} attacks {}\n\n{board}", list(attacks))
        }
        Query::Pawn { color, square } => {
            let attacks = pawn_attacks(color, square);
            let (color, letter) = if color == Color::White { ("white", 'P') } else { ("black", 'p') };
            let board = draw(letter, square, attacks, Bitboard::EMPTY, Bitboard::EMPTY);
            format!("{color} pawn on {square} attacks {}\n\n{board}", list(attacks))
        }
    }
}

#[cfg(test)]
mod tests {
    //! The demo's output, and a message for every kind of bad argument (`main` prints it with the usage and
    //! exits with code 2).

    use super::run;

    fn args(words: &[&str]) -> Vec<String> {
        words.iter().map(|word| word.to_string()).collect()
    }

    #[test]
    fn attacks_demo_prints_the_readme_diagram() {
        let output = run(&args(&["rook", "d4", "--friends", "b4", "--enemies", "d2"]));
        let readme = include_str!("../README.md");
        let shown =
            readme.split("The demo prints:\n\n```text\n").nth(1).and_then(|rest| rest.split("```").next());
        assert_eq!(output.as_deref(), Ok(shown.expect("the README shows the demo's output")));
    }

    #[test]
    fn attacks_demo_answers_the_other_pieces() {
        let cases: [(&[&str], &str); 5] = [
            (&["pawn", "white", "c2"], "white pawn on c2 attacks b3, d3\n"),
            (&["pawn", "black", "h6"], "black pawn on h6 attacks g5\n"),
            (&["knight", "g1"], "knight on g1 attacks e2, f3, h3\n"),
            (&["rook", "a1"], "14 moves, 0 of them captures"),
            (&["queen", "e4", "--enemies", "e7,b7"], "25 moves, 2 of them captures"),
        ];
        for (words, expected) in cases {
            let output = run(&args(words)).unwrap_or_else(|error| panic!("{words:?}: {error}"));
            assert!(output.contains(expected), "{words:?} should print {expected:?}, printed {output:?}");
        }
    }

    #[test]
    fn attacks_demo_prints_the_usage_for_help_and_succeeds() {
        for flag in ["-h", "--help"] {
            for words in [&[flag][..], &["rook", flag], &["pawn", "white", "c2", flag]] {
                let output = run(&args(words)).unwrap_or_else(|error| panic!("{words:?}: {error}"));
                assert!(output.starts_with("usage: attacks rook|bishop|queen SQUARE"), "{words:?}: {output}");
            }
        }
    }

    #[test]
    fn attacks_demo_reads_names_in_any_case() {
        let lower = run(&args(&["queen", "e4", "--enemies", "e7,b7"]));
        for words in [&["Queen", "E4", "--enemies", "E7,b7"][..], &["QUEEN", "e4", "--ENEMIES", "e7,B7"]] {
            assert_eq!(run(&args(words)), lower, "{words:?}");
        }
        let pawn = run(&args(&["Pawn", "BLACK", "H6"])).expect("any case is understood");
        assert!(pawn.starts_with("black pawn on h6 attacks g5\n"), "{pawn}");
    }

    /// The rank line of the diagram that `output` draws for rank `rank`.
    fn diagram_rank(output: &str, rank: char) -> &str {
        output
            .lines()
            .find(|line| line.starts_with(rank) && line.len() == 17)
            .expect("the diagram has the rank")
    }

    #[test]
    fn attacks_demo_marks_the_piece_moves_captures_friends_and_enemies_out_of_reach() {
        // A rook on d4; a friend on f4 stops it at e4; an enemy on d2 is captured and the one on d1 behind it
        // is out of reach.
        let output = run(&args(&["rook", "d4", "--friends", "f4", "--enemies", "d2,d1"]));
        let output = output.expect("a valid query");
        assert_eq!(diagram_rank(&output, '4'), "4 X X X R X f . .");
        assert_eq!(diagram_rank(&output, '2'), "2 . . . * . . . .");
        assert_eq!(diagram_rank(&output, '1'), "1 . . . e . . . .");
        let knight = run(&args(&["knight", "b1"])).expect("a valid query");
        assert_eq!(diagram_rank(&knight, '1'), "1 . N . . . . . .");
        assert_eq!(diagram_rank(&knight, '3'), "3 X . X . . . . .");
        let black_pawn = run(&args(&["pawn", "black", "e5"])).expect("a valid query");
        assert_eq!(diagram_rank(&black_pawn, '5'), "5 . . . . p . . .");
        assert_eq!(diagram_rank(&black_pawn, '4'), "4 . . . X . X . .");
    }

    macro_rules! rejected {
        ($($name:ident: [$($word:expr),*] => $message:expr;)*) => {$(
            #[test]
            fn $name() {
                let error = run(&args(&[$($word),*])).expect_err("bad arguments are rejected");
                assert!(error.contains($message), "{error:?} should say {:?}", $message);
            }
        )*};
    }

    rejected! {
        attacks_without_arguments: [] => "no piece given";
        attacks_with_unknown_piece: ["dragon", "d4"] => "unknown piece \"dragon\"";
        attacks_with_bad_square: ["rook", "i9"] => "invalid square \"i9\"";
        attacks_with_missing_square: ["bishop"] => "bishop takes a square";
        attacks_with_extra_square: ["knight", "g1", "g2"] => "knight takes one square";
        attacks_with_friend_on_the_rook: ["rook", "d4", "--friends", "d4"] => "d4 holds the rook";
        attacks_with_friend_and_enemy_together: ["rook", "d4", "--friends", "b4", "--enemies", "b4"]
            => "b4 is listed as both";
        attacks_with_unknown_option: ["rook", "d4", "--allies", "b4"] => "unknown option \"--allies\"";
        attacks_with_bad_colour: ["pawn", "green", "c2"] => "unknown colour \"green\"";
    }
}
