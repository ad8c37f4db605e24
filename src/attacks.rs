//! The lookups: table reads plus, for sliders, the occupancy-dependent cut of each ray.

use crate::bitboard::{bit_at, square_bit};
use crate::derived::derived_lookups;
use crate::tables::{
    ANTI_DIAGONAL_MASKS, BLACK_PAWN_ATTACKS, DIAGONAL_MASKS, EAST_RAYS, FILE_MASKS, KING_ATTACKS,
    KNIGHT_ATTACKS, WEST_RAYS, WHITE_PAWN_ATTACKS,
};
#[cfg(any(between_technique = "rays", test))]
use crate::tables::{
    NORTH_EAST_RAYS, NORTH_RAYS, NORTH_WEST_RAYS, SOUTH_EAST_RAYS, SOUTH_RAYS, SOUTH_WEST_RAYS,
};
use crate::{Bitboard, Color, Square};
use crate::{chosen_bishop, chosen_queen, chosen_rook};

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
    // A table per colour: in a loop the compiler turns this match into a conditional move between them.
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
    Bitboard(chosen_rook::attacks(square as usize, occupied.0))
}

/// The squares a knight on `square` attacks.
///
/// ```
/// use chess_attacks::{knight_attacks, Square};
///
/// assert_eq!(knight_attacks(Square::B1).to_string(), "\
/// 8 . . . . . . . .
/// 7 . . . . . . . .
/// 6 . . . . . . . .
/// 5 . . . . . . . .
/// 4 . . . . . . . .
/// 3 X . X . . . . .
/// 2 . . . X . . . .
/// 1 . . . . . . . .
///   a b c d e f g h
/// ");
/// ```
#[inline]
pub const fn knight_attacks(square: Square) -> Bitboard {
    Bitboard(entry(&KNIGHT_ATTACKS, square as usize))
}

/// The squares a king on `square` attacks (castling is a move, not an attack, and is not included).
///
/// ```
/// use chess_attacks::{king_attacks, Square};
///
/// assert_eq!(king_attacks(Square::H1).to_string(), "\
/// 8 . . . . . . . .
/// 7 . . . . . . . .
/// 6 . . . . . . . .
/// 5 . . . . . . . .
/// 4 . . . . . . . .
/// 3 . . . . . . . .
/// 2 . . . . . . X X
/// 1 . . . . . . X .
///   a b c d e f g h
/// ");
/// ```
#[inline]
pub const fn king_attacks(square: Square) -> Bitboard {
    Bitboard(entry(&KING_ATTACKS, square as usize))
}

/// Every square a bishop on `square` attacks when the squares in `occupied` hold pieces: along both
/// diagonals up to the edge or the first occupied square, which is included. Whether `occupied` holds the
/// bishop's own square makes no difference.
///
/// ```
/// use chess_attacks::{bishop_attacks, Bitboard, Square};
///
/// let occupied = Bitboard::EMPTY.with(Square::F6).with(Square::B2);
/// assert_eq!(bishop_attacks(Square::D4, occupied).to_string(), "\
/// 8 . . . . . . . .
/// 7 X . . . . . . .
/// 6 . X . . . X . .
/// 5 . . X . X . . .
/// 4 . . . . . . . .
/// 3 . . X . X . . .
/// 2 . X . . . X . .
/// 1 . . . . . . X .
///   a b c d e f g h
/// ");
/// ```
#[inline]
pub const fn bishop_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(chosen_bishop::attacks(square as usize, occupied.0))
}

/// Every square a queen on `square` attacks: [`rook_attacks`] and [`bishop_attacks`] together.
///
/// ```
/// use chess_attacks::{queen_attacks, Bitboard, Square};
///
/// let occupied = Bitboard::EMPTY.with(Square::D6).with(Square::F6);
/// assert_eq!(queen_attacks(Square::D4, occupied).to_string(), "\
/// 8 . . . . . . . .
/// 7 X . . . . . . .
/// 6 . X . X . X . .
/// 5 . . X X X . . .
/// 4 X X X . X X X X
/// 3 . . X X X . . .
/// 2 . X . X . X . .
/// 1 X . . X . . X .
///   a b c d e f g h
/// ");
/// ```
#[inline]
pub const fn queen_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(chosen_queen::attacks(square as usize, occupied.0))
}

derived_lookups! {
    /// Where a rook on `square` can move: [`rook_attacks`] over `friends | enemies`, minus `friends`. An
    /// enemy's square is a capture; a friend's is not reachable. This is StrongChess's
    /// `GetMoveBoard(friends, enemies)`.
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
    rook_moves;
    /// Where a bishop on `square` can move: [`bishop_attacks`] over `friends | enemies`, minus `friends`.
    ///
    /// ```
    /// use chess_attacks::{bishop_moves, Bitboard, Square};
    ///
    /// let friends = Bitboard::EMPTY.with(Square::E5);
    /// let enemies = Bitboard::EMPTY.with(Square::B2);
    /// let moves = bishop_moves(Square::D4, friends, enemies);
    /// assert!(moves.contains(Square::B2) && !moves.contains(Square::A1)); // capture, then blocked
    /// assert!(!moves.contains(Square::E5) && !moves.contains(Square::F6)); // own piece, and behind it
    /// assert_eq!(moves.count(), 8); // c5 b6 a7, c3 b2, e3 f2 g1
    /// ```
    bishop_moves;
    /// Where a queen on `square` can move: [`queen_attacks`] over `friends | enemies`, minus `friends`.
    ///
    /// ```
    /// use chess_attacks::{queen_moves, Bitboard, Square};
    ///
    /// let friends = Bitboard::EMPTY.with(Square::A2).with(Square::B1);
    /// let moves = queen_moves(Square::A1, friends, Bitboard::EMPTY);
    /// assert_eq!(moves.squares().collect::<Vec<_>>(), [Square::B2, Square::C3, Square::D4, Square::E5,
    ///     Square::F6, Square::G7, Square::H8]);
    /// ```
    queen_moves;
    /// Every square a `piece` of `color` on `square` attacks when the squares in `occupied` hold pieces: one
    /// call for every kind of piece, dispatching to [`pawn_attacks`], [`knight_attacks`], [`bishop_attacks`],
    /// [`rook_attacks`], [`queen_attacks`] or [`king_attacks`]. `color` matters only for pawns, `occupied`
    /// only for the sliders. Generic code that picks its family by type has the same as
    /// [`Sliders::attacks`](crate::Sliders::attacks).
    ///
    /// ```
    /// use chess_attacks::{attacks, Bitboard, Color, Piece, Square};
    ///
    /// let occupied = Bitboard::from_square(Square::D6);
    /// assert_eq!(attacks(Piece::Rook, Color::White, Square::D4, occupied).count(), 12);
    /// assert_eq!(attacks(Piece::Pawn, Color::Black, Square::D4, occupied).count(), 2); // c3, e3
    /// ```
    attacks;
}

/// The squares strictly between `a` and `b` when they share a rank, file or diagonal; otherwise (and when
/// `a == b`) none.
///
/// ```
/// use chess_attacks::{between, Bitboard, Square};
///
/// assert_eq!(between(Square::B2, Square::E5).to_string(), "\
/// 8 . . . . . . . .
/// 7 . . . . . . . .
/// 6 . . . . . . . .
/// 5 . . . . . . . .
/// 4 . . . X . . . .
/// 3 . . X . . . . .
/// 2 . . . . . . . .
/// 1 . . . . . . . .
///   a b c d e f g h
/// ");
/// assert_eq!(between(Square::A1, Square::B3), Bitboard::EMPTY); // not aligned
/// ```
#[inline]
pub const fn between(a: Square, b: Square) -> Bitboard {
    // Chosen per target, like the sliders' techniques.
    #[cfg(between_technique = "rays")]
    let squares = between_by_rays(a, b);
    #[cfg(between_technique = "line")]
    let squares = between_by_line(a, b);
    Bitboard(squares)
}

/// [`between`] from the ray tables: a ray from `a` meets the opposite ray from `b` exactly when `b` lies on
/// it, and then they share the squares between, with no branch on the direction.
#[cfg(any(between_technique = "rays", test))]
#[inline]
const fn between_by_rays(a: Square, b: Square) -> u64 {
    const fn meeting(rays: &[u64; 64], opposite: &[u64; 64], a: usize, b: usize) -> u64 {
        (entry(rays, a) & entry(opposite, b)) | (entry(opposite, a) & entry(rays, b))
    }
    let (a, b) = (a as usize, b as usize);
    meeting(&NORTH_RAYS, &SOUTH_RAYS, a, b)
        | meeting(&EAST_RAYS, &WEST_RAYS, a, b)
        | meeting(&NORTH_EAST_RAYS, &SOUTH_WEST_RAYS, a, b)
        | meeting(&NORTH_WEST_RAYS, &SOUTH_EAST_RAYS, a, b)
}

/// [`between`] from the line: its squares whose index lies strictly between the two squares'.
#[cfg(any(between_technique = "line", test))]
#[inline]
const fn between_by_line(a: Square, b: Square) -> u64 {
    let (a_bit, b_bit) = (square_bit(a as usize), square_bit(b as usize));
    let from_lower_up_to_higher = a_bit.wrapping_neg() ^ b_bit.wrapping_neg();
    line(a, b).0 & from_lower_up_to_higher & !(a_bit | b_bit)
}

/// The whole line through `a` and `b`, from edge to edge with both squares included, when they share a rank,
/// file or diagonal; otherwise (and when `a == b`) none.
///
/// ```
/// use chess_attacks::{line, Bitboard, Square};
///
/// assert_eq!(line(Square::C2, Square::E4).to_string(), "\
/// 8 . . . . . . . .
/// 7 . . . . . . . X
/// 6 . . . . . . X .
/// 5 . . . . . X . .
/// 4 . . . . X . . .
/// 3 . . . X . . . .
/// 2 . . X . . . . .
/// 1 . X . . . . . .
///   a b c d e f g h
/// ");
/// ```
#[inline]
pub const fn line(a: Square, b: Square) -> Bitboard {
    let (a, b) = (a as usize, b as usize);
    Bitboard(
        line_if_holds(entry(&FILE_MASKS, a), a, b)
            | line_if_holds(entry(&EAST_RAYS, a) | entry(&WEST_RAYS, a), a, b)
            | line_if_holds(entry(&DIAGONAL_MASKS, a), a, b)
            | line_if_holds(entry(&ANTI_DIAGONAL_MASKS, a), a, b),
    )
}

/// `mask` (a line through `a`, without `a`) with `a` added if it holds `b`, else nothing; without a branch.
#[inline]
const fn line_if_holds(mask: u64, a: usize, b: usize) -> u64 {
    let holds_b = 0u64.wrapping_sub(bit_at(mask, b));
    (mask | square_bit(a)) & holds_b
}

/// The one-way ray from `from` through `through` to the edge of the board: the squares beyond `from` in the
/// direction of `through`, `through` included and `from` left out, when the two share a rank, file or
/// diagonal; otherwise (and when they are the same square) none. Engines keep it for x-rays and pins: the
/// squares a slider on `from` would reach through `through` if nothing stood in the way.
///
/// ```
/// use chess_attacks::{ray, Bitboard, Square};
///
/// assert_eq!(ray(Square::C2, Square::E4).to_string(), "\
/// 8 . . . . . . . .
/// 7 . . . . . . . X
/// 6 . . . . . . X .
/// 5 . . . . . X . .
/// 4 . . . . X . . .
/// 3 . . . X . . . .
/// 2 . . . . . . . .
/// 1 . . . . . . . .
///   a b c d e f g h
/// ");
/// assert_eq!(ray(Square::E4, Square::C2), Bitboard::EMPTY.with(Square::D3).with(Square::C2).with(Square::B1));
/// assert_eq!(ray(Square::A1, Square::B3), Bitboard::EMPTY); // not aligned
/// ```
#[inline]
pub const fn ray(from: Square, through: Square) -> Bitboard {
    // The line through both, cut at `from`: the squares of higher index when `through` has a higher index,
    // else those of lower index. No table of its own, and no branch on the direction.
    let (from_index, through_index) = (from as u32 & 63, through as u32 & 63);
    let bit = square_bit(from_index as usize);
    let below = bit - 1;
    let above = !(below | bit);
    let toward_higher = 0u64.wrapping_sub((through_index > from_index) as u64);
    Bitboard(line(from, through).0 & ((above & toward_higher) | (below & !toward_higher)))
}

/// Every square a rook on `square` attacks on an empty board: its file and rank, the square itself left out.
///
/// ```
/// use chess_attacks::{rook_attacks, rook_rays, Bitboard, Square};
///
/// assert_eq!(rook_rays(Square::D4).count(), 14);
/// assert_eq!(rook_rays(Square::D4), rook_attacks(Square::D4, Bitboard::EMPTY));
/// ```
#[inline]
pub const fn rook_rays(square: Square) -> Bitboard {
    let square = square as usize;
    Bitboard(entry(&FILE_MASKS, square) | entry(&EAST_RAYS, square) | entry(&WEST_RAYS, square))
}

/// Every square a bishop on `square` attacks on an empty board: both diagonals, the square itself left out.
///
/// ```
/// use chess_attacks::{bishop_rays, Square};
///
/// assert_eq!(bishop_rays(Square::A1).count(), 7);
/// assert_eq!(bishop_rays(Square::D4).count(), 13);
/// ```
#[inline]
pub const fn bishop_rays(square: Square) -> Bitboard {
    let square = square as usize;
    Bitboard(entry(&DIAGONAL_MASKS, square) | entry(&ANTI_DIAGONAL_MASKS, square))
}

/// Whether `c` lies on the line through `a` and `b` (a rank, file or diagonal, edge to edge); false when
/// `a` and `b` share none, or are the same square. Engines use it to tell whether a pinned piece's move
/// keeps it on the pin line.
///
/// ```
/// use chess_attacks::{aligned, Square};
///
/// assert!(aligned(Square::A1, Square::C3, Square::H8)); // the long diagonal, beyond b
/// assert!(aligned(Square::A1, Square::C3, Square::B2)); // between them
/// assert!(!aligned(Square::A1, Square::C3, Square::C1));
/// assert!(!aligned(Square::A1, Square::B3, Square::C5)); // a1 and b3 share no line
/// ```
#[inline]
pub const fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

#[cfg(test)]
mod tests {
    use super::{between_by_line, between_by_rays};
    use crate::{Square, reference};

    /// Both ways of answering `between`, whichever this target compiles into the public function, on every
    /// pair of squares.
    #[test]
    fn both_betweens_match_the_reference_for_every_pair() {
        for a in Square::ALL {
            for b in Square::ALL {
                let expected = reference::between(a.index(), b.index());
                assert_eq!(between_by_rays(a, b), expected, "by rays, {a} and {b}");
                assert_eq!(between_by_line(a, b), expected, "by the line, {a} and {b}");
            }
        }
    }
}
