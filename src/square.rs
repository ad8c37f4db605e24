//! Coordinates: [`File`], [`Rank`], [`Square`] and the side to move, [`Color`].

use core::fmt;
use core::str::FromStr;

/// `const fn from_index_masked(index: u8) -> Self`, an impl item, for an enum whose variants are numbered
/// 0, 1, … in the order listed and whose count is `$mask + 1`: the variant numbered `index & $mask`, for an
/// index already known to be in range, without an `Option`. [`File`], [`Rank`] and [`Square`] convert
/// through it.
macro_rules! from_index_masked {
    ($type:ident, $mask:literal, $first:ident $(, $rest:ident)*) => {
        /// The variant numbered `index` with the bits above the variant count masked off.
        #[inline]
        const fn from_index_masked(index: u8) -> $type {
            // A `match` rather than `ALL[index]`: the compiler folds it to the masked index itself, where the
            // array would cost a load on every conversion.
            #[allow(non_upper_case_globals)]
            mod index_of {
                pub const $first: u8 = super::$type::$first as u8;
                $(pub const $rest: u8 = super::$type::$rest as u8;)*
            }
            match index & $mask {
                index_of::$first => $type::$first,
                $(index_of::$rest => $type::$rest,)*
                _ => $type::$first, // Unreachable: the mask keeps `index` below the variant count.
            }
        }
    };
}

/// Declares [`File`] or [`Rank`], the two coordinates of a square, from one definition: the enum of its
/// eight values, `ALL`, `new`, `index`, `to_char`, `offset`, `Display` and `FromStr`. Each type brings its
/// own documentation and examples, the character of its first value (`to_char` counts up from it) and what
/// its parse error says was expected; the code is the same for both.
macro_rules! coordinate {
    (
        $(#[$type_attribute:meta])*
        pub enum $type:ident { $first:ident $(, $rest:ident)* $(,)? }

        $(#[$all_doc:meta])*
        pub const ALL;

        $(#[$new_doc:meta])*
        pub const fn new;

        $(#[$index_doc:meta])*
        pub const fn index;

        $(#[$to_char_doc:meta])*
        pub const fn to_char = $first_char:literal;

        $(#[$from_ascii_doc:meta])*
        pub const fn from_ascii;

        $(#[$offset_doc:meta])*
        pub const fn offset($steps:ident);

        $(#[$display_doc:meta])*
        impl Display;

        $(#[$from_str_doc:meta])*
        impl FromStr expecting $expected:ident;
    ) => {
        $(#[$type_attribute])*
        #[repr(u8)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum $type {
            $first,
            $($rest,)*
        }

        impl $type {
            $(#[$all_doc])*
            pub const ALL: [$type; 8] = [$type::$first, $($type::$rest),*];

            $(#[$new_doc])*
            #[inline]
            pub const fn new(index: u8) -> Option<$type> {
                if index < 8 { Some($type::from_index_masked(index)) } else { None }
            }

            from_index_masked!($type, 7, $first $(, $rest)*);

            $(#[$index_doc])*
            #[inline]
            pub const fn index(self) -> u8 {
                self as u8
            }

            $(#[$to_char_doc])*
            #[inline]
            pub const fn to_char(self) -> char {
                ($first_char + self as u8) as char
            }

            $(#[$from_ascii_doc])*
            #[inline]
            pub const fn from_ascii(character: u8) -> Option<$type> {
                // Lowercasing accepts the capital file letters people type and leaves the rank digits as
                // they are. A character below the first wraps to a large index, which `new` rejects.
                $type::new(character.to_ascii_lowercase().wrapping_sub($first_char))
            }

            $(#[$offset_doc])*
            #[inline]
            pub const fn offset(self, $steps: i8) -> Option<$type> {
                // Widened so that no argument can overflow; one unsigned compare checks both ends.
                let index = self as i16 + $steps as i16;
                if (index as u16) < 8 { Some($type::from_index_masked(index as u8)) } else { None }
            }
        }

        impl fmt::Display for $type {
            $(#[$display_doc])*
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.to_char())
            }
        }

        impl FromStr for $type {
            type Err = ParseSquareError;

            $(#[$from_str_doc])*
            fn from_str(input: &str) -> Result<$type, ParseSquareError> {
                let error = || ParseSquareError::new(input, Expected::$expected);
                let [character] = input.as_bytes() else { return Err(error()) };
                $type::from_ascii(*character).ok_or_else(error)
            }
        }
    };
}

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
}

/// `TryFrom<$int> for Color` for every integer type up to 64 bits: white = 0, black = 1, an error naming
/// anything else.
macro_rules! color_from_index {
    ($($int:ty),*) => {$(
        impl TryFrom<$int> for Color {
            type Error = ColorIndexError;

            /// The colour with this index, white = 0 and black = 1; an error naming the index for anything
            /// else.
            ///
            /// ```
            /// use chess_attacks::Color;
            ///
            #[doc = concat!("assert_eq!(Color::try_from(0", stringify!($int), "), Ok(Color::White));")]
            #[doc = concat!("let error = Color::try_from(2", stringify!($int), ").unwrap_err();")]
            /// assert_eq!(error.to_string(), "colour index 2 is neither white (0) nor black (1)");
            /// ```
            #[inline]
            fn try_from(index: $int) -> Result<Color, ColorIndexError> {
                u8::try_from(index).ok().and_then(Color::new).ok_or(ColorIndexError { value: index as i128 })
            }
        }
    )*};
}

color_from_index!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

/// The error for a colour index other than 0 or 1: [`Color::try_from`]. It names the index.
///
/// ```
/// use chess_attacks::Color;
///
/// assert_eq!(Color::try_from(7usize).unwrap_err().value(), 7);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ColorIndexError {
    value: i128,
}

impl ColorIndexError {
    /// The rejected index, whole, whatever integer type it came in (`i128` holds them all).
    ///
    /// ```
    /// use chess_attacks::Color;
    ///
    /// assert_eq!(Color::try_from(300u32).unwrap_err().value(), 300);
    /// assert_eq!(Color::try_from(-1i64).unwrap_err().value(), -1);
    /// ```
    pub const fn value(&self) -> i128 {
        self.value
    }
}

impl fmt::Display for ColorIndexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "colour index {} is neither white (0) nor black (1)", self.value)
    }
}

impl core::error::Error for ColorIndexError {}

impl From<Color> for u8 {
    /// The colour's index, white = 0 and black = 1.
    #[inline]
    fn from(color: Color) -> u8 {
        color as u8
    }
}

impl From<Color> for usize {
    /// The colour's index, white = 0 and black = 1: ready to index a `[T; 2]`.
    #[inline]
    fn from(color: Color) -> usize {
        color as usize
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

/// Declares the 64-variant `Square` enum and its `ALL` array from one list of names.
macro_rules! squares {
    ($($square:ident),* $(,)?) => {
        /// A square of the board, numbered a1 = 0, b1 = 1, …, h1 = 7, a2 = 8, …, h8 = 63.
        ///
        /// This is little-endian rank-file order, as in cozy-chess, shakmaty and chess: bit `n` of a
        /// [`Bitboard`](crate::Bitboard) is square `n`. Engines that number a8 = 0 (such as the C engine
        /// of the Italian write-up the pawn tables come from) mirror the board vertically: their index is
        /// this one `^ 56`, see [`Square::flip_vertical`].
        ///
        /// ```
        /// use chess_attacks::{File, Rank, Square};
        ///
        /// let d4: Square = "d4".parse()?;
        /// assert_eq!(d4, Square::D4);
        /// assert_eq!(d4.index(), 27);
        /// assert_eq!((d4.file(), d4.rank()), (File::D, Rank::Four));
        /// assert_eq!(d4.to_string(), "d4");
        /// # Ok::<(), chess_attacks::ParseSquareError>(())
        /// ```
        #[allow(missing_docs)] // The variants are the squares' names.
        #[repr(u8)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Square {
            $($square),*
        }

        impl Square {
            /// All 64 squares in index order, a1 first and h8 last.
            ///
            /// ```
            /// use chess_attacks::Square;
            ///
            /// assert_eq!(Square::ALL[0], Square::A1);
            /// assert_eq!(Square::ALL[63], Square::H8);
            /// assert!(Square::ALL.iter().enumerate().all(|(i, s)| s.index() as usize == i));
            /// ```
            pub const ALL: [Square; 64] = [$(Square::$square),*];

            /// The square with this index (a1 = 0 … h8 = 63), or `None` for 64 and above.
            ///
            /// ```
            /// use chess_attacks::Square;
            ///
            /// assert_eq!(Square::new(27), Some(Square::D4));
            /// assert_eq!(Square::new(64), None);
            /// ```
            #[inline]
            pub const fn new(index: u8) -> Option<Square> {
                if index < 64 { Some(Square::from_index_masked(index)) } else { None }
            }

            from_index_masked!(Square, 63, $($square),*);
        }
    };
}

squares! {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
}

impl Square {
    /// The square where a file and a rank cross.
    ///
    /// ```
    /// use chess_attacks::{File, Rank, Square};
    ///
    /// assert_eq!(Square::from_coords(File::H, Rank::Three), Square::H3);
    /// ```
    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square::from_index_masked((rank as u8) << 3 | file as u8)
    }

    /// The square these two bytes name: a file letter (`a`–`h` or `A`–`H`) then a rank digit (`1`–`8`);
    /// `None` for anything else, any other length included. It is what `FromStr` reads, for a parser that
    /// holds bytes (a FEN or UCI line) and wants no `&str` and no error value; it works in `const`.
    ///
    /// ```
    /// use chess_attacks::Square;
    ///
    /// assert_eq!(Square::from_ascii(b"e4"), Some(Square::E4));
    /// assert_eq!(Square::from_ascii(b"H8"), Some(Square::H8));
    /// assert_eq!(Square::from_ascii(b"e9"), None);
    /// assert_eq!(Square::from_ascii(b"e4 "), None);
    /// const G1: Option<Square> = Square::from_ascii(b"g1");
    /// assert_eq!(G1, Some(Square::G1));
    /// ```
    #[inline]
    pub const fn from_ascii(bytes: &[u8]) -> Option<Square> {
        let [file, rank] = bytes else { return None };
        match (File::from_ascii(*file), Rank::from_ascii(*rank)) {
            (Some(file), Some(rank)) => Some(Square::from_coords(file, rank)),
            _ => None,
        }
    }

    /// This square's index, a1 = 0 … h8 = 63.
    ///
    /// ```
    /// use chess_attacks::Square;
    ///
    /// assert_eq!(Square::H8.index(), 63);
    /// ```
    #[inline]
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The square's file.
    ///
    /// ```
    /// use chess_attacks::{File, Square};
    ///
    /// assert_eq!(Square::C7.file(), File::C);
    /// ```
    #[inline]
    pub const fn file(self) -> File {
        File::from_index_masked(self as u8)
    }

    /// The square's rank.
    ///
    /// ```
    /// use chess_attacks::{Rank, Square};
    ///
    /// assert_eq!(Square::C7.rank(), Rank::Seven);
    /// ```
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank::from_index_masked(self as u8 >> 3)
    }

    /// The square mirrored across the middle of the board (a1 ↔ a8, d4 ↔ d5): index `^ 56`.
    ///
    /// This converts to and from engines that number a8 = 0, h8 = 7, …, h1 = 63.
    ///
    /// ```
    /// use chess_attacks::Square;
    ///
    /// // In the C engine the pawn tables come from (squares a8 = 0), square 50 is c2.
    /// assert_eq!(Square::new(50 ^ 56), Some(Square::C2));
    /// assert_eq!(Square::C2.flip_vertical(), Square::C7);
    /// ```
    #[inline]
    pub const fn flip_vertical(self) -> Square {
        Square::from_index_masked(self as u8 ^ 56)
    }

    /// The square `files` to the right (towards h) and `ranks` up (towards rank 8) from this one, or `None`
    /// when that is off the board. It never wraps around an edge: h1 one file right is `None`, not a2.
    ///
    /// ```
    /// use chess_attacks::Square;
    ///
    /// assert_eq!(Square::G1.offset(-1, 2), Some(Square::F3)); // a knight's jump
    /// assert_eq!(Square::H1.offset(1, 0), None); // off the h-file, not round to a2
    /// assert_eq!(Square::A8.offset(0, 1), None);
    /// ```
    #[inline]
    pub const fn offset(self, files: i8, ranks: i8) -> Option<Square> {
        // Widened to i16 so that no argument can overflow; one unsigned compare checks both ends.
        let file = (self as u8 & 7) as i16 + files as i16;
        let rank = (self as u8 >> 3) as i16 + ranks as i16;
        if (file as u16) < 8 && (rank as u16) < 8 {
            Some(Square::from_index_masked((rank * 8 + file) as u8))
        } else {
            None
        }
    }
}

impl Square {
    /// How many king steps apart two squares are: the larger of the file and rank distances.
    ///
    /// ```
    /// use chess_attacks::Square;
    ///
    /// assert_eq!(Square::A1.distance(Square::H8), 7);
    /// assert_eq!(Square::E4.distance(Square::F6), 2);
    /// assert_eq!(Square::E4.distance(Square::E4), 0);
    /// ```
    #[inline]
    pub const fn distance(self, other: Square) -> u8 {
        let files = (self as u8 & 7).abs_diff(other as u8 & 7);
        let ranks = (self as u8 >> 3).abs_diff(other as u8 >> 3);
        if files > ranks { files } else { ranks }
    }

    /// The square as `color` sees it, from its own side of the board: white sees it as it is, black
    /// mirrored top to bottom (e7 for black is e2 for white).
    ///
    /// ```
    /// use chess_attacks::{Color, Square};
    ///
    /// assert_eq!(Square::E7.relative_to(Color::Black), Square::E2);
    /// assert_eq!(Square::E7.relative_to(Color::White), Square::E7);
    /// ```
    #[inline]
    pub const fn relative_to(self, color: Color) -> Square {
        match color {
            Color::White => self,
            Color::Black => self.flip_vertical(),
        }
    }
}

/// `TryFrom<$int> for Square`, for every integer type up to 64 bits an engine may hold an index in: `u8`,
/// what `trailing_zeros` (`u32`) and array indexing (`usize`) give, and the signed types of engines that step
/// squares by signed offsets. `i32` among them also keeps `Square::try_from(27)` compiling: an untyped
/// literal falls back to it.
macro_rules! square_from_index {
    ($($int:ty),*) => {$(
        impl TryFrom<$int> for Square {
            type Error = SquareIndexError;

            /// The square with this index (a1 = 0 … h8 = 63); an error naming the whole index for a negative
            /// one or 64 and above, never a wrapped one. For an index the compiler knows to be below 64 (a
            /// `trailing_zeros` of a non-empty bitboard, say) the check folds away and the conversion costs
            /// nothing.
            ///
            /// ```
            /// use chess_attacks::Square;
            ///
            #[doc = concat!("assert_eq!(Square::try_from(27", stringify!($int), "), Ok(Square::D4));")]
            #[doc = concat!("let error = Square::try_from(64", stringify!($int), ").unwrap_err();")]
            /// assert_eq!(error.value(), 64);
            /// assert_eq!(error.to_string(), "square index 64 is off the board: expected 0-63");
            /// ```
            #[inline]
            fn try_from(index: $int) -> Result<Square, SquareIndexError> {
                if (0..64).contains(&index) {
                    Ok(Square::from_index_masked(index as u8))
                } else {
                    Err(SquareIndexError { value: index as i128 })
                }
            }
        }
    )*};
}

square_from_index!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

/// The error for a square index outside 0–63 (negative, or 64 and above): [`Square::try_from`]. It names
/// the index.
///
/// ```
/// use chess_attacks::Square;
///
/// assert_eq!(Square::try_from(200u8).unwrap_err().index(), 200);
/// assert_eq!(Square::try_from(1_000usize).unwrap_err().value(), 1_000);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareIndexError {
    value: i128,
}

impl SquareIndexError {
    /// The rejected index as a `u8`: exact for `TryFrom<u8>`, and 255 for an index from another type that a
    /// `u8` cannot hold (negative, or above 255). [`value`](Self::value) has it whole.
    ///
    /// ```
    /// use chess_attacks::Square;
    ///
    /// assert_eq!(Square::try_from(64u8).unwrap_err().index(), 64);
    /// assert_eq!(Square::try_from(4_096u32).unwrap_err().index(), 255);
    /// ```
    pub const fn index(&self) -> u8 {
        if 0 <= self.value && self.value <= u8::MAX as i128 { self.value as u8 } else { u8::MAX }
    }

    /// The rejected index, whole, whatever integer type it came in (`i128` holds them all).
    ///
    /// ```
    /// use chess_attacks::Square;
    ///
    /// assert_eq!(Square::try_from(4_096u32).unwrap_err().value(), 4_096);
    /// assert_eq!(Square::try_from(-1i32).unwrap_err().value(), -1);
    /// ```
    pub const fn value(&self) -> i128 {
        self.value
    }
}

impl fmt::Display for SquareIndexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "square index {} is off the board: expected 0-63", self.value)
    }
}

impl core::error::Error for SquareIndexError {}

impl From<Square> for u8 {
    /// The square's index, a1 = 0 … h8 = 63.
    #[inline]
    fn from(square: Square) -> u8 {
        square as u8
    }
}

impl From<Square> for usize {
    /// The square's index, a1 = 0 … h8 = 63: ready to index a `[T; 64]`.
    #[inline]
    fn from(square: Square) -> usize {
        square as usize
    }
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

impl fmt::Display for Square {
    /// Writes the square's name in lowercase, such as `d4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().to_char(), self.rank().to_char())
    }
}

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Parses a file letter (`a`–`h` or `A`–`H`) followed by a rank digit (`1`–`8`).
    ///
    /// ```
    /// use chess_attacks::Square;
    ///
    /// assert_eq!("D4".parse::<Square>(), Ok(Square::D4));
    /// let error = "i9".parse::<Square>().unwrap_err();
    /// assert_eq!(error.to_string(), r#"invalid square "i9": expected a file a-h then a rank 1-8, such as "d4""#);
    /// ```
    fn from_str(input: &str) -> Result<Square, ParseSquareError> {
        Square::from_ascii(input.as_bytes()).ok_or_else(|| ParseSquareError::new(input, Expected::Square))
    }
}

/// The error for a string that is not the name of a square, or of a file, rank, colour or piece (their
/// `FromStr`), and for a letter that is not a piece in FEN ([`Piece::from_fen_char`](crate::Piece::from_fen_char)).
/// Its message says which was expected and quotes the input.
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
    use crate::reference;
    use std::string::ToString;

    #[test]
    fn index_file_and_rank_agree_with_the_numbering() {
        for (index, square) in Square::ALL.into_iter().enumerate() {
            assert_eq!(square.index() as usize, index);
            assert_eq!(square.file().index() as usize, index % 8);
            assert_eq!(square.rank().index() as usize, index / 8);
            assert_eq!(Square::from_coords(square.file(), square.rank()), square);
            assert_eq!(Square::new(index as u8), Some(square));
            assert_eq!(square.flip_vertical().index() as usize, index ^ 56);
        }
    }

    #[test]
    fn files_and_ranks_convert_from_every_index_in_board_order() {
        let files = [File::A, File::B, File::C, File::D, File::E, File::F, File::G, File::H];
        let ranks =
            [Rank::One, Rank::Two, Rank::Three, Rank::Four, Rank::Five, Rank::Six, Rank::Seven, Rank::Eight];
        for index in 0..=u8::MAX {
            assert_eq!(File::new(index), files.get(usize::from(index)).copied(), "file {index}");
            assert_eq!(Rank::new(index), ranks.get(usize::from(index)).copied(), "rank {index}");
        }
    }

    #[test]
    fn files_parse_from_either_case_of_their_letter_and_ranks_from_their_digit_only() {
        // Every one-byte string: a byte above 127 begins a longer UTF-8 character.
        for character in 0..=127u8 {
            let text = char::from(character).to_string();
            let file = match character {
                b'a'..=b'h' => File::new(character - b'a'),
                b'A'..=b'H' => File::new(character - b'A'),
                _ => None,
            };
            let rank = if (b'1'..=b'8').contains(&character) { Rank::new(character - b'1') } else { None };
            assert_eq!(text.parse::<File>().ok(), file, "{text:?} as a file");
            assert_eq!(text.parse::<Rank>().ok(), rank, "{text:?} as a rank");
        }
    }

    #[test]
    fn offset_agrees_with_the_reference_step_for_every_square_and_distance() {
        let mut on_board = 0;
        for square in Square::ALL {
            for files in -8..=8 {
                for ranks in -8..=8 {
                    let expected = crate::reference::step(square.index(), (files, ranks));
                    let actual = square.offset(files, ranks);
                    assert_eq!(actual.map(Square::index), expected, "{square} by ({files}, {ranks})");
                    on_board += usize::from(actual.is_some());
                }
            }
        }
        // Each target square is reached from each of the 64 squares exactly once.
        assert_eq!(on_board, 64 * 64);
    }

    #[test]
    fn offset_never_overflows_at_the_extremes() {
        for square in Square::ALL {
            for (files, ranks) in [(i8::MIN, 0), (i8::MAX, 0), (0, i8::MIN), (0, i8::MAX), (i8::MAX, i8::MIN)]
            {
                assert_eq!(square.offset(files, ranks), None, "{square} by ({files}, {ranks})");
            }
        }
    }

    #[test]
    fn file_and_rank_offsets_stay_on_the_board_and_agree_with_square_offsets() {
        for square in Square::ALL {
            for delta in -9..=9i8 {
                let by_square = square.offset(delta, delta);
                let by_parts = square.file().offset(delta).zip(square.rank().offset(delta));
                assert_eq!(by_square, by_parts.map(|(file, rank)| Square::from_coords(file, rank)));
            }
        }
        for extreme in [i8::MIN, i8::MAX] {
            assert_eq!((File::A.offset(extreme), Rank::One.offset(extreme)), (None, None));
        }
    }

    #[test]
    fn distance_is_the_number_of_king_steps() {
        // Breadth-first over the reference's king steps: the ring a square first appears in.
        for from in Square::ALL {
            let mut reached = 1u64 << from as u8;
            let mut steps = [u8::MAX; 64];
            steps[from as usize] = 0;
            for ring in 1..8 {
                let frontier = (0..64u8).filter(|&square| reached >> square & 1 != 0);
                let next = frontier.fold(reached, |all, square| all | reference::king_attacks(square));
                for (square, step) in steps.iter_mut().enumerate() {
                    if next >> square & 1 != 0 && reached >> square & 1 == 0 {
                        *step = ring;
                    }
                }
                reached = next;
            }
            for to in Square::ALL {
                assert_eq!(from.distance(to), steps[to as usize], "{from} to {to}");
            }
        }
    }

    #[test]
    fn relative_to_black_mirrors_the_ranks_and_white_keeps_them() {
        for square in Square::ALL {
            let mirrored = Square::from_coords(square.file(), Rank::ALL[7 - square.rank().index() as usize]);
            assert_eq!(square.relative_to(Color::Black), mirrored);
            assert_eq!(square.relative_to(Color::White), square);
            assert_eq!(square.rank().relative_to(Color::Black), mirrored.rank());
            assert_eq!(square.rank().relative_to(Color::White), square.rank());
        }
    }

    #[test]
    fn indices_convert_both_ways_and_off_the_board_is_an_error() {
        for index in 0..=u8::MAX {
            match Square::try_from(index) {
                Ok(square) => {
                    assert!(index < 64);
                    assert_eq!((u8::from(square), usize::from(square)), (index, index as usize));
                }
                Err(error) => {
                    assert!(index >= 64);
                    assert_eq!(error.index(), index);
                    assert!(error.to_string().contains(&std::format!("index {index} ")));
                }
            }
        }
    }

    #[test]
    fn wide_indices_convert_exactly_when_below_64_and_errors_name_them_whole() {
        let extremes =
            [i128::from(u64::MAX), i128::from(i64::MIN), 1 << 32, 1 << 16, 256, 320, -1, -64, -200];
        for index in (-300..1_024i128).chain(extremes) {
            let expected = (0..64).contains(&index).then(|| Square::ALL[index as usize]);
            let mut results = std::vec::Vec::new();
            // Every integer type the index fits in.
            macro_rules! each_type_it_fits { ($($int:ty),*) => {$(
                if let Ok(narrow) = <$int>::try_from(index) {
                    results.push(Square::try_from(narrow));
                }
            )*}}
            each_type_it_fits!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);
            assert!(!results.is_empty(), "{index} fits no type");
            for result in results {
                match (result, expected) {
                    (Ok(square), Some(expected)) => assert_eq!(square, expected),
                    (Err(error), None) => {
                        assert_eq!(error.value(), index);
                        let as_u8 = if (0..=255).contains(&index) { index } else { 255 };
                        assert_eq!(i128::from(error.index()), as_u8);
                        assert!(error.to_string().contains(&std::format!("index {index} ")), "{error}");
                    }
                    (result, expected) => panic!("index {index}: {result:?}, expected {expected:?}"),
                }
            }
        }
    }

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
    fn names_round_trip_through_display_and_from_str() {
        use std::format;
        for square in Square::ALL {
            let name = format!("{square}");
            assert_eq!(name.len(), 2, "{square:?}");
            assert_eq!(name.parse::<Square>(), Ok(square));
            assert_eq!(name, format!("{}{}", square.file(), square.rank()));
        }
        for file in File::ALL {
            let name = file.to_string();
            assert_eq!((name.parse::<File>(), name.to_uppercase().parse::<File>()), (Ok(file), Ok(file)));
        }
        for rank in Rank::ALL {
            assert_eq!(rank.to_string().parse::<Rank>(), Ok(rank));
        }
        for color in Color::ALL {
            assert_eq!(color.to_string().parse::<Color>(), Ok(color));
            assert_eq!(!color, color.opponent());
            assert_ne!(!color, color);
        }
        for (bad, message) in [
            ("", r#"invalid file "": expected a letter a-h"#),
            ("ab", r#"invalid file "ab": expected a letter a-h"#),
            ("1", r#"invalid file "1": expected a letter a-h"#),
        ] {
            assert_eq!(bad.parse::<File>().map_err(|error| error.to_string()), Err(message.to_string()));
        }
        for bad in ["", "9", "0", "12", "a"] {
            let error = bad.parse::<Rank>().unwrap_err();
            assert_eq!(error.to_string(), format!(r#"invalid rank "{bad}": expected a digit 1-8"#));
        }
        for bad in ["", "whit", "blue", "wb", "white "] {
            let error = bad.parse::<Color>().unwrap_err();
            assert!(error.to_string().starts_with(&format!(r#"invalid colour "{bad}""#)), "{error}");
        }
    }

    #[test]
    fn parse_error_debug_names_the_input_and_whether_it_was_cut() {
        let short = "i9".parse::<Square>().unwrap_err();
        assert_eq!(
            std::format!("{short:?}"),
            r#"ParseSquareError { expected: Square, input: "i9", truncated: false }"#
        );
        let long = "this is not a square".parse::<Square>().unwrap_err();
        assert_eq!(
            std::format!("{long:?}"),
            r#"ParseSquareError { expected: Square, input: "this is not a sq", truncated: true }"#
        );
    }

    #[test]
    fn long_input_is_cut_at_a_character_boundary() {
        // 15 ASCII bytes then a two-byte 'é' straddling the 16-byte limit.
        let error = "abcdefghijklmnoé".parse::<Square>().unwrap_err();
        assert_eq!(error.input(), "abcdefghijklmno");
        assert!(error.to_string().contains("\"abcdefghijklmno…\""));
    }
}
