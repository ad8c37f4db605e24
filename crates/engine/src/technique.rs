//! The search's selective techniques, one bit each, which a search's `TECHNIQUES` turns on. With none it
//! searches every legal move to the full depth, quiescence every capture and queen promotion: its score is
//! the value of the whole tree, which the tests check each technique against.

#[cfg(doc)]
use crate::eval::Terms;
use crate::score::{MATE_BOUND, WHOLE_WINDOW};

/// Reverse futility's and futility pruning's reach, in plies from the leaves, and their margin per ply, in
/// centipawns.
pub(crate) const FUTILITY_DEPTH: i32 = 3;
const FUTILITY_MARGIN: i32 = 120;
/// Quiescence skips a capture that, even winning its victim outright and this much more, would not lift
/// the score to alpha (delta pruning).
pub(crate) const DELTA_MARGIN: i32 = 200;

/// How far the attacks and the pawn structure can move the evaluation, in centipawns, for quiescence's lazy
/// evaluation: beyond it, the material and piece-square estimate decides.
pub(crate) const LAZY_MARGIN: i32 = 300;
/// How far the features beyond the pawn structure move from a position to its child, for lazy evaluation
/// where the estimate carries the parent's ([`Terms::estimate`]).
pub(crate) const CARRIED_LAZY_MARGIN: i32 = 100;

/// How far an iteration's first window reaches either side of the last iteration's score, in centipawns.
const ASPIRATION_MARGIN: i32 = 50;

/// A table entry deep enough, with a bound that settles the window, ends the node: at the horizon too,
/// outside the principal variation, before a quiescence search, where the table is small enough to read
/// there ([`HORIZON_TABLE_ENTRIES`](crate::HORIZON_TABLE_ENTRIES)).
pub(crate) const TABLE_CUTOFFS: u16 = 1;
pub(crate) const REVERSE_FUTILITY: u16 = 1 << 1;
pub(crate) const NULL_MOVE: u16 = 1 << 2;
pub(crate) const LATE_MOVE_REDUCTIONS: u16 = 1 << 3;
pub(crate) const LAZY_EVALUATION: u16 = 1 << 4;
pub(crate) const DELTA_PRUNING: u16 = 1 << 5;
/// Quiescence leaves out the captures that lose material by static exchange evaluation.
pub(crate) const WINNING_CAPTURES_ONLY: u16 = 1 << 6;
/// Near the leaves, quiet moves that cannot lift the score to alpha are not searched.
pub(crate) const FUTILITY_PRUNING: u16 = 1 << 7;
/// Lazy evaluation's estimate carries the parent's evaluation beyond material and the pawn structure,
/// and decides within a narrower margin: faster, no longer exact.
pub(crate) const CARRIED_ESTIMATE: u16 = 1 << 8;
/// Each iteration after the first searches within a window around the last one's score first.
pub(crate) const ASPIRATION_WINDOWS: u16 = 1 << 9;
pub(crate) const ALL: u16 = (1 << 10) - 1;

/// Whether the set of `techniques` holds `technique`.
pub(crate) const fn uses(techniques: u16, technique: u16) -> bool {
    techniques & technique != 0
}

/// Whether a position `depth` plies from the leaves holds by its `evaluation`, reverse futility: it beats
/// beta by more than a move's worth of positional gain for each ply left.
pub(crate) const fn holds(evaluation: i32, depth: i32, beta: i32) -> bool {
    evaluation - FUTILITY_MARGIN * depth >= beta
}

/// Whether the quiet moves of a position `depth` plies from the leaves are futile by its `evaluation`,
/// reverse futility's mirror: a move's worth of positional gain for each ply left would not lift it to
/// alpha.
pub(crate) const fn futile(evaluation: i32, depth: i32, alpha: i32) -> bool {
    evaluation + FUTILITY_MARGIN * depth <= alpha
}

/// The window an iteration searches first, around the last iteration's score `guess`, aspiration windows:
/// a narrower window cuts off more, and a score outside it costs a second search. Every score where the
/// guess is a mate's, which the next iteration may find shorter or lose.
pub(crate) const fn aspiration_window(guess: i32) -> (i32, i32) {
    if guess.abs() >= MATE_BOUND {
        WHOLE_WINDOW
    } else {
        (guess - ASPIRATION_MARGIN, guess + ASPIRATION_MARGIN)
    }
}

/// The plies late-move reduction takes off the first search of the quiet move at `index` (ordered after
/// the killers) of a node `depth` plies from the leaves: none for the first three, one, and two from the
/// ninth; none within two plies of the leaves, where reductions missed a mate by two checks.
pub(crate) const fn late_move_reduction(depth: i32, index: usize) -> i32 {
    match index {
        _ if depth < 3 => 0,
        0..3 => 0,
        3..8 => 1,
        _ => 2,
    }
}

/// Whether the null move is tried: not in check, where passing would leave the king to be taken; not
/// with pawns alone, where passing may be the only thing that does not lose (zugzwang); only where the
/// evaluation already reaches beta, the pass's claim; and only with the depth for a reduced search.
pub(crate) const fn may_pass(
    in_check: bool,
    has_pieces: bool,
    depth: i32,
    evaluation: i32,
    beta: i32,
) -> bool {
    !in_check && has_pieces && depth >= 3 && evaluation >= beta
}

/// The depth the null move's search gets at `depth`: two plies less than a real move's (`depth - 1`),
/// and one more for every six plies of depth.
pub(crate) const fn null_move_depth(depth: i32) -> i32 {
    depth - (3 + depth / 6)
}

/// Whether quiescence's `estimate` decides, lazy evaluation: it lies beyond the window `alpha..beta` by
/// more than its `margin`, how far the rest of the evaluation can move it.
pub(crate) const fn estimate_decides((estimate, margin): (i32, i32), alpha: i32, beta: i32) -> bool {
    estimate - margin >= beta || estimate + margin <= alpha
}

/// Whether quiescence skips a capture of `gain` from `best_score`, delta pruning: taking the victim
/// outright, and [`DELTA_MARGIN`] more, would still not lift the score to `alpha`.
pub(crate) const fn hopeless(best_score: i32, gain: i32, alpha: i32) -> bool {
    best_score + gain + DELTA_MARGIN <= alpha
}
