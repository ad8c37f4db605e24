//! The `magic` module against the reference walk: every square × every relevant blocker subset for rooks
//! (102,400) and bishops (5,248), with the squares outside the mask filled too; queen = rook | bishop; the
//! `_moves` forms; and the same answers as the crate-root lookups. Runs with `--features magic` (CI runs the
//! tests with `--all-features`).
#![cfg(feature = "magic")]

mod common;

use chess_attacks::{Bitboard, Square, magic};
use common::SplitMix64;
use common::reference::{self, BISHOP_DIRECTIONS, Direction, ROOK_DIRECTIONS};

/// Checks `lookup` against the walk in `directions` for every square and every subset of its relevant
/// blockers, alone and with every other square filled too; returns how many subsets there were.
fn every_blocker_subset(directions: &[Direction], lookup: fn(Square, Bitboard) -> Bitboard) -> usize {
    let mut configurations = 0;
    for square in Square::ALL {
        let relevant = reference::relevant_blockers(square.index(), directions);
        for Bitboard(blockers) in Bitboard(relevant).subsets() {
            for occupied in [blockers, blockers | !relevant] {
                let expected = reference::slide(square.index(), occupied, directions);
                assert_eq!(lookup(square, Bitboard(occupied)).0, expected, "{square}, {occupied:#x}");
            }
            configurations += 1;
        }
    }
    configurations
}

#[test]
fn rook_attacks_match_the_walk_for_every_blocker_subset() {
    assert_eq!(every_blocker_subset(&ROOK_DIRECTIONS, magic::rook_attacks), 102_400);
}

#[test]
fn bishop_attacks_match_the_walk_for_every_blocker_subset() {
    assert_eq!(every_blocker_subset(&BISHOP_DIRECTIONS, magic::bishop_attacks), 5_248);
}

#[test]
fn queen_and_moves_agree_with_the_walk_and_the_root_lookups_on_random_positions() {
    let mut rng = SplitMix64::new(0x5eed_0007);
    let all_directions = [ROOK_DIRECTIONS, BISHOP_DIRECTIONS].concat();
    for square in Square::ALL {
        for round in 0..1_000 {
            let (friends, enemies) = (rng.occupancy(round), rng.occupancy(round + 3));
            let (f, e, occupied) = (Bitboard(friends), Bitboard(enemies), Bitboard(friends | enemies));
            let queen = reference::slide(square.index(), occupied.0, &all_directions);
            assert_eq!(
                magic::queen_attacks(square, occupied).0,
                queen,
                "queen on {square}, {:#x}",
                occupied.0
            );
            assert_eq!(
                magic::queen_attacks(square, occupied),
                magic::rook_attacks(square, occupied) | magic::bishop_attacks(square, occupied)
            );
            // A square in both sets counts as a friend, as at the crate root.
            assert_eq!(magic::queen_moves(square, f, e).0, queen & !friends, "queen moves on {square}");
            assert_eq!(magic::rook_moves(square, f, e), chess_attacks::rook_moves(square, f, e));
            assert_eq!(magic::bishop_moves(square, f, e), chess_attacks::bishop_moves(square, f, e));
            assert_eq!(magic::queen_moves(square, f, e), chess_attacks::queen_moves(square, f, e));
        }
    }
}

#[test]
fn lookups_work_in_const() {
    const D4: Bitboard = magic::rook_attacks(Square::D4, Bitboard::EMPTY.with(Square::D6));
    const _: () = assert!(D4.0 == chess_attacks::rook_attacks(Square::D4, Bitboard(1 << 43)).0);
    assert_eq!(D4.count(), 12);
}
