//! The engine: what persists between searches (the transposition table, the history of quiet moves) and
//! the memory a search works in, in the sizes the program chooses, and [`Engine::think`], which searches.

use chess_attacks_movegen::Sliders;

use crate::game::Game;
use crate::history::{FromToHistory, History};
use crate::limits::{Control, Limits, MAX_PLY};
use crate::search::{Outcome, Report, Scratch};
use crate::table::Entry;
use crate::technique;

/// The moves a search keeps at once unless the program chooses fewer ([`Engine`]'s `MOVES`): room for 256
/// at every ply (no legal position has more than 218), so no node ever lacks room for its moves.
///
/// ```
/// use chess_attacks_engine::{MAX_PLY, MOVE_STACK};
///
/// // No legal position has more than 218 moves: room for that many at every ply.
/// assert!(MOVE_STACK >= 218 * MAX_PLY);
/// ```
pub const MOVE_STACK: usize = 256 * MAX_PLY;

/// What persists between searches: the transposition table, in the memory the program gave ([`Entry`]s in
/// an array, a `Vec`, a static buffer: anything that is a slice of them), and the history of quiet moves
/// that cut off ([`History`]).
///
/// A search also keeps, in the engine, per-ply arrays for `PLIES` plies (its deepest, at most
/// [`MAX_PLY`]), principal variations of up to `LINE` moves, and one stack of up to `MOVES` moves shared
/// by all its plies. [`Engine::new`] chooses the desktop's: [`FromToHistory`], [`MAX_PLY`], [`MAX_PLY`]
/// and [`MOVE_STACK`]; a microcontroller chooses smaller ones with [`Engine::with_history`]. A node with
/// no room left for its moves is scored by the evaluation, as the deepest ply is.
///
/// ```
/// use chess_attacks_engine::{Engine, Entry, Game, Limits, NoClock};
/// use chess_attacks_movegen::Root;
///
/// let game = Game::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")?;
/// let mut engine = Engine::new(vec![Entry::EMPTY; 4096]);
/// let outcome = engine.think::<Root>(&game, &Limits::depth(3), &mut NoClock, |_| {});
/// assert_eq!(outcome.best.map(|mv| mv.to_string()).as_deref(), Some("a1a8"));
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
pub struct Engine<
    T,
    H = FromToHistory,
    const PLIES: usize = MAX_PLY,
    const LINE: usize = MAX_PLY,
    const MOVES: usize = MOVE_STACK,
> {
    table: T,
    history: H,
    scratch: Scratch<PLIES, LINE, MOVES>,
}

impl<T: AsRef<[Entry]> + AsMut<[Entry]>> Engine<T> {
    /// An engine whose transposition table is `table`'s entries (which should start [`Entry::EMPTY`]), with
    /// the desktop's history and capacities.
    ///
    /// ```
    /// use chess_attacks_engine::{Engine, Entry};
    ///
    /// let engine = Engine::new([Entry::EMPTY; 64]);
    /// assert_eq!(engine.table().len(), 64);
    /// ```
    pub fn new(table: T) -> Engine<T> {
        Engine::with_history(table, FromToHistory::default())
    }
}

impl<T, H, const PLIES: usize, const LINE: usize, const MOVES: usize> Engine<T, H, PLIES, LINE, MOVES>
where
    T: AsRef<[Entry]> + AsMut<[Entry]>,
    H: History,
{
    /// An engine with `table`'s entries, `history` (which should start empty) and the capacities of its
    /// type: what a program with little RAM chooses (at most [`MAX_PLY`] plies, lines of at least one move).
    /// A `const fn`, so that firmware can build its engine in a static.
    ///
    /// ```
    /// use chess_attacks_engine::{Engine, Entry, ToHistory};
    ///
    /// let engine: Engine<_, ToHistory, 48, 8, 400> =
    ///     Engine::with_history([Entry::EMPTY; 256], ToHistory::default());
    /// assert_eq!(engine.table().len(), 256);
    /// ```
    pub const fn with_history(table: T, history: H) -> Engine<T, H, PLIES, LINE, MOVES> {
        Engine { table, history, scratch: Scratch::new() }
    }

    /// The table's entries.
    ///
    /// ```
    /// use chess_attacks_engine::{Engine, Entry};
    ///
    /// assert!(Engine::new(Vec::<Entry>::new()).table().is_empty());
    /// ```
    pub fn table(&self) -> &[Entry] {
        self.table.as_ref()
    }

    /// The table's memory, to resize or replace it (the program owns it): the next search uses whatever it
    /// holds then.
    ///
    /// ```
    /// use chess_attacks_engine::{Engine, Entry};
    ///
    /// let mut engine = Engine::new(Vec::new());
    /// *engine.table_mut() = vec![Entry::EMPTY; 1 << 16];
    /// assert_eq!(engine.table().len(), 65_536);
    /// ```
    pub fn table_mut(&mut self) -> &mut T {
        &mut self.table
    }

    /// Forgets everything learnt: for `ucinewgame`.
    ///
    /// ```
    /// use chess_attacks_engine::{Engine, Entry, Game, Limits, NoClock};
    /// use chess_attacks_movegen::Root;
    ///
    /// let game = Game::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
    /// let mut engine = Engine::new(vec![Entry::EMPTY; 4096]);
    /// let first = engine.think::<Root>(&game, &Limits::depth(4), &mut NoClock, |_| {});
    /// engine.new_game();
    /// let again = engine.think::<Root>(&game, &Limits::depth(4), &mut NoClock, |_| {});
    /// assert_eq!(first, again, "a fresh engine searches the same tree");
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn new_game(&mut self) {
        self.table.as_mut().fill(Entry::EMPTY);
        self.history.clear();
    }

    /// Searches `game`'s position on the slider lookups `S` by iterative deepening until `limits` or
    /// `control` end it, calling `report` after each completed iteration, and after a stopped one whose best
    /// move beat the last iteration's (which it searched first). The first iteration always completes, so
    /// there is a move to play whenever the position has one.
    ///
    /// ```
    /// use chess_attacks_engine::{Engine, Entry, Game, Limits, NoClock};
    /// use chess_attacks_movegen::Root;
    ///
    /// // Stalemate: black to move has no legal move and is not in check.
    /// let game = Game::from_fen("k7/8/1Q6/8/8/8/8/7K b - - 0 1")?;
    /// let mut engine = Engine::new([Entry::EMPTY; 256]);
    /// let outcome = engine.think::<Root>(&game, &Limits::depth(5), &mut NoClock, |_| {});
    /// assert_eq!((outcome.best, outcome.score), (None, 0));
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn think<S: Sliders>(
        &mut self,
        game: &Game,
        limits: &Limits,
        control: &mut impl Control,
        report: impl FnMut(&Report),
    ) -> Outcome {
        self.search::<S, { technique::ALL }>(game, limits, control, report)
    }

    /// Searches as [`think`](Engine::think) does but prunes and reduces nothing: every legal move to the
    /// full depth (a check a ply deeper), quiescence over every capture and queen promotion, the table
    /// read only for its moves. Far slower; its score at a depth is the value of that depth's whole tree,
    /// which makes it a reference for analysis and for tests.
    ///
    /// ```
    /// use chess_attacks_engine::{Engine, Entry, Game, Limits, NoClock, evaluate};
    /// use chess_attacks_movegen::Root;
    ///
    /// // One ply: after each of white's moves black may stand pat or capture, and here no move captures
    /// // or gives check, so the score is the best of the evaluations after white's moves.
    /// let game = Game::from_fen("4k3/8/8/8/8/8/P7/4K3 w - - 0 1")?;
    /// let mut engine = Engine::new([Entry::EMPTY; 256]);
    /// let outcome = engine.think_full_width::<Root>(&game, &Limits::depth(1), &mut NoClock, |_| {});
    /// let best = game.position().legal_moves().as_slice().iter()
    ///     .map(|&mv| -evaluate(&game.position().play(mv)))
    ///     .max();
    /// assert_eq!(Some(outcome.score), best);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn think_full_width<S: Sliders>(
        &mut self,
        game: &Game,
        limits: &Limits,
        control: &mut impl Control,
        report: impl FnMut(&Report),
    ) -> Outcome {
        self.search::<S, 0>(game, limits, control, report)
    }

    /// What both searches do, with the selective techniques `TECHNIQUES`, in the engine's memory.
    fn search<S: Sliders, const TECHNIQUES: u16>(
        &mut self,
        game: &Game,
        limits: &Limits,
        control: &mut impl Control,
        report: impl FnMut(&Report),
    ) -> Outcome {
        let (table, history) = (self.table.as_mut(), &mut self.history);
        self.scratch.deepen::<S, _, _, TECHNIQUES>(table, history, game, limits, control, report)
    }
}
