//! Whole-program speed in a search: the search example's bench (`examples/search.rs`: its 13 positions, each
//! to a fixed depth with a fresh 32 MiB transposition table) on the crate root's slider lookups and on
//! `magic`'s. Both must visit the same nodes, checked before anything is timed; criterion reports nodes
//! per second.
//!
//! Run: `cargo bench -p chess-attacks-benches --bench search`.

// The whole example, `main` included, so the bench runs exactly the code `cargo run --example search` does.
#[allow(dead_code)]
// The example is written for the library's MSRV (1.85), which this package's lints do not know: no let
// chains, no `is_multiple_of`.
#[allow(clippy::collapsible_if, clippy::manual_is_multiple_of)]
#[path = "../examples/search.rs"]
mod search_example;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use search_example::engine::{DEFAULT_HASH_MIB, Engine, Lookups};
use search_example::{BENCH_FENS, bench_position};

/// Lower than the example's default (10), so that a criterion sample takes about a second.
const DEPTH: u32 = 8;

/// The bench on `lookups`: the nodes of every position, searched in turn on one engine.
fn search_all(engine: &mut Engine, lookups: Lookups) -> Vec<u64> {
    BENCH_FENS
        .iter()
        .map(|fen| bench_position(engine, fen, DEPTH, lookups).expect("a bench position").nodes)
        .collect()
}

fn search(c: &mut Criterion) {
    let mut engine = Engine::new(DEFAULT_HASH_MIB);
    engine.set_hash(DEFAULT_HASH_MIB).expect("the table fits in memory");
    let nodes = search_all(&mut engine, Lookups::Root);
    assert_eq!(nodes, search_all(&mut engine, Lookups::Magic), "the two families searched different trees");

    let mut group = c.benchmark_group("search");
    group.throughput(Throughput::Elements(nodes.iter().sum()));
    group.sample_size(10);
    group.bench_function("chess-attacks", |b| b.iter(|| search_all(&mut engine, Lookups::Root)));
    group.bench_function("chess-attacks-magic", |b| b.iter(|| search_all(&mut engine, Lookups::Magic)));
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
