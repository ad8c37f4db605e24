//! The rook on 64-bit targets other than x86-64 (AArch64): hyperbola quintessence on the file, a byte table
//! on the rank (`src/rank.rs`). 1,664 bytes of tables: `FILES`, `DOUBLED_SQUARES`,
//! `DOUBLED_MIRRORED_SQUARES`, and the rank's `RANK_ATTACKS` and `RANK_A_SQUARES`.

use crate::rank;
use crate::technique_tables::{DOUBLED_MIRRORED_SQUARES, DOUBLED_SQUARES, FILES};

/// Rook attacks from `square` (0 … 63) over `occupied`.
#[inline]
pub const fn attacks(square: usize, occupied: u64) -> u64 {
    file_attacks(square, occupied, FILES[square & 7]) | rank::attacks(square, occupied)
}

/// Rook attacks along the file, `file` holding all eight of its squares: hyperbola quintessence. With `o`
/// the blockers on the file and `s` the rook, `o - 2s` flips every bit from the rook up to the nearest
/// blocker above; the same in the byte-swapped (vertically mirrored) board finds the nearest blocker below.
///
/// The file mask holds the rook's own square, and so does `occupied`: both differences carry that one extra
/// bit on the rook's square, and the xor clears it. So the whole file comes from an 8-entry table rather
/// than a per-square mask, which measured lower latency with the same rank code (the per-square variants
/// are candidates in benches/attacks.rs).
#[inline]
const fn file_attacks(square: usize, occupied: u64, file: u64) -> u64 {
    let blockers = occupied & file;
    let upward = blockers.wrapping_sub(DOUBLED_SQUARES[square & 63]);
    let mirrored = blockers.swap_bytes().wrapping_sub(DOUBLED_MIRRORED_SQUARES[square & 63]);
    (upward ^ mirrored.swap_bytes()) & file
}
