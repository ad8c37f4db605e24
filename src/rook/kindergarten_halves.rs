//! The kindergarten rook on two `u32` halves, for 32-bit cores: the board as two halves, ranks 1–4 and ranks
//! 5–8, so that no step needs a 64-bit shift, which such a core spells with several instructions or a call.
//! The rank is one byte of one half and reads `RANK_ATTACKS`; the file is gathered from both halves into a
//! byte by one multiply and reads `FILE_ATTACKS`, whose entries are already laid out the way the halves hold
//! a file.

use crate::technique_tables::{FILE_ATTACKS, RANK_ATTACKS};

/// Bit `8k` for k = 0 … 3: the a-file's square on each rank of a half.
const A_FILE_HALF: u32 = 0x0101_0101;

/// Gathers a file into a byte. With the low half's squares of the file at bits 0, 8, 16, 24 and the high
/// half's at 4, 12, 20, 28, multiplying by this puts rank `k` (1 … 8) at bit `23 + k`: the partial
/// products below bit 24 all land on different bits, so nothing carries into the byte.
const GATHER: u32 = 0x0102_0408;

/// Rook attacks from `square` (0 … 63) over `occupied`.
#[inline]
pub const fn attacks(square: usize, occupied: u64) -> u64 {
    let (low, high) = (occupied as u32, (occupied >> 32) as u32);
    let (file, rank) = (square & 7, (square >> 3) & 7);

    // The file: both halves' squares interleaved (ranks 1–4 at bits 0, 8, 16, 24, ranks 5–8 at bits 4, 12,
    // 20, 28), gathered into a byte, lowest rank first. The end squares never block anything beyond
    // themselves, so only ranks 2–7 index the table; its entry comes back in the interleaved layout.
    let interleaved = ((low >> file) & A_FILE_HALF) | (((high >> file) & A_FILE_HALF) << 4);
    let line = interleaved.wrapping_mul(GATHER) >> 24;
    let along_file = FILE_ATTACKS[((line as usize >> 1) & 63) << 3 | rank];
    let file_low = (along_file & A_FILE_HALF) << file;
    let file_high = ((along_file >> 4) & A_FILE_HALF) << file;

    // The rank: one byte of one half. The half is picked by index, not by a branch, so every square takes
    // the same time; indexing took fewer instructions than selecting with masks on the Cortex-M cores.
    let which = rank >> 2;
    let half = [low, high][which];
    let byte_shift = (rank & 3) * 8;
    let inner = ((half >> byte_shift >> 1) & 63) as usize;
    let along_rank = (RANK_ATTACKS[(inner << 3 | file) & 511] as u32) << byte_shift;

    let mut out = [file_low, file_high];
    out[which] |= along_rank;
    (out[1] as u64) << 32 | out[0] as u64
}
