//! The slider lookups as a type, so that a move generator or a search can be written once and compiled for
//! either family: generic over [`Sliders`], it runs on the crate root's small tables ([`Root`]) or, with the
//! `magic` feature, on black magic bitboards (`magic::Magic`), each monomorphised with no indirection.

use crate::derived::piece_attacks;
use crate::{Bitboard, Color, Piece, Square};

/// A family of slider lookups: what a generic move generator calls for rooks, bishops and queens.
///
/// Every implementation answers exactly as the crate-root functions of the same names do; only the bytes
/// read and the speed differ.
///
/// ```
/// use chess_attacks::{Bitboard, Root, Sliders, Square};
///
/// /// Squares a rook on `from` reaches, on any family.
/// fn rook_reach<S: Sliders>(from: Square, occupied: Bitboard) -> u32 {
///     S::rook(from, occupied).count()
/// }
///
/// // 8 . . . . . . . .
/// // 7 . . . x . . . .   a blocker on d7 stops the rook there:
/// // 6 . . . * . . . .   up 2 (d6, d7), down 4, left 3, right 4
/// // 5 * * * R * * * *
/// // 4 . . . * . . . .
/// //   a b c d e f g h
/// assert_eq!(rook_reach::<Root>(Square::D5, Bitboard::from(Square::D7)), 13);
/// assert_eq!(Root::NAME, "crate root");
/// ```
pub trait Sliders {
    /// How programs name the family in their output: `"crate root"` or `"magic"`.
    const NAME: &'static str;

    /// The squares a rook on `square` attacks when the squares in `occupied` hold pieces.
    fn rook(square: Square, occupied: Bitboard) -> Bitboard;

    /// The squares a bishop on `square` attacks when the squares in `occupied` hold pieces.
    fn bishop(square: Square, occupied: Bitboard) -> Bitboard;

    /// The squares a queen on `square` attacks when the squares in `occupied` hold pieces.
    fn queen(square: Square, occupied: Bitboard) -> Bitboard;

    /// Every square a `piece` of `color` on `square` attacks when the squares in `occupied` hold pieces,
    /// the sliders by this family: [`attacks`](fn@crate::attacks) (or `magic::attacks`) for code that picks
    /// its family by type, through the same dispatch on the kind of piece.
    ///
    /// ```
    /// use chess_attacks::{attacks, Bitboard, Color, Piece, Root, Sliders, Square};
    ///
    /// /// What a piece attacks, on any family.
    /// fn attacked<S: Sliders>(piece: Piece, color: Color, square: Square, occupied: Bitboard) -> Bitboard {
    ///     S::attacks(piece, color, square, occupied)
    /// }
    ///
    /// let occupied = Bitboard::from(Square::D6);
    /// assert_eq!(attacked::<Root>(Piece::Rook, Color::White, Square::D4, occupied).count(), 12); // up to d6
    /// assert_eq!(attacked::<Root>(Piece::Pawn, Color::Black, Square::D4, occupied).count(), 2); // c3, e3
    /// for piece in Piece::ALL {
    ///     let expected = attacks(piece, Color::White, Square::E4, occupied);
    ///     assert_eq!(Root::attacks(piece, Color::White, Square::E4, occupied), expected);
    /// }
    /// ```
    #[inline]
    fn attacks(piece: Piece, color: Color, square: Square, occupied: Bitboard) -> Bitboard {
        piece_attacks!(piece, color, square, occupied; Self::rook, Self::bishop, Self::queen)
    }
}

/// The crate root's slider lookups: [`rook_attacks`](crate::rook_attacks),
/// [`bishop_attacks`](crate::bishop_attacks) and [`queen_attacks`](crate::queen_attacks), on the small
/// tables, what firmware links.
///
/// ```
/// use chess_attacks::{queen_attacks, Bitboard, Root, Sliders, Square};
///
/// let occupied = Bitboard::EMPTY.with(Square::E6).with(Square::B4);
/// assert_eq!(Root::queen(Square::E4, occupied), queen_attacks(Square::E4, occupied));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Root;

impl Sliders for Root {
    const NAME: &'static str = "crate root";

    #[inline]
    fn rook(square: Square, occupied: Bitboard) -> Bitboard {
        crate::rook_attacks(square, occupied)
    }

    #[inline]
    fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
        crate::bishop_attacks(square, occupied)
    }

    #[inline]
    fn queen(square: Square, occupied: Bitboard) -> Bitboard {
        crate::queen_attacks(square, occupied)
    }
}

/// `magic`'s slider lookups: [`magic::rook_attacks`](crate::magic::rook_attacks) and the others, by
/// black magic bitboards (feature `magic`).
///
/// ```
/// use chess_attacks::magic::Magic;
/// use chess_attacks::{Bitboard, Root, Sliders, Square};
///
/// let occupied = Bitboard::EMPTY.with(Square::D2).with(Square::G7);
/// assert_eq!(Magic::rook(Square::D4, occupied), Root::rook(Square::D4, occupied));
/// assert_eq!(Magic::bishop(Square::D4, occupied), Root::bishop(Square::D4, occupied));
/// assert_eq!(Magic::NAME, "magic");
/// ```
#[cfg(feature = "magic")]
#[cfg_attr(docsrs, doc(cfg(feature = "magic")))]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Magic;

#[cfg(feature = "magic")]
impl Sliders for Magic {
    const NAME: &'static str = "magic";

    #[inline]
    fn rook(square: Square, occupied: Bitboard) -> Bitboard {
        crate::magic::rook_attacks(square, occupied)
    }

    #[inline]
    fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
        crate::magic::bishop_attacks(square, occupied)
    }

    #[inline]
    fn queen(square: Square, occupied: Bitboard) -> Bitboard {
        crate::magic::queen_attacks(square, occupied)
    }
}
