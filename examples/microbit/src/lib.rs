//! What the micro:bit's two programs share (the perft firmware, `src/main.rs`, and the UCI firmware,
//! `src/bin/uci.rs`): measuring their peak stack, and a faster copy of aligned memory.
#![no_std]

pub mod copy;

/// Stack painting: the free RAM is filled with a pattern before a run, and the lowest word no longer holding
/// it afterwards is the stack's high-water mark. Its unsafe code reads and writes the free RAM below the stack
/// pointer.
pub mod stack {
    /// The nRF51822's RAM (memory.x).
    pub const RAM_BYTES: usize = 16 * 1024;
    const PAINT: u32 = 0xdead_beef;

    unsafe extern "C" {
        /// Where the free RAM starts, above `.data` and `.bss` (cortex-m-rt's link.x).
        static __sheap: u32;
        /// The initial stack pointer, the top of RAM (cortex-m-rt's link.x).
        static _stack_start: u32;
    }

    /// Fills the RAM from `__sheap` to a little below the stack pointer with the pattern; returns the
    /// lowest painted address.
    pub fn paint() -> usize {
        let bottom = core::ptr::addr_of!(__sheap) as usize;
        // Leave the words the current frame may still use.
        let top = cortex_m::register::msp::read() as usize - 64;
        let mut address = bottom;
        while address < top {
            // SAFETY: free RAM between the end of `.bss` and the live stack, word-aligned; nothing uses it.
            unsafe { core::ptr::write_volatile(address as *mut u32, PAINT) };
            address += 4;
        }
        bottom
    }

    /// The deepest the stack has reached since `paint`: from the top of RAM down to the lowest word that
    /// no longer holds the pattern.
    pub fn peak(bottom: usize) -> usize {
        let top = core::ptr::addr_of!(_stack_start) as usize;
        let mut address = bottom;
        // SAFETY: reads the same painted words back.
        while address < top && unsafe { core::ptr::read_volatile(address as *const u32) } == PAINT {
            address += 4;
        }
        top - address
    }
}
