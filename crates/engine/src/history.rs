//! The history heuristic: how often a quiet move cut off, by side and squares, for the search's move
//! ordering; in two sizes, the desktop's and a microcontroller's.

use chess_attacks::Color;
use chess_attacks_movegen::Move;

/// Quiet moves' history scores stay below this, and so below the killers' in the ordering.
///
/// ```
/// use chess_attacks::{Color, Square};
/// use chess_attacks_engine::{FromToHistory, HISTORY_LIMIT, History};
/// use chess_attacks_movegen::Move;
///
/// // However often a move cuts off, and however deep, its score stays below the limit.
/// let mut history = FromToHistory::default();
/// let mv = Move { from: Square::G1, to: Square::F3, promotion: None };
/// for _ in 0..10_000 {
///     history.reward(Color::White, mv, 40);
/// }
/// assert!(history.score(Color::White, mv) < HISTORY_LIMIT);
///
/// // The score that reaches the limit halves every score, so their order holds: 656 cut-offs 40 plies
/// // deep, worth 1,600 each, reach it; another move's 100 becomes 50.
/// let mut history = FromToHistory::default();
/// let other = Move { from: Square::F1, to: Square::C4, promotion: None };
/// history.reward(Color::White, other, 10);
/// for _ in 0..656 {
///     history.reward(Color::White, mv, 40);
/// }
/// assert_eq!(history.score(Color::White, mv), 656 * 1_600 / 2);
/// assert_eq!(history.score(Color::White, other), 50);
///
/// // Falling to minus the limit halves every score too.
/// for _ in 0..656 {
///     history.penalize(Color::White, other, 40);
/// }
/// assert_eq!(history.score(Color::White, other), (50 - 656 * 1_600) / 2);
/// assert_eq!(history.score(Color::White, mv), 656 * 1_600 / 4);
/// ```
pub const HISTORY_LIMIT: i32 = 1 << 20;

/// The history heuristic's memory: how often a quiet move cut off, so that quiet moves are tried in that
/// order. The program chooses it with the engine: [`FromToHistory`] (32 KiB, the desktop's) or
/// [`ToHistory`] (512 bytes, for a microcontroller), or its own.
///
/// ```
/// use chess_attacks::{Color, Square};
/// use chess_attacks_engine::{History, ToHistory};
/// use chess_attacks_movegen::Move;
///
/// let mut history = ToHistory::default();
/// let mv = Move { from: Square::G1, to: Square::F3, promotion: None };
/// history.reward(Color::White, mv, 4);
/// assert_eq!(history.score(Color::White, mv), 16);
/// history.clear();
/// assert_eq!(history.score(Color::White, mv), 0);
/// ```
pub trait History {
    /// The ordering score of `side`'s quiet move `mv`: the search takes it from above -[`HISTORY_LIMIT`]
    /// to below it.
    fn score(&self, side: Color, mv: Move) -> i32;

    /// `side`'s quiet move `mv` cut off a search `depth` plies deep.
    fn reward(&mut self, side: Color, mv: Move, depth: i32);

    /// `side`'s quiet move `mv` was searched `depth` plies deep, and another quiet move after it cut off.
    /// Nothing unless a history says otherwise, as the two here do (their score goes down as a reward's
    /// goes up).
    ///
    /// ```
    /// use chess_attacks::{Color, Square};
    /// use chess_attacks_engine::{History, ToHistory};
    /// use chess_attacks_movegen::Move;
    ///
    /// let mut history = ToHistory::default();
    /// let mv = Move { from: Square::G1, to: Square::F3, promotion: None };
    /// history.reward(Color::White, mv, 2);
    /// history.penalize(Color::White, mv, 3);
    /// assert_eq!(history.score(Color::White, mv), 4 - 9);
    /// ```
    fn penalize(&mut self, side: Color, mv: Move, depth: i32) {
        let _ = (side, mv, depth);
    }

    /// Forgets everything: for a new game.
    fn clear(&mut self);
}

/// Adds `change` to entry `index` of one side's history: a cut-off's square of its depth, or a move
/// searched before one, less as much. Past [`HISTORY_LIMIT`] either way, halves every entry, which keeps
/// their order and keeps them between the killers and the captures that lose material.
fn credit(history: &mut [i32], index: usize, change: i32) {
    let Some(entry) = history.get_mut(index) else { return };
    *entry += change;
    if entry.abs() >= HISTORY_LIMIT {
        history.iter_mut().for_each(|value| *value /= 2);
    }
}

/// The history by side, from-square and to-square, 32 KiB: the desktop's, and [`Engine::new`](crate::Engine::new)'s.
///
/// ```
/// use chess_attacks::{Color, Square};
/// use chess_attacks_engine::{FromToHistory, History};
/// use chess_attacks_movegen::Move;
///
/// let mut history = FromToHistory::default();
/// let mv = Move { from: Square::E2, to: Square::E4, promotion: None };
/// history.reward(Color::White, mv, 3);
/// assert_eq!(history.score(Color::White, mv), 9);
/// assert_eq!(history.score(Color::Black, mv), 0);
/// ```
#[derive(Clone, Debug)]
pub struct FromToHistory([[[i32; 64]; 64]; 2]);

impl Default for FromToHistory {
    fn default() -> FromToHistory {
        FromToHistory([[[0; 64]; 64]; 2])
    }
}

impl History for FromToHistory {
    #[inline]
    fn score(&self, side: Color, mv: Move) -> i32 {
        self.0[side as usize][usize::from(mv.from.index())][usize::from(mv.to.index())]
    }

    fn reward(&mut self, side: Color, mv: Move, depth: i32) {
        let index = usize::from(mv.from.index()) * 64 + usize::from(mv.to.index());
        credit(self.0[side as usize].as_flattened_mut(), index, depth * depth);
    }

    fn penalize(&mut self, side: Color, mv: Move, depth: i32) {
        let index = usize::from(mv.from.index()) * 64 + usize::from(mv.to.index());
        credit(self.0[side as usize].as_flattened_mut(), index, -depth * depth);
    }

    fn clear(&mut self) {
        *self = FromToHistory::default();
    }
}

/// The history by side and to-square alone, 512 bytes: for a microcontroller's RAM, where the from-square
/// table's 32 KiB do not fit. It orders quiet moves more coarsely, so the search visits other nodes than
/// with [`FromToHistory`].
///
/// ```
/// use chess_attacks_engine::{Engine, Entry, Game, Limits, NoClock, ToHistory};
/// use chess_attacks_movegen::Root;
///
/// // A search in a few KiB: 64 entries, 32 plies, lines of 8 moves, room for 256 moves at once.
/// let mut engine: Engine<_, ToHistory, 32, 8, 256> =
///     Engine::with_history([Entry::EMPTY; 64], ToHistory::default());
/// let game = Game::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")?;
/// let outcome = engine.think::<Root>(&game, &Limits::depth(3), &mut NoClock, |_| {});
/// assert_eq!(outcome.best.map(|mv| mv.to_string()).as_deref(), Some("a1a8"));
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
#[derive(Clone, Debug)]
pub struct ToHistory([[i32; 64]; 2]);

impl ToHistory {
    /// An empty history; a `const fn`, for an engine in a static.
    ///
    /// ```
    /// use chess_attacks::{Color, Square};
    /// use chess_attacks_engine::{History, ToHistory};
    /// use chess_attacks_movegen::Move;
    ///
    /// static EMPTY: ToHistory = ToHistory::new();
    /// assert_eq!(EMPTY.score(Color::Black, Move { from: Square::E7, to: Square::E5, promotion: None }), 0);
    /// ```
    pub const fn new() -> ToHistory {
        ToHistory([[0; 64]; 2])
    }
}

impl Default for ToHistory {
    fn default() -> ToHistory {
        ToHistory::new()
    }
}

impl History for ToHistory {
    #[inline]
    fn score(&self, side: Color, mv: Move) -> i32 {
        self.0[side as usize].get(usize::from(mv.to.index())).copied().unwrap_or(0)
    }

    fn reward(&mut self, side: Color, mv: Move, depth: i32) {
        credit(&mut self.0[side as usize], usize::from(mv.to.index()), depth * depth);
    }

    fn penalize(&mut self, side: Color, mv: Move, depth: i32) {
        credit(&mut self.0[side as usize], usize::from(mv.to.index()), -depth * depth);
    }

    fn clear(&mut self) {
        *self = ToHistory::default();
    }
}
