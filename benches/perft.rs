//! Whole-program speed: perft (every legal move, the last ply counted from the move lists) on the six
//! published positions, by the workspace's move generator (crates/movegen) on the crate root's lookups and on `magic`'s,
//! and by cozy-chess's own move generator, counted the same way. Criterion reports nodes (leaf positions)
//! per second; each position's depth keeps a run near 0.5–5 million nodes.
//!
//! Run: `cargo bench -p chess-attacks-benches --bench perft`.

use std::hint::black_box;

use chess_attacks::Root;
use chess_attacks::magic::Magic;
use chess_attacks_movegen::Position;
use chess_attacks_test_support::cozy::cozy_perft;
use chess_attacks_test_support::{PUBLISHED_FENS, PUBLISHED_TIMED};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

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
