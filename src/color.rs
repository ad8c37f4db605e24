//! The side a piece belongs to, [`Color`]: its conversions from indices, booleans and text.

use core::fmt;
use core::str::FromStr;

use crate::coords::from_index_masked;
use crate::indexed::index_conversions;
use crate::parse_error::{Expected, ParseSquareError};

/// The side a piece belongs to.
///
/// ```
/// use chess_attacks::Color;
///
/// assert_eq!(Color::White.opponent(), Color::Black);
/// assert_eq!(Color::ALL, [Color::White, Color::Black]);
/// ```
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Color {
    /// Moves first; its pawns move towards rank 8.
    White,
    /// Its pawns move towards rank 1.
    Black,
}

impl Color {
    /// Both colours, white first.
    ///
    /// ```
    /// use chess_attacks::Color;
    ///
    /// assert_eq!(Color::ALL[1], Color::Black);
    /// ```
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other colour.
    ///
    /// ```
    /// use chess_attacks::Color;
    ///
    /// assert_eq!(Color::Black.opponent(), Color::White);
    /// ```
    #[inline]
    pub const fn opponent(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// The colour with this index, white = 0 and black = 1 (the order of [`Color::ALL`] and of the `repr`),
    /// or `None` for 2 and above. For an index from a wider type, [`Color::try_from`].
    ///
    /// ```
    /// use chess_attacks::Color;
    ///
    /// assert_eq!(Color::new(1), Some(Color::Black));
    /// assert_eq!(Color::new(2), None);
    /// ```
    #[inline]
    pub const fn new(index: u8) -> Option<Color> {
        match index {
            0 => Some(Color::White),
            1 => Some(Color::Black),
            _ => None,
        }
    }

    /// White when `white` holds, else black: for engines that keep the side to move as a `bool`.
    ///
    /// ```
    /// use chess_attacks::Color;
    ///
    /// assert_eq!(Color::from_white(true), Color::White);
    /// assert_eq!(Color::from_white(false), Color::Black);
    /// ```
    #[inline]
    pub const fn from_white(white: bool) -> Color {
        if white { Color::White } else { Color::Black }
    }

    /// Black when `black` holds, else white.
    ///
    /// ```
    /// use chess_attacks::Color;
    ///
    /// assert_eq!(Color::from_black(true), Color::Black);
    /// ```
    #[inline]
    pub const fn from_black(black: bool) -> Color {
        Color::from_white(!black)
    }

    /// Whether this is white.
    ///
    /// ```
    /// use chess_attacks::Color;
    ///
    /// assert!(Color::White.is_white() && !Color::Black.is_white());
    /// ```
    #[inline]
    pub const fn is_white(self) -> bool {
        matches!(self, Color::White)
    }

    /// Whether this is black.
    ///
    /// ```
    /// use chess_attacks::Color;
    ///
    /// assert!(Color::Black.is_black() && !Color::White.is_black());
    /// ```
    #[inline]
    pub const fn is_black(self) -> bool {
        matches!(self, Color::Black)
    }

    /// The colour's index, white = 0 and black = 1: ready to index a `[T; 2]`.
    ///
    /// ```
    /// use chess_attacks::Color;
    ///
    /// assert_eq!(Color::Black.index(), 1);
    /// assert_eq!(Color::new(Color::Black.index()), Some(Color::Black));
    /// ```
    #[inline]
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// FEN's letter for the side to move: `w` for white, `b` for black.
    ///
    /// ```
    /// use chess_attacks::Color;
    ///
    /// assert_eq!(Color::White.to_char(), 'w');
    /// assert_eq!(Color::Black.to_char(), 'b');
    /// ```
    #[inline]
    pub const fn to_char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// The colour FEN's side-to-move letter names: exactly `w` or `b` (FEN has no capitals here), else
    /// `None`. For the words `white` and `black` as well, in any case, parse a string (`Color`'s `FromStr`).
    ///
    /// ```
    /// use chess_attacks::Color;
    ///
    /// assert_eq!(Color::from_char('w'), Some(Color::White));
    /// assert_eq!(Color::from_char('b'), Some(Color::Black));
    /// assert_eq!(Color::from_char('W'), None);
    /// ```
    #[inline]
    pub const fn from_char(letter: char) -> Option<Color> {
        match letter {
            'w' => Some(Color::White),
            'b' => Some(Color::Black),
            _ => None,
        }
    }

    from_index_masked!(Color, 1, White, Black);
}

index_conversions! {
    Color, 2 values,
    ColorIndexError says "colour index " index " is neither white (0) nor black (1)",
    for example 1 is Black and 2 is none
}

impl fmt::Display for Color {
    /// Writes `white` or `black`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

impl FromStr for Color {
    type Err = ParseSquareError;

    /// Parses `white` or `black`, or FEN's `w` or `b`, in any case.
    ///
    /// ```
    /// use chess_attacks::Color;
    ///
    /// assert_eq!("White".parse::<Color>(), Ok(Color::White));
    /// assert_eq!("b".parse::<Color>(), Ok(Color::Black));
    /// assert!("green".parse::<Color>().unwrap_err().to_string().starts_with(r#"invalid colour "green""#));
    /// ```
    fn from_str(input: &str) -> Result<Color, ParseSquareError> {
        if input.eq_ignore_ascii_case("white") || input.eq_ignore_ascii_case("w") {
            Ok(Color::White)
        } else if input.eq_ignore_ascii_case("black") || input.eq_ignore_ascii_case("b") {
            Ok(Color::Black)
        } else {
            Err(ParseSquareError::new(input, Expected::Color))
        }
    }
}

impl core::ops::Not for Color {
    type Output = Color;

    /// The opponent: `!Color::White` is `Color::Black`.
    ///
    /// ```
    /// use chess_attacks::Color;
    ///
    /// assert_eq!(!Color::White, Color::Black);
    /// ```
    #[inline]
    fn not(self) -> Color {
        self.opponent()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    #[test]
    fn colors_convert_from_indices_and_bools_and_back() {
        for (index, color) in Color::ALL.into_iter().enumerate() {
            assert_eq!(Color::new(index as u8), Some(color));
            assert_eq!(Color::try_from(index), Ok(color));
            assert_eq!(Color::try_from(index as u32), Ok(color));
            assert_eq!(
                (usize::from(color), u8::from(color), color.index()),
                (index, index as u8, index as u8)
            );
            assert_eq!(Color::from_white(color == Color::White), color);
            assert_eq!(Color::from_black(color == Color::Black), color);
            assert_eq!((color.is_white(), color.is_black()), (index == 0, index == 1));
        }
        for index in
            [2i128, 3, 255, 256, i128::from(u32::MAX), i128::from(u64::MAX), -1, i128::from(i64::MIN)]
        {
            if let Ok(narrow) = u8::try_from(index) {
                assert_eq!(Color::new(narrow), None);
            }
            macro_rules! each_type_it_fits { ($($int:ty),*) => {$(
                if let Ok(narrow) = <$int>::try_from(index) {
                    let error = Color::try_from(narrow).unwrap_err();
                    assert_eq!(error.value(), index);
                    assert!(error.to_string().starts_with(&std::format!("colour index {index} ")), "{error}");
                }
            )*}}
            each_type_it_fits!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);
        }
    }

    #[test]
    fn colour_names_round_trip_and_bad_ones_are_named() {
        use std::format;
        for color in Color::ALL {
            assert_eq!(color.to_string().parse::<Color>(), Ok(color));
            assert_eq!(!color, color.opponent());
            assert_ne!(!color, color);
        }
        for bad in ["", "whit", "blue", "wb", "white "] {
            let error = bad.parse::<Color>().unwrap_err();
            assert!(error.to_string().starts_with(&format!(r#"invalid colour "{bad}""#)), "{error}");
        }
    }
}
