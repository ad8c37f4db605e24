//! The index conversions that [`Square`](crate::Square) and [`Color`](crate::Color) share, declared once:
//! checked from every integer type, with an error that keeps the rejected index whole, and back to `u8`
//! and `usize`.

/// For a type with `from_index_masked` and `$count` values numbered from 0: `TryFrom<$int>` for every
/// integer type up to 64 bits an engine may hold an index in, the error type it returns, and `From<$type>`
/// for `u8` and `usize`. The list of integer types is the unsigned ones a program indexes with (`u32` from
/// `trailing_zeros`, `usize` from arrays) and the signed ones of engines that step by signed offsets; `i32`
/// among them also keeps `try_from(27)` compiling, as an untyped literal falls back to it.
macro_rules! index_conversions {
    (
        $type:ident, $count:literal values,
        $error:ident says $prefix:literal index $suffix:literal,
        for example $valid:literal is $variant:ident and $invalid:literal is none
    ) => {
        index_conversions!(@try_from $type, $count, $error, $prefix, $suffix, $valid, $variant, $invalid:
            u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

        #[doc = concat!("The error for an index that names no `", stringify!($type), "`: [`",
            stringify!($type), "::try_from`]. It keeps the index whole.")]
        ///
        /// ```
        #[doc = concat!("use chess_attacks::", stringify!($type), ";")]
        ///
        #[doc = concat!("assert_eq!(", stringify!($type),
            "::try_from(1_000usize).unwrap_err().value(), 1_000);")]
        #[doc = concat!("assert_eq!(", stringify!($type), "::try_from(-1i64).unwrap_err().value(), -1);")]
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $error {
            value: i128,
        }

        impl $error {
            /// The rejected index, whole, whatever integer type it came in (`i128` holds them all).
            ///
            /// ```
            #[doc = concat!("use chess_attacks::", stringify!($type), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($type),
                "::try_from(4_096u32).unwrap_err().value(), 4_096);")]
            /// ```
            pub const fn value(&self) -> i128 {
                self.value
            }
        }

        impl fmt::Display for $error {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($prefix, "{}", $suffix), self.value)
            }
        }

        impl core::error::Error for $error {}

        impl From<$type> for u8 {
            #[doc = concat!("[`", stringify!($type), "::index`].")]
            #[inline]
            fn from(value: $type) -> u8 {
                value as u8
            }
        }

        impl From<$type> for usize {
            #[doc = concat!("[`", stringify!($type), "::index`], ready to index an array.")]
            #[inline]
            fn from(value: $type) -> usize {
                value as usize
            }
        }
    };
    (@try_from $type:ident, $count:literal, $error:ident, $prefix:literal, $suffix:literal,
        $valid:literal, $variant:ident, $invalid:literal: $($int:ty),*) => {$(
        impl TryFrom<$int> for $type {
            type Error = $error;

            #[doc = concat!("The `", stringify!($type),
                "` with this index; an error naming the whole index for a \
                negative one or ", stringify!($count), " and above, never a wrapped one. For an index the \
                compiler knows to be in range the check folds away and the conversion costs nothing.")]
            ///
            /// ```
            #[doc = concat!("use chess_attacks::", stringify!($type), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($type), "::try_from(", stringify!($valid),
                stringify!($int),
                "), Ok(", stringify!($type), "::", stringify!($variant), "));")]
            #[doc = concat!("let error = ", stringify!($type), "::try_from(", stringify!($invalid),
                stringify!($int),
                ").unwrap_err();")]
            #[doc = concat!("assert_eq!(error.to_string(), \"", $prefix, stringify!($invalid), $suffix,
                "\");")]
            /// ```
            #[inline]
            fn try_from(index: $int) -> Result<$type, $error> {
                if (0..$count).contains(&index) {
                    Ok($type::from_index_masked(index as u8))
                } else {
                    Err($error { value: index as i128 })
                }
            }
        }
    )*};
}

pub(crate) use index_conversions;
