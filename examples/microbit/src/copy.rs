//! The Cortex-M0's copy of aligned memory, four words an instruction pair: the search copies its 80-byte
//! position once a node (copy, then make the move), and the library's `__aeabi_memcpy8` moves one word a
//! loop, about 190 cycles a copy where this takes about 90.

/// `__aeabi_memcpy8(dest, src, n)`, ARM's run-time ABI: copies `n` bytes from `src` to `dest`, both 8-byte
/// aligned, not overlapping. It takes the place of compiler-builtins' weak definition.
///
/// # Safety
///
/// As `memcpy`: `src` readable and `dest` writable for `n` bytes, both 8-byte aligned, not overlapping.
#[unsafe(naked)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __aeabi_memcpy8(dest: *mut u8, src: *const u8, n: usize) {
    core::arch::naked_asm!(
        // r3 to r6 carry four words at a time; r4 to r6 are the caller's and are saved.
        "push {{r4, r5, r6, lr}}",
        "subs r2, #16",
        "blo 2f",
        "1:",
        "ldm r1!, {{r3, r4, r5, r6}}",
        "stm r0!, {{r3, r4, r5, r6}}",
        "subs r2, #16",
        "bhs 1b",
        // Fewer than 16 bytes are left: a byte at a time.
        "2:",
        "adds r2, #16",
        "beq 4f",
        "3:",
        "ldrb r3, [r1]",
        "strb r3, [r0]",
        "adds r1, #1",
        "adds r0, #1",
        "subs r2, #1",
        "bne 3b",
        "4:",
        "pop {{r4, r5, r6, pc}}",
    )
}
