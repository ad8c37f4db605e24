//! The published cases every freestanding program runs: the C# engine's twelve rook `GetMoveBoard` tests and
//! the C engine's pawn pictures, for tests/firmware (a Linux program) and tests/embedded (microcontrollers
//! and WebAssembly).

use core::hint::black_box;

use chess_attacks::{Bitboard, Color, File, Rank, Square, pawn_attacks};

/// `(Files.X | Ranks.N)` of the C# tests, computed at compile time.
const fn lines(file: File, rank: Rank) -> Bitboard {
    Bitboard(Bitboard::from_file(file).0 | Bitboard::from_rank(rank).0)
}

const EMPTY: Bitboard = Bitboard::EMPTY;

/// Rook square, friends, enemies, expected moves: the C# engine's `GetMoveBoard` tests.
const ROOK_CASES: [(Square, Bitboard, Bitboard, Bitboard); 12] = {
    use Square::*;
    [
        (A1, EMPTY, EMPTY, lines(File::A, Rank::One).without(A1)),
        (H1, EMPTY, EMPTY, lines(File::H, Rank::One).without(H1)),
        (H8, EMPTY, EMPTY, lines(File::H, Rank::Eight).without(H8)),
        (D4, EMPTY, EMPTY, lines(File::D, Rank::Four).without(D4)),
        (
            A1,
            EMPTY,
            EMPTY.with(A5),
            lines(File::A, Rank::One).without(A1).without(A6).without(A7).without(A8),
        ),
        (A1, EMPTY, EMPTY.with(F1), lines(File::A, Rank::One).without(A1).without(G1).without(H1)),
        (H1, EMPTY, EMPTY.with(B1), lines(File::H, Rank::One).without(H1).without(A1)),
        (D4, EMPTY, EMPTY.with(D2).with(B4), lines(File::D, Rank::Four).without(D4).without(D1).without(A4)),
        (
            A1,
            EMPTY.with(A5),
            EMPTY,
            lines(File::A, Rank::One).without(A1).without(A5).without(A6).without(A7).without(A8),
        ),
        (
            A1,
            EMPTY.with(F1),
            EMPTY,
            lines(File::A, Rank::One).without(A1).without(F1).without(G1).without(H1),
        ),
        (H1, EMPTY.with(B1), EMPTY, lines(File::H, Rank::One).without(H1).without(A1).without(B1)),
        (
            D4,
            EMPTY.with(D2).with(B4),
            EMPTY,
            lines(File::D, Rank::Four).without(D4).without(B4).without(D2).without(D1).without(A4),
        ),
    ]
};

/// Colour, square, expected attacks: the C engine's pictures and their mirror images.
const PAWN_CASES: [(Color, Square, Bitboard); 6] = {
    use Square::*;
    [
        (Color::White, C2, EMPTY.with(B3).with(D3)),
        (Color::White, H3, EMPTY.with(G4)),
        (Color::White, A2, EMPTY.with(B3)),
        (Color::Black, C7, EMPTY.with(B6).with(D6)),
        (Color::Black, H6, EMPTY.with(G5)),
        (Color::White, H8, EMPTY),
    ]
};

/// Runs every case through `rook_moves` (the crate root's, or another with the same contract) and
/// `pawn_attacks`; 0 when all hold, else the 1-based number of the first that failed.
pub fn run(rook_moves: fn(Square, Bitboard, Bitboard) -> Bitboard) -> i32 {
    let mut number = 0;
    // Each value goes through `black_box` on its own: copying a whole case array would call `memcpy`,
    // which nothing provides without libc.
    for &(square, friends, enemies, expected) in &ROOK_CASES {
        number += 1;
        if rook_moves(black_box(square), black_box(friends), black_box(enemies)) != black_box(expected) {
            return number;
        }
    }
    for &(color, square, expected) in &PAWN_CASES {
        number += 1;
        // Through the conversions an engine with its own types makes (docs/porting.md): the colour and the
        // square as indices, as an engine's own enums give them. Both are known to be in range, so their
        // `expect`s must fold away: a panic path left here would link the panic handler, which the tests
        // that inspect this program reject.
        let (color_index, square_index) =
            (usize::from(black_box(color)), u32::from(black_box(square).index()));
        let color = Color::try_from(color_index).expect("a Color's index is 0 or 1");
        let square = Square::try_from(square_index).expect("a Square's index is below 64");
        if pawn_attacks(color, square) != black_box(expected) {
            return number;
        }
    }
    0
}
