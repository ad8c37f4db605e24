//! The rook on 32-bit cores (Cortex-M, RV32): the board as two `u32` halves, ranks 1–4 and ranks 5–8, so
//! that no step needs a 64-bit shift, which such a core spells with several instructions and often a call.
//! One 512-byte table, `RANK_ATTACKS`, serves both lines: the rank is one byte of one half, and the file is
//! gathered into a byte of its own by a multiply per half.

use super::rook_tables::RANK_ATTACKS;

/// Bit `8k` set for k = 0 … 3: one square of each rank of a half, on the a-file.
const A_FILE_HALF: u32 = 0x0101_0101;
/// Multiplying `A_FILE_HALF`'s pattern (shifted to any file and masked) by this moves its four bits to bits
/// 28–31, in rank order: the four partial products land on distinct bits, so nothing carries.
const GATHER: u32 = 0x1020_4080;
/// Multiplying a nibble by this copies bit `k` to bit `8k` (among others that `A_FILE_HALF` masks off):
/// the inverse of `GATHER`.
const SPREAD: u32 = 0x0020_4081;

/// The attacks on a line of eight squares from position `at` (0 … 7) when the line holds `line` (bit k for
/// position k): the first-rank table, whatever the line really is.
#[inline]
const fn line_attacks(line: u32, at: usize) -> u32 {
    // The end squares never block anything beyond themselves, so only positions 1–6 index the table.
    RANK_ATTACKS[(((line >> 1) & 63) as usize) << 3 | (at & 7)] as u32
}

/// The four squares of `file` in `half` as a nibble, the lowest rank in bit 0.
#[inline]
const fn gather(half: u32, file: usize) -> u32 {
    ((half >> file) & A_FILE_HALF).wrapping_mul(GATHER) >> 28
}

/// The inverse of [`gather`]: the nibble's four bits back on `file` of a half.
#[inline]
const fn spread(nibble: u32, file: usize) -> u32 {
    (nibble.wrapping_mul(SPREAD) & A_FILE_HALF) << file
}

/// Rook attacks from `square` (0 … 63) over `occupied`.
#[inline]
pub const fn attacks(square: usize, occupied: u64) -> u64 {
    let (low, high) = (occupied as u32, (occupied >> 32) as u32);
    let (file, rank) = (square & 7, (square >> 3) & 7);

    // The rank: one byte of one half. Choosing the half with a mask rather than a branch keeps the time
    // the same on every square.
    let upper = 0u32.wrapping_sub((rank >> 2) as u32); // all ones on ranks 5–8
    let half = (high & upper) | (low & !upper);
    let byte_shift = (rank & 3) * 8;
    let along_rank = line_attacks(half >> byte_shift, file) << byte_shift;

    // The file: a nibble from each half, the rank bits in order, makes a line of eight; its attacks are
    // spread back to the file.
    let along_file = line_attacks(gather(low, file) | gather(high, file) << 4, rank);

    let low_attacks = spread(along_file & 15, file) | (along_rank & !upper);
    let high_attacks = spread(along_file >> 4, file) | (along_rank & upper);
    (high_attacks as u64) << 32 | low_attacks as u64
}
