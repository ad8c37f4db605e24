//! Hyperbola quintessence on one line, for targets with 64-bit integer registers: the 64-bit rook cuts its
//! file with it (`src/rook/wide.rs`) and the 64-bit bishop both diagonals (`src/bishop/hyperbola.rs`). It
//! reads `DOUBLED_SQUARES` and `DOUBLED_MIRRORED_SQUARES`, 1,024 bytes.

use crate::technique_tables::{DOUBLED_MIRRORED_SQUARES, DOUBLED_SQUARES};

/// Slider attacks along one line through `square` that crosses every rank at most once (a file or a
/// diagonal), given as `mask`: hyperbola quintessence. With `o` the blockers on the line and `s` the slider,
/// `o - 2s` flips every bit from the slider up to the nearest blocker above; the same in the byte-swapped
/// (vertically mirrored) board finds the nearest blocker below. No branch, no bit-scan.
///
/// `mask` may hold the slider's own square or not. If it does and `occupied` holds it too, both differences
/// carry that one extra bit on the slider's square, and the xor clears it; so the rook can cut a whole file
/// read by file from an 8-entry table rather than a per-square mask (lower latency with the same rank code;
/// see the README's "How the rook technique was chosen").
#[inline]
pub const fn line_attacks(square: usize, occupied: u64, mask: u64) -> u64 {
    let blockers = occupied & mask;
    let upward = blockers.wrapping_sub(DOUBLED_SQUARES[square & 63]);
    let mirrored = blockers.swap_bytes().wrapping_sub(DOUBLED_MIRRORED_SQUARES[square & 63]);
    (upward ^ mirrored.swap_bytes()) & mask
}
