//! The queen as the target's rook and bishop side by side: it reads the tables they read. The unit tests
//! check it on every host, paired from whichever rook and bishop the host runs.

/// Queen attacks from `square` (0 … 63) over `occupied`.
#[inline]
pub const fn attacks(square: usize, occupied: u64) -> u64 {
    crate::chosen_rook::attacks(square, occupied) | crate::chosen_bishop::attacks(square, occupied)
}
