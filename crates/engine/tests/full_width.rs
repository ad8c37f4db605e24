//! The full-width search against the tree it must search: `Engine::think_full_width`'s score at a depth is
//! checked against a plain alpha-beta written here from the rules the engine documents (every move to the
//! depth, a check a ply deeper; then captures and queen promotions until the position is quiet, the side
//! to move free to stand pat unless in check; a position repeated on the line a draw; mate scored by its
//! distance). It catches what a test of mates cannot: a wrong window, a re-search skipped, a quiescence
//! that takes the wrong score.
//!
//! Run: `cargo test -p chess-attacks-engine --test full_width`.

use chess_attacks::Piece;
use chess_attacks_engine::{Engine, Entry, Game, Limits, MATE, NoClock, evaluate, hash};
use chess_attacks_movegen::{Move, Position, Root};

/// Beyond every score, mates included.
const WIDEST: i32 = MATE + 1;

/// Whether `mv` moves a pawn.
fn moves_a_pawn(position: &Position, mv: Move) -> bool {
    position.piece_at(mv.from).is_some_and(|(_, piece)| piece == Piece::Pawn)
}

/// Whether `mv` takes: the piece on its target, or a pawn for en passant.
fn takes(position: &Position, mv: Move) -> bool {
    position.piece_at(mv.to).is_some() || (moves_a_pawn(position, mv) && Some(mv.to) == position.en_passant())
}

/// The plies since the last capture or pawn move after `mv`, `clock` before it.
fn clock_after(position: &Position, mv: Move, clock: usize) -> usize {
    if moves_a_pawn(position, mv) || takes(position, mv) { 0 } else { clock + 1 }
}

/// `position`'s legal moves, the most valuable victims first and of those the least valuable attackers: the
/// order changes no score, only how soon alpha-beta cuts (losing captures make quiescence's tree huge
/// otherwise).
fn captures_first(position: &Position) -> Vec<Move> {
    let mut moves = position.legal_moves().as_slice().to_vec();
    let piece = |square| position.piece_at(square).map(|(_, piece)| piece as i32);
    moves.sort_by_key(|&mv| {
        let victim = if takes(position, mv) { piece(mv.to).unwrap_or(0) + 1 } else { 0 };
        (-victim, piece(mv.from))
    });
    moves
}

/// The value of the position at the end of `line` (the root first), `depth` plies from its leaves, within
/// `alpha..beta` (a bound outside it), by alpha-beta over every move. `clock` counts the plies since the
/// last capture or pawn move, the reach of a repetition.
fn full_width(line: &mut Vec<Position>, depth: i32, mut alpha: i32, beta: i32, clock: usize) -> i32 {
    let position = *line.last().expect("a position");
    let ply = line.len() as i32 - 1;
    let in_check = position.in_check();
    let depth = depth + i32::from(in_check);
    if depth <= 0 {
        return quiescence(&position, alpha, beta, ply, in_check);
    }
    let current = hash(&position);
    let earlier = line.iter().rev().take(clock + 1).skip(2).step_by(2);
    if ply > 0 && earlier.map(hash).any(|earlier| earlier == current) {
        return 0;
    }
    let moves = captures_first(&position);
    if moves.is_empty() {
        return if in_check { -MATE + ply } else { 0 };
    }
    for mv in moves {
        line.push(position.play(mv));
        let score = -full_width(line, depth - 1, -beta, -alpha, clock_after(&position, mv, clock));
        line.pop();
        if score >= beta {
            return beta;
        }
        alpha = alpha.max(score);
    }
    alpha
}

/// Quiescence by alpha-beta: captures and queen promotions, or every evasion in check.
fn quiescence(position: &Position, mut alpha: i32, beta: i32, ply: i32, in_check: bool) -> i32 {
    if !in_check {
        let stand_pat = evaluate(position);
        if stand_pat >= beta {
            return beta;
        }
        alpha = alpha.max(stand_pat);
    }
    let moves = captures_first(position);
    if in_check && moves.is_empty() {
        return -MATE + ply;
    }
    for mv in moves {
        let tactical = takes(position, mv) || mv.promotion.is_some();
        let searched = in_check || tactical && mv.promotion.is_none_or(|piece| piece == Piece::Queen);
        if !searched {
            continue;
        }
        let child = position.play(mv);
        let score = -quiescence(&child, -beta, -alpha, ply + 1, child.in_check());
        if score >= beta {
            return beta;
        }
        alpha = alpha.max(score);
    }
    alpha
}

/// A small generator of numbers (a linear congruential one), so that the games are the same every run.
struct Seeded(u64);

impl Seeded {
    fn below(&mut self, bound: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % bound
    }
}

/// Positions along games of random moves from the start: every `every`th, `count` of them.
fn random_games(count: usize, every: usize, seed: u64) -> Vec<Position> {
    let mut rng = Seeded(seed);
    let mut positions = Vec::new();
    let mut position = Position::START;
    let mut ply = 0;
    while positions.len() < count {
        let moves = position.legal_moves();
        if moves.as_slice().is_empty() || ply == 120 {
            (position, ply) = (Position::START, 0);
            continue;
        }
        position = position.play(moves.as_slice()[rng.below(moves.as_slice().len() as u64) as usize]);
        ply += 1;
        if ply % every == 0 {
            positions.push(position);
        }
    }
    positions
}

/// The engine's full-width score and move for `position` at `depth` against the tree's value, and the move's
/// own value: the move must reach the score.
fn check(position: &Position, depth: u32) {
    let mut engine = Engine::new(vec![Entry::EMPTY; 1 << 10]);
    let game = Game::new(*position, 0);
    let outcome = engine.think_full_width::<Root>(&game, &Limits::depth(depth), &mut NoClock, |_| {});
    let fen = position.fen();
    let expected = full_width(&mut vec![*position], depth as i32, -WIDEST, WIDEST, 0);
    assert_eq!(outcome.score, expected, "depth {depth} in {fen}");
    let best = outcome.best.unwrap_or_else(|| panic!("a move in {fen}"));
    let line = &mut vec![*position, position.play(best)];
    // A root in check is searched a ply deeper, so the move's reply too.
    let reply_depth = depth as i32 + i32::from(position.in_check()) - 1;
    assert_eq!(
        -full_width(line, reply_depth, -WIDEST, WIDEST, clock_after(position, best, 0)),
        expected,
        "{best} at depth {depth} in {fen}"
    );
}

#[test]
fn the_full_width_search_scores_every_depth_as_alpha_beta_over_the_whole_tree() {
    for position in random_games(40, 7, 1) {
        for depth in 1..=2 {
            check(&position, depth);
        }
    }
}

#[test]
fn the_full_width_search_agrees_on_positions_full_of_tactics() {
    for fen in [
        // Kiwipete: captures, checks, castling, en passant, pins.
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        // Promotions on both sides, by capture too.
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        // Black threatens a mate by capture (Qxf2), which white must see beyond its one ply.
        "rnb1k1nr/pppp1ppp/8/2b1p3/4P2q/2N5/PPPP1PPP/R1BQKBNR w KQkq - 4 4",
        // White mates by capture at once (Qxf7).
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        // A king in the middle, checks everywhere.
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    ] {
        let position = Position::from_fen(fen).expect("a valid FEN");
        for depth in 1..=3 {
            check(&position, depth);
        }
    }
}
