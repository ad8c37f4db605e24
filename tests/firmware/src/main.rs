//! Firmware stand-in: runs the C# engine's rook acceptance cases and the C engine's pawn examples through
//! chess-attacks' public API, then exits with 0 if all hold, or with the number of the first failing case.
//!
//! Every input goes through `black_box`, so the compiler cannot fold the lookups away: the tables are
//! linked and really read at run time.
#![no_std]
#![no_main]

#[cfg(feature = "call-magic")]
use chess_attacks::magic::rook_moves;
#[cfg(not(feature = "call-magic"))]
use chess_attacks::rook_moves;

use chess_attacks_test_support::cases;

/// The entry point the kernel jumps to. The stack is 16-byte aligned here, but a Rust function expects
/// the alignment a `call` leaves, so align it and call into Rust rather than being a Rust function itself.
#[unsafe(naked)]
#[unsafe(no_mangle)]
pub extern "C" fn _start() -> ! {
    core::arch::naked_asm!("xor ebp, ebp", "and rsp, -16", "call {main}", "ud2", main = sym main);
}

extern "C" fn main() -> ! {
    exit(cases::run(rook_moves))
}

/// Ends the process through the Linux `exit_group` system call.
fn exit(code: i32) -> ! {
    // SAFETY: exit_group takes one integer argument and does not return.
    unsafe { core::arch::asm!("syscall", in("rax") 231, in("rdi") code, options(noreturn, nostack)) }
}

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    exit(101)
}
