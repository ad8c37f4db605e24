//! The search's scores: a draw, the mates and the bounds of the window, and how UCI writes a score
//! (centipawns, or the moves to a mate).

use crate::limits::MAX_PLY;

/// A checkmate `n` plies from the root scores `MATE - n` for the side that mates.
///
/// ```
/// use chess_attacks_engine::{Engine, Entry, Game, Limits, MATE, NoClock};
/// use chess_attacks_movegen::Root;
///
/// // Fool's mate, white to move: mated at the root, zero plies away, so `-MATE` for white.
/// let mated = Game::from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")?;
/// let mut engine = Engine::new([Entry::EMPTY; 64]);
/// let outcome = engine.think::<Root>(&mated, &Limits::depth(3), &mut NoClock, |_| {});
/// assert_eq!((outcome.best, outcome.score), (None, -MATE));
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
pub const MATE: i32 = 30_000;
/// Scores beyond this are mates: no mate lies deeper than the search reaches.
pub(crate) const MATE_BOUND: i32 = MATE - MAX_PLY as i32;
/// Beyond every score, mates included: the widest window.
pub(crate) const INFINITY: i32 = MATE + 1;
const _: () = assert!(INFINITY > MATE, "the widest window holds every mate");
/// The widest window, which no score falls outside.
pub(crate) const WHOLE_WINDOW: (i32, i32) = (-INFINITY, INFINITY);
/// Whether `score`, from a search within `window`, is the position's value: a score on either edge of the
/// window, or beyond it, is only a bound, which the search proved without finding the value.
pub(crate) const fn inside(score: i32, (alpha, beta): (i32, i32)) -> bool {
    alpha < score && score < beta
}
/// A draw, by repetition, the fifty-move rule or stalemate.
pub(crate) const DRAW: i32 = 0;

/// A score as UCI writes it: `cp 35`, `mate 3` (the side to move mates in 3 moves) or `mate -2`.
///
/// ```
/// use chess_attacks_engine::{MATE, UciScore};
///
/// assert_eq!(UciScore(35).to_string(), "cp 35");
/// assert_eq!(UciScore(MATE - 5).to_string(), "mate 3");
/// assert_eq!(UciScore(-(MATE - 4)).to_string(), "mate -2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UciScore(pub i32);

impl core::fmt::Display for UciScore {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.0 {
            score if score > MATE_BOUND => write!(f, "mate {}", (MATE - score + 1) / 2),
            // `mate 0`: checkmated already, as a search of a mated position reports.
            score if score <= -MATE => f.write_str("mate 0"),
            score if score < -MATE_BOUND => write!(f, "mate -{}", (MATE + score) / 2),
            score => write!(f, "cp {score}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::string::ToString;

    use super::*;

    #[test]
    fn a_score_on_the_window_s_edge_is_a_bound_not_a_value() {
        let window = (-40, 60);
        assert!(inside(-39, window) && inside(0, window) && inside(59, window));
        for bound in [-41, -40, 60, 61] {
            assert!(!inside(bound, window), "{bound}");
        }
        assert!(!inside(INFINITY, WHOLE_WINDOW) && inside(MATE, WHOLE_WINDOW));
    }

    #[test]
    fn scores_beyond_the_bound_are_mates_and_those_up_to_it_centipawns() {
        assert_eq!(UciScore(1_500).to_string(), "cp 1500");
        assert_eq!(UciScore(MATE_BOUND).to_string(), std::format!("cp {MATE_BOUND}"));
        assert_eq!(UciScore(-MATE_BOUND).to_string(), std::format!("cp -{MATE_BOUND}"));
        assert!(UciScore(MATE_BOUND + 1).to_string().starts_with("mate "));
        assert!(UciScore(-MATE_BOUND - 1).to_string().starts_with("mate -"));
        assert_eq!(UciScore(-MATE).to_string(), "mate 0");
    }
}
