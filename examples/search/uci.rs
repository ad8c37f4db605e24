//! The search example's UCI front end: reads one command at a time ([`Uci::handle`]) and answers on a shared
//! output, while searches run on a thread of their own so that `stop`, `isready` and `quit` are answered
//! during a search. Bad input gets a message on the error stream naming it, and changes nothing: a bad
//! `position` keeps the previous position, a bad `go` starts no search. What needs the engine while it
//! searches (`ucinewgame`, `setoption`, another `go`) stops that search first; GUIs wait for `bestmove`.
//!
//! Part of `examples/search.rs`: `cargo run --release --example search` speaks UCI on stdin and stdout.

use std::fmt;
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use chess_attacks::Color;

use super::engine::{
    DEFAULT_HASH_MIB, Engine, Game, Limits, Lookups, MAX_DEPTH, MAX_HASH_MIB, Report, UciScore,
};

/// The standard starting position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Where the answers go: shared by the command loop and the search thread, each line written whole.
pub type Output = Arc<Mutex<dyn Write + Send>>;

/// Writes one line to `out` and flushes it, so a GUI reading a pipe sees it at once.
fn say(out: &Output, line: fmt::Arguments) {
    let mut out = out.lock().unwrap_or_else(PoisonError::into_inner);
    // A closed output ends the conversation anyway: there is no one left to tell.
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// Time kept back from every move for the GUI's and the pipe's delays.
const OVERHEAD: Duration = Duration::from_millis(20);

/// A search under way: its stop flag, and the thread, which hands the engine back when it ends.
struct Worker {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<Engine>,
}

/// A UCI engine: the game being played, the engine (its table and history) and the search under way.
pub struct Uci {
    out: Output,
    lookups: Lookups,
    game: Game,
    hash_mib: usize,
    /// `None` while a search thread holds it, or when a search thread could not give it back.
    engine: Option<Engine>,
    worker: Option<Worker>,
}

impl Uci {
    /// An engine at the starting position, answering on `out` and searching on `lookups`.
    pub fn new(out: Output, lookups: Lookups) -> Uci {
        let game = Game::from_fen(START_FEN).unwrap_or_else(|_| unreachable!("the start position parses"));
        Uci { out, lookups, game, hash_mib: DEFAULT_HASH_MIB, engine: None, worker: None }
    }

    /// Handles one line of input; messages about bad input go to `err`. Returns false after `quit`.
    pub fn handle(&mut self, line: &str, err: &mut impl Write) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = words.split_first() else { return true };
        let result = match command {
            "uci" => {
                self.say(format_args!(
                    "id name chess-attacks search example ({} lookups)",
                    self.lookups.name()
                ));
                self.say(format_args!("id author the chess-attacks authors"));
                self.say(format_args!(
                    "option name Hash type spin default {DEFAULT_HASH_MIB} min 1 max {MAX_HASH_MIB}"
                ));
                self.say(format_args!("uciok"));
                Ok(())
            }
            // Answered at once, searching or not, as UCI asks; when idle, the table is allocated first, so
            // that the first search does not spend its time on it (GUIs send isready before playing).
            "isready" => {
                let prepared = if self.worker.is_some() { Ok(()) } else { self.engine().prepare() };
                self.say(format_args!("readyok"));
                prepared
            }
            "ucinewgame" => {
                self.engine().new_game();
                Ok(())
            }
            "position" => self.position(args),
            "go" => self.go(args),
            "stop" => {
                self.finish_search(true);
                Ok(())
            }
            "setoption" => self.set_option(args),
            "quit" => {
                self.finish_search(true);
                return false;
            }
            // Known commands with nothing to do: no debug output, no registration, no pondering.
            "debug" | "register" | "ponderhit" => Ok(()),
            _ => Err(format!("unknown command \"{}\"", line.trim())),
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

    fn say(&self, line: fmt::Arguments) {
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

    /// The engine, once no search holds it: a search under way is stopped first.
    fn engine(&mut self) -> &mut Engine {
        self.finish_search(true);
        let hash_mib = self.hash_mib;
        self.engine.get_or_insert_with(|| Engine::new(hash_mib))
    }

    /// `position startpos|fen <FEN> [moves <move>…]`.
    fn position(&mut self, args: &[&str]) -> Result<(), String> {
        let (setup, moves) = match args.iter().position(|&word| word == "moves") {
            Some(at) => (&args[..at], &args[at + 1..]),
            None => (args, &[][..]),
        };
        let mut game = match setup {
            ["startpos"] => Game::from_fen(START_FEN).map_err(|error| error.to_string())?,
            ["fen", fen @ ..] => {
                let fen = fen.join(" ");
                Game::from_fen(&fen).map_err(|error| format!("position: invalid FEN \"{fen}\": {error}"))?
            }
            _ => {
                let found = setup.join(" ");
                return Err(format!("position: expected \"startpos\" or \"fen <FEN>\", found \"{found}\""));
            }
        };
        for (number, text) in moves.iter().enumerate() {
            if game.play(text).is_none() {
                return Err(format!(
                    "position: move {} \"{text}\" is not a legal move in UCI notation (like e2e4 or e7e8q) \
                     there; the position is unchanged",
                    number + 1
                ));
            }
        }
        self.game = game;
        Ok(())
    }

    /// `setoption name Hash value <MiB>`: the only option.
    fn set_option(&mut self, args: &[&str]) -> Result<(), String> {
        let Some(("name", rest)) = args.split_first().map(|(&first, rest)| (first, rest)) else {
            return Err(format!(
                "setoption: expected \"name <option> value <value>\", found \"{}\"",
                args.join(" ")
            ));
        };
        let (name, value) = match rest.iter().position(|&word| word == "value") {
            Some(at) => (rest[..at].join(" "), rest[at + 1..].join(" ")),
            None => (rest.join(" "), String::new()),
        };
        if !name.eq_ignore_ascii_case("hash") {
            return Err(format!("setoption: unknown option \"{name}\" (the only option is Hash)"));
        }
        let mib =
            value.parse::<usize>().ok().filter(|mib| (1..=MAX_HASH_MIB).contains(mib)).ok_or_else(|| {
                format!(
                    "setoption: Hash value \"{value}\" is not a whole number of MiB from 1 to {MAX_HASH_MIB}"
                )
            })?;
        self.engine().set_hash(mib).map_err(|error| format!("setoption: {error}; the table is unchanged"))?;
        self.hash_mib = mib;
        Ok(())
    }

    /// `go depth|nodes|movetime|wtime|btime|winc|binc|movestogo|infinite …`: starts a search on its own
    /// thread, which prints `info` lines and the `bestmove`.
    fn go(&mut self, args: &[&str]) -> Result<(), String> {
        let start = Instant::now();
        let go = Go::parse(args)?;
        let white = self.game.position().side_to_move() == Color::White;
        let limits = go.limits(white, start);
        // A new `go` replaces a search under way (a GUI waits for `bestmove` first, but need not).
        self.finish_search(true);
        let hash_mib = self.hash_mib;
        let mut engine = self.engine.take().unwrap_or_else(|| Engine::new(hash_mib));
        let stop = Arc::new(AtomicBool::new(false));
        let (game, out, lookups, flag) = (self.game.clone(), self.out.clone(), self.lookups, stop.clone());
        let thread = thread::Builder::new()
            .name("search".into())
            // Deep lines recurse up to MAX_PLY frames, each with its move list.
            .stack_size(64 << 20)
            .spawn(move || {
                let outcome = engine.think_on(lookups, &game, &limits, &flag, |report| info(&out, report));
                if go.infinite {
                    // UCI: after `go infinite` the answer waits for `stop`, even when the search is over.
                    while !flag.load(Ordering::Relaxed) {
                        thread::sleep(Duration::from_millis(1));
                    }
                }
                match outcome {
                    Ok(outcome) => match outcome.best {
                        Some(best) => say(&out, format_args!("bestmove {best}")),
                        // No legal move: UCI's null move.
                        None => say(&out, format_args!("bestmove 0000")),
                    },
                    Err(error) => {
                        say(&out, format_args!("info string {error}"));
                        say(&out, format_args!("bestmove 0000"));
                    }
                }
                engine
            })
            .map_err(|error| format!("go: cannot start the search thread: {error}"))?;
        self.worker = Some(Worker { stop, thread });
        Ok(())
    }
}

/// An `info` line for a finished iteration.
fn info(out: &Output, report: &Report) {
    let micros = report.elapsed.as_micros().max(1);
    let nps = u128::from(report.nodes) * 1_000_000 / micros;
    let pv: Vec<String> = report.pv.iter().map(ToString::to_string).collect();
    say(
        out,
        format_args!(
            "info depth {} seldepth {} score {} nodes {} nps {nps} hashfull {} time {} pv {}",
            report.depth,
            report.seldepth,
            UciScore(report.score),
            report.nodes,
            report.hashfull,
            report.elapsed.as_millis(),
            pv.join(" ")
        ),
    );
}

/// A `go` command's parameters.
#[derive(Clone, Copy, Debug, Default)]
struct Go {
    depth: Option<u32>,
    nodes: Option<u64>,
    movetime: Option<u64>,
    /// White's and black's clocks and increments, in milliseconds (a GUI may send a negative clock).
    time: [Option<i64>; 2],
    increment: [Option<i64>; 2],
    movestogo: Option<u64>,
    infinite: bool,
}

impl Go {
    fn parse(args: &[&str]) -> Result<Go, String> {
        let mut go = Go::default();
        let mut words = args.iter();
        while let Some(&word) = words.next() {
            if word == "infinite" {
                go.infinite = true;
                continue;
            }
            let mut value = |range: (i64, i64)| -> Result<i64, String> {
                let text = words.next().ok_or_else(|| format!("go: {word} needs a value"))?;
                text.parse::<i64>().ok().filter(|value| (range.0..=range.1).contains(value)).ok_or_else(
                    || format!("go: {word} \"{text}\" is not a whole number from {} to {}", range.0, range.1),
                )
            };
            // Values are in range, so the conversions below are exact.
            let any = (i64::MIN / 2, i64::MAX / 2);
            let positive = (1, i64::MAX / 2);
            match word {
                "depth" => go.depth = Some(value((1, i64::from(MAX_DEPTH)))? as u32),
                "nodes" => go.nodes = Some(value(positive)? as u64),
                "movetime" => go.movetime = Some(value(positive)? as u64),
                "wtime" => go.time[0] = Some(value(any)?),
                "btime" => go.time[1] = Some(value(any)?),
                "winc" => go.increment[0] = Some(value((0, any.1))?),
                "binc" => go.increment[1] = Some(value((0, any.1))?),
                "movestogo" => go.movestogo = Some(value(positive)? as u64),
                _ => return Err(format!("go: unknown parameter \"{word}\"")),
            }
        }
        Ok(go)
    }

    /// The search's limits: the time for this move is the clock over the moves to go (30 unless told), plus
    /// most of the increment, kept within the clock. No new iteration starts after half of it, as the next
    /// one would rarely finish.
    fn limits(&self, white: bool, start: Instant) -> Limits {
        let side = usize::from(!white);
        let mut limits = Limits {
            depth: self.depth.unwrap_or(MAX_DEPTH),
            nodes: self.nodes,
            soft: None,
            hard: None,
            start,
        };
        if self.infinite {
            return limits;
        }
        let millis = |millis: u64| Duration::from_millis(millis);
        if let Some(movetime) = self.movetime {
            let hard = millis(movetime).saturating_sub(OVERHEAD).max(millis(1));
            (limits.soft, limits.hard) = (Some(hard), Some(hard));
        } else if let Some(time) = self.time[side] {
            let time = millis(time.max(0) as u64);
            let increment = millis(self.increment[side].unwrap_or(0).max(0) as u64);
            let moves = u32::try_from(self.movestogo.unwrap_or(30)).unwrap_or(u32::MAX);
            let budget =
                (time / moves + increment * 3 / 4).min(time.saturating_sub(OVERHEAD) / 2).max(millis(1));
            (limits.soft, limits.hard) = (Some(budget / 2), Some(budget));
        }
        limits
    }
}
