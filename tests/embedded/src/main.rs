//! The bare-metal program: a reset handler of its own (no runtime crate), [`chess_attacks_embedded::run`],
//! and the exit status reported to QEMU through semihosting. Cortex-M (thumbv6m, thumbv7m, thumbv7em),
//! RISC-V (riscv32imc) and AArch64 (aarch64-unknown-none); the memory layout of each QEMU machine is in
//! `link/`.
#![no_std]
#![no_main]

/// Semihosting's `SYS_EXIT_EXTENDED` with the reason `ADP_Stopped_ApplicationExit`: QEMU exits with `code`.
const SYS_EXIT_EXTENDED: usize = 0x20;
const APPLICATION_EXIT: usize = 0x2_0026;

#[cfg(target_arch = "arm")]
mod platform {
    // The vector table: the initial stack pointer, then the reset, NMI and hard-fault handlers.
    core::arch::global_asm!(
        ".section .vector_table, \"a\"",
        ".word _stack_top",
        ".word reset",
        ".word fault",
        ".word fault",
    );

    #[unsafe(no_mangle)]
    extern "C" fn reset() -> ! {
        super::exit(chess_attacks_embedded::run())
    }

    #[unsafe(no_mangle)]
    extern "C" fn fault() -> ! {
        super::exit(99)
    }

    /// One semihosting call: `bkpt 0xab` with the operation in r0 and its argument in r1.
    pub fn semihosting(operation: usize, argument: usize) {
        // SAFETY: the semihosting breakpoint reads r0 and r1 and, for an exit, does not return.
        unsafe {
            core::arch::asm!("bkpt #0xab", inout("r0") operation => _, in("r1") argument, options(nostack))
        }
    }
}

#[cfg(target_arch = "riscv32")]
mod platform {
    core::arch::global_asm!(
        ".section .text.start, \"ax\"",
        ".globl _start",
        "_start:",
        "la sp, _stack_top",
        "call {start}",
        start = sym start,
    );

    extern "C" fn start() -> ! {
        super::exit(chess_attacks_embedded::run())
    }

    /// One semihosting call: the `slli`/`ebreak`/`srai` sequence, uncompressed, with the operation in a0 and
    /// its argument in a1.
    pub fn semihosting(operation: usize, argument: usize) {
        // SAFETY: the semihosting sequence reads a0 and a1 and, for an exit, does not return.
        unsafe {
            core::arch::asm!(
                ".option push",
                ".option norvc",
                ".balign 16",
                "slli zero, zero, 0x1f",
                "ebreak",
                "srai zero, zero, 7",
                ".option pop",
                inout("a0") operation => _,
                in("a1") argument,
                options(nostack),
            )
        }
    }
}

#[cfg(target_arch = "aarch64")]
mod platform {
    core::arch::global_asm!(
        ".section .text.start, \"ax\"",
        ".globl _start",
        "_start:",
        // The core starts at EL1 with floating point and SIMD trapped; the compiler uses both.
        "mov x0, #(3 << 20)",
        "msr cpacr_el1, x0",
        "isb",
        "adrp x0, _stack_top",
        "add x0, x0, :lo12:_stack_top",
        "mov sp, x0",
        "bl {start}",
        start = sym start,
    );

    extern "C" fn start() -> ! {
        super::exit(chess_attacks_embedded::run())
    }

    /// One semihosting call: `hlt #0xf000` with the operation in x0 and its argument in x1.
    pub fn semihosting(operation: usize, argument: usize) {
        // SAFETY: the semihosting halt reads x0 and x1 and, for an exit, does not return.
        unsafe {
            core::arch::asm!("hlt #0xf000", inout("x0") operation => _, in("x1") argument, options(nostack))
        }
    }
}

/// Ends the emulation with `code` as QEMU's exit status.
fn exit(code: i32) -> ! {
    let block = [APPLICATION_EXIT, code as usize];
    platform::semihosting(SYS_EXIT_EXTENDED, block.as_ptr() as usize);
    loop {
        core::hint::spin_loop();
    }
}

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    exit(101)
}
