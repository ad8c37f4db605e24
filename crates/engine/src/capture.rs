//! What a move takes, and where that piece stood: the piece on the target square, or for en passant the pawn
//! beside it.

use chess_attacks::{Bitboard, Piece, Square};
use chess_attacks_movegen::{Move, Position};

use crate::halves::contains;

/// What `piece`'s legal move `mv` takes in `position`: the piece on its target, or for en passant the pawn
/// beside it. `theirs` holds at least the other side's pieces (the occupied squares will do: a legal move
/// never lands on its own side's), so that the empty targets of most moves need no search of the piece sets;
/// a search that has the set already passes it rather than have it built again for every move.
#[inline]
pub(crate) fn victim(position: &Position, theirs: Bitboard, piece: Piece, mv: Move) -> Option<Piece> {
    if contains(theirs.0, mv.to) {
        position.piece_at(mv.to).map(|(_, victim)| victim)
    } else if piece == Piece::Pawn && Some(mv.to) == position.en_passant() {
        Some(Piece::Pawn)
    } else {
        None
    }
}

/// Where the piece that `piece`'s move `mv` takes in `before` stands, if it takes one: on the target, or for
/// en passant beside the capturer, one rank beyond the target (index ^ 8).
pub(crate) fn victim_square(before: &Position, piece: Piece, mv: Move) -> Option<Square> {
    let en_passant = piece == Piece::Pawn && Some(mv.to) == before.en_passant();
    if en_passant { Square::new(mv.to.index() ^ 8) } else { Some(mv.to) }
}
