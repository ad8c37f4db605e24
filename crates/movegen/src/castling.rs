//! Castling: the four ways to castle, each with its FEN letter, and which squares each needs empty, safe and
//! unmoved, kept in one table for every rule and notation that needs them.

use chess_attacks::{Bitboard, Color, Piece, Square};

use crate::Move;

/// The squares the rook leaves and lands on when `piece`, making `mv`, castles; `None` for any other move.
///
/// ```
/// use chess_attacks::{Piece, Square};
/// use chess_attacks_movegen::{Move, castling_rook};
///
/// // White castles short: the rook goes from h1 to f1. Black castles long: from a8 to d8.
/// let short = Move { from: Square::E1, to: Square::G1, promotion: None };
/// assert_eq!(castling_rook(Piece::King, short), Some((Square::H1, Square::F1)));
/// let long = Move { from: Square::E8, to: Square::C8, promotion: None };
/// assert_eq!(castling_rook(Piece::King, long), Some((Square::A8, Square::D8)));
/// // A king's one-square step moves no rook.
/// let step = Move { from: Square::E1, to: Square::F1, promotion: None };
/// assert_eq!(castling_rook(Piece::King, step), None);
/// ```
pub fn castling_rook(piece: Piece, mv: Move) -> Option<(Square, Square)> {
    if piece != Piece::King || mv.from.file().index().abs_diff(mv.to.file().index()) != 2 {
        return None;
    }
    let (_, _, castling) = CASTLINGS.iter().find(|(_, _, castling)| castling.king_to == mv.to)?;
    Some((castling.rook_from, castling.rook_to))
}

/// A castling move: the king's path and the rook's.
pub(crate) struct Castling {
    pub(crate) king_from: Square,
    pub(crate) king_to: Square,
    pub(crate) rook_from: Square,
    pub(crate) rook_to: Square,
    /// Must be empty: every square between king and rook.
    pub(crate) empty: Bitboard,
    /// Must not be attacked: the squares the king crosses and lands on. Its own square is not here, as
    /// [`Position::generate`](crate::Position::generate) castles only out of check.
    pub(crate) crossed: [Square; 2],
}

impl Castling {
    /// The squares whose pieces must not have moved for this castling to be allowed.
    pub(crate) fn rights(&self) -> Bitboard {
        Bitboard::from(self.king_from).with(self.rook_from)
    }
}

pub(crate) const CASTLINGS: [(Color, char, Castling); 4] = {
    use Square::*;
    const fn castling(king_to: Square, rook_from: Square, rook_to: Square, empty: Bitboard) -> Castling {
        let king_from = if (rook_from as u8) < 8 { E1 } else { E8 };
        // The king crosses the square the rook lands on.
        Castling { king_from, king_to, rook_from, rook_to, empty, crossed: [rook_to, king_to] }
    }
    [
        (Color::White, 'K', castling(G1, H1, F1, Bitboard::EMPTY.with(F1).with(G1))),
        (Color::White, 'Q', castling(C1, A1, D1, Bitboard::EMPTY.with(B1).with(C1).with(D1))),
        (Color::Black, 'k', castling(G8, H8, F8, Bitboard::EMPTY.with(F8).with(G8))),
        (Color::Black, 'q', castling(C8, A8, D8, Bitboard::EMPTY.with(B8).with(C8).with(D8))),
    ]
};
