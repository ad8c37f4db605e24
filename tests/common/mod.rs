//! Shared by the crate's integration tests: the reference oracle and a seeded generator.
#![allow(dead_code, unused_imports)] // Each test file uses a different part.

use chess_attacks::{Color, Piece};

pub use chess_attacks::reference::{self, SplitMix64};

/// What a `piece` of `color` on `square` attacks when `occupied` holds pieces, by the reference walk: the
/// oracle for `chess_attacks::attacks` and `magic::attacks`.
pub fn reference_attacks(piece: Piece, color: Color, square: u8, occupied: u64) -> u64 {
    let side = match color {
        Color::White => reference::Side::White,
        Color::Black => reference::Side::Black,
    };
    match piece {
        Piece::Pawn => reference::pawn_attacks(side, square),
        Piece::Knight => reference::knight_attacks(square),
        Piece::Bishop => reference::bishop_attacks(square, occupied),
        Piece::Rook => reference::rook_attacks(square, occupied),
        Piece::Queen => {
            reference::rook_attacks(square, occupied) | reference::bishop_attacks(square, occupied)
        }
        Piece::King => reference::king_attacks(square),
    }
}
