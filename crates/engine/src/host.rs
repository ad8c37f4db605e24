//! What a program hands a UCI [`Session`](crate::session::Session): its input and output, its clock and its
//! table's memory, as a [`Host`].

use core::fmt::{self, Display};
use core::time::Duration;

use chess_attacks_movegen::Sliders;

use crate::table::Entry;
use crate::uci::Identity;

/// How long the session is prepared to wait for the next byte.
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
/// // Between commands the session waits for input; during a search it only polls.
/// let mut host = Script { input: b"go infinite\n", ..Script::default() };
/// Session::new().run(&mut Engine::new([Entry::EMPTY; 64]), &mut host);
/// assert_eq!((host.modes.first(), host.modes.last()), (Some(&Read::Idle), Some(&Read::Poll)));
/// ```
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
///
/// ```
/// # use core::{fmt::Display, time::Duration};
/// # use chess_attacks_engine::session::NoMemory;
/// # use chess_attacks_engine::{Entry, uci::Identity};
/// use chess_attacks_engine::Engine;
/// use chess_attacks_engine::session::{Host, Input, Read, Session};
///
/// #[derive(Default)]
/// struct Script { input: &'static [u8], said: String }
///
/// impl Host for Script {
/// #     type Table = [Entry; 64];
/// #     type Lookups = chess_attacks_movegen::Root;
/// #     fn identity(&self) -> Identity<'static> {
/// #         Identity { name: "example", default_hash_mib: 1, max_hash_mib: 1 }
/// #     }
///     // Each byte of the script, then the end.
///     fn read(&mut self, _: Read) -> Input {
///         let Some((&byte, rest)) = self.input.split_first() else { return Input::End };
///         self.input = rest;
///         Input::Byte(byte)
///     }
/// #     fn say(&mut self, line: &dyn Display) { self.said += &format!("{line}\n") }
/// #     fn refuse(&mut self, message: &dyn Display) { self.said += &format!("error: {message}\n") }
/// #     fn now(&mut self) -> Duration { Duration::ZERO }
/// #     fn set_hash(&mut self, _: &mut [Entry; 64], _: usize) -> Result<(), NoMemory> { Ok(()) }
/// }
///
/// // The input ends during an infinite search: the search stops, says its move, and the session ends.
/// let mut host = Script { input: b"go infinite\n", ..Script::default() };
/// Session::new().run(&mut Engine::new([Entry::EMPTY; 64]), &mut host);
/// assert!(host.said.lines().last().is_some_and(|line| line.starts_with("bestmove ")));
/// ```
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
/// [`session`](crate::session) module's example has a whole host.
///
/// ```
/// # use core::{fmt::Display, time::Duration};
/// # use chess_attacks_engine::session::{Input, Read};
/// # use chess_attacks_engine::uci::Identity;
/// use chess_attacks_engine::session::{Host, NoMemory, Session};
/// use chess_attacks_engine::{Engine, Entry};
///
/// struct Script(&'static [u8]);
///
/// // A host whose table is a `Vec`, which `setoption name Hash` resizes.
/// impl Host for Script {
///     type Table = Vec<Entry>;
///     type Lookups = chess_attacks_movegen::Root;
///     fn set_hash(&mut self, table: &mut Vec<Entry>, mib: usize) -> Result<(), NoMemory> {
///         *table = vec![Entry::EMPTY; (mib << 20) / size_of::<Entry>()];
///         Ok(())
///     }
/// #     fn identity(&self) -> Identity<'static> {
/// #         Identity { name: "example", default_hash_mib: 1, max_hash_mib: 4 }
/// #     }
/// #     fn read(&mut self, _: Read) -> Input {
/// #         let Some((&byte, rest)) = self.0.split_first() else { return Input::End };
/// #         self.0 = rest;
/// #         Input::Byte(byte)
/// #     }
/// #     fn say(&mut self, _: &dyn Display) {}
/// #     fn refuse(&mut self, _: &dyn Display) {}
/// #     fn now(&mut self) -> Duration { Duration::ZERO }
/// }
///
/// let mut engine = Engine::new(Vec::new());
/// Session::new().run(&mut engine, &mut Script(b"setoption name Hash value 2\n"));
/// assert_eq!(engine.table().len(), (2 << 20) / size_of::<Entry>());
/// ```
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

    /// Tells the user what was wrong with their input (on an error stream, say, or as an `info string`
    /// where there is none).
    fn refuse(&mut self, message: &dyn Display);

    /// A monotonic clock: the time since any fixed moment.
    fn now(&mut self) -> Duration;

    /// `setoption name Hash value <mib>`, `mib` already within the identity's range: gives `table`
    /// that size (emptied), or leaves it as it was when the memory cannot be had.
    fn set_hash(&mut self, table: &mut Self::Table, mib: usize) -> Result<(), NoMemory>;
}
