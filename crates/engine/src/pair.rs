//! Two evaluation values, the middlegame's and the endgame's, in one integer.

/// A middlegame value and an endgame value in one `i32`, the endgame's in the low 16 bits (signed) and the
/// middlegame's above, so that one addition or subtraction updates both: the search adds and takes away
/// pieces' values at every move, and on a Cortex-M0 every instruction counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Pair(i32);

impl Pair {
    /// Nothing in either phase.
    pub(crate) const ZERO: Pair = Pair(0);

    pub(crate) const fn new(middlegame: i32, endgame: i32) -> Pair {
        Pair(middlegame * (1 << 16) + endgame)
    }

    /// The high half, corrected for the borrow a negative endgame value took from it.
    pub(crate) const fn middlegame(self) -> i32 {
        (self.0 + (1 << 15)) >> 16
    }

    pub(crate) const fn endgame(self) -> i32 {
        self.0 as i16 as i32
    }

    pub(crate) const fn plus(self, other: Pair) -> Pair {
        Pair(self.0.wrapping_add(other.0))
    }

    pub(crate) const fn minus(self, other: Pair) -> Pair {
        Pair(self.0.wrapping_sub(other.0))
    }

    /// Both values times `count`, with one multiply.
    pub(crate) const fn times(self, count: i32) -> Pair {
        Pair(self.0.wrapping_mul(count))
    }
}

#[cfg(test)]
mod tests {
    use super::Pair;

    #[test]
    fn a_pair_holds_both_values_whatever_their_signs() {
        for (middlegame, endgame) in [(0, 0), (5, -7), (-5, 7), (-3_000, -20_000), (20_000, 30_000)] {
            let pair = Pair::new(middlegame, endgame);
            assert_eq!((pair.middlegame(), pair.endgame()), (middlegame, endgame));
            let sum = pair.plus(Pair::new(1, -1)).minus(Pair::new(2, 3));
            assert_eq!((sum.middlegame(), sum.endgame()), (middlegame - 1, endgame - 4));
        }
    }
}
