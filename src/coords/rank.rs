//! The board's rows, 1 to 8.

use crate::Color;

coordinate! {
    /// A row of the board, named as StrongChess (the C# engine the rook walk comes from) names them: `One` is
    /// white's back rank, `Eight` black's.
    ///
    /// ```
    /// use chess_attacks::Rank;
    ///
    /// assert_eq!(Rank::ALL[0], Rank::One);
    /// assert_eq!(Rank::new(7), Some(Rank::Eight));
    /// assert_eq!(Rank::new(8), None);
    /// ```
    pub enum Rank { One = '1', Two = '2', Three = '3', Four = '4', Five = '5', Six = '6', Seven = '7',
        Eight = '8' }
    each a "rank" of the "ranks", read from "a digit `1`–`8`", written as its "digit";
    offset "up (towards rank 8)" by ranks; parse errors say Rank, "a digit 1-8"
}

impl Rank {
    /// The rank as `color` sees it: its own back rank is `One`. Black's view flips the board.
    ///
    /// ```
    /// use chess_attacks::{Color, Rank};
    ///
    /// assert_eq!(Rank::Seven.relative_to(Color::Black), Rank::Two); // black pawns start here
    /// assert_eq!(Rank::Seven.relative_to(Color::White), Rank::Seven);
    /// ```
    #[inline]
    pub const fn relative_to(self, color: Color) -> Rank {
        match color {
            Color::White => self,
            Color::Black => Rank::from_index_masked(7 - self as u8),
        }
    }
}
