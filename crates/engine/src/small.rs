//! The engine in the sizes a part with 16 KiB of RAM holds: one definition, so that firmware and a desktop
//! program that plays as the board would search alike. The RAM map they add up to is in
//! examples/microbit/measure/README.md.

use crate::{Engine, Entry, ToHistory};

/// Transposition-table entries, 7 bytes each: the RAM the rest of the board's program leaves, but about 300
/// bytes to spare (the RAM map). At the board's few thousand nodes a move the table is full within a
/// search, and each entry more is worth having.
///
/// ```
/// use chess_attacks_engine::{Entry, SMALL_TABLE_ENTRIES};
///
/// assert_eq!(SMALL_TABLE_ENTRIES * size_of::<Entry>(), 4_942);
/// ```
pub const SMALL_TABLE_ENTRIES: usize = 706;

/// The deepest ply a search reaches, quiescence included; deeper nodes are scored by the evaluation. A
/// search full of checks at 16 plies overran the micro:bit's RAM.
///
/// ```
/// assert!(chess_attacks_engine::SMALL_PLIES < chess_attacks_engine::MAX_PLY);
/// ```
pub const SMALL_PLIES: usize = 14;

/// The longest principal variation a search reports.
///
/// ```
/// assert!(chess_attacks_engine::SMALL_LINE <= chess_attacks_engine::SMALL_PLIES);
/// ```
pub const SMALL_LINE: usize = 8;

/// The moves a search keeps at once, all plies together (8 bytes each); a node with no room left for its
/// moves is scored by the evaluation.
///
/// ```
/// assert!(chess_attacks_engine::SMALL_MOVES < chess_attacks_engine::MOVE_STACK);
/// ```
pub const SMALL_MOVES: usize = 256;

/// An engine in the sizes above, with the to-square history (512 bytes): under 8 KiB in all.
///
/// ```
/// use chess_attacks_engine::{Game, Limits, NoClock, SmallEngine, small_engine};
/// use chess_attacks_movegen::Root;
///
/// assert!(size_of::<SmallEngine>() < 8 * 1024);
/// let mut engine = small_engine();
/// let game = Game::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")?;
/// let outcome = engine.think::<Root>(&game, &Limits::depth(3), &mut NoClock, |_| {});
/// assert_eq!(outcome.best.map(|mv| mv.to_string()).as_deref(), Some("a1a8"));
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
pub type SmallEngine = Engine<[Entry; SMALL_TABLE_ENTRIES], ToHistory, SMALL_PLIES, SMALL_LINE, SMALL_MOVES>;

/// A new [`SmallEngine`], its table empty: `const`, so that firmware can build it in a static.
///
/// ```
/// use chess_attacks_engine::{SMALL_TABLE_ENTRIES, SmallEngine, small_engine};
///
/// static ENGINE_AT_START: SmallEngine = small_engine();
/// assert_eq!(ENGINE_AT_START.table().len(), SMALL_TABLE_ENTRIES);
/// ```
pub const fn small_engine() -> SmallEngine {
    Engine::with_history([Entry::EMPTY; SMALL_TABLE_ENTRIES], ToHistory::new())
}
