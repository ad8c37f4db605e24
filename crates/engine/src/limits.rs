//! When a search stops: the depth, node and time limits a program sets ([`Limits`]), the clock and stop
//! signal it hands in ([`Control`]), and how deep a search may go at all.

use core::time::Duration;

/// The deepest ply the search reaches, quiescence and extensions included: the size of its per-ply arrays
/// unless the program chooses fewer ([`Engine`](crate::Engine)'s `PLIES`).
///
/// ```
/// use chess_attacks_engine::{Engine, Entry, Game, Limits, MAX_DEPTH, MAX_PLY, NoClock};
/// use chess_attacks_movegen::Root;
///
/// let mut deepest = 0;
/// let limits = Limits::depth(4);
/// Engine::new([Entry::EMPTY; 1024]).think::<Root>(&Game::start(), &limits, &mut NoClock, |report| {
///     deepest = deepest.max(report.seldepth);
/// });
/// assert!(deepest as usize <= MAX_PLY && MAX_DEPTH as usize <= MAX_PLY);
/// ```
pub const MAX_PLY: usize = 128;
/// The deepest iteration a search is asked for; extensions and quiescence go on below it, up to
/// [`MAX_PLY`].
///
/// ```
/// use chess_attacks_engine::MAX_DEPTH;
/// use chess_attacks_engine::uci::{self, Command};
///
/// assert!(matches!(uci::parse(&format!("go depth {MAX_DEPTH}"), 64), Ok(Command::Go(_))));
/// assert!(uci::parse(&format!("go depth {}", MAX_DEPTH + 1), 64).is_err());
/// ```
pub const MAX_DEPTH: u32 = 100;

/// Time kept back from every move for the GUI's and the line's delays.
///
/// ```
/// use core::time::Duration;
/// use chess_attacks_engine::uci::OVERHEAD;
///
/// assert!(OVERHEAD < Duration::from_millis(100));
/// ```
pub const OVERHEAD: Duration = Duration::from_millis(20);

/// The moves a clock is shared over when the GUI does not say how many are left: enough that an early move
/// leaves time for the rest of the game, few enough that a move gets time to matter.
const MOVES_TO_GO: u64 = 30;

/// When a search stops. Without `hard` and `nodes` it decides nothing by the clock or the node count, so it
/// visits the same nodes on every run and on both lookups, as [the bench](crate::bench)'s searches must.
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
    /// Stop at this many nodes, once the first iteration (which always completes) is done.
    ///
    /// ```
    /// use chess_attacks_engine::{Engine, Entry, Game, Limits, NoClock};
    /// use chess_attacks_movegen::Root;
    ///
    /// let limits = Limits { nodes: Some(3_000), ..Limits::depth(64) };
    /// let outcome = Engine::new([Entry::EMPTY; 1024]).think::<Root>(&Game::start(), &limits, &mut NoClock, |_| {});
    /// assert_eq!(outcome.nodes, 3_000);
    /// ```
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

    /// Up to `budget` for this move, to any depth: no new iteration starts after half of it, since one that
    /// started later would rarely finish, and the iteration under way is stopped at its end. The time
    /// policy's last step, whatever the budget was made from (a clock, by [`Limits::for_clock`], or a time
    /// the user picked).
    ///
    /// ```
    /// use core::time::Duration;
    /// use chess_attacks_engine::{Limits, MAX_DEPTH};
    ///
    /// let limits = Limits::budget(Duration::from_millis(800));
    /// assert_eq!((limits.soft, limits.hard), (Some(Duration::from_millis(400)), Some(Duration::from_millis(800))));
    /// assert_eq!((limits.depth, limits.nodes), (MAX_DEPTH, None));
    /// ```
    pub fn budget(budget: Duration) -> Limits {
        Limits { soft: Some(budget / 2), hard: Some(budget), ..Limits::depth(MAX_DEPTH) }
    }

    /// UCI's `go movetime`: `time` for this move, to any depth, less [`OVERHEAD`] and never under a
    /// millisecond. The GUI asked for that time, so an iteration may start as late as it likes.
    ///
    /// ```
    /// use core::time::Duration;
    /// use chess_attacks_engine::Limits;
    ///
    /// let limits = Limits::movetime(Duration::from_secs(1));
    /// assert_eq!((limits.soft, limits.hard), (Some(Duration::from_millis(980)), Some(Duration::from_millis(980))));
    /// assert_eq!(Limits::movetime(Duration::ZERO).hard, Some(Duration::from_millis(1)));
    /// ```
    pub fn movetime(time: Duration) -> Limits {
        let hard = time.saturating_sub(OVERHEAD).max(Duration::from_millis(1));
        Limits { soft: Some(hard), hard: Some(hard), ..Limits::depth(MAX_DEPTH) }
    }

    /// A move's share of a clock with `time` left and `increment` added after each move (UCI's `wtime` and
    /// `winc`, or black's): the clock over the moves to go (`moves_to_go`, thirty unless told), plus most of
    /// the increment, kept to half of what the clock holds beyond [`OVERHEAD`] so that a short clock is not
    /// spent on one move, and never under a millisecond; then [`Limits::budget`] of it.
    ///
    /// ```
    /// use core::time::Duration;
    /// use chess_attacks_engine::Limits;
    ///
    /// let ms = Duration::from_millis;
    /// // A thirtieth of a minute, and three quarters of the second added per move.
    /// let limits = Limits::for_clock(ms(60_000), ms(1_000), None);
    /// assert_eq!((limits.soft, limits.hard), (Some(ms(1_375)), Some(ms(2_750))));
    /// // Two moves to go on a tenth of a second: half of what is left after the overhead.
    /// assert_eq!(Limits::for_clock(ms(100), ms(0), Some(2)).hard, Some(ms(40)));
    /// // A flag about to fall still gets a millisecond.
    /// assert_eq!(Limits::for_clock(ms(0), ms(0), None).hard, Some(ms(1)));
    /// ```
    pub fn for_clock(time: Duration, increment: Duration, moves_to_go: Option<u64>) -> Limits {
        // At least one move to go already (UCI's parser takes positive values); `max` says so to the
        // compiler, so that no division-by-zero panic is linked into firmware. Saturating sums, so that no
        // clock however long links an overflow panic either.
        let moves = u32::try_from(moves_to_go.unwrap_or(MOVES_TO_GO)).unwrap_or(u32::MAX).max(1);
        let share = (time / moves).saturating_add(increment.saturating_mul(3) / 4);
        Limits::budget(share.min(time.saturating_sub(OVERHEAD) / 2).max(Duration::from_millis(1)))
    }
}

/// What the program running a search hands it besides the position: its clock and its stop signal. The
/// search asks every so many nodes, once its first iteration has completed (so that there is a move to play).
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
