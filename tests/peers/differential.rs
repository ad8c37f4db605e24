//! Against cozy-chess, an independent implementation (magic bitboards): every square for pawns (both
//! colours), knights and kings; every pair of squares for `between` and `line`; and 10,000 seeded random
//! occupancies per square for rooks, bishops and queens, at densities from about 6% to 75%.

use chess_attacks::reference::SplitMix64;
use chess_attacks::{
    Bitboard, Color, Square, between, bishop_attacks, king_attacks, knight_attacks, line, pawn_attacks,
    queen_attacks, rook_attacks,
};

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

#[test]
fn knight_and_king_attacks_match_cozy_chess() {
    for square in Square::ALL {
        assert_eq!(
            knight_attacks(square).0,
            cozy_chess::get_knight_moves(cozy_square(square)).0,
            "knight on {square}"
        );
        assert_eq!(
            king_attacks(square).0,
            cozy_chess::get_king_moves(cozy_square(square)).0,
            "king on {square}"
        );
    }
}

#[test]
fn bishop_and_queen_attacks_match_cozy_chess_on_random_occupancies() {
    let mut rng = SplitMix64::new(0x5eed_0005);
    for square in Square::ALL {
        for round in 0..10_000 {
            let occupied = rng.occupancy(round);
            let blockers = cozy_chess::BitBoard(occupied);
            let bishop = cozy_chess::get_bishop_moves(cozy_square(square), blockers);
            let rook = cozy_chess::get_rook_moves(cozy_square(square), blockers);
            assert_eq!(
                bishop_attacks(square, Bitboard(occupied)).0,
                bishop.0,
                "bishop on {square}, {occupied:#018x}"
            );
            assert_eq!(queen_attacks(square, Bitboard(occupied)).0, (bishop | rook).0, "queen on {square}");
        }
    }
}

#[test]
fn between_and_line_match_cozy_chess_for_every_pair() {
    for a in Square::ALL {
        for b in Square::ALL {
            let (cozy_a, cozy_b) = (cozy_square(a), cozy_square(b));
            assert_eq!(
                between(a, b).0,
                cozy_chess::get_between_rays(cozy_a, cozy_b).0,
                "between {a} and {b}"
            );
            assert_eq!(line(a, b).0, cozy_chess::get_line_rays(cozy_a, cozy_b).0, "line through {a} and {b}");
        }
    }
}

#[cfg(feature = "magic")]
#[test]
fn magic_lookups_match_cozy_chess_on_random_occupancies() {
    use chess_attacks::magic;
    let mut rng = SplitMix64::new(0x5eed_0008);
    for square in Square::ALL {
        for round in 0..10_000 {
            let occupied = rng.occupancy(round);
            let blockers = cozy_chess::BitBoard(occupied);
            let rook = cozy_chess::get_rook_moves(cozy_square(square), blockers);
            let bishop = cozy_chess::get_bishop_moves(cozy_square(square), blockers);
            let board = Bitboard(occupied);
            assert_eq!(magic::rook_attacks(square, board).0, rook.0, "rook on {square}, {occupied:#018x}");
            assert_eq!(
                magic::bishop_attacks(square, board).0,
                bishop.0,
                "bishop on {square}, {occupied:#018x}"
            );
            assert_eq!(magic::queen_attacks(square, board).0, (rook | bishop).0, "queen on {square}");
        }
    }
}
