//! The squares of the board, [`Square`]: their numbering, names, offsets and conversions from indices.

use core::fmt;
use core::str::FromStr;

use crate::coords::from_index_masked;
use crate::indexed::index_conversions;
use crate::parse_error::{Expected, ParseSquareError};
use crate::{Color, File, Rank};

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

index_conversions! {
    Square, 64 values,
    SquareIndexError says "square index " index " is off the board: expected 0-63",
    for example 27 is D4 and 64 is none
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
}

impl fmt::Display for Square {
    /// Writes the square's name in lowercase, such as `d4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Not through `{}`: a char's `Display` pads, which links core's padding code into a small program.
        fmt::Write::write_char(f, self.file().to_char())?;
        fmt::Write::write_char(f, self.rank().to_char())
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
    fn square_names_round_trip_through_display_and_from_str() {
        use std::format;
        for square in Square::ALL {
            let name = format!("{square}");
            assert_eq!(name.len(), 2, "{square:?}");
            assert_eq!(name.parse::<Square>(), Ok(square));
            assert_eq!(name, format!("{}{}", square.file(), square.rank()));
        }
    }
}
