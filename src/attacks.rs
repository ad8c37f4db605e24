//! The lookups: table reads plus, for sliders, the occupancy-dependent cut of each ray.

use crate::tables::{
    BLACK_PAWN_ATTACKS, DOUBLED_MIRRORED_SQUARES, DOUBLED_SQUARES, FILE_MASKS, FIRST_RANK_ATTACKS,
    WHITE_PAWN_ATTACKS,
};
use crate::{Bitboard, Color, Square};

/// Reads entry `index` of a generated table. The mask proves the index in bounds, so no lookup has a panic
/// path, even where the compiler has lost track of a `Square`'s range (it costs nothing where it has not).
#[inline]
const fn entry(table: &[u64; 64], index: usize) -> u64 {
    table[index & 63]
}

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
#[inline]
pub const fn pawn_attacks(color: Color, square: Square) -> Bitboard {
    let table = match color {
        Color::White => &WHITE_PAWN_ATTACKS,
        Color::Black => &BLACK_PAWN_ATTACKS,
    };
    Bitboard(entry(table, square as usize))
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
#[inline]
pub const fn rook_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(file_attacks(square as usize, occupied.0) | rank_attacks(square as usize, occupied.0))
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
#[inline]
pub const fn rook_moves(square: Square, friends: Bitboard, enemies: Bitboard) -> Bitboard {
    Bitboard(rook_attacks(square, Bitboard(friends.0 | enemies.0)).0 & !friends.0)
}

/// Rook attacks along the file: hyperbola quintessence. With `o` the blockers on the file and `s` the rook,
/// `o - 2s` flips every bit from the rook up to the nearest blocker above; the same in the byte-swapped
/// (vertically mirrored) board finds the nearest blocker below. No branch, no bit-scan, three table reads.
///
/// Chosen by measurement over the obstruction difference, a ray walk with a sentinel bit-scan, and this
/// technique with computed masks; see "Performance" in the README.
#[inline]
const fn file_attacks(square: usize, occupied: u64) -> u64 {
    let mask = entry(&FILE_MASKS, square);
    let blockers = occupied & mask;
    let upward = blockers.wrapping_sub(entry(&DOUBLED_SQUARES, square));
    let mirrored = blockers.swap_bytes().wrapping_sub(entry(&DOUBLED_MIRRORED_SQUARES, square));
    (upward ^ mirrored.swap_bytes()) & mask
}

/// Rook attacks along the rank: the rank's six inner squares index a 512-byte table holding, for each file,
/// the attacks on the first rank; the rook's byte is moved up to its rank. The edge squares never block
/// anything beyond themselves, so they are left out of the index.
#[inline]
const fn rank_attacks(square: usize, occupied: u64) -> u64 {
    let rank_shift = square & 56;
    let inner = (occupied >> (rank_shift + 1)) as usize;
    let packed = entry(&FIRST_RANK_ATTACKS, inner);
    ((packed >> (8 * (square & 7))) & 0xff) << rank_shift
}
