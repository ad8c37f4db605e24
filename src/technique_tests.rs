//! Every slider technique against the reference walk on every host, whichever ones the host runs: every
//! square × every subset of its relevant blockers, each alone and with every other square filled too, and
//! every queen: the lanes, and every pairing of a rook and a bishop. (tests/exhaustive.rs checks the target's own through the public lookups.)

use crate::Bitboard;
use crate::bishop;
use crate::queen;
use crate::reference::SplitMix64;
use crate::reference::{self, BISHOP_DIRECTIONS, Direction, ROOK_DIRECTIONS};
use crate::rook;

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
fn check_queen(attacks: impl Fn(usize, u64) -> u64) {
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
    hyperbola_quintessence_rook_matches_the_walk_for_every_blocker_subset:
        rook::hyperbola_quintessence::attacks, ROOK_DIRECTIONS, 102_400;
    kindergarten_halves_rook_matches_the_walk_for_every_blocker_subset:
        rook::kindergarten_halves::attacks, ROOK_DIRECTIONS, 102_400;
    kindergarten_rook_matches_the_walk_for_every_blocker_subset:
        rook::kindergarten::attacks, ROOK_DIRECTIONS, 102_400;
    hyperbola_quintessence_bishop_matches_the_walk_for_every_blocker_subset:
        bishop::hyperbola_quintessence::attacks, BISHOP_DIRECTIONS, 5_248;
    kindergarten_halves_bishop_matches_the_walk_for_every_blocker_subset:
        bishop::kindergarten_halves::attacks, BISHOP_DIRECTIONS, 5_248;
    kindergarten_bishop_matches_the_walk_for_every_blocker_subset:
        bishop::kindergarten::attacks, BISHOP_DIRECTIONS, 5_248;
}

/// The hyperbola quintessence queen against the walk for every square × every subset of the blockers on its file and
/// diagonals (the lanes' part: 188,416 subsets) with each rank occupancy of the rank's six inner
/// squares drawn in turn (the rank table's part, which the rooks' test covers in full), alone and with
/// every other square filled.
#[test]
fn hyperbola_quintessence_queen_matches_the_walk_for_every_blocker_subset_of_its_lanes() {
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
                let found = queen::hyperbola_quintessence::attacks(square as usize, occupied);
                assert_eq!(found, expected, "square {square}, {occupied:#018x}");
            }
            subsets += 1;
        }
    }
    assert_eq!(subsets, 188_416);
}

#[test]
fn every_queen_matches_the_walk() {
    check_queen(queen::hyperbola_quintessence::attacks);
    check_queen(queen::rook_and_bishop::attacks);
    for rook in [
        rook::kindergarten::attacks,
        rook::hyperbola_quintessence::attacks,
        rook::kindergarten_halves::attacks,
    ] {
        for bishop in [
            bishop::kindergarten::attacks,
            bishop::hyperbola_quintessence::attacks,
            bishop::kindergarten_halves::attacks,
        ] {
            // The queen as the public lookups compose it from a rook and a bishop.
            check_queen(|square, occupied| rook(square, occupied) | bishop(square, occupied));
        }
    }
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
    // What the target's techniques read together, against what build.rs computed for them from its table
    // of techniques (build/targets.rs) and each table's element type and length.
    let chosen: usize = pinned
        .iter()
        .filter(|(name, ..)| generated[0].contains(&std::format!("pub static {name}:")))
        .map(|&(_, size, _)| size)
        .sum();
    let computed: usize = env!("CHESS_ATTACKS_TECHNIQUE_TABLE_BYTES").parse().expect("a byte count");
    assert_eq!(chosen, computed, "the target's technique tables together");
}

#[test]
fn the_generated_private_files_open_with_the_generated_header() {
    let generated = [
        include_str!(concat!(env!("OUT_DIR"), "/technique_tables.rs")),
        include_str!(concat!(env!("OUT_DIR"), "/other_technique_tables.rs")),
        #[cfg(feature = "magic")]
        include_str!(concat!(env!("OUT_DIR"), "/magic_records.rs")),
        #[cfg(feature = "magic")]
        include_str!(concat!(env!("OUT_DIR"), "/slider_attacks.rs")),
    ];
    for text in generated {
        assert!(text.starts_with("// @generated by build.rs — do not edit\n"), "{text:.80}");
    }
}

/// The kindergarten-halves rook's file table against the walk up a file, in the halves layout.
#[test]
fn the_file_table_in_halves_equals_the_walk() {
    use crate::technique_tables::FILE_ATTACKS;
    for inner in 0..64u64 {
        for rank in 0..8u8 {
            // Ranks 2–7 of the d-file as `inner` says; the rook on `rank` of the d-file.
            let occupied = (0..6).filter(|k| inner >> k & 1 != 0).map(|k| 1u64 << (8 * (k + 1) + 3)).sum();
            let walk = reference::rook_attacks(8 * rank + 3, occupied) & 0x0808_0808_0808_0808;
            // The same squares in the halves layout: rank r (1-based) at bit 8(r - 1) below rank 5, else
            // at bit 8(r - 5) + 4.
            let expected = (0..8)
                .filter(|r| walk >> (8 * r + 3) & 1 != 0)
                .map(|r| if r < 4 { 1u64 << (8 * r) } else { 1 << (8 * (r - 4) + 4) });
            let entry = FILE_ATTACKS[inner as usize * 8 + rank as usize];
            assert_eq!(u64::from(entry), expected.sum::<u64>(), "inner {inner:#08b}, rank {}", rank + 1);
        }
    }
}

/// The kindergarten-halves bishop's diagonal records against the walk along each diagonal from the square,
/// split into the halves the bishop reads.
#[test]
fn the_diagonal_halves_hold_each_diagonal_walked_from_its_square() {
    use crate::technique_tables::DIAGONAL_HALVES;
    for square in 0..64u8 {
        let walk = |directions: &[Direction]| reference::slide(square, 0, directions);
        let diagonal = walk(&[reference::NORTH_EAST, reference::SOUTH_WEST]);
        let anti_diagonal = walk(&[reference::NORTH_WEST, reference::SOUTH_EAST]);
        let halves = |line: u64| [line as u32, (line >> 32) as u32];
        let expected = [halves(diagonal), halves(anti_diagonal)].concat();
        let record = 4 * square as usize;
        assert_eq!(DIAGONAL_HALVES[record..record + 4], expected, "square {square}");
    }
}

#[test]
fn the_hyperbola_quintessence_tables_equal_the_walk() {
    use crate::technique_tables::{DOUBLED_MIRRORED_SQUARES, DOUBLED_SQUARES, FILES, LINE_LANES};
    for square in 0..64 {
        assert_eq!(DOUBLED_SQUARES[square], 2 << square, "square {square}");
        assert_eq!(DOUBLED_MIRRORED_SQUARES[square], 2 << (square ^ 56), "square {square}");
    }
    for file in 0..8u8 {
        let walk = reference::rook_attacks(file, 0) & !0xff; // the file above rank 1, from the walk
        assert_eq!(FILES[file as usize], walk | 1 << file, "file {file}");
    }
    for square in 0..64u8 {
        let walk = |directions: &[Direction]| reference::slide(square, 0, directions);
        let expected = [
            walk(&[reference::NORTH_EAST, reference::SOUTH_WEST]),
            walk(&[reference::NORTH, reference::SOUTH]),
            walk(&[reference::NORTH_WEST, reference::SOUTH_EAST]),
            1 << square,
        ];
        assert_eq!(LINE_LANES.0[square as usize], expected, "square {square}");
    }
}

#[test]
fn the_rank_tables_equal_the_walk() {
    use crate::technique_tables::{RANK_A_SQUARES, RANK_ATTACKS};
    for (rank, &square) in RANK_A_SQUARES.iter().enumerate() {
        assert_eq!(square, 1 << (8 * rank), "one a-file square on rank {}", rank + 1);
    }
    for inner in 0..64u64 {
        for file in 0..8u8 {
            // The walk from a rook on `file` of rank 1 with the inner squares b1–g1 holding `inner`.
            let walk = reference::rook_attacks(file, inner << 1) & 0xff;
            let entry = RANK_ATTACKS[inner as usize * 8 + file as usize];
            assert_eq!(u64::from(entry), walk, "inner {inner:#08b}, file {file}");
        }
    }
}
