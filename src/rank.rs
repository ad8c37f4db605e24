//! Rook attacks along the rank on targets with 64-bit integer registers, for the techniques that share the
//! byte table: the six inner squares of the rook's rank (the
//! edge squares never block anything beyond themselves) and its file index `RANK_ATTACKS`, a table of
//! first-rank attacks; each caller moves that byte up to the rook's rank in the way that suits it.

use crate::technique_tables::RANK_ATTACKS;

/// The slider's attacks along its rank as they would be on rank 1: `RANK_ATTACKS` at the six inner squares
/// of its rank and its file.
#[inline]
pub const fn first_rank_attacks(square: usize, occupied: u64) -> u64 {
    let inner = (occupied >> (square & 56) >> 1) as usize & 63;
    RANK_ATTACKS[(inner << 3 | (square & 7)) & 511] as u64
}
