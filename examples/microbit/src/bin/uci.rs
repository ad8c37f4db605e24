//! A chess computer on a BBC micro:bit: the workspace's engine core (crates/engine) speaking UCI over the
//! board's serial port (the USB serial of its interface chip, 115200 baud), in the nRF51822's 16 KiB of RAM.
//!
//! ```text
//! cargo run --release --bin uci    # in examples/microbit: QEMU's micro:bit, the serial port on stdin/stdout
//! ```
//!
//! The UCI session is the engine crate's (`chess_attacks_engine::session`): this program hands it the
//! serial port, TIMER0 as its clock and the table's memory. What lives where: the engine (transposition
//! table, history, the search's per-ply arrays and move stack) and the session (the game and the input
//! line) are one static; the search's frames are on the stack, which is painted at start, and `quit`
//! reports the deepest it has reached (`info string peak stack …`) before it ends QEMU through
//! semihosting. On a real board without a debugger, `quit` stops the board until reset.
//!
//! Bad input never stops it: the session answers a malformed command, an over-long line, an illegal move, a
//! bad FEN or bytes that are not ASCII text with an `info string` saying what was wrong, and changes nothing.
#![no_std]
#![no_main]

use core::cell::RefCell;
use core::fmt::{Display, Write as _};
use core::time::Duration;

use chess_attacks_engine::session::{Host, Input, NoMemory, Read, Session};
use chess_attacks_engine::uci::Identity;
use chess_attacks_engine::{Entry, SMALL_TABLE_ENTRIES, SmallEngine, ToHistory, small_engine};
use chess_attacks_microbit::stack;
use chess_attacks_movegen::Root;
use cortex_m::interrupt::Mutex;
use cortex_m_rt::entry;
use cortex_m_semihosting::debug::{self, EXIT_FAILURE, EXIT_SUCCESS};
use embedded_io::{Read as _, ReadReady as _};
use microbit::hal::uart::{Baudrate, Parity};
use microbit::hal::{Timer, Uart};
use microbit::pac::{TIMER0, UART0};

// The engine's sizes (`SmallEngine`) are what 16 KiB hold together with the session and a stack as deep as
// its plies (a few hundred bytes a ply on a Cortex-M0); examples/microbit/measure/README.md has the map.

/// What the firmware keeps between commands: the engine (its table, its history and the search's arrays)
/// and the session (the game, the input line), in a static rather than in a frame built through the stack.
struct State {
    engine: SmallEngine,
    session: Option<Session>,
}

/// The one [`State`]. The mutex, over a critical section, is what lets safe code borrow a static mutably;
/// the firmware takes it once, in `main`, with interrupts off (it uses none).
static STATE: Mutex<RefCell<State>> =
    Mutex::new(RefCell::new(State { engine: small_engine(), session: None }));

/// The Hash option's range as `uci` states it, in MiB: the one size there is, rounded up.
const MAX_HASH_MIB: usize = 1;

#[entry]
fn main() -> ! {
    let Some(board) = microbit::Board::take() else { fail() };
    let mut serial = Uart::new(board.UART0, board.uart.into(), Parity::EXCLUDED, Baudrate::BAUD115200);
    // QEMU's UART drops the byte nrf51-hal writes to TXD before it enables the UART, so the "ready to
    // send" event it waits for before the first byte never comes; a real board raises it. Raising it once
    // here makes the first write proceed on both. The HAL offers no way to do it, hence the PAC.
    // SAFETY: a write to an event register of the UART the HAL owns; nothing else touches the UART here.
    unsafe { (*UART0::ptr()).events_txdrdy.write(|w| w.bits(1)) };
    // TIMER0 free-running at 1 MHz: the session's clock, its 32 bits extended as they wrap (every 71 minutes).
    let mut timer = Timer::periodic(board.TIMER0);
    timer.start(u32::MAX);

    let painted = stack::paint();
    let mut host = Board { serial: &mut serial, timer, last: 0, wraps: 0 };
    cortex_m::interrupt::free(|cs| {
        if let Ok(mut state) = STATE.borrow(cs).try_borrow_mut() {
            let State { engine, session } = &mut *state;
            started(session).run(engine, &mut host);
        }
    });
    let peak = stack::peak(painted);
    host.say(&format_args!(
        "info string peak stack {peak} bytes of {} KiB RAM; in a static: engine {} (table {}, history {}), session {}",
        stack::RAM_BYTES / 1024,
        size_of::<SmallEngine>(),
        size_of::<[Entry; SMALL_TABLE_ENTRIES]>(),
        size_of::<ToHistory>(),
        size_of::<Option<Session>>(),
    ));
    debug::exit(EXIT_SUCCESS);
    #[allow(clippy::empty_loop)] // QEMU has exited; on a board without a debugger, stop here.
    loop {}
}

/// The session in `slot`, started there the first time. Called, not inlined: the new session is built on
/// the stack before it moves into the static, and that room in `main`'s frame would lie under every search.
#[inline(never)]
fn started(slot: &mut Option<Session>) -> &mut Session {
    slot.get_or_insert_with(Session::new)
}

/// The board as the session's host: the serial port, and TIMER0 as the clock.
struct Board<'a> {
    serial: &'a mut Uart<UART0>,
    timer: Timer<TIMER0, microbit::hal::timer::Periodic>,
    /// The timer's last reading and how often it has wrapped since start.
    last: u32,
    wraps: u64,
}

impl Host for Board<'_> {
    type Table = [Entry; SMALL_TABLE_ENTRIES];
    type Lookups = Root;

    fn identity(&self) -> Identity<'static> {
        Identity {
            name: "chess-attacks on a micro:bit",
            default_hash_mib: MAX_HASH_MIB,
            max_hash_mib: MAX_HASH_MIB,
        }
    }

    fn read(&mut self, mode: Read) -> Input {
        loop {
            if self.serial.read_ready().unwrap_or(false) {
                let mut byte = [0];
                if self.serial.read(&mut byte).ok() == Some(1) {
                    return Input::Byte(byte[0]);
                }
            }
            if mode == Read::Poll {
                return Input::Empty;
            }
        }
    }

    fn say(&mut self, line: &dyn Display) {
        // A port that cannot be written to has no one to tell.
        let _ = writeln!(self.serial, "{line}");
    }

    fn refuse(&mut self, message: &dyn Display) {
        let _ = writeln!(self.serial, "info string {message}");
    }

    fn now(&mut self) -> Duration {
        let reading = self.timer.read();
        self.wraps += u64::from(reading < self.last);
        self.last = reading;
        Duration::from_micros(self.wraps << 32 | u64::from(reading))
    }

    /// The table is the one size its 16 KiB allow, which is all the identity offers.
    fn set_hash(&mut self, _: &mut Self::Table, _: usize) -> Result<(), NoMemory> {
        self.say(&format_args!(
            "info string Hash: the micro:bit's table is {} bytes ({SMALL_TABLE_ENTRIES} entries), the most its \
             16 KiB of RAM hold beside the search",
            size_of::<[Entry; SMALL_TABLE_ENTRIES]>()
        ));
        Ok(())
    }
}

/// Stops with failure: the board's peripherals were already taken, which cannot happen at reset.
fn fail() -> ! {
    debug::exit(EXIT_FAILURE);
    #[allow(clippy::empty_loop)]
    loop {}
}

/// Nothing in this program panics; were something to, the firmware would report failure rather than hang.
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    fail()
}
