//! Writing a position as FEN: the one writer the workspace has (the page, its oracle and the fuzz targets
//! use it), the inverse of [`Position::from_fen`].

use core::fmt;

use chess_attacks::{Color, File, Rank, Square};

use crate::Position;

/// A position written as FEN, with its two move counters: what [`Position::fen`] returns.
///
/// ```
/// use chess_attacks_movegen::Position;
///
/// let after_e4 = Position::START.play(Position::START.find_move("e2e4").expect("legal"));
/// assert_eq!(
///     after_e4.fen().counters(0, 1).to_string(),
///     "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
/// );
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Fen<'a> {
    position: &'a Position,
    halfmove_clock: u32,
    fullmove_number: u32,
}

impl<'a> Fen<'a> {
    /// The same FEN with these counters: the half-moves since the last capture or pawn move, and the
    /// number of the move being played (from 1).
    ///
    /// ```
    /// use chess_attacks_movegen::Position;
    ///
    /// assert!(Position::START.fen().counters(3, 12).to_string().ends_with(" w KQkq - 3 12"));
    /// ```
    pub fn counters(self, halfmove_clock: u32, fullmove_number: u32) -> Fen<'a> {
        Fen { halfmove_clock, fullmove_number, ..self }
    }
}

impl fmt::Display for Fen<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let position = self.position;
        for rank in Rank::ALL.into_iter().rev() {
            let mut empty = 0;
            for file in File::ALL {
                let square = Square::from_coords(file, rank);
                let Some((color, piece)) = position.piece_at(square) else {
                    empty += 1;
                    continue;
                };
                if empty > 0 {
                    write!(f, "{empty}")?;
                    empty = 0;
                }
                let letter = char::from(b"pnbrqk"[piece as usize]);
                fmt::Write::write_char(
                    f,
                    if color == Color::White { letter.to_ascii_uppercase() } else { letter },
                )?;
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank != Rank::One {
                f.write_str("/")?;
            }
        }
        f.write_str(if position.side_to_move() == Color::White { " w " } else { " b " })?;
        let rights = position.castling_rights();
        if rights == 0 {
            f.write_str("-")?;
        }
        for (bit, letter) in [(1, "K"), (2, "Q"), (4, "k"), (8, "q")] {
            if rights & bit != 0 {
                f.write_str(letter)?;
            }
        }
        match position.en_passant() {
            Some(square) => write!(f, " {square}")?,
            None => f.write_str(" -")?,
        }
        write!(f, " {} {}", self.halfmove_clock, self.fullmove_number)
    }
}

impl Position {
    /// The position as FEN, with the counters `0 1` unless [`Fen::counters`] says otherwise.
    ///
    /// ```
    /// use chess_attacks_movegen::Position;
    ///
    /// let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    /// assert_eq!(Position::from_fen(kiwipete)?.fen().to_string(), kiwipete);
    /// assert_eq!(Position::START.fen().to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn fen(&self) -> Fen<'_> {
        Fen { position: self, halfmove_clock: 0, fullmove_number: 1 }
    }
}
