//! Reference logic: plain, obviously-correct attack generation, one square at a time.
//!
//! This module is the crate's single source of truth. `build.rs` includes it through `#[path]` to compute
//! every table at compile time, and the tests include it the same way as their oracle. It uses no crate
//! types, only `u8` squares (a1 = 0, b1 = 1, …, h8 = 63) and `u64` bitboards (bit `n` = square `n`), so it
//! compiles unchanged in all three places. Speed does not matter here; being easy to check by eye does.
//!
//! "The C engine" is the bitboard engine in C whose Italian-language write-up gives `mask_pawn_attacks`
//! (squares a8 = 0); "the C# engine" is StrongChess, from Elemar Jr's Portuguese blog series on writing a
//! chess engine, whose rook `GetMoveBoard` and its tests this crate reproduces (squares a1 = 0). docs/design.md,
//! "Where the logic comes from", says more.

/// Every square but those on the a-file: guards a shift that lands on the a-file after wrapping from h.
pub const NOT_A_FILE: u64 = !0x0101_0101_0101_0101;
/// Every square but those on the h-file: guards a shift that lands on the h-file after wrapping from a.
pub const NOT_H_FILE: u64 = !0x8080_8080_8080_8080;

/// The bitboard holding only `square`.
pub fn square_bit(square: u8) -> u64 {
    1 << square
}

/// The side a pawn belongs to, as the C engine's `side` argument (0 = white, 1 = black).
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
pub type Direction = (i8, i8);

/// Towards rank 8.
pub const NORTH: Direction = (0, 1);
/// Towards rank 1.
pub const SOUTH: Direction = (0, -1);
/// Towards the h-file.
pub const EAST: Direction = (1, 0);
/// Towards the a-file.
pub const WEST: Direction = (-1, 0);
/// Towards h8.
pub const NORTH_EAST: Direction = (1, 1);
/// Towards a8.
pub const NORTH_WEST: Direction = (-1, 1);
/// Towards h1.
pub const SOUTH_EAST: Direction = (1, -1);
/// Towards a1.
pub const SOUTH_WEST: Direction = (-1, -1);

/// The four directions a rook slides in.
pub const ROOK_DIRECTIONS: [Direction; 4] = [NORTH, SOUTH, EAST, WEST];
/// The four directions a bishop slides in.
pub const BISHOP_DIRECTIONS: [Direction; 4] = [NORTH_EAST, NORTH_WEST, SOUTH_EAST, SOUTH_WEST];
/// The knight's eight jumps.
pub const KNIGHT_JUMPS: [Direction; 8] =
    [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
/// The king's eight steps.
pub const KING_STEPS: [Direction; 8] =
    [NORTH, NORTH_EAST, EAST, SOUTH_EAST, SOUTH, SOUTH_WEST, WEST, NORTH_WEST];

/// The square one `direction` step away from `square`, or `None` past the edge of the board.
pub fn step(square: u8, (file_step, rank_step): Direction) -> Option<u8> {
    let file = (square % 8) as i8 + file_step;
    let rank = (square / 8) as i8 + rank_step;
    if (0..8).contains(&file) && (0..8).contains(&rank) { Some((rank * 8 + file) as u8) } else { None }
}

/// The square-by-square walk of the C# engine: from `square`, go one square at a time in each direction;
/// stop at the edge or on the first occupied square, which is included (it may be captured).
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
pub fn leap(square: u8, offsets: &[Direction]) -> u64 {
    offsets.iter().filter_map(|&offset| step(square, offset)).fold(0, |attacks, target| attacks | 1 << target)
}

/// Every square from `square` (exclusive) to the edge in `direction`, on an empty board.
pub fn ray(square: u8, direction: Direction) -> u64 {
    slide(square, 0, &[direction])
}

/// Rook attacks: the walk in the four orthogonal directions.
pub fn rook_attacks(square: u8, occupied: u64) -> u64 {
    slide(square, occupied, &ROOK_DIRECTIONS)
}

/// Bishop attacks: the walk in the four diagonal directions.
pub fn bishop_attacks(square: u8, occupied: u64) -> u64 {
    slide(square, occupied, &BISHOP_DIRECTIONS)
}

/// The C# engine's `GetMoveBoard(friends, enemies)`: walk over all pieces, then remove the friends.
pub fn rook_moves(square: u8, friends: u64, enemies: u64) -> u64 {
    rook_attacks(square, friends | enemies) & !friends
}

/// Knight attacks.
pub fn knight_attacks(square: u8) -> u64 {
    leap(square, &KNIGHT_JUMPS)
}

/// King attacks.
pub fn king_attacks(square: u8) -> u64 {
    leap(square, &KING_STEPS)
}

/// The squares whose occupancy can change a slider's attacks from `square`: every square of each ray that
/// has a square behind it (the edge square is attacked whether or not it is occupied).
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
