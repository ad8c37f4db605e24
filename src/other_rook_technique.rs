//! The rook technique this target does not use, compiled for the unit tests only, with tables of its own:
//! `cargo test` on any host checks both techniques exhaustively. (The one the target uses is checked by
//! tests/exhaustive.rs through the public `rook_attacks`.)

mod rook_tables {
    include!(concat!(env!("OUT_DIR"), "/other_rook_tables.rs"));
}

#[cfg_attr(rook_technique = "wide", path = "rook/narrow.rs")]
#[cfg_attr(rook_technique = "narrow", path = "rook/wide.rs")]
mod rook;

use crate::Bitboard;
use crate::reference::{ROOK_DIRECTIONS, relevant_blockers, rook_attacks};

#[test]
fn rook_attacks_match_the_walk_for_every_blocker_subset() {
    let mut configurations = 0;
    for square in 0..64u8 {
        let relevant = relevant_blockers(square, &ROOK_DIRECTIONS);
        for Bitboard(blockers) in Bitboard(relevant).subsets() {
            // The relevant blockers alone, and with every other square filled too.
            for occupied in [blockers, blockers | !relevant] {
                let expected = rook_attacks(square, occupied);
                assert_eq!(
                    rook::attacks(square as usize, occupied),
                    expected,
                    "square {square}, {occupied:#x}"
                );
            }
            configurations += 1;
        }
    }
    assert_eq!(configurations, 102_400);
}
