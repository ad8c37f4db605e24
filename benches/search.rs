//! Whole-program speed in a search: the engine's bench (crates/engine: its 13 positions, each to a fixed
//! depth with a fresh 32 MiB transposition table) on the crate root's slider lookups and on
//! `magic`'s. Both must visit the same nodes, checked before anything is timed; criterion reports nodes
//! per second.
//!
//! Run: `cargo bench -p chess-attacks-benches --bench search`.

use chess_attacks::Root;
use chess_attacks::magic::Magic;
use chess_attacks_engine::bench::{BENCH_FENS, bench_position};
use chess_attacks_engine::desktop::{DEFAULT_HASH_MIB, HeapEngine, heap_engine};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// Lower than the desktop bench's default (10), so that a criterion sample takes about a second.
const DEPTH: u32 = 8;

/// The bench on the lookups `S`: the nodes of every position, searched in turn on one engine.
fn search_all<S: chess_attacks::Sliders>(engine: &mut HeapEngine) -> Vec<u64> {
    BENCH_FENS
        .iter()
        .map(|fen| bench_position::<S, _>(engine, fen, DEPTH).expect("a bench position").nodes)
        .collect()
}

fn search(c: &mut Criterion) {
    let mut engine = heap_engine(DEFAULT_HASH_MIB).expect("the table fits in memory");
    let nodes = search_all::<Root>(&mut engine);
    assert_eq!(nodes, search_all::<Magic>(&mut engine), "the two families searched different trees");

    let mut group = c.benchmark_group("search");
    group.throughput(Throughput::Elements(nodes.iter().sum()));
    group.sample_size(10);
    group.bench_function("chess-attacks", |b| b.iter(|| search_all::<Root>(&mut engine)));
    group.bench_function("chess-attacks-magic", |b| b.iter(|| search_all::<Magic>(&mut engine)));
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
