//! [`Bitboard`]: a set of squares in one `u64`.

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign};

use crate::{Color, File, Rank, Square};

/// A set of squares: bit `n` is set when [`Square`] number `n` (a1 = 0 … h8 = 63) is in the set.
///
/// The operators are set operations: `|` union, `&` intersection, `^` symmetric difference, `!` complement
/// and `-` difference (and-not); in `const` items, [`union`](Bitboard::union),
/// [`intersection`](Bitboard::intersection), [`symmetric_difference`](Bitboard::symmetric_difference),
/// [`complement`](Bitboard::complement) and [`difference`](Bitboard::difference) do the same. `Display`
/// draws the board with rank 8 on top, one character a square; `Debug` and the `{:x}`, `{:X}` and `{:b}`
/// formats show the `u64`, `Debug` in hex (`Bitboard(0x0000000000000001)` for a1).
///
/// ```
/// use chess_attacks::{Bitboard, File, Rank, Square};
///
/// // StrongChess's `(Files.A | Ranks.One).Clear(Squares.A1)`:
/// let lines = (Bitboard::from(File::A) | Bitboard::from(Rank::One)).without(Square::A1);
/// assert_eq!(lines.to_string(), "\
/// 8 X . . . . . . .
/// 7 X . . . . . . .
/// 6 X . . . . . . .
/// 5 X . . . . . . .
/// 4 X . . . . . . .
/// 3 X . . . . . . .
/// 2 X . . . . . . .
/// 1 . X X X X X X X
///   a b c d e f g h
/// ");
/// assert_eq!(lines.count(), 14);
/// ```
#[repr(transparent)]
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Bitboard(pub u64);

/// Whether the target shifts a 64-bit word by a variable amount only through a library call (about 24
/// cycles): the Cortex-M0, ARMv6-M, which lacks Thumb-2. There a square's bit is made, and read, in the
/// 32-bit half that holds it, in about six instructions; other targets shift the word.
const SHIFTS_BY_CALL: bool = cfg!(all(target_arch = "arm", not(target_feature = "thumb2")));

/// `1 << index`, for an `index` below 64 (the bits above are ignored).
#[inline]
pub(crate) const fn square_bit(index: usize) -> u64 {
    if SHIFTS_BY_CALL { square_bit_in_halves(index) } else { 1 << (index & 63) }
}

/// Bit `index` of `word`, 0 or 1, for an `index` below 64 (the bits above are ignored).
#[inline]
pub(crate) const fn bit_at(word: u64, index: usize) -> u64 {
    if SHIFTS_BY_CALL { bit_at_in_halves(word, index) } else { word >> (index & 63) & 1 }
}

/// The index of the lowest set bit of `word`, 64 when it has none: `word.trailing_zeros()`. A Cortex-M0 has
/// no instruction for it and takes one multiply a 32-bit half, so there only the half that holds it is
/// looked at.
#[inline]
pub(crate) const fn lowest_index(word: u64) -> u32 {
    if SHIFTS_BY_CALL { lowest_index_in_halves(word) } else { word.trailing_zeros() }
}

#[inline]
const fn lowest_index_in_halves(word: u64) -> u32 {
    let low = word as u32;
    if low != 0 { low.trailing_zeros() } else { 32 + ((word >> 32) as u32).trailing_zeros() }
}

/// All ones when `index` is in the upper half (32 to 63), none when in the lower.
#[inline]
const fn upper_half(index: usize) -> u32 {
    0u32.wrapping_sub((index >> 5) as u32 & 1)
}

#[inline]
const fn square_bit_in_halves(index: usize) -> u64 {
    let (bit, upper) = (1u32 << (index & 31), upper_half(index));
    ((bit & upper) as u64) << 32 | (bit & !upper) as u64
}

#[inline]
const fn bit_at_in_halves(word: u64, index: usize) -> u64 {
    let upper = upper_half(index);
    let half = ((word >> 32) as u32 & upper) | (word as u32 & !upper);
    (half >> (index & 31) & 1) as u64
}

impl Bitboard {
    /// No squares.
    ///
    /// ```
    /// use chess_attacks::Bitboard;
    ///
    /// assert!(Bitboard::EMPTY.is_empty());
    /// ```
    pub const EMPTY: Bitboard = Bitboard(0);

    /// All 64 squares.
    ///
    /// ```
    /// use chess_attacks::Bitboard;
    ///
    /// assert_eq!(Bitboard::FULL.count(), 64);
    /// ```
    pub const FULL: Bitboard = Bitboard(!0);

    /// The 32 light squares (h1 and a8 among them).
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Square};
    ///
    /// assert!(Bitboard::LIGHT_SQUARES.contains(Square::H1) && !Bitboard::LIGHT_SQUARES.contains(Square::A1));
    /// assert_eq!(Bitboard::LIGHT_SQUARES.count(), 32);
    /// ```
    pub const LIGHT_SQUARES: Bitboard = Bitboard(0x55aa_55aa_55aa_55aa);

    /// The 32 dark squares (a1 and h8 among them).
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Square};
    ///
    /// assert!(Bitboard::DARK_SQUARES.contains(Square::A1) && Bitboard::DARK_SQUARES.contains(Square::H8));
    /// assert_eq!(Bitboard::DARK_SQUARES, Bitboard::LIGHT_SQUARES.complement());
    /// ```
    pub const DARK_SQUARES: Bitboard = Bitboard(0xaa55_aa55_aa55_aa55);

    /// The 28 squares on the board's edge: the a- and h-files and ranks 1 and 8.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Square};
    ///
    /// assert_eq!(Bitboard::EDGES.count(), 28);
    /// assert!(Bitboard::EDGES.contains(Square::A4) && !Bitboard::EDGES.contains(Square::B2));
    /// ```
    pub const EDGES: Bitboard = Bitboard(0xff81_8181_8181_81ff);

    /// The four corners: a1, h1, a8 and h8.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Square};
    ///
    /// let corners: Vec<Square> = Bitboard::CORNERS.into_iter().collect();
    /// assert_eq!(corners, [Square::A1, Square::H1, Square::A8, Square::H8]);
    /// ```
    pub const CORNERS: Bitboard = Bitboard(0x8100_0000_0000_0081);

    /// Ranks 1 and 8, where the pieces start and pawns promote.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Rank};
    ///
    /// assert_eq!(Bitboard::BACK_RANKS, Bitboard::from_rank(Rank::One).union(Bitboard::from_rank(Rank::Eight)));
    /// ```
    pub const BACK_RANKS: Bitboard = Bitboard(0xff00_0000_0000_00ff);

    /// The set holding only `square`; the same as `Bitboard::from(square)`, but usable in `const`.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Square};
    ///
    /// assert_eq!(Bitboard::from_square(Square::B1), Bitboard(0b10));
    /// ```
    #[inline]
    pub const fn from_square(square: Square) -> Bitboard {
        Bitboard(square_bit(square as usize))
    }

    /// The eight squares of `file`; the same as `Bitboard::from(file)`, but usable in `const`.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, File, Square};
    ///
    /// let b_file = Bitboard::from_file(File::B);
    /// assert!(b_file.contains(Square::B1) && b_file.contains(Square::B8));
    /// assert_eq!(b_file.count(), 8);
    /// ```
    #[inline]
    pub const fn from_file(file: File) -> Bitboard {
        Bitboard(0x0101_0101_0101_0101 << file as u8)
    }

    /// The eight squares of `rank`; the same as `Bitboard::from(rank)`, but usable in `const`.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Rank};
    ///
    /// assert_eq!(Bitboard::from_rank(Rank::Two), Bitboard(0xff00));
    /// ```
    #[inline]
    pub const fn from_rank(rank: Rank) -> Bitboard {
        Bitboard(0xff << (8 * rank as u8))
    }

    /// Whether `square` is in the set.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Square};
    ///
    /// assert!(Bitboard::FULL.contains(Square::E4));
    /// assert!(!Bitboard::EMPTY.contains(Square::E4));
    /// ```
    #[inline]
    pub const fn contains(self, square: Square) -> bool {
        bit_at(self.0, square as usize) != 0
    }

    /// The set with `square` added (StrongChess's `Set`); chainable and usable in `const`.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Square};
    ///
    /// const ENEMIES: Bitboard = Bitboard::EMPTY.with(Square::D2).with(Square::B4);
    /// assert_eq!(ENEMIES.count(), 2);
    /// ```
    #[must_use]
    #[inline]
    pub const fn with(self, square: Square) -> Bitboard {
        Bitboard(self.0 | Bitboard::from_square(square).0)
    }

    /// The set with `square` removed (StrongChess's `Clear`); chainable and usable in `const`.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Square};
    ///
    /// let all_but_corners = Bitboard::FULL.without(Square::A1).without(Square::H8);
    /// assert_eq!(all_but_corners.count(), 62);
    /// ```
    #[must_use]
    #[inline]
    pub const fn without(self, square: Square) -> Bitboard {
        Bitboard(self.0 & !Bitboard::from_square(square).0)
    }

    /// How many squares are in the set.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Rank};
    ///
    /// assert_eq!(Bitboard::from(Rank::Five).count(), 8);
    /// ```
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set has no squares.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Square};
    ///
    /// assert!(Bitboard::EMPTY.is_empty());
    /// assert!(!Bitboard::from(Square::A1).is_empty());
    /// ```
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every square of `self` is also in `other`.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Rank, Square};
    ///
    /// let second_rank = Bitboard::from(Rank::Two);
    /// assert!(Bitboard::from(Square::E2).is_subset(second_rank));
    /// assert!(Bitboard::EMPTY.is_subset(second_rank));
    /// assert!(!Bitboard::from(Square::E4).is_subset(second_rank));
    /// ```
    #[inline]
    pub const fn is_subset(self, other: Bitboard) -> bool {
        self.0 & !other.0 == 0
    }

    /// Whether `self` and `other` have no square in common.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, File, Rank};
    ///
    /// assert!(Bitboard::from(Rank::One).is_disjoint(Rank::Eight.into()));
    /// assert!(!Bitboard::from(Rank::One).is_disjoint(File::A.into())); // a1
    /// ```
    #[inline]
    pub const fn is_disjoint(self, other: Bitboard) -> bool {
        self.0 & other.0 == 0
    }

    /// The lowest square of the set (a1 first, then b1, …), or `None` when it is empty.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Square};
    ///
    /// assert_eq!(Bitboard::EMPTY.with(Square::C3).with(Square::B5).first(), Some(Square::C3));
    /// assert_eq!(Bitboard::EMPTY.first(), None);
    /// ```
    #[inline]
    pub const fn first(self) -> Option<Square> {
        // An empty set has 64 trailing zeros, which `Square::new` turns into `None`.
        Square::new(lowest_index(self.0) as u8)
    }

    /// The highest square of the set (h8 first, then g8, …), or `None` when it is empty.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Square};
    ///
    /// assert_eq!(Bitboard::EMPTY.with(Square::C3).with(Square::B5).last(), Some(Square::B5));
    /// assert_eq!(Bitboard::EMPTY.last(), None);
    /// ```
    #[inline]
    pub const fn last(self) -> Option<Square> {
        // An empty set has 64 leading zeros: 63 - 64 wraps to 255, which `Square::new` turns into `None`.
        Square::new(63u8.wrapping_sub(self.0.leading_zeros() as u8))
    }

    /// The set mirrored top to bottom (rank 1 ↔ rank 8, a1 ↔ a8), like [`Square::flip_vertical`] on each
    /// square: the board as an engine that numbers a8 = 0 sees it.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Rank, Square};
    ///
    /// assert_eq!(Bitboard::from(Square::C2).flip_vertical(), Bitboard::from(Square::C7));
    /// assert_eq!(Bitboard::from(Rank::One).flip_vertical(), Bitboard::from(Rank::Eight));
    /// ```
    #[inline]
    pub const fn flip_vertical(self) -> Bitboard {
        Bitboard(self.0.swap_bytes())
    }

    /// Every subset of the set, the empty set first and the set itself last: 2<sup>n</sup> of them for n
    /// squares, in increasing order of their `u64`. This is the carry-rippler enumeration (`next = (subset -
    /// set) & set`), the usual way to visit every blocker configuration of a slider.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Square};
    ///
    /// let set = Bitboard::EMPTY.with(Square::B1).with(Square::D1);
    /// let subsets: Vec<Bitboard> = set.subsets().collect();
    /// assert_eq!(subsets, [Bitboard(0), Bitboard(0b10), Bitboard(0b1000), Bitboard(0b1010)]);
    /// assert_eq!(Bitboard::EMPTY.subsets().count(), 1); // only the empty set
    /// ```
    #[inline]
    pub fn subsets(self) -> impl Iterator<Item = Bitboard> + Clone {
        let set = self.0;
        let mut next = Some(0u64);
        core::iter::from_fn(move || {
            let subset = next?;
            // Subtracting the set from a subset carries through the squares outside it; the mask keeps the
            // rest. Back at zero, every subset has been seen.
            let following = subset.wrapping_sub(set) & set;
            next = if following == 0 { None } else { Some(following) };
            Some(Bitboard(subset))
        })
    }

    /// The squares of the set, a1 first and h8 last. The same as iterating the bitboard itself.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Square};
    ///
    /// let set = Bitboard::EMPTY.with(Square::H8).with(Square::C1);
    /// assert_eq!(set.squares().collect::<Vec<_>>(), [Square::C1, Square::H8]);
    /// ```
    #[inline]
    pub const fn squares(self) -> Squares {
        Squares(self.0)
    }

    /// Whether every square of `other` is in the set (`other.is_subset(self)`).
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Rank, Square};
    ///
    /// let second_rank = Bitboard::from_rank(Rank::Two);
    /// assert!(second_rank.is_superset(Bitboard::from_square(Square::C2)));
    /// assert!(!second_rank.is_superset(Bitboard::from_square(Square::C3)));
    /// ```
    #[inline]
    pub const fn is_superset(self, other: Bitboard) -> bool {
        other.is_subset(self)
    }

    /// Whether the set holds two squares or more; cheaper than `count() > 1`.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Square};
    ///
    /// let one = Bitboard::from_square(Square::E1);
    /// assert!(!one.has_more_than_one() && one.with(Square::E8).has_more_than_one());
    /// ```
    #[inline]
    pub const fn has_more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The set's one square, if it holds exactly one; `None` if it is empty or holds more.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Square};
    ///
    /// assert_eq!(Bitboard::from_square(Square::G7).try_into_square(), Some(Square::G7));
    /// assert_eq!(Bitboard::EMPTY.try_into_square(), None);
    /// assert_eq!(Bitboard::from_square(Square::G7).with(Square::A1).try_into_square(), None);
    /// ```
    #[inline]
    pub const fn try_into_square(self) -> Option<Square> {
        if self.has_more_than_one() { None } else { self.first() }
    }

    /// Removes the lowest square (a1 first) and returns it; `None` when the set is empty.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Square};
    ///
    /// let mut pieces = Bitboard::from_square(Square::C3).with(Square::A5);
    /// assert_eq!(pieces.pop_first(), Some(Square::C3));
    /// assert_eq!(pieces.pop_first(), Some(Square::A5));
    /// assert_eq!(pieces.pop_first(), None);
    /// ```
    #[inline]
    pub const fn pop_first(&mut self) -> Option<Square> {
        let first = self.first();
        self.0 &= self.0.wrapping_sub(1);
        first
    }

    /// Every square of the set moved one step in `direction`; squares that would leave the board are dropped,
    /// never wrapped round to the other edge.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Direction, Square};
    ///
    /// let set = Bitboard::from_square(Square::H4).with(Square::D8);
    /// // h4 leaves the board rather than wrapping round to a5; d8 moves to e8.
    /// assert_eq!(set.shift(Direction::East), Bitboard::from_square(Square::E8));
    /// assert_eq!(set.shift(Direction::SouthWest), Bitboard::from_square(Square::G3).with(Square::C7));
    /// ```
    #[inline]
    pub const fn shift(self, direction: Direction) -> Bitboard {
        const NOT_A_FILE: u64 = !0x0101_0101_0101_0101;
        const NOT_H_FILE: u64 = !0x8080_8080_8080_8080;
        let bits = self.0;
        Bitboard(match direction {
            Direction::North => bits << 8,
            Direction::South => bits >> 8,
            Direction::East => (bits & NOT_H_FILE) << 1,
            Direction::West => (bits & NOT_A_FILE) >> 1,
            Direction::NorthEast => (bits & NOT_H_FILE) << 9,
            Direction::NorthWest => (bits & NOT_A_FILE) << 7,
            Direction::SouthEast => (bits & NOT_H_FILE) >> 7,
            Direction::SouthWest => (bits & NOT_A_FILE) >> 9,
        })
    }

    /// Every square a pawn of `color` on any square of the set attacks: the set-wise form of
    /// [`pawn_attacks`](crate::pawn_attacks), for all of a side's pawns at once.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Color, Square};
    ///
    /// let pawns = Bitboard::from_square(Square::A2).with(Square::E4);
    /// let attacked = Bitboard::from_square(Square::B3).with(Square::D5).with(Square::F5);
    /// assert_eq!(pawns.pawn_attacks(Color::White), attacked);
    /// ```
    #[inline]
    pub const fn pawn_attacks(self, color: Color) -> Bitboard {
        match color {
            Color::White => self.shift(Direction::NorthWest).union(self.shift(Direction::NorthEast)),
            Color::Black => self.shift(Direction::SouthWest).union(self.shift(Direction::SouthEast)),
        }
    }

    /// Where pawns of `color` on the set's squares can step one square forward onto a square of `empty`.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Color, Square};
    ///
    /// let white = Bitboard::from_square(Square::E2).with(Square::D2);
    /// let empty = Bitboard::FULL.difference(white).without(Square::E3);
    /// assert_eq!(white.pawn_pushes(Color::White, empty), Bitboard::from_square(Square::D3)); // e3 is taken
    /// let black = Bitboard::from_square(Square::D7);
    /// assert_eq!(black.pawn_pushes(Color::Black, Bitboard::FULL.difference(black)), Bitboard::from_square(Square::D6));
    /// ```
    #[inline]
    pub const fn pawn_pushes(self, color: Color, empty: Bitboard) -> Bitboard {
        let forward = match color {
            Color::White => Direction::North,
            Color::Black => Direction::South,
        };
        self.shift(forward).intersection(empty)
    }

    /// Where pawns of `color` on their starting rank (2 for white, 7 for black) can move two squares forward,
    /// both squares ahead being in `empty`.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Color, Rank, Square};
    ///
    /// let pawns = Bitboard::from_rank(Rank::Two).without(Square::H2).with(Square::C3);
    /// let empty = Bitboard::FULL.difference(pawns).without(Square::D4);
    /// let double = pawns.pawn_double_pushes(Color::White, empty);
    /// // a2, b2, e2, f2 and g2; not c2 (c3 is taken), d2 (d4 is taken) or c3 (not on rank 2).
    /// assert_eq!(double.count(), 5);
    /// assert!(double.contains(Square::A4) && !double.contains(Square::C4) && !double.contains(Square::C5));
    /// ```
    #[inline]
    pub const fn pawn_double_pushes(self, color: Color, empty: Bitboard) -> Bitboard {
        let start = match color {
            Color::White => Rank::Two,
            Color::Black => Rank::Seven,
        };
        let on_start = self.intersection(Bitboard::from_rank(start));
        on_start.pawn_pushes(color, empty).pawn_pushes(color, empty)
    }

    /// The squares in either set: `self | other`, usable in `const`.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, File, Rank, Square};
    ///
    /// const LINES: Bitboard = Bitboard::from_file(File::A).union(Bitboard::from_rank(Rank::One));
    /// assert_eq!(LINES.count(), 15);
    /// assert!(LINES.contains(Square::A8) && LINES.contains(Square::H1));
    /// ```
    #[inline]
    pub const fn union(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 | other.0)
    }

    /// The squares in both sets: `self & other`, usable in `const`.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, File, Rank, Square};
    ///
    /// const A1: Bitboard = Bitboard::from_file(File::A).intersection(Bitboard::from_rank(Rank::One));
    /// assert_eq!(A1, Bitboard::from_square(Square::A1));
    /// ```
    #[inline]
    pub const fn intersection(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & other.0)
    }

    /// The squares in `self` but not in `other`: `self - other`, usable in `const`.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, File, Rank, Square};
    ///
    /// const ABOVE_A1: Bitboard = Bitboard::from_file(File::A).difference(Bitboard::from_rank(Rank::One));
    /// assert_eq!(ABOVE_A1.count(), 7);
    /// assert!(!ABOVE_A1.contains(Square::A1));
    /// ```
    #[inline]
    pub const fn difference(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & !other.0)
    }

    /// The squares in exactly one of the sets: `self ^ other`, usable in `const`.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, File, Rank, Square};
    ///
    /// const CROSS: Bitboard = Bitboard::from_file(File::A).symmetric_difference(Bitboard::from_rank(Rank::One));
    /// assert_eq!(CROSS.count(), 14);
    /// assert!(!CROSS.contains(Square::A1));
    /// ```
    #[inline]
    pub const fn symmetric_difference(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 ^ other.0)
    }

    /// Every square not in the set: `!self`, usable in `const`.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, File};
    ///
    /// const NOT_A_FILE: Bitboard = Bitboard::from_file(File::A).complement();
    /// assert_eq!(NOT_A_FILE, Bitboard(!0x0101_0101_0101_0101));
    /// ```
    #[inline]
    pub const fn complement(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

/// Implements a binary set operator and its assigning form for `Bitboard` by its `const fn`.
macro_rules! set_operator {
    ($($trait:ident $method:ident, $assign_trait:ident $assign_method:ident => $const_fn:ident;)*) => {$(
        impl $trait for Bitboard {
            type Output = Bitboard;

            #[inline]
            fn $method(self, other: Bitboard) -> Bitboard {
                Bitboard::$const_fn(self, other)
            }
        }

        impl $assign_trait for Bitboard {
            #[inline]
            fn $assign_method(&mut self, other: Bitboard) {
                *self = $trait::$method(*self, other);
            }
        }
    )*};
}

set_operator! {
    BitOr bitor, BitOrAssign bitor_assign => union;
    BitAnd bitand, BitAndAssign bitand_assign => intersection;
    BitXor bitxor, BitXorAssign bitxor_assign => symmetric_difference;
    Sub sub, SubAssign sub_assign => difference;
}

impl Not for Bitboard {
    type Output = Bitboard;

    /// Every square not in the set.
    #[inline]
    fn not(self) -> Bitboard {
        self.complement()
    }
}

impl From<u64> for Bitboard {
    /// The set whose bit `n` is bit `n` of `bits`.
    #[inline]
    fn from(bits: u64) -> Bitboard {
        Bitboard(bits)
    }
}

impl From<Bitboard> for u64 {
    /// The set's bits: bit `n` for square `n`.
    #[inline]
    fn from(set: Bitboard) -> u64 {
        set.0
    }
}

/// `Bitboard` with a `Square` on either side of `|`, `&` and `^`, and in their assigning forms: the square
/// stands for the set holding only it.
macro_rules! square_operator {
    ($($trait:ident $method:ident, $assign_trait:ident $assign_method:ident;)*) => {$(
        impl $trait<Square> for Bitboard {
            type Output = Bitboard;

            #[inline]
            fn $method(self, square: Square) -> Bitboard {
                $trait::$method(self, Bitboard::from_square(square))
            }
        }

        impl $trait<Bitboard> for Square {
            type Output = Bitboard;

            #[inline]
            fn $method(self, set: Bitboard) -> Bitboard {
                $trait::$method(Bitboard::from_square(self), set)
            }
        }

        impl $assign_trait<Square> for Bitboard {
            #[inline]
            fn $assign_method(&mut self, square: Square) {
                *self = $trait::$method(*self, square);
            }
        }
    )*};
}

square_operator! {
    BitOr bitor, BitOrAssign bitor_assign;
    BitAnd bitand, BitAndAssign bitand_assign;
    BitXor bitxor, BitXorAssign bitxor_assign;
}

impl From<Square> for Bitboard {
    #[inline]
    fn from(square: Square) -> Bitboard {
        Bitboard::from_square(square)
    }
}

impl From<File> for Bitboard {
    #[inline]
    fn from(file: File) -> Bitboard {
        Bitboard::from_file(file)
    }
}

impl From<Rank> for Bitboard {
    #[inline]
    fn from(rank: Rank) -> Bitboard {
        Bitboard::from_rank(rank)
    }
}

impl FromIterator<Square> for Bitboard {
    /// The set of the squares the iterator yields; a square yielded twice is in it once.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Square};
    ///
    /// let set: Bitboard = [Square::E4, Square::D5, Square::E4].into_iter().collect();
    /// assert_eq!(set, Bitboard::EMPTY.with(Square::E4).with(Square::D5));
    /// ```
    fn from_iter<I: IntoIterator<Item = Square>>(squares: I) -> Bitboard {
        let mut set = Bitboard::EMPTY;
        set.extend(squares);
        set
    }
}

impl Extend<Square> for Bitboard {
    /// Adds every square the iterator yields.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Square};
    ///
    /// let mut set = Bitboard::from(Square::A1);
    /// set.extend([Square::H8, Square::A1]);
    /// assert_eq!(set.count(), 2);
    /// ```
    fn extend<I: IntoIterator<Item = Square>>(&mut self, squares: I) {
        for square in squares {
            *self = self.with(square);
        }
    }
}

/// A step from one square to a neighbour: towards rank 8 is north, towards the h-file east.
///
/// ```
/// use chess_attacks::{Bitboard, Direction, Square};
///
/// assert_eq!(Bitboard::from_square(Square::E4).shift(Direction::NorthEast), Bitboard::from_square(Square::F5));
/// assert_eq!(Direction::ALL.len(), 8);
/// ```
#[allow(missing_docs)] // The variants are the compass directions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    North,
    South,
    East,
    West,
    NorthEast,
    NorthWest,
    SouthEast,
    SouthWest,
}

impl Direction {
    /// All eight directions: the rook's four, then the bishop's.
    ///
    /// ```
    /// use chess_attacks::Direction;
    ///
    /// assert_eq!(Direction::ALL[0], Direction::North);
    /// ```
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::South,
        Direction::East,
        Direction::West,
        Direction::NorthEast,
        Direction::NorthWest,
        Direction::SouthEast,
        Direction::SouthWest,
    ];

    /// The step as (files, ranks), as [`Square::offset`] takes it.
    ///
    /// ```
    /// use chess_attacks::{Direction, Square};
    ///
    /// let (files, ranks) = Direction::SouthWest.offset();
    /// assert_eq!(Square::C3.offset(files, ranks), Some(Square::B2));
    /// ```
    #[inline]
    pub const fn offset(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::South => (0, -1),
            Direction::East => (1, 0),
            Direction::West => (-1, 0),
            Direction::NorthEast => (1, 1),
            Direction::NorthWest => (-1, 1),
            Direction::SouthEast => (1, -1),
            Direction::SouthWest => (-1, -1),
        }
    }
}

/// Iterator over the squares of a [`Bitboard`], a1 first. Made by [`Bitboard::squares`] or `into_iter`.
///
/// ```
/// use chess_attacks::{Bitboard, Rank, Square};
///
/// let second_rank: Vec<Square> = Bitboard::from(Rank::Two).into_iter().collect();
/// assert_eq!(second_rank.first(), Some(&Square::A2));
/// assert_eq!(second_rank.len(), 8);
/// ```
#[derive(Clone, Debug)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        let mut rest = Bitboard(self.0);
        let square = rest.pop_first();
        self.0 = rest.0;
        square
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
}

impl DoubleEndedIterator for Squares {
    /// The highest square left (h8 first).
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Square};
    ///
    /// let set = Bitboard::from_square(Square::B2).with(Square::G7);
    /// assert_eq!(set.squares().rev().collect::<Vec<_>>(), [Square::G7, Square::B2]);
    /// ```
    #[inline]
    fn next_back(&mut self) -> Option<Square> {
        let square = Bitboard(self.0).last()?;
        self.0 ^= square_bit(square as usize);
        Some(square)
    }
}

impl ExactSizeIterator for Squares {}

impl core::iter::FusedIterator for Squares {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;

    #[inline]
    fn into_iter(self) -> Squares {
        self.squares()
    }
}

impl fmt::Display for Bitboard {
    /// Draws the board, rank 8 on top: `X` for a square in the set, `.` for one outside, with the rank
    /// digits on the left and the file letters below.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in Rank::ALL.into_iter().rev() {
            fmt::Write::write_char(f, rank.to_char())?;
            for file in File::ALL {
                let mark = if self.contains(Square::from_coords(file, rank)) { 'X' } else { '.' };
                write!(f, " {mark}")?;
            }
            writeln!(f)?;
        }
        writeln!(f, "  a b c d e f g h")
    }
}

impl fmt::Debug for Bitboard {
    /// `Bitboard(0x…)` with all 16 hex digits, so each byte is a rank and a failed `assert_eq!` shows which
    /// squares differ.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bitboard({:#018x})", self.0)
    }
}

/// Formats a `Bitboard` as its `u64` with each listed trait, honouring the formatter's flags.
macro_rules! number_format {
    ($($trait:ident),*) => {$(
        impl fmt::$trait for Bitboard {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::$trait::fmt(&self.0, f)
            }
        }
    )*};
}

number_format!(LowerHex, UpperHex, Binary);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reference::SplitMix64;

    /// The Cortex-M0's way to a square's bit, checked on every host: the firmware cannot run its tests.
    #[test]
    fn a_square_s_bit_made_and_read_in_its_half_is_the_word_shifted() {
        let mut rng = SplitMix64::new(0x9e37_79b9_7f4a_7c15);
        let words: std::vec::Vec<u64> = (0..200).map(|round| rng.occupancy(round)).collect();
        for index in 0..64 {
            assert_eq!(square_bit_in_halves(index), 1u64 << index, "{index}");
            let above = u64::MAX << index;
            assert_eq!(lowest_index_in_halves(above), index as u32, "{index}");
            for &word in words.iter().chain(&[0, u64::MAX, 1 << index]) {
                assert_eq!(bit_at_in_halves(word, index), word >> index & 1, "{word:#x} {index}");
                assert_eq!(lowest_index_in_halves(word), word.trailing_zeros(), "{word:#x}");
            }
        }
    }

    #[test]
    fn debug_shows_sixteen_hex_digits_and_the_number_formats_follow_their_flags() {
        use std::format;
        let a1_h8 = Bitboard::from_square(Square::A1).with(Square::H8);
        assert_eq!(format!("{a1_h8:?}"), "Bitboard(0x8000000000000001)");
        assert_eq!(format!("{:?}", Bitboard::from_square(Square::B1)), "Bitboard(0x0000000000000002)");
        assert_eq!(format!("{:x}", Bitboard(0xab)), "ab");
        assert_eq!(format!("{:#X}", Bitboard(0xab)), "0xAB");
        assert_eq!(format!("{:010b}", Bitboard(0b101)), "0000000101");
        assert_eq!(format!("{:#b}", Bitboard(0b101)), "0b101");
    }

    #[test]
    fn const_set_operations_hold_square_by_square() {
        let mut rng = SplitMix64::new(0x2545_f491_4f6c_dd1d);
        for _ in 0..200 {
            let (a, b) = (Bitboard(rng.next_u64()), Bitboard(rng.next_u64() & rng.next_u64()));
            for square in Square::ALL {
                let (in_a, in_b) = (a.contains(square), b.contains(square));
                assert_eq!(a.union(b).contains(square), in_a || in_b);
                assert_eq!(a.intersection(b).contains(square), in_a && in_b);
                assert_eq!(a.difference(b).contains(square), in_a && !in_b);
                assert_eq!(a.symmetric_difference(b).contains(square), in_a != in_b);
                assert_eq!(a.complement().contains(square), !in_a);
            }
        }
    }

    /// Seeded random sets of every density, for the tests below.
    fn random_sets() -> impl Iterator<Item = Bitboard> {
        let mut rng = SplitMix64::new(0x9e37_79b9_7f4a_7c15);
        (0..300).map(move |i| {
            let state = rng.next_u64();
            // Empty, single squares, pairs, and sparse to dense sets.
            match i % 5 {
                0 => Bitboard(state & state.rotate_left(17) & state.rotate_left(31) & state.rotate_left(47)),
                1 => Bitboard(1 << (state % 64)),
                2 => Bitboard(1 << (state % 64) | 1 << (state >> 58)),
                3 => Bitboard(state & state.rotate_left(29)),
                _ => Bitboard(state),
            }
        })
    }

    #[test]
    fn named_sets_hold_the_squares_their_definitions_name() {
        for square in Square::ALL {
            let (file, rank) = (square.file().index(), square.rank().index());
            assert_eq!(Bitboard::LIGHT_SQUARES.contains(square), (file + rank) % 2 == 1, "{square}");
            assert_eq!(Bitboard::DARK_SQUARES.contains(square), (file + rank) % 2 == 0, "{square}");
            let on_edge = file == 0 || file == 7 || rank == 0 || rank == 7;
            assert_eq!(Bitboard::EDGES.contains(square), on_edge, "{square}");
            let corner = (file == 0 || file == 7) && (rank == 0 || rank == 7);
            assert_eq!(Bitboard::CORNERS.contains(square), corner, "{square}");
            assert_eq!(Bitboard::BACK_RANKS.contains(square), rank == 0 || rank == 7, "{square}");
        }
    }

    #[test]
    fn counting_and_popping_agree_with_iteration() {
        for set in random_sets() {
            let squares: std::vec::Vec<Square> = set.into_iter().collect();
            assert_eq!(set.has_more_than_one(), squares.len() > 1, "{set:?}");
            let only = if squares.len() == 1 { Some(squares[0]) } else { None };
            assert_eq!(set.try_into_square(), only, "{set:?}");
            let mut rest = set;
            for &square in &squares {
                assert_eq!(rest.pop_first(), Some(square), "{set:?}");
            }
            assert_eq!((rest.pop_first(), rest), (None, Bitboard::EMPTY), "{set:?}");
            let backwards: std::vec::Vec<Square> = set.squares().rev().collect();
            assert!(backwards.iter().eq(squares.iter().rev()), "{set:?}");
            let mut both_ends = set.squares();
            let (front, back) = (both_ends.next(), both_ends.next_back());
            assert_eq!(both_ends.len(), squares.len().saturating_sub(2), "{set:?}");
            assert_eq!(front, squares.first().copied());
            assert_eq!(back, if squares.len() > 1 { squares.last().copied() } else { None });
        }
    }

    #[test]
    fn shifts_move_each_square_by_its_offset_and_drop_what_leaves_the_board() {
        for set in random_sets() {
            for direction in Direction::ALL {
                let (files, ranks) = direction.offset();
                let expected: Bitboard =
                    set.into_iter().filter_map(|square| square.offset(files, ranks)).collect();
                assert_eq!(set.shift(direction), expected, "{set:?} {direction:?}");
            }
        }
    }

    #[test]
    fn set_wise_pawn_moves_agree_with_each_pawn_alone() {
        for (pawns, occupied) in random_sets().zip(random_sets().skip(3)) {
            let empty = occupied.complement();
            for color in Color::ALL {
                let attacks = pawns
                    .into_iter()
                    .fold(Bitboard::EMPTY, |all, pawn| all | crate::pawn_attacks(color, pawn));
                assert_eq!(pawns.pawn_attacks(color), attacks, "{pawns:?} {color:?}");
                let forward = if color == Color::White { 1 } else { -1 };
                let (start, mut single, mut double) =
                    (Rank::Two.relative_to(color), Bitboard::EMPTY, Bitboard::EMPTY);
                for pawn in pawns {
                    let Some(one) = pawn.offset(0, forward).filter(|&one| empty.contains(one)) else {
                        continue;
                    };
                    single |= one;
                    if let Some(two) =
                        one.offset(0, forward).filter(|&two| pawn.rank() == start && empty.contains(two))
                    {
                        double |= two;
                    }
                }
                assert_eq!(pawns.pawn_pushes(color, empty), single, "{pawns:?} {occupied:?} {color:?}");
                assert_eq!(
                    pawns.pawn_double_pushes(color, empty),
                    double,
                    "{pawns:?} {occupied:?} {color:?}"
                );
            }
        }
    }

    #[test]
    fn emptiness_conversions_and_the_drawing_agree_with_membership() {
        assert!(Bitboard::EMPTY.is_empty() && !Bitboard::FULL.is_empty());
        for set in random_sets() {
            assert_eq!(set.is_empty(), set.into_iter().next().is_none(), "{set:?}");
            // The drawing: rank 8 first, one mark after each rank digit per file.
            let drawing = std::format!("{set}");
            let mut lines = drawing.lines();
            for rank in Rank::ALL.into_iter().rev() {
                let line = lines.next().expect("a line per rank");
                let marks: std::vec::Vec<char> = line.chars().skip(2).step_by(2).collect();
                assert_eq!(line.chars().next(), Some(rank.to_char()));
                for (file, mark) in File::ALL.into_iter().zip(marks) {
                    let expected = if set.contains(Square::from_coords(file, rank)) { 'X' } else { '.' };
                    assert_eq!(mark, expected, "{set:?} {file:?} {rank:?}");
                }
            }
            assert_eq!(lines.next(), Some("  a b c d e f g h"));
        }
        for square in Square::ALL {
            for file in File::ALL {
                assert_eq!(Bitboard::from(file).contains(square), square.file() == file);
            }
            for rank in Rank::ALL {
                assert_eq!(Bitboard::from(rank).contains(square), square.rank() == rank);
            }
            assert_eq!(Bitboard::from(square), Bitboard::from_square(square));
            assert_eq!(Bitboard::from(square).count(), 1);
        }
    }

    #[test]
    fn superset_is_subset_turned_round() {
        for (a, b) in random_sets().zip(random_sets().skip(7)) {
            let holds_all = b.into_iter().all(|square| a.contains(square));
            assert_eq!(a.is_superset(b), holds_all, "{a:?} {b:?}");
            assert!(a.is_superset(a & b) && (a | b).is_superset(a));
        }
    }

    #[test]
    fn a_square_in_an_operator_stands_for_its_one_square_set() {
        for set in random_sets() {
            for square in Square::ALL {
                let alone = Bitboard::from_square(square);
                assert_eq!(set | square, set.with(square));
                assert_eq!(set & square, if set.contains(square) { alone } else { Bitboard::EMPTY });
                assert_eq!(
                    set ^ square,
                    if set.contains(square) { set.without(square) } else { set.with(square) }
                );
                assert_eq!(
                    (square | set, square & set, square ^ set),
                    (set | square, set & square, set ^ square)
                );
                let mut assigned = set;
                assigned |= square;
                assigned ^= square;
                assigned &= square;
                assert_eq!(assigned, Bitboard::EMPTY, "{set:?} {square}");
            }
            assert_eq!(u64::from(set), set.0);
            assert_eq!(Bitboard::from(set.0), set);
        }
    }

    #[test]
    fn operators_are_the_set_operations() {
        let (a, b) = (Bitboard(0b1100), Bitboard(0b1010));
        assert_eq!(a | b, Bitboard(0b1110));
        assert_eq!(a & b, Bitboard(0b1000));
        assert_eq!(a ^ b, Bitboard(0b0110));
        assert_eq!(a - b, Bitboard(0b0100));
        assert_eq!(!a, Bitboard(!0b1100));
        let mut c = a;
        c |= b;
        c -= Bitboard(0b0010);
        c ^= Bitboard(0b0001);
        c &= Bitboard(0b1101);
        assert_eq!(c, Bitboard(0b1101));
    }

    #[test]
    fn with_keeps_a_square_already_there_and_without_removes_only_it() {
        let set = Bitboard::EMPTY.with(Square::E4).with(Square::D5);
        assert_eq!(set.with(Square::E4), set);
        assert_eq!(set.without(Square::E4), Bitboard::from(Square::D5));
        assert_eq!(set.without(Square::A1), set);
    }

    #[test]
    fn collecting_squares_ignores_duplicates_and_extend_adds() {
        let set: Bitboard =
            [Square::A1, Square::H8, Square::A1, Square::H8, Square::D4].into_iter().collect();
        assert_eq!(set, Bitboard(1 | 1 << 27 | 1 << 63));
        let mut more = set;
        more.extend(Bitboard::from(Rank::One));
        assert_eq!(more, Bitboard(0xff | 1 << 27 | 1 << 63));
        assert_eq!(core::iter::empty::<Square>().collect::<Bitboard>(), Bitboard::EMPTY);
    }

    #[test]
    fn first_and_last_agree_with_iteration_on_every_single_and_pair() {
        for a in Square::ALL {
            for b in Square::ALL {
                let set = Bitboard::from(a).with(b);
                let squares: std::vec::Vec<Square> = set.squares().collect();
                assert_eq!(set.first(), squares.first().copied());
                assert_eq!(set.last(), squares.last().copied());
            }
        }
        assert_eq!((Bitboard::EMPTY.first(), Bitboard::EMPTY.last()), (None, None));
        assert_eq!((Bitboard::FULL.first(), Bitboard::FULL.last()), (Some(Square::A1), Some(Square::H8)));
    }

    #[test]
    fn subset_and_disjoint_follow_their_definitions() {
        let cases = [0, 1, 0b11, 0xff, 0xff00, 0x8000_0000_0000_0001, !0];
        for a in cases {
            for b in cases {
                let (a_set, b_set) = (Bitboard(a), Bitboard(b));
                let every_square_of_a_in_b = a_set.squares().all(|square| b_set.contains(square));
                let no_square_shared = a_set.squares().all(|square| !b_set.contains(square));
                assert_eq!(a_set.is_subset(b_set), every_square_of_a_in_b, "{a:#x} ⊆ {b:#x}");
                assert_eq!(a_set.is_disjoint(b_set), no_square_shared, "{a:#x} ∩ {b:#x} = ∅");
            }
        }
    }

    #[test]
    fn flip_vertical_flips_each_square() {
        for square in Square::ALL {
            let set = Bitboard::from(square).with(Square::B2);
            let flipped: Bitboard = set.squares().map(Square::flip_vertical).collect();
            assert_eq!(set.flip_vertical(), flipped, "{square} and b2");
        }
    }

    #[test]
    fn subsets_of_the_empty_set_is_one_empty_set() {
        let subsets: std::vec::Vec<Bitboard> = Bitboard::EMPTY.subsets().collect();
        assert_eq!(subsets, [Bitboard::EMPTY]);
    }

    #[test]
    fn subsets_of_twelve_squares_are_4096_distinct_increasing_subsets() {
        // The rook's relevant blockers on d4: d2–d7 and b4–g4 without d4 itself.
        let mask = Bitboard(0x0008_0808_7608_0800);
        assert_eq!(mask.count(), 10);
        let mask = mask | Bitboard::from(Square::A5) | Bitboard::from(Square::H3);
        assert_eq!(mask.count(), 12);
        let subsets: std::vec::Vec<Bitboard> = mask.subsets().collect();
        assert_eq!(subsets.len(), 4_096);
        assert!(subsets.windows(2).all(|pair| pair[0] < pair[1]), "strictly increasing, so all distinct");
        assert!(subsets.iter().all(|subset| subset.is_subset(mask)));
        assert_eq!((subsets[0], subsets[4_095]), (Bitboard::EMPTY, mask));
    }

    #[test]
    fn iteration_visits_each_square_once_in_order() {
        let set = Bitboard(0x8000_0000_0000_0081);
        let squares: [Option<Square>; 4] = {
            let mut iter = set.into_iter();
            assert_eq!(iter.len(), 3);
            [iter.next(), iter.next(), iter.next(), iter.next()]
        };
        assert_eq!(squares, [Some(Square::A1), Some(Square::H1), Some(Square::H8), None]);
    }
}
