//! chess-attacks on a BBC micro:bit: counts perft (the leaf positions a few moves ahead) from the published
//! test positions with the workspace's move generator (crates/movegen), which asks chess-attacks for every attack, and
//! prints each count through semihosting. Exits with failure if any count differs from the published one,
//! so a lookup or table that goes wrong on a Cortex-M0 fails the build that runs it, or if the firmware's
//! own copy of aligned memory (src/copy.rs) copies wrong.
//!
//! ```text
//! cargo run --release    # in examples/microbit, with the thumbv6m-none-eabi target and QEMU installed
//! ```
//!
//! It also reports the peak stack depth of the perft run: the stack below `main` is painted with a pattern
//! before the run, and the lowest word no longer holding it afterwards is the high-water mark.
#![no_std]
#![no_main]

use chess_attacks_movegen::Position;
// The nRF51's interrupt vectors, from its peripheral crate: the package's board crates turn on
// cortex-m-rt's `device` feature for every program in it, and then each must link them.
use chess_attacks_microbit::{copy, stack};
use cortex_m_rt::entry;
use cortex_m_semihosting::debug::{self, EXIT_FAILURE, EXIT_SUCCESS};
use cortex_m_semihosting::hprintln;
use microbit as _;

/// The published perft positions that fit a Cortex-M0's time under QEMU: FEN, depth, leaf count.
const SUITE: [(&str, &str, u32, u64); 6] = [
    ("start position", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8_902),
    ("Kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2, 2_039),
    ("position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3, 2_812),
    ("position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 2, 264),
    ("position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 2, 1_486),
    ("position 6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 2, 2_079),
];

#[entry]
fn main() -> ! {
    let painted = stack::paint();
    let passed = run();
    let peak = stack::peak(painted);
    report_stack(peak);
    debug::exit(if passed { EXIT_SUCCESS } else { EXIT_FAILURE });
    #[allow(clippy::empty_loop)] // QEMU has exited; on a board without a debugger, stop here.
    loop {}
}

/// Counts the suite, printing each count; whether every count is the published one.
fn run() -> bool {
    let mut passed = true;
    for (name, fen, depth, expected) in SUITE {
        match Position::from_fen(fen) {
            Ok(position) => {
                let nodes = position.perft(depth);
                let verdict = if nodes == expected { "ok" } else { "WRONG" };
                hprintln!("{}: perft({}) = {}, published {}: {}", name, depth, nodes, expected, verdict);
                passed &= nodes == expected;
            }
            Err(error) => {
                hprintln!("{}: {}", name, error);
                passed = false;
            }
        }
    }
    // The firmware's own copy of aligned memory (src/copy.rs), which the search's positions go through.
    let copies = copy::copies_exactly();
    hprintln!("the aligned copy of 0 to 48 bytes: {}", if copies { "ok" } else { "WRONG" });
    passed &= copies;
    // Bad input is an error to report, never a panic: this FEN has a ninth square on its third rank.
    match Position::from_fen("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") {
        Err(error) => hprintln!("a bad FEN is refused: {}", error),
        Ok(_) => {
            hprintln!("a bad FEN was accepted");
            passed = false;
        }
    }
    passed
}

fn report_stack(peak: usize) {
    hprintln!("peak stack: {} bytes of {} KiB RAM", peak, stack::RAM_BYTES / 1024);
}

/// Nothing in this program panics; were something to, the firmware would report failure rather than hang.
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    debug::exit(EXIT_FAILURE);
    #[allow(clippy::empty_loop)]
    loop {}
}
