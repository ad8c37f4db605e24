//! The rook by multiplication ("kindergarten" bitboards), for targets with 64-bit multiplies and no cheap
//! byte swap: one multiply gathers the six inner squares of the rook's file into an index, and a table of
//! a-file attacks answers it; the rank's six inner squares are a shift away and index the byte table of
//! first-rank attacks, shifted up to the rook's rank.
//!
//! The rank reads the byte table rather than the bishop's fill-up table: it needs no mask, a rook alone
//! links far fewer bytes, and it was no slower.

use crate::rank::first_rank_attacks;
use crate::technique_tables::A_FILE_ATTACKS;

/// The a-file: one square on each rank.
const A_FILE: u64 = 0x0101_0101_0101_0101;

/// Multiplying the a-file's squares by this lands a2 … a7 on bits 63 … 58, one each and with no carry
/// (every other product lands lower or past bit 63): `>> 58` leaves ranks 7 … 2 as bits 0 … 5.
const A_FILE_TO_INDEX: u64 = 0x0080_4020_1008_0400;

/// Rook attacks from `square` (0 … 63) over `occupied`.
#[inline]
pub const fn attacks(square: usize, occupied: u64) -> u64 {
    let (file, rank_shift) = (square & 7, square & 56);
    let file_inner = (((occupied >> file) & A_FILE).wrapping_mul(A_FILE_TO_INDEX) >> 58) as usize;
    let file_attacks = A_FILE_ATTACKS[(rank_shift << 3 | file_inner) & 511] << file;
    // The multiply is spent on the file, so the rank is lifted by a shift.
    file_attacks | first_rank_attacks(square, occupied) << rank_shift
}
