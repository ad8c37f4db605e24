//! The bishop on 64-bit targets: hyperbola quintessence on both diagonals. 2,048 bytes of tables: the seed
//! tables' `DIAGONAL_MASKS` and `ANTI_DIAGONAL_MASKS`, and the hyperbola's doubled squares.

use crate::hyperbola::line_attacks;
use crate::tables::{ANTI_DIAGONAL_MASKS, DIAGONAL_MASKS};

/// Bishop attacks from `square` (0 … 63) over `occupied`.
#[inline]
pub const fn attacks(square: usize, occupied: u64) -> u64 {
    let square = square & 63;
    line_attacks(square, occupied, DIAGONAL_MASKS[square])
        | line_attacks(square, occupied, ANTI_DIAGONAL_MASKS[square])
}
