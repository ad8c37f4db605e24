//! [`ParseSquareError`], the error for text that names no square, file, rank, colour or piece, and what
//! each parser expected.

use core::fmt;

/// The error for a string that is not the name of a square, or of a file, rank, colour or piece (their
/// `FromStr`), and for a letter that is not a piece in FEN
/// ([`Piece::from_fen_char`](crate::Piece::from_fen_char)). Its message says which was expected and quotes
/// the input.
///
/// The crate does not allocate, so the error keeps a copy of the first [`ParseSquareError::KEPT`] bytes of
/// the input (cut at a character boundary) and says when it cut.
///
/// ```
/// use chess_attacks::Square;
///
/// let error = "d44".parse::<Square>().unwrap_err();
/// assert_eq!(error.input(), "d44");
/// assert!(error.to_string().contains(r#""d44""#));
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct ParseSquareError {
    kept: [u8; ParseSquareError::KEPT],
    kept_len: u8,
    truncated: bool,
    expected: Expected,
}

/// What a [`ParseSquareError`] was parsing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Expected {
    Square,
    File,
    Rank,
    Color,
    /// A FEN piece letter, whose case is its colour.
    Piece,
    /// A piece as `Piece`'s `FromStr` reads it: a letter in either case, or a name.
    PieceOrName,
}

impl ParseSquareError {
    /// How many bytes of the bad input the error keeps for its message.
    ///
    /// ```
    /// use chess_attacks::{ParseSquareError, Square};
    ///
    /// let long = "this is not a square at all";
    /// let error = long.parse::<Square>().unwrap_err();
    /// assert_eq!(error.input(), &long[..ParseSquareError::KEPT]);
    /// assert!(error.to_string().contains("…"));
    /// ```
    pub const KEPT: usize = 16;

    /// The error for `input`, keeping its first whole characters that fit. Firmware parses with it, so it
    /// has no panic path: no slicing, and a boundary search that cannot wrap below zero.
    pub(crate) fn new(input: &str, expected: Expected) -> ParseSquareError {
        let mut kept_len = input.len().min(Self::KEPT);
        while !input.is_char_boundary(kept_len) {
            kept_len = kept_len.saturating_sub(1);
        }
        let mut kept = [0; Self::KEPT];
        for (slot, &byte) in kept.iter_mut().zip(input.as_bytes()).take(kept_len) {
            *slot = byte;
        }
        ParseSquareError { kept, kept_len: kept_len as u8, truncated: kept_len < input.len(), expected }
    }

    /// The error for one character, such as a bad letter in a FEN: its UTF-8 bytes written out by hand,
    /// where `char::encode_utf8` would link a panic for a buffer too short.
    pub(crate) fn for_char(letter: char, expected: Expected) -> ParseSquareError {
        let code = letter as u32;
        // The bits of the code point for each byte after the first, six at a time, marked as continuations.
        let tail = |shift: u32| 0x80 | (code >> shift) as u8 & 0x3F;
        let (bytes, len) = match code {
            0..0x80 => ([code as u8, 0, 0, 0], 1),
            0x80..0x800 => ([0xC0 | (code >> 6) as u8, tail(0), 0, 0], 2),
            0x800..0x1_0000 => ([0xE0 | (code >> 12) as u8, tail(6), tail(0), 0], 3),
            _ => ([0xF0 | (code >> 18) as u8, tail(12), tail(6), tail(0)], 4),
        };
        let mut kept = [0; Self::KEPT];
        for (slot, byte) in kept.iter_mut().zip(bytes) {
            *slot = byte;
        }
        ParseSquareError { kept, kept_len: len, truncated: false, expected }
    }

    /// The rejected input, or its first [`ParseSquareError::KEPT`] bytes when it was longer.
    ///
    /// ```
    /// use chess_attacks::Square;
    ///
    /// assert_eq!("é4".parse::<Square>().unwrap_err().input(), "é4");
    /// ```
    pub fn input(&self) -> &str {
        // `new` copied whole characters of a `&str`, so the kept bytes are UTF-8.
        let kept = self.kept.get(..usize::from(self.kept_len)).unwrap_or_default();
        core::str::from_utf8(kept).unwrap_or_default()
    }
}

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ellipsis = if self.truncated { "…" } else { "" };
        let (what, expected) = match self.expected {
            Expected::Square => ("square", "a file a-h then a rank 1-8, such as \"d4\""),
            Expected::File => ("file", "a letter a-h"),
            Expected::Rank => ("rank", "a digit 1-8"),
            Expected::Color => ("colour", "white or black (or w or b)"),
            Expected::Piece => ("piece", "one of PNBRQK or pnbrqk"),
            Expected::PieceOrName => {
                ("piece", "a letter PNBRQK in either case, or a name such as \"knight\"")
            }
        };
        write!(f, "invalid {what} \"{}{ellipsis}\": expected {expected}", self.input())
    }
}

impl fmt::Debug for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ParseSquareError")
            .field("expected", &self.expected)
            .field("input", &self.input())
            .field("truncated", &self.truncated)
            .finish()
    }
}

impl core::error::Error for ParseSquareError {}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    #[test]
    fn parse_error_debug_names_the_input_and_whether_it_was_cut() {
        let short = ParseSquareError::new("i9", Expected::Square);
        assert_eq!(
            std::format!("{short:?}"),
            r#"ParseSquareError { expected: Square, input: "i9", truncated: false }"#
        );
        let long = ParseSquareError::new("this is not a square", Expected::Square);
        assert_eq!(
            std::format!("{long:?}"),
            r#"ParseSquareError { expected: Square, input: "this is not a sq", truncated: true }"#
        );
    }

    #[test]
    fn long_input_is_cut_at_a_character_boundary() {
        // 15 ASCII bytes then a two-byte 'é' straddling the 16-byte limit.
        let error = ParseSquareError::new("abcdefghijklmnoé", Expected::Square);
        assert_eq!(error.input(), "abcdefghijklmno");
        assert!(error.to_string().contains("\"abcdefghijklmno…\""));
    }
}
