//! A small UCI chess engine on chess-attacks: the program where an engine spends its time, with a
//! transposition table competing with the attack tables for the cache. A thin shell over the workspace's
//! `no_std` engine (crates/engine) and its legal move generator (crates/movegen). The slider lookups are
//! the crate root's, or `magic`'s with `--magic` (which needs `--features magic`).
//!
//! ```text
//! cargo run --release --example search                     # UCI on stdin and stdout, for a chess GUI
//! cargo run --release --example search -- bench [depth]   # fixed-depth search of the bench positions
//! cargo run --release --example search --features magic -- bench --magic
//! ```
//!
//! `bench` searches each bench position to a fixed depth with a fresh table and prints the nodes and the
//! nodes per second, as engines' bench commands do. Nothing in it depends on the clock, so the node counts
//! are the same on every run and for both lookups. A bad argument prints why and exits with code 2.

use std::process::ExitCode;

use chess_attacks::{Root, Sliders};
use chess_attacks_engine::bench::BENCH_DEPTH;
use chess_attacks_engine::desktop;

use args::{Lookups, Mode, parse_args};

mod args;
mod bench;

const USAGE: &str = "usage: search                       speak UCI on standard input and output
       search bench [depth]         search the bench positions to depth (default BENCH_DEPTH)
  Add --magic to either for chess_attacks::magic's lookups (build with --features magic).";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = parse_args(&args, cfg!(feature = "magic")).and_then(|mode| match mode.lookups() {
        Lookups::Root => run::<Root>(mode),
        #[cfg(feature = "magic")]
        Lookups::Magic => run::<chess_attacks::magic::Magic>(mode),
        // parse_args has refused `--magic` already.
        #[cfg(not(feature = "magic"))]
        Lookups::Magic => Err(args::MAGIC_NOT_BUILT.to_string()),
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}\n\n{}", USAGE.replace("BENCH_DEPTH", &BENCH_DEPTH.to_string()));
            ExitCode::from(2)
        }
    }
}

/// Runs `mode` on the lookups `S`: the UCI loop on standard input, or the bench on standard output.
fn run<S: Sliders + Default + 'static>(mode: Mode) -> Result<(), String> {
    match mode {
        Mode::Uci(_) => {
            desktop::uci_loop::<S>(std::io::stdin());
            Ok(())
        }
        Mode::Bench { depth, .. } => bench::bench::<S>(depth, &mut std::io::stdout().lock()),
    }
}
