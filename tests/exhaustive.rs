//! Every square against the reference module: all pawn, knight and king squares, every subset of each rook
//! square's relevant blockers (102,400 configurations) and each bishop square's (5,248), and every pair of
//! squares for `between` and `line`.

mod common;

use chess_attacks::{
    Bitboard, Color, Piece, Root, Sliders, Square, aligned, attacks, between, bishop_attacks, bishop_moves,
    bishop_rays, king_attacks, knight_attacks, line, pawn_attacks, queen_attacks, queen_moves, ray,
    rook_attacks, rook_moves, rook_rays,
};
use common::reference::{self, Side};
use common::{SplitMix64, reference_attacks};

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
        for Bitboard(blockers) in Bitboard(relevant).subsets() {
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
        for Bitboard(blockers) in Bitboard(relevant).subsets() {
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

#[test]
fn knight_and_king_attacks_match_the_reference_on_every_square() {
    for square in Square::ALL {
        assert_eq!(knight_attacks(square).0, reference::knight_attacks(square.index()), "knight on {square}");
        assert_eq!(king_attacks(square).0, reference::king_attacks(square.index()), "king on {square}");
    }
}

#[test]
fn bishop_attacks_match_the_walk_for_every_blocker_subset() {
    let mut rng = SplitMix64::new(0x5eed_0003);
    let mut configurations = 0;
    for square in Square::ALL {
        let relevant = reference::relevant_blockers(square.index(), &reference::BISHOP_DIRECTIONS);
        for Bitboard(blockers) in Bitboard(relevant).subsets() {
            let expected = reference::bishop_attacks(square.index(), blockers);
            assert_eq!(
                bishop_attacks(square, Bitboard(blockers)).0,
                expected,
                "bishop on {square}, {blockers:#018x}"
            );
            let noise = !relevant;
            assert_eq!(
                bishop_attacks(square, Bitboard(blockers | noise)).0,
                reference::bishop_attacks(square.index(), blockers | noise)
            );
            let friends = blockers & rng.next_u64();
            let enemies = blockers & !friends;
            assert_eq!(bishop_moves(square, Bitboard(friends), Bitboard(enemies)).0, expected & !friends);
            configurations += 1;
        }
    }
    assert_eq!(configurations, 5_248);
}

#[test]
fn queen_attacks_are_rook_and_bishop_walks_together() {
    let mut rng = SplitMix64::new(0x5eed_0004);
    for square in Square::ALL {
        for round in 0..1_000 {
            let (friends, enemies) = (rng.occupancy(round), rng.occupancy(round + 2));
            let enemies = enemies & !friends;
            let occupied = friends | enemies;
            let expected = reference::slide(
                square.index(),
                occupied,
                &[reference::ROOK_DIRECTIONS, reference::BISHOP_DIRECTIONS].concat(),
            );
            assert_eq!(
                queen_attacks(square, Bitboard(occupied)).0,
                expected,
                "queen on {square}, {occupied:#018x}"
            );
            assert_eq!(queen_moves(square, Bitboard(friends), Bitboard(enemies)).0, expected & !friends);
        }
    }
}

#[test]
fn between_and_line_match_the_reference_for_every_pair() {
    for a in Square::ALL {
        for b in Square::ALL {
            assert_eq!(between(a, b).0, reference::between(a.index(), b.index()), "between {a} and {b}");
            assert_eq!(line(a, b).0, reference::line(a.index(), b.index()), "line through {a} and {b}");
        }
    }
}

#[test]
fn ray_matches_the_reference_walk_toward_the_second_square_for_every_pair() {
    let mut aligned_pairs = 0;
    for from in Square::ALL {
        for through in Square::ALL {
            let expected = reference::ray_through(from.index(), through.index());
            assert_eq!(ray(from, through).0, expected, "ray from {from} through {through}");
            aligned_pairs += usize::from(expected != 0);
        }
    }
    // An aligned pair is one square of one of `from`'s empty-board rays, counted independently.
    let rays: u32 =
        Square::ALL.iter().map(|&square| rook_rays(square).count() + bishop_rays(square).count()).sum();
    assert_eq!(aligned_pairs, rays as usize);
}

/// A square listed as both a friend and an enemy counts as a friend, as the documented formula
/// `attacks(friends | enemies) - friends` says: it blocks, and it is not a capture.
#[test]
fn a_square_in_both_friends_and_enemies_counts_as_a_friend() {
    let both = Bitboard::from(Square::D6);
    let rook = rook_moves(Square::D4, both, both);
    assert!(rook.contains(Square::D5) && !rook.contains(Square::D6) && !rook.contains(Square::D7));
    let bishop = bishop_moves(Square::B4, both, both);
    assert!(bishop.contains(Square::C5) && !bishop.contains(Square::D6) && !bishop.contains(Square::E7));
    let queen = queen_moves(Square::D8, both, both);
    assert!(queen.contains(Square::D7) && !queen.contains(Square::D6) && !queen.contains(Square::D5));

    let mut rng = SplitMix64::new(0x5eed_0006);
    let all_directions = [reference::ROOK_DIRECTIONS, reference::BISHOP_DIRECTIONS].concat();
    for square in Square::ALL {
        for round in 0..200 {
            let (friends, enemies) = (rng.occupancy(round), rng.occupancy(round + 1));
            let index = square.index();
            let (f, e) = (Bitboard(friends), Bitboard(enemies));
            let walk = |directions: &[reference::Direction]| {
                reference::slide(index, friends | enemies, directions) & !friends
            };
            assert_eq!(rook_moves(square, f, e).0, walk(&reference::ROOK_DIRECTIONS), "rook on {square}");
            assert_eq!(
                bishop_moves(square, f, e).0,
                walk(&reference::BISHOP_DIRECTIONS),
                "bishop on {square}"
            );
            assert_eq!(queen_moves(square, f, e).0, walk(&all_directions), "queen on {square}");
        }
    }
}

#[test]
fn rays_are_the_walk_on_an_empty_board() {
    for square in Square::ALL {
        let index = square.index();
        assert_eq!(rook_rays(square).0, reference::slide(index, 0, &reference::ROOK_DIRECTIONS), "{square}");
        assert_eq!(
            bishop_rays(square).0,
            reference::slide(index, 0, &reference::BISHOP_DIRECTIONS),
            "{square}"
        );
    }
}

#[test]
fn aligned_holds_exactly_for_the_squares_of_the_reference_line() {
    for a in Square::ALL {
        for b in Square::ALL {
            let through = reference::line(a.index(), b.index());
            for c in Square::ALL {
                assert_eq!(aligned(a, b, c), through >> c.index() & 1 != 0, "{a} {b} {c}");
            }
        }
    }
}

#[test]
fn attacks_answers_for_every_piece_as_its_reference_does() {
    let mut rng = SplitMix64::new(0x5eed_0006);
    for square in Square::ALL {
        let index = square.index();
        for _ in 0..200 {
            let occupied = rng.next_u64() & rng.next_u64();
            for color in Color::ALL {
                for piece in Piece::ALL {
                    let found = attacks(piece, color, square, Bitboard(occupied)).0;
                    let expected = reference_attacks(piece, color, index, occupied);
                    assert_eq!(found, expected, "{color:?} {piece:?} on {square}, {occupied:#018x}");
                    let generic = Root::attacks(piece, color, square, Bitboard(occupied)).0;
                    assert_eq!(generic, expected, "Root, {color:?} {piece:?} on {square}, {occupied:#018x}");
                }
            }
        }
    }
}
