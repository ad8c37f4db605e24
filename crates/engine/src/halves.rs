//! Counting and visiting a set's squares a 32-bit half at a time: the Cortex-M0 the firmware runs on has
//! 32-bit registers, no population count, and shifts a 64-bit word by a variable amount only through a
//! library call, where a 32-bit word's shift is one instruction. Targets with 64-bit registers lose
//! nothing: compilers know these loops. (`Bitboard` makes, reads and finds one square's bit in its half on
//! that core itself.)

use chess_attacks::Square;

/// How many squares are in `bits`, one set square at a time in each 32-bit half: the sets counted here hold a
/// few squares or none (a piece's moves, pieces near the enemy king, threats, weak pawns), where a Cortex-M0
/// spends a few instructions a square rather than the many a full count takes.
pub(crate) fn count(bits: u64) -> i32 {
    let mut total = 0;
    for mut half in [bits as u32, (bits >> 32) as u32] {
        while half != 0 {
            half &= half - 1;
            total += 1;
        }
    }
    total
}

/// Calls `visit` with each square of `bits`, lowest first: a Cortex-M0 finds a half's lowest square with one
/// multiply and drops it with two instructions, where a 64-bit set's lowest square takes two multiplies and
/// dropping it a library call for the shift.
#[inline(always)]
pub(crate) fn for_each_square(bits: u64, mut visit: impl FnMut(Square)) {
    for (mut half, base) in [(bits as u32, 0), ((bits >> 32) as u32, 32)] {
        while half != 0 {
            if let Some(square) = Square::new(base + half.trailing_zeros() as u8) {
                visit(square);
            }
            half &= half - 1;
        }
    }
}

/// Whether `square` is in `bits`, read from the half that holds it by a branch: in the move ordering's victim
/// test a Cortex-M0 takes it faster than `Bitboard::contains`, which selects the half without one.
#[inline(always)]
pub(crate) fn contains(bits: u64, square: Square) -> bool {
    let index = square.index();
    let half = if index < 32 { bits as u32 } else { (bits >> 32) as u32 };
    half >> (index & 31) & 1 != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::vec::Vec;

    /// Sets with squares in either half, both, neither, and at the halves' edges.
    fn sets() -> Vec<u64> {
        let mut sets = std::vec![0, 1, 1 << 31, 1 << 32, 1 << 63, u64::MAX, 0x8000_0001_8000_0001];
        // Sparse sets too, as the evaluation's are: the reference's draws cycle from about 6% full to 75%.
        let mut rng = chess_attacks::reference::SplitMix64::new(0x2545_f491_4f6c_dd1d);
        sets.extend((0..400).map(|round| rng.occupancy(round)));
        sets
    }

    /// The squares of `bits`, a bit at a time.
    fn squares(bits: u64) -> Vec<u8> {
        (0..64).filter(|&index| bits >> index & 1 == 1).collect()
    }

    #[test]
    fn a_set_s_squares_are_its_set_bits_counted_visited_and_tested_in_order() {
        for bits in sets() {
            let expected = squares(bits);
            assert_eq!(count(bits), expected.len() as i32, "{bits:#x}");
            let mut visited = Vec::new();
            for_each_square(bits, |square| visited.push(square.index()));
            assert_eq!(visited, expected, "{bits:#x}");
            for square in Square::ALL {
                assert_eq!(
                    contains(bits, square),
                    expected.contains(&square.index()),
                    "{bits:#x} {square:?}"
                );
            }
        }
    }
}
