//! Against cozy-chess, an independent implementation (magic bitboards): every square, both pawn colours,
//! and 10,000 seeded random occupancies per rook square at densities from about 6% to 75%.

mod common;

use chess_attacks::{Bitboard, Color, Square, pawn_attacks, rook_attacks};
use common::SplitMix64;

fn cozy_square(square: Square) -> cozy_chess::Square {
    cozy_chess::Square::index(square.index() as usize)
}

#[test]
fn pawn_attacks_match_cozy_chess() {
    for square in Square::ALL {
        for (color, cozy_color) in
            [(Color::White, cozy_chess::Color::White), (Color::Black, cozy_chess::Color::Black)]
        {
            let expected = cozy_chess::get_pawn_attacks(cozy_square(square), cozy_color);
            assert_eq!(pawn_attacks(color, square).0, expected.0, "{color:?} pawn on {square}");
        }
    }
}

#[test]
fn rook_attacks_match_cozy_chess_on_random_occupancies() {
    let mut rng = SplitMix64::new(0x5eed_0002);
    for square in Square::ALL {
        for round in 0..10_000 {
            let occupied = rng.occupancy(round);
            let expected = cozy_chess::get_rook_moves(cozy_square(square), cozy_chess::BitBoard(occupied));
            assert_eq!(
                rook_attacks(square, Bitboard(occupied)).0,
                expected.0,
                "rook on {square}, occupied {occupied:#018x}"
            );
        }
    }
}
