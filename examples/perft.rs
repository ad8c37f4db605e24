//! Counts the leaf positions a given number of moves ahead (perft), split by the first move.
//!
//! ```text
//! cargo run --release --example perft -- "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" 5
//! ```
//!
//! A thin shell over the workspace's move generator (crates/movegen), which uses only chess-attacks'
//! public lookups for attacks; the published perft counts therefore test the tables. A bad FEN or depth
//! prints why and exits with code 2.

use std::process::ExitCode;
use std::time::Instant;

use chess_attacks_movegen::Position;

const USAGE: &str = "usage: perft \"<FEN>\" <depth>
  depth is a whole number from 1 to 12, for example:
  perft \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\" 5";

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

/// What the program prints for `args`, or why they are wrong.
pub fn run(args: &[String]) -> Result<String, String> {
    let (position, depth) = parse(args)?;
    let started = Instant::now();
    let mut divided = Vec::new();
    position.divide(depth, |mv, nodes| divided.push((mv, nodes)));
    let seconds = started.elapsed().as_secs_f64();
    divided.sort_by_key(|(mv, _)| mv.to_string());
    let mut output = String::new();
    for (mv, nodes) in &divided {
        output += &format!("{mv}: {nodes}\n");
    }
    let total: u64 = divided.iter().map(|(_, nodes)| nodes).sum();
    output += &format!("\n{} moves, {total} nodes at depth {depth}\n", divided.len());
    output +=
        &format!("{seconds:.3} s, {:.1} million nodes per second\n", total as f64 / seconds.max(1e-9) / 1e6);
    Ok(output)
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
    let position = Position::from_fen(fen).map_err(|error| format!("invalid FEN \"{fen}\": {error}"))?;
    Ok((position, depth))
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
    fn bad_arguments_are_rejected_with_what_was_wrong() {
        let cases: [(&[&str], &str); 4] = [
            (&["8/8/8/8/8/8/8/8 w - - 0 1"], "expected 2 arguments"),
            (&["8/8 w - - 0 1", "3"], "invalid FEN \"8/8 w - - 0 1\""),
            (&["4k3/8/8/8/8/8/8/4K3 w - - 0 1", "deep"], "depth \"deep\""),
            (&["4k3/8/8/8/8/8/8/4K3 w - - 0 1", "0"], "depth \"0\""),
        ];
        for (words, message) in cases {
            let error = run(&args(words)).expect_err("bad arguments are rejected");
            assert!(error.contains(message), "{words:?}: {error:?} should say {message:?}");
        }
    }

    #[test]
    fn perft_demo_prints_divide_and_total() {
        let output = run(&args(&["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "3"]));
        let output = output.expect("the start position is valid");
        assert!(output.starts_with("a2a3: 380\n"), "{output}");
        assert!(output.contains("20 moves, 8902 nodes at depth 3"), "{output}");
        assert!(output.contains("million nodes per second"), "{output}");
    }
}
