//! Reference logic: plain, obviously-correct attack generation, one square at a time.
//!
//! This is the crate's single source of truth. `build.rs` computes every table from it at compile time (it
//! includes this file through `#[path]`, as a build script cannot depend on the crate it builds), and the
//! crate's own tests check every lookup against it. It is public so that your tests can do the same: check
//! an engine's own tables, a port's square numbering or a faster technique against the walk they should
//! agree with.
//!
//! It is slow on purpose. Each function walks the board a square at a time, in loops and iterators rather
//! than `const fn`s, so that it can be checked by eye; call the crate-root lookups in a program and this in
//! its tests. It uses no crate types, only `u8` squares (a1 = 0, b1 = 1, …, h8 = 63) and `u64` bitboards
//! (bit `n` = square `n`), so it compiles unchanged inside `build.rs`. `Square::D4 as u8` gives a square's
//! index and [`Bitboard`](crate::Bitboard)`(bits)` wraps a result for its board drawing.
//!
//! ```
//! use chess_attacks::{Bitboard, Square, reference, rook_attacks};
//!
//! let occupied = Bitboard::EMPTY.with(Square::D6).with(Square::F4);
//! let expected = reference::rook_attacks(Square::D4 as u8, occupied.0);
//! assert_eq!(rook_attacks(Square::D4, occupied), Bitboard(expected));
//! ```
//!
//! "The C engine" is the bitboard engine in C whose Italian-language write-up gives `mask_pawn_attacks`
//! (squares a8 = 0); "the C# engine" is StrongChess, from Elemar Jr's Portuguese blog series on writing a
//! chess engine, whose rook `GetMoveBoard` and its tests this crate reproduces (squares a1 = 0). docs/design.md,
//! "Where the logic comes from", says more.

/// Every square but those on the a-file: guards a shift that lands on the a-file after wrapping from h.
///
/// ```
/// use chess_attacks::{Bitboard, File, reference::NOT_A_FILE};
///
/// assert_eq!(Bitboard(NOT_A_FILE), !Bitboard::from(File::A));
/// ```
pub const NOT_A_FILE: u64 = !0x0101_0101_0101_0101;
/// Every square but those on the h-file: guards a shift that lands on the h-file after wrapping from a.
///
/// ```
/// use chess_attacks::{Bitboard, File, reference::NOT_H_FILE};
///
/// assert_eq!(Bitboard(NOT_H_FILE), !Bitboard::from(File::H));
/// ```
pub const NOT_H_FILE: u64 = !0x8080_8080_8080_8080;

/// The bitboard holding only `square`.
///
/// ```
/// use chess_attacks::{Square, reference::square_bit};
///
/// assert_eq!(square_bit(Square::A1 as u8), 1);
/// assert_eq!(square_bit(Square::H8 as u8), 1 << 63);
/// ```
pub fn square_bit(square: u8) -> u64 {
    1 << square
}

/// The side a pawn belongs to, as the C engine's `side` argument (0 = white, 1 = black).
///
/// ```
/// use chess_attacks::{Square, reference::{Side, pawn_attacks}};
///
/// // The same pawn square attacks forward for each side: up the board for white, down for black.
/// assert_eq!(pawn_attacks(Side::White, Square::E4 as u8).trailing_zeros(), Square::D5 as u32);
/// assert_eq!(pawn_attacks(Side::Black, Square::E4 as u8).trailing_zeros(), Square::D3 as u32);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Moves towards rank 8 (higher square numbers).
    White,
    /// Moves towards rank 1 (lower square numbers).
    Black,
}

/// The C engine's `mask_pawn_attacks(side, square)`, renumbered from a8 = 0 to a1 = 0.
///
/// Put one pawn on an empty board and shift it diagonally forward by 7 and by 9. A shift that left the board
/// sideways wrapped onto the opposite edge file, so it is dropped by the not-A-file / not-H-file guards.
/// In the C engine white moves towards lower numbers (`>> 7`, `>> 9`); with a1 = 0 it moves towards higher
/// ones (`<< 7`, `<< 9`), and the guards swap accordingly: `<< 7` is one file to the left, `<< 9` one to the
/// right. A shift off the top or bottom of the board simply falls out of the `u64`.
///
/// ```
/// use chess_attacks::{Bitboard, Square::*, reference::{Side, pawn_attacks}};
///
/// assert_eq!(Bitboard(pawn_attacks(Side::White, C2 as u8)), Bitboard::EMPTY.with(B3).with(D3));
/// // On the a-file one diagonal would wrap round to the h-file; on rank 8 a white pawn attacks nothing.
/// assert_eq!(Bitboard(pawn_attacks(Side::White, A2 as u8)), Bitboard::from(B3));
/// assert_eq!(pawn_attacks(Side::White, E8 as u8), 0);
/// assert_eq!(Bitboard(pawn_attacks(Side::Black, H7 as u8)), Bitboard::from(G6));
/// ```
pub fn pawn_attacks(side: Side, square: u8) -> u64 {
    let bitboard = 1u64 << square;
    let mut attacks = 0;
    match side {
        Side::White => {
            if (bitboard << 7) & NOT_H_FILE != 0 {
                attacks |= bitboard << 7;
            }
            if (bitboard << 9) & NOT_A_FILE != 0 {
                attacks |= bitboard << 9;
            }
        }
        Side::Black => {
            if (bitboard >> 7) & NOT_A_FILE != 0 {
                attacks |= bitboard >> 7;
            }
            if (bitboard >> 9) & NOT_H_FILE != 0 {
                attacks |= bitboard >> 9;
            }
        }
    }
    attacks
}

/// A direction as (file step, rank step).
///
/// ```
/// use chess_attacks::{Square, reference::{Direction, step}};
///
/// let knight_jump: Direction = (1, 2); // one file right, two ranks up
/// assert_eq!(step(Square::B1 as u8, knight_jump), Some(Square::C3 as u8));
/// ```
pub type Direction = (i8, i8);

/// Towards rank 8.
///
/// ```
/// use chess_attacks::{Square, reference::{NORTH, step}};
///
/// assert_eq!(step(Square::D4 as u8, NORTH), Some(Square::D5 as u8));
/// ```
pub const NORTH: Direction = (0, 1);
/// Towards rank 1.
///
/// ```
/// use chess_attacks::{Square, reference::{SOUTH, step}};
///
/// assert_eq!(step(Square::D4 as u8, SOUTH), Some(Square::D3 as u8));
/// ```
pub const SOUTH: Direction = (0, -1);
/// Towards the h-file.
///
/// ```
/// use chess_attacks::{Square, reference::{EAST, step}};
///
/// assert_eq!(step(Square::D4 as u8, EAST), Some(Square::E4 as u8));
/// ```
pub const EAST: Direction = (1, 0);
/// Towards the a-file.
///
/// ```
/// use chess_attacks::{Square, reference::{WEST, step}};
///
/// assert_eq!(step(Square::D4 as u8, WEST), Some(Square::C4 as u8));
/// ```
pub const WEST: Direction = (-1, 0);
/// Towards h8.
///
/// ```
/// use chess_attacks::{Square, reference::{NORTH_EAST, step}};
///
/// assert_eq!(step(Square::D4 as u8, NORTH_EAST), Some(Square::E5 as u8));
/// ```
pub const NORTH_EAST: Direction = (1, 1);
/// Towards a8.
///
/// ```
/// use chess_attacks::{Square, reference::{NORTH_WEST, step}};
///
/// assert_eq!(step(Square::D4 as u8, NORTH_WEST), Some(Square::C5 as u8));
/// ```
pub const NORTH_WEST: Direction = (-1, 1);
/// Towards h1.
///
/// ```
/// use chess_attacks::{Square, reference::{SOUTH_EAST, step}};
///
/// assert_eq!(step(Square::D4 as u8, SOUTH_EAST), Some(Square::E3 as u8));
/// ```
pub const SOUTH_EAST: Direction = (1, -1);
/// Towards a1.
///
/// ```
/// use chess_attacks::{Square, reference::{SOUTH_WEST, step}};
///
/// assert_eq!(step(Square::D4 as u8, SOUTH_WEST), Some(Square::C3 as u8));
/// ```
pub const SOUTH_WEST: Direction = (-1, -1);

/// The four directions a rook slides in.
///
/// ```
/// use chess_attacks::{Square, reference::{ROOK_DIRECTIONS, step}};
///
/// // From d4 one step each way: d5, d3, e4, c4, each one file or one rank away.
/// let steps = ROOK_DIRECTIONS.map(|direction| step(Square::D4 as u8, direction).unwrap());
/// assert_eq!(steps, [Square::D5, Square::D3, Square::E4, Square::C4].map(|square| square as u8));
/// ```
pub const ROOK_DIRECTIONS: [Direction; 4] = [NORTH, SOUTH, EAST, WEST];
/// The four directions a bishop slides in.
///
/// ```
/// use chess_attacks::{Square, reference::{BISHOP_DIRECTIONS, step}};
///
/// let steps = BISHOP_DIRECTIONS.map(|direction| step(Square::D4 as u8, direction).unwrap());
/// assert_eq!(steps, [Square::E5, Square::C5, Square::E3, Square::C3].map(|square| square as u8));
/// ```
pub const BISHOP_DIRECTIONS: [Direction; 4] = [NORTH_EAST, NORTH_WEST, SOUTH_EAST, SOUTH_WEST];
/// The knight's eight jumps.
///
/// ```
/// use chess_attacks::reference::KNIGHT_JUMPS;
///
/// // Each is two squares one way and one the other.
/// for (files, ranks) in KNIGHT_JUMPS {
///     let mut lengths = [files.abs(), ranks.abs()];
///     lengths.sort();
///     assert_eq!(lengths, [1, 2]);
/// }
/// ```
pub const KNIGHT_JUMPS: [Direction; 8] =
    [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
/// The king's eight steps.
///
/// ```
/// use chess_attacks::reference::KING_STEPS;
///
/// // Every neighbouring square, and the king's own square is not among them.
/// assert!(KING_STEPS.iter().all(|(files, ranks)| files.abs() <= 1 && ranks.abs() <= 1));
/// assert!(!KING_STEPS.contains(&(0, 0)));
/// ```
pub const KING_STEPS: [Direction; 8] =
    [NORTH, NORTH_EAST, EAST, SOUTH_EAST, SOUTH, SOUTH_WEST, WEST, NORTH_WEST];

/// The square one `direction` step away from `square`, or `None` past the edge of the board.
///
/// ```
/// use chess_attacks::{Square, reference::{EAST, step}};
///
/// assert_eq!(step(Square::G1 as u8, EAST), Some(Square::H1 as u8));
/// assert_eq!(step(Square::H1 as u8, EAST), None); // not round to a2
/// ```
pub fn step(square: u8, (file_step, rank_step): Direction) -> Option<u8> {
    let file = (square % 8) as i8 + file_step;
    let rank = (square / 8) as i8 + rank_step;
    if (0..8).contains(&file) && (0..8).contains(&rank) { Some((rank * 8 + file) as u8) } else { None }
}

/// The square-by-square walk of the C# engine: from `square`, go one square at a time in each direction;
/// stop at the edge or on the first occupied square, which is included (it may be captured).
///
/// ```
/// use chess_attacks::{Bitboard, Square, reference::{NORTH, EAST, slide}};
///
/// // From b2 up and right only, with a blocker on b5: the walk north stops on it.
/// let occupied = Bitboard::from(Square::B5);
/// assert_eq!(Bitboard(slide(Square::B2 as u8, occupied.0, &[NORTH, EAST])).to_string(), "\
/// 8 . . . . . . . .
/// 7 . . . . . . . .
/// 6 . . . . . . . .
/// 5 . X . . . . . .
/// 4 . X . . . . . .
/// 3 . X . . . . . .
/// 2 . . X X X X X X
/// 1 . . . . . . . .
///   a b c d e f g h
/// ");
/// ```
// Never inlined, so that a program calling the walk from many places keeps one copy of it.
#[inline(never)]
pub fn slide(square: u8, occupied: u64, directions: &[Direction]) -> u64 {
    let mut attacks = 0;
    for &direction in directions {
        let mut current = square;
        while let Some(next) = step(current, direction) {
            attacks |= 1 << next;
            if occupied & (1 << next) != 0 {
                break;
            }
            current = next;
        }
    }
    attacks
}

/// Every square a piece that jumps by `offsets` reaches from `square` (knight, king).
///
/// ```
/// use chess_attacks::{Bitboard, Square::*, reference::{KNIGHT_JUMPS, leap}};
///
/// // The jumps that would leave the board from a corner are dropped, not wrapped.
/// assert_eq!(Bitboard(leap(A1 as u8, &KNIGHT_JUMPS)), Bitboard::EMPTY.with(B3).with(C2));
/// ```
pub fn leap(square: u8, offsets: &[Direction]) -> u64 {
    offsets.iter().filter_map(|&offset| step(square, offset)).fold(0, |attacks, target| attacks | 1 << target)
}

/// Every square from `square` (exclusive) to the edge in `direction`, on an empty board.
///
/// ```
/// use chess_attacks::{Bitboard, Square::*, reference::{NORTH_WEST, ray}};
///
/// assert_eq!(Bitboard(ray(E5 as u8, NORTH_WEST)), Bitboard::EMPTY.with(D6).with(C7).with(B8));
/// assert_eq!(ray(A8 as u8, NORTH_WEST), 0);
/// ```
pub fn ray(square: u8, direction: Direction) -> u64 {
    slide(square, 0, &[direction])
}

/// Rook attacks: the walk in the four orthogonal directions.
///
/// ```
/// use chess_attacks::{Bitboard, Square, reference::rook_attacks};
///
/// // A rook on d4, pieces on d6 and f4: each blocker is attacked, nothing behind it is.
/// let occupied = Bitboard::EMPTY.with(Square::D6).with(Square::F4);
/// assert_eq!(Bitboard(rook_attacks(Square::D4 as u8, occupied.0)).to_string(), "\
/// 8 . . . . . . . .
/// 7 . . . . . . . .
/// 6 . . . X . . . .
/// 5 . . . X . . . .
/// 4 X X X . X X . .
/// 3 . . . X . . . .
/// 2 . . . X . . . .
/// 1 . . . X . . . .
///   a b c d e f g h
/// ");
/// ```
pub fn rook_attacks(square: u8, occupied: u64) -> u64 {
    slide(square, occupied, &ROOK_DIRECTIONS)
}

/// Bishop attacks: the walk in the four diagonal directions.
///
/// ```
/// use chess_attacks::{Bitboard, Square, reference::bishop_attacks};
///
/// // A bishop on c1 with a piece on e3.
/// let occupied = Bitboard::from(Square::E3);
/// assert_eq!(Bitboard(bishop_attacks(Square::C1 as u8, occupied.0)).to_string(), "\
/// 8 . . . . . . . .
/// 7 . . . . . . . .
/// 6 . . . . . . . .
/// 5 . . . . . . . .
/// 4 . . . . . . . .
/// 3 X . . . X . . .
/// 2 . X . X . . . .
/// 1 . . . . . . . .
///   a b c d e f g h
/// ");
/// ```
pub fn bishop_attacks(square: u8, occupied: u64) -> u64 {
    slide(square, occupied, &BISHOP_DIRECTIONS)
}

/// The C# engine's `GetMoveBoard(friends, enemies)`: walk over all pieces, then remove the friends.
///
/// ```
/// use chess_attacks::{Bitboard, Square::*, reference::rook_moves};
///
/// // A rook on a1, a friend on a3 and an enemy on c1: it captures on c1 and stops short of a3.
/// let moves = rook_moves(A1 as u8, Bitboard::from(A3).0, Bitboard::from(C1).0);
/// assert_eq!(Bitboard(moves), Bitboard::EMPTY.with(A2).with(B1).with(C1));
/// ```
pub fn rook_moves(square: u8, friends: u64, enemies: u64) -> u64 {
    rook_attacks(square, friends | enemies) & !friends
}

/// Knight attacks.
///
/// ```
/// use chess_attacks::{Bitboard, Square::*, reference::knight_attacks};
///
/// assert_eq!(Bitboard(knight_attacks(H8 as u8)), Bitboard::EMPTY.with(G6).with(F7));
/// assert_eq!(knight_attacks(D4 as u8).count_ones(), 8);
/// ```
pub fn knight_attacks(square: u8) -> u64 {
    leap(square, &KNIGHT_JUMPS)
}

/// King attacks.
///
/// ```
/// use chess_attacks::{Bitboard, Square::*, reference::king_attacks};
///
/// assert_eq!(Bitboard(king_attacks(A1 as u8)), Bitboard::EMPTY.with(A2).with(B1).with(B2));
/// assert_eq!(king_attacks(E4 as u8).count_ones(), 8);
/// ```
pub fn king_attacks(square: u8) -> u64 {
    leap(square, &KING_STEPS)
}

/// The squares whose occupancy can change a slider's attacks from `square`: every square of each ray that
/// has a square behind it (the edge square is attacked whether or not it is occupied).
///
/// ```
/// use chess_attacks::{Bitboard, Square, reference::{ROOK_DIRECTIONS, relevant_blockers}};
///
/// // A rook on b2: the edge squares b8 and h2 (and b1, a2) never change its attacks.
/// assert_eq!(Bitboard(relevant_blockers(Square::B2 as u8, &ROOK_DIRECTIONS)).to_string(), "\
/// 8 . . . . . . . .
/// 7 . X . . . . . .
/// 6 . X . . . . . .
/// 5 . X . . . . . .
/// 4 . X . . . . . .
/// 3 . X . . . . . .
/// 2 . . X X X X X .
/// 1 . . . . . . . .
///   a b c d e f g h
/// ");
/// ```
pub fn relevant_blockers(square: u8, directions: &[Direction]) -> u64 {
    let mut mask = 0;
    for &direction in directions {
        let mut current = square;
        while let Some(next) = step(current, direction) {
            if step(next, direction).is_some() {
                mask |= 1 << next;
            }
            current = next;
        }
    }
    mask
}

/// Squares strictly between `a` and `b` when they share a rank, file or diagonal; otherwise empty.
///
/// ```
/// use chess_attacks::{Bitboard, Square::*, reference::between};
///
/// assert_eq!(Bitboard(between(B2 as u8, E5 as u8)), Bitboard::EMPTY.with(C3).with(D4));
/// assert_eq!(between(B2 as u8, C3 as u8), 0); // neighbours
/// assert_eq!(between(B2 as u8, C4 as u8), 0); // a knight's jump apart: no line
/// ```
pub fn between(a: u8, b: u8) -> u64 {
    for direction in ROOK_DIRECTIONS.iter().chain(&BISHOP_DIRECTIONS) {
        let mut squares = 0;
        let mut current = a;
        while let Some(next) = step(current, *direction) {
            if next == b {
                return squares;
            }
            squares |= 1 << next;
            current = next;
        }
    }
    0
}

/// The one-way ray from `from` through `through` to the edge (`from` left out, `through` included) when they
/// share a rank, file or diagonal and differ; otherwise empty.
///
/// ```
/// use chess_attacks::{Bitboard, Square::*, reference::ray_through};
///
/// assert_eq!(Bitboard(ray_through(F3 as u8, G2 as u8)), Bitboard::EMPTY.with(G2).with(H1));
/// assert_eq!(ray_through(F3 as u8, F3 as u8), 0);
/// ```
pub fn ray_through(from: u8, through: u8) -> u64 {
    for direction in ROOK_DIRECTIONS.iter().chain(&BISHOP_DIRECTIONS) {
        let forward = ray(from, *direction);
        if forward & (1 << through) != 0 {
            return forward;
        }
    }
    0
}

/// The whole line (edge to edge, both squares included) through `a` and `b` when they share a rank, file or
/// diagonal and differ; otherwise empty.
///
/// ```
/// use chess_attacks::{Bitboard, Square, reference::line};
///
/// // c3 and e5 share the long diagonal: all of it, edge to edge.
/// assert_eq!(Bitboard(line(Square::C3 as u8, Square::E5 as u8)).to_string(), "\
/// 8 . . . . . . . X
/// 7 . . . . . . X .
/// 6 . . . . . X . .
/// 5 . . . . X . . .
/// 4 . . . X . . . .
/// 3 . . X . . . . .
/// 2 . X . . . . . .
/// 1 X . . . . . . .
///   a b c d e f g h
/// ");
/// assert_eq!(line(Square::C3 as u8, Square::D5 as u8), 0);
/// ```
pub fn line(a: u8, b: u8) -> u64 {
    for direction in ROOK_DIRECTIONS.iter().chain(&BISHOP_DIRECTIONS) {
        let forward = ray(a, *direction);
        if forward & (1 << b) != 0 {
            let (file_step, rank_step) = *direction;
            return forward | ray(a, (-file_step, -rank_step)) | 1 << a;
        }
    }
    0
}

/// SplitMix64: a tiny seedable generator, so that a random test is repeatable from its seed and a
/// program's own tests can draw the same boards as the crate's.
///
/// ```
/// use chess_attacks::reference::{SplitMix64, rook_attacks};
///
/// let mut rng = SplitMix64::new(7);
/// let (square, occupied) = ((rng.next_u64() % 64) as u8, rng.occupancy(2));
/// assert_eq!(SplitMix64::new(7).next_u64() % 64, u64::from(square), "the same seed, the same draws");
/// assert_eq!(rook_attacks(square, occupied) & 1 << square, 0, "a piece never attacks its own square");
/// ```
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator that starts from `seed`.
    ///
    /// ```
    /// use chess_attacks::reference::SplitMix64;
    ///
    /// assert_ne!(SplitMix64::new(1).next_u64(), SplitMix64::new(2).next_u64());
    /// ```
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 random bits: Vigna's SplitMix64, whose reference implementation's first outputs from seed
    /// 0 these are.
    ///
    /// ```
    /// use chess_attacks::reference::SplitMix64;
    ///
    /// let mut rng = SplitMix64::new(0);
    /// assert_eq!(rng.next_u64(), 0xe220_a839_7b1d_cdaf);
    /// assert_eq!(rng.next_u64(), 0x6e78_9e6a_a1b9_65f4);
    /// assert_eq!(rng.next_u64(), 0x06c4_5d18_8009_454f);
    /// ```
    pub const fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// An occupancy whose density cycles with `round`: about 6%, 12%, 25%, 50% and 75% full.
    ///
    /// ```
    /// use chess_attacks::reference::SplitMix64;
    ///
    /// let mut rng = SplitMix64::new(3);
    /// for (round, density) in [6.25, 12.5, 25.0, 50.0, 75.0].into_iter().enumerate() {
    ///     // 100 occupancies, 6,400 squares: each square is 1/64 of a percent.
    ///     let percent = (0..100).map(|_| rng.occupancy(round).count_ones()).sum::<u32>() as f64 / 64.0;
    ///     assert!((percent - density).abs() < 2.0, "round {round}: {percent}% full");
    /// }
    /// ```
    pub fn occupancy(&mut self, round: usize) -> u64 {
        let mut word = || self.next_u64();
        match round % 5 {
            0 => word() & word() & word() & word(),
            1 => word() & word() & word(),
            2 => word() & word(),
            3 => word(),
            _ => word() | word(),
        }
    }
}
