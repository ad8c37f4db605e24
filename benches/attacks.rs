//! Attack lookups side by side with the crates users would otherwise pick, in one criterion run: the crate
//! root's small-table lookups, the `magic` module's, cozy-chess, chess and shakmaty. The bench profile builds
//! with fat LTO and one codegen unit, so every crate's lookup is inlined into its loop alike.
//!
//! Run: `cargo bench -p chess-attacks-benches` (all groups) or `cargo bench -p chess-attacks-benches --
//! rook_attacks/latency`.
//! Criterion prints time per batch of 4,096 queries and, from `Throughput::Elements`, queries per second;
//! divide the time by 4,096 for nanoseconds per query.
//!
//! - `throughput`: 4,096 independent queries from a seeded generator; the CPU can overlap them.
//! - `throughput-from-bytes`: the same independent queries, their squares read from an array of bytes and
//!   converted per query by each crate's own checked conversion.
//! - `latency`: the same queries, but each square depends on the previous result, so they run one after
//!   another, as in a search that needs one answer before it can ask the next question.
//!
//! `candidates` holds the rook and bishop techniques that were tried for the library, measured here on the same
//! queries; benches/README.md has the figures.

use std::hint::black_box;

use chess_attacks::reference::{self, SplitMix64};
use chess_attacks::{
    Bitboard, Color, Square, bishop_attacks, magic, pawn_attacks, queen_attacks, rook_attacks, tables,
};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};

const QUERIES: usize = 4_096;

/// One query: a square index and an occupancy.
#[derive(Clone, Copy)]
struct Query {
    square: u8,
    occupied: u64,
}

/// The seeded queries; an occupancy is the AND of two random words (about 25% full).
fn queries() -> Vec<Query> {
    let mut rng = SplitMix64::new(0xbe7c_4a11);
    (0..QUERIES)
        .map(|_| Query { square: (rng.next_u64() % 64) as u8, occupied: rng.next_u64() & rng.next_u64() })
        .collect()
}

/// Independent queries, each in the crate's own types (converted before timing, as a program holds them);
/// the results are combined with `^` only so none is optimised away.
fn throughput<S: Copy, B: Copy>(
    group: &mut Group<'_>,
    name: &str,
    queries: &[(S, B)],
    attacks: impl Fn(S, B) -> u64,
) {
    group.bench_function(name, |b| {
        b.iter(|| {
            let mut combined = 0;
            for &(square, occupied) in black_box(queries) {
                combined ^= attacks(square, occupied);
            }
            combined
        })
    });
}

/// Dependent queries: the next square is only known once the previous answer is, so each step includes the
/// crate's conversion from a number to its square type. Checks the implementation against `oracle` (the
/// reference walk) before timing it: a wrong answer is never timed.
fn latency(
    group: &mut Group<'_>,
    name: &str,
    queries: &[Query],
    oracle: fn(u8, u64) -> u64,
    attacks: impl Fn(u8, u64) -> u64 + Copy,
) {
    check(name, queries, oracle, attacks);
    group.bench_function(name, |b| {
        b.iter(|| {
            let mut previous = 0u64;
            for query in black_box(queries) {
                let square = (query.square ^ previous as u8) & 63;
                previous = attacks(square, query.occupied);
            }
            previous
        })
    });
}

type Group<'a> = BenchmarkGroup<'a, WallTime>;

/// Panics unless `attacks` agrees with `oracle` on every query.
fn check(name: &str, queries: &[Query], oracle: fn(u8, u64) -> u64, attacks: impl Fn(u8, u64) -> u64) {
    for query in queries {
        let expected = oracle(query.square, query.occupied);
        assert_eq!(
            attacks(query.square, query.occupied),
            expected,
            "{name} is wrong on square {}",
            query.square
        );
    }
}

/// Calls `$measure(group, name, queries, attacks)` for the reference walk and every candidate technique, all
/// of which take a square index and an occupancy.
macro_rules! each_candidate {
    ($measure:ident, $group:expr, $queries:expr, $rank_table:expr, $file_tables:expr) => {{
        $measure($group, "reference-walk", $queries, reference::rook_attacks);
        $measure($group, "candidate/obstruction-difference", $queries, candidates::obstruction_difference);
        $measure($group, "candidate/ray-sentinel-scan", $queries, candidates::ray_sentinel_scan);
        $measure($group, "candidate/hyperbola-bswap-rank-table", $queries, |square, occupied| {
            candidates::hyperbola_file(square, occupied)
                | candidates::rank_by_table($rank_table, square, occupied)
        });
        $measure($group, "candidate/hyperbola-file-tables-rank-table", $queries, |square, occupied| {
            candidates::hyperbola_file_tables($file_tables, square, occupied)
                | candidates::rank_by_table($rank_table, square, occupied)
        });
        $measure($group, "candidate/hyperbola-mask-table-rank-table", $queries, |square, occupied| {
            candidates::hyperbola_file_mask_table($file_tables, square, occupied)
                | candidates::rank_by_table($rank_table, square, occupied)
        });
        $measure(
            $group,
            "candidate/hyperbola-file-tables-rank-bytes-shift-shift",
            $queries,
            |square, occupied| {
                candidates::hyperbola_file_tables($file_tables, square, occupied)
                    | candidates::rank_bytes_shift_shift(square, occupied)
            },
        );
        $measure(
            $group,
            "candidate/hyperbola-file-tables-rank-bytes-shift-multiply",
            $queries,
            |square, occupied| {
                candidates::hyperbola_file_tables($file_tables, square, occupied)
                    | candidates::rank_bytes_shift_multiply(square, occupied)
            },
        );
        $measure(
            $group,
            "candidate/hyperbola-file-tables-rank-bytes-multiply-shift",
            $queries,
            |square, occupied| {
                candidates::hyperbola_file_tables($file_tables, square, occupied)
                    | candidates::rank_bytes_multiply_shift(square, occupied)
            },
        );
        $measure(
            $group,
            "candidate/hyperbola-computed-mask-rank-bytes-shift-shift",
            $queries,
            |square, occupied| {
                candidates::hyperbola_file_computed_mask($file_tables, square, occupied)
                    | candidates::rank_bytes_shift_shift(square, occupied)
            },
        );
        $measure(
            $group,
            "candidate/hyperbola-whole-file-rank-bytes-shift-shift",
            $queries,
            |square, occupied| {
                candidates::hyperbola_whole_file($file_tables, square, occupied)
                    | candidates::rank_bytes_shift_shift(square, occupied)
            },
        );
        $measure(
            $group,
            "candidate/hyperbola-whole-file-rank-bytes-multiply-multiply",
            $queries,
            |square, occupied| {
                candidates::hyperbola_whole_file($file_tables, square, occupied)
                    | candidates::rank_bytes_multiply_multiply(square, occupied)
            },
        );
        $measure($group, "candidate/hyperbola-bswap-rank-bytes-shift-shift", $queries, |square, occupied| {
            candidates::hyperbola_file(square, occupied)
                | candidates::rank_bytes_shift_shift(square, occupied)
        });
        $measure($group, "candidate/hyperbola-bswap-rank-difference", $queries, |square, occupied| {
            candidates::hyperbola_file(square, occupied) | candidates::rank_by_difference(square, occupied)
        });
    }};
}

/// One slider lookup in each crate: chess-attacks' root function and its `magic` one, then the peers.
struct Lookups<Ours, Magic, Cozy, Chess, Shakmaty, Small> {
    ours: Ours,
    magic: Magic,
    cozy: Cozy,
    chess: Chess,
    shakmaty: Shakmaty,
    /// shakmaty's small tables: hyperbola quintessence, its `magics` feature off.
    shakmaty_small: Small,
}

/// Times one slider lookup of chess-attacks (root and `magic`), cozy-chess, chess and shakmaty side by side,
/// in a throughput and a latency group named after `piece`; `more` adds further entries to both groups (the
/// rook's candidate techniques).
fn compare_crates<Ours, Magic, Cozy, Chess, Shakmaty, Small>(
    c: &mut Criterion,
    piece: &str,
    oracle: fn(u8, u64) -> u64,
    lookups: Lookups<Ours, Magic, Cozy, Chess, Shakmaty, Small>,
    more_throughput: impl FnOnce(&mut Group<'_>, &[(u8, u64)]),
    more_latency: impl FnOnce(&mut Group<'_>, &[Query]),
) where
    Ours: Fn(Square, Bitboard) -> Bitboard + Copy,
    Magic: Fn(Square, Bitboard) -> Bitboard + Copy,
    Cozy: Fn(cozy_chess::Square, cozy_chess::BitBoard) -> cozy_chess::BitBoard + Copy,
    Chess: Fn(chess::Square, chess::BitBoard) -> chess::BitBoard + Copy,
    Shakmaty: Fn(shakmaty::Square, shakmaty::Bitboard) -> shakmaty::Bitboard + Copy,
    Small: Fn(shakmaty_small::Square, shakmaty_small::Bitboard) -> shakmaty_small::Bitboard + Copy,
{
    let Lookups { ours, magic, cozy, chess, shakmaty, shakmaty_small } = lookups;
    let queries = queries();
    let raw: Vec<_> = queries.iter().map(|q| (q.square, q.occupied)).collect();
    let our_queries: Vec<_> =
        queries.iter().map(|q| (Square::ALL[q.square as usize], Bitboard(q.occupied))).collect();
    let cozy_queries: Vec<_> = queries
        .iter()
        .map(|q| (cozy_chess::Square::index(q.square as usize), cozy_chess::BitBoard(q.occupied)))
        .collect();
    let chess_queries: Vec<_> = queries
        .iter()
        .map(|q| (chess::ALL_SQUARES[q.square as usize], chess::BitBoard(q.occupied)))
        .collect();
    let shakmaty_queries: Vec<_> = queries
        .iter()
        .map(|q| (shakmaty::Square::new(u32::from(q.square)), shakmaty::Bitboard(q.occupied)))
        .collect();
    let small_queries: Vec<_> = queries
        .iter()
        .map(|q| (shakmaty_small::Square::new(u32::from(q.square)), shakmaty_small::Bitboard(q.occupied)))
        .collect();

    let mut group = c.benchmark_group(format!("{piece}/throughput"));
    group.throughput(Throughput::Elements(QUERIES as u64));
    throughput(&mut group, "chess-attacks", &our_queries, |square, occupied| ours(square, occupied).0);
    throughput(&mut group, "chess-attacks-magic", &our_queries, |square, occupied| magic(square, occupied).0);
    throughput(&mut group, "cozy-chess", &cozy_queries, |square, occupied| cozy(square, occupied).0);
    throughput(&mut group, "chess", &chess_queries, |square, occupied| chess(square, occupied).0);
    throughput(&mut group, "shakmaty", &shakmaty_queries, |square, occupied| shakmaty(square, occupied).0);
    throughput(&mut group, "shakmaty-small", &small_queries, |square, occupied| {
        shakmaty_small(square, occupied).0
    });
    more_throughput(&mut group, &raw);
    group.finish();

    // Each crate's checked conversion from a number to its square type, per query, so that none is given a
    // wrapping one: the latency loop's squares are only known one at a time, and the from-bytes loop reads
    // them from an array of bytes.
    let ours_from_byte = move |square: u8, occupied: u64| {
        ours(Square::new(square).unwrap_or(Square::A1), Bitboard(occupied)).0
    };
    let magic_from_byte = move |square: u8, occupied: u64| {
        magic(Square::new(square).unwrap_or(Square::A1), Bitboard(occupied)).0
    };
    let cozy_from_byte = move |square: u8, occupied: u64| {
        let square = cozy_chess::Square::try_index(square as usize).unwrap_or(cozy_chess::Square::A1);
        cozy(square, cozy_chess::BitBoard(occupied)).0
    };
    let chess_from_byte = move |square: u8, occupied: u64| {
        let square = chess::ALL_SQUARES.get(square as usize).copied().unwrap_or(chess::Square::A1);
        chess(square, chess::BitBoard(occupied)).0
    };
    let shakmaty_from_byte = move |square: u8, occupied: u64| {
        let square = shakmaty::Square::try_from(square).unwrap_or(shakmaty::Square::A1);
        shakmaty(square, shakmaty::Bitboard(occupied)).0
    };
    let small_from_byte = move |square: u8, occupied: u64| {
        let square = shakmaty_small::Square::try_from(square).unwrap_or(shakmaty_small::Square::A1);
        shakmaty_small(square, shakmaty_small::Bitboard(occupied)).0
    };

    let mut group = c.benchmark_group(format!("{piece}/throughput-from-bytes"));
    group.throughput(Throughput::Elements(QUERIES as u64));
    throughput(&mut group, "chess-attacks", &raw, ours_from_byte);
    throughput(&mut group, "chess-attacks-magic", &raw, magic_from_byte);
    throughput(&mut group, "cozy-chess", &raw, cozy_from_byte);
    throughput(&mut group, "chess", &raw, chess_from_byte);
    throughput(&mut group, "shakmaty", &raw, shakmaty_from_byte);
    throughput(&mut group, "shakmaty-small", &raw, small_from_byte);
    group.finish();

    let mut group = c.benchmark_group(format!("{piece}/latency"));
    group.throughput(Throughput::Elements(QUERIES as u64));
    latency(&mut group, "chess-attacks", &queries, oracle, ours_from_byte);
    latency(&mut group, "chess-attacks-magic", &queries, oracle, magic_from_byte);
    latency(&mut group, "cozy-chess", &queries, oracle, cozy_from_byte);
    latency(&mut group, "chess", &queries, oracle, chess_from_byte);
    latency(&mut group, "shakmaty", &queries, oracle, shakmaty_from_byte);
    latency(&mut group, "shakmaty-small", &queries, oracle, small_from_byte);
    more_latency(&mut group, &queries);
    group.finish();
}

/// `latency` checked against the rook walk, for the candidates.
fn rook_latency(
    group: &mut Group<'_>,
    name: &str,
    queries: &[Query],
    attacks: impl Fn(u8, u64) -> u64 + Copy,
) {
    latency(group, name, queries, reference::rook_attacks, attacks);
}

fn rook_benches(c: &mut Criterion) {
    let rank_table = candidates::rank_table();
    let file_tables = candidates::FileTables::new();
    compare_crates(
        c,
        "rook_attacks",
        reference::rook_attacks,
        Lookups {
            ours: rook_attacks,
            magic: magic::rook_attacks,
            cozy: cozy_chess::get_rook_moves,
            chess: chess::get_rook_moves,
            shakmaty: shakmaty::attacks::rook_attacks,
            shakmaty_small: shakmaty_small::attacks::rook_attacks,
        },
        |group, raw| each_candidate!(throughput, group, raw, &rank_table, &file_tables),
        |group, queries| each_candidate!(rook_latency, group, queries, &rank_table, &file_tables),
    );
}

/// The queen from the reference walks.
fn queen_oracle(square: u8, occupied: u64) -> u64 {
    reference::rook_attacks(square, occupied) | reference::bishop_attacks(square, occupied)
}

fn bishop_and_queen_benches(c: &mut Criterion) {
    compare_crates(
        c,
        "bishop_attacks",
        reference::bishop_attacks,
        Lookups {
            ours: bishop_attacks,
            magic: magic::bishop_attacks,
            cozy: cozy_chess::get_bishop_moves,
            chess: chess::get_bishop_moves,
            shakmaty: shakmaty::attacks::bishop_attacks,
            shakmaty_small: shakmaty_small::attacks::bishop_attacks,
        },
        |group, raw| {
            throughput(group, "candidate/diagonal-fold-rank-table", raw, candidates::diagonal_fold);
            throughput(group, "candidate/hyperbola-per-diagonal", raw, candidates::hyperbola_bishop);
        },
        |group, queries| {
            let name = "candidate/diagonal-fold-rank-table";
            latency(group, name, queries, reference::bishop_attacks, candidates::diagonal_fold);
            let name = "candidate/hyperbola-per-diagonal";
            latency(group, name, queries, reference::bishop_attacks, candidates::hyperbola_bishop);
        },
    );
    compare_crates(
        c,
        "queen_attacks",
        queen_oracle,
        Lookups {
            ours: queen_attacks,
            magic: magic::queen_attacks,
            cozy: |square, blockers| {
                cozy_chess::get_rook_moves(square, blockers) | cozy_chess::get_bishop_moves(square, blockers)
            },
            chess: |square, blockers| {
                chess::get_rook_moves(square, blockers) | chess::get_bishop_moves(square, blockers)
            },
            shakmaty: shakmaty::attacks::queen_attacks,
            shakmaty_small: shakmaty_small::attacks::queen_attacks,
        },
        |group, raw| {
            throughput(group, "candidate/rook-and-hyperbola-bishop", raw, candidates::rook_and_bishop)
        },
        |group, queries| {
            let name = "candidate/rook-and-hyperbola-bishop";
            latency(group, name, queries, queen_oracle, candidates::rook_and_bishop);
        },
    );
}

fn pawn_benches(c: &mut Criterion) {
    // The colour comes from a random bit, so it changes unpredictably from query to query.
    let queries = queries();
    let ours: Vec<_> = queries
        .iter()
        .map(|q| (Square::ALL[q.square as usize], [Color::White, Color::Black][q.occupied as usize & 1]))
        .collect();
    let cozy: Vec<_> = queries
        .iter()
        .map(|q| {
            (cozy_chess::Square::index(q.square as usize), cozy_chess::Color::index(q.occupied as usize & 1))
        })
        .collect();
    let mut group = c.benchmark_group("pawn_attacks");
    group.throughput(Throughput::Elements(QUERIES as u64));
    throughput(&mut group, "chess-attacks", &ours, |square, color| pawn_attacks(color, square).0);
    throughput(&mut group, "cozy-chess", &cozy, |square, color| {
        cozy_chess::get_pawn_attacks(square, color).0
    });
    group.finish();
}

/// Slider techniques on small tables, tried before choosing the library's: the rook's, and a bishop's.
/// Each takes a square index and an occupancy and returns the attack set.
mod candidates {
    use super::{Bitboard, Square, reference, tables};

    /// Obstruction difference on both lines: one bit-scan for the nearest blocker below on each line.
    pub fn obstruction_difference(square: u8, occupied: u64) -> u64 {
        let square = square as usize;
        line(occupied, tables::SOUTH_RAYS[square], tables::NORTH_RAYS[square])
            | line(occupied, tables::WEST_RAYS[square], tables::EAST_RAYS[square])
    }

    fn line(occupied: u64, lower: u64, upper: u64) -> u64 {
        let lower_blockers = occupied & lower;
        let upper_blockers = occupied & upper;
        let nearest_below = 1 << (63 - (lower_blockers | 1).leading_zeros());
        (lower | upper) & (upper_blockers ^ upper_blockers.wrapping_sub(nearest_below))
    }

    /// One ray per direction, cut behind the nearest blocker by xor-ing that blocker's own ray; a sentinel bit
    /// on the far corner (whose ray is empty) stands in for "no blocker", so there is no branch.
    pub fn ray_sentinel_scan(square: u8, occupied: u64) -> u64 {
        let square = square as usize;
        let up = |rays: &[u64; 64]| {
            let ray = rays[square];
            ray ^ rays[((ray & occupied) | 1 << 63).trailing_zeros() as usize]
        };
        let down = |rays: &[u64; 64]| {
            let ray = rays[square];
            ray ^ rays[63 - ((ray & occupied) | 1).leading_zeros() as usize]
        };
        up(&tables::NORTH_RAYS)
            | up(&tables::EAST_RAYS)
            | down(&tables::SOUTH_RAYS)
            | down(&tables::WEST_RAYS)
    }

    /// Hyperbola quintessence on the file: `o - 2s` finds the blocker above, and the same in the byte-swapped
    /// (vertically mirrored) board finds the one below. No table.
    pub fn hyperbola_file(square: u8, occupied: u64) -> u64 {
        let slider = 1u64 << square;
        let mask = (0x0101_0101_0101_0101 << (square & 7)) ^ slider;
        let o = occupied & mask;
        let forward = o.wrapping_sub(slider.wrapping_mul(2));
        let reverse = o.swap_bytes().wrapping_sub(slider.swap_bytes().wrapping_mul(2)).swap_bytes();
        (forward ^ reverse) & mask
    }

    /// Per-square values hyperbola quintessence on the file would otherwise compute: 1.5 KiB.
    pub struct FileTables {
        /// The file without the slider.
        mask: [u64; 64],
        /// Twice the slider bit.
        slider_x2: [u64; 64],
        /// Twice the byte-swapped slider bit.
        slider_x2_swapped: [u64; 64],
    }

    impl FileTables {
        pub fn new() -> FileTables {
            FileTables {
                mask: core::array::from_fn(|square| (0x0101_0101_0101_0101 << (square & 7)) ^ 1 << square),
                slider_x2: core::array::from_fn(|square| 2 << square),
                slider_x2_swapped: core::array::from_fn(|square| 2 << (square ^ 56)),
            }
        }
    }

    /// `hyperbola_file` with every per-square value read from a table: 7 ALU operations and 3 loads.
    pub fn hyperbola_file_tables(tables: &FileTables, square: u8, occupied: u64) -> u64 {
        let square = square as usize;
        let mask = tables.mask[square];
        let o = occupied & mask;
        let forward = o.wrapping_sub(tables.slider_x2[square]);
        let reverse = o.swap_bytes().wrapping_sub(tables.slider_x2_swapped[square]).swap_bytes();
        (forward ^ reverse) & mask
    }

    /// `hyperbola_file_tables` with the file mask computed (one shift) and the `2s` values read from tables:
    /// the mask no longer waits for a load, which shortens the dependency chain.
    pub fn hyperbola_file_computed_mask(tables: &FileTables, square: u8, occupied: u64) -> u64 {
        let mask = (0x0101_0101_0101_0101 << (square & 7)) ^ 1 << square;
        let square = square as usize;
        let o = occupied & mask;
        let forward = o.wrapping_sub(tables.slider_x2[square]);
        let reverse = o.swap_bytes().wrapping_sub(tables.slider_x2_swapped[square]).swap_bytes();
        (forward ^ reverse) & mask
    }

    /// Hyperbola quintessence over the whole file, the slider's square included: one shift makes the mask.
    /// Whether `occupied` holds the slider or not, both the forward and the mirrored difference then carry
    /// the same bit on the slider's square, and the xor clears it.
    pub fn hyperbola_whole_file(tables: &FileTables, square: u8, occupied: u64) -> u64 {
        let mask = 0x0101_0101_0101_0101 << (square & 7);
        let square = square as usize;
        let o = occupied & mask;
        let forward = o.wrapping_sub(tables.slider_x2[square]);
        let reverse = o.swap_bytes().wrapping_sub(tables.slider_x2_swapped[square]).swap_bytes();
        (forward ^ reverse) & mask
    }

    /// Up and down by multiplies (the library's first byte-table version).
    pub fn rank_bytes_multiply_multiply(square: u8, occupied: u64) -> u64 {
        let rank = square as usize >> 3;
        let inner = (occupied.wrapping_mul(RANK_LIFTS[rank]) >> 58) as usize;
        u64::from(RANK_BYTES[inner << 3 | (square & 7) as usize]).wrapping_mul(1 << (8 * rank))
    }

    /// `hyperbola_file` with only the mask read from a table.
    pub fn hyperbola_file_mask_table(tables: &FileTables, square: u8, occupied: u64) -> u64 {
        let mask = tables.mask[square as usize];
        let o = occupied & mask;
        let forward = o.wrapping_sub(2u64 << square);
        // Twice the mirrored slider: the mirror of square `s` is `s ^ 56`.
        let reverse = o.swap_bytes().wrapping_sub(2u64 << (square ^ 56)).swap_bytes();
        (forward ^ reverse) & mask
    }

    /// Rank attacks from a 512-byte table: entry `inner` packs, for each file (one byte each), the first-rank
    /// attacks of a rook on that file when the six inner squares b–g hold `inner`.
    pub fn rank_by_table(table: &[u64; 64], square: u8, occupied: u64) -> u64 {
        let rank_shift = square & 56;
        let inner = (occupied >> (rank_shift + 1)) & 63;
        let attacks = (table[inner as usize] >> ((square & 7) * 8)) & 0xff;
        attacks << rank_shift
    }

    /// Rank attacks by obstruction difference (two ray loads, one scan).
    pub fn rank_by_difference(square: u8, occupied: u64) -> u64 {
        let square = square as usize;
        line(occupied, tables::WEST_RAYS[square], tables::EAST_RAYS[square])
    }

    /// The first-rank attacks as bytes, entry `inner * 8 + file`, the layout of the library's (private)
    /// `RANK_ATTACKS`: a static, addressed directly as the library's is, filled at compile time by walking
    /// the rank.
    static RANK_BYTES: [u8; 512] = rank_bytes();

    const fn rank_bytes() -> [u8; 512] {
        let mut table = [0u8; 512];
        let mut index = 0;
        while index < 512 {
            // The inner squares b–g hold `index >> 3`; the rook stands on file `index & 7`.
            let (occupied, file) = ((index >> 3) << 1, (index & 7) as i32);
            let mut attacks = 0u8;
            let mut west = file - 1;
            while west >= 0 {
                attacks |= 1 << west;
                if occupied >> west & 1 != 0 {
                    break;
                }
                west -= 1;
            }
            let mut east = file + 1;
            while east < 8 {
                attacks |= 1 << east;
                if occupied >> east & 1 != 0 {
                    break;
                }
                east += 1;
            }
            table[index] = attacks;
            index += 1;
        }
        table
    }

    /// Rank attacks from the byte table: the rank's inner squares moved down by a shift, the attacks moved
    /// up by a shift (two variable shifts).
    pub fn rank_bytes_shift_shift(square: u8, occupied: u64) -> u64 {
        let rank_shift = square & 56;
        let inner = ((occupied >> rank_shift) >> 1) as usize & 63;
        u64::from(RANK_BYTES[inner << 3 | (square & 7) as usize]) << rank_shift
    }

    /// Down by a shift, up by a multiply with `1 << rank_shift`.
    pub fn rank_bytes_shift_multiply(square: u8, occupied: u64) -> u64 {
        let rank_shift = square & 56;
        let inner = ((occupied >> rank_shift) >> 1) as usize & 63;
        u64::from(RANK_BYTES[inner << 3 | (square & 7) as usize]).wrapping_mul(1 << rank_shift)
    }

    /// Down by a multiply that lifts the inner squares to the top six bits, up by a shift.
    pub fn rank_bytes_multiply_shift(square: u8, occupied: u64) -> u64 {
        let rank_shift = square & 56;
        let inner = (occupied.wrapping_mul(RANK_LIFTS[square as usize >> 3]) >> 58) as usize;
        u64::from(RANK_BYTES[inner << 3 | (square & 7) as usize]) << rank_shift
    }

    /// `1 << (57 - 8 * rank)`: multiplying by it moves b–g of that rank to bits 58–63.
    static RANK_LIFTS: [u64; 8] = [1 << 57, 1 << 49, 1 << 41, 1 << 33, 1 << 25, 1 << 17, 1 << 9, 1 << 1];

    /// The `kindergarten_halves` bishop in one 64-bit word: a diagonal holds one square
    /// per file, so one multiply folds it into a byte of files, the rook's first-rank table answers that byte,
    /// and a second multiply copies the answer onto every rank for the mask to pick out. No byte swap.
    pub fn diagonal_fold(square: u8, occupied: u64) -> u64 {
        let square = square as usize & 63;
        let fold = |mask: u64| {
            const A_FILE: u64 = 0x0101_0101_0101_0101;
            let by_file = (occupied & mask).wrapping_mul(A_FILE) >> 56;
            let attacks = RANK_BYTES[((by_file as usize >> 1) & 63) << 3 | (square & 7)];
            u64::from(attacks).wrapping_mul(A_FILE) & mask
        };
        fold(tables::DIAGONAL_MASKS[square]) | fold(tables::ANTI_DIAGONAL_MASKS[square])
    }

    /// The bishop on 64-bit targets before the lanes (src/bishop/hyperbola_quintessence.rs): hyperbola quintessence on each
    /// diagonal in turn, subtracting `2s` read from two 512-byte tables.
    pub fn hyperbola_bishop(square: u8, occupied: u64) -> u64 {
        let square = square as usize & 63;
        let line = |mask: u64| {
            let blockers = occupied & mask;
            let upward = blockers.wrapping_sub(DOUBLED_SQUARES[square]);
            let mirrored = blockers.swap_bytes().wrapping_sub(DOUBLED_MIRRORED_SQUARES[square]);
            (upward ^ mirrored.swap_bytes()) & mask
        };
        line(tables::DIAGONAL_MASKS[square]) | line(tables::ANTI_DIAGONAL_MASKS[square])
    }

    /// The queen on 64-bit targets before the lanes: the library's rook and `hyperbola_bishop` side by side.
    pub fn rook_and_bishop(square: u8, occupied: u64) -> u64 {
        let rook = chess_attacks::rook_attacks(Square::ALL[square as usize & 63], Bitboard(occupied));
        rook.0 | hyperbola_bishop(square, occupied)
    }

    /// `2 << square` and `2 << (square ^ 56)`, as the library's tables held them.
    static DOUBLED_SQUARES: [u64; 64] = doubled_squares(0);
    static DOUBLED_MIRRORED_SQUARES: [u64; 64] = doubled_squares(56);

    /// `2 << (square ^ flip)` for every square.
    const fn doubled_squares(flip: usize) -> [u64; 64] {
        let mut table = [0; 64];
        let mut square = 0;
        while square < 64 {
            table[square] = 2 << (square ^ flip);
            square += 1;
        }
        table
    }

    /// The packed first-rank table `rank_by_table` reads, from the reference walk.
    pub fn rank_table() -> [u64; 64] {
        core::array::from_fn(|inner| {
            (0..8u8).fold(0, |packed, file| {
                let attacks = reference::rook_attacks(file, (inner as u64) << 1) & 0xff;
                packed | attacks << (file * 8)
            })
        })
    }
}

criterion_group!(benches, rook_benches, bishop_and_queen_benches, pawn_benches);
criterion_main!(benches);
