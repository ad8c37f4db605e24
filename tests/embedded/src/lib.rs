//! What every embedded build runs: the published cases, seeded random rook, bishop and queen queries checked
//! against a square-by-square walk computed on the device, and the loops whose instructions
//! `targets.sh` counts. `src/main.rs` calls it on bare metal; on wasm32 it is the module node loads.
#![no_std]

use core::hint::black_box;

use chess_attacks::{Bitboard, Square, bishop_attacks, queen_attacks, rook_attacks, rook_moves};

// The crate's own reference walk is the oracle, run on the device.
use chess_attacks::reference;
use chess_attacks_movegen::{Position, START_FEN};
use chess_attacks_test_support::cases;

/// Random queries per piece in [`checks`].
pub const RANDOM_QUERIES: u32 = 1_000;

/// Queries in one counting loop: `targets.sh` divides the instruction difference by this.
pub const COUNTED_QUERIES: u32 = 256;

/// xorshift64: a few operations, repeatable from its seed, the same on every target.
struct Xorshift(u64);

impl Xorshift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A square and an occupancy about 25% full.
    fn query(&mut self) -> (Square, Bitboard) {
        let square = Square::new((self.next() % 64) as u8).unwrap_or(Square::A1);
        (square, Bitboard(self.next() & self.next()))
    }
}

/// 0 when the published cases and every random query agree with the walk; otherwise the number of the
/// first published case that failed (1 … 18), or 201, 202 or 203 for the first random rook, bishop or queen
/// query that failed. Every code fits the 8 bits an exit status keeps.
pub fn checks() -> i32 {
    let failed = cases::run(rook_moves);
    if failed != 0 {
        return failed;
    }
    let mut rng = Xorshift(0x5eed_cafe_f00d_d00d);
    let all = [reference::ROOK_DIRECTIONS, reference::BISHOP_DIRECTIONS];
    for _ in 0..RANDOM_QUERIES {
        let (square, occupied) = rng.query();
        let (index, occupied) = (square.index(), occupied.0);
        let rook = reference::rook_attacks(index, occupied);
        let bishop = reference::bishop_attacks(index, occupied);
        let queen = reference::slide(index, occupied, &all[0]) | reference::slide(index, occupied, &all[1]);
        let (square, board) = (black_box(square), black_box(Bitboard(occupied)));
        if rook_attacks(square, board).0 != rook {
            return 201;
        }
        if bishop_attacks(square, board).0 != bishop {
            return 202;
        }
        if queen_attacks(square, board).0 != queen {
            return 203;
        }
    }
    0
}

/// What a counting loop looks up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lookup {
    /// Nothing: the loop's own instructions, subtracted from the others.
    Baseline,
    /// chess-attacks' `rook_attacks`.
    Rook,
    /// chess-attacks' `bishop_attacks`.
    Bishop,
    /// chess-attacks' `queen_attacks`.
    Queen,
    /// cozy-chess's `get_rook_moves` (with the `cozy` feature).
    CozyRook,
    /// cozy-chess's `get_bishop_moves` (with the `cozy` feature).
    CozyBishop,
    /// cozy-chess's rook and bishop moves together, its queen (with the `cozy` feature).
    CozyQueen,
    /// shakmaty's `rook_attacks` from its small tables (with the `shakmaty` feature).
    ShakmatyRook,
    /// shakmaty's `bishop_attacks` (with the `shakmaty` feature).
    ShakmatyBishop,
    /// shakmaty's `queen_attacks` (with the `shakmaty` feature).
    ShakmatyQueen,
    /// Perft of the start position to depth 3 with the workspace's move generator.
    Perft,
    /// The same with cozy-chess's move generator (with the `cozy` feature).
    CozyPerft,
}

/// Perft of the start position to depth 3 on chess-attacks, through the workspace's move generator.
fn perft() -> u64 {
    Position::from_fen(black_box(START_FEN)).map_or(0, |position| position.perft(3))
}

#[cfg(feature = "cozy")]
use chess_attacks_test_support::cozy;

/// The same with cozy-chess's own move generator.
#[cfg(feature = "cozy")]
fn cozy_perft() -> u64 {
    cozy_chess::Board::from_fen(black_box(START_FEN), false).map_or(0, |board| cozy::cozy_perft(&board, 3))
}

/// Runs [`COUNTED_QUERIES`] lookups on seeded random queries and folds the answers together, so none can
/// be left out. Every kind draws the same queries through its own copy of this loop, so the baseline's
/// instructions are the loop's, and a lookup's constants are set up once, outside it, as in real use.
#[inline(never)]
fn count_with(lookup: impl Fn(Square, Bitboard) -> u64) -> u64 {
    let mut rng = Xorshift(0xc047_ed5e_ed00_0001);
    let mut folded = 0;
    for _ in 0..COUNTED_QUERIES {
        let (square, occupied) = rng.query();
        folded ^= black_box(lookup(black_box(square), black_box(occupied)));
    }
    folded
}

/// Runs `$run($($argument,)* closure)` with the closure that answers `$lookup`, one arm per lookup, so that
/// every lookup gets its own copy of the loop `$run` holds, with the lookup inlined into it. The perft
/// lookups are not slider queries: `$perft` answers for them.
macro_rules! with_lookup {
    ($lookup:expr, $perft:expr, $run:ident $(, $argument:expr)*) => {
        match $lookup {
            Lookup::Baseline => {
                $run($($argument,)* |square: Square, occupied: Bitboard| occupied.0 ^ square.index() as u64)
            }
            Lookup::Rook => $run($($argument,)* |square, occupied| rook_attacks(square, occupied).0),
            Lookup::Bishop => $run($($argument,)* |square, occupied| bishop_attacks(square, occupied).0),
            Lookup::Queen => $run($($argument,)* |square, occupied| queen_attacks(square, occupied).0),
            #[cfg(feature = "cozy")]
            Lookup::CozyRook => $run($($argument,)* |square, occupied: Bitboard| {
                cozy_chess::get_rook_moves(cozy_square(square), cozy_chess::BitBoard(occupied.0)).0
            }),
            #[cfg(feature = "cozy")]
            Lookup::CozyBishop => $run($($argument,)* |square, occupied: Bitboard| {
                cozy_chess::get_bishop_moves(cozy_square(square), cozy_chess::BitBoard(occupied.0)).0
            }),
            #[cfg(feature = "cozy")]
            Lookup::CozyQueen => $run($($argument,)* |square, occupied: Bitboard| {
                let (square, blockers) = (cozy_square(square), cozy_chess::BitBoard(occupied.0));
                (cozy_chess::get_rook_moves(square, blockers) | cozy_chess::get_bishop_moves(square, blockers)).0
            }),
            #[cfg(feature = "shakmaty")]
            Lookup::ShakmatyRook => $run($($argument,)* |square, occupied: Bitboard| {
                shakmaty::attacks::rook_attacks(shakmaty_square(square), shakmaty::Bitboard(occupied.0)).0
            }),
            #[cfg(feature = "shakmaty")]
            Lookup::ShakmatyBishop => $run($($argument,)* |square, occupied: Bitboard| {
                shakmaty::attacks::bishop_attacks(shakmaty_square(square), shakmaty::Bitboard(occupied.0)).0
            }),
            #[cfg(feature = "shakmaty")]
            Lookup::ShakmatyQueen => $run($($argument,)* |square, occupied: Bitboard| {
                shakmaty::attacks::queen_attacks(shakmaty_square(square), shakmaty::Bitboard(occupied.0)).0
            }),
            #[cfg(not(feature = "cozy"))]
            Lookup::CozyRook | Lookup::CozyBishop | Lookup::CozyQueen => 0,
            #[cfg(not(feature = "shakmaty"))]
            Lookup::ShakmatyRook | Lookup::ShakmatyBishop | Lookup::ShakmatyQueen => 0,
            Lookup::Perft | Lookup::CozyPerft => $perft,
        }
    };
}

/// [`count_with`] for one [`Lookup`].
pub fn count(lookup: Lookup) -> u64 {
    let perft = match lookup {
        Lookup::Perft => perft(),
        #[cfg(feature = "cozy")]
        Lookup::CozyPerft => cozy_perft(),
        _ => 0,
    };
    with_lookup!(lookup, perft, count_with)
}

#[cfg(feature = "cozy")]
fn cozy_square(square: Square) -> cozy_chess::Square {
    cozy_chess::Square::index(square.index() as usize)
}

#[cfg(feature = "shakmaty")]
fn shakmaty_square(square: Square) -> shakmaty::Square {
    shakmaty::Square::new(u32::from(square.index()))
}

/// The lookup this build counts, chosen by its `count-*` feature (and `cozy` or `shakmaty`), if any.
pub const fn counted() -> Option<Lookup> {
    if cfg!(feature = "count-baseline") {
        Some(Lookup::Baseline)
    } else if cfg!(all(feature = "count-perft", feature = "cozy")) {
        Some(Lookup::CozyPerft)
    } else if cfg!(feature = "count-perft") {
        Some(Lookup::Perft)
    } else if cfg!(all(feature = "count-rook", feature = "cozy")) {
        Some(Lookup::CozyRook)
    } else if cfg!(all(feature = "count-bishop", feature = "cozy")) {
        Some(Lookup::CozyBishop)
    } else if cfg!(all(feature = "count-queen", feature = "cozy")) {
        Some(Lookup::CozyQueen)
    } else if cfg!(all(feature = "count-rook", feature = "shakmaty")) {
        Some(Lookup::ShakmatyRook)
    } else if cfg!(all(feature = "count-bishop", feature = "shakmaty")) {
        Some(Lookup::ShakmatyBishop)
    } else if cfg!(all(feature = "count-queen", feature = "shakmaty")) {
        Some(Lookup::ShakmatyQueen)
    } else if cfg!(feature = "count-rook") {
        Some(Lookup::Rook)
    } else if cfg!(feature = "count-bishop") {
        Some(Lookup::Bishop)
    } else if cfg!(feature = "count-queen") {
        Some(Lookup::Queen)
    } else {
        None
    }
}

/// The program: with a `count-*` feature, one counting loop (exit 0); otherwise [`checks`].
pub fn run() -> i32 {
    match counted() {
        // A perft count that is not the published one fails the run.
        Some(lookup @ (Lookup::Perft | Lookup::CozyPerft)) => i32::from(count(lookup) != 8_902),
        Some(lookup) => {
            black_box(count(lookup));
            0
        }
        None => checks(),
    }
}

/// What every WebAssembly module exports, whichever it times.
#[cfg(target_arch = "wasm32")]
mod wasm {
    /// Which peer crate the module times beside chess-attacks, or instead of it with `count-perft`: 0 none,
    /// 1 cozy-chess, 2 shakmaty's small tables (the `cozy` or `shakmaty` feature; a module is built with one
    /// at most).
    #[unsafe(no_mangle)]
    pub extern "C" fn peer() -> u32 {
        if cfg!(feature = "cozy") {
            1
        } else if cfg!(feature = "shakmaty") {
            2
        } else {
            0
        }
    }

    #[panic_handler]
    fn panic(_: &core::panic::PanicInfo) -> ! {
        core::arch::wasm32::unreachable()
    }
}

/// The lookup module's exports, for `targets.sh`'s node script: the checks and the timed lookup loops.
#[cfg(all(target_arch = "wasm32", not(feature = "count-perft")))]
mod wasm_lookups {
    use core::hint::black_box;

    use chess_attacks::{Bitboard, Square, bishop_attacks, queen_attacks, rook_attacks};

    #[cfg(feature = "cozy")]
    use super::cozy_square;
    #[cfg(feature = "shakmaty")]
    use super::shakmaty_square;
    use super::wasm::peer;
    use super::{Lookup, Xorshift};

    /// [`super::checks`]: 0 when everything agrees.
    #[unsafe(no_mangle)]
    pub extern "C" fn checks() -> i32 {
        super::checks()
    }

    /// Queries in one timed batch, as in the desktop benches (benches/attacks.rs).
    const TIMED_QUERIES: usize = 4_096;

    /// The seeded batch of queries the timed loops run through, in the crate's own types.
    fn timed_queries() -> [(Square, Bitboard); TIMED_QUERIES] {
        let mut rng = Xorshift(0x7173_ed00_5eed_0001);
        core::array::from_fn(|_| rng.query())
    }

    /// The lookup that `lookup` names for the node script: 0 none (the loop alone), 1 rook, 2 bishop,
    /// 3 queen; 4, 5, 6 the same in the module's peer crate.
    fn named(lookup: u32) -> Lookup {
        match (lookup, peer()) {
            (1, _) => Lookup::Rook,
            (2, _) => Lookup::Bishop,
            (3, _) => Lookup::Queen,
            (4, 1) => Lookup::CozyRook,
            (5, 1) => Lookup::CozyBishop,
            (6, 1) => Lookup::CozyQueen,
            (4, 2) => Lookup::ShakmatyRook,
            (5, 2) => Lookup::ShakmatyBishop,
            (6, 2) => Lookup::ShakmatyQueen,
            _ => Lookup::Baseline,
        }
    }

    /// `rounds` passes over the batch with independent queries, the answers folded with `^` only so that
    /// none is optimised away: the engine can overlap the lookups (the benches' `throughput`).
    #[inline(never)]
    fn throughput(rounds: u32, attacks: impl Fn(Square, Bitboard) -> u64) -> u64 {
        let queries = timed_queries();
        let mut folded = 0;
        for _ in 0..rounds {
            for &(square, occupied) in black_box(&queries) {
                folded ^= attacks(square, occupied);
            }
        }
        folded
    }

    /// `rounds` passes over the batch where each square depends on the previous answer, so the lookups run
    /// one after another, as in a search (the benches' `latency`).
    #[inline(never)]
    fn latency(rounds: u32, attacks: impl Fn(Square, Bitboard) -> u64) -> u64 {
        let queries = timed_queries();
        let mut previous = 0;
        for _ in 0..rounds {
            for &(square, occupied) in black_box(&queries) {
                let square = Square::new((square.index() ^ previous as u8) & 63).unwrap_or(Square::A1);
                previous = attacks(square, occupied);
            }
        }
        previous
    }

    /// `rounds` passes of [`TIMED_QUERIES`] independent lookups of `lookup` (see [`named`]), for timing.
    #[unsafe(no_mangle)]
    pub extern "C" fn time_throughput(lookup: u32, rounds: u32) -> u64 {
        with_lookup!(named(lookup), 0, throughput, rounds)
    }

    /// The same with dependent lookups.
    #[unsafe(no_mangle)]
    pub extern "C" fn time_latency(lookup: u32, rounds: u32) -> u64 {
        with_lookup!(named(lookup), 0, latency, rounds)
    }
}

/// The perft module's exports (`count-perft`): one generator, the workspace's or with `cozy`
/// cozy-chess's, and nothing else, so that the module's bytes are that generator's and its tables'.
#[cfg(all(target_arch = "wasm32", feature = "count-perft"))]
mod wasm_perft {
    use chess_attacks_test_support::PUBLISHED_FENS;

    /// Each published position's depth and its published count (the Chess Programming Wiki's "Perft
    /// Results"; the movegen crate's tests stop a depth short), in `PUBLISHED_FENS`' order: the depth where one perft
    /// takes closest to a few tenths of a second under node. Positions 3 and 4 branch so differently that
    /// one depth takes under 0.1 s and the next over 1.5 s; the node script times several of the shorter.
    const TIMED: [(u32, u64); 6] = [
        (6, 119_060_324),
        (5, 193_690_690),
        (6, 11_030_083),
        (5, 15_833_292),
        (5, 89_941_194),
        (5, 164_075_551),
    ];

    /// How many positions there are.
    #[unsafe(no_mangle)]
    pub extern "C" fn perft_positions() -> u32 {
        TIMED.len() as u32
    }

    /// The depth position `index` is timed at.
    #[unsafe(no_mangle)]
    pub extern "C" fn perft_depth(index: u32) -> u32 {
        TIMED.get(index as usize).map_or(0, |&(depth, _)| depth)
    }

    /// Its published count at that depth.
    #[unsafe(no_mangle)]
    pub extern "C" fn perft_published(index: u32) -> u64 {
        TIMED.get(index as usize).map_or(0, |&(_, count)| count)
    }

    /// Perft of position `index` at its depth with the module's generator, the FEN read on every call; 0 for
    /// an index out of range or a FEN the generator rejects, which no published count is.
    #[unsafe(no_mangle)]
    pub extern "C" fn perft(index: u32) -> u64 {
        let (Some(fen), depth) = (PUBLISHED_FENS.get(index as usize), perft_depth(index)) else {
            return 0;
        };
        #[cfg(not(feature = "cozy"))]
        let nodes = super::Position::from_fen(fen).map_or(0, |position| position.perft(depth));
        #[cfg(feature = "cozy")]
        let nodes =
            cozy_chess::Board::from_fen(fen, false).map_or(0, |board| super::cozy::cozy_perft(&board, depth));
        nodes
    }
}
