//! Every slider technique against the reference walk on every host, whichever ones the host runs: every
//! square × every subset of its relevant blockers, each alone and with every other square filled too, and
//! the queen from every pairing. (tests/exhaustive.rs checks the target's own through the public lookups.)

use crate::Bitboard;
use crate::bishop::{fold, hyperbola};
use crate::reference::{self, BISHOP_DIRECTIONS, Direction, ROOK_DIRECTIONS};
use crate::rook::{narrow, wide};

/// Checks `attacks` against the walk in `directions` for every square and every subset of its relevant
/// blockers, alone and with every other square filled; returns how many subsets it checked.
fn check_every_blocker_subset(attacks: fn(usize, u64) -> u64, directions: &[Direction]) -> usize {
    let mut subsets = 0;
    for square in 0..64u8 {
        let relevant = reference::relevant_blockers(square, directions);
        for Bitboard(blockers) in Bitboard(relevant).subsets() {
            for occupied in [blockers, blockers | !relevant] {
                let expected = reference::slide(square, occupied, directions);
                assert_eq!(attacks(square as usize, occupied), expected, "square {square}, {occupied:#018x}");
            }
            subsets += 1;
        }
    }
    subsets
}

/// Checks `attacks` as a queen against the walk on seeded random occupancies of every density.
fn check_queen(attacks: fn(usize, u64) -> u64) {
    let all = [ROOK_DIRECTIONS, BISHOP_DIRECTIONS].concat();
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut random = || {
        // xorshift64
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for square in 0..64u8 {
        for _ in 0..1_000 {
            let occupied = match random() % 3 {
                0 => random() & random() & random(),
                1 => random() & random(),
                _ => random(),
            };
            let expected = reference::slide(square, occupied, &all);
            assert_eq!(attacks(square as usize, occupied), expected, "square {square}, {occupied:#018x}");
        }
    }
}

/// The queen as the public lookups compose it, from a rook and a bishop technique.
macro_rules! queen_of {
    ($rook:ident, $bishop:ident) => {
        |square, occupied| $rook::attacks(square, occupied) | $bishop::attacks(square, occupied)
    };
}

/// One test per technique: `name: attacks, directions, relevant blocker subsets over all squares;`.
macro_rules! every_blocker_subset {
    ($($name:ident: $attacks:path, $directions:ident, $subsets:expr;)*) => {
        $(
            #[test]
            fn $name() {
                assert_eq!(check_every_blocker_subset($attacks, &$directions), $subsets);
            }
        )*
    };
}

every_blocker_subset! {
    wide_rook_matches_the_walk_for_every_blocker_subset: wide::attacks, ROOK_DIRECTIONS, 102_400;
    narrow_rook_matches_the_walk_for_every_blocker_subset: narrow::attacks, ROOK_DIRECTIONS, 102_400;
    hyperbola_bishop_matches_the_walk_for_every_blocker_subset: hyperbola::attacks, BISHOP_DIRECTIONS, 5_248;
    folding_bishop_matches_the_walk_for_every_blocker_subset: fold::attacks, BISHOP_DIRECTIONS, 5_248;
}

#[test]
fn every_pair_of_techniques_makes_a_queen_that_matches_the_walk() {
    check_queen(queen_of!(wide, hyperbola));
    check_queen(queen_of!(narrow, fold));
    check_queen(queen_of!(wide, fold));
    check_queen(queen_of!(narrow, hyperbola));
}
