//! The queen as the target's rook and bishop side by side, so it links no table of its own.

/// Queen attacks from `square` (0 … 63) over `occupied`.
#[inline]
pub const fn attacks(square: usize, occupied: u64) -> u64 {
    crate::chosen_rook::attacks(square, occupied) | crate::chosen_bishop::attacks(square, occupied)
}
