//! Throughput-first slider lookups by black magic bitboards (feature `magic`): one multiply and one read
//! of a 688 KiB table per piece, the technique of the fastest peer crates.
//!
//! Every function here returns exactly what the crate-root function of the same name returns; only the
//! cost differs. The root functions read 2–4 KiB of tables and win when a program waits for each answer
//! (a search's next question depends on this one) or runs on a microcontroller, and with AVX2 their bishop
//! and queen win in bulk too; these read 706,976 bytes and win in bulk move generation over real positions,
//! a few lookups at a time. See "Choosing lookups" in the README for the figures.
//!
//! This module is separate on purpose: turning the feature on never changes what the root functions read.
//! Cargo unifies features across a dependency graph, so a firmware crate that shares a build with a
//! desktop crate enabling `magic` still links only the small tables it calls.
//!
//! ```
//! use chess_attacks::{magic, rook_attacks, Bitboard, Square};
//!
//! let occupied = Bitboard::EMPTY.with(Square::D2).with(Square::B4).with(Square::D7);
//! assert_eq!(magic::rook_attacks(Square::D4, occupied), rook_attacks(Square::D4, occupied));
//! ```

use crate::tables::{BISHOP_MAGICS, ROOK_MAGICS, SLIDER_ATTACKS};
use crate::{Bitboard, Square};

/// Index bits per piece: the shift is fixed, so it is a constant rather than a per-square load.
const ROOK_SHIFT: u32 = 64 - 12;
const BISHOP_SHIFT: u32 = 64 - 9;

/// The black magic lookup: set every square outside the relevant blockers, multiply, keep the top bits,
/// add the square's offset. `build.rs` checked that every relevant blocker set lands on its own attacks.
#[inline]
const fn lookup(records: &[[u64; 3]; 64], shift: u32, square: Square, occupied: Bitboard) -> Bitboard {
    let [not_mask, factor, offset] = records[square as usize];
    let index = offset as usize + ((occupied.0 | not_mask).wrapping_mul(factor) >> shift) as usize;
    // Every offset plus slot is inside the table (build.rs placed them), so the `else` is never taken; it
    // stands where a bounds-check panic would, and costs the same compare.
    if index < SLIDER_ATTACKS.len() { Bitboard(SLIDER_ATTACKS[index]) } else { Bitboard::EMPTY }
}

/// [`crate::rook_attacks`] by black magic: every square a rook on `square` attacks when `occupied` holds
/// pieces, up to and including the first blocker each way.
///
/// ```
/// use chess_attacks::{magic, Bitboard, Square};
///
/// let occupied = Bitboard::EMPTY.with(Square::D2).with(Square::B4).with(Square::D7);
/// assert_eq!(magic::rook_attacks(Square::D4, occupied).to_string(), "\
/// 8 . . . . . . . .
/// 7 . . . X . . . .
/// 6 . . . X . . . .
/// 5 . . . X . . . .
/// 4 . X X . X X X X
/// 3 . . . X . . . .
/// 2 . . . X . . . .
/// 1 . . . . . . . .
///   a b c d e f g h
/// ");
/// ```
#[inline]
pub const fn rook_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    lookup(&ROOK_MAGICS, ROOK_SHIFT, square, occupied)
}

/// [`crate::bishop_attacks`] by black magic: every square a bishop on `square` attacks when `occupied`
/// holds pieces, up to and including the first blocker each way.
///
/// ```
/// use chess_attacks::{magic, Bitboard, Square};
///
/// let occupied = Bitboard::EMPTY.with(Square::F6).with(Square::B2);
/// assert_eq!(magic::bishop_attacks(Square::D4, occupied).to_string(), "\
/// 8 . . . . . . . .
/// 7 X . . . . . . .
/// 6 . X . . . X . .
/// 5 . . X . X . . .
/// 4 . . . . . . . .
/// 3 . . X . X . . .
/// 2 . X . . . X . .
/// 1 . . . . . . X .
///   a b c d e f g h
/// ");
/// ```
#[inline]
pub const fn bishop_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    lookup(&BISHOP_MAGICS, BISHOP_SHIFT, square, occupied)
}

/// [`crate::queen_attacks`] by black magic: [`rook_attacks`] and [`bishop_attacks`] together.
///
/// ```
/// use chess_attacks::{magic, Bitboard, Square};
///
/// let occupied = Bitboard::EMPTY.with(Square::D6).with(Square::F6);
/// let attacks = magic::queen_attacks(Square::D4, occupied);
/// assert!(attacks.contains(Square::D6) && !attacks.contains(Square::D7));
/// assert_eq!(attacks.count(), 23);
/// ```
#[inline]
pub const fn queen_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(rook_attacks(square, occupied).0 | bishop_attacks(square, occupied).0)
}

/// [`crate::rook_moves`] by black magic: [`rook_attacks`] over `friends | enemies`, minus `friends`.
///
/// ```
/// use chess_attacks::{magic, Bitboard, Square};
///
/// let friends = Bitboard::EMPTY.with(Square::B4);
/// let enemies = Bitboard::EMPTY.with(Square::D2);
/// let moves = magic::rook_moves(Square::D4, friends, enemies);
/// assert!(moves.contains(Square::D2) && !moves.contains(Square::B4));
/// assert_eq!(moves.count(), 11);
/// ```
#[inline]
pub const fn rook_moves(square: Square, friends: Bitboard, enemies: Bitboard) -> Bitboard {
    Bitboard(rook_attacks(square, Bitboard(friends.0 | enemies.0)).0 & !friends.0)
}

/// [`crate::bishop_moves`] by black magic: [`bishop_attacks`] over `friends | enemies`, minus `friends`.
///
/// ```
/// use chess_attacks::{magic, Bitboard, Square};
///
/// let friends = Bitboard::EMPTY.with(Square::E5);
/// let enemies = Bitboard::EMPTY.with(Square::B2);
/// assert_eq!(magic::bishop_moves(Square::D4, friends, enemies).count(), 8);
/// ```
#[inline]
pub const fn bishop_moves(square: Square, friends: Bitboard, enemies: Bitboard) -> Bitboard {
    Bitboard(bishop_attacks(square, Bitboard(friends.0 | enemies.0)).0 & !friends.0)
}

/// [`crate::queen_moves`] by black magic: [`queen_attacks`] over `friends | enemies`, minus `friends`.
///
/// ```
/// use chess_attacks::{magic, Bitboard, Square};
///
/// let friends = Bitboard::EMPTY.with(Square::A2).with(Square::B1);
/// assert_eq!(magic::queen_moves(Square::A1, friends, Bitboard::EMPTY).count(), 7); // b2 … h8
/// ```
#[inline]
pub const fn queen_moves(square: Square, friends: Bitboard, enemies: Bitboard) -> Bitboard {
    Bitboard(queen_attacks(square, Bitboard(friends.0 | enemies.0)).0 & !friends.0)
}
