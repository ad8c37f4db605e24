//! What the workspace's tests, benches and freestanding programs share: the published rook and pawn cases
//! ([`cases`]), the published perft positions (the move generator's [`PUBLISHED_FENS`], and [`PUBLISHED_TIMED`]) and, with the `cozy`
//! feature, cozy-chess's perft (`cozy`), the peer generator. `no_std`, so the microcontroller and wasm32
//! harnesses use it as the host's tests do.
#![no_std]
#![forbid(unsafe_code)]

pub mod cases;
#[cfg(feature = "cozy")]
pub mod cozy;

pub use chess_attacks_movegen::PUBLISHED_FENS;

/// The benches' perft of the published positions, in the order of [`PUBLISHED_FENS`]: a name, the depth it
/// is timed at (0.4–4.9 million leaves) and the published leaf count there (the movegen crate's tests check
/// them).
pub const PUBLISHED_TIMED: [(&str, u32, u64); 6] = [
    ("start", 5, 4_865_609),
    ("kiwipete", 4, 4_085_603),
    ("position_3", 5, 674_624),
    ("position_4", 4, 422_333),
    ("position_5", 4, 2_103_487),
    ("position_6", 4, 3_894_594),
];
