//! The rook by hyperbola quintessence on the file, and the first-rank table on the rank, for 64-bit targets
//! whose byte swap is one instruction.

use crate::rank::first_rank_attacks;
use crate::technique_tables::{DOUBLED_MIRRORED_SQUARES, DOUBLED_SQUARES, FILES, RANK_A_SQUARES};

/// Rook attacks from `square` (0 … 63) over `occupied`.
#[inline]
pub const fn attacks(square: usize, occupied: u64) -> u64 {
    file_attacks(square, occupied, FILES[square & 7]) | rank_attacks(square, occupied)
}

/// The attacks along the rank, lifted from rank 1 by a multiply rather than a shift: without BMI2 a
/// variable shift costs x86-64 several micro-operations, and the multiply gave this rook the lower latency
/// (docs/design.md, "Tried and not kept").
#[inline]
const fn rank_attacks(square: usize, occupied: u64) -> u64 {
    first_rank_attacks(square, occupied).wrapping_mul(RANK_A_SQUARES[(square >> 3) & 7])
}

/// Rook attacks along the file, `file` holding all eight of its squares: hyperbola quintessence. With `o`
/// the blockers on the file and `s` the rook, `o - 2s` flips every bit from the rook up to the nearest
/// blocker above; the same in the byte-swapped (vertically mirrored) board finds the nearest blocker below.
///
/// The file mask holds the rook's own square, and so does `occupied`: both differences carry that one extra
/// bit on the rook's square, and the xor clears it. So the whole file comes from an 8-entry table rather
/// than a per-square mask, which was faster with the same rank code.
#[inline]
const fn file_attacks(square: usize, occupied: u64, file: u64) -> u64 {
    let blockers = occupied & file;
    let upward = blockers.wrapping_sub(DOUBLED_SQUARES[square & 63]);
    let mirrored = blockers.swap_bytes().wrapping_sub(DOUBLED_MIRRORED_SQUARES[square & 63]);
    (upward ^ mirrored.swap_bytes()) & file
}
