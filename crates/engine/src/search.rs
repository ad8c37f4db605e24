//! The search: iterative deepening (each iteration in an aspiration window around the last one's score)
//! over a principal-variation alpha-beta search (negamax) with a transposition table, quiescence search over
//! captures (delta pruning, lazy evaluation by an estimate carried from the parent, no capture that loses
//! material by static exchange evaluation), null-move pruning, reverse futility and futility pruning near the
//! leaves and late-move reductions, its moves in [move ordering](crate::ordering)'s order (the quiet moves
//! generated only when no capture cuts off), on the workspace's legal move generator. Like perft it is
//! generic over the slider lookups ([`Sliders`]): the crate root's or `magic`'s. With no time limit the
//! search decides nothing by the clock, so both lookups visit exactly the same nodes. The selective
//! techniques are each a bit of the search's [`technique`]s: [`Engine::think`](crate::Engine::think) uses
//! all of them; with none ([`Engine::think_full_width`](crate::Engine::think_full_width)) the score is the
//! whole tree's, the reference the tests hold the others to.

use core::time::Duration;

use chess_attacks::Piece;
use chess_attacks_movegen::{Move, Position, Sliders};

use crate::eval::{Terms, VALUES};
use crate::game::{Game, repetition_key};
use crate::hash::{KEYS, en_passant_key, hash_after};
use crate::history::History;
use crate::limits::{Control, Limits, MAX_DEPTH};
use crate::ordering::{MoveOrder, Moves, NO_MOVE, Scored, Wanted};
use crate::score::{DRAW, INFINITY, MATE, MATE_BOUND, WHOLE_WINDOW, inside};
use crate::table::{Bound, Entry, Table, score_to_table};
use crate::technique::{self, FUTILITY_DEPTH};

/// What a finished iteration found, for UCI's `info` line; or a stopped one, whose best move beat the last
/// iteration's.
///
/// ```
/// use chess_attacks_engine::{Engine, Entry, Game, Limits, NoClock};
/// use chess_attacks_movegen::Root;
///
/// let game = Game::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")?;
/// let mut engine = Engine::new([Entry::EMPTY; 1024]);
/// let mut depths = Vec::new();
/// engine.think::<Root>(&game, &Limits::depth(3), &mut NoClock, |report| {
///     assert_eq!(report.pv.first().map(|mv| mv.to_string()).as_deref(), Some("a1a8"), "mate in one");
///     depths.push(report.depth);
/// });
/// assert_eq!(depths, [1, 2, 3]);
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Report<'a> {
    /// The iteration's depth (a stopped iteration's too, when its best move counts).
    pub depth: u32,
    /// The deepest ply it reached, quiescence included.
    pub seldepth: u32,
    /// Its score for the side to move, in centipawns or as a mate ([`UciScore`](crate::UciScore) writes it).
    pub score: i32,
    /// The nodes visited since the search began.
    pub nodes: u64,
    /// The time since the search began, by the program's clock.
    pub elapsed: Duration,
    /// Per mille of the table in use.
    pub hashfull: u32,
    /// The principal variation, the best move first.
    pub pv: &'a [Move],
}

/// A search's answer.
///
/// ```
/// use chess_attacks_engine::{Engine, Entry, Game, Limits, MATE, NoClock};
/// use chess_attacks_movegen::Root;
///
/// let game = Game::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")?;
/// let outcome = Engine::new([Entry::EMPTY; 1024]).think::<Root>(&game, &Limits::depth(2), &mut NoClock, |_| {});
/// // Mate on the next move: one ply from the root.
/// assert_eq!((outcome.score, outcome.depth), (MATE - 1, 2));
/// assert!(outcome.nodes > 0);
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// `None` only when there is no legal move. The last iteration completed's, unless the one after it,
    /// stopped, found a move that beat it: searched first there, and then surpassed, it is the weaker.
    pub best: Option<Move>,
    /// The best move's score, for the side to move.
    pub score: i32,
    /// The last iteration completed.
    pub depth: u32,
    /// The nodes visited, the abandoned iteration's included.
    pub nodes: u64,
}

/// What a search keeps per ply, held by the engine between searches so that a search's frame on the stack
/// stays small (and firmware can keep it in a static, beside the table).
pub(crate) struct Scratch<const PLIES: usize, const LINE: usize, const MOVES: usize> {
    killers: [[Option<Move>; 2]; PLIES],
    pv: [[Option<Move>; LINE]; PLIES],
    pv_len: [usize; PLIES],
    moves: [Scored; MOVES],
    path: [u32; PLIES],
}

impl<const PLIES: usize, const LINE: usize, const MOVES: usize> Scratch<PLIES, LINE, MOVES> {
    /// Memory for a search, its contents yet to be written: `const`, so that firmware can build its engine
    /// in a static.
    pub(crate) const fn new() -> Scratch<PLIES, LINE, MOVES> {
        Scratch {
            killers: [[None; 2]; PLIES],
            pv: [[None; LINE]; PLIES],
            pv_len: [0; PLIES],
            moves: [Scored::NONE; MOVES],
            path: [0; PLIES],
        }
    }

    /// Searches `game`'s position by iterative deepening in this memory, on the table `entries` and with
    /// `history`, with the selective techniques `TECHNIQUES` ([`technique`]): all of them is what
    /// [`Engine::think`](crate::Engine::think) does, none what
    /// [`Engine::think_full_width`](crate::Engine::think_full_width) does.
    pub(crate) fn deepen<S: Sliders, C: Control, H: History, const TECHNIQUES: u16>(
        &mut self,
        entries: &mut [Entry],
        history: &mut H,
        game: &Game,
        limits: &Limits,
        control: &mut C,
        mut report: impl FnMut(&Report),
    ) -> Outcome {
        let root = *game.position();
        let Scratch { killers, pv, pv_len, moves, path } = self;
        let mut search = Search::<S, _, _, PLIES, LINE, MOVES, TECHNIQUES> {
            table: Table { entries },
            history,
            order: MoveOrder::new(killers, moves),
            pv,
            pv_len,
            path: Path { game: game.repetition_keys(), plies: path, len: 0 },
            nodes: 0,
            seldepth: 0,
            limits,
            control,
            abortable: false,
            stopped: false,
            root_score: 0,
            root_move: None,
            lookups: core::marker::PhantomData::<S>,
        };
        let hash = game.hash();
        let terms = Terms::of(&root);
        let mut outcome = Outcome { best: None, score: 0, depth: 0, nodes: 0 };
        // Too few plies for the capacities' own sake: nothing to search with.
        if PLIES < 2 || LINE == 0 {
            return outcome;
        }
        for depth in 1..=limits.depth.clamp(1, MAX_DEPTH) {
            search.seldepth = 0;
            // The last iteration's score guesses this one's (aspiration windows): a narrow window around it
            // cuts off more, and a score outside it is searched again with that side open.
            let guess = (technique::uses(TECHNIQUES, technique::ASPIRATION_WINDOWS) && depth > 1)
                .then_some(outcome.score);
            let (mut alpha, mut beta) = guess.map_or(WHOLE_WINDOW, technique::aspiration_window);
            search.root_move = outcome.best;
            let score = loop {
                let score =
                    search.negamax(&root, hash, terms, depth as i32, alpha, beta, 0, game.halfmove_clock());
                let open = (alpha, beta) == WHOLE_WINDOW;
                if search.stopped || open || inside(score, (alpha, beta)) {
                    break score;
                }
                if score <= alpha {
                    alpha = -INFINITY;
                } else {
                    beta = INFINITY;
                }
            };
            // A stopped iteration is abandoned. Its best move still counts where it beat the first move,
            // the last iteration's best, searched in full: it is better at the deeper depth.
            let stopped = search.stopped;
            let found = search.pv[0].first().copied().flatten().filter(|_| search.pv_len[0] > 0);
            if stopped && (found.is_none() || found == outcome.best) {
                break;
            }
            let score = if stopped { search.root_score } else { score };
            let mut pv = [NO_MOVE; LINE];
            let mut pv_len = 0;
            for (slot, mv) in pv.iter_mut().zip(search.pv[0].iter().take(search.pv_len[0]).flatten()) {
                *slot = *mv;
                pv_len += 1;
            }
            let pv = pv.get(..pv_len).unwrap_or(&[]);
            let completed = if stopped { outcome.depth } else { depth };
            outcome = Outcome { best: pv.first().copied(), score, depth: completed, nodes: search.nodes };
            report(&Report {
                depth,
                seldepth: search.seldepth as u32,
                score,
                nodes: search.nodes,
                elapsed: search.control.elapsed(),
                hashfull: search.table.hashfull(),
                pv,
            });
            if stopped {
                break;
            }
            // No legal move (mate or stalemate): deeper iterations would say the same.
            if outcome.best.is_none() {
                break;
            }
            search.abortable = true;
            if limits.soft.is_some_and(|soft| search.control.elapsed() >= soft) {
                break;
            }
        }
        outcome.nodes = search.nodes;
        outcome
    }
}

/// The repetition keys of the game's positions that can repeat, then of the search's path from the root's
/// children to the current node (the node's last): a stack as deep as the search's plies on top of the
/// game's.
struct Path<'a, const PLIES: usize> {
    game: &'a [u32],
    plies: &'a mut [u32; PLIES],
    len: usize,
}

impl<const PLIES: usize> Path<'_, PLIES> {
    fn push(&mut self, hash: u64) {
        if let Some(slot) = self.plies.get_mut(self.len) {
            *slot = repetition_key(hash);
            self.len += 1;
        }
    }

    fn pop(&mut self) {
        self.len = self.len.saturating_sub(1);
    }

    /// Every key, the current node's first and the game's first position's last.
    fn newest_first(&self) -> impl Iterator<Item = &u32> {
        let plies = self.plies.get(..self.len).unwrap_or(&[]);
        plies.iter().rev().chain(self.game.iter().rev())
    }
}

/// How many nodes pass between looks at the clock and the stop signal: often enough that a search stops
/// soon after it is told to, seldom enough that asking costs next to nothing.
const POLL_NODES: u64 = 1024;

/// [`Position::gives_check`], called rather than inlined: inlined, its work widened the search's frame by
/// 176 bytes, which each of the 14 plies of a search on the board's 16 KiB of RAM pays for.
#[inline(never)]
fn gives_check(position: &Position, piece: Piece, mv: Move) -> bool {
    position.gives_check(piece, mv)
}

struct Search<'a, S, C, H, const PLIES: usize, const LINE: usize, const MOVES: usize, const TECHNIQUES: u16> {
    table: Table<'a>,
    history: &'a mut H,
    order: MoveOrder<'a, PLIES, MOVES>,
    /// The principal-variation table: `pv[ply]` is the best line found from `ply`, its first `pv_len[ply]`
    /// moves (at most `LINE`).
    pv: &'a mut [[Option<Move>; LINE]; PLIES],
    pv_len: &'a mut [usize; PLIES],
    path: Path<'a, PLIES>,
    nodes: u64,
    seldepth: usize,
    limits: &'a Limits,
    control: &'a mut C,
    /// False during the first iteration, which always completes.
    abortable: bool,
    stopped: bool,
    /// The score of the root's best move so far in the iteration: what a stopped iteration's move scored.
    root_score: i32,
    /// The last iteration's best move, which the root searches first whatever the table holds (it may have
    /// lost it): a stopped iteration's best move that differs from it has beaten it.
    root_move: Option<Move>,
    lookups: core::marker::PhantomData<S>,
}

impl<
    S: Sliders,
    C: Control,
    H: History,
    const PLIES: usize,
    const LINE: usize,
    const MOVES: usize,
    const TECHNIQUES: u16,
> Search<'_, S, C, H, PLIES, LINE, MOVES, TECHNIQUES>
{
    /// Whether this search uses `technique`.
    const fn uses(technique: u16) -> bool {
        technique::uses(TECHNIQUES, technique)
    }

    /// Counts a node and checks the node limit; every [`POLL_NODES`] nodes, looks at the clock and the stop
    /// flag too. The node limit is checked at every node, a comparison, so that a budget of nodes buys the
    /// same search whatever the interval between looks at the clock. A stopped search counts no more nodes:
    /// a search that ended on a stop may still call a child (a re-search) on its way out, which returns at
    /// once.
    fn visit(&mut self, ply: usize) {
        if self.stopped {
            return;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if self.abortable {
            self.stopped |= self.limits.nodes.is_some_and(|nodes| self.nodes >= nodes);
            if self.nodes % POLL_NODES == 0 {
                let late = self.limits.hard.is_some_and(|hard| self.control.elapsed() >= hard);
                self.stopped |= late || self.control.stop_requested();
            }
        }
    }

    /// Whether the position at the end of `path` occurred before, within the last `halfmove_clock` plies
    /// (no earlier position can recur: a capture or pawn move came between). Once is enough in the search:
    /// a line that can repeat can be repeated again.
    fn repeats(&self, halfmove_clock: u32) -> bool {
        let mut newest_first = self.path.newest_first();
        let Some(&current) = newest_first.next() else { return false };
        newest_first.take(halfmove_clock as usize).skip(1).step_by(2).any(|&key| key == current)
    }

    /// The child's principal variation, with `mv` in front, becomes this node's, cut to `LINE` moves.
    fn update_pv(&mut self, mv: Move, ply: usize) {
        let child_len = self.pv_len.get(ply + 1).copied().unwrap_or(0).min(LINE - 1);
        if let Some((head, tail)) = self.pv.split_at_mut_checked(ply + 1) {
            let line = head.last_mut().map(|line| line.as_mut_slice());
            if let (Some([first, rest @ ..]), Some(child)) = (line, tail.first()) {
                *first = Some(mv);
                rest.iter_mut().zip(child.iter().take(child_len)).for_each(|(to, from)| *to = *from);
            }
        }
        if let Some(len) = self.pv_len.get_mut(ply) {
            *len = child_len + 1;
        }
    }

    /// The score of `position` (hashed `hash`) for the side to move, searched `depth` plies deep (more in
    /// check), within the window `alpha..beta`.
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        position: &Position,
        hash: u64,
        terms: Terms,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        halfmove_clock: u32,
    ) -> i32 {
        if let Some(len) = self.pv_len.get_mut(ply) {
            *len = 0;
        }
        let in_check = position.in_check();
        // Check extension: a check is searched one ply deeper, which finds mates and escapes sooner.
        let depth = depth + i32::from(in_check);
        let pv_node = beta - alpha > 1;
        let cutoffs = Self::uses(technique::TABLE_CUTOFFS) && !pv_node;
        if depth <= 0 {
            // At the horizon too an entry of the table settles a node outside the principal variation, rather
            // than a quiescence search: a full-width search of the position left it there. The table is read
            // only where it may settle the node, and only where the read is cheap: a table in the cache.
            let entry = if cutoffs && self.table.read_at_horizon() { self.table.probe(hash) } else { None };
            if let Some(score) = entry.and_then(|entry| entry.settles(depth, alpha, beta, ply)) {
                self.visit(ply);
                return score;
            }
            return self.quiesce(position, terms, alpha, beta, ply, in_check);
        }
        let us = position.side_to_move();
        self.visit(ply);
        if self.stopped {
            return DRAW;
        }
        if ply > 0 && (halfmove_clock >= 100 || self.repeats(halfmove_clock)) {
            return DRAW;
        }
        if ply >= PLIES - 1 {
            return terms.evaluate::<S>(position);
        }

        let entry = self.table.probe(hash);
        let table_move = match ply {
            0 => self.root_move.or(entry.and_then(Entry::best)),
            _ => entry.and_then(Entry::best),
        };
        if let Some(score) =
            entry.filter(|_| cutoffs).and_then(|entry| entry.settles(depth, alpha, beta, ply))
        {
            return score;
        }
        // The whole evaluation where reverse futility or futility pruning may act on it; elsewhere the
        // material and piece-square estimate is enough for what reads it (the null move's condition, a node
        // without room for its moves).
        let futile_reach = (Self::uses(technique::REVERSE_FUTILITY)
            || Self::uses(technique::FUTILITY_PRUNING))
            && !pv_node
            && !in_check
            && depth <= FUTILITY_DEPTH
            && beta.abs() < MATE_BOUND;
        let (evaluation, terms) = if futile_reach {
            terms.evaluate_carrying::<S>(position)
        } else {
            (terms.value(us), terms.forgetting())
        };

        // Reverse futility: near the leaves, a position whose evaluation beats beta by more than a move's
        // worth of positional gain per ply left is taken to hold (not in check, where the evaluation means
        // little, and not near mate scores).
        if Self::uses(technique::REVERSE_FUTILITY)
            && futile_reach
            && technique::holds(evaluation, depth, beta)
        {
            return evaluation;
        }
        // Futility pruning, its mirror: where even a move's worth of positional gain per ply left would not
        // lift the evaluation to alpha, the quiet moves after the first are not searched (checks are).
        let futile = Self::uses(technique::FUTILITY_PRUNING)
            && futile_reach
            && technique::futile(evaluation, depth, alpha);

        // Null move: if passing still leaves us at or above beta, a real move would too.
        let has_pieces = [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen]
            .into_iter()
            .any(|piece| !position.pieces(us, piece).is_empty());
        if Self::uses(technique::NULL_MOVE)
            && !pv_node
            && technique::may_pass(in_check, has_pieces, depth, evaluation, beta)
        {
            let passed = position.pass();
            let passed_hash = hash ^ KEYS.black_to_move ^ en_passant_key(position);
            self.path.push(passed_hash);
            let depth = technique::null_move_depth(depth);
            let score = self.reaches(&passed, passed_hash, terms, depth, beta, ply, 0);
            self.path.pop();
            if self.stopped {
                return DRAW;
            }
            if score >= beta {
                // Not a proven mate: nothing was proved for the real moves.
                return beta;
            }
        }

        // Out of check, the captures and promotions first, the quiet moves only if none of them cuts off;
        // but every move at once where the table's move is not a capture onto a piece or a promotion (it
        // would come after the first stage's) and in check, where the moves are few.
        let staged = !in_check
            && table_move
                .is_none_or(|mv| mv.promotion.is_some() || position.color(us.opponent()).contains(mv.to));
        let wanted = if staged { Wanted::CapturesFirst } else { Wanted::Every };
        let Some(mut moves) = self.order.moves::<S>(position, table_move, ply, wanted, &*self.history) else {
            return evaluation;
        };
        // No capture or promotion: whether there is any move at all, the quiet moves say.
        if moves.len() == 0 {
            self.order.add_quiet_moves::<S>(&mut moves, position, ply, &*self.history);
        }
        if moves.len() == 0 {
            self.order.release(moves);
            return match (moves.cut_short, in_check) {
                // No room for the moves: the evaluation stands in for their search.
                (true, _) => evaluation,
                (false, true) => -MATE + ply as i32,
                (false, false) => DRAW,
            };
        }
        let score = self.search_moves(
            position,
            hash,
            terms,
            moves,
            depth,
            alpha,
            beta,
            ply,
            halfmove_clock,
            in_check,
            futile,
        );
        self.order.release(moves);
        score
    }

    /// `child`'s score for this node (at `ply`), searched `depth` plies deep only for whether it reaches
    /// `bound`: a zero-width window, so a score at or above `bound` is a lower bound, one below it an upper
    /// bound. The later moves' first search and the null move's.
    #[allow(clippy::too_many_arguments)]
    fn reaches(
        &mut self,
        child: &Position,
        hash: u64,
        terms: Terms,
        depth: i32,
        bound: i32,
        ply: usize,
        halfmove_clock: u32,
    ) -> i32 {
        -self.negamax(child, hash, terms, depth, -bound, -bound + 1, ply + 1, halfmove_clock)
    }

    /// `negamax`'s loop over the node's `moves`, apart so that every way out of it leaves the move stack as
    /// it was.
    #[allow(clippy::too_many_arguments)]
    fn search_moves(
        &mut self,
        position: &Position,
        hash: u64,
        terms: Terms,
        mut moves: Moves,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        halfmove_clock: u32,
        in_check: bool,
        futile: bool,
    ) -> i32 {
        let (mut best_score, mut best_move, mut bound) = (-INFINITY, None, Bound::Upper);
        let child_depth = depth - 1;
        for index in 0.. {
            let Some(scored) = self.order.next::<S>(&mut moves, index, position, ply, &*self.history) else {
                break;
            };
            let (mv, piece, victim) = (scored.mv(), scored.piece(), scored.victim());
            let capture = victim.is_some();
            let tactical = capture || mv.promotion.is_some();
            // Asked before the move is made, which a move left out then never costs.
            if futile && index > 0 && !tactical && !gives_check(position, piece, mv) {
                continue;
            }
            let mut child = *position;
            child.make(piece, mv);
            let child_hash = hash_after(hash, position, piece, mv, victim, &child);
            let child_terms = terms.after(position, piece, mv, victim, &child);
            let clock = if piece == Piece::Pawn || capture { 0 } else { halfmove_clock + 1 };
            self.path.push(child_hash);
            // The first move is searched within the window; a later one first only for whether it beats
            // alpha, and within the window only if it does without reaching beta.
            let mut score = beta;
            if index > 0 {
                // Late-move reduction: quiet moves ordered late rarely matter, so their first search is
                // shallower; one that beats alpha is searched again at full depth.
                let reduction = if Self::uses(technique::LATE_MOVE_REDUCTIONS)
                    && !tactical
                    && !in_check
                    && scored.after_killers()
                {
                    technique::late_move_reduction(depth, index)
                } else {
                    0
                };
                let beaten = alpha + 1;
                score = self.reaches(
                    &child,
                    child_hash,
                    child_terms,
                    child_depth - reduction,
                    beaten,
                    ply,
                    clock,
                );
                if score > alpha && reduction > 0 {
                    score = self.reaches(&child, child_hash, child_terms, child_depth, beaten, ply, clock);
                }
            }
            if index == 0 || inside(score, (alpha, beta)) {
                score = -self.negamax(
                    &child,
                    child_hash,
                    child_terms,
                    child_depth,
                    -beta,
                    -alpha,
                    ply + 1,
                    clock,
                );
            }
            self.path.pop();
            if self.stopped {
                return DRAW;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    bound = Bound::Exact;
                    self.update_pv(mv, ply);
                    if ply == 0 {
                        self.root_score = score;
                    }
                    if score >= beta {
                        bound = Bound::Lower;
                        if !tactical {
                            self.order.reward(self.history, position, mv, (moves, index), depth, ply);
                        }
                        break;
                    }
                }
            }
        }
        let best_move = if bound == Bound::Upper { None } else { best_move };
        self.table.store(hash, best_move, score_to_table(best_score, ply), depth, bound);
        best_score
    }

    /// Quiescence: only captures and queen promotions, until the position is quiet, so that no line ends in
    /// the middle of an exchange. The side to move may stand pat (take the evaluation) instead, except in
    /// check, where every evasion is searched and having none is mate.
    fn quiesce(
        &mut self,
        position: &Position,
        terms: Terms,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        in_check: bool,
    ) -> i32 {
        if let Some(len) = self.pv_len.get_mut(ply) {
            *len = 0;
        }
        self.visit(ply);
        if self.stopped {
            return DRAW;
        }
        // The estimate decides when the rest of the evaluation cannot move the score across the window (lazy
        // evaluation), and stands in for it in check, where it is not a score. Carried, it adds the parent's
        // evaluation beyond material and the pawn structure, which one move changes little.
        let carried = if Self::uses(technique::CARRIED_ESTIMATE) { terms } else { terms.forgetting() };
        let estimate = carried.estimate(position.side_to_move());
        let lazy =
            Self::uses(technique::LAZY_EVALUATION) && technique::estimate_decides(estimate, alpha, beta);
        let (evaluation, terms) = if in_check || lazy {
            (estimate.0, terms.forgetting())
        } else {
            terms.evaluate_carrying::<S>(position)
        };
        if ply >= PLIES - 1 {
            return evaluation;
        }
        let mut best_score = -INFINITY;
        if !in_check {
            best_score = evaluation;
            if best_score >= beta {
                return best_score;
            }
            alpha = alpha.max(best_score);
        }
        let wanted = match (in_check, Self::uses(technique::WINNING_CAPTURES_ONLY)) {
            (true, _) => Wanted::Every,
            (false, true) => Wanted::Winning,
            (false, false) => Wanted::Tactical,
        };
        let Some(moves) = self.order.moves::<S>(position, None, ply, wanted, &*self.history) else {
            return evaluation;
        };
        if in_check && moves.len() == 0 {
            self.order.release(moves);
            return -MATE + ply as i32;
        }
        for index in 0..moves.len() {
            let Some(scored) = self.order.pick(moves, index) else { break };
            let (mv, piece, victim) = (scored.mv(), scored.piece(), scored.victim());
            if Self::uses(technique::DELTA_PRUNING) && !in_check && mv.promotion.is_none() {
                // `get`: the piece's range is lost inside the `Option`, and indexing would link a panic path.
                let gain = victim.and_then(|victim| VALUES.get(victim as usize)).copied().unwrap_or(0);
                if technique::hopeless(best_score, gain, alpha) {
                    continue;
                }
            }
            let mut child = *position;
            child.make(piece, mv);
            let child_terms = terms.after(position, piece, mv, victim, &child);
            let score = -self.quiesce(&child, child_terms, -beta, -alpha, ply + 1, child.in_check());
            if self.stopped {
                self.order.release(moves);
                return DRAW;
            }
            if score > best_score {
                best_score = score;
                if score > alpha {
                    alpha = score;
                    self.update_pv(mv, ply);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.order.release(moves);
        best_score
    }
}
