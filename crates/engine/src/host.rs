//! What a program hands a UCI [`Session`](crate::session::Session): its input and output, its clock and its
//! table's memory, as a [`Host`].

use core::fmt::{self, Display};
use core::time::Duration;

use chess_attacks_movegen::Sliders;

use crate::table::Entry;
use crate::uci::Identity;

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
/// [`session`](crate::session) module's example has a whole host.
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
