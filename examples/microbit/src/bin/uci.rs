//! A chess computer on a BBC micro:bit: the workspace's engine core (crates/engine) speaking UCI over the
//! board's serial port (the USB serial of its interface chip, 115200 baud), in the nRF51822's 16 KiB of RAM.
//!
//! ```text
//! cargo run --release --bin uci    # in examples/microbit: QEMU's micro:bit, the serial port on stdin/stdout
//! ```
//!
//! What lives where: the engine (transposition table, history, the search's per-ply arrays and move stack)
//! and the input line are one static, in `.data`; the game and the search's frames are on the stack, which
//! is painted at start, and `quit` reports the deepest it has reached (`info string peak stack …`) before it
//! ends QEMU through semihosting. On a real board without a debugger, `quit` stops the board until reset.
//!
//! Bad input never stops it: a malformed command, an over-long line, an illegal move, a bad FEN or bytes
//! that are not ASCII text get an `info string` saying what was wrong, and change nothing.
#![no_std]
#![no_main]

use core::cell::RefCell;
use core::fmt::Write as _;
use core::time::Duration;

use chess_attacks_engine::uci::{self, BestMove, Command, Identity, Info};
use chess_attacks_engine::{Control, Entry, Game, SMALL_TABLE_ENTRIES, SmallEngine, ToHistory, small_engine};
use chess_attacks_microbit::stack;
use chess_attacks_movegen::Root;
use cortex_m::interrupt::Mutex;
use cortex_m_rt::entry;
use cortex_m_semihosting::debug::{self, EXIT_FAILURE, EXIT_SUCCESS};
use embedded_io::{Read as _, ReadReady as _};
use microbit::hal::uart::{Baudrate, Parity};
use microbit::hal::{Timer, Uart};
use microbit::pac::{TIMER0, UART0};

// The engine's sizes (`SmallEngine`) are what 16 KiB hold together with the statics below and a stack as deep
// as its plies (a few hundred bytes a ply on a Cortex-M0) above the loop's; tests/embedded/README.md has the map.
/// The longest command line kept whole: a `position fen …` with its FEN; the moves after `moves` are played
/// one at a time as they arrive, so a game of any length fits.
const LINE_BYTES: usize = 128;

type Serial = Uart<UART0>;

/// What the firmware keeps between commands besides the game: the engine (its table, its history and the
/// search's arrays) and the input line, in a static (`.data`: its start is not all zero bytes), rather than in a frame built
/// through the stack.
struct State {
    engine: SmallEngine,
    input: Input,
}

/// The one [`State`]. The mutex, over a critical section, is what lets safe code borrow a static mutably;
/// the firmware takes it once, in `main`, with interrupts off (it uses none).
static STATE: Mutex<RefCell<State>> =
    Mutex::new(RefCell::new(State { engine: small_engine(), input: Input::new() }));

#[entry]
fn main() -> ! {
    let Some(board) = microbit::Board::take() else { fail() };
    let serial = Uart::new(board.UART0, board.uart.into(), Parity::EXCLUDED, Baudrate::BAUD115200);
    // QEMU's UART drops the byte nrf51-hal writes to TXD before it enables the UART, so the "ready to
    // send" event it waits for before the first byte never comes; a real board raises it. Raising it once
    // here makes the first write proceed on both. The HAL offers no way to do it, hence the PAC.
    // SAFETY: a write to an event register of the UART the HAL owns; nothing else touches the UART here.
    unsafe { (*UART0::ptr()).events_txdrdy.write(|w| w.bits(1)) };
    // TIMER0 free-running at 1 MHz: the search's clock, wrapping after 71 minutes.
    let mut timer = Timer::periodic(board.TIMER0);
    timer.start(u32::MAX);

    let serial = RefCell::new(serial);
    let painted = stack::paint();
    cortex_m::interrupt::free(|cs| {
        if let Ok(mut state) = STATE.borrow(cs).try_borrow_mut() {
            run(&mut state, &serial, &timer);
        }
    });
    let peak = stack::peak(painted);
    say(
        &serial,
        format_args!(
            "info string peak stack {peak} bytes of {} KiB RAM; in .data: engine {} (table {}, history {}), input {}",
            stack::RAM_BYTES / 1024,
            size_of::<SmallEngine>(),
            size_of::<[Entry; SMALL_TABLE_ENTRIES]>(),
            size_of::<ToHistory>(),
            size_of::<Input>(),
        ),
    );
    debug::exit(EXIT_SUCCESS);
    #[allow(clippy::empty_loop)] // QEMU has exited; on a board without a debugger, stop here.
    loop {}
}

type Clock0 = Timer<TIMER0, microbit::hal::timer::Periodic>;

/// Reads commands and answers them until `quit`.
fn run(state: &mut State, serial: &RefCell<Serial>, timer: &Clock0) {
    let State { engine, input } = state;
    let mut game = Game::start();
    loop {
        let Some(byte) = read_byte(serial) else { continue };
        let go = match input.feed(byte, false) {
            None => continue,
            Some(Event::Bad(message)) => {
                say(serial, format_args!("info string {message}"));
                continue;
            }
            Some(Event::Position) => {
                input.take_position(&mut game);
                continue;
            }
            Some(Event::IllegalMove(number)) => {
                say(serial, IllegalMove(number, input.line()));
                continue;
            }
            Some(Event::Line) => match command(input.line(), engine, &mut game, serial) {
                Some(Reply::Go(go)) => go,
                Some(Reply::Quit) => return,
                None => continue,
            },
        };
        if search(engine, &game, &go, timer, serial, input) {
            return;
        }
    }
}

/// What a command leaves to the loop.
enum Reply {
    Go(uci::Go),
    Quit,
}

/// Carries out a command line other than `go` and `quit`, which it hands back. Apart from the search, so
/// that the parser's frame (a `position` carries a game) is not on the stack while it runs.
#[inline(never)]
fn command(line: &str, engine: &mut SmallEngine, game: &mut Game, serial: &RefCell<Serial>) -> Option<Reply> {
    match uci::parse(line, MAX_HASH_MIB) {
        Ok(Command::Uci) => say(
            serial,
            Identity {
                name: "chess-attacks on a micro:bit",
                default_hash_mib: MAX_HASH_MIB,
                max_hash_mib: MAX_HASH_MIB,
            },
        ),
        Ok(Command::IsReady) => say(serial, "readyok"),
        Ok(Command::NewGame) => engine.new_game(),
        Ok(Command::Position(new)) => *game = new,
        Ok(Command::SetHash(_)) => say(
            serial,
            format_args!(
                "info string Hash: the micro:bit's table is fixed at {} bytes ({SMALL_TABLE_ENTRIES} entries) in \
                 its 16 KiB of RAM; the value is ignored",
                size_of::<[Entry; SMALL_TABLE_ENTRIES]>()
            ),
        ),
        Ok(Command::Quit) => return Some(Reply::Quit),
        Ok(Command::Stop | Command::Nothing) => {}
        Ok(Command::Go(go)) => return Some(Reply::Go(go)),
        Err(error) => say(serial, format_args!("info string {error}")),
    }
    None
}

/// Searches `game` as `go` asks, writing `info` lines and the `bestmove`; whether `quit` came meanwhile.
#[inline(never)]
fn search(
    engine: &mut SmallEngine,
    game: &Game,
    go: &uci::Go,
    timer: &Clock0,
    serial: &RefCell<Serial>,
    input: &mut Input,
) -> bool {
    let white = game.position().side_to_move() == chess_attacks::Color::White;
    let limits = go.limits(white);
    let mut clock = Clock { timer, start: timer.read(), serial, input, stop: false, quit: false };
    let outcome = engine.think::<Root>(game, &limits, &mut clock, |report| say(serial, Info(report)));
    // UCI: after `go infinite` the answer waits for `stop` (or `quit`), even when the search is over.
    while go.infinite && !clock.stop {
        clock.stop_requested();
    }
    say(serial, BestMove(outcome.best));
    clock.quit
}

/// The Hash option's range as `uci` states it, in MiB: the one size there is, rounded up.
const MAX_HASH_MIB: usize = 1;

/// The search's clock and stop signal: TIMER0, and the serial port read every 1024 nodes.
struct Clock<'a> {
    timer: &'a Clock0,
    start: u32,
    serial: &'a RefCell<Serial>,
    input: &'a mut Input,
    stop: bool,
    quit: bool,
}

impl Control for Clock<'_> {
    fn elapsed(&mut self) -> Duration {
        Duration::from_micros(u64::from(self.timer.read().wrapping_sub(self.start)))
    }

    /// Reads what has arrived: `stop` and `quit` end the search, `isready` is answered at once, anything
    /// else is refused until the search ends. It reads the words itself rather than through the parser,
    /// whose frame would sit on top of the deepest line's.
    fn stop_requested(&mut self) -> bool {
        while let Some(byte) = read_byte(self.serial) {
            match self.input.feed(byte, true) {
                None => {}
                Some(Event::Bad(message)) => say(self.serial, format_args!("info string {message}")),
                Some(Event::Position | Event::IllegalMove(_)) => {}
                Some(Event::Line) => match self.input.line().split_whitespace().next() {
                    Some("stop") => self.stop = true,
                    Some("quit") => (self.stop, self.quit) = (true, true),
                    Some("isready") => say(self.serial, "readyok"),
                    None => {}
                    Some(_) => say(self.serial, "info string ignored: a search is running (send stop first)"),
                },
            }
        }
        self.stop
    }
}

/// The answer to a `position` command's illegal move: its number from 1 and its text.
struct IllegalMove<'a>(usize, &'a str);

impl core::fmt::Display for IllegalMove<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let IllegalMove(number, text) = self;
        write!(
            f,
            "info string position: move {number} \"{text}\" is not a legal move in UCI notation (like e2e4 or \
             e7e8q) there; the position is unchanged"
        )
    }
}

/// A byte from the serial port, if one has arrived.
fn read_byte(serial: &RefCell<Serial>) -> Option<u8> {
    let mut serial = serial.try_borrow_mut().ok()?;
    if !serial.read_ready().ok()? {
        return None;
    }
    let mut byte = [0];
    (serial.read(&mut byte).ok()? == 1).then_some(byte[0])
}

/// Writes `line` and a newline. A port that cannot be written to has no one to tell.
fn say(serial: &RefCell<Serial>, line: impl core::fmt::Display) {
    if let Ok(mut serial) = serial.try_borrow_mut() {
        let _ = writeln!(serial, "{line}");
    }
}

/// Stops with failure: the board's peripherals were already taken, which cannot happen at reset.
fn fail() -> ! {
    debug::exit(EXIT_FAILURE);
    #[allow(clippy::empty_loop)]
    loop {}
}

/// What a byte of input completed.
enum Event {
    /// A command line, in [`Input::line`] until the next byte is fed.
    Line,
    /// A `position … moves …` command, its moves played as they arrived: [`Input::take_position`].
    Position,
    /// A `position` command's move that is not legal there, numbered from 1: its text is in
    /// [`Input::line`] until the next byte is fed. The rest of the line is skipped.
    IllegalMove(usize),
    /// A line that was refused, and why.
    Bad(&'static str),
}

/// The command line being read. A `position` command's moves are played as each arrives, so that only the
/// command's start (with its FEN) needs to fit in [`LINE_BYTES`]; any other line longer than that is
/// refused whole.
struct Input {
    bytes: [u8; LINE_BYTES],
    len: usize,
    /// `bytes` holds text an event handed out: the next byte starts afresh.
    handed_out: bool,
    state: Reading,
    /// The game a `position … moves` command is setting up.
    pending: Option<Game>,
}

enum Reading {
    /// A line's start, in `bytes`.
    Start,
    /// After `position … moves`, with this many moves played: the move being read is in `bytes`.
    Moves(usize),
    /// Skipping to the end of a refused line, with the reason if it is still to be given.
    Skip(Option<&'static str>),
}

impl Input {
    const fn new() -> Input {
        Input { bytes: [0; LINE_BYTES], len: 0, handed_out: false, state: Reading::Start, pending: None }
    }

    /// The text the last event handed out (ASCII, checked as it arrived).
    fn line(&self) -> &str {
        text(&self.bytes, self.len)
    }

    /// Swaps the game [`Event::Position`] completed into `game`.
    fn take_position(&mut self, game: &mut Game) {
        if let Some(pending) = &mut self.pending {
            core::mem::swap(pending, game);
        }
    }

    /// Takes one byte; what it completed, if anything. While `searching`, a `position … moves` line is not
    /// set up move by move: it is refused, as too long or when it ends, without using the stack that
    /// setting up a game takes.
    fn feed(&mut self, byte: u8, searching: bool) -> Option<Event> {
        if core::mem::take(&mut self.handed_out) {
            self.len = 0;
        }
        if byte == b'\n' || byte == b'\r' {
            let event = match self.state {
                Reading::Start if self.len == 0 => None,
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
            return self.skip("a line held bytes that are not ASCII text; it was ignored");
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
            Reading::Moves(_) => {
                self.push(byte, "position: a move longer than a line; the position is unchanged")
            }
            Reading::Start => {
                let event = self.push(byte, "a line longer than 128 bytes was ignored");
                if event.is_none() && byte.is_ascii_whitespace() && !searching {
                    return self.start_moves();
                }
                event
            }
        }
    }

    /// Appends `byte` to the line, or skips the rest of the line with `reason` when it is full.
    fn push(&mut self, byte: u8, reason: &'static str) -> Option<Event> {
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
    fn skip(&mut self, reason: &'static str) -> Option<Event> {
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
        match uci::parse(setup, MAX_HASH_MIB) {
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

/// Nothing in this program panics (tests/embedded/targets.sh checks that the ELF file links no panic
/// machinery); were something to, the firmware would report failure rather than hang.
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    fail()
}
