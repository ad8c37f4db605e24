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
/// eight values, `ALL`, `new`, `index`, `to_char`, `from_ascii`, `offset`, `Display` and `FromStr`. Each
/// type brings its own documentation and examples, the character of its first value (`to_char` counts up
/// from it) and what its parse error says was expected; the code is the same for both.
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
