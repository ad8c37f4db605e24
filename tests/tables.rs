//! Every public table against the reference it is generated from, entry by entry.

mod common;

use chess_attacks::tables;
use common::reference::{self, Side};

/// A library table and the reference function its entries must equal.
type TableAndOracle = (&'static [u64; 64], fn(u8) -> u64);

#[test]
fn every_table_equals_the_reference() {
    let expected: [TableAndOracle; 15] = [
        (&tables::WHITE_PAWN_ATTACKS, |square| reference::pawn_attacks(Side::White, square)),
        (&tables::BLACK_PAWN_ATTACKS, |square| reference::pawn_attacks(Side::Black, square)),
        (&tables::NORTH_RAYS, |square| reference::ray(square, reference::NORTH)),
        (&tables::SOUTH_RAYS, |square| reference::ray(square, reference::SOUTH)),
        (&tables::EAST_RAYS, |square| reference::ray(square, reference::EAST)),
        (&tables::WEST_RAYS, |square| reference::ray(square, reference::WEST)),
        (&tables::NORTH_EAST_RAYS, |square| reference::ray(square, reference::NORTH_EAST)),
        (&tables::NORTH_WEST_RAYS, |square| reference::ray(square, reference::NORTH_WEST)),
        (&tables::SOUTH_EAST_RAYS, |square| reference::ray(square, reference::SOUTH_EAST)),
        (&tables::SOUTH_WEST_RAYS, |square| reference::ray(square, reference::SOUTH_WEST)),
        (&tables::KNIGHT_ATTACKS, reference::knight_attacks),
        (&tables::KING_ATTACKS, reference::king_attacks),
        (&tables::DIAGONAL_MASKS, |square| {
            reference::ray(square, reference::NORTH_EAST) | reference::ray(square, reference::SOUTH_WEST)
        }),
        (&tables::ANTI_DIAGONAL_MASKS, |square| {
            reference::ray(square, reference::NORTH_WEST) | reference::ray(square, reference::SOUTH_EAST)
        }),
        (&tables::FILE_MASKS, |square| {
            reference::ray(square, reference::NORTH) | reference::ray(square, reference::SOUTH)
        }),
    ];
    for (table, reference) in expected {
        for square in 0..64u8 {
            assert_eq!(table[square as usize], reference(square), "square {square}");
        }
    }
}
