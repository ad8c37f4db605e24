//! The board the person edits on the page: any placement, a position the move generator accepts or not
//! (no king, a pawn on the back rank), read from and written as FEN. The generator's
//! [`Position`](chess_attacks_movegen::Position) holds positions only, so a board that is not yet one is kept
//! here between the person's clicks.

use core::fmt::{self, Write};

use chess_attacks::{Color, Piece, Square};

/// Each castling right: its FEN letter, and the squares (by index) and FEN letters of its king and rook on
/// their first squares. A right is kept through an edit only while both still stand there.
const CASTLING: [(u8, usize, u8, usize, u8); 4] = [
    (b'K', 4, b'K', 7, b'R'),
    (b'Q', 4, b'K', 0, b'R'),
    (b'k', 60, b'k', 63, b'r'),
    (b'q', 60, b'k', 56, b'r'),
];

/// A board as an edit leaves it: the pieces, the side to move, the castling rights and the number of the
/// move; no pawn has just moved two squares, and the halfmove clock starts again at zero.
pub struct Board {
    /// Each square's piece as its FEN letter, a1 first; 0 for an empty square.
    letters: [u8; 64],
    side: Color,
    /// Bit `i` for `CASTLING[i]`.
    castling: u8,
    fullmove_number: u16,
}

impl Board {
    /// The board of a FEN, read without judging it: what is not a piece, a side, a castling letter or a
    /// number is passed over. The page passes only FENs that the module wrote or the generator accepted.
    pub fn read(fen: &str) -> Board {
        let mut board = Board { letters: [0; 64], side: Color::White, castling: 0, fullmove_number: 0 };
        // The field being read (placement, side, castling, en passant, clock, move number) and, in the
        // placement, the rank and the index of the next square: rank 8 first, file a first. A byte loop,
        // rather than `str`'s splitting, for the module's bytes.
        let (mut field, mut rank, mut next) = (0, 7u8, 56u8);
        let mut spaces = false;
        for &byte in fen.as_bytes() {
            if byte == b' ' {
                spaces = true;
                continue;
            }
            if spaces {
                (field, spaces) = (field + 1, false);
            }
            match (field, byte) {
                (0, b'/') => (rank, next) = (rank.wrapping_sub(1), rank.wrapping_sub(1).wrapping_mul(8)),
                (0, b'1'..=b'8') => next = next.wrapping_add(byte - b'0'),
                (0, _) => {
                    if let (Some(_), Some(slot)) =
                        (Piece::from_char(char::from(byte)), board.letters.get_mut(usize::from(next)))
                    {
                        *slot = byte;
                    }
                    next = next.wrapping_add(1);
                }
                (1, b'b') => board.side = Color::Black,
                (2, _) => {
                    for (bit, &(letter, ..)) in CASTLING.iter().enumerate() {
                        if byte == letter {
                            board.castling |= 1 << bit;
                        }
                    }
                }
                // The en passant square and the halfmove clock, which an edit clears, come between.
                (5, _) => {
                    board.fullmove_number =
                        board.fullmove_number.wrapping_mul(10).wrapping_add(u16::from(byte & 15));
                }
                _ => {}
            }
        }
        board.fullmove_number = board.fullmove_number.max(1);
        board
    }

    /// The piece on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<(Color, Piece)> {
        let letter = char::from(self.letters.get(usize::from(square.index())).copied().unwrap_or(0));
        Piece::from_char(letter).map(|piece| (Color::from_white(letter.is_ascii_uppercase()), piece))
    }

    /// Puts `piece` on `square`, or empties it for `None`.
    pub fn put(&mut self, square: Square, piece: Option<(Color, Piece)>) {
        if let Some(slot) = self.letters.get_mut(usize::from(square.index())) {
            *slot = piece.map_or(0, |(color, piece)| piece.to_char_for(color) as u8);
        }
    }

    /// Takes every piece off.
    pub fn clear(&mut self) {
        self.letters = [0; 64];
    }

    /// The side to move.
    pub fn side(&self) -> Color {
        self.side
    }

    /// Gives the move to `side`.
    pub fn set_side(&mut self, side: Color) {
        self.side = side;
    }

    /// Writes the board's FEN: its castling rights those that still have their pieces, no en passant
    /// square, the halfmove clock at zero.
    pub fn write_fen(&self, out: &mut impl Write) -> fmt::Result {
        let letter = |index: usize| self.letters.get(index).copied().unwrap_or(0);
        for rank in (0..8).rev() {
            // The empty squares since the last piece, as the digit FEN writes for them.
            let mut run = b'0';
            for file in 0..8 {
                match letter(rank * 8 + file) {
                    0 => run += 1,
                    piece => {
                        if run > b'0' {
                            out.write_char(char::from(run))?;
                            run = b'0';
                        }
                        out.write_char(char::from(piece))?;
                    }
                }
            }
            if run > b'0' {
                out.write_char(char::from(run))?;
            }
            out.write_char(if rank > 0 { '/' } else { ' ' })?;
        }
        out.write_str(if self.side == Color::White { "w " } else { "b " })?;
        let mut rights = false;
        for (bit, &(right, king, king_letter, rook, rook_letter)) in CASTLING.iter().enumerate() {
            if self.castling & (1 << bit) != 0 && letter(king) == king_letter && letter(rook) == rook_letter {
                out.write_char(char::from(right))?;
                rights = true;
            }
        }
        if !rights {
            out.write_char('-')?;
        }
        write!(out, " - 0 {}", self.fullmove_number)
    }
}
