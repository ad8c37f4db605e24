//! Hyperbola quintessence on several lines at once, for targets with 64-bit integer registers. Each line is
//! a lane of plain `u64` code, written out side by side with the same steps, so LLVM's vectorisers can pack lanes (or, in a loop
//! of independent lookups, queries) into SIMD registers where the target has byte shuffles (AVX2's
//! `vpshufb` byte-swaps every lane at once); elsewhere it is ordinary scalar code (benches/README.md, "What
//! the compiler makes of each shape"). It reads `LINE_LANES`, one 32-byte record per square, aligned so
//! that one load never straddles two cache lines.

use crate::technique_tables::LINE_LANES;

/// The square's record: its diagonal (a1–h8 direction), file and anti-diagonal (h1–a8), each without the
/// square itself, and the square's own bit. The diagonals are apart so that AVX2 builds keep the bishop's two
/// lanes in integer registers: packed into one SIMD register, the moves in and out cost latency.
#[inline]
pub const fn record(square: usize) -> [u64; 4] {
    LINE_LANES.0[square & 63]
}

/// Slider attacks along one line through the square whose bit is `bit` (the line given as `mask`, without
/// the square): with `o` the blockers on the line, `o - s` flips every bit from the slider up to the nearest
/// blocker above, and the same in the byte-swapped (vertically mirrored) board finds the nearest blocker
/// below; the xor keeps the flipped bits. No branch, no bit-scan.
#[inline(always)]
pub const fn lane(occupied: u64, mask: u64, bit: u64, mirrored_bit: u64) -> u64 {
    let blockers = occupied & mask;
    let upward = blockers.wrapping_sub(bit);
    let downward = blockers.swap_bytes().wrapping_sub(mirrored_bit).swap_bytes();
    (upward ^ downward) & mask
}
