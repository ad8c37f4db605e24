//! The lookups run at compile time: these constants are computed by the compiler, and a wrong value fails
//! the build, not just the test.

use chess_attacks::{Bitboard, Color, File, Piece, Rank, Square, pawn_attacks, rook_attacks, rook_moves};

const D4_EMPTY: Bitboard = rook_attacks(Square::D4, Bitboard::EMPTY);
const D4_LINES: Bitboard =
    Bitboard(Bitboard::from_file(File::D).0 | Bitboard::from_rank(Rank::Four).0).without(Square::D4);
const _: () = assert!(D4_EMPTY.0 == D4_LINES.0);

const C2_WHITE: Bitboard = pawn_attacks(Color::White, Square::C2);
const _: () = assert!(C2_WHITE.0 == Bitboard::EMPTY.with(Square::B3).with(Square::D3).0);

const H3_WHITE: Bitboard = pawn_attacks(Color::White, Square::H3);
const _: () = assert!(H3_WHITE.0 == Bitboard::from_square(Square::G4).0);

// The C# engine's `rook_in_d4_friend_in_d2_b4`, evaluated by the compiler.
const D4_FRIENDS: Bitboard =
    rook_moves(Square::D4, Bitboard::EMPTY.with(Square::D2).with(Square::B4), Bitboard::EMPTY);
const _: () = assert!(
    D4_FRIENDS.0
        == D4_LINES.without(Square::B4).without(Square::D2).without(Square::D1).without(Square::A4).0
);

const A1_ENEMY_A5: Bitboard = rook_moves(Square::A1, Bitboard::EMPTY, Bitboard::EMPTY.with(Square::A5));
const _: () = assert!(A1_ENEMY_A5.contains(Square::A5) && !A1_ENEMY_A5.contains(Square::A6));

const PARSED_INDEX: Option<Square> = Square::new(27);
const _: () = assert!(matches!(PARSED_INDEX, Some(Square::D4)));

#[test]
fn constants_agree_with_run_time_calls() {
    assert_eq!(D4_EMPTY, rook_attacks(std::hint::black_box(Square::D4), Bitboard::EMPTY));
    assert_eq!(C2_WHITE, pawn_attacks(Color::White, std::hint::black_box(Square::C2)));
    assert_eq!(D4_FRIENDS.count(), 10); // d3, d5–d8 and c4, e4–h4
}

// The text layer works in `const` too: a firmware can name its squares and pieces by their letters.
const E4: Option<Square> = Square::from_ascii(b"E4");
const _: () = assert!(matches!(E4, Some(Square::E4)));
const _: () = assert!(Square::from_ascii(b"e9").is_none());
const _: () = assert!(matches!(Piece::from_char('N'), Some(Piece::Knight)));
const _: () = assert!(Piece::Queen.to_char_for(Color::White) == 'Q');
const _: () = assert!(matches!(Color::from_char('b'), Some(Color::Black)) && Color::White.to_char() == 'w');
const _: () = assert!(matches!(File::from_ascii(b'h'), Some(File::H)) && Rank::from_ascii(b'0').is_none());
