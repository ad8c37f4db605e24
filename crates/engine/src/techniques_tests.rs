//! Each of the search's selective techniques on its own against the full-width search (none of them),
//! which `tests/full_width.rs` checks against a plain alpha-beta over the whole tree: each technique must save
//! nodes (lazy evaluation, slider lookups), and those exact where their premise holds (lazy evaluation, the
//! table's cutoffs) must keep the score. Each technique's rule is checked for what it must never do, and
//! every bound the table stores against a search of its position alone.

use core::cell::Cell;
use std::string::ToString;
use std::vec::Vec;

use crate::eval::VALUES;
use crate::game::Game;
use crate::hash::hash;
use crate::history::FromToHistory;
use crate::limits::{Limits, MAX_DEPTH, NoClock};
use crate::score::MATE_BOUND;
use crate::search::{Outcome, Scratch};
use crate::table::{Bound, Entry, HORIZON_TABLE_ENTRIES, Table, score_from_table};
use crate::technique::{self, CARRIED_LAZY_MARGIN, DELTA_MARGIN, LAZY_MARGIN};
use chess_attacks::{Bitboard, Root, Sliders, Square};
use chess_attacks_movegen::{Move, Position};

/// Positions with something to search, from the published perft positions: a middlegame full of
/// tactics, a quiet one, and a rook ending.
const POSITIONS: [&str; 3] = [
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
];

/// Lazy evaluation with the carried estimate, as the engine plays it.
const CARRIED: u16 = technique::LAZY_EVALUATION | technique::CARRIED_ESTIMATE;

/// A search of `fen` to `depth` with the techniques `TECHNIQUES`, from a fresh table and history.
fn search<const TECHNIQUES: u16>(fen: &str, depth: u32) -> Outcome {
    search_on::<TECHNIQUES>(fen, depth, &mut fresh_table())
}

/// The tests' table size, unless a test chooses another.
const TABLE_ENTRIES: usize = 1 << 14;

fn fresh_table() -> Vec<Entry> {
    std::vec![Entry::EMPTY; TABLE_ENTRIES]
}

/// A search of `fen` to `depth` with the techniques `TECHNIQUES` on the table `entries`, from a fresh
/// history.
fn search_on<const TECHNIQUES: u16>(fen: &str, depth: u32, entries: &mut [Entry]) -> Outcome {
    search_with::<Root, TECHNIQUES>(fen, depth, entries)
}

/// The same with the slider lookups `S`.
fn search_with<S: Sliders, const TECHNIQUES: u16>(fen: &str, depth: u32, entries: &mut [Entry]) -> Outcome {
    let game = Game::from_fen(fen).expect("a valid FEN");
    let mut scratch = std::boxed::Box::new(Scratch::<64, 8, 4096>::new());
    let mut history = FromToHistory::default();
    scratch.deepen::<S, _, _, TECHNIQUES>(
        entries,
        &mut history,
        &game,
        &Limits::depth(depth),
        &mut NoClock,
        |_| {},
    )
}

std::thread_local! {
    static LOOKUPS: Cell<u64> = const { Cell::new(0) };
}

/// The crate root's slider lookups, counted in `LOOKUPS`: the work of a technique that spares work, not
/// nodes.
struct Counted;

impl Counted {
    fn count() {
        LOOKUPS.with(|lookups| lookups.set(lookups.get() + 1));
    }
}

impl Sliders for Counted {
    const NAME: &'static str = "counted";

    fn rook(square: Square, occupied: Bitboard) -> Bitboard {
        Counted::count();
        Root::rook(square, occupied)
    }

    fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
        Counted::count();
        Root::bishop(square, occupied)
    }

    fn queen(square: Square, occupied: Bitboard) -> Bitboard {
        Counted::count();
        Root::queen(square, occupied)
    }
}

/// The nodes and the slider lookups of the searches of every position to `depth` with `TECHNIQUES`.
fn nodes_and_lookups<const TECHNIQUES: u16>(depth: u32) -> (u64, u64) {
    LOOKUPS.with(|lookups| lookups.set(0));
    let nodes =
        POSITIONS.iter().map(|fen| search_with::<Counted, TECHNIQUES>(fen, depth, &mut fresh_table()).nodes);
    (nodes.sum(), LOOKUPS.with(Cell::get))
}

/// The positions `plies` or fewer moves from `position`, with it.
fn within(position: Position, plies: u32) -> Vec<Position> {
    let mut found = std::vec![position];
    if plies > 0 {
        for &mv in position.legal_moves().as_slice() {
            found.extend(within(position.play(mv), plies - 1));
        }
    }
    found
}

/// The nodes each search visits over the positions, at `depth`.
fn nodes<const TECHNIQUES: u16>(depth: u32) -> u64 {
    POSITIONS.iter().map(|fen| search::<TECHNIQUES>(fen, depth).nodes).sum()
}

#[test]
fn each_technique_saves_nodes_and_all_together_save_the_most() {
    let depth = 4;
    let none = nodes::<0>(depth);
    let each = [
        ("the table's cutoffs", nodes::<{ technique::TABLE_CUTOFFS }>(depth)),
        ("reverse futility", nodes::<{ technique::REVERSE_FUTILITY }>(depth)),
        ("the null move", nodes::<{ technique::NULL_MOVE }>(depth)),
        ("late-move reductions", nodes::<{ technique::LATE_MOVE_REDUCTIONS }>(depth)),
        ("delta pruning", nodes::<{ technique::DELTA_PRUNING }>(depth)),
        ("winning captures only", nodes::<{ technique::WINNING_CAPTURES_ONLY }>(depth)),
        ("futility pruning", nodes::<{ technique::FUTILITY_PRUNING }>(depth)),
    ];
    let all = nodes::<{ technique::ALL }>(depth);
    for (name, nodes) in each {
        assert!(nodes < none, "{name}: {nodes} nodes, against {none} with none");
        assert!(all < nodes, "all of them: {all} nodes, against {nodes} with {name} alone");
    }
}

#[test]
fn lazy_evaluation_keeps_the_score_of_the_whole_tree() {
    for fen in POSITIONS {
        for depth in 1..=3 {
            let whole = search::<0>(fen, depth).score;
            assert_eq!(
                search::<{ technique::LAZY_EVALUATION }>(fen, depth).score,
                whole,
                "depth {depth} in {fen}"
            );
        }
    }
}

#[test]
fn lazy_evaluation_spares_the_evaluation_s_attacks_and_the_carried_estimate_spares_more() {
    let depth = 4;
    let (none_nodes, none_lookups) = nodes_and_lookups::<0>(depth);
    let (lazy_nodes, lazy_lookups) = nodes_and_lookups::<{ technique::LAZY_EVALUATION }>(depth);
    let (carried_nodes, carried_lookups) = nodes_and_lookups::<CARRIED>(depth);
    // Fewer lookups a node: the ratios, cross-multiplied.
    assert!(
        lazy_lookups * none_nodes < none_lookups * lazy_nodes,
        "{lazy_lookups} lookups in {lazy_nodes} nodes, against {none_lookups} in {none_nodes} with none"
    );
    assert!(
        carried_lookups * lazy_nodes < lazy_lookups * carried_nodes,
        "{carried_lookups} lookups in {carried_nodes} nodes carried, against {lazy_lookups} in {lazy_nodes}"
    );
}

/// The carried estimate is not exact, but it stays near: on these positions and depths, the score moves by
/// less than its margin.
#[test]
fn the_carried_estimate_keeps_the_score_within_its_margin() {
    for fen in POSITIONS {
        for depth in 1..=3 {
            let (whole, carried) = (search::<0>(fen, depth).score, search::<CARRIED>(fen, depth).score);
            let off = (carried - whole).abs();
            assert!(off < CARRIED_LAZY_MARGIN, "depth {depth} in {fen}: {carried}, the whole tree's {whole}");
        }
    }
}

#[test]
fn the_table_s_cutoffs_keep_the_score_of_the_whole_tree() {
    // Exact but for one case: a position met at two depths (a check or a king's detour on one path), whose
    // deeper score then stands for the shallower. These positions have none that changes the score at these
    // depths (king endings do, from six plies), so a bound misread (a lower bound taken for an upper one)
    // shows: in the rook ending, at five.
    for (fen, deepest) in POSITIONS.iter().zip([4, 4, 5]) {
        for depth in 1..=deepest {
            let whole = search::<0>(fen, depth).score;
            assert_eq!(
                search::<{ technique::TABLE_CUTOFFS }>(fen, depth).score,
                whole,
                "depth {depth} in {fen}"
            );
        }
    }
}

/// For each legal move of `fen`'s position, a table of `entries` entries that holds only the one-ply search
/// (with the table's cutoffs) of the position it leads to.
fn tables_of_one_child(fen: &str, entries: usize) -> Vec<(Move, Vec<Entry>)> {
    let position = *Game::from_fen(fen).expect("a valid FEN").position();
    let moves = position.legal_moves();
    let children = moves.as_slice().iter().map(|&mv| {
        let mut filled = std::vec![Entry::EMPTY; entries];
        search_on::<{ technique::TABLE_CUTOFFS }>(&position.play(mv).fen().to_string(), 1, &mut filled);
        (mv, filled)
    });
    children.collect()
}

#[test]
fn the_table_settles_nodes_at_the_horizon_outside_the_principal_variation() {
    // One child of the root searched first on a fresh table, then the root one ply deep: searched within a
    // null window (any child but the first), the child is settled by its exact entry, one node rather than
    // a quiescence search; searched first, within the whole window, it is searched as on a fresh table.
    // Without the technique the entry changes nothing. A settled child's score is its one-ply search's
    // rather than its quiescence's, which can cost a later sibling a second search: an entry may cost a
    // node, but the entries save more than they cost.
    const CUTOFFS: u16 = technique::TABLE_CUTOFFS;
    for fen in POSITIONS {
        let (fresh, full_width) = (search::<CUTOFFS>(fen, 1).nodes, search::<0>(fen, 1).nodes);
        let mut saving = Vec::new();
        for (mv, mut filled) in tables_of_one_child(fen, TABLE_ENTRIES) {
            assert_eq!(search_on::<0>(fen, 1, &mut filled.clone()).nodes, full_width, "{mv} in {fen}");
            let nodes = search_on::<CUTOFFS>(fen, 1, &mut filled).nodes;
            saving.push(fresh as i64 - nodes as i64);
        }
        let settled = saving.iter().filter(|&&nodes| nodes > 0).count();
        assert!(settled >= 1, "none of {} children settled in {fen}", saving.len());
        assert!(saving.iter().sum::<i64>() > 0, "the entries cost nodes on balance in {fen}: {saving:?}");
    }
}

#[test]
fn a_table_too_large_for_the_cache_is_not_read_at_the_horizon() {
    // The last test's searches on a table of the most entries read at the horizon, and of one more: a
    // child's entry settles it in the first and changes nothing in the second.
    const CUTOFFS: u16 = technique::TABLE_CUTOFFS;
    let fen = POSITIONS[0];
    let sizes = [HORIZON_TABLE_ENTRIES, HORIZON_TABLE_ENTRIES + 1];
    let mut settled = [0, 0];
    for (entries, settled) in sizes.into_iter().zip(&mut settled) {
        let fresh = search_on::<CUTOFFS>(fen, 1, &mut std::vec![Entry::EMPTY; entries]).nodes;
        for (mv, mut filled) in tables_of_one_child(fen, entries) {
            let nodes = search_on::<CUTOFFS>(fen, 1, &mut filled).nodes;
            assert!(nodes <= fresh, "{nodes} nodes with {mv}'s entry, {fresh} without, on {entries} entries");
            *settled += usize::from(nodes < fresh);
        }
    }
    assert!(settled[0] >= 2, "{} children settled on {} entries", settled[0], sizes[0]);
    assert_eq!(settled[1], 0, "children settled at the horizon on {} entries", sizes[1]);
}

#[test]
fn the_techniques_are_ten_distinct_bits_and_all_is_every_one() {
    use technique::*;
    let bits = [
        TABLE_CUTOFFS,
        REVERSE_FUTILITY,
        NULL_MOVE,
        LATE_MOVE_REDUCTIONS,
        LAZY_EVALUATION,
        DELTA_PRUNING,
        WINNING_CAPTURES_ONLY,
        FUTILITY_PRUNING,
        CARRIED_ESTIMATE,
        ASPIRATION_WINDOWS,
    ];
    let mut union = 0;
    for bit in bits {
        assert_eq!(bit.count_ones(), 1, "{bit:#b} is one bit");
        assert_eq!(union & bit, 0, "{bit:#b} is no other technique's");
        union |= bit;
    }
    assert_eq!(union, ALL);
}

#[test]
fn late_move_reductions_spare_the_first_three_moves_and_the_last_two_plies_and_take_at_most_two() {
    for depth in 1..=MAX_DEPTH as i32 {
        for index in 0..64 {
            let reduction = technique::late_move_reduction(depth, index);
            let case = std::format!("move {index} at depth {depth}");
            assert!((0..=2).contains(&reduction), "{reduction} plies off {case}");
            assert_eq!(reduction == 0, index < 3 || depth < 3, "{reduction} plies off {case}");
            assert!(
                technique::late_move_reduction(depth, index + 1) >= reduction,
                "a later move less: {case}"
            );
        }
    }
}

#[test]
fn the_null_move_is_never_tried_in_check_with_pawns_alone_or_below_beta() {
    use technique::{may_pass, null_move_depth};
    let scores = (-400..=400).step_by(50);
    for (in_check, has_pieces) in [(false, false), (false, true), (true, false), (true, true)] {
        for depth in 0..=MAX_DEPTH as i32 {
            for evaluation in scores.clone() {
                for beta in scores.clone() {
                    if may_pass(in_check, has_pieces, depth, evaluation, beta) {
                        let case = std::format!("depth {depth}, evaluation {evaluation}, beta {beta}");
                        assert!(!in_check, "in check: {case}");
                        assert!(has_pieces, "pawns alone: {case}");
                        assert!(evaluation >= beta, "below beta: {case}");
                        assert!(null_move_depth(depth) >= 0, "no depth for its search: {case}");
                    }
                }
            }
        }
    }
    assert!(may_pass(false, true, 3, 0, 0), "tried out of check, with a piece, at beta, three plies deep");
}

#[test]
fn the_null_move_s_search_is_two_plies_shallower_than_a_move_s_deepens_with_it_and_never_below_quiescence() {
    for depth in 3..=MAX_DEPTH as i32 {
        let reduced = technique::null_move_depth(depth);
        assert!((0..=depth - 3).contains(&reduced), "{reduced} plies at depth {depth}");
        assert!(
            technique::null_move_depth(depth + 1) >= reduced,
            "a deeper node's pass searched less deep, at {depth}"
        );
        assert!(
            technique::null_move_depth(depth + 6) > reduced,
            "six plies deeper, the pass no deeper, at {depth}"
        );
    }
}

#[test]
fn aspiration_windows_keep_the_score_of_the_whole_tree() {
    // A score outside the first window is searched again with that side open, so each iteration's score is
    // exact. Besides the positions, two whose scores move by more than the window from one depth to the
    // next: two pawns that threaten to fork black's knight and bishop, and a rook's mate on the first rank
    // that white's knights can only put off.
    let swings = ["4k3/8/3n1b2/8/3PP3/8/8/4K3 b - - 0 1", "1N6/r7/N7/8/8/5k1p/7P/7K w - - 0 1"];
    let (mut failed_low, mut failed_high) = (false, false);
    for fen in POSITIONS.into_iter().chain(swings) {
        let mut last = None;
        for depth in 1..=4 {
            let whole = search::<0>(fen, depth).score;
            let aspirated = search::<{ technique::ASPIRATION_WINDOWS }>(fen, depth).score;
            assert_eq!(aspirated, whole, "depth {depth} in {fen}");
            if let Some(guess) = last {
                let (alpha, beta) = technique::aspiration_window(guess);
                failed_low |= whole <= alpha;
                failed_high |= whole >= beta;
            }
            last = Some(whole);
        }
    }
    assert!(failed_low && failed_high, "an iteration fell below its window and one rose above it");
}

#[test]
fn aspiration_windows_start_from_the_second_iteration() {
    // The first iteration has no score to guess from: it searches the whole window, node for node as
    // without aspiration windows. From the second on, a window around the guess cuts other nodes.
    const ASPIRATION: u16 = technique::ASPIRATION_WINDOWS;
    for fen in POSITIONS {
        assert_eq!(search::<ASPIRATION>(fen, 1).nodes, search::<0>(fen, 1).nodes, "{fen}");
        let differs = |depth| search::<ASPIRATION>(fen, depth).nodes != search::<0>(fen, depth).nodes;
        assert!((2..=4).any(differs), "{fen}");
    }
}

#[test]
fn an_aspiration_window_holds_its_guess_and_is_open_around_a_mate() {
    use crate::score::{INFINITY, MATE};
    for guess in (-2_000..=2_000).step_by(25) {
        let (alpha, beta) = technique::aspiration_window(guess);
        assert!(alpha < guess && guess < beta && beta - alpha <= 200, "{guess}: {alpha}..{beta}");
    }
    for mate in [MATE - 3, -MATE + 4] {
        assert_eq!(technique::aspiration_window(mate), (-INFINITY, INFINITY), "{mate}");
    }
}

#[test]
fn the_estimate_decides_only_beyond_the_window_by_its_margin() {
    use technique::estimate_decides;
    let (alpha, beta) = (-50, 50);
    for margin in [LAZY_MARGIN, CARRIED_LAZY_MARGIN] {
        assert!(estimate_decides((beta + margin, margin), alpha, beta), "far above beta");
        assert!(estimate_decides((alpha - margin, margin), alpha, beta), "far below alpha");
        for estimate in alpha - margin + 1..beta + margin {
            let within = (estimate, margin);
            assert!(!estimate_decides(within, alpha, beta), "{estimate} within {margin} of {alpha}..{beta}");
        }
    }
}

#[test]
fn delta_pruning_never_skips_a_capture_whose_victim_would_reach_alpha() {
    for best_score in (-1000..=1000).step_by(25) {
        for alpha in (-1000..=1000).step_by(25) {
            for gain in VALUES {
                let hopeless = technique::hopeless(best_score, gain, alpha);
                if best_score + gain >= alpha {
                    assert!(!hopeless, "{best_score} + {gain} reaches {alpha}");
                }
                if best_score + gain + DELTA_MARGIN <= alpha {
                    assert!(hopeless, "{best_score} + {gain} falls short of {alpha} by the margin");
                }
            }
        }
    }
}

#[test]
fn a_bound_that_settles_nothing_ends_no_node() {
    // Bounds true of any position that is not mate: at most, or at least, more than any evaluation. A
    // table that took an upper bound above alpha, or a lower one below beta, for a cutoff would end nodes
    // on them.
    for fen in POSITIONS {
        let root = *Game::from_fen(fen).expect("a valid FEN").position();
        for depth in 2..=3 {
            let whole = search::<0>(fen, depth).score;
            for (bound, score) in [(Bound::Upper, MATE_BOUND - 1), (Bound::Lower, 1 - MATE_BOUND)] {
                let mut entries = fresh_table();
                let mut table = Table { entries: &mut entries };
                for position in within(root, 2).iter().skip(1) {
                    table.store(hash(position), None, score, MAX_DEPTH as i32, bound);
                }
                let score = search_on::<{ technique::TABLE_CUTOFFS }>(fen, depth, &mut entries).score;
                assert_eq!(score, whole, "{bound:?} bounds, depth {depth} in {fen}");
            }
        }
    }
}

#[test]
fn the_table_keeps_the_root_s_best_move_for_the_next_search() {
    for fen in POSITIONS {
        let root = *Game::from_fen(fen).expect("a valid FEN").position();
        let mut entries = fresh_table();
        let outcome = search_on::<{ technique::ALL }>(fen, 4, &mut entries);
        let entry = Table { entries: &mut entries }.probe(hash(&root)).expect("the root's entry");
        assert_eq!(entry.best(), outcome.best, "{fen}");
    }
}

#[test]
fn every_bound_the_full_width_search_stores_is_true() {
    // The full-width search reads the table only for its moves, so every score it stores, at the depth it
    // stores it, is checked here against a search of that position alone, to that depth.
    let mut checked = [0; 3];
    for fen in POSITIONS {
        let root = *Game::from_fen(fen).expect("a valid FEN").position();
        let mut entries = fresh_table();
        search_on::<0>(fen, 3, &mut entries);
        let table = Table { entries: &mut entries };
        for position in within(root, 2) {
            let Some(entry) = table.probe(hash(&position)) else { continue };
            // The stored depth includes the check's extension, which the search of the position adds again.
            let depth = entry.depth() - i32::from(position.in_check());
            if depth < 1 {
                continue;
            }
            let game = Game::new(position, 0);
            let fen = std::format!("{}", game.fen());
            let value = search::<0>(&fen, depth as u32).score;
            let score = score_from_table(i32::from(entry.score()), 0);
            let (holds, index) = match entry.bound() {
                Bound::Exact => (value == score, 0),
                Bound::Lower => (value >= score, 1),
                Bound::Upper => (value <= score, 2),
                Bound::Empty => unreachable!("probe returns no empty slot"),
            };
            assert!(holds, "{:?} {score} at depth {depth}, worth {value}: {fen}", entry.bound());
            checked[index] += 1;
        }
    }
    assert!(checked.iter().all(|&count| count > 0), "exact, lower and upper bounds checked: {checked:?}");
}

#[test]
fn futility_pruning_is_reverse_futility_s_mirror_and_both_reach_further_with_fewer_plies() {
    use technique::{futile, holds};
    for depth in 1..=3 {
        for evaluation in (-1000..=1000).step_by(10) {
            for bound in (-1000..=1000).step_by(10) {
                let case = std::format!("evaluation {evaluation}, bound {bound}, depth {depth}");
                assert_eq!(holds(evaluation, depth, bound), futile(-evaluation, depth, -bound), "{case}");
                if holds(evaluation, depth, bound) {
                    assert!(evaluation > bound, "holds without beating beta: {case}");
                    assert!(holds(evaluation, depth - 1, bound), "holds, but not with a ply less: {case}");
                }
            }
        }
    }
}
