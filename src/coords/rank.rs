//! The board's rows, 1 to 8.

use core::fmt;
use core::str::FromStr;

use crate::Color;
use crate::parse_error::{Expected, ParseSquareError};

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
    #[allow(missing_docs)] // The variants are the rank numbers.
    pub enum Rank { One, Two, Three, Four, Five, Six, Seven, Eight }

    /// All ranks, rank 1 first.
    ///
    /// ```
    /// use chess_attacks::Rank;
    ///
    /// assert_eq!(Rank::ALL[3], Rank::Four);
    /// ```
    pub const ALL;

    /// The rank with this index (rank 1 = 0 … rank 8 = 7), or `None` for 8 and above.
    ///
    /// ```
    /// use chess_attacks::Rank;
    ///
    /// assert_eq!(Rank::new(1), Some(Rank::Two));
    /// assert_eq!(Rank::new(8), None);
    /// ```
    pub const fn new;

    /// This rank's index, rank 1 = 0 … rank 8 = 7.
    ///
    /// ```
    /// use chess_attacks::Rank;
    ///
    /// assert_eq!(Rank::Eight.index(), 7);
    /// ```
    pub const fn index;

    /// The rank's digit.
    ///
    /// ```
    /// use chess_attacks::Rank;
    ///
    /// assert_eq!(Rank::Four.to_char(), '4');
    /// ```
    pub const fn to_char = b'1';

    /// The rank this byte names, a digit `1`–`8`, or `None`: what `FromStr` reads, alone or as the second
    /// byte of a square's name.
    ///
    /// ```
    /// use chess_attacks::Rank;
    ///
    /// assert_eq!(Rank::from_ascii(b'8'), Some(Rank::Eight));
    /// assert_eq!(Rank::from_ascii(b'0'), None);
    /// assert_eq!(Rank::from_ascii(b'9'), None);
    /// ```
    pub const fn from_ascii;

    /// The rank `ranks` up (towards rank 8), or `None` off the board.
    ///
    /// ```
    /// use chess_attacks::Rank;
    ///
    /// assert_eq!(Rank::Two.offset(2), Some(Rank::Four));
    /// assert_eq!(Rank::Two.offset(-2), None);
    /// ```
    pub const fn offset(ranks);

    /// Writes the rank's digit, such as `4`.
    impl Display;

    /// Parses a rank digit, `1`–`8`.
    ///
    /// ```
    /// use chess_attacks::Rank;
    ///
    /// assert_eq!("8".parse::<Rank>(), Ok(Rank::Eight));
    /// assert_eq!("0".parse::<Rank>().unwrap_err().to_string(), r#"invalid rank "0": expected a digit 1-8"#);
    /// ```
    impl FromStr expecting Rank;
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
