//! One UCI session for every program: bytes in (any bytes), answers out. It reads lines, plays a
//! `position … moves` line's moves as they arrive (so a whole game's line needs only [`LINE_BYTES`] of
//! memory), answers `uci`, `isready`, `setoption`, `ucinewgame`, `position`, `go`, `stop` and `quit`, runs
//! the search and formats its `info` and `bestmove` lines. The program hands in only what a program has,
//! through [`Host`]: where bytes come from and go to, the clock, the table's memory.
//!
//! While a search runs, the session polls the host for input: `isready` and `uci` are answered at once;
//! `stop`, `quit`, `go`, `position`, `setoption` and `ucinewgame` end the search (its `bestmove` comes
//! first) and are then carried out. Bad input of any kind gets a message naming it and changes nothing.
//!
//! ```
//! use core::fmt::Display;
//! use core::time::Duration;
//! use chess_attacks_engine::session::{Host, Input, NoMemory, Read, Session};
//! use chess_attacks_engine::uci::Identity;
//! use chess_attacks_engine::{Engine, Entry};
//! use chess_attacks_movegen::Root;
//!
//! /// Reads from a byte string and writes into a `String`.
//! struct Script<'a> { input: &'a [u8], said: String }
//!
//! impl Host for Script<'_> {
//!     type Table = [Entry; 256];
//!     type Lookups = Root;
//!     fn identity(&self) -> Identity<'static> {
//!         Identity { name: "example", default_hash_mib: 1, max_hash_mib: 1 }
//!     }
//!     fn read(&mut self, _: Read) -> Input {
//!         let Some((&byte, rest)) = self.input.split_first() else { return Input::End };
//!         self.input = rest;
//!         Input::Byte(byte)
//!     }
//!     fn say(&mut self, line: &dyn Display) {
//!         self.said += &format!("{line}\n");
//!     }
//!     fn refuse(&mut self, message: &dyn Display) {
//!         self.said += &format!("error: {message}\n");
//!     }
//!     fn now(&mut self) -> Duration {
//!         Duration::ZERO
//!     }
//!     fn set_hash(&mut self, _: &mut [Entry; 256], _: usize) -> Result<(), NoMemory> {
//!         Ok(())
//!     }
//! }
//!
//! let mut host = Script { input: b"isready\nposition startpos moves e2e4 e7e5 g1f9\ngo depth 2\n", said: String::new() };
//! let mut engine = Engine::new([Entry::EMPTY; 256]);
//! Session::new().run(&mut engine, &mut host);
//! let said: Vec<&str> = host.said.lines().collect();
//! assert_eq!(said[0], "readyok");
//! assert_eq!(
//!     said[1],
//!     "error: position: move 3 \"g1f9\" is not a legal move in UCI notation (like e2e4 or e7e8q) there; \
//!      the position is unchanged",
//! );
//! assert!(said.last().is_some_and(|line| line.starts_with("bestmove ")));
//! ```

use core::cell::RefCell;
use core::fmt::{self, Display};
use core::time::Duration;

use chess_attacks_movegen::Sliders;

use crate::uci::{self, BestMove, Command, Identity, Info, Kind, UciError};
use crate::{Control, Engine, Entry, Game, History};

/// The longest command line kept whole: a `position fen …` with its FEN, or any other command. The moves
/// after `moves` are played one at a time as they arrive, so a game of any length fits.
///
/// ```
/// // "position fen " and the longest FEN of a legal position fit.
/// assert!(chess_attacks_engine::session::LINE_BYTES >= 13 + 92);
/// ```
pub const LINE_BYTES: usize = 128;

/// How long the session is prepared to wait for the next byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Read {
    /// A search is running: answer at once, with [`Input::Empty`] if nothing has arrived.
    Poll,
    /// A `go infinite` search has finished and its `bestmove` waits for `stop`: wait for input.
    Hold,
    /// No search is running: wait for input.
    Idle,
}

/// What the host's input gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// The next byte.
    Byte(u8),
    /// Nothing yet (only for [`Read::Poll`]).
    Empty,
    /// The input has ended: the session stops any search and ends, as after `quit`.
    End,
}

/// The table's memory could not be had: `setoption name Hash` keeps the table it had.
///
/// ```
/// use chess_attacks_engine::session::NoMemory;
///
/// assert_eq!(NoMemory.to_string(), "not enough memory");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoMemory;

impl Display for NoMemory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not enough memory")
    }
}

/// What a program hands the session: its input and output, its clock and its table's memory. The
/// module's example has a whole host.
pub trait Host {
    /// The transposition table's memory: a `Vec` on a desktop, an array in a static on a board.
    type Table: AsRef<[Entry]> + AsMut<[Entry]>;
    /// The slider lookups the search runs on.
    type Lookups: Sliders;

    /// The answer to `uci`; its `max_hash_mib` is the largest `setoption name Hash` accepted.
    fn identity(&self) -> Identity<'static>;

    /// The next byte of input, waiting as `mode` says.
    fn read(&mut self, mode: Read) -> Input;

    /// Writes one line of the answer (the newline is the host's), where the GUI reads it.
    fn say(&mut self, line: &dyn Display);

    /// Tells the user what was wrong with their input (a desktop writes it to its error stream, a board
    /// as an `info string`).
    fn refuse(&mut self, message: &dyn Display);

    /// A monotonic clock: the time since any fixed moment.
    fn now(&mut self) -> Duration;

    /// `setoption name Hash value <mib>`, `mib` already within the identity's range: gives `table`
    /// that size (emptied), or leaves it as it was when the memory cannot be had.
    fn set_hash(&mut self, table: &mut Self::Table, mib: usize) -> Result<(), NoMemory>;
}

/// Whether the session goes on after a byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Waiting for more input.
    Continue,
    /// `quit` arrived, or the input ended: the program may end.
    Quit,
}

/// The UCI conversation: the game being played and the line being read. The engine (its table, its
/// history) is the program's, handed to [`Session::feed`] and [`Session::run`].
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    reader: LineReader,
    node_limit: Option<u64>,
}

impl Default for Session {
    fn default() -> Self {
        Session::new()
    }
}

impl Session {
    /// A session at the starting position.
    ///
    /// ```
    /// use chess_attacks_engine::session::Session;
    ///
    /// assert_eq!(Session::new().game().position().legal_moves().as_slice().len(), 20);
    /// ```
    pub fn new() -> Session {
        Session { game: Game::start(), reader: LineReader::new(), node_limit: None }
    }

    /// A session whose searches end after about `nodes` nodes whatever `go` says (still at least one
    /// iteration): for a program that must answer within a budget its clock cannot enforce, or a test.
    ///
    /// ```
    /// use chess_attacks_engine::session::Session;
    ///
    /// let session = Session::with_node_limit(1_000);
    /// assert_eq!(session.node_limit(), Some(1_000));
    /// ```
    pub fn with_node_limit(nodes: u64) -> Session {
        Session { node_limit: Some(nodes), ..Session::new() }
    }

    /// The node limit of [`Session::with_node_limit`], if any.
    ///
    /// ```
    /// assert_eq!(chess_attacks_engine::session::Session::new().node_limit(), None);
    /// ```
    pub fn node_limit(&self) -> Option<u64> {
        self.node_limit
    }

    /// The game the next `go` searches.
    ///
    /// ```
    /// use chess_attacks_engine::session::Session;
    ///
    /// assert_eq!(Session::new().game().halfmove_clock(), 0);
    /// ```
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Reads and answers input until `quit` or the input's end.
    ///
    /// The module's example runs a whole session.
    pub fn run<H, Hist, const PLIES: usize, const LINE: usize, const MOVES: usize>(
        &mut self,
        engine: &mut Engine<H::Table, Hist, PLIES, LINE, MOVES>,
        host: &mut H,
    ) where
        H: Host,
        Hist: History,
    {
        loop {
            let flow = match host.read(Read::Idle) {
                Input::Byte(byte) => self.feed(byte, engine, host),
                Input::Empty => Flow::Continue,
                Input::End => Flow::Quit,
            };
            if flow == Flow::Quit {
                return;
            }
        }
    }

    /// Takes one byte of input and does what it completes: a command's answer, a search (polling the host
    /// for input while it runs), or a message about bad input.
    ///
    /// The module's example feeds a whole session.
    pub fn feed<H, Hist, const PLIES: usize, const LINE: usize, const MOVES: usize>(
        &mut self,
        byte: u8,
        engine: &mut Engine<H::Table, Hist, PLIES, LINE, MOVES>,
        host: &mut H,
    ) -> Flow
    where
        H: Host,
        Hist: History,
    {
        let mut go = match self.reader.feed(byte, false) {
            None => return Flow::Continue,
            Some(Event::Bad(error)) => {
                host.refuse(&error);
                return Flow::Continue;
            }
            Some(Event::Position) => {
                self.reader.take_position(&mut self.game);
                return Flow::Continue;
            }
            Some(Event::IllegalMove(number)) => {
                host.refuse(&UciError::IllegalMove { number, text: self.reader.line() });
                return Flow::Continue;
            }
            Some(Event::Line) => match self.command(engine, host) {
                Next::Go(go) => go,
                Next::Wait => return Flow::Continue,
                Next::Quit => return Flow::Quit,
            },
        };
        loop {
            match self.search(&go, engine, host) {
                Ended::Quit => return Flow::Quit,
                // A command's first word ended the search: the rest of its line is read as usual.
                Ended::Search | Ended::Word => return Flow::Continue,
                // A whole command line ended it: carried out now, as if it came after `bestmove`.
                Ended::Line => match self.command(engine, host) {
                    Next::Go(next) => go = next,
                    Next::Wait => return Flow::Continue,
                    Next::Quit => return Flow::Quit,
                },
            }
        }
    }

    /// Carries out the command line the reader holds, other than a `go`, which it hands back. Apart from
    /// the search, so that the parser's frame (a `position` carries a game) is not on the stack while it
    /// runs.
    #[inline(never)]
    fn command<H, Hist, const PLIES: usize, const LINE: usize, const MOVES: usize>(
        &mut self,
        engine: &mut Engine<H::Table, Hist, PLIES, LINE, MOVES>,
        host: &mut H,
    ) -> Next
    where
        H: Host,
        Hist: History,
    {
        let max_hash_mib = host.identity().max_hash_mib;
        match uci::parse(self.reader.line(), max_hash_mib) {
            Ok(Command::Uci) => {
                let identity = host.identity();
                host.say(&identity);
            }
            Ok(Command::IsReady) => host.say(&"readyok"),
            Ok(Command::NewGame) => engine.new_game(),
            Ok(Command::Position(game)) => self.game = game,
            Ok(Command::Go(go)) => return Next::Go(go),
            Ok(Command::SetHash(mib)) => {
                if let Err(error) = host.set_hash(engine.table_mut(), mib) {
                    host.refuse(&format_args!(
                        "setoption: {mib} MiB for the hash table: {error}; the table is unchanged"
                    ));
                }
            }
            Ok(Command::Quit) => return Next::Quit,
            Ok(Command::Stop | Command::Nothing) => {}
            Err(error) => host.refuse(&error),
        }
        Next::Wait
    }

    /// Searches the game as `go` asks, answering input meanwhile, and writes the `info` lines and the
    /// `bestmove`.
    #[inline(never)]
    fn search<H, Hist, const PLIES: usize, const LINE: usize, const MOVES: usize>(
        &mut self,
        go: &uci::Go,
        engine: &mut Engine<H::Table, Hist, PLIES, LINE, MOVES>,
        host: &mut H,
    ) -> Ended
    where
        H: Host,
        Hist: History,
    {
        let white = self.game.position().side_to_move() == chess_attacks::Color::White;
        let mut limits = go.limits(white);
        if let Some(cap) = self.node_limit {
            limits.nodes = Some(limits.nodes.map_or(cap, |nodes| nodes.min(cap)));
        }
        let start = host.now();
        // The search's reports and its polls for input both write through the host, one at a time.
        let host = RefCell::new(host);
        let mut watch = Watch { host: &host, reader: &mut self.reader, start, ended: None };
        let outcome = engine.think::<H::Lookups>(&self.game, &limits, &mut watch, |report| {
            if let Ok(mut host) = host.try_borrow_mut() {
                host.say(&Info(report));
            }
        });
        // UCI: after `go infinite` the answer waits for `stop` (or whatever else ends a search).
        while go.infinite && watch.ended.is_none() {
            watch.poll(Read::Hold);
        }
        let ended = watch.ended.unwrap_or(Ended::Search);
        if let Ok(mut host) = host.try_borrow_mut() {
            host.say(&BestMove(outcome.best));
        }
        ended
    }
}

/// What a command leaves to do.
enum Next {
    Go(uci::Go),
    Wait,
    Quit,
}

/// What ended a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ended {
    /// Its limits, or `stop`: nothing of the input is left to carry out.
    Search,
    /// A command line, in the reader, to carry out after the `bestmove`.
    Line,
    /// A command line's first word: the rest of the line is still to come.
    Word,
    /// The input ended.
    Quit,
}

/// The search's clock and stop signal: the host's clock, and its input read at every poll.
struct Watch<'a, 'h, H> {
    host: &'a RefCell<&'h mut H>,
    reader: &'a mut LineReader,
    start: Duration,
    /// Set when the input ends the search.
    ended: Option<Ended>,
}

impl<H: Host> Watch<'_, '_, H> {
    /// Reads what has arrived, answering what can be answered during a search, until the input is empty
    /// or something ends the search.
    fn poll(&mut self, mode: Read) {
        while self.ended.is_none() {
            let input = match self.host.try_borrow_mut() {
                Ok(mut host) => host.read(mode),
                Err(_) => return,
            };
            let byte = match input {
                Input::Byte(byte) => byte,
                Input::Empty => return,
                Input::End => {
                    self.ended = Some(Ended::Quit);
                    return;
                }
            };
            let Ok(mut host) = self.host.try_borrow_mut() else { return };
            match self.reader.feed(byte, true) {
                None if self.reader.first_word().is_some_and(Kind::ends_search) => {
                    self.ended = Some(Ended::Word);
                }
                None => {}
                Some(Event::Bad(error)) => host.refuse(&error),
                // The reader plays no moves during a search.
                Some(Event::Position | Event::IllegalMove(_)) => {}
                Some(Event::Line) => {
                    let line = self.reader.line();
                    match uci::kind(line) {
                        Some(kind) if kind.ends_search() => self.ended = Some(Ended::Line),
                        Some(Kind::Uci) => {
                            let identity = host.identity();
                            host.say(&identity);
                        }
                        Some(Kind::IsReady) => host.say(&"readyok"),
                        Some(_) => {}
                        None => host.refuse(&UciError::UnknownCommand(line.trim())),
                    }
                }
            }
        }
    }
}

impl<H: Host> Control for Watch<'_, '_, H> {
    fn elapsed(&mut self) -> Duration {
        match self.host.try_borrow_mut() {
            Ok(mut host) => host.now().saturating_sub(self.start),
            Err(_) => Duration::ZERO,
        }
    }

    fn stop_requested(&mut self) -> bool {
        self.poll(Read::Poll);
        self.ended.is_some()
    }
}

/// What is wrong with a line as read, before its words are looked at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputError {
    /// A byte that is not ASCII text (a letter, digit, punctuation, space or tab) in the line.
    NotText,
    /// A line longer than [`LINE_BYTES`].
    TooLong,
    /// A `position` command's move longer than [`LINE_BYTES`].
    MoveTooLong,
}

impl Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::NotText => f.write_str("a line held bytes that are not ASCII text; it was ignored"),
            InputError::TooLong => write!(f, "a line longer than {LINE_BYTES} bytes was ignored"),
            InputError::MoveTooLong => {
                write!(f, "position: a move longer than {LINE_BYTES} bytes; the position is unchanged")
            }
        }
    }
}

impl core::error::Error for InputError {}

/// What a byte of input completed.
enum Event {
    /// A command line, in [`LineReader::line`] until the next byte is fed.
    Line,
    /// A `position … moves …` command, its moves played as they arrived: [`LineReader::take_position`].
    Position,
    /// A `position` command's move that is not legal there, numbered from 1: its text is in
    /// [`LineReader::line`] until the next byte is fed. The rest of the line is skipped.
    IllegalMove(usize),
    /// A line that was refused, and why.
    Bad(InputError),
}

/// The command line being read. A `position` command's moves are played as each arrives, so that only the
/// command's start (with its FEN) needs to fit in [`LINE_BYTES`]; any other line longer than that is
/// refused whole.
#[derive(Clone, Debug)]
struct LineReader {
    bytes: [u8; LINE_BYTES],
    len: usize,
    /// `bytes` holds text an event handed out: the next byte starts afresh.
    handed_out: bool,
    state: Reading,
    /// The game a `position … moves` command is setting up.
    pending: Option<Game>,
}

#[derive(Clone, Copy, Debug)]
enum Reading {
    /// A line's start, in `bytes`.
    Start,
    /// After `position … moves`, with this many moves played: the move being read is in `bytes`.
    Moves(usize),
    /// Skipping to the end of a refused line, with the reason if it is still to be given.
    Skip(Option<InputError>),
}

impl LineReader {
    const fn new() -> LineReader {
        LineReader { bytes: [0; LINE_BYTES], len: 0, handed_out: false, state: Reading::Start, pending: None }
    }

    /// The text the last event handed out, or the line's start so far (ASCII, checked as it arrived).
    fn line(&self) -> &str {
        text(&self.bytes, self.len)
    }

    /// The line's first word, once a space after it has arrived (and nothing else has been handed out).
    fn first_word(&self) -> Option<Kind> {
        if !matches!(self.state, Reading::Start) || self.handed_out {
            return None;
        }
        let line = self.line();
        let word = line.trim_start();
        let ended = word.ends_with([' ', '\t']) && word.split_whitespace().nth(1).is_none();
        if ended { uci::kind(word) } else { None }
    }

    /// Swaps the game [`Event::Position`] completed into `game`.
    fn take_position(&mut self, game: &mut Game) {
        if let Some(pending) = &mut self.pending {
            core::mem::swap(pending, game);
        }
    }

    /// Takes one byte; what it completed, if anything. While `searching`, a `position … moves` line is not
    /// set up move by move, which takes a search's worth of stack.
    fn feed(&mut self, byte: u8, searching: bool) -> Option<Event> {
        if core::mem::take(&mut self.handed_out) {
            self.len = 0;
        }
        if byte == b'\n' || byte == b'\r' {
            let event = match self.state {
                Reading::Start if self.line().trim().is_empty() => None,
                Reading::Start => Some(Event::Line),
                Reading::Moves(played) => match self.play(played) {
                    Some(event) => Some(event),
                    None => Some(Event::Position),
                },
                Reading::Skip(reason) => reason.map(Event::Bad),
            };
            self.state = Reading::Start;
            self.handed_out = true;
            return event;
        }
        if !(byte.is_ascii_graphic() || byte == b' ' || byte == b'\t') {
            return self.skip(InputError::NotText);
        }
        match self.state {
            Reading::Skip(_) => None,
            Reading::Moves(played) if byte.is_ascii_whitespace() => {
                let event = self.play(played);
                if event.is_none() {
                    self.state = Reading::Moves(played + usize::from(self.len > 0));
                    self.len = 0;
                }
                event
            }
            Reading::Moves(_) => self.push(byte, InputError::MoveTooLong),
            Reading::Start => {
                let event = self.push(byte, InputError::TooLong);
                if event.is_none() && byte.is_ascii_whitespace() && !searching {
                    return self.start_moves();
                }
                event
            }
        }
    }

    /// Appends `byte` to the line, or skips the rest of the line with `reason` when it is full.
    fn push(&mut self, byte: u8, reason: InputError) -> Option<Event> {
        match self.bytes.get_mut(self.len) {
            Some(slot) => {
                *slot = byte;
                self.len += 1;
                None
            }
            None => self.skip(reason),
        }
    }

    /// Skips the rest of the line, to refuse it with `reason` at its end (once).
    fn skip(&mut self, reason: InputError) -> Option<Event> {
        if !matches!(self.state, Reading::Skip(_)) {
            self.state = Reading::Skip(Some(reason));
        }
        None
    }

    /// Plays the move in `bytes`, if there is one, as the pending game's move `played + 1`; the event that
    /// refuses it, with the rest of the line, when it is not legal.
    fn play(&mut self, played: usize) -> Option<Event> {
        let legal = match &mut self.pending {
            _ if self.len == 0 => true,
            Some(game) => game.play(text(&self.bytes, self.len)).is_some(),
            None => false,
        };
        if legal {
            return None;
        }
        self.state = Reading::Skip(None);
        self.handed_out = true;
        Some(Event::IllegalMove(played + 1))
    }

    /// After a space in a line's start: when the line so far is `position … moves`, sets the position up
    /// and reads the moves one at a time from here on. A setup that is wrong is handed out as a line, for
    /// the parser to say what is wrong with it, and the rest of the line is skipped.
    #[inline(never)]
    fn start_moves(&mut self) -> Option<Event> {
        let line = self.line();
        let mut words = line.split_whitespace();
        if words.next() != Some("position") || words.next_back() != Some("moves") {
            return None;
        }
        let setup_len = line.trim_end().len() - "moves".len();
        let setup = line.get(..setup_len).unwrap_or("");
        match uci::parse(setup, 1) {
            Ok(Command::Position(game)) => {
                self.pending = Some(game);
                self.state = Reading::Moves(0);
                self.len = 0;
                None
            }
            _ => {
                self.len = setup_len;
                self.state = Reading::Skip(None);
                self.handed_out = true;
                Some(Event::Line)
            }
        }
    }
}

/// The first `len` bytes as text: ASCII, checked as they arrived.
fn text(bytes: &[u8], len: usize) -> &str {
    core::str::from_utf8(bytes.get(..len).unwrap_or(&[])).unwrap_or("")
}
