//! The queen on 64-bit targets other than x86-64 (AArch64): the file and both diagonals as three lanes of
//! hyperbola quintessence (`src/lanes.rs`), and the rank from the rook's byte table (`src/rank.rs`). One
//! record and one byte per lookup rather than the rook's and the bishop's tables each. 2,560 bytes of tables:
//! `LINE_LANES` and `RANK_ATTACKS`.

use crate::lanes::{lane, record};
use crate::rank;

/// Queen attacks from `square` (0 … 63) over `occupied`.
#[inline]
pub const fn attacks(square: usize, occupied: u64) -> u64 {
    let [diagonal, file, anti_diagonal, bit] = record(square);
    let mirrored_bit = bit.swap_bytes();
    lane(occupied, diagonal, bit, mirrored_bit)
        | lane(occupied, anti_diagonal, bit, mirrored_bit)
        | lane(occupied, file, bit, mirrored_bit)
        | rank::attacks_shifted(square, occupied)
}
