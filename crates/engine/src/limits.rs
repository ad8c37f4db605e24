//! When a search stops: the depth, node and time limits a program sets ([`Limits`]), the clock and stop
//! signal it hands in ([`Control`]), and how deep a search may go at all.

use core::time::Duration;

/// The deepest ply the search reaches, quiescence and extensions included: the size of its per-ply arrays
/// unless the program chooses fewer ([`Engine`](crate::Engine)'s `PLIES`).
pub const MAX_PLY: usize = 128;
/// The deepest iteration a search is asked for; extensions and quiescence go on below it, up to
/// [`MAX_PLY`].
pub const MAX_DEPTH: u32 = 100;

/// When a search stops. Without `hard` and `nodes` it decides nothing by the clock or the node count: the
/// bench relies on that for the same nodes on every run and both lookups.
///
/// ```
/// use core::time::Duration;
/// use chess_attacks_engine::Limits;
///
/// let blitz = Limits { hard: Some(Duration::from_millis(500)), ..Limits::depth(20) };
/// assert_eq!((blitz.depth, blitz.nodes, blitz.soft), (20, None, None));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The last iteration.
    pub depth: u32,
    /// Stop after about this many nodes (checked every 1024).
    pub nodes: Option<u64>,
    /// Start no new iteration after this long.
    pub soft: Option<Duration>,
    /// Abandon the iteration under way after this long.
    pub hard: Option<Duration>,
}

impl Limits {
    /// A fixed depth, no clock.
    ///
    /// ```
    /// use chess_attacks_engine::Limits;
    ///
    /// assert_eq!(Limits::depth(6).hard, None);
    /// ```
    pub fn depth(depth: u32) -> Limits {
        Limits { depth, nodes: None, soft: None, hard: None }
    }
}

/// What the program running a search hands it besides the position: its clock and its stop signal. The
/// search asks every 1024 nodes, once its first iteration has completed (so that there is a move to play).
///
/// ```
/// use core::time::Duration;
/// use chess_attacks_engine::{Control, Engine, Entry, Game, Limits};
/// use chess_attacks_movegen::Root;
///
/// /// A clock that advances a millisecond each time it is read, and no stop signal.
/// struct Ticks(u64);
///
/// impl Control for Ticks {
///     fn elapsed(&mut self) -> Duration {
///         self.0 += 1;
///         Duration::from_millis(self.0)
///     }
///     fn stop_requested(&mut self) -> bool {
///         false
///     }
/// }
///
/// let game = Game::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
/// let mut engine = Engine::new([Entry::EMPTY; 1024]);
/// let limits = Limits { hard: Some(Duration::from_millis(40)), ..Limits::depth(64) };
/// let outcome = engine.think::<Root>(&game, &limits, &mut Ticks(0), |_| {});
/// assert!(outcome.best.is_some() && outcome.depth < 64);
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
pub trait Control {
    /// The time since the search was asked for (for UCI, since `go` arrived).
    fn elapsed(&mut self) -> Duration;

    /// Whether the program wants the search to end now: UCI's `stop` or `quit`.
    fn stop_requested(&mut self) -> bool;
}

/// No clock and no stop signal: a search that ends at its depth or node limit, as a bench's does.
///
/// ```
/// use chess_attacks_engine::{Control, NoClock};
///
/// assert!(!NoClock.stop_requested());
/// assert_eq!(NoClock.elapsed().as_nanos(), 0);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct NoClock;

impl Control for NoClock {
    fn elapsed(&mut self) -> Duration {
        Duration::ZERO
    }

    fn stop_requested(&mut self) -> bool {
        false
    }
}
