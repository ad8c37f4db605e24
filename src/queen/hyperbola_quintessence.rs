//! The queen by hyperbola quintessence, for 64-bit targets whose byte swap is one instruction: the file and
//! both diagonals as three lanes, and the rank from the rook's byte table. One record and one byte per
//! lookup rather than the rook's and the bishop's tables each.

use crate::lanes::{lane, record};
use crate::rank::first_rank_attacks;

/// Queen attacks from `square` (0 … 63) over `occupied`.
#[inline]
pub const fn attacks(square: usize, occupied: u64) -> u64 {
    let [diagonal, file, anti_diagonal, bit] = record(square);
    let mirrored_bit = bit.swap_bytes();
    lane(occupied, diagonal, bit, mirrored_bit)
        | lane(occupied, anti_diagonal, bit, mirrored_bit)
        | lane(occupied, file, bit, mirrored_bit)
        // Beside the three lanes, lifting the rank by a shift was faster than by a multiply.
        | first_rank_attacks(square, occupied) << (square & 56)
}
