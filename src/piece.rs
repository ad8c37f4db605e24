//! The kinds of piece, [`Piece`], and their letters and names in FEN, UCI and prose.

use core::fmt;
use core::str::FromStr;

use crate::Color;
use crate::parse_error::{Expected, ParseSquareError};

/// A kind of piece, whatever its colour.
///
/// ```
/// use chess_attacks::Piece;
///
/// assert_eq!(Piece::ALL.len(), 6);
/// assert_eq!(Piece::Knight as u8, 1);
/// ```
#[allow(missing_docs)] // The variants are the pieces' names.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Piece {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl Piece {
    /// All six, pawn first, in the order of their `repr(u8)` values.
    ///
    /// ```
    /// use chess_attacks::Piece;
    ///
    /// assert_eq!(Piece::ALL[5], Piece::King);
    /// ```
    pub const ALL: [Piece; 6] =
        [Piece::Pawn, Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen, Piece::King];

    /// The piece's lowercase letter, as FEN writes black's pieces and UCI a promotion: `p n b r q k`.
    ///
    /// ```
    /// use chess_attacks::Piece;
    ///
    /// assert_eq!(Piece::Knight.to_char(), 'n');
    /// assert_eq!(Piece::ALL.map(Piece::to_char), ['p', 'n', 'b', 'r', 'q', 'k']);
    /// ```
    #[inline]
    pub const fn to_char(self) -> char {
        match self {
            Piece::Pawn => 'p',
            Piece::Knight => 'n',
            Piece::Bishop => 'b',
            Piece::Rook => 'r',
            Piece::Queen => 'q',
            Piece::King => 'k',
        }
    }

    /// The piece's FEN letter for `color`: uppercase for white, lowercase for black.
    ///
    /// ```
    /// use chess_attacks::{Color, Piece};
    ///
    /// assert_eq!(Piece::Queen.to_char_for(Color::White), 'Q');
    /// assert_eq!(Piece::Queen.to_char_for(Color::Black), 'q');
    /// ```
    #[inline]
    pub const fn to_char_for(self, color: Color) -> char {
        match color {
            Color::White => self.to_char().to_ascii_uppercase(),
            Color::Black => self.to_char(),
        }
    }

    /// The piece this letter names, in either case (`N` or `n` is a knight), or `None`. For the colour a
    /// FEN letter's case gives as well, [`Piece::from_fen_char`].
    ///
    /// ```
    /// use chess_attacks::Piece;
    ///
    /// assert_eq!(Piece::from_char('n'), Some(Piece::Knight));
    /// assert_eq!(Piece::from_char('K'), Some(Piece::King));
    /// assert_eq!(Piece::from_char('x'), None);
    /// ```
    #[inline]
    pub const fn from_char(letter: char) -> Option<Piece> {
        match letter.to_ascii_lowercase() {
            'p' => Some(Piece::Pawn),
            'n' => Some(Piece::Knight),
            'b' => Some(Piece::Bishop),
            'r' => Some(Piece::Rook),
            'q' => Some(Piece::Queen),
            'k' => Some(Piece::King),
            _ => None,
        }
    }

    /// The colour and piece a FEN letter names: `PNBRQK` are white's, `pnbrqk` black's. Any other
    /// character is an error that names it.
    ///
    /// ```
    /// use chess_attacks::{Color, Piece};
    ///
    /// assert_eq!(Piece::from_fen_char('B'), Ok((Color::White, Piece::Bishop)));
    /// assert_eq!(Piece::from_fen_char('k'), Ok((Color::Black, Piece::King)));
    /// let error = Piece::from_fen_char('x').unwrap_err();
    /// assert_eq!(error.to_string(), r#"invalid piece "x": expected one of PNBRQK or pnbrqk"#);
    /// ```
    #[inline]
    pub fn from_fen_char(letter: char) -> Result<(Color, Piece), ParseSquareError> {
        let color = Color::from_white(letter.is_ascii_uppercase());
        match Piece::from_char(letter) {
            Some(piece) => Ok((color, piece)),
            None => Err(ParseSquareError::for_char(letter, Expected::Piece)),
        }
    }

    /// The piece's name in lowercase, what `Display` writes and `FromStr` reads.
    const fn name(self) -> &'static str {
        match self {
            Piece::Pawn => "pawn",
            Piece::Knight => "knight",
            Piece::Bishop => "bishop",
            Piece::Rook => "rook",
            Piece::Queen => "queen",
            Piece::King => "king",
        }
    }
}

impl fmt::Display for Piece {
    /// Writes the piece's name in lowercase, such as `knight`.
    ///
    /// ```
    /// use chess_attacks::Piece;
    ///
    /// assert_eq!(Piece::Knight.to_string(), "knight");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Piece {
    type Err = ParseSquareError;

    /// Parses one letter (`PNBRQK` in either case) or a name (`knight`, in any case).
    ///
    /// ```
    /// use chess_attacks::Piece;
    ///
    /// assert_eq!("N".parse::<Piece>(), Ok(Piece::Knight));
    /// assert_eq!("Queen".parse::<Piece>(), Ok(Piece::Queen));
    /// assert!("x".parse::<Piece>().unwrap_err().to_string().starts_with(r#"invalid piece "x""#));
    /// ```
    fn from_str(input: &str) -> Result<Piece, ParseSquareError> {
        let by_letter = match input.as_bytes() {
            [letter] => Piece::from_char(*letter as char),
            _ => None,
        };
        let by_name = || Piece::ALL.into_iter().find(|piece| input.eq_ignore_ascii_case(piece.name()));
        by_letter.or_else(by_name).ok_or_else(|| ParseSquareError::new(input, Expected::PieceOrName))
    }
}
