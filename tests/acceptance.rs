//! The published examples, one test each: the C# engine's NUnit tests for `GetMoveBoard` and the C engine's
//! pawn pictures. Expected values are written the way the sources write them, from files, ranks and squares.

use chess_attacks::{Bitboard, Color, File, Rank, Square, pawn_attacks, rook_attacks, rook_moves};

/// `(Files.X | Ranks.N)` of the C# tests.
fn lines(file: File, rank: Rank) -> Bitboard {
    Bitboard::from(file) | Bitboard::from(rank)
}

/// `Bitboard.Set(...)` over a list of squares.
fn set(squares: &[Square]) -> Bitboard {
    squares.iter().copied().collect()
}

/// One `#[test]` per C# case: rook square, friends, enemies, the lines the result starts from, and the
/// squares `.Clear(...)`ed from them.
macro_rules! get_move_board {
    ($($name:ident: rook $rook:ident, friends [$($friend:ident),*], enemies [$($enemy:ident),*]
        => ($file:ident | $rank:ident) minus [$($cleared:ident),*];)*) => {$(
        #[test]
        fn $name() {
            let friends = set(&[$(Square::$friend),*]);
            let enemies = set(&[$(Square::$enemy),*]);
            let expected = set(&[$(Square::$cleared),*]);
            let expected = lines(File::$file, Rank::$rank) - expected;
            assert_eq!(rook_moves(Square::$rook, friends, enemies), expected, "moves\n{}", expected);
            if friends.is_empty() {
                assert_eq!(rook_attacks(Square::$rook, enemies), expected);
            }
        }
    )*};
}

get_move_board! {
    rook_in_a1: rook A1, friends [], enemies [] => (A | One) minus [A1];
    rook_in_h1: rook H1, friends [], enemies [] => (H | One) minus [H1];
    rook_in_h8: rook H8, friends [], enemies [] => (H | Eight) minus [H8];
    rook_in_d4: rook D4, friends [], enemies [] => (D | Four) minus [D4];
    rook_in_a1_enemy_in_a5: rook A1, friends [], enemies [A5] => (A | One) minus [A1, A6, A7, A8];
    rook_in_a1_enemy_in_f1: rook A1, friends [], enemies [F1] => (A | One) minus [A1, G1, H1];
    rook_in_h1_enemy_in_b1: rook H1, friends [], enemies [B1] => (H | One) minus [H1, A1];
    rook_in_d4_enemy_in_d2_b4: rook D4, friends [], enemies [D2, B4] => (D | Four) minus [D4, D1, A4];
    rook_in_a1_friend_in_a5: rook A1, friends [A5], enemies [] => (A | One) minus [A1, A5, A6, A7, A8];
    rook_in_a1_friend_in_f1: rook A1, friends [F1], enemies [] => (A | One) minus [A1, F1, G1, H1];
    rook_in_h1_friend_in_b1: rook H1, friends [B1], enemies [] => (H | One) minus [H1, A1, B1];
    rook_in_d4_friend_in_d2_b4: rook D4, friends [D2, B4], enemies [] => (D | Four) minus [D4, B4, D2, D1, A4];
}

/// One `#[test]` per pawn picture: colour, square, the squares it attacks.
macro_rules! pawn_example {
    ($($name:ident: $color:ident $square:ident => [$($target:ident),*];)*) => {$(
        #[test]
        fn $name() {
            assert_eq!(pawn_attacks(Color::$color, Square::$square), set(&[$(Square::$target),*]));
        }
    )*};
}

pawn_example! {
    white_pawn_on_c2_attacks_b3_and_d3: White C2 => [B3, D3];
    white_pawn_on_h3_attacks_only_g4: White H3 => [G4];
    white_pawn_on_a2_attacks_only_b3: White A2 => [B3];
    black_pawn_on_c7_attacks_b6_and_d6: Black C7 => [B6, D6];
    black_pawn_on_h6_attacks_only_g5: Black H6 => [G5];
    black_pawn_on_a7_attacks_only_b6: Black A7 => [B6];
}

#[test]
fn pawns_on_their_last_rank_attack_nothing() {
    for file in File::ALL {
        assert_eq!(pawn_attacks(Color::White, Square::from_coords(file, Rank::Eight)), Bitboard::EMPTY);
        assert_eq!(pawn_attacks(Color::Black, Square::from_coords(file, Rank::One)), Bitboard::EMPTY);
    }
}

#[test]
fn rook_ignores_its_own_square_in_occupied() {
    for square in Square::ALL {
        let occupied = Bitboard::EMPTY.with(Square::D4).with(Square::E5);
        assert_eq!(
            rook_attacks(square, occupied.with(square)),
            rook_attacks(square, occupied.without(square))
        );
    }
}
