//! The search demo's command line: UCI or the bench, on which slider lookups.

use chess_attacks_engine::MAX_DEPTH;
use chess_attacks_engine::bench::BENCH_DEPTH;

/// Which slider lookups the command line asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lookups {
    /// The crate root's, `chess_attacks::Root`.
    Root,
    /// `chess_attacks::magic::Magic`, when the build has them.
    Magic,
}

/// What the command line asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Speak UCI on standard input and output.
    Uci(Lookups),
    /// Search the bench positions to `depth` and print the nodes and the speed.
    Bench {
        /// Plies per position.
        depth: u32,
        /// On which lookups.
        lookups: Lookups,
    },
}

impl Mode {
    /// The lookups either mode runs on.
    pub fn lookups(self) -> Lookups {
        match self {
            Mode::Uci(lookups) | Mode::Bench { lookups, .. } => lookups,
        }
    }
}

/// The message for `--magic` in a build without `chess_attacks::magic`.
pub const MAGIC_NOT_BUILT: &str = "--magic needs chess_attacks::magic, which this build leaves out: build \
    with --features magic (cargo run --release --example search --features magic -- bench --magic)";

/// The mode `args` ask for, or why they are wrong; `magic_built` says whether the program can run on
/// `chess_attacks::magic`.
pub fn parse_args(args: &[String], magic_built: bool) -> Result<Mode, String> {
    let mut lookups = Lookups::Root;
    let mut words = Vec::new();
    for arg in args {
        if arg == "--magic" {
            if !magic_built {
                return Err(MAGIC_NOT_BUILT.to_string());
            }
            lookups = Lookups::Magic;
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

#[cfg(test)]
mod tests {
    //! What each command line asks for, and a message for every kind of bad argument (`main` prints it
    //! with the usage and exits with code 2).

    use super::{Lookups, Mode, parse_args};
    use chess_attacks_engine::bench::BENCH_DEPTH;

    fn args(words: &[&str]) -> Vec<String> {
        words.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn command_line_chooses_uci_or_bench() {
        let parse = |args: &[String]| parse_args(args, true);
        assert_eq!(parse(&args(&[])), Ok(Mode::Uci(Lookups::Root)));
        assert_eq!(parse(&args(&["bench"])), Ok(Mode::Bench { depth: BENCH_DEPTH, lookups: Lookups::Root }));
        assert_eq!(parse(&args(&["bench", "5"])), Ok(Mode::Bench { depth: 5, lookups: Lookups::Root }));
        for (words, message) in [
            (&["bench", "deep"][..], "\"deep\""),
            (&["bench", "0"], "\"0\""),
            (&["bench", "5", "6"], "\"bench 5 6\""),
            (&["--fast"], "\"--fast\""),
        ] {
            let error = parse(&args(words)).expect_err("rejected");
            assert!(error.contains(message), "{words:?}: {error}");
        }
        let error = parse_args(&args(&["bench", "--magic"]), false).expect_err("no magic in this build");
        assert!(error.contains("--features magic"), "{error}");
        assert_eq!(
            parse(&args(&["--magic", "bench", "4"])),
            Ok(Mode::Bench { depth: 4, lookups: Lookups::Magic })
        );
    }
}
