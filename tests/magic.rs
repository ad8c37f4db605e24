//! The `magic` module against the reference walk: every square × every relevant blocker subset for rooks
//! (102,400) and bishops (5,248), with the squares outside the mask filled too; queen = rook | bishop; the
//! `_moves` forms; and the same answers as the crate-root lookups. Runs with `--features magic` (CI runs the
//! tests with `--all-features`).
#![cfg(feature = "magic")]

mod common;

use chess_attacks::{Bitboard, Color, Piece, SliderThreats, Sliders, Square, magic};
use common::reference::{self, BISHOP_DIRECTIONS, Direction, ROOK_DIRECTIONS};
use common::{SplitMix64, reference_attacks};

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

/// Every lookup function the crate root offers, with its type. The test below checks that `magic` has each
/// under the same name with the same signature, and the next one that this list is the crate root's whole.
macro_rules! every_root_lookup {
    ($($name:ident: $signature:ty;)*) => {
        const ROOT_LOOKUPS: &[&str] = &[$(stringify!($name)),*];

        #[test]
        fn magic_offers_every_root_lookup_with_the_same_signature() {
            $(
                let root: $signature = chess_attacks::$name;
                let family: $signature = magic::$name;
                // Function items of one type: a mismatch would not compile. Both are kept so neither is unused.
                let _ = (root, family);
            )*
        }
    };
}

every_root_lookup! {
    pawn_attacks: fn(Color, Square) -> Bitboard;
    knight_attacks: fn(Square) -> Bitboard;
    king_attacks: fn(Square) -> Bitboard;
    attacks: fn(Piece, Color, Square, Bitboard) -> Bitboard;
    rook_attacks: fn(Square, Bitboard) -> Bitboard;
    bishop_attacks: fn(Square, Bitboard) -> Bitboard;
    queen_attacks: fn(Square, Bitboard) -> Bitboard;
    rook_moves: fn(Square, Bitboard, Bitboard) -> Bitboard;
    bishop_moves: fn(Square, Bitboard, Bitboard) -> Bitboard;
    queen_moves: fn(Square, Bitboard, Bitboard) -> Bitboard;
    between: fn(Square, Square) -> Bitboard;
    line: fn(Square, Square) -> Bitboard;
    ray: fn(Square, Square) -> Bitboard;
    aligned: fn(Square, Square, Square) -> bool;
    rook_rays: fn(Square) -> Bitboard;
    bishop_rays: fn(Square) -> Bitboard;
    slider_threats: fn(Square, Bitboard, Bitboard, Bitboard) -> SliderThreats;
}

/// The functions src/lib.rs re-exports at the crate root (lowercase names in its `pub use` lists), read from
/// the source, so a lookup added to the root without a `magic` twin fails the test below.
#[test]
fn the_list_above_is_every_function_the_crate_root_exports() {
    let lib = include_str!("../src/lib.rs");
    let mut exported: Vec<&str> = lib
        .split("\npub use ")
        .skip(1)
        .filter_map(|rest| rest.split_once('{').and_then(|(_, names)| names.split_once('}')))
        .flat_map(|(names, _)| names.split(','))
        .map(str::trim)
        .filter(|name| name.starts_with(|c: char| c.is_ascii_lowercase()))
        .collect();
    exported.sort_unstable();
    let mut listed = ROOT_LOOKUPS.to_vec();
    listed.sort_unstable();
    assert_eq!(exported, listed);
}

#[test]
fn attacks_dispatches_to_the_magic_sliders_and_the_root_leapers() {
    let mut rng = SplitMix64::new(0x5eed_0035);
    for square in Square::ALL {
        for round in 0..100 {
            let occupied = Bitboard(rng.occupancy(round));
            for piece in Piece::ALL {
                for color in Color::ALL {
                    let expected = reference_attacks(piece, color, square.index(), occupied.0);
                    let actual = magic::attacks(piece, color, square, occupied).0;
                    assert_eq!(actual, expected, "{color:?} {piece:?} on {square}, {:#x}", occupied.0);
                    let generic = magic::Magic::attacks(piece, color, square, occupied).0;
                    assert_eq!(
                        generic, expected,
                        "Magic, {color:?} {piece:?} on {square}, {:#x}",
                        occupied.0
                    );
                }
            }
        }
    }
}
