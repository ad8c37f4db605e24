//! Rook attacks along the rank on targets with 64-bit integer registers, shared by the wide rook
//! (`src/rook/wide.rs`), the kindergarten rook (`src/rook/kindergarten.rs`) and the queen's lanes
//! (`src/queen/lanes.rs`): the six inner squares of the rook's rank (the edge squares never block anything
//! beyond themselves) and its file index a 512-byte table of first-rank attacks, and a multiply or a shift
//! moves that byte up to the rook's rank. 576 bytes of tables: `RANK_ATTACKS`, and `RANK_A_SQUARES` for the
//! multiply.

#[cfg(any(rook_technique = "wide", test))]
use crate::technique_tables::RANK_A_SQUARES;
use crate::technique_tables::RANK_ATTACKS;

/// The attacks along the rank of a rook on `square` (0 … 63) over `occupied`, lifted by a multiply: the
/// wide rook's. Without BMI2 a variable shift costs x86-64 several micro-operations, so the rank is read
/// from a byte table with one shift and moved up by a multiply; the wide rook measured lower latency with
/// the multiply than with `attacks_shifted` (docs/design.md, "Tried and not kept").
#[cfg(any(rook_technique = "wide", test))]
#[inline]
pub const fn attacks(square: usize, occupied: u64) -> u64 {
    first_rank_attacks(square, occupied).wrapping_mul(RANK_A_SQUARES[(square >> 3) & 7])
}

/// The same, lifted by a shift: the queen's and the kindergarten rook's. Beside the queen's three lanes the
/// shift measured lower latency than the multiply, and the kindergarten rook already spends its multiply
/// on the file.
#[cfg(any(queen_technique = "lanes", rook_technique = "kindergarten", test))]
#[inline]
pub const fn attacks_shifted(square: usize, occupied: u64) -> u64 {
    first_rank_attacks(square, occupied) << (square & 56)
}

/// The slider's attacks along its rank as they would be on rank 1: `RANK_ATTACKS` at the six inner squares
/// of its rank and its file.
#[inline]
const fn first_rank_attacks(square: usize, occupied: u64) -> u64 {
    let inner = (occupied >> (square & 56) >> 1) as usize & 63;
    RANK_ATTACKS[(inner << 3 | (square & 7)) & 511] as u64
}
