//! The lookups: table reads plus, for sliders, the occupancy-dependent cut of each ray.

use crate::tables::{
    BLACK_PAWN_ATTACKS, EAST_RAYS, NORTH_RAYS, SOUTH_RAYS, WEST_RAYS, WHITE_PAWN_ATTACKS,
};
use crate::{Bitboard, Color, Square};

/// The squares a pawn of `color` on `square` attacks: one step diagonally forward on each side.
///
/// A pawn on the edge file attacks one square; a white pawn on rank 8 or a black pawn on rank 1 attacks
/// none (it would have been promoted, but the table is defined for every square).
///
/// ```
/// use chess_attacks::{pawn_attacks, Color, Square};
///
/// assert_eq!(pawn_attacks(Color::White, Square::C2).to_string(), "\
/// 8 . . . . . . . .
/// 7 . . . . . . . .
/// 6 . . . . . . . .
/// 5 . . . . . . . .
/// 4 . . . . . . . .
/// 3 . X . X . . . .
/// 2 . . . . . . . .
/// 1 . . . . . . . .
///   a b c d e f g h
/// ");
/// assert_eq!(pawn_attacks(Color::White, Square::H3).squares().collect::<Vec<_>>(), [Square::G4]);
/// ```
pub const fn pawn_attacks(color: Color, square: Square) -> Bitboard {
    let table = match color {
        Color::White => &WHITE_PAWN_ATTACKS,
        Color::Black => &BLACK_PAWN_ATTACKS,
    };
    Bitboard(table[square as usize])
}

/// Every square a rook on `square` attacks when the squares in `occupied` hold pieces: along its file and
/// rank up to the edge or the first occupied square, which is included. Whether `occupied` holds the rook's
/// own square makes no difference.
///
/// ```
/// use chess_attacks::{rook_attacks, Bitboard, Square};
///
/// let occupied = Bitboard::EMPTY.with(Square::D2).with(Square::B4).with(Square::D7);
/// assert_eq!(rook_attacks(Square::D4, occupied).to_string(), "\
/// 8 . . . . . . . .
/// 7 . . . X . . . .
/// 6 . . . X . . . .
/// 5 . . . X . . . .
/// 4 . X X . X X X X
/// 3 . . . X . . . .
/// 2 . . . X . . . .
/// 1 . . . . . . . .
///   a b c d e f g h
/// ");
/// ```
pub const fn rook_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    let square = square as usize;
    let file = line_attacks(occupied.0, SOUTH_RAYS[square], NORTH_RAYS[square]);
    let rank = line_attacks(occupied.0, WEST_RAYS[square], EAST_RAYS[square]);
    Bitboard(file | rank)
}

/// Where a rook on `square` can move: [`rook_attacks`] over `friends | enemies`, minus `friends`. An enemy's
/// square is a capture; a friend's is not reachable. This is the C# engine's `GetMoveBoard(friends, enemies)`.
///
/// ```
/// use chess_attacks::{rook_moves, Bitboard, Square};
///
/// let friends = Bitboard::EMPTY.with(Square::B4);
/// let enemies = Bitboard::EMPTY.with(Square::D2);
/// assert_eq!(rook_moves(Square::D4, friends, enemies).to_string(), "\
/// 8 . . . X . . . .
/// 7 . . . X . . . .
/// 6 . . . X . . . .
/// 5 . . . X . . . .
/// 4 . . X . X X X X
/// 3 . . . X . . . .
/// 2 . . . X . . . .
/// 1 . . . . . . . .
///   a b c d e f g h
/// ");
/// ```
pub const fn rook_moves(square: Square, friends: Bitboard, enemies: Bitboard) -> Bitboard {
    Bitboard(rook_attacks(square, Bitboard(friends.0 | enemies.0)).0 & !friends.0)
}

/// Attacks along one line through the slider, given the line's part below it (`lower`, towards a1) and
/// above it (`upper`): the obstruction difference. Subtracting the nearest blocker below from the blockers
/// above sets every bit from that blocker up to the nearest blocker above, both included; no branch, one
/// bit-scan.
const fn line_attacks(occupied: u64, lower: u64, upper: u64) -> u64 {
    let lower_blockers = occupied & lower;
    let upper_blockers = occupied & upper;
    // Bit 0 stands in for "no blocker below": the whole lower part is then attacked, and the scan is defined.
    let nearest_below = 1 << (63 - (lower_blockers | 1).leading_zeros());
    let span = upper_blockers ^ upper_blockers.wrapping_sub(nearest_below);
    (lower | upper) & span
}
