//! The bishop by hyperbola quintessence, for 64-bit targets whose byte swap is one instruction: both
//! diagonals as two lanes of hyperbola quintessence. A lookup on its own stays in integer registers; a loop
//! of independent lookups, AVX2 builds (with the override) vectorise four at a time.

use crate::lanes::{lane, record};

/// Bishop attacks from `square` (0 … 63) over `occupied`.
#[inline]
pub const fn attacks(square: usize, occupied: u64) -> u64 {
    let [diagonal, _, anti_diagonal, bit] = record(square);
    let mirrored_bit = bit.swap_bytes();
    lane(occupied, diagonal, bit, mirrored_bit) | lane(occupied, anti_diagonal, bit, mirrored_bit)
}
