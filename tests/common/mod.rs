//! Shared by the integration tests and the benches: the reference oracle, a seeded generator and the
//! published perft positions.
#![allow(dead_code, unused_imports)] // Each test file uses a different part.

use chess_attacks::{Color, Piece};

pub use chess_attacks::reference;

// Its own file, so the crate's unit tests can include the same generator (src/lib.rs).
mod random;
pub use random::SplitMix64;

/// What a `piece` of `color` on `square` attacks when `occupied` holds pieces, by the reference walk: the
/// oracle for `chess_attacks::attacks` and `magic::attacks`.
pub fn reference_attacks(piece: Piece, color: Color, square: u8, occupied: u64) -> u64 {
    let side = match color {
        Color::White => reference::Side::White,
        Color::Black => reference::Side::Black,
    };
    match piece {
        Piece::Pawn => reference::pawn_attacks(side, square),
        Piece::Knight => reference::knight_attacks(square),
        Piece::Bishop => reference::bishop_attacks(square, occupied),
        Piece::Rook => reference::rook_attacks(square, occupied),
        Piece::Queen => {
            reference::rook_attacks(square, occupied) | reference::bishop_attacks(square, occupied)
        }
        Piece::King => reference::king_attacks(square),
    }
}

/// The six published perft positions (tests/perft.rs has their counts): start, Kiwipete, positions 3–6.
pub const PUBLISHED_FENS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

/// The benches' perft of the published positions, in the order of `PUBLISHED_FENS`: a name, the depth it
/// is timed at (0.4–4.9 million leaves) and the published leaf count there (tests/perft.rs checks them).
pub const PUBLISHED_TIMED: [(&str, u32, u64); 6] = [
    ("start", 5, 4_865_609),
    ("kiwipete", 4, 4_085_603),
    ("position_3", 5, 674_624),
    ("position_4", 4, 422_333),
    ("position_5", 4, 2_103_487),
    ("position_6", 4, 3_894_594),
];
