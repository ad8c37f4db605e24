//! Counts the leaf positions a given number of moves ahead (perft), split by the first move.
//!
//! ```text
//! cargo run --release --example perft -- "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" 5
//! ```
//!
//! The move generator in `position.rs` uses only chess-attacks' public lookups for attacks; the published
//! perft counts therefore test the tables. A bad FEN or depth prints why and exits with code 2.

mod position;

use std::process::ExitCode;
use std::time::Instant;

use position::Position;

const USAGE: &str = "usage: perft \"<FEN>\" <depth>
  depth is a whole number from 1 to 12, for example:
  perft \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\" 5";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (position, depth) = match parse(&args) {
        Ok(parsed) => parsed,
        Err(message) => {
            eprintln!("error: {message}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let started = Instant::now();
    let divided = position.divide(depth);
    let elapsed = started.elapsed();
    for (mv, nodes) in &divided {
        println!("{mv}: {nodes}");
    }
    let total: u64 = divided.iter().map(|(_, nodes)| nodes).sum();
    let seconds = elapsed.as_secs_f64();
    println!("\n{} moves, {total} nodes at depth {depth}", divided.len());
    println!("{seconds:.3} s, {:.1} million nodes per second", total as f64 / seconds.max(1e-9) / 1e6);
    ExitCode::SUCCESS
}

fn parse(args: &[String]) -> Result<(Position, u32), String> {
    let [fen, depth] = args else {
        return Err(format!("expected 2 arguments (a quoted FEN and a depth), found {}", args.len()));
    };
    let depth = depth
        .parse::<u32>()
        .ok()
        .filter(|depth| (1..=12).contains(depth))
        .ok_or_else(|| format!("depth \"{depth}\" is not a whole number from 1 to 12"))?;
    let position = Position::from_fen(fen).map_err(|error| error.to_string())?;
    Ok((position, depth))
}
