//! The bishop by multiplication ("kindergarten" bitboards), for targets with 64-bit multiplies and no cheap
//! byte swap: a diagonal holds one square on each file it crosses, so one multiply by the b-file projects its
//! squares onto the top rank, in file order, as a six-bit index of its inner files; the fill-up table holds
//! first-rank attacks copied onto every rank, and the diagonal's mask keeps the squares on it.

use crate::tables::{ANTI_DIAGONAL_MASKS, DIAGONAL_MASKS};
use crate::technique_tables::FILL_UP_ATTACKS;

/// The b-file: multiplying a line with one square per file by it moves each square up onto rank 8 one file
/// to the right, with no carry, so `>> 58` leaves files b … g as bits 0 … 5.
const B_FILE: u64 = 0x0202_0202_0202_0202;

/// Bishop attacks from `square` (0 … 63) over `occupied`.
#[inline]
pub const fn attacks(square: usize, occupied: u64) -> u64 {
    let file = square & 7;
    diagonal_attacks(file, occupied, DIAGONAL_MASKS[square & 63])
        | diagonal_attacks(file, occupied, ANTI_DIAGONAL_MASKS[square & 63])
}

/// Attacks along one line of the slider on `file` that holds one square per file, given as `mask`.
#[inline]
const fn diagonal_attacks(file: usize, occupied: u64, mask: u64) -> u64 {
    let inner = ((occupied & mask).wrapping_mul(B_FILE) >> 58) as usize;
    FILL_UP_ATTACKS[(file << 6 | inner) & 511] & mask
}
