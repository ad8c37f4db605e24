//! The desktop shell (feature `std`): what `cargo run --release --example search` runs. It reads UCI
//! commands one line at a time ([`Uci::handle`]) and answers on a shared output, while searches run on a
//! thread of their own so that `stop`, `isready` and `quit` are answered during a search. Bad input gets a
//! message on the error stream naming it ([`UciError`](crate::uci::UciError)), and changes nothing: a bad `position` keeps the
//! previous position, a bad `go` starts no search. What needs the engine while it searches (`ucinewgame`,
//! `setoption`, another `go`) stops that search first; GUIs wait for `bestmove`.
//!
//! It also runs the bench ([`bench()`]) and reads the program's command line ([`parse_args`]). What it adds to
//! the `no_std` core is only what a desktop has: a heap for the table, a clock, threads, standard input and
//! output.

use std::boxed::Box;
use std::fmt::Display;
use std::format;
use std::io::{BufRead, Write};
use std::string::{String, ToString};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};
use std::vec::Vec;

use chess_attacks::Color;
use chess_attacks_movegen::Sliders;

use crate::bench::{BENCH_DEPTH, BENCH_FENS, bench_position};
use crate::uci::{self, BestMove, Command, Identity, Info};
use crate::{Control, Engine, Entry, Game, MAX_DEPTH, UciScore};

/// The transposition table's size in MiB unless `setoption name Hash` says otherwise.
pub const DEFAULT_HASH_MIB: usize = 32;
/// The largest table `setoption name Hash` accepts, in MiB.
pub const MAX_HASH_MIB: usize = 4096;

/// An engine whose table is on the heap, as a desktop program has it.
pub type HeapEngine = Engine<Vec<Entry>>;

/// A table of `mib` MiB, all empty, or why there is not the memory for it.
///
/// ```
/// use chess_attacks_engine::desktop::table;
///
/// assert_eq!(table(1).map(|entries| entries.len()), Ok(65_536));
/// ```
pub fn table(mib: usize) -> Result<Vec<Entry>, String> {
    let len = (mib << 20) / size_of::<Entry>();
    let mut entries = Vec::new();
    entries.try_reserve_exact(len).map_err(|_| format!("cannot allocate {mib} MiB for the hash table"))?;
    entries.resize(len, Entry::EMPTY);
    Ok(entries)
}

/// A new engine with a `mib` MiB table, its 32 KiB of history on the heap too.
///
/// ```
/// use chess_attacks_engine::desktop::heap_engine;
///
/// assert_eq!(heap_engine(2).map(|engine| engine.table().len()).ok(), Some(131_072));
/// ```
pub fn heap_engine(mib: usize) -> Result<Box<HeapEngine>, String> {
    Ok(Box::new(Engine::new(table(mib)?)))
}

/// The desktop's [`Control`]: the wall clock since `go` arrived, and a flag another thread sets to stop.
struct Clock<'a> {
    start: Instant,
    stop: &'a AtomicBool,
}

impl Control for Clock<'_> {
    fn elapsed(&mut self) -> Duration {
        self.start.elapsed()
    }

    fn stop_requested(&mut self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
}

/// Where the answers go: shared by the command loop and the search thread, each line written whole.
pub type Output = Arc<Mutex<dyn Write + Send>>;

/// Writes one line to `out` and flushes it, so a GUI reading a pipe sees it at once.
fn say(out: &Output, line: impl Display) {
    let mut out = out.lock().unwrap_or_else(PoisonError::into_inner);
    // A closed output ends the conversation anyway: there is no one left to tell.
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// A search under way: its stop flag, and the thread, which hands the engine back when it ends.
struct Worker {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<Box<HeapEngine>>,
}

/// A UCI engine on the slider lookups `S`: the game being played, the engine (its table and history) and
/// the search under way.
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
    out: Output,
    game: Game,
    hash_mib: usize,
    /// `None` while a search thread holds it, or when a search thread could not give it back.
    engine: Option<Box<HeapEngine>>,
    worker: Option<Worker>,
    lookups: core::marker::PhantomData<fn() -> S>,
}

impl<S: Sliders + 'static> Uci<S> {
    /// An engine at the starting position, answering on `out`.
    pub fn new(out: Output) -> Uci<S> {
        Uci {
            out,
            game: Game::start(),
            hash_mib: DEFAULT_HASH_MIB,
            engine: None,
            worker: None,
            lookups: core::marker::PhantomData,
        }
    }

    /// Handles one line of input; messages about bad input go to `err`. Returns false after `quit`.
    pub fn handle(&mut self, line: &str, err: &mut impl Write) -> bool {
        let result = match uci::parse(line, MAX_HASH_MIB) {
            Ok(Command::Uci) => {
                let name = format!("chess-attacks search example ({} lookups)", S::NAME);
                let identity =
                    Identity { name: &name, default_hash_mib: DEFAULT_HASH_MIB, max_hash_mib: MAX_HASH_MIB };
                self.say(identity);
                Ok(())
            }
            // Answered at once, searching or not, as UCI asks; when idle, the table is allocated first, so
            // that the first search does not spend its time on it (GUIs send isready before playing).
            Ok(Command::IsReady) => {
                let prepared = if self.worker.is_some() { Ok(()) } else { self.engine().map(|_| ()) };
                self.say("readyok");
                prepared
            }
            Ok(Command::NewGame) => self.engine().map(|engine| engine.new_game()),
            Ok(Command::Position(game)) => {
                self.game = game;
                Ok(())
            }
            Ok(Command::Go(go)) => self.go(go),
            Ok(Command::Stop) => {
                self.finish_search(true);
                Ok(())
            }
            Ok(Command::SetHash(mib)) => self.set_hash(mib),
            Ok(Command::Quit) => {
                self.finish_search(true);
                return false;
            }
            Ok(Command::Nothing) => Ok(()),
            Err(error) => Err(error.to_string()),
        };
        if let Err(message) = result {
            let _ = writeln!(err, "error: {message}");
            let _ = err.flush();
        }
        true
    }

    /// Waits for the search under way, if any, to end by itself and print its `bestmove`. A `go infinite`
    /// search ends only with `stop`.
    pub fn wait(&mut self) {
        self.finish_search(false);
    }

    fn say(&self, line: impl Display) {
        say(&self.out, line);
    }

    /// Ends the search under way, telling it to stop first if `stop`, and takes the engine back.
    fn finish_search(&mut self, stop: bool) {
        if let Some(worker) = self.worker.take() {
            if stop {
                worker.stop.store(true, Ordering::Relaxed);
            }
            // A search thread that panicked lost the engine; the next search starts a fresh one.
            self.engine = worker.thread.join().ok();
        }
    }

    /// The engine, once no search holds it (a search under way is stopped first), its table allocated.
    fn engine(&mut self) -> Result<&mut HeapEngine, String> {
        self.finish_search(true);
        match &mut self.engine {
            Some(engine) => Ok(engine),
            empty => Ok(empty.insert(heap_engine(self.hash_mib)?)),
        }
    }

    /// `setoption name Hash value <mib>`: a new table (emptied), or why not; the old one is kept then.
    fn set_hash(&mut self, mib: usize) -> Result<(), String> {
        self.finish_search(true);
        let entries = table(mib).map_err(|error| format!("setoption: {error}; the table is unchanged"))?;
        match &mut self.engine {
            Some(engine) => *engine.table_mut() = entries,
            // No engine yet: its first table is this one, not the default size first.
            empty => *empty = Some(Box::new(Engine::new(entries))),
        }
        self.hash_mib = mib;
        Ok(())
    }

    /// `go …`: starts a search on its own thread, which prints `info` lines and the `bestmove`.
    fn go(&mut self, go: uci::Go) -> Result<(), String> {
        let start = Instant::now();
        let white = self.game.position().side_to_move() == Color::White;
        let limits = go.limits(white);
        // A new `go` replaces a search under way (a GUI waits for `bestmove` first, but need not).
        self.engine()?;
        let Some(mut engine) = self.engine.take() else { return Err("go: no engine".to_string()) };
        let stop = Arc::new(AtomicBool::new(false));
        let (game, out, flag) = (self.game.clone(), self.out.clone(), stop.clone());
        let thread = thread::Builder::new()
            .name("search".into())
            // Deep lines recurse up to MAX_PLY frames, each with its move list.
            .stack_size(64 << 20)
            .spawn(move || {
                let mut clock = Clock { start, stop: &flag };
                let outcome = engine.think::<S>(&game, &limits, &mut clock, |report| say(&out, Info(report)));
                if go.infinite {
                    // UCI: after `go infinite` the answer waits for `stop`, even when the search is over.
                    while !flag.load(Ordering::Relaxed) {
                        thread::sleep(Duration::from_millis(1));
                    }
                }
                say(&out, BestMove(outcome.best));
                engine
            })
            .map_err(|error| format!("go: cannot start the search thread: {error}"))?;
        self.worker = Some(Worker { stop, thread });
        Ok(())
    }
}

/// Reads UCI commands from `input` until `quit` or the end of the input, answering on standard output;
/// messages about bad input go to standard error.
pub fn uci_loop<S: Sliders + 'static>(mut input: impl BufRead) {
    let mut uci = Uci::<S>::new(Arc::new(Mutex::new(std::io::stdout())));
    let mut err = std::io::stderr();
    let mut line = Vec::new();
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) => break,
            // Bytes, not `lines()`: a line that is not UTF-8 is reported as a bad command, not the end.
            Ok(_) => {
                if !uci.handle(&String::from_utf8_lossy(&line), &mut err) {
                    return;
                }
            }
            Err(error) => {
                let _ = writeln!(err, "error: reading standard input: {error}");
                break;
            }
        }
    }
    // The GUI has gone: stop any search.
    uci.handle("quit", &mut err);
}

/// Which slider lookups the command line asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lookups {
    /// The crate root's, `chess_attacks::Root`.
    Root,
    /// `chess_attacks::magic::Magic`, when the build has them.
    Magic,
}

/// What the command line asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Speak UCI on standard input and output.
    Uci(Lookups),
    /// Search the bench positions to `depth` and print the nodes and the speed.
    Bench {
        /// Plies per position.
        depth: u32,
        /// On which lookups.
        lookups: Lookups,
    },
}

impl Mode {
    /// The lookups either mode runs on.
    pub fn lookups(self) -> Lookups {
        match self {
            Mode::Uci(lookups) | Mode::Bench { lookups, .. } => lookups,
        }
    }
}

/// The message for `--magic` in a build without `chess_attacks::magic`.
pub const MAGIC_NOT_BUILT: &str = "--magic needs chess_attacks::magic, which this build leaves out: build \
    with --features magic (cargo run --release --example search --features magic -- bench --magic)";

/// The mode `args` ask for, or why they are wrong; `magic_built` says whether the program can run on
/// `chess_attacks::magic`.
///
/// ```
/// use chess_attacks_engine::desktop::{Lookups, Mode, parse_args};
///
/// let args = |words: &[&str]| words.iter().map(|word| word.to_string()).collect::<Vec<_>>();
/// assert_eq!(parse_args(&args(&["bench", "6"]), false), Ok(Mode::Bench { depth: 6, lookups: Lookups::Root }));
/// assert!(parse_args(&args(&["--magic"]), false).is_err());
/// ```
pub fn parse_args(args: &[String], magic_built: bool) -> Result<Mode, String> {
    let mut lookups = Lookups::Root;
    let mut words = Vec::new();
    for arg in args {
        if arg == "--magic" {
            if !magic_built {
                return Err(MAGIC_NOT_BUILT.to_string());
            }
            lookups = Lookups::Magic;
        } else {
            words.push(arg.as_str());
        }
    }
    match words.as_slice() {
        [] => Ok(Mode::Uci(lookups)),
        ["bench"] => Ok(Mode::Bench { depth: BENCH_DEPTH, lookups }),
        ["bench", depth] => {
            let depth =
                depth.parse::<u32>().ok().filter(|depth| (1..=MAX_DEPTH).contains(depth)).ok_or_else(
                    || format!("bench depth \"{depth}\" is not a whole number from 1 to {MAX_DEPTH}"),
                )?;
            Ok(Mode::Bench { depth, lookups })
        }
        _ => Err(format!("unexpected arguments \"{}\"", words.join(" "))),
    }
}

/// Runs `mode` on the lookups `S`: the UCI loop on standard input, or the bench on standard output.
pub fn run<S: Sliders + 'static>(mode: Mode) -> Result<(), String> {
    match mode {
        Mode::Uci(_) => {
            uci_loop::<S>(std::io::stdin().lock());
            Ok(())
        }
        Mode::Bench { depth, .. } => bench::<S>(depth, &mut std::io::stdout().lock()),
    }
}

/// Searches every bench position to `depth` on the lookups `S` and prints each one's nodes, then the totals.
/// The time is the searches' alone: emptying the table between positions is not counted.
///
/// ```
/// use chess_attacks_engine::desktop::bench;
/// use chess_attacks_movegen::Root;
///
/// let mut output = Vec::new();
/// bench::<Root>(1, &mut output)?;
/// let output = String::from_utf8(output).unwrap();
/// assert!(output.starts_with("bench: 13 positions, depth 1, 32 MiB table, crate root lookups\n"));
/// # Ok::<(), String>(())
/// ```
pub fn bench<S: Sliders>(depth: u32, out: &mut impl Write) -> Result<(), String> {
    let write_error = |error: std::io::Error| format!("writing the bench output: {error}");
    let positions = BENCH_FENS.len();
    writeln!(
        out,
        "bench: {positions} positions, depth {depth}, {DEFAULT_HASH_MIB} MiB table, {} lookups",
        S::NAME
    )
    .map_err(write_error)?;
    // Allocated here, so that the first position's time does not include it.
    let mut engine = heap_engine(DEFAULT_HASH_MIB)?;
    let (mut nodes, mut time) = (0, Duration::ZERO);
    for (number, fen) in BENCH_FENS.iter().enumerate() {
        let started = Instant::now();
        let outcome = bench_position::<S, _>(&mut engine, fen, depth)
            .map_err(|error| format!("bench FEN \"{fen}\": {error}"))?;
        time += started.elapsed();
        nodes += outcome.nodes;
        let best = outcome.best.map_or("0000".to_string(), |best| best.to_string());
        let score = UciScore(outcome.score).to_string();
        writeln!(
            out,
            "{:>2}/{positions} {:>11} nodes  bestmove {best:<5}  score {score:<9}  {fen}",
            number + 1,
            outcome.nodes
        )
        .map_err(write_error)?;
    }
    let seconds = time.as_secs_f64();
    writeln!(out, "\nTime: {:.0} ms", seconds * 1e3).map_err(write_error)?;
    writeln!(out, "Nodes searched: {nodes}").map_err(write_error)?;
    writeln!(out, "Nodes/second: {:.0}", nodes as f64 / seconds.max(1e-9)).map_err(write_error)?;
    Ok(())
}
