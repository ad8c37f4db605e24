//! Whole programs, side by side: perft on the six published positions by the workspace's generator on
//! the crate root's lookups, on `magic`'s, and by cozy-chess 0.3.4's own perft; and the search engine's
//! bench (its 13 positions at depth 8, a fresh 32 MiB table each) on both families. The figures the docs
//! choose lookups by (benches/README.md, "Whole programs").
//!
//! A shared virtual machine's speed drifts from second to second, so every round times each program once,
//! back to back, and a ratio is taken within the round; the table gives the median of the rounds' ratios
//! and their interquartile range. Speed ratios: above 1, the first is faster.
//!
//! Run: `cargo bench -p chess-attacks-benches --bench whole_programs [-- ROUNDS]` (15 rounds unless given;
//! about 90 s), and again with `RUSTFLAGS="-C target-cpu=x86-64-v3"` for the AVX2 build.
//!
//! `-- count root` (or `count magic`) runs the six perfts once on one family and times nothing: the program
//! to count instructions of, under callgrind (benches/README.md, "Whole programs").

use std::hint::black_box;
use std::time::Instant;

use chess_attacks::Root;
use chess_attacks::magic::Magic;
use chess_attacks_engine::bench::{BENCH_FENS, bench_position};
use chess_attacks_engine::desktop::{DEFAULT_HASH_MIB, HeapEngine, heap_engine};
use chess_attacks_movegen::Position;
use chess_attacks_test_support::cozy::cozy_perft;
use chess_attacks_test_support::{PUBLISHED_FENS, PUBLISHED_TIMED};

/// Each timed perft repeats until about this many leaves, so that no measurement is a few milliseconds long.
const LEAVES_PER_MEASUREMENT: u64 = 30_000_000;

/// The search's depth: the example's bench at 8 plies takes about a second per family.
const SEARCH_DEPTH: u32 = 8;

/// Seconds `run` takes, `times` times over; `run` must return `expected` every time.
fn seconds(times: u64, expected: u64, mut run: impl FnMut() -> u64) -> f64 {
    let started = Instant::now();
    for _ in 0..times {
        assert_eq!(run(), expected, "a program counted wrongly");
    }
    started.elapsed().as_secs_f64()
}

/// The median and the quartiles of `values`.
fn quartiles(mut values: Vec<f64>) -> (f64, f64, f64) {
    values.sort_by(f64::total_cmp);
    let at = |fraction: f64| values[((values.len() - 1) as f64 * fraction).round() as usize];
    (at(0.5), at(0.25), at(0.75))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(at) = args.iter().position(|word| word == "count") {
        count_instructions_of(args.get(at + 1).map(String::as_str));
        return;
    }
    // `cargo bench` passes `--bench`; the one number among the arguments, if any, is the rounds.
    let rounds = std::env::args().skip(1).find_map(|word| word.parse().ok()).unwrap_or(15usize);
    let positions: Vec<(Position, cozy_chess::Board)> = PUBLISHED_FENS
        .iter()
        .map(|fen| {
            let board = cozy_chess::Board::from_fen(fen, false).expect("cozy-chess reads a published FEN");
            (Position::from_fen(fen).expect("a published FEN"), board)
        })
        .collect();
    let mut engine = heap_engine(DEFAULT_HASH_MIB).expect("the table fits in memory");
    let search_nodes = search::<Root>(&mut engine);
    assert_eq!(search::<Magic>(&mut engine), search_nodes, "the families searched different trees");

    // Per position: (root ÷ magic, root ÷ cozy-chess, magic ÷ cozy-chess) speed ratios, one per round; and
    // the root's leaves per second.
    let mut perft_ratios = vec![(Vec::new(), Vec::new(), Vec::new(), Vec::new()); PUBLISHED_TIMED.len()];
    let mut search_ratios = Vec::new();
    let mut search_speed = Vec::new();
    for round in 0..rounds {
        for (index, ((_, depth, leaves), (position, board))) in
            PUBLISHED_TIMED.iter().zip(&positions).enumerate()
        {
            let times = (LEAVES_PER_MEASUREMENT / leaves).max(1);
            let root = || seconds(times, *leaves, || black_box(position).perft_with::<Root>(*depth));
            let magic = || seconds(times, *leaves, || black_box(position).perft_with::<Magic>(*depth));
            let peer = || seconds(times, *leaves, || cozy_perft(black_box(board), *depth));
            // The order turns each round, so that none is always first after the previous position.
            let (root, magic, peer) = match round % 3 {
                0 => (root(), magic(), peer()),
                1 => {
                    let (magic, peer) = (magic(), peer());
                    (root(), magic, peer)
                }
                _ => {
                    let peer = peer();
                    let (root, magic) = (root(), magic());
                    (root, magic, peer)
                }
            };
            let (by_magic, by_peer, magic_by_peer, speed) = &mut perft_ratios[index];
            by_magic.push(magic / root);
            by_peer.push(peer / root);
            magic_by_peer.push(peer / magic);
            speed.push((times * leaves) as f64 / root / 1e6);
        }
        let (root, magic) = if round % 2 == 0 {
            let root = seconds(1, search_nodes, || search::<Root>(&mut engine));
            (root, seconds(1, search_nodes, || search::<Magic>(&mut engine)))
        } else {
            let magic = seconds(1, search_nodes, || search::<Magic>(&mut engine));
            (seconds(1, search_nodes, || search::<Root>(&mut engine)), magic)
        };
        search_ratios.push(magic / root);
        search_speed.push(search_nodes as f64 / root / 1e6);
    }

    let cell = |values: &Vec<f64>| {
        let (median, low, high) = quartiles(values.clone());
        format!("{median:.2} ({low:.2}–{high:.2})")
    };
    println!("{rounds} rounds; speed ratios, the median of the rounds' (interquartile range)\n");
    println!(
        "| program | crate root, M nodes/s | root ÷ `magic` | root ÷ cozy-chess | `magic` ÷ cozy-chess |"
    );
    println!("| --- | --- | --- | --- | --- |");
    let mut by_magic_all = Vec::new();
    for ((name, depth, _), (by_magic, by_peer, magic_by_peer, speed)) in
        PUBLISHED_TIMED.iter().zip(&perft_ratios)
    {
        let speed = quartiles(speed.clone()).0;
        println!(
            "| perft, {name}, depth {depth} | {speed:.0} | {} | {} | {} |",
            cell(by_magic),
            cell(by_peer),
            cell(magic_by_peer)
        );
        by_magic_all.push(quartiles(by_magic.clone()).0);
    }
    let speed = quartiles(search_speed).0;
    println!(
        "| search, 13 positions, depth {SEARCH_DEPTH} ({search_nodes} nodes) | {speed:.2} | {} | | |",
        cell(&search_ratios)
    );
    let geometric_mean =
        (by_magic_all.iter().map(|ratio| ratio.ln()).sum::<f64>() / by_magic_all.len() as f64).exp();
    println!("\nperft, root ÷ `magic`, geometric mean of the six medians: {geometric_mean:.2}");
}

/// The search bench's nodes on the lookups `S`: every bench position at [`SEARCH_DEPTH`], the table emptied
/// before each.
fn search<S: chess_attacks::Sliders>(engine: &mut HeapEngine) -> u64 {
    BENCH_FENS
        .iter()
        .map(|fen| bench_position::<S, _>(engine, fen, SEARCH_DEPTH).expect("a bench position").nodes)
        .sum()
}

/// The six perfts at their timed depths, once, on `family` (`root` or `magic`): checked, not timed.
fn count_instructions_of(family: Option<&str>) {
    for (fen, (_, depth, leaves)) in PUBLISHED_FENS.iter().zip(PUBLISHED_TIMED) {
        let position = Position::from_fen(fen).expect("a published FEN");
        let counted = match family {
            Some("root") => position.perft_with::<Root>(depth),
            Some("magic") => position.perft_with::<Magic>(depth),
            other => {
                eprintln!("error: `count` takes `root` or `magic`, not {other:?}");
                std::process::exit(2);
            }
        };
        assert_eq!(counted, leaves, "a program counted wrongly");
    }
}
