//! The board's columns, a to h.

use core::fmt;
use core::str::FromStr;

use crate::parse_error::{Expected, ParseSquareError};

coordinate! {
    /// A column of the board, a to h.
    ///
    /// ```
    /// use chess_attacks::File;
    ///
    /// assert_eq!(File::ALL.len(), 8);
    /// assert_eq!(File::new(3), Some(File::D));
    /// assert_eq!(File::new(8), None);
    /// ```
    #[allow(missing_docs)] // The variants are the file letters.
    pub enum File { A, B, C, D, E, F, G, H }

    /// All files, a first.
    ///
    /// ```
    /// use chess_attacks::File;
    ///
    /// assert_eq!(File::ALL[7], File::H);
    /// ```
    pub const ALL;

    /// The file with this index (a = 0 … h = 7), or `None` for 8 and above.
    ///
    /// ```
    /// use chess_attacks::File;
    ///
    /// assert_eq!(File::new(0), Some(File::A));
    /// assert_eq!(File::new(200), None);
    /// ```
    pub const fn new;

    /// This file's index, a = 0 … h = 7.
    ///
    /// ```
    /// use chess_attacks::File;
    ///
    /// assert_eq!(File::C.index(), 2);
    /// ```
    pub const fn index;

    /// The file's lowercase letter.
    ///
    /// ```
    /// use chess_attacks::File;
    ///
    /// assert_eq!(File::E.to_char(), 'e');
    /// ```
    pub const fn to_char = b'a';

    /// The file this byte names, `a`–`h` or `A`–`H`, or `None`: what `FromStr` reads, alone or as the first
    /// byte of a square's name.
    ///
    /// ```
    /// use chess_attacks::File;
    ///
    /// assert_eq!(File::from_ascii(b'c'), Some(File::C));
    /// assert_eq!(File::from_ascii(b'H'), Some(File::H));
    /// assert_eq!(File::from_ascii(b'i'), None);
    /// ```
    pub const fn from_ascii;

    /// The file `files` to the right (towards h), or `None` off the board.
    ///
    /// ```
    /// use chess_attacks::File;
    ///
    /// assert_eq!(File::C.offset(2), Some(File::E));
    /// assert_eq!(File::C.offset(-3), None);
    /// ```
    pub const fn offset(files);

    /// Writes the file's lowercase letter, such as `e`.
    impl Display;

    /// Parses a file letter, `a`–`h` or `A`–`H`.
    ///
    /// ```
    /// use chess_attacks::File;
    ///
    /// assert_eq!("C".parse::<File>(), Ok(File::C));
    /// assert_eq!("i".parse::<File>().unwrap_err().to_string(), r#"invalid file "i": expected a letter a-h"#);
    /// ```
    impl FromStr expecting File;
}
