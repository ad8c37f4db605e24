//! The two coordinates of a square, [`File`] and [`Rank`], each in its own file and declared from one
//! definition here, and the macro that converts an index to any of the board's enums without a table.

/// `const fn from_index_masked(index: u8) -> Self`, an impl item, for an enum whose variants are numbered
/// 0, 1, … in the order listed and whose count is `$mask + 1`: the variant numbered `index & $mask`, for an
/// index already known to be in range, without an `Option`. [`File`], [`Rank`] and `Square` convert
/// through it.
macro_rules! from_index_masked {
    ($type:ident, $mask:literal, $first:ident $(, $rest:ident)*) => {
        /// The variant numbered `index` with the bits above the variant count masked off.
        #[inline]
        pub(crate) const fn from_index_masked(index: u8) -> $type {
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

pub(crate) use from_index_masked;

/// Declares [`File`] or [`Rank`], the two coordinates of a square, from one definition: the enum of its
/// eight values, `ALL`, `new`, `index`, `to_char`, `from_ascii`, `offset`, `Display` and `FromStr`, with
/// their documentation and examples. Each type brings its own description, its eight characters (`to_char`
/// counts up from the first), how it reads and writes them, and what its parse error says was expected.
macro_rules! coordinate {
    (
        $(#[$type_attribute:meta])*
        pub enum $type:ident {
            $v0:ident = $c0:literal, $v1:ident = $c1:literal,
            $v2:ident = $c2:literal, $v3:ident = $c3:literal,
            $v4:ident = $c4:literal, $v5:ident = $c5:literal,
            $v6:ident = $c6:literal, $v7:ident = $c7:literal $(,)?
        }
        each a $name:literal of the $plural:literal, read from $read:literal, written as its $written:literal;
        offset $towards:literal by $steps:ident; parse errors say $expected:ident, $expected_text:literal
    ) => {
        $(#[$type_attribute])*
        #[allow(missing_docs)] // Each variant is named for its character.
        #[repr(u8)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum $type { $v0, $v1, $v2, $v3, $v4, $v5, $v6, $v7 }

        impl $type {
            #[doc = concat!("All ", $plural, ", `", $c0, "` first.")]
            ///
            /// ```
            #[doc = concat!("use chess_attacks::", stringify!($type), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($type), "::ALL[7], ", stringify!($type), "::",
                stringify!($v7), ");")]
            /// ```
            pub const ALL: [$type; 8] = [$type::$v0, $type::$v1, $type::$v2, $type::$v3, $type::$v4,
                $type::$v5, $type::$v6, $type::$v7];

            #[doc = concat!("The ", $name, " with this index (`", $c0, "` = 0 … `", $c7,
                "` = 7), or `None` for 8 and above.")]
            ///
            /// ```
            #[doc = concat!("use chess_attacks::", stringify!($type), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($type), "::new(2), Some(", stringify!($type), "::",
                stringify!($v2), "));")]
            #[doc = concat!("assert_eq!(", stringify!($type), "::new(8), None);")]
            /// ```
            #[inline]
            pub const fn new(index: u8) -> Option<$type> {
                if index < 8 { Some($type::from_index_masked(index)) } else { None }
            }

            // The first value's character as a byte: `to_char` counts up from it.
            #[allow(clippy::char_lit_as_u8)] // Both coordinates' characters are ASCII.
            const FIRST_CHARACTER: u8 = $c0 as u8;

            from_index_masked!($type, 7, $v0, $v1, $v2, $v3, $v4, $v5, $v6, $v7);

            #[doc = concat!("This ", $name, "'s index, `", $c0, "` = 0 … `", $c7, "` = 7.")]
            ///
            /// ```
            #[doc = concat!("use chess_attacks::", stringify!($type), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($type), "::", stringify!($v2), ".index(), 2);")]
            /// ```
            #[inline]
            pub const fn index(self) -> u8 {
                self as u8
            }

            #[doc = concat!("The ", $name, "'s ", $written, ".")]
            ///
            /// ```
            #[doc = concat!("use chess_attacks::", stringify!($type), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($type), "::", stringify!($v4), ".to_char(), ",
                stringify!($c4), ");")]
            /// ```
            #[inline]
            pub const fn to_char(self) -> char {
                ($type::FIRST_CHARACTER + self as u8) as char
            }

            #[doc = concat!("The ", $name, " this byte names, ", $read,
                ", or `None`: what `FromStr` reads, alone or \
                as part of a square's name.")]
            ///
            /// ```
            #[doc = concat!("use chess_attacks::", stringify!($type), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($type), "::from_ascii(b", stringify!($c2), "), Some(",
                stringify!($type), "::", stringify!($v2), "));")]
            #[doc = concat!("assert_eq!(", stringify!($type), "::from_ascii(b' '), None);")]
            /// ```
            #[inline]
            pub const fn from_ascii(character: u8) -> Option<$type> {
                // Lowercasing accepts the capital file letters people type and leaves the rank digits as
                // they are. A character below the first wraps to a large index, which `new` rejects.
                $type::new(character.to_ascii_lowercase().wrapping_sub($type::FIRST_CHARACTER))
            }

            #[doc = concat!("The ", $name, " `", stringify!($steps), "` ", $towards,
                ", or `None` off the board.")]
            ///
            /// ```
            #[doc = concat!("use chess_attacks::", stringify!($type), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($type), "::", stringify!($v2), ".offset(2), Some(",
                stringify!($type), "::", stringify!($v4), "));")]
            #[doc = concat!("assert_eq!(", stringify!($type), "::", stringify!($v2), ".offset(-3), None);")]
            /// ```
            #[inline]
            pub const fn offset(self, $steps: i8) -> Option<$type> {
                // Widened so that no argument can overflow; one unsigned compare checks both ends.
                let index = self as i16 + $steps as i16;
                if (index as u16) < 8 { Some($type::from_index_masked(index as u8)) } else { None }
            }
        }

        impl core::fmt::Display for $type {
            #[doc = concat!("Writes the ", $name, "'s ", $written, ", such as `", $c4, "`.")]
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                core::fmt::Write::write_char(f, self.to_char())
            }
        }

        impl core::str::FromStr for $type {
            type Err = crate::ParseSquareError;

            #[doc = concat!("Parses a ", $name, ", ", $read, ".")]
            ///
            /// ```
            #[doc = concat!("use chess_attacks::", stringify!($type), ";")]
            ///
            #[doc = concat!("assert_eq!(\"", $c2, "\".parse::<", stringify!($type), ">(), Ok(",
                stringify!($type),
                "::", stringify!($v2), "));")]
            #[doc = concat!("let error = \" \".parse::<", stringify!($type), ">().unwrap_err();")]
            #[doc = concat!("assert_eq!(error.to_string(), r#\"invalid ", $name, " \" \": expected ",
                $expected_text,
                "\"#);")]
            /// ```
            fn from_str(input: &str) -> Result<$type, crate::ParseSquareError> {
                use crate::parse_error::{Expected, ParseSquareError};
                let error = || ParseSquareError::new(input, Expected::$expected);
                let [character] = input.as_bytes() else { return Err(error()) };
                $type::from_ascii(*character).ok_or_else(error)
            }
        }
    };
}

mod file;
mod rank;

pub use file::File;
pub use rank::Rank;

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

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
    fn file_and_rank_names_round_trip_and_bad_ones_are_named() {
        use std::format;
        for file in File::ALL {
            let name = file.to_string();
            assert_eq!((name.parse::<File>(), name.to_uppercase().parse::<File>()), (Ok(file), Ok(file)));
        }
        for rank in Rank::ALL {
            assert_eq!(rank.to_string().parse::<Rank>(), Ok(rank));
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
    }
}
