//! The rook on targets with 64-bit integer registers (64-bit targets and wasm32): hyperbola quintessence on
//! the file, a byte table on the rank. 1,664 bytes of tables: `FILES`, `RANK_ATTACKS`, `RANK_A_SQUARES`, and
//! the hyperbola's `DOUBLED_SQUARES` and `DOUBLED_MIRRORED_SQUARES`.

use crate::hyperbola::line_attacks;
use crate::technique_tables::{FILES, RANK_A_SQUARES, RANK_ATTACKS};

/// Rook attacks from `square` (0 … 63) over `occupied`.
#[inline]
pub const fn attacks(square: usize, occupied: u64) -> u64 {
    line_attacks(square, occupied, FILES[square & 7]) | rank_attacks(square, occupied)
}

/// Rook attacks along the rank: the six inner squares of the rook's rank (the edge squares never block
/// anything beyond themselves) and its file index a 512-byte table of first-rank attacks, and a multiply
/// moves that byte up to the rook's rank.
///
/// Measured in benches/attacks.rs (see "How the rook technique was chosen" in the README): the byte table
/// and the multiply cost one variable shift where the packed-`u64` table cost three, 1.13× the throughput,
/// and shifting the rank down rather than lifting it with a multiply keeps the latency lower.
#[inline]
const fn rank_attacks(square: usize, occupied: u64) -> u64 {
    let inner = (occupied >> (square & 56) >> 1) as usize & 63;
    let attacks = RANK_ATTACKS[(inner << 3 | (square & 7)) & 511];
    (attacks as u64).wrapping_mul(RANK_A_SQUARES[(square >> 3) & 7])
}
