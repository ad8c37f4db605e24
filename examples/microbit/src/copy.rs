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

/// Whether [`__aeabi_memcpy8`] copies every length from 0 to 48 bytes exactly and writes nothing beyond:
/// the perft firmware's check of it at start (`src/main.rs`), since no host runs this code. The search's
/// 80-byte copies take the four-word loop alone; these lengths take the byte loop too.
pub fn copies_exactly() -> bool {
    #[repr(align(8))]
    struct Aligned([u8; 64]);
    let source = Aligned(core::array::from_fn(|index| index as u8 ^ 0xa5));
    (0..=48).all(|length| {
        let mut target = Aligned([0; 64]);
        // SAFETY: both buffers are 8-byte aligned, distinct, and 64 bytes long, more than `length`.
        unsafe { __aeabi_memcpy8(target.0.as_mut_ptr(), source.0.as_ptr(), length) };
        let copied =
            |(index, (&to, &from)): (usize, (&u8, &u8))| if index < length { to == from } else { to == 0 };
        target.0.iter().zip(&source.0).enumerate().all(copied)
    })
}
