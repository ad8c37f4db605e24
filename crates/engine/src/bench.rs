//! The bench: a fixed-depth search of fixed positions, as engines' `bench` commands do. Nothing in it depends
//! on a clock, so the node counts are the same on every run, every machine and both slider families: a
//! change to the search shows as a change of nodes, a change to the lookups only as a change of speed.
//!
//! ```
//! use chess_attacks_engine::bench::{BENCH_FENS, bench_position};
//! use chess_attacks_engine::{Engine, Entry};
//! use chess_attacks_movegen::Root;
//!
//! // The whole bench, shallow, twice: the same nodes both times.
//! let mut engine = Engine::new(vec![Entry::EMPTY; 1 << 12]);
//! let mut runs = [0, 0];
//! for nodes in &mut runs {
//!     for fen in BENCH_FENS {
//!         *nodes += bench_position::<Root, _>(&mut engine, fen, 2)?.nodes;
//!     }
//! }
//! assert_eq!(runs[0], runs[1]);
//! # Ok::<(), chess_attacks_movegen::FenError>(())
//! ```

use chess_attacks_movegen::{FenError, PUBLISHED_FENS, Sliders};

use crate::{Engine, Entry, Game, Limits, NoClock, Outcome};

/// The bench positions: the six published perft positions, then middlegames and endgames of ordinary games.
///
/// ```
/// use chess_attacks_engine::bench::BENCH_FENS;
/// use chess_attacks_movegen::PUBLISHED_FENS;
///
/// assert_eq!(BENCH_FENS[..6], PUBLISHED_FENS);
/// assert_eq!(BENCH_FENS[12], "1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1");
/// ```
pub const BENCH_FENS: [&str; 13] = {
    const GAMES: [&str; 7] = [
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        "r1bq1rk1/pp2b1pp/n1pp1n2/3P1p2/2P1p3/2N1P2N/PP2BPPP/R1BQ1RK1 b - - 2 10",
        "r3k2r/2pb1ppp/2pp1q2/p7/1nP1B3/1P2P3/P2N1PPP/R2QK2R w KQkq a6 0 14",
        "4rrk1/2p1b1p1/p1p3q1/4p3/2P2n1p/1P1NR2P/PB3PP1/3R1QK1 b - - 2 24",
        "6k1/1R3p2/6p1/2Bp3p/3P2q1/P7/1P2rQ1K/5R2 b - - 4 44",
        "8/8/1p2k1p1/3p3p/1p1P1P1P/1P2PK2/8/8 w - - 3 54",
        "1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1",
    ];
    let mut fens = [""; 13];
    let mut index = 0;
    while index < fens.len() {
        fens[index] = if index < PUBLISHED_FENS.len() {
            PUBLISHED_FENS[index]
        } else {
            GAMES[index - PUBLISHED_FENS.len()]
        };
        index += 1;
    }
    fens
};

/// The bench's depth unless one is given: deep enough that the whole bench takes a few seconds in a release
/// build on a desktop, as engines' benches do.
///
/// ```
/// use chess_attacks_engine::bench::BENCH_DEPTH;
/// use chess_attacks_engine::uci::{self, Command};
///
/// // A depth UCI's `go` accepts, so a GUI can ask for the bench's search.
/// assert!(matches!(uci::parse(&format!("go depth {BENCH_DEPTH}"), 64), Ok(Command::Go(_))));
/// ```
pub const BENCH_DEPTH: u32 = 10;

/// One bench position's search: `depth` plies on `engine`'s table, emptied first, with no clock.
///
/// ```
/// use chess_attacks_engine::bench::{BENCH_FENS, bench_position};
/// use chess_attacks_engine::{Engine, Entry};
/// use chess_attacks_movegen::Root;
///
/// let mut engine = Engine::new(vec![Entry::EMPTY; 1 << 12]);
/// let first = bench_position::<Root, _>(&mut engine, BENCH_FENS[0], 3)?;
/// let again = bench_position::<Root, _>(&mut engine, BENCH_FENS[0], 3)?;
/// assert_eq!(first.nodes, again.nodes, "the same tree every time");
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
pub fn bench_position<S: Sliders, T: AsRef<[Entry]> + AsMut<[Entry]>>(
    engine: &mut Engine<T>,
    fen: &str,
    depth: u32,
) -> Result<Outcome, FenError> {
    let game = Game::from_fen(fen)?;
    engine.new_game();
    Ok(engine.think::<S>(&game, &Limits::depth(depth), &mut NoClock, |_| {}))
}
