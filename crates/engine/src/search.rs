//! The search: iterative deepening over a principal-variation alpha-beta search (negamax) with a
//! transposition table, quiescence search over captures, null-move pruning, late-move reductions and the
//! usual move ordering (the table's move, captures by MVV-LVA, two killers per ply, history), on the
//! workspace's legal move generator. Like perft it is generic over the slider lookups ([`Sliders`]): the
//! crate root's or `magic`'s. With no time limit the search decides nothing by the clock, so both lookups
//! visit exactly the same nodes.

use core::time::Duration;

use chess_attacks::{Bitboard, Piece, Square};
use chess_attacks_movegen::{Move, Position, Sliders};

use crate::eval::evaluate;
use crate::game::{Game, KEPT_POSITIONS};
use crate::hash::{KEYS, en_passant_key, hash_after};
use crate::table::{Bound, Entry, Table, score_from_table, score_to_table, unpack};

/// The deepest ply the search reaches, quiescence and extensions included: the size of its per-ply arrays.
pub const MAX_PLY: usize = 128;
/// The deepest iteration a search is asked for; extensions and quiescence go on below it, up to
/// [`MAX_PLY`].
pub const MAX_DEPTH: u32 = 100;

/// A checkmate `n` plies from the root scores `MATE - n` for the side that mates.
pub const MATE: i32 = 30_000;
/// Scores beyond this are mates.
pub(crate) const MATE_BOUND: i32 = MATE - MAX_PLY as i32;
pub(crate) const INFINITY: i32 = MATE + 1;
const DRAW: i32 = 0;

/// When a search stops. Without `hard` and `nodes` it decides nothing by the clock or the node count: the
/// bench relies on that for the same nodes on every run and both lookups.
///
/// ```
/// use core::time::Duration;
/// use chess_attacks_engine::Limits;
///
/// let blitz = Limits { hard: Some(Duration::from_millis(500)), ..Limits::depth(20) };
/// assert_eq!((blitz.depth, blitz.nodes, blitz.soft), (20, None, None));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The last iteration.
    pub depth: u32,
    /// Stop after about this many nodes (checked every 1024).
    pub nodes: Option<u64>,
    /// Start no new iteration after this long.
    pub soft: Option<Duration>,
    /// Abandon the iteration under way after this long.
    pub hard: Option<Duration>,
}

impl Limits {
    /// A fixed depth, no clock.
    ///
    /// ```
    /// use chess_attacks_engine::Limits;
    ///
    /// assert_eq!(Limits::depth(6).hard, None);
    /// ```
    pub fn depth(depth: u32) -> Limits {
        Limits { depth, nodes: None, soft: None, hard: None }
    }
}

/// What the program running a search hands it besides the position: its clock and its stop signal. The
/// search asks every 1024 nodes, once its first iteration has completed (so that there is a move to play).
///
/// ```
/// use core::time::Duration;
/// use chess_attacks_engine::{Control, Engine, Entry, Game, Limits};
/// use chess_attacks_movegen::Root;
///
/// /// A clock that advances a millisecond each time it is read, and no stop signal.
/// struct Ticks(u64);
///
/// impl Control for Ticks {
///     fn elapsed(&mut self) -> Duration {
///         self.0 += 1;
///         Duration::from_millis(self.0)
///     }
///     fn stop_requested(&mut self) -> bool {
///         false
///     }
/// }
///
/// let game = Game::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
/// let mut engine = Engine::new([Entry::EMPTY; 1024]);
/// let limits = Limits { hard: Some(Duration::from_millis(40)), ..Limits::depth(64) };
/// let outcome = engine.think::<Root>(&game, &limits, &mut Ticks(0), |_| {});
/// assert!(outcome.best.is_some() && outcome.depth < 64);
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
pub trait Control {
    /// The time since the search was asked for (for UCI, since `go` arrived).
    fn elapsed(&mut self) -> Duration;

    /// Whether the program wants the search to end now: UCI's `stop` or `quit`.
    fn stop_requested(&mut self) -> bool;
}

/// No clock and no stop signal: a search that ends at its depth or node limit, as a bench's does.
///
/// ```
/// use chess_attacks_engine::{Control, NoClock};
///
/// assert!(!NoClock.stop_requested());
/// assert_eq!(NoClock.elapsed().as_nanos(), 0);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct NoClock;

impl Control for NoClock {
    fn elapsed(&mut self) -> Duration {
        Duration::ZERO
    }

    fn stop_requested(&mut self) -> bool {
        false
    }
}

/// What a finished iteration found, for UCI's `info` line.
#[derive(Clone, Copy, Debug)]
pub struct Report<'a> {
    /// The iteration's depth.
    pub depth: u32,
    /// The deepest ply it reached, quiescence included.
    pub seldepth: u32,
    /// Its score for the side to move, in centipawns or as a mate ([`UciScore`] writes it).
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// `None` only when there is no legal move.
    pub best: Option<Move>,
    /// The score of the last iteration completed, for the side to move.
    pub score: i32,
    /// The last iteration completed.
    pub depth: u32,
    /// The nodes visited, the abandoned iteration's included.
    pub nodes: u64,
}

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

/// The history of quiet moves that cut off, by side, from-square and to-square.
type History = [[[i32; 64]; 64]; 2];

/// What persists between searches: the transposition table, in the memory the program gave ([`Entry`]s in
/// an array, a `Vec`, a static buffer: anything that is a slice of them), and the history of quiet moves
/// that cut off (32 KiB).
///
/// ```
/// use chess_attacks_engine::{Engine, Entry, Game, Limits, NoClock};
/// use chess_attacks_movegen::Root;
///
/// let game = Game::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")?;
/// let mut engine = Engine::new(vec![Entry::EMPTY; 4096]);
/// let outcome = engine.think::<Root>(&game, &Limits::depth(3), &mut NoClock, |_| {});
/// assert_eq!(outcome.best.map(|mv| mv.to_string()).as_deref(), Some("a1a8"));
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
pub struct Engine<T> {
    table: T,
    history: History,
}

impl<T: AsRef<[Entry]> + AsMut<[Entry]>> Engine<T> {
    /// An engine whose transposition table is `table`'s entries (which should start [`Entry::EMPTY`]).
    ///
    /// ```
    /// use chess_attacks_engine::{Engine, Entry};
    ///
    /// let engine = Engine::new([Entry::EMPTY; 64]);
    /// assert_eq!(engine.table().len(), 64);
    /// ```
    pub fn new(table: T) -> Engine<T> {
        Engine { table, history: [[[0; 64]; 64]; 2] }
    }

    /// The table's entries.
    ///
    /// ```
    /// use chess_attacks_engine::{Engine, Entry};
    ///
    /// assert!(Engine::new(Vec::<Entry>::new()).table().is_empty());
    /// ```
    pub fn table(&self) -> &[Entry] {
        self.table.as_ref()
    }

    /// The table's memory, to resize or replace it (the program owns it): the next search uses whatever it
    /// holds then.
    ///
    /// ```
    /// use chess_attacks_engine::{Engine, Entry};
    ///
    /// let mut engine = Engine::new(Vec::new());
    /// *engine.table_mut() = vec![Entry::EMPTY; 1 << 16];
    /// assert_eq!(engine.table().len(), 65_536);
    /// ```
    pub fn table_mut(&mut self) -> &mut T {
        &mut self.table
    }

    /// Forgets everything learnt: for `ucinewgame`.
    ///
    /// ```
    /// use chess_attacks_engine::{Engine, Entry, Game, Limits, NoClock};
    /// use chess_attacks_movegen::Root;
    ///
    /// let game = Game::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
    /// let mut engine = Engine::new(vec![Entry::EMPTY; 4096]);
    /// let first = engine.think::<Root>(&game, &Limits::depth(4), &mut NoClock, |_| {});
    /// engine.new_game();
    /// let again = engine.think::<Root>(&game, &Limits::depth(4), &mut NoClock, |_| {});
    /// assert_eq!(first, again, "a fresh engine searches the same tree");
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn new_game(&mut self) {
        self.table.as_mut().fill(Entry::EMPTY);
        self.history = [[[0; 64]; 64]; 2];
    }

    /// Searches `game`'s position on the slider lookups `S` by iterative deepening until `limits` or
    /// `control` end it, calling `report` after each completed iteration. The first iteration always
    /// completes, so there is a move to play whenever the position has one.
    ///
    /// ```
    /// use chess_attacks_engine::{Engine, Entry, Game, Limits, NoClock};
    /// use chess_attacks_movegen::Root;
    ///
    /// // Stalemate: black to move has no legal move and is not in check.
    /// let game = Game::from_fen("k7/8/1Q6/8/8/8/8/7K b - - 0 1")?;
    /// let mut engine = Engine::new([Entry::EMPTY; 256]);
    /// let outcome = engine.think::<Root>(&game, &Limits::depth(5), &mut NoClock, |_| {});
    /// assert_eq!((outcome.best, outcome.score), (None, 0));
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn think<S: Sliders>(
        &mut self,
        game: &Game,
        limits: &Limits,
        control: &mut impl Control,
        mut report: impl FnMut(&Report),
    ) -> Outcome {
        let root = *game.position();
        let mut search = Search {
            table: Table { entries: self.table.as_mut() },
            history: &mut self.history,
            killers: [[None; 2]; MAX_PLY],
            pv: [[None; MAX_PLY]; MAX_PLY],
            pv_len: [0; MAX_PLY],
            path: Path::new(game.hashes()),
            nodes: 0,
            seldepth: 0,
            limits,
            control,
            abortable: false,
            stopped: false,
            lookups: core::marker::PhantomData::<S>,
        };
        let hash = game.hash();
        let mut outcome = Outcome { best: None, score: 0, depth: 0, nodes: 0 };
        for depth in 1..=limits.depth.clamp(1, MAX_DEPTH) {
            search.seldepth = 0;
            let score =
                search.negamax(&root, hash, depth as i32, -INFINITY, INFINITY, 0, game.halfmove_clock());
            if search.stopped {
                break;
            }
            let mut pv = [Move { from: Square::A1, to: Square::A1, promotion: None }; MAX_PLY];
            let mut pv_len = 0;
            for (slot, mv) in pv.iter_mut().zip(search.pv[0].iter().take(search.pv_len[0]).flatten()) {
                *slot = *mv;
                pv_len += 1;
            }
            let pv = pv.get(..pv_len).unwrap_or(&[]);
            outcome = Outcome { best: pv.first().copied(), score, depth, nodes: search.nodes };
            report(&Report {
                depth,
                seldepth: search.seldepth as u32,
                score,
                nodes: search.nodes,
                elapsed: search.control.elapsed(),
                hashfull: search.table.hashfull(),
                pv,
            });
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

/// The hashes of the game's positions that can repeat and the search's path to the current node (the
/// node's last): a stack as deep as the game's kept positions and the search's plies.
struct Path {
    hashes: [u64; KEPT_POSITIONS + MAX_PLY],
    len: usize,
}

impl Path {
    fn new(game: &[u64]) -> Path {
        let mut path = Path { hashes: [0; KEPT_POSITIONS + MAX_PLY], len: 0 };
        for &hash in game {
            path.push(hash);
        }
        path
    }

    fn push(&mut self, hash: u64) {
        if let Some(slot) = self.hashes.get_mut(self.len) {
            *slot = hash;
            self.len += 1;
        }
    }

    fn pop(&mut self) {
        self.len = self.len.saturating_sub(1);
    }

    fn as_slice(&self) -> &[u64] {
        self.hashes.get(..self.len).unwrap_or(&[])
    }
}

// ---------------------------------------------------------------------------------------------------------
// The search

/// A legal move with the piece that makes it and its place in the ordering.
#[derive(Clone, Copy)]
struct Scored {
    mv: Move,
    piece: Piece,
    score: i32,
    capture: bool,
}

/// A node's moves: at most 218 in any legal position, so a fixed array on the stack.
struct Moves {
    list: [Scored; 256],
    len: usize,
}

/// Ordering scores: the table's move first, then winning-first captures and queen promotions, the killers,
/// quiet moves by history, and underpromotions last.
const TABLE_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 24;
const KILLER: i32 = 1 << 22;
const HISTORY_LIMIT: i32 = 1 << 20;
const UNDERPROMOTION: i32 = -(1 << 24);

impl Moves {
    fn new() -> Moves {
        let none = Move { from: Square::A1, to: Square::A1, promotion: None };
        Moves { list: [Scored { mv: none, piece: Piece::Pawn, score: 0, capture: false }; 256], len: 0 }
    }

    fn push(&mut self, scored: Scored) {
        if let Some(slot) = self.list.get_mut(self.len) {
            *slot = scored;
            self.len += 1;
        }
    }

    /// The best-scored move among those not yet taken, moved to place `index`: selection sort, one step at a
    /// time, since a cutoff often comes before the list is sorted. Ties keep generation order.
    fn pick(&mut self, index: usize) -> Option<Scored> {
        let rest = self.list.get(index..self.len)?;
        let (best, _) = rest.iter().enumerate().fold((0, i32::MIN), |(best, top), (at, scored)| {
            if scored.score > top { (at, scored.score) } else { (best, top) }
        });
        self.list.swap(index, index + best);
        self.list.get(index).copied()
    }
}

struct Search<'a, S, C> {
    table: Table<'a>,
    history: &'a mut History,
    killers: [[Option<Move>; 2]; MAX_PLY],
    /// The triangular principal-variation table: `pv[ply]` is the best line found from `ply`.
    pv: [[Option<Move>; MAX_PLY]; MAX_PLY],
    pv_len: [usize; MAX_PLY],
    path: Path,
    nodes: u64,
    seldepth: usize,
    limits: &'a Limits,
    control: &'a mut C,
    /// False during the first iteration, which always completes.
    abortable: bool,
    stopped: bool,
    lookups: core::marker::PhantomData<S>,
}

impl<S: Sliders, C: Control> Search<'_, S, C> {
    /// Counts a node and, every 1024 nodes, looks at the stop flag and the limits.
    fn visit(&mut self, ply: usize) {
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if self.nodes % 1024 == 0 && self.abortable {
            let late = self.limits.hard.is_some_and(|hard| self.control.elapsed() >= hard);
            let enough = self.limits.nodes.is_some_and(|nodes| self.nodes >= nodes);
            self.stopped |= late || enough || self.control.stop_requested();
        }
    }

    /// Whether the position at the end of `path` occurred before, within the last `halfmove_clock` plies
    /// (no earlier position can recur: a capture or pawn move came between). Once is enough in the search:
    /// a line that can repeat can be repeated again.
    fn repeats(&self, halfmove_clock: u32) -> bool {
        let Some((&current, earlier)) = self.path.as_slice().split_last() else { return false };
        earlier.iter().rev().take(halfmove_clock as usize).skip(1).step_by(2).any(|&hash| hash == current)
    }

    /// The legal moves, scored for ordering. With `captures_only`, only captures and queen promotions: what
    /// quiescence searches.
    fn moves(&self, position: &Position, best: Option<Move>, ply: usize, captures_only: bool) -> Moves {
        let mut moves = Moves::new();
        let us = position.side_to_move();
        let killers = self.killers.get(ply).copied().unwrap_or([None; 2]);
        let history = &self.history[us as usize];
        let en_passant = position.en_passant().map_or(Bitboard::EMPTY, Bitboard::from);
        // What quiescence keeps: captures (en passant too) and promotions.
        let ours =
            Piece::ALL.into_iter().fold(Bitboard::EMPTY, |all, piece| all | position.pieces(us, piece));
        let theirs = position.occupied() - ours;
        position.generate::<S>(|mut group| {
            if captures_only {
                let pawn_targets = if group.piece == Piece::Pawn {
                    en_passant | Bitboard::BACK_RANKS
                } else {
                    Bitboard::EMPTY
                };
                group.to &= theirs | pawn_targets;
            }
            group.for_each(|mv| {
                let victim = match position.piece_at(mv.to) {
                    Some((_, victim)) => Some(victim),
                    None if group.piece == Piece::Pawn && Some(mv.to) == position.en_passant() => {
                        Some(Piece::Pawn)
                    }
                    None => None,
                };
                let score = match (victim, mv.promotion) {
                    _ if Some(mv) == best => TABLE_MOVE,
                    // Underpromotions: in quiescence never, in the full search last.
                    (_, Some(piece)) if piece != Piece::Queen && captures_only => return,
                    (_, Some(piece)) if piece != Piece::Queen => UNDERPROMOTION,
                    // Most valuable victim first, then least valuable attacker.
                    (Some(victim), _) => CAPTURE + 8 * victim as i32 - group.piece as i32,
                    (None, Some(_)) => CAPTURE + 8 * Piece::Queen as i32,
                    (None, None) if Some(mv) == killers[0] => KILLER,
                    (None, None) if Some(mv) == killers[1] => KILLER - 1,
                    (None, None) => history[usize::from(mv.from.index())][usize::from(mv.to.index())],
                };
                moves.push(Scored { mv, piece: group.piece, score, capture: victim.is_some() });
            });
        });
        moves
    }

    /// A quiet move cut off: remember it as a killer at this ply and credit its history.
    fn reward(&mut self, position: &Position, mv: Move, depth: i32, ply: usize) {
        if let Some(killers) = self.killers.get_mut(ply) {
            if killers[0] != Some(mv) {
                *killers = [Some(mv), killers[0]];
            }
        }
        let history = &mut self.history[position.side_to_move() as usize];
        let entry = &mut history[usize::from(mv.from.index())][usize::from(mv.to.index())];
        *entry += depth * depth;
        if *entry >= HISTORY_LIMIT {
            // Halving every entry keeps their order and keeps them below the killers.
            history.iter_mut().flatten().for_each(|value| *value /= 2);
        }
    }

    /// The child's principal variation, with `mv` in front, becomes this node's.
    fn update_pv(&mut self, mv: Move, ply: usize) {
        let child_len = self.pv_len.get(ply + 1).copied().unwrap_or(ply + 1).max(ply + 1);
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        if let (Some(line), Some(child)) = (head.last_mut(), tail.first()) {
            line[ply] = Some(mv);
            line[ply + 1..child_len].copy_from_slice(&child[ply + 1..child_len]);
        }
        self.pv_len[ply] = child_len;
    }

    /// The score of `position` (hashed `hash`) for the side to move, searched `depth` plies deep (more in
    /// check), within the window `alpha..beta`.
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        position: &Position,
        hash: u64,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        halfmove_clock: u32,
    ) -> i32 {
        self.pv_len[ply] = ply;
        let in_check = position.in_check();
        // Check extension: a check is searched one ply deeper, which finds mates and escapes sooner.
        let depth = depth + i32::from(in_check);
        if depth <= 0 {
            return self.quiesce(position, alpha, beta, ply, in_check);
        }
        self.visit(ply);
        if self.stopped {
            return DRAW;
        }
        if ply > 0 && (halfmove_clock >= 100 || self.repeats(halfmove_clock)) {
            return DRAW;
        }
        if ply >= MAX_PLY - 1 {
            return evaluate(position);
        }

        let pv_node = beta - alpha > 1;
        let entry = self.table.probe(hash);
        let table_move = entry.and_then(|entry| unpack(entry.best));
        if let Some(entry) = entry {
            let score = score_from_table(i32::from(entry.score), ply);
            let usable = match entry.bound {
                Bound::Exact => true,
                Bound::Lower => score >= beta,
                Bound::Upper => score <= alpha,
                Bound::Empty => false,
            };
            if !pv_node && i32::from(entry.depth) >= depth && usable {
                return score;
            }
        }

        // Null move: if passing still leaves us at or above beta, a real move would too (not in check, and
        // not in pawn endings, where passing may be the only thing that does not lose: zugzwang).
        let us = position.side_to_move();
        let has_pieces = [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen]
            .into_iter()
            .any(|piece| !position.pieces(us, piece).is_empty());
        if !pv_node && !in_check && depth >= 3 && has_pieces && evaluate(position) >= beta {
            let passed = position.pass();
            let passed_hash = hash ^ KEYS.black_to_move ^ en_passant_key(position);
            self.path.push(passed_hash);
            let reduction = 3 + depth / 6;
            let score = -self.negamax(&passed, passed_hash, depth - reduction, -beta, -beta + 1, ply + 1, 0);
            self.path.pop();
            if self.stopped {
                return DRAW;
            }
            if score >= beta {
                // Not a proven mate: nothing was proved for the real moves.
                return beta;
            }
        }

        let mut moves = self.moves(position, table_move, ply, false);
        if moves.len == 0 {
            return if in_check { -MATE + ply as i32 } else { DRAW };
        }
        let (mut best_score, mut best_move, mut bound) = (-INFINITY, None, Bound::Upper);
        for index in 0..moves.len {
            let Some(Scored { mv, piece, score: order, capture }) = moves.pick(index) else { break };
            let child = position.play(mv);
            let child_hash = hash_after(hash, position, piece, mv, &child);
            let tactical = capture || mv.promotion.is_some();
            let clock = if piece == Piece::Pawn || capture { 0 } else { halfmove_clock + 1 };
            self.path.push(child_hash);
            let score = if index == 0 {
                -self.negamax(&child, child_hash, depth - 1, -beta, -alpha, ply + 1, clock)
            } else {
                // Late-move reduction: quiet moves ordered late rarely matter, so they get a shallower
                // null-window search first; one that beats alpha is searched again at full depth.
                let reduction = if depth >= 3 && index >= 3 && !tactical && !in_check && order < KILLER - 1 {
                    if index >= 8 { 2 } else { 1 }
                } else {
                    0
                };
                let mut score = -self.negamax(
                    &child,
                    child_hash,
                    depth - 1 - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    clock,
                );
                if score > alpha && reduction > 0 {
                    score = -self.negamax(&child, child_hash, depth - 1, -alpha - 1, -alpha, ply + 1, clock);
                }
                if score > alpha && score < beta {
                    score = -self.negamax(&child, child_hash, depth - 1, -beta, -alpha, ply + 1, clock);
                }
                score
            };
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
                    if score >= beta {
                        bound = Bound::Lower;
                        if !tactical {
                            self.reward(position, mv, depth, ply);
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
    fn quiesce(&mut self, position: &Position, mut alpha: i32, beta: i32, ply: usize, in_check: bool) -> i32 {
        self.pv_len[ply] = ply;
        self.visit(ply);
        if self.stopped {
            return DRAW;
        }
        if ply >= MAX_PLY - 1 {
            return evaluate(position);
        }
        let mut best_score = -INFINITY;
        if !in_check {
            best_score = evaluate(position);
            if best_score >= beta {
                return best_score;
            }
            alpha = alpha.max(best_score);
        }
        let mut moves = self.moves(position, None, ply, !in_check);
        if in_check && moves.len == 0 {
            return -MATE + ply as i32;
        }
        for index in 0..moves.len {
            let Some(Scored { mv, .. }) = moves.pick(index) else { break };
            let child = position.play(mv);
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1, child.in_check());
            if self.stopped {
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
        best_score
    }
}
