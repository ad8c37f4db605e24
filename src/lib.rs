//! Chess attack tables for bitboard engines, computed at build time.
//!
//! - Leapers: [`pawn_attacks`], [`knight_attacks`], [`king_attacks`]; any piece by its [`Piece`]: [`attacks`](fn@attacks).
//! - Sliders, given the occupied squares: [`rook_attacks`], [`bishop_attacks`], [`queen_attacks`]; and given
//!   friends and enemies separately, [`rook_moves`], [`bishop_moves`], [`queen_moves`].
//! - Geometry: [`between`], [`line`](fn@line) and the one-way [`ray`] for two aligned squares, [`aligned`]
//!   for three, and the empty-board [`rook_rays`] and [`bishop_rays`].
//! - Checks and pins: [`slider_threats`], the sliders checking a king and the pieces alone in their way,
//!   which a legal move generator needs before it generates anything.
//! - Types: [`Square`], [`File`], [`Rank`], [`Color`], and [`Bitboard`], a set of squares in a `u64`.
//! - Generic code: [`Sliders`], the slider lookups as a type ([`Root`], or `magic::Magic`), so a move
//!   generator is written once for either family.
//! - With the `magic` feature, [`magic`](#feature-flags): every lookup above under the same name and
//!   signature, the sliders by black magic bitboards, so `use chess_attacks::magic as attacks;` switches a
//!   program's family in one line.
//! - For tests, [`reference`](mod@reference): the slow, plain walks every table is generated from, the
//!   oracle to check lookups (yours or the crate's) against.
//!
//! Every table is a `static` array that `build.rs` computed from plain reference code and wrote out as
//! Rust source, so it sits in read-only data: nothing is computed or copied when your program starts, and
//! there is no initialisation call to forget. The crate is `#![no_std]`, never allocates, has no run-time
//! dependencies and no `unsafe`, and every lookup is a `const fn` with no panic path.
//!
//! ```
//! use chess_attacks::{pawn_attacks, rook_moves, Bitboard, Color, Square};
//!
//! // A rook on d4 with a friend on b4 and an enemy on d2: the enemy's square is a capture.
//! let friends = Bitboard::EMPTY.with(Square::B4);
//! let enemies = Bitboard::EMPTY.with(Square::D2);
//! let moves = rook_moves(Square::D4, friends, enemies);
//! assert!(moves.contains(Square::D2) && !moves.contains(Square::D1));
//! assert!(moves.contains(Square::C4) && !moves.contains(Square::B4));
//! assert_eq!(moves.count(), 11);
//!
//! assert_eq!(
//!     pawn_attacks(Color::White, Square::C2),
//!     Bitboard::EMPTY.with(Square::B3).with(Square::D3),
//! );
//! ```
//!
//! # Scope
//!
//! The crate answers "which squares does this piece attack, or move to, given the pieces in its way?", and
//! the geometry around it ([`between`], [`line`](fn@line), [`aligned`], [`slider_threats`]). It has no
//! board, no FEN, no move generation and no game rules: those are the program's. The repository's
//! `chess-attacks-movegen` (crates/movegen) is a legal move generator built on it.
//!
//! Two rules hold in every lookup:
//!
//! - **Attacks include the first blocker in each direction, whatever its colour.** [`rook_attacks`] over
//!   `occupied` stops at the first occupied square and includes it; whether it is a capture or a defended
//!   friend is the caller's question.
//! - **A square in both `friends` and `enemies` counts as a friend.** The `_moves(square, friends, enemies)`
//!   forms are the attacks over `friends | enemies` minus `friends`.
//!
//! ```
//! use chess_attacks::{rook_attacks, rook_moves, Bitboard, Square};
//!
//! let both = Bitboard::from(Square::D6);
//! assert!(rook_attacks(Square::D4, both).contains(Square::D6)); // the blocker is attacked
//! assert!(!rook_moves(Square::D4, both, both).contains(Square::D6)); // but a friend is not a move
//! ```
//!
//! # Choosing lookups
//!
//! The crate root and [`magic`](#feature-flags) give the same answers from the same reference walk; they
//! differ in the bytes they link and, a little, in how fast a whole program runs on them. Choose by both:
//!
//! - **The crate root** (`rook_attacks`, …): a few KiB of slider tables. The choice for firmware, the web,
//!   a search (where the two families are level) and any program that counts its bytes.
//! - **`magic`** (`magic::rook_attacks`, …): hundreds of KiB, for a desktop program whose time goes into
//!   generating moves and that can spend the bytes for a few percent.
//!
//! The repository's README ("Which lookups") links the whole-program figures and the bytes each family
//! links on each kind of target.
//!
//! # Feature flags
//!
//! - **`magic`** (off by default): adds the `magic` module. It only adds: the crate-root functions never
//!   change with it, so when cargo unifies features across a dependency graph and a desktop crate turns it
//!   on, a firmware crate in the same build still links only the small tables it calls.
//!
//! # Targets
//!
//! `build.rs` picks one slider technique per piece from the target cargo builds for, from one table in
//! the repository's build/targets.rs, and generates only the tables it reads:
//!
//! | target | rook | bishop | queen |
//! | --- | --- | --- | --- |
//! | x86-64, wasm32 | `kindergarten`: one multiply gathers the file into a table index; the rank from the byte table | `kindergarten`: one multiply per diagonal into a table | `rook_and_bishop` |
//! | other 64-bit (aarch64, …) | `hyperbola_quintessence` on the file, a byte table on the rank | `hyperbola_quintessence`: both diagonals as lanes | `hyperbola_quintessence`: file and diagonals as lanes, the rank table |
//! | 32-bit cores (Cortex-M, RISC-V) | `kindergarten_halves`: two `u32` halves, the file gathered by a multiply | `kindergarten_halves`: each diagonal folded into a byte | `rook_and_bishop` |
//!
//! Whole programs chose them (the repository's docs/design.md says why for each kind of target).
//!
//! `CHESS_ATTACKS_ROOK`, `CHESS_ATTACKS_BISHOP` and `CHESS_ATTACKS_QUEEN`, set in the environment of a
//! build to a technique's name above, override the choice (the older names `wide`, `narrow`, `lanes`,
//! `fold` and `pair` still work). They exist to measure the techniques against each other: they change the
//! code of every crate in that build that depends on chess-attacks, and an unknown value fails the build.
//!
//! # Square numbering
//!
//! Squares are numbered a1 = 0, b1 = 1, …, h1 = 7, a2 = 8, …, h8 = 63 (little-endian rank-file, like
//! cozy-chess, shakmaty and chess), and bit `n` of a [`Bitboard`] is square `n`. Engines that number
//! a8 = 0 see the board mirrored top to bottom: convert an index with `index ^ 56`
//! ([`Square::flip_vertical`]) and a whole bitboard with `u64::swap_bytes`.
//!
//! # Tables
//!
//! Every target gets the same public [`tables`], 7,680 bytes, and its slider techniques' own private ones,
//! a few KiB. A program links only the ones its lookups use. The `magic` feature adds its own, read only by
//! the `magic` module.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(test)]
extern crate std;

mod attacks;
mod bitboard;

// One module per slider technique. Each slider's cfg names the technique chosen for this target, which is
// the name of its module here. The unit tests compile every technique on every host, so that `cargo test`
// checks each one exhaustively wherever it runs.
macro_rules! slider_techniques {
    ($($slider:ident by $cfg:ident as $chosen:ident: [$($name:literal => $module:ident),* $(,)?];)*) => {
        $(
            mod $slider {
                $(
                    #[cfg(any($cfg = $name, test))]
                    pub mod $module;
                )*
            }
            $(
                #[cfg($cfg = $name)]
                use $slider::$module as $chosen;
            )*
        )*
    };
}
slider_techniques! {
    rook by rook_technique as chosen_rook: [
        "kindergarten" => kindergarten,
        "hyperbola_quintessence" => hyperbola_quintessence,
        "kindergarten_halves" => kindergarten_halves,
    ];
    bishop by bishop_technique as chosen_bishop: [
        "kindergarten" => kindergarten,
        "hyperbola_quintessence" => hyperbola_quintessence,
        "kindergarten_halves" => kindergarten_halves,
    ];
    queen by queen_technique as chosen_queen: [
        "rook_and_bishop" => rook_and_bishop,
        "hyperbola_quintessence" => hyperbola_quintessence,
    ];
}
// Code that several techniques share, compiled only when a chosen technique uses it.
#[cfg(any(technique_module = "lanes", test))]
mod lanes;
#[cfg(any(technique_module = "rank", test))]
mod rank;

// The tables the slider techniques read. They are private: each kind of target has its own set, and code
// that compiles for one target must compile for all, so the public `tables` holds only what every target
// has. The unit tests also get those generated for the techniques the target does not use.
mod technique_tables {
    /// A table aligned to 32 bytes, so that no 32-byte record straddles two cache lines (`LINE_LANES`; the
    /// hyperbola quintessence bishop was slower unaligned with AVX2: docs/design.md, "Tried and not kept").
    #[allow(dead_code)] // Only hyperbola quintessence's lanes read an aligned table.
    #[repr(C, align(32))]
    pub struct Aligned<T>(pub T);

    include!(concat!(env!("OUT_DIR"), "/technique_tables.rs"));
    #[cfg(test)]
    include!(concat!(env!("OUT_DIR"), "/other_technique_tables.rs"));
}
#[cfg(test)]
mod technique_tests;

mod color;
mod coords;
mod derived;
mod indexed;
#[cfg(feature = "magic")]
#[cfg_attr(docsrs, doc(cfg(feature = "magic")))]
pub mod magic;
mod parse_error;
mod piece;
mod sliders;
mod square;
mod threats;

pub mod reference;

pub use attacks::{
    aligned, attacks, between, bishop_attacks, bishop_moves, bishop_rays, king_attacks, knight_attacks, line,
    pawn_attacks, queen_attacks, queen_moves, ray, rook_attacks, rook_moves, rook_rays,
};
pub use bitboard::{Bitboard, Direction, Squares};
pub use color::{Color, ColorIndexError};
pub use coords::{File, Rank};
pub use parse_error::ParseSquareError;
pub use piece::Piece;
pub use sliders::{Root, Sliders};
pub use square::{Square, SquareIndexError};
pub use threats::{SliderThreats, slider_threats};

/// Compiles and runs the README's Rust example as a doc test, so the README cannot drift from the API.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExamples;

/// The same for the pages the README links to that hold Rust examples.
#[cfg(doctest)]
#[doc = include_str!("../docs/coming-from.md")]
struct ComingFromExamples;

#[cfg(doctest)]
#[doc = include_str!("../docs/porting.md")]
struct PortingGuideExamples;

/// The tables `build.rs` generated that every target has: bare `[u64; 64]` arrays indexed by square
/// (a1 = 0 … h8 = 63), 7,680 bytes, the same on every target; the `magic` feature adds `ROOK_MAGICS`,
/// `BISHOP_MAGICS` and `SLIDER_ATTACKS`, which say how they are indexed. These are stable. The slider
/// techniques' own tables (different on x86-64 and wasm32, other 64-bit targets and 32-bit cores) are
/// private.
///
/// Each entry of a square-indexed table is a bitboard; the lookup functions wrap it in [`Bitboard`].
/// Reading them directly is fine too, and works in `const`:
///
/// ```
/// use chess_attacks::{tables, Square};
///
/// const D4_NORTH: u64 = tables::NORTH_RAYS[Square::D4 as usize];
/// assert_eq!(D4_NORTH, 0x0808_0808_0000_0000); // d5, d6, d7, d8
/// ```
pub mod tables {
    include!(concat!(env!("OUT_DIR"), "/tables.rs"));
}
