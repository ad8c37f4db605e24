//! Draws the squares a piece attacks or moves to.
//!
//! ```text
//! cargo run --release --example attacks -- rook d4 --friends b4 --enemies d2
//! cargo run --release --example attacks -- rook a1
//! cargo run --release --example attacks -- pawn white c2
//! ```
//!
//! Bad arguments print the usage and exit with code 2.

use std::process::ExitCode;

use chess_attacks::{Bitboard, Color, Square, pawn_attacks, rook_moves};

const USAGE: &str = "\
usage: attacks rook SQUARE [--friends SQUARES] [--enemies SQUARES]
       attacks pawn white|black SQUARE

SQUARES is a comma-separated list such as b4,c5; square names are a1 to h8.
Examples:
  attacks rook d4 --friends b4 --enemies d2
  attacks pawn white c2";

/// What to draw, parsed from the command line.
enum Query {
    Rook { square: Square, friends: Bitboard, enemies: Bitboard },
    Pawn { color: Color, square: Square },
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match parse(&args) {
        Ok(query) => {
            print!("{}", describe(&query));
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn parse(args: &[String]) -> Result<Query, String> {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        ["rook", square, options @ ..] => {
            let square = parse_square(square)?;
            let (friends, enemies) = parse_pieces(options)?;
            if friends.contains(square) || enemies.contains(square) {
                return Err(format!("{square} holds the rook; it cannot also hold a friend or an enemy"));
            }
            Ok(Query::Rook { square, friends, enemies })
        }
        ["pawn", color, square] => {
            let color = match *color {
                "white" => Color::White,
                "black" => Color::Black,
                other => {
                    return Err(format!("unknown colour \"{other}\": expected white or black"));
                }
            };
            Ok(Query::Pawn { color, square: parse_square(square)? })
        }
        ["pawn", ..] => Err("pawn takes a colour and a square, such as: pawn white c2".to_string()),
        [] => Err("no piece given".to_string()),
        [piece, ..] if !matches!(*piece, "rook") => {
            Err(format!("unknown piece \"{piece}\": expected rook or pawn"))
        }
        _ => Err("rook takes a square, such as: rook d4".to_string()),
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

fn describe(query: &Query) -> String {
    match *query {
        Query::Rook { square, friends, enemies } => {
            let moves = rook_moves(square, friends, enemies);
            format!(
                "rook on {square}, friends: {}, enemies: {}\n{} moves, {} of them captures: {}\n\n{moves}",
                list(friends),
                list(enemies),
                moves.count(),
                (moves & enemies).count(),
                list(moves),
            )
        }
        Query::Pawn { color, square } => {
            let attacks = pawn_attacks(color, square);
            let color = if color == Color::White { "white" } else { "black" };
            format!("{color} pawn on {square} attacks {}\n\n{attacks}", list(attacks))
        }
    }
}
