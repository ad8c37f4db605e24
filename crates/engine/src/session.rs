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
use core::time::Duration;

pub use crate::host::{Host, Input, NoMemory, Read};
use crate::line_reader::{Event, LineReader};
pub use crate::line_reader::{InputError, LINE_BYTES};
use crate::uci::{self, BestMove, Command, Info, Kind, UciError};
use crate::{Control, Engine, Game, History};

/// Whether the session goes on after a byte.
///
/// ```
/// # use core::{fmt::Display, time::Duration};
/// # use chess_attacks_engine::session::{Host, Input, NoMemory, Read};
/// # use chess_attacks_engine::{Entry, uci::Identity};
/// # #[derive(Default)]
/// # struct Script { input: &'static [u8], said: String, modes: Vec<Read> }
/// # impl Host for Script {
/// #     type Table = [Entry; 64];
/// #     type Lookups = chess_attacks_movegen::Root;
/// #     fn identity(&self) -> Identity<'static> {
/// #         Identity { name: "example", default_hash_mib: 1, max_hash_mib: 1 }
/// #     }
/// #     fn read(&mut self, mode: Read) -> Input {
/// #         self.modes.push(mode);
/// #         let Some((&byte, rest)) = self.input.split_first() else { return Input::End };
/// #         self.input = rest;
/// #         Input::Byte(byte)
/// #     }
/// #     fn say(&mut self, line: &dyn Display) { self.said += &format!("{line}\n") }
/// #     fn refuse(&mut self, message: &dyn Display) { self.said += &format!("error: {message}\n") }
/// #     fn now(&mut self) -> Duration { Duration::ZERO }
/// #     fn set_hash(&mut self, _: &mut [Entry; 64], _: usize) -> Result<(), NoMemory> { Ok(()) }
/// # }
/// use chess_attacks_engine::Engine;
/// use chess_attacks_engine::session::{Flow, Session};
///
/// // `quit` ends the session when its line ends, and not before.
/// let (mut session, mut engine) = (Session::new(), Engine::new([Entry::EMPTY; 64]));
/// let mut feed = |byte| session.feed(byte, &mut engine, &mut Script::default());
/// let flows: Vec<Flow> = b"quit\n".iter().map(|&byte| feed(byte)).collect();
/// assert_eq!(flows, [Flow::Continue, Flow::Continue, Flow::Continue, Flow::Continue, Flow::Quit]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Waiting for more input.
    Continue,
    /// `quit` arrived, or the input ended: the program may end.
    Quit,
}

/// The UCI conversation: the game being played and the line being read. The engine (its table, its
/// history) is the program's, handed to [`Session::feed`] and [`Session::run`].
///
/// ```
/// use chess_attacks_engine::session::Session;
/// use chess_attacks_engine::uci::START_FEN;
///
/// assert_eq!(Session::default().game().fen().to_string(), START_FEN);
/// ```
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
    ///
    /// ```
    /// # use core::{fmt::Display, time::Duration};
    /// # use chess_attacks_engine::session::{Host, Input, NoMemory, Read};
    /// # use chess_attacks_engine::{Entry, uci::Identity};
    /// # #[derive(Default)]
    /// # struct Script { input: &'static [u8], said: String, modes: Vec<Read> }
    /// # impl Host for Script {
    /// #     type Table = [Entry; 64];
    /// #     type Lookups = chess_attacks_movegen::Root;
    /// #     fn identity(&self) -> Identity<'static> {
    /// #         Identity { name: "example", default_hash_mib: 1, max_hash_mib: 1 }
    /// #     }
    /// #     fn read(&mut self, mode: Read) -> Input {
    /// #         self.modes.push(mode);
    /// #         let Some((&byte, rest)) = self.input.split_first() else { return Input::End };
    /// #         self.input = rest;
    /// #         Input::Byte(byte)
    /// #     }
    /// #     fn say(&mut self, line: &dyn Display) { self.said += &format!("{line}\n") }
    /// #     fn refuse(&mut self, message: &dyn Display) { self.said += &format!("error: {message}\n") }
    /// #     fn now(&mut self) -> Duration { Duration::ZERO }
    /// #     fn set_hash(&mut self, _: &mut [Entry; 64], _: usize) -> Result<(), NoMemory> { Ok(()) }
    /// # }
    /// use chess_attacks_engine::Engine;
    /// use chess_attacks_engine::session::Session;
    ///
    /// // Input that ends without `quit`: the session answers all of it, then returns.
    /// let mut host = Script { input: b"isready\nisready\n", ..Script::default() };
    /// Session::new().run(&mut Engine::new([Entry::EMPTY; 64]), &mut host);
    /// assert_eq!(host.said, "readyok\nreadyok\n");
    /// ```
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
    ///
    /// ```
    /// # use core::{fmt::Display, time::Duration};
    /// # use chess_attacks_engine::session::{Host, Input, NoMemory, Read};
    /// # use chess_attacks_engine::{Entry, uci::Identity};
    /// # #[derive(Default)]
    /// # struct Script { input: &'static [u8], said: String, modes: Vec<Read> }
    /// # impl Host for Script {
    /// #     type Table = [Entry; 64];
    /// #     type Lookups = chess_attacks_movegen::Root;
    /// #     fn identity(&self) -> Identity<'static> {
    /// #         Identity { name: "example", default_hash_mib: 1, max_hash_mib: 1 }
    /// #     }
    /// #     fn read(&mut self, mode: Read) -> Input {
    /// #         self.modes.push(mode);
    /// #         let Some((&byte, rest)) = self.input.split_first() else { return Input::End };
    /// #         self.input = rest;
    /// #         Input::Byte(byte)
    /// #     }
    /// #     fn say(&mut self, line: &dyn Display) { self.said += &format!("{line}\n") }
    /// #     fn refuse(&mut self, message: &dyn Display) { self.said += &format!("error: {message}\n") }
    /// #     fn now(&mut self) -> Duration { Duration::ZERO }
    /// #     fn set_hash(&mut self, _: &mut [Entry; 64], _: usize) -> Result<(), NoMemory> { Ok(()) }
    /// # }
    /// use chess_attacks::Color;
    /// use chess_attacks_engine::Engine;
    /// use chess_attacks_engine::session::Session;
    ///
    /// let (mut session, mut engine) = (Session::new(), Engine::new([Entry::EMPTY; 64]));
    /// for &byte in b"position startpos moves e2e4\n" {
    ///     session.feed(byte, &mut engine, &mut Script::default());
    /// }
    /// assert_eq!(session.game().position().side_to_move(), Color::Black);
    /// ```
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Entry;
    use core::fmt::Display;
    use std::format;
    use std::string::String;

    /// Reads a byte string (none of it while a search polls, when `quiet_while_searching`); keeps what is
    /// said; a clock that moves a millisecond at every look.
    struct Script<'a> {
        input: &'a [u8],
        said: String,
        millis: u64,
        quiet_while_searching: bool,
    }

    impl Host for Script<'_> {
        type Table = [Entry; 256];
        type Lookups = chess_attacks_movegen::Root;
        fn identity(&self) -> uci::Identity<'static> {
            uci::Identity { name: "test", default_hash_mib: 1, max_hash_mib: 1 }
        }
        fn read(&mut self, mode: Read) -> Input {
            if self.quiet_while_searching && mode == Read::Poll {
                return Input::Empty;
            }
            let Some((&byte, rest)) = self.input.split_first() else { return Input::End };
            self.input = rest;
            Input::Byte(byte)
        }
        fn say(&mut self, line: &dyn Display) {
            self.said += &format!("{line}\n");
        }
        fn refuse(&mut self, message: &dyn Display) {
            self.said += &format!("error: {message}\n");
        }
        fn now(&mut self) -> Duration {
            self.millis += 1;
            Duration::from_millis(self.millis)
        }
        fn set_hash(&mut self, _: &mut [Entry; 256], _: usize) -> Result<(), NoMemory> {
            Ok(())
        }
    }

    /// What the session said to `input`, read as it comes.
    fn said(input: &str) -> String {
        said_with(input, false)
    }

    fn said_with(input: &str, quiet_while_searching: bool) -> String {
        let mut host =
            Script { input: input.as_bytes(), said: String::new(), millis: 0, quiet_while_searching };
        Session::new().run(&mut Engine::new([Entry::EMPTY; 256]), &mut host);
        host.said
    }

    /// The depth of the last `info` line after `input`.
    fn last_depth(input: &str) -> u32 {
        let said = said(input);
        let info = said.lines().rfind(|line| line.starts_with("info depth "));
        info.and_then(|line| line.split(' ').nth(2)?.parse().ok()).expect("an info line with a depth")
    }

    #[test]
    fn the_side_to_move_searches_on_its_own_clock() {
        // A minute against 50 ms, which leaves nothing beyond the first iteration once the overhead is kept.
        for (position, rich) in [("startpos", "wtime"), ("startpos moves e2e4", "btime")] {
            let poor = if rich == "wtime" { "btime" } else { "wtime" };
            let own_minute = format!("position {position}\ngo {rich} 60000 {poor} 50 depth 3\n");
            let own_little = format!("position {position}\ngo {rich} 50 {poor} 60000 depth 3\n");
            assert_eq!(last_depth(&own_minute), 3, "{own_minute}");
            assert_eq!(last_depth(&own_little), 1, "{own_little}");
        }
    }

    #[test]
    fn a_position_line_ends_a_search_at_its_first_word_and_its_moves_are_then_played_as_they_come() {
        // Far longer than a line kept whole: set up move by move only once the search has ended.
        let moves = format!("{}e2e4", "g1f3 g8f6 f3g1 f6g8 ".repeat(10));
        assert!(moves.len() > LINE_BYTES);
        let said = said(&format!("go infinite\nposition startpos moves {moves}\ngo depth 1\n"));
        assert!(!said.contains("error"), "{said}");
        let answers: std::vec::Vec<&str> =
            said.lines().filter_map(|line| line.strip_prefix("bestmove ")).collect();
        let after: chess_attacks_movegen::Position =
            chess_attacks_movegen::setup(&format!("startpos moves {moves}")).expect("a legal line");
        // The second answer is black's, after 1. e4 (forty plies of knights first).
        assert_eq!(answers.len(), 2, "{said}");
        assert!(after.find_move(answers[1]).is_some(), "{said}");
    }

    #[test]
    fn a_word_that_only_begins_like_a_command_leaves_the_search_running() {
        // `stopwatch` is no command: it is refused and answered during the search, which `stop` ends.
        let said = said("go infinite\nstopwatch\nisready\nstop\n");
        let answers: std::vec::Vec<&str> = said.lines().filter(|line| !line.starts_with("info ")).collect();
        let refused = format!("error: {}", UciError::UnknownCommand("stopwatch"));
        assert_eq!(answers.len(), 3, "{said}");
        assert_eq!(answers[..2], [refused.as_str(), "readyok"], "{said}");
        assert!(answers[2].starts_with("bestmove "), "{said}");
    }

    #[test]
    fn a_search_that_nothing_stops_reaches_its_depth() {
        // Thousands of nodes, so the search looks at its input and clock many times on the way.
        let said = said_with(
            "position fen r1bq1rk1/pp2b1pp/n1pp1n2/3P1p2/2P1p3/2N1P2N/PP2BPPP/R1BQ1RK1 b - - 2 10\ngo depth 5\n",
            true,
        );
        let depths: std::vec::Vec<&str> =
            said.lines().filter_map(|line| line.strip_prefix("info depth ")?.split(' ').next()).collect();
        assert_eq!(depths, ["1", "2", "3", "4", "5"], "{said}");
        let nodes = said.lines().rfind(|line| line.starts_with("info depth 5 "));
        let nodes = nodes.and_then(|line| line.split(' ').skip_while(|&word| word != "nodes").nth(1));
        assert!(nodes.and_then(|n| n.parse::<u64>().ok()).is_some_and(|n| n > 2 * 1024), "{said}");
    }
}
