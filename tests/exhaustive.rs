//! Every square against the reference module: all pawn squares, and every subset of each rook square's
//! relevant blockers (102,400 configurations).

mod common;

use chess_attacks::{Bitboard, Color, Square, pawn_attacks, rook_attacks, rook_moves};
use common::reference::{self, Side};
use common::{SplitMix64, subsets};

#[test]
fn pawn_attacks_match_the_reference_mask_on_every_square() {
    for square in Square::ALL {
        for (color, side) in [(Color::White, Side::White), (Color::Black, Side::Black)] {
            let expected = reference::pawn_attacks(side, square.index());
            assert_eq!(pawn_attacks(color, square).0, expected, "{color:?} pawn on {square}");
        }
    }
}

#[test]
fn rook_attacks_match_the_walk_for_every_blocker_subset() {
    let mut configurations = 0;
    for square in Square::ALL {
        let relevant = reference::relevant_blockers(square.index(), &reference::ROOK_DIRECTIONS);
        for blockers in subsets(relevant) {
            let expected = reference::rook_attacks(square.index(), blockers);
            assert_eq!(
                rook_attacks(square, Bitboard(blockers)).0,
                expected,
                "rook on {square}, blockers {blockers:#018x}"
            );
            // Squares outside the relevant mask (edges, other lines) must not change the answer.
            let noise = !relevant;
            assert_eq!(
                rook_attacks(square, Bitboard(blockers | noise)).0,
                reference::rook_attacks(square.index(), blockers | noise)
            );
            configurations += 1;
        }
    }
    assert_eq!(configurations, 102_400);
}

#[test]
fn rook_moves_are_attacks_minus_friends_on_random_splits() {
    let mut rng = SplitMix64::new(0x5eed_0001);
    for square in Square::ALL {
        let relevant = reference::relevant_blockers(square.index(), &reference::ROOK_DIRECTIONS);
        for blockers in subsets(relevant) {
            let friends = blockers & rng.next_u64();
            let enemies = blockers & !friends;
            let expected = reference::rook_moves(square.index(), friends, enemies);
            let moves = rook_moves(square, Bitboard(friends), Bitboard(enemies));
            assert_eq!(
                moves.0, expected,
                "rook on {square}, friends {friends:#018x}, enemies {enemies:#018x}"
            );
            assert_eq!(moves, rook_attacks(square, Bitboard(blockers)) - Bitboard(friends));
        }
    }
}
