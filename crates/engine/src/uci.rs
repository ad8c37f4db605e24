//! The UCI protocol without a program around it: a line of input becomes a [`Command`] or a [`UciError`]
//! saying what was wrong with it, and the replies are values that write themselves with `Display` into any
//! `core::fmt::Write`. Reading the input, running the search and timing it are not this module's:
//! [`session`](crate::session) does them for any program, through its [`Host`](crate::session::Host).
//!
//! ```
//! use chess_attacks_engine::uci::{self, Command};
//!
//! let Ok(Command::Position(game)) = uci::parse("position startpos moves e2e4 e7e5", 64) else {
//!     panic!("a valid position command");
//! };
//! assert_eq!(game.halfmove_clock(), 0);
//!
//! let error = uci::parse("go depth deep", 64).err().expect("a bad value");
//! assert_eq!(error.to_string(), "go: depth \"deep\" is not a whole number from 1 to 100");
//! ```

use core::fmt;
use core::str::SplitWhitespace;
use core::time::Duration;

use chess_attacks_movegen::{FenError, Move, SetupError, UciMove, setup};

use crate::{Game, Limits, MAX_DEPTH, Report, UciScore};

/// The standard starting position: the generator's `START_FEN`, kept here under its old path.
pub use chess_attacks_movegen::START_FEN;

pub use crate::limits::OVERHEAD;

/// One line of UCI input, understood.
///
/// ```
/// use chess_attacks_engine::uci::{self, Command};
///
/// assert!(matches!(uci::parse("isready", 64), Ok(Command::IsReady)));
/// assert!(matches!(uci::parse("setoption name Hash value 8", 64), Ok(Command::SetHash(8))));
/// assert!(matches!(uci::parse("quit", 64), Ok(Command::Quit)));
/// ```
// A `position` carries its game (its kept positions are most of it) by value: without an allocator there is
// no box to put it in, and a command lives on the stack only until it is handled.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum Command {
    /// `uci`: say who the engine is and what options it has ([`Identity`]), then `uciok`.
    Uci,
    /// `isready`: answer `readyok`, at once even while searching.
    IsReady,
    /// `ucinewgame`: forget what earlier games taught.
    NewGame,
    /// `position startpos|fen <FEN> [moves …]`: the game to search from, every move already played.
    Position(Game),
    /// `go …`: search, within these limits.
    Go(Go),
    /// `stop`: end the search under way and answer its `bestmove`.
    Stop,
    /// `setoption name Hash value <MiB>`: the table's size.
    SetHash(usize),
    /// `quit`: stop searching and end.
    Quit,
    /// An empty line, or a command with nothing to do here (`debug`, `register`, `ponderhit`).
    Nothing,
}

/// What is wrong with a line of UCI input. Its `Display` names the command and quotes the offending text.
///
/// ```
/// use chess_attacks_engine::uci::{self, UciError};
///
/// // A table larger than the program allows.
/// let error = uci::parse("setoption name Hash value 65", 64).err();
/// assert_eq!(error, Some(UciError::HashValue { text: "65", max: 64 }));
/// assert_eq!(uci::parse("hello", 64).err(), Some(UciError::UnknownCommand("hello")));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UciError<'a> {
    /// A first word no UCI command has: the whole line, trimmed.
    UnknownCommand(&'a str),
    /// `position` followed by neither `startpos` nor `fen`: [`SetupError::Start`].
    PositionSetup(&'a str),
    /// `position fen` with a FEN that does not parse: [`SetupError::Fen`], whose fields these are.
    #[allow(missing_docs)]
    Fen { fen: &'a str, error: FenError },
    /// A move after `moves` that is not legal where it is played: [`SetupError::IllegalMove`], whose fields
    /// these are.
    #[allow(missing_docs)]
    IllegalMove { number: usize, text: &'a str },
    /// A `go` parameter given without its value.
    GoNeedsValue(&'a str),
    /// A `go` parameter whose value is not a whole number in its range.
    GoValue {
        /// The parameter.
        name: &'a str,
        /// The value as given.
        text: &'a str,
        /// The smallest value accepted.
        min: i64,
        /// The largest value accepted.
        max: i64,
    },
    /// A word `go` does not know.
    GoParameter(&'a str),
    /// `setoption` not followed by `name …`: what followed.
    SetOptionForm(&'a str),
    /// An option other than `Hash`.
    UnknownOption(&'a str),
    /// A `Hash` value that is not a whole number of MiB from 1 to `max`.
    HashValue {
        /// The value as given.
        text: &'a str,
        /// The largest table the program accepts, in MiB.
        max: usize,
    },
}

impl fmt::Display for UciError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            UciError::UnknownCommand(line) => write!(f, "unknown command \"{line}\""),
            UciError::PositionSetup(found) => write!(f, "position: {}", SetupError::Start(found)),
            UciError::Fen { fen, error } => write!(f, "position: {}", SetupError::Fen { fen, error }),
            UciError::IllegalMove { number, text } => {
                write!(f, "position: {}; the position is unchanged", SetupError::IllegalMove { number, text })
            }
            UciError::GoNeedsValue(name) => write!(f, "go: {name} needs a value"),
            UciError::GoValue { name, text, min, max } => {
                write!(f, "go: {name} \"{text}\" is not a whole number from {min} to {max}")
            }
            UciError::GoParameter(word) => write!(f, "go: unknown parameter \"{word}\""),
            UciError::SetOptionForm(found) => {
                write!(f, "setoption: expected \"name <option> value <value>\", found \"{found}\"")
            }
            UciError::UnknownOption(name) => {
                write!(f, "setoption: unknown option \"{name}\" (the only option is Hash)")
            }
            UciError::HashValue { text, max } => {
                write!(f, "setoption: Hash value \"{text}\" is not a whole number of MiB from 1 to {max}")
            }
        }
    }
}

impl core::error::Error for UciError<'_> {}

/// Understands one line of UCI input; `max_hash_mib` is the largest table the program accepts. A bad line
/// changes nothing: the program keeps its position and starts no search.
///
/// ```
/// use chess_attacks_engine::uci::{self, Command, UciError};
///
/// assert!(matches!(uci::parse("setoption name Hash value 16", 64), Ok(Command::SetHash(16))));
/// assert!(matches!(uci::parse("  ", 64), Ok(Command::Nothing)));
/// assert_eq!(
///     uci::parse("position startpos moves e2e5", 64).err(),
///     Some(UciError::IllegalMove { number: 1, text: "e2e5" }),
/// );
/// ```
pub fn parse(line: &str, max_hash_mib: usize) -> Result<Command, UciError<'_>> {
    let mut words = line.split_whitespace();
    if words.next().is_none() {
        return Ok(Command::Nothing);
    }
    match kind(line) {
        Some(Kind::Uci) => Ok(Command::Uci),
        Some(Kind::IsReady) => Ok(Command::IsReady),
        Some(Kind::NewGame) => Ok(Command::NewGame),
        Some(Kind::Position) => position(line, words).map(Command::Position),
        Some(Kind::Go) => Go::parse(words).map(Command::Go),
        Some(Kind::Stop) => Ok(Command::Stop),
        Some(Kind::SetOption) => set_option(line, words, max_hash_mib).map(Command::SetHash),
        Some(Kind::Quit) => Ok(Command::Quit),
        Some(Kind::Nothing) => Ok(Command::Nothing),
        None => Err(UciError::UnknownCommand(line.trim())),
    }
}

/// Which command a line is, by its first word alone: what a program needs to know about a line that
/// arrives during a search, without parsing the rest of it.
///
/// ```
/// use chess_attacks_engine::uci::{Kind, kind};
///
/// assert_eq!(kind("setoption name Hash value 8"), Some(Kind::SetOption));
/// // Known commands with nothing to do here.
/// assert_eq!(kind("debug on"), Some(Kind::Nothing));
/// assert_eq!(kind("ponderhit"), Some(Kind::Nothing));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `uci`
    Uci,
    /// `isready`
    IsReady,
    /// `ucinewgame`
    NewGame,
    /// `position`
    Position,
    /// `go`
    Go,
    /// `stop`
    Stop,
    /// `setoption`
    SetOption,
    /// `quit`
    Quit,
    /// No words, or a known command with nothing to do here: no debug output, no registration, no
    /// pondering.
    Nothing,
}

impl Kind {
    /// Whether a search must end before the command is carried out: it ends or replaces the search, or
    /// changes what a search reads.
    ///
    /// ```
    /// use chess_attacks_engine::uci::Kind;
    ///
    /// assert!(Kind::Position.ends_search() && Kind::Stop.ends_search());
    /// assert!(!Kind::IsReady.ends_search());
    /// ```
    pub fn ends_search(self) -> bool {
        matches!(self, Kind::NewGame | Kind::Position | Kind::Go | Kind::Stop | Kind::SetOption | Kind::Quit)
    }
}

/// The kind of command `line` is, by its first word; `None` for a word no UCI command has.
///
/// ```
/// use chess_attacks_engine::uci::{Kind, kind};
///
/// assert_eq!(kind("  go depth 5"), Some(Kind::Go));
/// assert_eq!(kind(""), Some(Kind::Nothing));
/// assert_eq!(kind("goo"), None);
/// ```
pub fn kind(line: &str) -> Option<Kind> {
    Some(match line.split_whitespace().next() {
        Some("uci") => Kind::Uci,
        Some("isready") => Kind::IsReady,
        Some("ucinewgame") => Kind::NewGame,
        Some("position") => Kind::Position,
        Some("go") => Kind::Go,
        Some("stop") => Kind::Stop,
        Some("setoption") => Kind::SetOption,
        Some("quit") => Kind::Quit,
        None | Some("debug" | "register" | "ponderhit") => Kind::Nothing,
        Some(_) => return None,
    })
}

/// The text of `line` from the first of `words` to the end of the last, as given (empty for no words).
fn span<'a>(line: &'a str, mut words: impl Iterator<Item = &'a str>) -> &'a str {
    let Some(first) = words.next() else { return "" };
    let last = words.last().unwrap_or(first);
    // Both are slices of `line`, so their addresses give their offsets in it.
    let offset = |word: &str| (word.as_ptr() as usize).wrapping_sub(line.as_ptr() as usize);
    line.get(offset(first)..offset(last) + last.len()).unwrap_or("")
}

/// `position startpos|fen <FEN> [moves <move>…]`'s game, or why it is not one.
fn position<'a>(line: &'a str, words: SplitWhitespace<'a>) -> Result<Game, UciError<'a>> {
    setup(span(line, words)).map_err(|error| match error {
        SetupError::Start(found) => UciError::PositionSetup(found),
        SetupError::Fen { fen, error } => UciError::Fen { fen, error },
        SetupError::IllegalMove { number, text } => UciError::IllegalMove { number, text },
    })
}

/// `setoption name Hash value <MiB>`'s size, the only option.
fn set_option<'a>(line: &'a str, words: SplitWhitespace<'a>, max: usize) -> Result<usize, UciError<'a>> {
    let mut rest = words.clone();
    if rest.next() != Some("name") {
        return Err(UciError::SetOptionForm(span(line, words)));
    }
    let name = span(line, rest.clone().take_while(|&word| word != "value"));
    let text = span(line, rest.skip_while(|&word| word != "value").skip(1));
    if !name.eq_ignore_ascii_case("hash") {
        return Err(UciError::UnknownOption(name));
    }
    text.parse::<usize>().ok().filter(|mib| (1..=max).contains(mib)).ok_or(UciError::HashValue { text, max })
}

/// A `go` command's parameters.
///
/// ```
/// use core::time::Duration;
/// use chess_attacks_engine::uci::{self, Command};
///
/// let Ok(Command::Go(go)) = uci::parse("go wtime 60000 btime 60000 winc 1000 binc 1000", 64) else {
///     panic!("a valid go command");
/// };
/// // A thirtieth of the clock plus most of the increment, no new iteration after half of it.
/// let limits = go.limits(true);
/// assert_eq!(limits.hard, Some(Duration::from_millis(2_750)));
/// assert_eq!(limits.soft, Some(Duration::from_millis(1_375)));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// `depth`: the last iteration.
    pub depth: Option<u32>,
    /// `nodes`: about how many nodes to search.
    pub nodes: Option<u64>,
    /// `movetime`: milliseconds for this move.
    pub movetime: Option<u64>,
    /// `wtime`, `btime`: white's and black's clocks in milliseconds (a GUI may send a negative clock).
    pub time: [Option<i64>; 2],
    /// `winc`, `binc`: white's and black's increments in milliseconds.
    pub increment: [Option<i64>; 2],
    /// `movestogo`: the moves until the clocks are next topped up.
    pub movestogo: Option<u64>,
    /// `infinite`: search until `stop`, and answer only then.
    pub infinite: bool,
}

impl Go {
    fn parse<'a>(mut words: SplitWhitespace<'a>) -> Result<Go, UciError<'a>> {
        let mut go = Go::default();
        while let Some(name) = words.next() {
            if name == "infinite" {
                go.infinite = true;
                continue;
            }
            let mut value = |(min, max): (i64, i64)| -> Result<i64, UciError<'a>> {
                let text = words.next().ok_or(UciError::GoNeedsValue(name))?;
                let value = text.parse::<i64>().ok().filter(|value| (min..=max).contains(value));
                value.ok_or(UciError::GoValue { name, text, min, max })
            };
            // Values are in range, so the conversions below are exact.
            let any = (i64::MIN / 2, i64::MAX / 2);
            let positive = (1, i64::MAX / 2);
            match name {
                "depth" => go.depth = Some(value((1, i64::from(MAX_DEPTH)))? as u32),
                "nodes" => go.nodes = Some(value(positive)? as u64),
                "movetime" => go.movetime = Some(value(positive)? as u64),
                "wtime" => go.time[0] = Some(value(any)?),
                "btime" => go.time[1] = Some(value(any)?),
                "winc" => go.increment[0] = Some(value((0, any.1))?),
                "binc" => go.increment[1] = Some(value((0, any.1))?),
                "movestogo" => go.movestogo = Some(value(positive)? as u64),
                _ => return Err(UciError::GoParameter(name)),
            }
        }
        Ok(go)
    }

    /// The search's limits when `white` (or black) is to move: [`Limits::movetime`] for `movetime`, else
    /// [`Limits::for_clock`] of the side's clock, with `go`'s depth and nodes. `infinite` sets no time limit.
    ///
    /// ```
    /// use core::time::Duration;
    /// use chess_attacks_engine::uci::{self, Command};
    ///
    /// let Ok(Command::Go(go)) = uci::parse("go depth 7 btime 1000 movetime 500", 64) else {
    ///     panic!("a valid go command");
    /// };
    /// // `movetime` rules whoever is to move: all of it but the overhead, the depth as given.
    /// let limits = go.limits(false);
    /// assert_eq!((limits.depth, limits.hard), (7, Some(Duration::from_millis(480))));
    /// assert_eq!(limits.soft, limits.hard);
    ///
    /// let Ok(Command::Go(go)) = uci::parse("go infinite wtime 1000 nodes 5000", 64) else {
    ///     panic!("a valid go command");
    /// };
    /// let limits = go.limits(true);
    /// assert_eq!((limits.soft, limits.hard, limits.nodes), (None, None, Some(5000)));
    ///
    /// // A GUI may send a negative clock, when the side has overstepped it: a valid `go`, the least time.
    /// let Ok(Command::Go(go)) = uci::parse("go wtime -20 btime 1000", 64) else {
    ///     panic!("a valid go command");
    /// };
    /// assert!(go.limits(true).hard < go.limits(false).hard);
    /// ```
    pub fn limits(&self, white: bool) -> Limits {
        let side = usize::from(!white);
        // A GUI may send a negative clock: it has nothing left.
        let millis = |millis: i64| Duration::from_millis(millis.max(0) as u64);
        let clock = match (self.movetime, self.time[side]) {
            _ if self.infinite => Limits::depth(MAX_DEPTH),
            (Some(movetime), _) => Limits::movetime(Duration::from_millis(movetime)),
            (None, Some(time)) => {
                Limits::for_clock(millis(time), millis(self.increment[side].unwrap_or(0)), self.movestogo)
            }
            (None, None) => Limits::depth(MAX_DEPTH),
        };
        Limits { depth: self.depth.unwrap_or(MAX_DEPTH), nodes: self.nodes, ..clock }
    }
}

/// The answer to `uci`, four lines: the engine's name, its author, its one option and `uciok`.
///
/// ```
/// use chess_attacks_engine::uci::Identity;
///
/// let identity = Identity { name: "tiny", default_hash_mib: 1, max_hash_mib: 8 };
/// assert_eq!(
///     identity.to_string(),
///     "id name tiny\nid author the chess-attacks authors\n\
///      option name Hash type spin default 1 min 1 max 8\nuciok",
/// );
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Identity<'a> {
    /// What the engine calls itself.
    pub name: &'a str,
    /// The table's size until `setoption name Hash` changes it, in MiB.
    pub default_hash_mib: usize,
    /// The largest table the program accepts, in MiB.
    pub max_hash_mib: usize,
}

impl fmt::Display for Identity<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "id name {}", self.name)?;
        writeln!(f, "id author the chess-attacks authors")?;
        writeln!(
            f,
            "option name Hash type spin default {} min 1 max {}",
            self.default_hash_mib, self.max_hash_mib
        )?;
        f.write_str("uciok")
    }
}

/// The `info` line for a finished iteration.
///
/// ```
/// use core::time::Duration;
/// use chess_attacks_engine::Report;
/// use chess_attacks_engine::uci::Info;
///
/// let report = Report {
///     depth: 2, seldepth: 3, score: 25, nodes: 500,
///     elapsed: Duration::from_millis(2), hashfull: 0, pv: &[],
/// };
/// assert_eq!(
///     Info(&report).to_string(),
///     "info depth 2 seldepth 3 score cp 25 nodes 500 nps 250000 hashfull 0 time 2 pv",
/// );
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Info<'a>(pub &'a Report<'a>);

impl fmt::Display for Info<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let report = self.0;
        let micros = report.elapsed.as_micros().max(1);
        // In u64: formatting a u128 would link core's panic machinery into firmware.
        let nps = u64::try_from(u128::from(report.nodes) * 1_000_000 / micros).unwrap_or(u64::MAX);
        let millis = u64::try_from(report.elapsed.as_millis()).unwrap_or(u64::MAX);
        write!(
            f,
            "info depth {} seldepth {} score {} nodes {} nps {nps} hashfull {} time {} pv",
            report.depth,
            report.seldepth,
            UciScore(report.score),
            report.nodes,
            report.hashfull,
            millis,
        )?;
        report.pv.iter().try_for_each(|mv| write!(f, " {mv}"))
    }
}

/// The `bestmove` line: the move, or UCI's null move `0000` when there is no legal one.
///
/// ```
/// use chess_attacks_engine::uci::BestMove;
/// use chess_attacks_movegen::Position;
///
/// let start = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
/// assert_eq!(BestMove(start.find_move("g1f3")).to_string(), "bestmove g1f3");
/// assert_eq!(BestMove(None).to_string(), "bestmove 0000");
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BestMove(pub Option<Move>);

impl fmt::Display for BestMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bestmove {}", UciMove::from(self.0))
    }
}
