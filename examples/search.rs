//! A small UCI chess engine on chess-attacks: the program where an engine spends its time, with a
//! transposition table competing with the attack tables for the cache. Alpha-beta with iterative deepening,
//! a transposition table, quiescence search, and a material and piece-square evaluation
//! (`search/engine.rs`, `search/eval.rs`), on the perft example's legal move generator. The slider lookups
//! are the crate root's, or `magic`'s with `--magic` (which needs `--features magic`).
//!
//! ```text
//! cargo run --release --example search                     # UCI on stdin and stdout, for a chess GUI
//! cargo run --release --example search -- bench [depth]   # fixed-depth search of the bench positions
//! cargo run --release --example search --features magic -- bench --magic
//! ```
//!
//! `bench` searches each of [`BENCH_FENS`] to a fixed depth with a fresh table and prints the nodes and the
//! nodes per second, as engines' bench commands do. Nothing in it depends on the clock, so the node counts
//! are the same on every run and for both lookups. A bad argument prints why and exits with code 2.

// A directory of its own, so cargo does not take the move generator for another example.
#[allow(dead_code)] // The search uses part of the generator (perft, the firmware and the benches use other parts).
#[path = "perft/position.rs"]
pub mod position;

#[path = "search/engine.rs"]
pub mod engine;
#[path = "search/eval.rs"]
pub mod eval;
#[path = "search/uci.rs"]
pub mod uci;

use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use engine::{DEFAULT_HASH_MIB, Engine, Game, Limits, Lookups, MAX_DEPTH, Outcome, UciScore};
use uci::Uci;

/// The bench positions: the six published perft positions (as in tests/common/mod.rs), then middlegames and
/// endgames of ordinary games.
pub const BENCH_FENS: [&str; 13] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "r1bq1rk1/pp2b1pp/n1pp1n2/3P1p2/2P1p3/2N1P2N/PP2BPPP/R1BQ1RK1 b - - 2 10",
    "r3k2r/2pb1ppp/2pp1q2/p7/1nP1B3/1P2P3/P2N1PPP/R2QK2R w KQkq a6 0 14",
    "4rrk1/2p1b1p1/p1p3q1/4p3/2P2n1p/1P1NR2P/PB3PP1/3R1QK1 b - - 2 24",
    "6k1/1R3p2/6p1/2Bp3p/3P2q1/P7/1P2rQ1K/5R2 b - - 4 44",
    "8/8/1p2k1p1/3p3p/1p1P1P1P/1P2PK2/8/8 w - - 3 54",
    "1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1",
];

/// The bench's depth unless one is given: deep enough that the whole bench takes a few seconds in a release
/// build, as engines' benches do.
pub const BENCH_DEPTH: u32 = 10;

const USAGE: &str = "usage: search                       speak UCI on standard input and output
       search bench [depth]         search the bench positions to depth (default BENCH_DEPTH)
  Add --magic to either for chess_attacks::magic's lookups (build with --features magic).";

/// What the command line asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Uci(Lookups),
    Bench { depth: u32, lookups: Lookups },
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = parse_args(&args).and_then(|mode| match mode {
        Mode::Uci(lookups) => {
            uci_loop(lookups);
            Ok(())
        }
        Mode::Bench { depth, lookups } => bench(depth, lookups, &mut std::io::stdout().lock()),
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}\n\n{}", USAGE.replace("BENCH_DEPTH", &BENCH_DEPTH.to_string()));
            ExitCode::from(2)
        }
    }
}

/// The mode `args` ask for, or why they are wrong.
pub fn parse_args(args: &[String]) -> Result<Mode, String> {
    let mut lookups = Lookups::Root;
    let mut words = Vec::new();
    for arg in args {
        if arg == "--magic" {
            lookups = magic()?;
        } else {
            words.push(arg.as_str());
        }
    }
    match words.as_slice() {
        [] => Ok(Mode::Uci(lookups)),
        ["bench"] => Ok(Mode::Bench { depth: BENCH_DEPTH, lookups }),
        ["bench", depth] => {
            let depth =
                depth.parse::<u32>().ok().filter(|depth| (1..=MAX_DEPTH).contains(depth)).ok_or_else(
                    || format!("bench depth \"{depth}\" is not a whole number from 1 to {MAX_DEPTH}"),
                )?;
            Ok(Mode::Bench { depth, lookups })
        }
        _ => Err(format!("unexpected arguments \"{}\"", words.join(" "))),
    }
}

/// `magic`'s lookups, when the build has them.
fn magic() -> Result<Lookups, String> {
    #[cfg(feature = "magic")]
    return Ok(Lookups::Magic);
    #[cfg(not(feature = "magic"))]
    Err("--magic needs chess_attacks::magic, which this build leaves out: build with --features magic \
         (cargo run --release --example search --features magic -- bench --magic)"
        .to_string())
}

/// One bench position's search: `depth` plies on `engine`'s table, emptied first, with no clock.
pub fn bench_position(
    engine: &mut Engine,
    fen: &str,
    depth: u32,
    lookups: Lookups,
) -> Result<Outcome, String> {
    let game = Game::from_fen(fen).map_err(|error| format!("bench FEN \"{fen}\": {error}"))?;
    engine.new_game();
    engine.think_on(lookups, &game, &Limits::depth(depth), &AtomicBool::new(false), |_| {})
}

/// Searches every bench position and prints each one's nodes, then the totals. The time is the searches'
/// alone: emptying the table between positions is not counted.
pub fn bench(depth: u32, lookups: Lookups, out: &mut impl Write) -> Result<(), String> {
    let write_error = |error: std::io::Error| format!("writing the bench output: {error}");
    let positions = BENCH_FENS.len();
    let name = lookups.name();
    writeln!(
        out,
        "bench: {positions} positions, depth {depth}, {DEFAULT_HASH_MIB} MiB table, {name} lookups"
    )
    .map_err(write_error)?;
    // Allocated here, so that the first position's time does not include it.
    let mut engine = Engine::new(DEFAULT_HASH_MIB);
    engine.set_hash(DEFAULT_HASH_MIB)?;
    let (mut nodes, mut time) = (0, Duration::ZERO);
    for (number, fen) in BENCH_FENS.iter().enumerate() {
        let started = Instant::now();
        let outcome = bench_position(&mut engine, fen, depth, lookups)?;
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

/// Reads UCI commands from standard input until `quit` or the end of the input, answering on standard
/// output; messages about bad input go to standard error.
fn uci_loop(lookups: Lookups) {
    let mut uci = Uci::new(Arc::new(Mutex::new(std::io::stdout())), lookups);
    let (mut input, mut err) = (std::io::stdin().lock(), std::io::stderr());
    let mut line = Vec::new();
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) => break,
            // Bytes, not `lines()`: a line that is not UTF-8 is reported as a bad command, not the end.
            Ok(_) => {
                if !uci.handle(&String::from_utf8_lossy(&line), &mut err) {
                    return;
                }
            }
            Err(error) => {
                eprintln!("error: reading standard input: {error}");
                break;
            }
        }
    }
    // The GUI has gone: stop any search.
    uci.handle("quit", &mut err);
}
