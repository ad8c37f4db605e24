//! The search demo's bench printout: each bench position's nodes, best move and score, then the totals and
//! the speed, as engines' bench commands print them.

use std::io::Write;
use std::time::{Duration, Instant};

use chess_attacks::Sliders;
use chess_attacks_engine::UciScore;
use chess_attacks_engine::bench::{BENCH_FENS, bench_position};
use chess_attacks_engine::desktop::{DEFAULT_HASH_MIB, heap_engine};

/// Searches every bench position to `depth` on the lookups `S` and prints each one's nodes, then the totals.
/// The time is the searches' alone: emptying the table between positions is not counted.
pub fn bench<S: Sliders>(depth: u32, out: &mut impl Write) -> Result<(), String> {
    let write_error = |error: std::io::Error| format!("writing the bench output: {error}");
    let positions = BENCH_FENS.len();
    writeln!(
        out,
        "bench: {positions} positions, depth {depth}, {DEFAULT_HASH_MIB} MiB table, {} lookups",
        S::NAME
    )
    .map_err(write_error)?;
    // Allocated here, so that the first position's time does not include it.
    let mut engine = heap_engine(DEFAULT_HASH_MIB)?;
    let (mut nodes, mut time) = (0, Duration::ZERO);
    for (number, fen) in BENCH_FENS.iter().enumerate() {
        let started = Instant::now();
        let outcome = bench_position::<S, _>(&mut engine, fen, depth)
            .map_err(|error| format!("bench FEN \"{fen}\": {error}"))?;
        time += started.elapsed();
        nodes += outcome.nodes;
        let best = outcome.best.map_or("0000".to_string(), |best| best.to_string());
        let score = UciScore(outcome.score).to_string();
        writeln!(
            out,
            "{:>2}/{positions} {:>11} nodes  bestmove {best:<5}  score {score:<9}  {fen}",
            number + 1,
            outcome.nodes
        )
        .map_err(write_error)?;
    }
    let seconds = time.as_secs_f64();
    writeln!(out, "\nTime: {:.0} ms", seconds * 1e3).map_err(write_error)?;
    writeln!(out, "Nodes searched: {nodes}").map_err(write_error)?;
    writeln!(out, "Nodes/second: {:.0}", nodes as f64 / seconds.max(1e-9)).map_err(write_error)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    //! The printout: a line per position, and totals that add up.

    use super::bench;
    use chess_attacks::Root;
    use chess_attacks_engine::bench::BENCH_FENS;

    #[test]
    fn bench_prints_each_position_and_totals_that_add_up() {
        let mut output = Vec::new();
        bench::<Root>(2, &mut output).expect("the bench runs");
        let output = String::from_utf8(output).expect("text");
        assert!(
            output.starts_with("bench: 13 positions, depth 2, 32 MiB table, crate root lookups\n"),
            "{output}"
        );
        let per_position: Vec<u64> = output
            .lines()
            .filter(|line| line.contains(" nodes "))
            .map(|line| {
                line.split_whitespace().nth(1).and_then(|nodes| nodes.parse().ok()).expect("a node count")
            })
            .collect();
        assert_eq!(per_position.len(), BENCH_FENS.len(), "{output}");
        let total = output.lines().find_map(|line| line.strip_prefix("Nodes searched: ")).expect("the total");
        assert_eq!(total.parse::<u64>().ok(), Some(per_position.iter().sum()), "{output}");
        assert!(output.contains("\nNodes/second: "), "{output}");
    }
}
