//! The kindergarten bishop on two `u32` halves, for 32-bit cores: each diagonal folded into a byte of files,
//! which the rook's rank table answers. It works on the board's two `u32` halves, so no step needs a 64-bit
//! shift or a byte swap, which a 32-bit core spells with several instructions (RV32IMC has no byte swap at
//! all) and wasm32 has no instruction for. `DIAGONAL_HALVES` holds the diagonals' masks as one 16-byte
//! record per square.

use crate::technique_tables::{DIAGONAL_HALVES, RANK_ATTACKS};

/// Bit `8k` for k = 0 … 3: the a-file's square on each rank of a half.
const A_FILE_HALF: u32 = 0x0101_0101;

/// Bishop attacks from `square` (0 … 63) over `occupied`.
#[inline]
pub const fn attacks(square: usize, occupied: u64) -> u64 {
    let (low, high) = (occupied as u32, (occupied >> 32) as u32);
    // One record per square holds both diagonals' halves, so all four come from one address.
    let (record, file) = ((square & 63) * 4, square & 7);
    diagonal_attacks(low, high, file, DIAGONAL_HALVES[record], DIAGONAL_HALVES[record + 1])
        | diagonal_attacks(low, high, file, DIAGONAL_HALVES[record + 2], DIAGONAL_HALVES[record + 3])
}

/// Attacks along one diagonal through the square on `file`, given as its halves `mask_low` (ranks 1–4) and
/// `mask_high` (ranks 5–8) without the square itself, over the occupancy `low` and `high`.
///
/// The diagonal's squares sit on distinct files, so ORing its two halves puts every square on a bit of its
/// own, at `8k + file`; multiplying by `A_FILE_HALF` adds the four bytes into the top one with no carries,
/// giving the diagonal's occupancy by file. Read along the files, the diagonal is a rank, and
/// `RANK_ATTACKS` answers it; the files past the diagonal's ends hold no blocker, and what the table says
/// of them the mask drops. Multiplying the answer by `A_FILE_HALF` copies it onto every rank of a half, and
/// the mask keeps the one square per rank that is on the diagonal.
#[inline]
const fn diagonal_attacks(low: u32, high: u32, file: usize, mask_low: u32, mask_high: u32) -> u64 {
    let by_file = ((low & mask_low) | (high & mask_high)).wrapping_mul(A_FILE_HALF) >> 24;
    let attacks = RANK_ATTACKS[(((by_file as usize >> 1) & 63) << 3 | file) & 511] as u32;
    let every_rank = attacks.wrapping_mul(A_FILE_HALF);
    ((every_rank & mask_high) as u64) << 32 | (every_rank & mask_low) as u64
}
