//! The search: iterative deepening over a principal-variation alpha-beta search (negamax) with a
//! transposition table, quiescence search over captures (delta pruning, lazy evaluation, no capture that
//! loses material by static exchange evaluation), null-move pruning, reverse futility pruning near the
//! leaves, late-move reductions and the usual move ordering (the table's move, captures by MVV-LVA and
//! those that lose material late, two killers per ply, history), on the workspace's legal move generator.
//! Like perft it is generic over the slider lookups ([`Sliders`]): the crate root's or `magic`'s. With no
//! time limit the search decides nothing by the clock, so both lookups visit exactly the same nodes.

use core::time::Duration;

use chess_attacks::{Bitboard, Piece, Square};
use chess_attacks_movegen::{Move, Position, Sliders};

use crate::eval::{Terms, VALUES};
use crate::game::{Game, victim};
use crate::hash::{KEYS, en_passant_key, hash_after};
use crate::history::{FromToHistory, HISTORY_LIMIT, History};
use crate::see::wins_at_least;
use crate::table::{Bound, Entry, Table, score_from_table, score_to_table, unpack};

/// The deepest ply the search reaches, quiescence and extensions included: the size of its per-ply arrays
/// unless the program chooses fewer ([`Engine`]'s `PLIES`).
pub const MAX_PLY: usize = 128;
/// The moves a search keeps at once unless the program chooses fewer ([`Engine`]'s `MOVES`): room for 256
/// at every ply (no legal position has more than 218), so no node ever lacks room for its moves.
pub const MOVE_STACK: usize = 256 * MAX_PLY;
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

/// What persists between searches: the transposition table, in the memory the program gave ([`Entry`]s in
/// an array, a `Vec`, a static buffer: anything that is a slice of them), and the history of quiet moves
/// that cut off ([`History`]).
///
/// A search also keeps, in the engine, per-ply arrays for `PLIES` plies (its deepest, at most
/// [`MAX_PLY`]), principal variations of up to `LINE` moves, and one stack of up to `MOVES` moves shared
/// by all its plies. [`Engine::new`] chooses the desktop's: [`FromToHistory`], [`MAX_PLY`], [`MAX_PLY`]
/// and [`MOVE_STACK`]; a microcontroller chooses smaller ones with [`Engine::with_history`]. A node with
/// no room left for its moves is scored by the evaluation, as the deepest ply is.
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
pub struct Engine<
    T,
    H = FromToHistory,
    const PLIES: usize = MAX_PLY,
    const LINE: usize = MAX_PLY,
    const MOVES: usize = MOVE_STACK,
> {
    table: T,
    history: H,
    scratch: Scratch<PLIES, LINE, MOVES>,
}

/// What a search keeps per ply, held by the engine between searches so that a search's frame on the stack
/// stays small (on a microcontroller, it is in the same static as the table).
struct Scratch<const PLIES: usize, const LINE: usize, const MOVES: usize> {
    killers: [[Option<Move>; 2]; PLIES],
    pv: [[Option<Move>; LINE]; PLIES],
    pv_len: [usize; PLIES],
    moves: [Scored; MOVES],
    path: [u64; PLIES],
}

/// No move: what a slot holds before a search writes it.
const NO_MOVE: Move = Move { from: Square::A1, to: Square::A1, promotion: None };

impl<T: AsRef<[Entry]> + AsMut<[Entry]>> Engine<T> {
    /// An engine whose transposition table is `table`'s entries (which should start [`Entry::EMPTY`]), with
    /// the desktop's history and capacities.
    ///
    /// ```
    /// use chess_attacks_engine::{Engine, Entry};
    ///
    /// let engine = Engine::new([Entry::EMPTY; 64]);
    /// assert_eq!(engine.table().len(), 64);
    /// ```
    pub fn new(table: T) -> Engine<T> {
        Engine::with_history(table, FromToHistory::default())
    }
}

impl<T, H, const PLIES: usize, const LINE: usize, const MOVES: usize> Engine<T, H, PLIES, LINE, MOVES>
where
    T: AsRef<[Entry]> + AsMut<[Entry]>,
    H: History,
{
    /// An engine with `table`'s entries, `history` (which should start empty) and the capacities of its
    /// type: what a program with little RAM chooses (at most [`MAX_PLY`] plies, lines of at least one move).
    /// A `const fn`, so that firmware can build its engine in a static.
    ///
    /// ```
    /// use chess_attacks_engine::{Engine, Entry, ToHistory};
    ///
    /// let engine: Engine<_, ToHistory, 48, 8, 400> =
    ///     Engine::with_history([Entry::EMPTY; 256], ToHistory::default());
    /// assert_eq!(engine.table().len(), 256);
    /// ```
    pub const fn with_history(table: T, history: H) -> Engine<T, H, PLIES, LINE, MOVES> {
        let scratch = Scratch {
            killers: [[None; 2]; PLIES],
            pv: [[None; LINE]; PLIES],
            pv_len: [0; PLIES],
            moves: [Scored { mv: NO_MOVE, piece: Piece::Pawn, score: 0, victim: None }; MOVES],
            path: [0; PLIES],
        };
        Engine { table, history, scratch }
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
        self.history.clear();
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
        let Scratch { killers, pv, pv_len, moves, path } = &mut self.scratch;
        // Each search learns its killers afresh; the other arrays are written before they are read.
        killers.fill([None; 2]);
        let mut search = Search::<S, _, _, PLIES, LINE, MOVES> {
            table: Table { entries: self.table.as_mut() },
            history: &mut self.history,
            killers,
            pv,
            pv_len,
            moves,
            moves_len: 0,
            path: Path { game: game.hashes(), plies: path, len: 0 },
            nodes: 0,
            seldepth: 0,
            limits,
            control,
            abortable: false,
            stopped: false,
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
            let score = search.negamax(
                &root,
                hash,
                terms,
                depth as i32,
                -INFINITY,
                INFINITY,
                0,
                game.halfmove_clock(),
            );
            if search.stopped {
                break;
            }
            let mut pv = [NO_MOVE; LINE];
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

/// The hashes of the game's positions that can repeat, then the search's path from the root's children to
/// the current node (the node's last): a stack as deep as the search's plies on top of the game's.
struct Path<'a, const PLIES: usize> {
    game: &'a [u64],
    plies: &'a mut [u64; PLIES],
    len: usize,
}

impl<const PLIES: usize> Path<'_, PLIES> {
    fn push(&mut self, hash: u64) {
        if let Some(slot) = self.plies.get_mut(self.len) {
            *slot = hash;
            self.len += 1;
        }
    }

    fn pop(&mut self) {
        self.len = self.len.saturating_sub(1);
    }

    /// Every hash, the current node's first and the game's first position's last.
    fn newest_first(&self) -> impl Iterator<Item = &u64> {
        let plies = self.plies.get(..self.len).unwrap_or(&[]);
        plies.iter().rev().chain(self.game.iter().rev())
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
    /// What it takes: the piece on its target, or the pawn beside it for en passant.
    victim: Option<Piece>,
}

/// Ordering scores: the table's move first, then captures that do not lose material (most valuable victim
/// first) and queen promotions, the killers, quiet moves by history, captures that lose material, and
/// underpromotions last.
const TABLE_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 24;
const KILLER: i32 = 1 << 22;
const LOSING_CAPTURE: i32 = -(1 << 20);
const UNDERPROMOTION: i32 = -(1 << 24);

/// A piece's material value, by `get`: a piece read back from memory has lost its range, and indexing would
/// link a panic path.
fn material(piece: Piece) -> i32 {
    VALUES.get(piece as usize).copied().unwrap_or(0)
}

/// Reverse futility pruning's reach, in plies from the leaves, and its margin per ply, in centipawns.
const FUTILITY_DEPTH: i32 = 3;
const FUTILITY_MARGIN: i32 = 120;
/// Quiescence skips a capture that, even winning its victim outright and this much more, would not lift
/// the score to alpha (delta pruning).
const DELTA_MARGIN: i32 = 200;

/// How far the attacks and the pawn structure can move the evaluation, in centipawns, for quiescence's lazy
/// evaluation: beyond it, the material and piece-square estimate decides.
const LAZY_MARGIN: i32 = 300;

/// A node's moves: where they lie on the search's move stack, `start..end`.
#[derive(Clone, Copy)]
struct Moves {
    start: usize,
    end: usize,
}

impl Moves {
    fn len(self) -> usize {
        self.end - self.start
    }
}

struct Search<'a, S, C, H, const PLIES: usize, const LINE: usize, const MOVES: usize> {
    table: Table<'a>,
    history: &'a mut H,
    killers: &'a mut [[Option<Move>; 2]; PLIES],
    /// The principal-variation table: `pv[ply]` is the best line found from `ply`, its first `pv_len[ply]`
    /// moves (at most `LINE`).
    pv: &'a mut [[Option<Move>; LINE]; PLIES],
    pv_len: &'a mut [usize; PLIES],
    /// The moves of every node on the path, each node's above its parent's: one stack for the search, so
    /// that a ply holds only the moves it has rather than room for the most any position has.
    moves: &'a mut [Scored; MOVES],
    moves_len: usize,
    path: Path<'a, PLIES>,
    nodes: u64,
    seldepth: usize,
    limits: &'a Limits,
    control: &'a mut C,
    /// False during the first iteration, which always completes.
    abortable: bool,
    stopped: bool,
    lookups: core::marker::PhantomData<S>,
}

impl<S: Sliders, C: Control, H: History, const PLIES: usize, const LINE: usize, const MOVES: usize>
    Search<'_, S, C, H, PLIES, LINE, MOVES>
{
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
        let mut newest_first = self.path.newest_first();
        let Some(&current) = newest_first.next() else { return false };
        newest_first.take(halfmove_clock as usize).skip(1).step_by(2).any(|&hash| hash == current)
    }

    /// The legal moves, scored for ordering, pushed on the move stack. With `captures_only`, only captures
    /// and queen promotions: what quiescence searches. `None`, and nothing pushed, when the stack has no room
    /// for them all.
    fn moves(
        &mut self,
        position: &Position,
        best: Option<Move>,
        ply: usize,
        captures_only: bool,
    ) -> Option<Moves> {
        let start = self.moves_len;
        let (mut end, mut full) = (start, false);
        let stack = &mut self.moves;
        let us = position.side_to_move();
        let killers = self.killers.get(ply).copied().unwrap_or([None; 2]);
        let history = &*self.history;
        let en_passant = position.en_passant().map_or(Bitboard::EMPTY, Bitboard::from);
        // What quiescence keeps: captures (en passant too) and promotions.
        let ours =
            Piece::ALL.into_iter().fold(Bitboard::EMPTY, |all, piece| all | position.pieces(us, piece));
        let theirs = position.occupied() - ours;
        // Quiescence asks the generator for moves onto those squares alone, sparing it the king's quiet
        // squares' safety tests; the groups are narrowed further below.
        let mask = if captures_only { theirs | en_passant | Bitboard::BACK_RANKS } else { Bitboard::FULL };
        position.generate_to::<S>(mask, |mut group| {
            if captures_only {
                let pawn_targets = if group.piece == Piece::Pawn {
                    en_passant | Bitboard::BACK_RANKS
                } else {
                    Bitboard::EMPTY
                };
                group.to &= theirs | pawn_targets;
            }
            group.for_each(|mv| {
                let victim = victim(position, theirs, group.piece, mv);
                let score = match (victim, mv.promotion) {
                    _ if Some(mv) == best => TABLE_MOVE,
                    // Underpromotions: in quiescence never, in the full search last.
                    (_, Some(piece)) if piece != Piece::Queen && captures_only => return,
                    (_, Some(piece)) if piece != Piece::Queen => UNDERPROMOTION,
                    // A capture that can lose its capturer for less is tried first by the exchange on its
                    // square: if that loses material it goes after the quiet moves, or in quiescence nowhere.
                    (Some(taken), _)
                        if material(taken) < material(group.piece)
                            && !wins_at_least::<S>(position, group.piece, mv, victim, 0) =>
                    {
                        if captures_only {
                            return;
                        }
                        LOSING_CAPTURE + 8 * taken as i32 - group.piece as i32
                    }
                    // Most valuable victim first, then least valuable attacker.
                    (Some(victim), _) => CAPTURE + 8 * victim as i32 - group.piece as i32,
                    (None, Some(_)) => CAPTURE + 8 * Piece::Queen as i32,
                    (None, None) if Some(mv) == killers[0] => KILLER,
                    (None, None) if Some(mv) == killers[1] => KILLER - 1,
                    (None, None) => history.score(us, mv).clamp(0, HISTORY_LIMIT - 1),
                };
                match stack.get_mut(end) {
                    Some(slot) => {
                        *slot = Scored { mv, piece: group.piece, score, victim };
                        end += 1;
                    }
                    None => full = true,
                }
            });
        });
        (!full).then(|| {
            self.moves_len = end;
            Moves { start, end }
        })
    }

    /// The best-scored of `moves` not yet taken, moved to place `index`: selection sort, one step at a
    /// time, since a cutoff often comes before the list is sorted. Ties keep generation order.
    fn pick(&mut self, moves: Moves, index: usize) -> Option<Scored> {
        let rest = self.moves.get_mut(moves.start + index..moves.end)?;
        let (best, _) = rest.iter().enumerate().fold((0, i32::MIN), |(best, top), (at, scored)| {
            if scored.score > top { (at, scored.score) } else { (best, top) }
        });
        // A swap of the first and the best by pattern, which needs no bounds check that could panic.
        if let Some([first, .., last]) = rest.get_mut(..=best) {
            core::mem::swap(first, last);
        }
        rest.first().copied()
    }

    /// A quiet move cut off: remember it as a killer at this ply and credit its history.
    fn reward(&mut self, position: &Position, mv: Move, depth: i32, ply: usize) {
        if let Some(killers) = self.killers.get_mut(ply) {
            if killers[0] != Some(mv) {
                *killers = [Some(mv), killers[0]];
            }
        }
        self.history.reward(position.side_to_move(), mv, depth);
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
        if depth <= 0 {
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
        // The whole evaluation where reverse futility may act on it; elsewhere the material and piece-square
        // estimate is enough for what reads it (the null move's condition, a node without room for its
        // moves).
        let futile_reach = !pv_node && !in_check && depth <= FUTILITY_DEPTH && beta.abs() < MATE_BOUND;
        let evaluation = if futile_reach { terms.evaluate::<S>(position) } else { terms.value(us) };

        // Reverse futility: near the leaves, a position whose evaluation beats beta by more than a move's
        // worth of positional gain per ply left is taken to hold (not in check, where the evaluation means
        // little, and not near mate scores).
        if futile_reach && evaluation - FUTILITY_MARGIN * depth >= beta {
            return evaluation;
        }

        // Null move: if passing still leaves us at or above beta, a real move would too (not in check, and
        // not in pawn endings, where passing may be the only thing that does not lose: zugzwang).
        let has_pieces = [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen]
            .into_iter()
            .any(|piece| !position.pieces(us, piece).is_empty());
        if !pv_node && !in_check && depth >= 3 && has_pieces && evaluation >= beta {
            let passed = position.pass();
            let passed_hash = hash ^ KEYS.black_to_move ^ en_passant_key(position);
            self.path.push(passed_hash);
            let reduction = 3 + depth / 6;
            let score =
                -self.negamax(&passed, passed_hash, terms, depth - reduction, -beta, -beta + 1, ply + 1, 0);
            self.path.pop();
            if self.stopped {
                return DRAW;
            }
            if score >= beta {
                // Not a proven mate: nothing was proved for the real moves.
                return beta;
            }
        }

        let Some(moves) = self.moves(position, table_move, ply, false) else { return evaluation };
        if moves.len() == 0 {
            return if in_check { -MATE + ply as i32 } else { DRAW };
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
        );
        self.moves_len = moves.start;
        score
    }

    /// `negamax`'s loop over the node's `moves`, apart so that every way out of it leaves the move stack as
    /// it was.
    #[allow(clippy::too_many_arguments)]
    fn search_moves(
        &mut self,
        position: &Position,
        hash: u64,
        terms: Terms,
        moves: Moves,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        halfmove_clock: u32,
        in_check: bool,
    ) -> i32 {
        let (mut best_score, mut best_move, mut bound) = (-INFINITY, None, Bound::Upper);
        for index in 0..moves.len() {
            let Some(Scored { mv, piece, score: order, victim }) = self.pick(moves, index) else { break };
            let mut child = *position;
            child.make(piece, mv);
            let child_hash = hash_after(hash, position, piece, mv, victim, &child);
            let child_terms = terms.after(position, piece, mv, victim, &child);
            let capture = victim.is_some();
            let tactical = capture || mv.promotion.is_some();
            let clock = if piece == Piece::Pawn || capture { 0 } else { halfmove_clock + 1 };
            self.path.push(child_hash);
            let score = if index == 0 {
                -self.negamax(&child, child_hash, child_terms, depth - 1, -beta, -alpha, ply + 1, clock)
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
                    child_terms,
                    depth - 1 - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    clock,
                );
                if score > alpha && reduction > 0 {
                    score = -self.negamax(
                        &child,
                        child_hash,
                        child_terms,
                        depth - 1,
                        -alpha - 1,
                        -alpha,
                        ply + 1,
                        clock,
                    );
                }
                if score > alpha && score < beta {
                    score = -self.negamax(
                        &child,
                        child_hash,
                        child_terms,
                        depth - 1,
                        -beta,
                        -alpha,
                        ply + 1,
                        clock,
                    );
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
        // The material and piece-square estimate decides when the rest of the evaluation cannot move the
        // score across the window (lazy evaluation), and stands in for it in check, where it is not a score.
        let estimate = terms.value(position.side_to_move());
        let evaluation = if in_check || estimate - LAZY_MARGIN >= beta || estimate + LAZY_MARGIN <= alpha {
            estimate
        } else {
            terms.evaluate::<S>(position)
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
        let Some(moves) = self.moves(position, None, ply, !in_check) else { return evaluation };
        if in_check && moves.len() == 0 {
            self.moves_len = moves.start;
            return -MATE + ply as i32;
        }
        for index in 0..moves.len() {
            let Some(Scored { mv, piece, victim, .. }) = self.pick(moves, index) else { break };
            if !in_check && mv.promotion.is_none() {
                // `get`: the piece's range is lost inside the `Option`, and indexing would link a panic path.
                let gain = victim.and_then(|victim| VALUES.get(victim as usize)).copied().unwrap_or(0);
                if best_score + gain + DELTA_MARGIN <= alpha {
                    continue;
                }
            }
            let mut child = *position;
            child.make(piece, mv);
            let child_terms = terms.after(position, piece, mv, victim, &child);
            let score = -self.quiesce(&child, child_terms, -beta, -alpha, ply + 1, child.in_check());
            if self.stopped {
                self.moves_len = moves.start;
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
        self.moves_len = moves.start;
        best_score
    }
}
