//! A small chess engine on chess-attacks, `no_std` and allocation-free: alpha-beta with iterative deepening,
//! a transposition table, quiescence search, static exchange evaluation and an evaluation of material,
//! piece-square tables and what the crate's attacks say (mobility, pressure on the king, threats, pawn
//! structure: [`Feature`]), its weights fitted by the workspace's tuner ([`Engine`], [`trace`]), the
//! UCI protocol's commands and replies ([`uci`]), and the bench positions ([`mod@bench`]), on the workspace's
//! legal move generator (`chess-attacks-movegen`).
//!
//! The program that runs it hands in what only a program has: the transposition table's memory (a slice
//! of [`Entry`]), the clock and the stop signal ([`Control`]), and the text in and out. The desktop UCI
//! program (`cargo run --release --example search`) is a thin `std` shell over it (the `desktop` module, feature
//! `std`): a thread for the search, standard input and output.
//!
//! ```
//! use chess_attacks_engine::{Engine, Entry, Game, Limits, NoClock};
//! use chess_attacks_movegen::Root;
//!
//! let mut game = Game::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
//! game.play("e2e4").expect("a legal move");
//! let mut engine = Engine::new([Entry::EMPTY; 4096]);
//! let outcome = engine.think::<Root>(&game, &Limits::depth(4), &mut NoClock, |_| {});
//! assert!(outcome.best.is_some());
//! # Ok::<(), chess_attacks_movegen::FenError>(())
//! ```
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

#[cfg(any(feature = "std", test))]
extern crate std;

pub mod bench;
mod capture;
#[cfg(feature = "std")]
pub mod desktop;
mod engine;
mod eval;
mod features;
#[cfg(test)]
mod features_tests;
mod game;
mod halves;
mod hash;
mod history;
mod host;
mod incremental;
#[cfg(test)]
mod incremental_tests;
mod limits;
mod line_reader;
mod ordering;
mod pair;
mod score;
mod search;
mod see;
pub mod session;
mod small;
mod table;
mod technique;
#[cfg(test)]
mod techniques_tests;
pub mod uci;
mod weights;

pub use engine::{Engine, MOVE_STACK};
pub use eval::{Trace, VALUES, evaluate, piece_square_tables, trace, weights};
pub use features::{FEATURES, Feature};
pub use game::{Game, KEPT_POSITIONS};
pub use hash::hash;
pub use history::{FromToHistory, HISTORY_LIMIT, History, ToHistory};
pub use incremental::{Mismatch, play_checked};
pub use limits::{Control, Limits, MAX_DEPTH, MAX_PLY, NoClock};
pub use score::{MATE, UciScore};
pub use search::{Outcome, Report};
pub use small::{SMALL_LINE, SMALL_MOVES, SMALL_PLIES, SMALL_TABLE_ENTRIES, SmallEngine, small_engine};
pub use table::{Entry, HORIZON_TABLE_ENTRIES};
