//! Slider attacks on real positions: every position reached at depth 3 from the six standard perft
//! positions (271,312 boards, generated once before timing with the workspace's move generator), and
//! for each the work an engine does to map what a side attacks: the attack set of every rook, bishop and
//! queen on the board (a queen as one lookup where the crate has one, else rook | bishop), ORed per side.
//! Each crate iterates its own bitboard type over its own squares, prepared in advance.
//!
//! Run: `cargo bench -p chess-attacks-benches --bench positions`. Criterion's time is per pass over every
//! board; divide by the slider count it prints for nanoseconds per lookup.

use std::hint::black_box;

use chess_attacks::{Bitboard, Color, Piece, Square, bishop_attacks, magic, queen_attacks, rook_attacks};
use chess_attacks_movegen::Position;
use chess_attacks_test_support::PUBLISHED_FENS;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// One board as the benchmark reads it: the occupancy, and per side its rooks, bishops and queens.
#[derive(Clone, Copy)]
struct Sliders<B> {
    occupied: B,
    sides: [[B; 3]; 2],
}

/// Every position `depth` moves from `position`, appended to `leaves`.
fn leaves(position: &Position, depth: u32, out: &mut Vec<Sliders<u64>>) {
    if depth == 0 {
        let set = |color, piece| position.pieces(color, piece).0;
        let side = |color| [set(color, Piece::Rook), set(color, Piece::Bishop), set(color, Piece::Queen)];
        out.push(Sliders {
            occupied: position.occupied().0,
            sides: [side(Color::White), side(Color::Black)],
        });
        return;
    }
    for &mv in position.legal_moves().as_slice() {
        leaves(&position.play(mv), depth - 1, out);
    }
}

/// The boards, each crate's lookups over them, and the oracle check.
fn real_positions(c: &mut Criterion) {
    let mut boards = Vec::new();
    for fen in PUBLISHED_FENS {
        let position = Position::from_fen(fen).expect("a published FEN");
        leaves(&position, 3, &mut boards);
    }
    // 8,902 + 97,862 + 2,812 + 9,467 + 62,379 + 89,890: the published depth-3 counts.
    assert_eq!(boards.len(), 271_312, "the perft generator reached the published number of positions");
    let lookups: u64 =
        boards.iter().flat_map(|board| board.sides).flatten().map(|set| u64::from(set.count_ones())).sum();
    println!("{} boards, {lookups} slider lookups per pass", boards.len());

    let ours = convert(&boards, Bitboard);
    let cozy = convert(&boards, cozy_chess::BitBoard);
    let shakmaty = convert(&boards, shakmaty::Bitboard);
    let shakmaty_small = convert(&boards, shakmaty_small::Bitboard);
    let chess = convert(&boards, chess::BitBoard);

    // Every crate must give the same attack maps before any is timed.
    let expected = pass(
        &ours,
        |square: Square, occupied| rook_attacks(square, occupied).0,
        |square, occupied| bishop_attacks(square, occupied).0,
        |square, occupied| queen_attacks(square, occupied).0,
    );

    let mut group = c.benchmark_group("real_positions");
    group.throughput(Throughput::Elements(lookups));
    macro_rules! time {
        ($name:expr, $boards:expr, $rook:expr, $bishop:expr, $queen:expr) => {{
            let rook = |square, occupied| $rook(square, occupied).0;
            let bishop = |square, occupied| $bishop(square, occupied).0;
            let queen = |square, occupied| $queen(square, occupied).0;
            assert_eq!(pass(&$boards, rook, bishop, queen), expected, "{} disagrees", $name);
            group.bench_function($name, |b| b.iter(|| pass(black_box(&$boards), rook, bishop, queen)));
        }};
    }
    time!("chess-attacks", ours, rook_attacks, bishop_attacks, queen_attacks);
    time!("chess-attacks-magic", ours, magic::rook_attacks, magic::bishop_attacks, magic::queen_attacks);
    time!("cozy-chess", cozy, cozy_chess::get_rook_moves, cozy_chess::get_bishop_moves, |s, o| {
        cozy_chess::get_rook_moves(s, o) | cozy_chess::get_bishop_moves(s, o)
    });
    time!(
        "shakmaty",
        shakmaty,
        shakmaty::attacks::rook_attacks,
        shakmaty::attacks::bishop_attacks,
        shakmaty::attacks::queen_attacks
    );
    time!(
        "shakmaty-small",
        shakmaty_small,
        shakmaty_small::attacks::rook_attacks,
        shakmaty_small::attacks::bishop_attacks,
        shakmaty_small::attacks::queen_attacks
    );
    time!("chess", chess, chess::get_rook_moves, chess::get_bishop_moves, |s, o| {
        chess::get_rook_moves(s, o) | chess::get_bishop_moves(s, o)
    });
    group.finish();
}

/// The boards in a crate's own bitboard type.
fn convert<B: Copy>(boards: &[Sliders<u64>], bitboard: fn(u64) -> B) -> Vec<Sliders<B>> {
    boards
        .iter()
        .map(|board| Sliders {
            occupied: bitboard(board.occupied),
            sides: board.sides.map(|side| side.map(bitboard)),
        })
        .collect()
}

/// One pass: per board and side, the OR of every slider's attacks, all folded together so none is
/// optimised away. One loop per kind of piece, as a move generator has.
fn pass<B, S>(
    boards: &[Sliders<B>],
    rook: impl Fn(S, B) -> u64,
    bishop: impl Fn(S, B) -> u64,
    queen: impl Fn(S, B) -> u64,
) -> u64
where
    B: Copy + IntoIterator<Item = S>,
{
    let mut combined = 0;
    for board in boards {
        for [rooks, bishops, queens] in board.sides {
            let mut attacked = 0;
            for square in rooks {
                attacked |= rook(square, board.occupied);
            }
            for square in bishops {
                attacked |= bishop(square, board.occupied);
            }
            for square in queens {
                attacked |= queen(square, board.occupied);
            }
            combined ^= attacked;
        }
    }
    combined
}

criterion_group!(benches, real_positions);
criterion_main!(benches);
