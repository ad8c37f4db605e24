//! The desktop shell (feature `std`): what `cargo run --release --example search` runs. The UCI
//! [`Session`] on a thread of its own, fed by another that reads standard input ([`uci_loop`]), answering
//! on standard output and refusing bad input on standard error ([`Channel`], the desktop's [`Host`]).
//! [`Uci`] drives the same session a line at a time, for tests and other programs.
//!
//! What it adds to the `no_std` core is only what a desktop has: a heap for the table, a clock, threads,
//! standard input and output.
//!
//! ```
//! use chess_attacks_engine::Entry;
//! use chess_attacks_engine::desktop::{DEFAULT_HASH_MIB, heap_engine};
//!
//! // The desktop's engine: its table on the heap, of the default size until a GUI asks for another.
//! let engine = heap_engine(DEFAULT_HASH_MIB)?;
//! assert_eq!(engine.table().len(), (DEFAULT_HASH_MIB << 20) / size_of::<Entry>());
//! # Ok::<(), String>(())
//! ```

use core::marker::PhantomData;
use std::boxed::Box;
use std::fmt::Display;
use std::format;
use std::io::Write;
use std::string::String;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};
use std::vec::Vec;

use chess_attacks_movegen::Sliders;

use crate::session::{Host, Input, NoMemory, Read, Session};
use crate::uci::Identity;
use crate::{Engine, Entry, History};

/// The transposition table's size in MiB unless `setoption name Hash` says otherwise.
///
/// ```
/// use std::sync::{Arc, Mutex};
/// use chess_attacks_engine::desktop::{DEFAULT_HASH_MIB, MAX_HASH_MIB, Uci};
/// use chess_attacks_movegen::Root;
///
/// // The search example offers its sizes to a GUI in its answer to `uci`.
/// let out = Arc::new(Mutex::new(Vec::<u8>::new()));
/// Uci::<Root>::new(out.clone()).handle("uci", &mut std::io::sink());
/// let said = String::from_utf8(out.lock().unwrap().clone()).unwrap();
/// assert!(said.contains(&format!("default {DEFAULT_HASH_MIB} min 1 max {MAX_HASH_MIB}")));
/// ```
pub const DEFAULT_HASH_MIB: usize = 32;
/// The largest table `setoption name Hash` accepts, in MiB.
///
/// ```
/// use std::sync::{Arc, Mutex};
/// use chess_attacks_engine::desktop::{MAX_HASH_MIB, Uci};
/// use chess_attacks_movegen::Root;
///
/// let mut uci = Uci::<Root>::new(Arc::new(Mutex::new(std::io::sink())));
/// let mut errors = Vec::new();
/// uci.handle(&format!("setoption name Hash value {}", MAX_HASH_MIB + 1), &mut errors);
/// assert!(String::from_utf8(errors).unwrap().contains(&format!("from 1 to {MAX_HASH_MIB}")));
/// ```
pub const MAX_HASH_MIB: usize = 4096;

/// An engine whose table is on the heap, as a desktop program has it.
///
/// ```
/// use chess_attacks_engine::Entry;
/// use chess_attacks_engine::desktop::{HeapEngine, TableMemory};
///
/// // Its table can change size, as `setoption name Hash` asks.
/// let mut engine = Box::new(HeapEngine::new(Vec::new()));
/// engine.table_mut().resize_mib(2)?;
/// assert_eq!(engine.table().len(), (2 << 20) / size_of::<Entry>());
/// # Ok::<(), chess_attacks_engine::session::NoMemory>(())
/// ```
pub type HeapEngine = Engine<Vec<Entry>>;

/// A table of `mib` MiB, all empty, or why there is not the memory for it.
///
/// ```
/// use chess_attacks_engine::desktop::table;
///
/// assert_eq!(table(1).map(|entries| entries.len()), Ok(149_796));
/// ```
pub fn table(mib: usize) -> Result<Vec<Entry>, String> {
    let len = (mib << 20) / size_of::<Entry>();
    let mut entries = Vec::new();
    entries.try_reserve_exact(len).map_err(|_| format!("cannot allocate {mib} MiB for the hash table"))?;
    entries.resize(len, Entry::EMPTY);
    Ok(entries)
}

/// A new engine with a `mib` MiB table, the engine itself on the heap too: its history and its search's
/// memory are more than a stack should hold.
///
/// ```
/// use chess_attacks_engine::desktop::heap_engine;
///
/// assert_eq!(heap_engine(2).map(|engine| engine.table().len()).ok(), Some(299_593));
/// ```
pub fn heap_engine(mib: usize) -> Result<Box<HeapEngine>, String> {
    Ok(Box::new(Engine::new(table(mib)?)))
}

/// Where the answers go: shared by the program and the session's thread, each line written whole.
///
/// ```
/// use std::sync::{Arc, Mutex};
/// use chess_attacks_engine::desktop::{Output, Uci};
/// use chess_attacks_movegen::Root;
///
/// // Any writer: here a buffer the program keeps a handle on.
/// let buffer = Arc::new(Mutex::new(Vec::<u8>::new()));
/// let out: Output = buffer.clone();
/// Uci::<Root>::new(out).handle("isready", &mut std::io::sink());
/// assert_eq!(buffer.lock().unwrap().as_slice(), b"readyok\n");
/// ```
pub type Output = Arc<Mutex<dyn Write + Send>>;

/// Writes one line to `out` and flushes it, so a GUI reading a pipe sees it at once.
fn write_line(out: &Output, line: impl Display) {
    let mut out = out.lock().unwrap_or_else(PoisonError::into_inner);
    // A closed output ends the conversation anyway: there is no one left to tell.
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// A table's memory as a desktop program holds it: what `setoption name Hash` does to it.
///
/// ```
/// use chess_attacks_engine::Entry;
/// use chess_attacks_engine::desktop::TableMemory;
///
/// // Sizes are in MiB of 7-byte entries.
/// let mut entries = vec![Entry::EMPTY; 8];
/// entries.resize_mib(2)?;
/// assert_eq!(entries.len(), (2 << 20) / size_of::<Entry>());
/// # Ok::<(), chess_attacks_engine::session::NoMemory>(())
/// ```
pub trait TableMemory: AsRef<[Entry]> + AsMut<[Entry]> {
    /// Makes the table `mib` MiB, emptied, or leaves it as it was when the memory cannot be had.
    fn resize_mib(&mut self, mib: usize) -> Result<(), NoMemory>;
}

/// A table on the heap, of any size.
///
/// ```
/// use chess_attacks_engine::Entry;
/// use chess_attacks_engine::desktop::TableMemory;
///
/// let mut entries = Vec::<Entry>::new();
/// entries.resize_mib(1)?;
/// assert_eq!(entries.len(), 149_796);
/// # Ok::<(), chess_attacks_engine::session::NoMemory>(())
/// ```
impl TableMemory for Vec<Entry> {
    fn resize_mib(&mut self, mib: usize) -> Result<(), NoMemory> {
        *self = table(mib).map_err(|_| NoMemory)?;
        Ok(())
    }
}

/// A table of a fixed size, as a board with little RAM has it: its identity offers one size, so there is
/// nothing to do.
///
/// ```
/// use chess_attacks_engine::Entry;
/// use chess_attacks_engine::desktop::TableMemory;
///
/// let mut entries = [Entry::EMPTY; 16];
/// assert!(entries.resize_mib(1).is_ok());
/// ```
impl<const N: usize> TableMemory for [Entry; N] {
    fn resize_mib(&mut self, _: usize) -> Result<(), NoMemory> {
        Ok(())
    }
}

/// What the session's reads tell the program driving it ([`Uci`]): it has taken this many chunks of input,
/// all of each, and whether a search is running.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Taken {
    chunks: u64,
    searching: bool,
}

/// The desktop's [`Host`]: input from a channel that another thread fills, answers on `out`, messages about
/// bad input on `err` after `error: `, the wall clock, and a table on the heap (or of a fixed size).
///
/// ```
/// use std::sync::{Arc, Mutex, mpsc};
/// use chess_attacks_engine::{Engine, Entry};
/// use chess_attacks_engine::desktop::Channel;
/// use chess_attacks_engine::session::Session;
/// use chess_attacks_engine::uci::Identity;
/// use chess_attacks_movegen::Root;
///
/// let (send, receive) = mpsc::channel();
/// let out = Arc::new(Mutex::new(Vec::<u8>::new()));
/// let identity = Identity { name: "example", default_hash_mib: 1, max_hash_mib: 1 };
/// let mut host = Channel::<Root, [Entry; 64]>::new(identity, receive, out.clone(), out.clone());
/// send.send(b"position startpos moves e2e4\ngo depth 3\n".to_vec()).unwrap();
/// drop(send); // the end of the input, as when a GUI closes the pipe
/// Session::new().run(&mut Engine::new([Entry::EMPTY; 64]), &mut host);
/// let said = String::from_utf8(out.lock().unwrap().clone()).unwrap();
/// assert!(said.lines().last().is_some_and(|line| line.starts_with("bestmove ")));
/// ```
pub struct Channel<S, T> {
    identity: Identity<'static>,
    input: Receiver<Vec<u8>>,
    chunk: Vec<u8>,
    next: usize,
    out: Output,
    err: Output,
    epoch: Instant,
    /// Where to tell [`Uci`] that its input was taken, and what it was last told.
    taken: Option<Sender<Taken>>,
    told: Taken,
    chunks: u64,
    lookups: PhantomData<fn() -> (S, T)>,
}

impl<S, T> Channel<S, T> {
    /// A host answering as `identity`, reading what arrives on `input` until its senders are gone, answering
    /// on `out` and refusing bad input on `err`.
    ///
    /// ```
    /// use std::sync::{Arc, Mutex, mpsc};
    /// use chess_attacks_engine::Entry;
    /// use chess_attacks_engine::desktop::Channel;
    /// use chess_attacks_engine::session::{Host, Input, Read};
    /// use chess_attacks_engine::uci::Identity;
    /// use chess_attacks_movegen::Root;
    ///
    /// let (send, receive) = mpsc::channel();
    /// let out = Arc::new(Mutex::new(std::io::sink()));
    /// let identity = Identity { name: "example", default_hash_mib: 1, max_hash_mib: 1 };
    /// let mut host = Channel::<Root, [Entry; 1]>::new(identity, receive, out.clone(), out);
    /// // A poll finds nothing yet, then what was sent, then the end once the sender is gone.
    /// assert_eq!(host.read(Read::Poll), Input::Empty);
    /// send.send(b"a".to_vec()).unwrap();
    /// assert_eq!(host.read(Read::Poll), Input::Byte(b'a'));
    /// drop(send);
    /// assert_eq!(host.read(Read::Idle), Input::End);
    /// ```
    pub fn new(
        identity: Identity<'static>,
        input: Receiver<Vec<u8>>,
        out: Output,
        err: Output,
    ) -> Channel<S, T> {
        Channel {
            identity,
            input,
            chunk: Vec::new(),
            next: 0,
            out,
            err,
            epoch: Instant::now(),
            taken: None,
            told: Taken { chunks: 0, searching: false },
            chunks: 0,
            lookups: PhantomData,
        }
    }
}

impl<S: Sliders, T: TableMemory> Host for Channel<S, T> {
    type Table = T;
    type Lookups = S;

    fn identity(&self) -> Identity<'static> {
        self.identity
    }

    fn read(&mut self, mode: Read) -> Input {
        loop {
            if let Some(&byte) = self.chunk.get(self.next) {
                self.next += 1;
                return Input::Byte(byte);
            }
            // Everything sent has been taken: say so, and whether a search goes on, when that is news.
            if let Some(taken) = &self.taken {
                let now = Taken { chunks: self.chunks, searching: mode != Read::Idle };
                if now != self.told {
                    let _ = taken.send(now);
                    self.told = now;
                }
            }
            let chunk = match mode {
                Read::Poll => match self.input.try_recv() {
                    Ok(chunk) => chunk,
                    Err(TryRecvError::Empty) => return Input::Empty,
                    Err(TryRecvError::Disconnected) => return Input::End,
                },
                Read::Hold | Read::Idle => match self.input.recv() {
                    Ok(chunk) => chunk,
                    Err(_) => return Input::End,
                },
            };
            (self.chunk, self.next) = (chunk, 0);
            self.chunks += 1;
        }
    }

    fn say(&mut self, line: &dyn Display) {
        write_line(&self.out, line);
    }

    fn refuse(&mut self, message: &dyn Display) {
        write_line(&self.err, format_args!("error: {message}"));
    }

    fn now(&mut self) -> Duration {
        self.epoch.elapsed()
    }

    fn set_hash(&mut self, table: &mut T, mib: usize) -> Result<(), NoMemory> {
        table.resize_mib(mib)
    }
}

/// The search example's answer to `uci` on the lookups `S`.
fn identity<S: Sliders>() -> Identity<'static> {
    let name = if S::NAME == chess_attacks::Root::NAME {
        "chess-attacks search example (crate root lookups)"
    } else {
        "chess-attacks search example (magic lookups)"
    };
    Identity { name, default_hash_mib: DEFAULT_HASH_MIB, max_hash_mib: MAX_HASH_MIB }
}

/// Runs `work` on a thread of its own with the search example's engine, a [`DEFAULT_HASH_MIB`] table until
/// `setoption` says otherwise, or why there is not the memory for it. Deep lines recurse up to
/// [`MAX_PLY`](crate::MAX_PLY) frames, each with its move list: more than a main thread's stack.
fn engine_thread(
    work: impl FnOnce(Result<&mut HeapEngine, String>) + Send + 'static,
) -> std::io::Result<JoinHandle<()>> {
    thread::Builder::new().name("uci".into()).stack_size(64 << 20).spawn(move || {
        match heap_engine(DEFAULT_HASH_MIB) {
            Ok(mut engine) => work(Ok(&mut engine)),
            Err(message) => work(Err(message)),
        }
    })
}

/// A UCI engine on the slider lookups `S` driven a line at a time, as a test or another program drives
/// it: a [`Session`] on a thread of its own, so that `handle` returns while a search runs.
///
/// ```
/// use std::sync::{Arc, Mutex};
/// use chess_attacks_engine::desktop::Uci;
/// use chess_attacks_movegen::Root;
///
/// let output = Arc::new(Mutex::new(Vec::<u8>::new()));
/// let mut uci = Uci::<Root>::new(output.clone());
/// let mut errors = Vec::new();
/// uci.handle("setoption name Hash value 1", &mut errors);
/// uci.handle("position startpos moves e2e4", &mut errors);
/// uci.handle("go depth 3", &mut errors);
/// uci.wait();
/// let said = String::from_utf8(output.lock().unwrap().clone()).unwrap();
/// assert!(said.lines().last().is_some_and(|line| line.starts_with("bestmove ")));
/// assert!(errors.is_empty());
/// ```
pub struct Uci<S> {
    input: Sender<Vec<u8>>,
    taken: Receiver<Taken>,
    errors: Arc<Mutex<Vec<u8>>>,
    /// Chunks of input sent, each a line.
    sent: u64,
    searching: bool,
    /// `None` once the session has ended.
    thread: Option<JoinHandle<()>>,
    lookups: PhantomData<fn() -> S>,
}

impl<S: Sliders + 'static> Uci<S> {
    /// An engine at the starting position, answering on `out`.
    ///
    /// ```
    /// use std::sync::{Arc, Mutex};
    /// use chess_attacks_engine::desktop::Uci;
    /// use chess_attacks_movegen::{Position, Root};
    ///
    /// // With no `position` yet, `go` searches the start: its bestmove is one of the start's moves.
    /// let out = Arc::new(Mutex::new(Vec::<u8>::new()));
    /// let mut uci = Uci::<Root>::new(out.clone());
    /// uci.handle("go depth 2", &mut std::io::sink());
    /// uci.wait();
    /// let said = String::from_utf8(out.lock().unwrap().clone()).unwrap();
    /// let best = said.lines().last().and_then(|line| line.strip_prefix("bestmove ")).unwrap();
    /// assert!(Position::START.find_move(best).is_some());
    /// ```
    pub fn new(out: Output) -> Uci<S> {
        let (input, receive) = mpsc::channel();
        let (told, taken) = mpsc::channel();
        let errors = Arc::new(Mutex::new(Vec::new()));
        let mut host = Channel::<S, Vec<Entry>>::new(identity::<S>(), receive, out, errors.clone());
        host.taken = Some(told);
        // Without a thread there is no session: every `handle` says it has ended.
        let thread = engine_thread(move |engine| match engine {
            Ok(engine) => Session::new().run(engine, &mut host),
            Err(message) => host.refuse(&message),
        })
        .ok();
        Uci { input, taken, errors, sent: 0, searching: false, thread, lookups: PhantomData }
    }

    /// Handles one line of input; messages about bad input go to `err`. Returns false once the session has
    /// ended (after `quit`).
    ///
    /// ```
    /// use std::sync::{Arc, Mutex};
    /// use chess_attacks_engine::desktop::Uci;
    /// use chess_attacks_movegen::Root;
    ///
    /// let mut uci = Uci::<Root>::new(Arc::new(Mutex::new(std::io::sink())));
    /// let mut errors = Vec::new();
    /// assert!(uci.handle("hello", &mut errors));
    /// assert_eq!(String::from_utf8(errors).unwrap(), "error: unknown command \"hello\"\n");
    /// assert!(!uci.handle("quit", &mut std::io::sink()));
    /// assert!(!uci.handle("isready", &mut std::io::sink()));
    /// ```
    pub fn handle(&mut self, line: &str, err: &mut impl Write) -> bool {
        let mut bytes = line.as_bytes().to_vec();
        bytes.push(b'\n');
        let alive = self.thread.is_some() && self.input.send(bytes).is_ok();
        self.sent += 1;
        // The session has taken the line when it next asks for input: its messages have been written.
        let taken = if alive { self.taken_all() } else { None };
        self.searching = taken.is_some_and(|taken| taken.searching);
        let errors = std::mem::take(&mut *self.errors.lock().unwrap_or_else(PoisonError::into_inner));
        let _ = err.write_all(&errors);
        let _ = err.flush();
        if taken.is_none() {
            if let Some(thread) = self.thread.take() {
                let _ = thread.join();
            }
        }
        taken.is_some()
    }

    /// Waits for the search under way, if any, to end by itself and print its `bestmove`. A `go infinite`
    /// search ends only with `stop`.
    ///
    /// ```
    /// use std::sync::{Arc, Mutex};
    /// use chess_attacks_engine::desktop::Uci;
    /// use chess_attacks_movegen::Root;
    ///
    /// // A back-rank mate in one: Ra8.
    /// let out = Arc::new(Mutex::new(Vec::<u8>::new()));
    /// let mut uci = Uci::<Root>::new(out.clone());
    /// uci.handle("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", &mut std::io::sink());
    /// uci.handle("go depth 3", &mut std::io::sink());
    /// uci.wait();
    /// assert!(String::from_utf8(out.lock().unwrap().clone()).unwrap().ends_with("bestmove a1a8\n"));
    /// ```
    pub fn wait(&mut self) {
        while self.searching {
            self.searching = self.taken_all().is_some_and(|taken| taken.searching);
        }
    }

    /// The session's next word that it has taken every line sent; `None` when it has ended.
    fn taken_all(&mut self) -> Option<Taken> {
        loop {
            let taken = self.taken.recv().ok()?;
            if taken.chunks == self.sent {
                return Some(taken);
            }
        }
    }
}

/// Reads UCI commands from `input` until `quit` or the end of the input, answering on standard output;
/// messages about bad input go to standard error.
///
/// ```
/// use chess_attacks_engine::desktop::uci_loop;
/// use chess_attacks_movegen::Root;
///
/// // Answers `readyok` and a `bestmove` on standard output, and returns at `quit`.
/// uci_loop::<Root>(&b"isready\ngo depth 1\nquit\n"[..]);
/// ```
pub fn uci_loop<S: Sliders + Default + 'static>(input: impl std::io::Read + Send + 'static) {
    let session = engine_thread(move |engine| match engine {
        Ok(engine) => serve(S::default(), identity::<S>(), engine, input),
        Err(message) => std::eprintln!("error: {message}"),
    });
    match session {
        Ok(session) => {
            let _ = session.join();
        }
        Err(error) => std::eprintln!("error: cannot start the session's thread: {error}"),
    }
}

/// Runs a UCI session of `engine` on the slider lookups `S` on this thread, answering as `identity`:
/// commands from `input` until `quit` or its end, answers on standard output, messages about bad input on
/// standard error. Any engine will do, such as one in a microcontroller's sizes
/// ([`SmallEngine`](crate::SmallEngine)).
///
/// ```no_run
/// use chess_attacks_engine::desktop::serve;
/// use chess_attacks_engine::uci::Identity;
/// use chess_attacks_engine::{Engine, Entry};
/// use chess_attacks_movegen::Root;
///
/// let identity = Identity { name: "small", default_hash_mib: 1, max_hash_mib: 1 };
/// serve(Root, identity, &mut Engine::new([Entry::EMPTY; 1024]), std::io::stdin());
/// ```
pub fn serve<S, T, Hist, const PLIES: usize, const LINE: usize, const MOVES: usize>(
    _lookups: S,
    identity: Identity<'static>,
    engine: &mut Engine<T, Hist, PLIES, LINE, MOVES>,
    mut input: impl std::io::Read + Send + 'static,
) where
    S: Sliders,
    T: TableMemory,
    Hist: History,
{
    let (send, receive) = mpsc::channel();
    let out: Output = Arc::new(Mutex::new(std::io::stdout()));
    let err: Output = Arc::new(Mutex::new(std::io::stderr()));
    let mut host = Channel::<S, T>::new(identity, receive, out, err.clone());
    // The reader is a thread of its own, so that a search can poll for input, and one the program does
    // not wait for: after `quit`, the program ends even while the input stays open.
    let reader = thread::Builder::new().name("stdin".into()).spawn(move || {
        let mut buffer = [0; 4096];
        loop {
            match input.read(&mut buffer) {
                Ok(0) => break,
                Ok(len) => {
                    if send.send(buffer.get(..len).unwrap_or_default().to_vec()).is_err() {
                        break;
                    }
                }
                Err(error) if error.kind() == std::io::ErrorKind::Interrupted => {}
                Err(error) => {
                    write_line(&err, format_args!("error: reading standard input: {error}"));
                    break;
                }
            }
        }
    });
    match reader {
        Ok(_) => Session::new().run(engine, &mut host),
        Err(error) => std::eprintln!("error: cannot start the thread that reads the input: {error}"),
    }
}
