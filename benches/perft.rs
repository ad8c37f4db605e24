//! Whole-program speed: perft (every legal move, the last ply counted from the move lists) on the six
//! published positions, by the perft example's move generator on the crate root's lookups and on `magic`'s,
//! and by cozy-chess's own move generator, counted the same way. Criterion reports nodes (leaf positions)
//! per second; each position's depth keeps a run near 0.5–5 million nodes.
//!
//! Run: `cargo bench -p chess-attacks-benches --bench perft`.

#[allow(dead_code)] // The bench uses the generator and perft only.
#[allow(clippy::collapsible_if)] // Let chains would raise the library's MSRV (1.85), which builds this file too.
#[path = "../examples/perft/position.rs"]
mod position;

#[path = "../tests/common/mod.rs"]
mod common;

// cozy-chess's perft, shared with tests/embedded's count on the Cortex-M3.
#[path = "../tests/common/cozy_perft.rs"]
mod cozy;

use std::hint::black_box;

use chess_attacks::{Bitboard, Square, magic};
use common::{PUBLISHED_FENS, PUBLISHED_TIMED};
use cozy::cozy_perft;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use position::{Position, Root, Sliders};

/// `chess_attacks::magic`'s lookups, for the same generator.
struct Magic;

impl Sliders for Magic {
    #[inline]
    fn rook(square: Square, occupied: Bitboard) -> Bitboard {
        magic::rook_attacks(square, occupied)
    }
    #[inline]
    fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
        magic::bishop_attacks(square, occupied)
    }
    #[inline]
    fn queen(square: Square, occupied: Bitboard) -> Bitboard {
        magic::queen_attacks(square, occupied)
    }
}

fn perft(c: &mut Criterion) {
    for ((name, depth, published), fen) in PUBLISHED_TIMED.into_iter().zip(PUBLISHED_FENS) {
        let position = Position::from_fen(fen).expect("a published FEN");
        let board = cozy_chess::Board::from_fen(fen, false).expect("cozy-chess reads it");
        // All three must count the published number before any is timed.
        assert_eq!(position.perft_with::<Root>(depth), published, "{name}, crate root");
        assert_eq!(position.perft_with::<Magic>(depth), published, "{name}, magic");
        assert_eq!(cozy_perft(&board, depth), published, "{name}, cozy-chess");

        let mut group = c.benchmark_group(format!("perft/{name}"));
        group.throughput(Throughput::Elements(published));
        group.sample_size(10);
        group.bench_function("chess-attacks", |b| b.iter(|| black_box(&position).perft_with::<Root>(depth)));
        group.bench_function("chess-attacks-magic", |b| {
            b.iter(|| black_box(&position).perft_with::<Magic>(depth))
        });
        group.bench_function("cozy-chess", |b| b.iter(|| cozy_perft(black_box(&board), depth)));
        group.finish();
    }
}

criterion_group!(benches, perft);
criterion_main!(benches);
