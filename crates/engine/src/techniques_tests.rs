//! Each of the search's selective techniques on its own against the full-width search (none of them),
//! which `tests/full_width.rs` checks against a plain alpha-beta over the whole tree: each technique must save
//! nodes, and those exact where their premise holds (lazy evaluation, the table's cutoffs) must keep the
//! score.

use crate::game::Game;
use crate::history::FromToHistory;
use crate::limits::{Limits, NoClock};
use crate::search::{Outcome, Scratch, technique};
use crate::table::Entry;
use chess_attacks::Root;

/// Positions with something to search, from the published perft positions: a middlegame full of
/// tactics, a quiet one, and a rook ending.
const POSITIONS: [&str; 3] = [
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
];

/// A search of `fen` to `depth` with the techniques `TECHNIQUES`, from a fresh table and history.
fn search<const TECHNIQUES: u8>(fen: &str, depth: u32) -> Outcome {
    let game = Game::from_fen(fen).expect("a valid FEN");
    let mut scratch = std::boxed::Box::new(Scratch::<64, 8, 4096>::new());
    let (mut entries, mut history) = (std::vec![Entry::EMPTY; 1 << 14], FromToHistory::default());
    scratch.deepen::<Root, _, _, TECHNIQUES>(
        &mut entries,
        &mut history,
        &game,
        &Limits::depth(depth),
        &mut NoClock,
        |_| {},
    )
}

/// The nodes each search visits over the positions, at `depth`.
fn nodes<const TECHNIQUES: u8>(depth: u32) -> u64 {
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
