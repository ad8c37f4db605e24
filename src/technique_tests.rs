//! Every slider technique against the reference walk on every host, whichever ones the host runs: every
//! square × every subset of its relevant blockers, each alone and with every other square filled too, and
//! the queen from every pairing. (tests/exhaustive.rs checks the target's own through the public lookups.)

use crate::Bitboard;
use crate::bishop::{fold, hyperbola};
use crate::random::SplitMix64;
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
    let mut rng = SplitMix64::new(0x9e37_79b9_7f4a_7c15);
    for square in 0..64u8 {
        for round in 0..1_000 {
            let occupied = rng.occupancy(round);
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

/// The technique tables' sizes: a table that grows fails here until the pin (and the README) is updated.
#[test]
fn every_technique_table_has_its_pinned_size() {
    use crate::technique_tables::{
        DIAGONAL_HALVES, DOUBLED_MIRRORED_SQUARES, DOUBLED_SQUARES, FILE_ATTACKS, FILES, RANK_A_SQUARES,
        RANK_ATTACKS,
    };
    use core::mem::size_of_val;
    let pinned = [
        ("DOUBLED_SQUARES", size_of_val(&DOUBLED_SQUARES), 512),
        ("DOUBLED_MIRRORED_SQUARES", size_of_val(&DOUBLED_MIRRORED_SQUARES), 512),
        ("FILES", size_of_val(&FILES), 64),
        ("RANK_ATTACKS", size_of_val(&RANK_ATTACKS), 512),
        ("FILE_ATTACKS", size_of_val(&FILE_ATTACKS), 2_048),
        ("DIAGONAL_HALVES", size_of_val(&DIAGONAL_HALVES), 1_024),
        ("RANK_A_SQUARES", size_of_val(&RANK_A_SQUARES), 64),
    ];
    for (name, size, bytes) in pinned {
        assert_eq!(size, bytes, "{name}");
    }
    // Every technique table there is, in the file the target gets or the one the tests add.
    let generated = [
        include_str!(concat!(env!("OUT_DIR"), "/technique_tables.rs")),
        include_str!(concat!(env!("OUT_DIR"), "/other_technique_tables.rs")),
    ];
    let declared: usize = generated.iter().map(|text| text.matches("pub static ").count()).sum();
    assert_eq!(declared, pinned.len(), "a generated technique table has no pinned size");
    // What the target's techniques read together: 1,664 bytes on 64-bit targets, 3,584 on 32-bit cores
    // and 2,688 on wasm32.
    let chosen: usize = pinned
        .iter()
        .filter(|(name, ..)| generated[0].contains(&std::format!("pub static {name}:")))
        .map(|&(_, size, _)| size)
        .sum();
    let expected = match (cfg!(rook_technique = "wide"), cfg!(bishop_technique = "hyperbola")) {
        (true, true) => 1_664,
        (false, false) => 3_584,
        (true, false) => 2_688,
        (false, true) => 2_560 + 1_024, // the narrow rook with the hyperbola's doubled squares
    };
    assert_eq!(chosen, expected, "the target's technique tables together");
}
