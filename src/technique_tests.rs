//! Every slider technique against the reference walk on every host, whichever ones the host runs: every
//! square × every subset of its relevant blockers, each alone and with every other square filled too, and
//! every queen: the lanes, and every pairing of a rook and a bishop. (tests/exhaustive.rs checks the target's own through the public lookups.)

use crate::Bitboard;
use crate::bishop::{self, fold};
use crate::queen;
use crate::reference::SplitMix64;
use crate::reference::{self, BISHOP_DIRECTIONS, Direction, ROOK_DIRECTIONS};
use crate::rook::{kindergarten, narrow, wide};

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
        |square, occupied| $rook::attacks(square, occupied) | bishop::$bishop::attacks(square, occupied)
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
    lanes_bishop_matches_the_walk_for_every_blocker_subset: bishop::lanes::attacks, BISHOP_DIRECTIONS, 5_248;
    folding_bishop_matches_the_walk_for_every_blocker_subset: fold::attacks, BISHOP_DIRECTIONS, 5_248;
    kindergarten_rook_matches_the_walk_for_every_blocker_subset:
        kindergarten::attacks, ROOK_DIRECTIONS, 102_400;
    kindergarten_bishop_matches_the_walk_for_every_blocker_subset:
        bishop::kindergarten::attacks, BISHOP_DIRECTIONS, 5_248;
}

/// The lanes queen against the walk for every square × every subset of the blockers on its file and
/// diagonals (the lanes' part: 188,416 subsets) with each rank occupancy of the rank's six inner
/// squares drawn in turn (the rank table's part, which the rooks' test covers in full), alone and with
/// every other square filled.
#[test]
fn lanes_queen_matches_the_walk_for_every_blocker_subset_of_its_lanes() {
    use crate::reference::{EAST, NORTH, NORTH_EAST, NORTH_WEST, SOUTH, SOUTH_EAST, SOUTH_WEST, WEST};
    let all = [ROOK_DIRECTIONS, BISHOP_DIRECTIONS].concat();
    let mut subsets = 0;
    for square in 0..64u8 {
        let lanes = reference::relevant_blockers(
            square,
            &[NORTH, SOUTH, NORTH_EAST, SOUTH_WEST, NORTH_WEST, SOUTH_EAST],
        );
        let rank = reference::relevant_blockers(square, &[EAST, WEST]);
        let rank_subsets: std::vec::Vec<u64> = Bitboard(rank).subsets().map(|set| set.0).collect();
        for (index, Bitboard(blockers)) in Bitboard(lanes).subsets().enumerate() {
            let blockers = blockers | rank_subsets[index % rank_subsets.len()];
            for occupied in [blockers, blockers | !(lanes | rank)] {
                let expected = reference::slide(square, occupied, &all);
                let found = queen::lanes::attacks(square as usize, occupied);
                assert_eq!(found, expected, "square {square}, {occupied:#018x}");
            }
            subsets += 1;
        }
    }
    assert_eq!(subsets, 188_416);
}

#[test]
fn every_queen_matches_the_walk() {
    check_queen(queen::lanes::attacks);
    check_queen(queen::pair::attacks);
    check_queen(queen_of!(wide, fold));
    check_queen(queen_of!(narrow, fold));
    check_queen(queen_of!(wide, lanes));
    check_queen(queen_of!(narrow, lanes));
    check_queen(queen_of!(kindergarten, kindergarten));
    check_queen(queen_of!(wide, kindergarten));
    check_queen(queen_of!(kindergarten, fold));
    check_queen(queen_of!(kindergarten, lanes));
    check_queen(queen_of!(narrow, kindergarten));
}

/// The technique tables' sizes: a table that grows fails here until the pin (and docs/design.md) is updated.
#[test]
fn every_technique_table_has_its_pinned_size() {
    use crate::technique_tables::{
        A_FILE_ATTACKS, DIAGONAL_HALVES, DOUBLED_MIRRORED_SQUARES, DOUBLED_SQUARES, FILE_ATTACKS, FILES,
        FILL_UP_ATTACKS, LINE_LANES, RANK_A_SQUARES, RANK_ATTACKS,
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
        ("LINE_LANES", size_of_val(&LINE_LANES), 2_048),
        ("FILL_UP_ATTACKS", size_of_val(&FILL_UP_ATTACKS), 4_096),
        ("A_FILE_ATTACKS", size_of_val(&A_FILE_ATTACKS), 4_096),
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
    // What the target's techniques read together: 3,712 bytes on 64-bit targets but x86-64 (within the
    // 4 KiB the lanes were allowed), 3,584 on 32-bit cores and 8,704 on x86-64 and wasm32 (within the 10 KiB
    // the kindergarten techniques were allowed, with the public diagonal masks they read too; the root's
    // sliders may read 16 KiB).
    let chosen: usize = pinned
        .iter()
        .filter(|(name, ..)| generated[0].contains(&std::format!("pub static {name}:")))
        .map(|&(_, size, _)| size)
        .sum();
    let hyperbola =
        cfg!(rook_technique = "wide") && cfg!(bishop_technique = "lanes") && cfg!(queen_technique = "lanes");
    let thirty_two_bit =
        cfg!(rook_technique = "narrow") && cfg!(bishop_technique = "fold") && cfg!(queen_technique = "pair");
    let kindergarten = cfg!(rook_technique = "kindergarten")
        && cfg!(bishop_technique = "kindergarten")
        && cfg!(queen_technique = "pair");
    let expected = match (hyperbola, thirty_two_bit, kindergarten) {
        (true, ..) => 3_712,
        (_, true, _) => 3_584,
        (.., true) => 8_704,
        _ => return, // a combination only an override gives: each table is pinned above
    };
    assert_eq!(chosen, expected, "the target's technique tables together");
}
