//! The black magic numbers in `src/magics.rs`, checked on their own (with or without the `magic` feature):
//! for every square, every subset of its relevant blockers lands inside the table, and two blocker sets
//! share an entry only when their attacks are the same, for rooks and bishops together.

mod common;

#[path = "../src/magics.rs"]
mod magics;

use chess_attacks::{Bitboard, Square};
use common::reference::{self, BISHOP_DIRECTIONS, Direction, ROOK_DIRECTIONS};

/// One piece's magics: `(factor, offset)` per square, its directions, and its index bits.
type Piece<'a> = (&'a [(u64, usize); 64], &'a [Direction], u32);

/// Fills a fresh table from the reference walk through every square's magic, failing on the first
/// destructive collision; returns how many blocker sets were placed and how many entries they used.
fn place(pieces: &[Piece<'_>]) -> (usize, usize) {
    let mut table: Vec<Option<(u64, Square)>> = vec![None; magics::TABLE_LEN];
    let mut placed = 0;
    for &(magics, directions, bits) in pieces {
        for square in Square::ALL {
            let (factor, offset) = magics[square as usize];
            let relevant = reference::relevant_blockers(square.index(), directions);
            for Bitboard(blockers) in Bitboard(relevant).subsets() {
                let slot = ((blockers | !relevant).wrapping_mul(factor) >> (64 - bits)) as usize;
                let index = offset + slot;
                assert!(
                    index < magics::TABLE_LEN,
                    "{square}: blockers {blockers:#x} index {index} past the end"
                );
                let attacks = reference::slide(square.index(), blockers, directions);
                match table[index] {
                    Some((other, owner)) if other != attacks => panic!(
                        "{square}: blockers {blockers:#x} land on entry {index}, which holds {owner}'s \
                         different attacks"
                    ),
                    _ => table[index] = Some((attacks, square)),
                }
                placed += 1;
            }
        }
    }
    (placed, table.iter().filter(|entry| entry.is_some()).count())
}

#[test]
fn rook_numbers_map_every_relevant_blocker_set_without_a_destructive_collision() {
    let (placed, _) = place(&[(&magics::ROOK_MAGICS, &ROOK_DIRECTIONS, magics::ROOK_INDEX_BITS)]);
    assert_eq!(placed, 102_400);
}

#[test]
fn bishop_numbers_map_every_relevant_blocker_set_without_a_destructive_collision() {
    let (placed, _) = place(&[(&magics::BISHOP_MAGICS, &BISHOP_DIRECTIONS, magics::BISHOP_INDEX_BITS)]);
    assert_eq!(placed, 5_248);
}

#[test]
fn rooks_and_bishops_share_the_table_without_a_destructive_collision() {
    let (placed, used) = place(&[
        (&magics::ROOK_MAGICS, &ROOK_DIRECTIONS, magics::ROOK_INDEX_BITS),
        (&magics::BISHOP_MAGICS, &BISHOP_DIRECTIONS, magics::BISHOP_INDEX_BITS),
    ]);
    assert_eq!(placed, 107_648);
    // Overlap is what makes the table smaller than one slot per blocker set.
    assert!(used < magics::TABLE_LEN && magics::TABLE_LEN < placed, "{used} entries used");
}

#[test]
fn a_changed_number_is_caught() {
    // The check above can fail: nudging one factor sends some blocker set onto another's entry.
    let mut broken = magics::ROOK_MAGICS;
    broken[27].0 ^= 1 << 40;
    let result = std::panic::catch_unwind(|| place(&[(&broken, &ROOK_DIRECTIONS, magics::ROOK_INDEX_BITS)]));
    assert!(result.is_err(), "a wrong factor for d4 must collide");
}

#[test]
fn every_square_s_whole_index_range_lies_inside_the_table() {
    // What lets `magic` read the table with no bounds check (build.rs fails the build otherwise).
    for (magics, bits) in
        [(&magics::ROOK_MAGICS, magics::ROOK_INDEX_BITS), (&magics::BISHOP_MAGICS, magics::BISHOP_INDEX_BITS)]
    {
        for (square, &(_, offset)) in Square::ALL.iter().zip(magics) {
            assert!(
                offset + (1 << bits) <= magics::TABLE_LEN,
                "{square}: offset {offset} + {} slots",
                1 << bits
            );
        }
    }
}

#[test]
fn g2_reads_the_entries_the_published_g2_number_reads() {
    // The rook on g2 as published on TalkChess; src/magics.rs moves its indices up by 1,080 slots.
    const PUBLISHED: (u64, usize) = (0x4f80_1800_5fd0_0018, 84_972);
    let index = |(factor, offset): (u64, usize), blockers: u64, relevant: u64| {
        offset + ((blockers | !relevant).wrapping_mul(factor) >> (64 - magics::ROOK_INDEX_BITS)) as usize
    };
    let relevant = reference::relevant_blockers(Square::G2.index(), &ROOK_DIRECTIONS);
    let mut highest = 0;
    for Bitboard(blockers) in Bitboard(relevant).subsets() {
        let ours = index(magics::ROOK_MAGICS[Square::G2 as usize], blockers, relevant);
        assert_eq!(ours, index(PUBLISHED, blockers, relevant), "g2, blockers {blockers:#x}");
        highest = highest.max(ours);
    }
    assert_eq!(highest, magics::TABLE_LEN - 1, "g2's highest entry is the table's last");
    assert_ne!(magics::ROOK_MAGICS[Square::G2 as usize], PUBLISHED);
}

#[test]
fn each_shift_leaves_exactly_the_index_bits() {
    assert_eq!((u64::MAX >> magics::ROOK_SHIFT).count_ones(), magics::ROOK_INDEX_BITS);
    assert_eq!((u64::MAX >> magics::BISHOP_SHIFT).count_ones(), magics::BISHOP_INDEX_BITS);
}
