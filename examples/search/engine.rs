//! The search example's engine: iterative deepening over a principal-variation alpha-beta search (negamax)
//! with a transposition table, quiescence search over captures, null-move pruning, late-move reductions and
//! the usual move ordering (the table's move, captures by MVV-LVA, two killers per ply, history), on the
//! perft example's legal move generator. Like perft it is generic over the slider lookups ([`Sliders`]): the
//! crate root's or `magic`'s. With no time limit the search decides nothing by the clock, so both lookups
//! visit exactly the same nodes.
//!
//! Part of `examples/search.rs`: `cargo run --release --example search -- bench` runs it.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use chess_attacks::{Bitboard, Color, Piece, Square};

use super::eval::evaluate;
use super::position::{FenError, Move, Position, Root, Sliders, castling_rook};

/// The deepest ply the search reaches, quiescence and extensions included: the size of its per-ply arrays.
pub const MAX_PLY: usize = 128;
/// The deepest iteration `go depth` asks for; extensions and quiescence go on below it, up to [`MAX_PLY`].
pub const MAX_DEPTH: u32 = 100;
/// The transposition table's size in MiB unless `setoption name Hash` says otherwise.
pub const DEFAULT_HASH_MIB: usize = 32;
/// The largest table `setoption name Hash` accepts, in MiB.
pub const MAX_HASH_MIB: usize = 4096;

/// A checkmate `n` plies from the root scores `MATE - n` for the side that mates.
pub const MATE: i32 = 30_000;
/// Scores beyond this are mates.
const MATE_BOUND: i32 = MATE - MAX_PLY as i32;
const INFINITY: i32 = MATE + 1;
const DRAW: i32 = 0;

/// `chess_attacks::magic`'s lookups, for the same search.
#[cfg(feature = "magic")]
pub struct Magic;

#[cfg(feature = "magic")]
impl Sliders for Magic {
    #[inline]
    fn rook(square: Square, occupied: Bitboard) -> Bitboard {
        chess_attacks::magic::rook_attacks(square, occupied)
    }
    #[inline]
    fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
        chess_attacks::magic::bishop_attacks(square, occupied)
    }
    #[inline]
    fn queen(square: Square, occupied: Bitboard) -> Bitboard {
        chess_attacks::magic::queen_attacks(square, occupied)
    }
}

/// Which slider lookups a search runs on, chosen at run time (`--magic`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lookups {
    /// The crate root's: `chess_attacks::{rook,bishop,queen}_attacks`.
    Root,
    /// `chess_attacks::magic`'s.
    #[cfg(feature = "magic")]
    Magic,
}

impl Lookups {
    /// How the bench and the UCI `id` line name them.
    pub fn name(self) -> &'static str {
        match self {
            Lookups::Root => "crate root",
            #[cfg(feature = "magic")]
            Lookups::Magic => "magic",
        }
    }
}

// ---------------------------------------------------------------------------------------------------------
// Zobrist hashing

/// Random keys for hashing a position: one per piece, colour and square, the side to move, each of the 16
/// sets of castling rights and each en passant file.
struct Keys {
    pieces: [[[u64; 64]; 6]; 2],
    black_to_move: u64,
    castling: [u64; 16],
    en_passant: [u64; 8],
}

/// SplitMix64 from a fixed seed, so every run (and both lookups) hash alike.
const fn next_key(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Computed at compile time.
static KEYS: Keys = {
    let mut state = 0x00c4_e55a_77ac_c5e5;
    let mut keys =
        Keys { pieces: [[[0; 64]; 6]; 2], black_to_move: 0, castling: [0; 16], en_passant: [0; 8] };
    let mut index = 0;
    while index < 2 * 6 * 64 {
        keys.pieces[index / 384][index / 64 % 6][index % 64] = next_key(&mut state);
        index += 1;
    }
    keys.black_to_move = next_key(&mut state);
    let mut index = 0;
    while index < 16 {
        keys.castling[index] = next_key(&mut state);
        index += 1;
    }
    let mut index = 0;
    while index < 8 {
        keys.en_passant[index] = next_key(&mut state);
        index += 1;
    }
    keys
};

fn piece_key(color: Color, piece: Piece, square: Square) -> u64 {
    KEYS.pieces[color as usize][piece as usize][usize::from(square.index())]
}

fn en_passant_key(position: &Position) -> u64 {
    position.en_passant().map_or(0, |square| KEYS.en_passant[usize::from(square.file().index())])
}

/// The position's hash from scratch. The search updates it move by move instead ([`hash_after`]), as engines
/// do; debug builds (and so the tests) check each update against this.
pub fn hash(position: &Position) -> u64 {
    let mut hash = 0;
    for color in Color::ALL {
        for piece in Piece::ALL {
            for square in position.pieces(color, piece) {
                hash ^= piece_key(color, piece, square);
            }
        }
    }
    if position.side_to_move() == Color::Black {
        hash ^= KEYS.black_to_move;
    }
    hash ^ KEYS.castling[usize::from(position.castling_rights())] ^ en_passant_key(position)
}

/// The hash of `after`, the position `before` (hashed `hash`) becomes when `piece` makes `mv`: the incremental
/// update, a few keys per move rather than one per piece on the board.
fn hash_after(hash: u64, before: &Position, piece: Piece, mv: Move, after: &Position) -> u64 {
    let (us, them) = (before.side_to_move(), before.side_to_move().opponent());
    let mut next = hash ^ KEYS.black_to_move;
    next ^= piece_key(us, piece, mv.from) ^ piece_key(us, mv.promotion.unwrap_or(piece), mv.to);
    if let Some((_, victim)) = before.piece_at(mv.to) {
        next ^= piece_key(them, victim, mv.to);
    } else if piece == Piece::Pawn && Some(mv.to) == before.en_passant() {
        // The pawn taken en passant stands beside the capturer, one rank beyond the target: index ^ 8.
        if let Some(victim) = Square::new(mv.to.index() ^ 8) {
            next ^= piece_key(them, Piece::Pawn, victim);
        }
    }
    if let Some((rook_from, rook_to)) = castling_rook(piece, mv) {
        next ^= piece_key(us, Piece::Rook, rook_from) ^ piece_key(us, Piece::Rook, rook_to);
    }
    next ^= KEYS.castling[usize::from(before.castling_rights())]
        ^ KEYS.castling[usize::from(after.castling_rights())];
    next ^= en_passant_key(before) ^ en_passant_key(after);
    debug_assert_eq!(next, self::hash(after), "incremental hash of {mv} differs from the full one");
    next
}

// ---------------------------------------------------------------------------------------------------------
// The game: the position searched and the positions before it, for repetitions

/// A position and the game that led to it: the hashes of every position since the start (the current one
/// last) and the half-moves since the last capture or pawn move, for the repetition and fifty-move draws.
#[derive(Clone, Debug)]
pub struct Game {
    position: Position,
    hashes: Vec<u64>,
    halfmove_clock: u32,
}

impl Game {
    /// The game starting from `fen`; its halfmove clock (field 5) is read for the fifty-move rule.
    pub fn from_fen(fen: &str) -> Result<Game, FenError> {
        let position = Position::from_fen(fen)?;
        // from_fen has checked that field 5, when given, is a whole number.
        let halfmove_clock = fen.split_whitespace().nth(4).and_then(|field| field.parse().ok()).unwrap_or(0);
        Ok(Game { position, hashes: vec![hash(&position)], halfmove_clock })
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The current position's hash.
    fn hash(&self) -> u64 {
        self.hashes.last().copied().unwrap_or_else(|| hash(&self.position))
    }

    /// Plays the legal move that `text` names in UCI notation; `None`, and no change, when there is none.
    pub fn play(&mut self, text: &str) -> Option<Move> {
        let mv = self.position.find_move(text)?;
        let (piece, capture) = (self.position.piece_at(mv.from)?.1, is_capture(&self.position, mv));
        let next = self.position.play(mv);
        self.hashes.push(hash_after(self.hash(), &self.position, piece, mv, &next));
        self.halfmove_clock = if piece == Piece::Pawn || capture { 0 } else { self.halfmove_clock + 1 };
        self.position = next;
        Some(mv)
    }
}

/// Whether `mv` takes a piece, en passant included.
fn is_capture(position: &Position, mv: Move) -> bool {
    position.piece_at(mv.to).is_some()
        || (Some(mv.to) == position.en_passant()
            && position.piece_at(mv.from).is_some_and(|(_, piece)| piece == Piece::Pawn))
}

// ---------------------------------------------------------------------------------------------------------
// The transposition table

/// What an entry's score says about the true score.
#[derive(Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
enum Bound {
    /// An empty entry.
    Empty,
    Exact,
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (every move failed low).
    Upper,
}

/// 16 bytes: the full key (so a collision needs equal 64-bit hashes), the best move packed in 16 bits, the
/// score, the depth searched and the bound.
#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    best: u16,
    score: i16,
    depth: u8,
    bound: Bound,
}

impl Entry {
    const EMPTY: Entry = Entry { key: 0, best: 0, score: 0, depth: 0, bound: Bound::Empty };
}

/// A move in 16 bits: from, to and the promotion piece's `repr` (0 for none; a1a1, 0, is never a move).
fn pack(mv: Move) -> u16 {
    let promotion = mv.promotion.map_or(0, |piece| piece as u16);
    u16::from(mv.from.index()) | u16::from(mv.to.index()) << 6 | promotion << 12
}

fn unpack(bits: u16) -> Option<Move> {
    let from = Square::new((bits & 63) as u8)?;
    let to = Square::new((bits >> 6 & 63) as u8)?;
    let promotion = match bits >> 12 {
        0 => None,
        piece => Some(*Piece::ALL.get(usize::from(piece))?),
    };
    (bits != 0).then_some(Move { from, to, promotion })
}

/// One entry per slot, replaced whenever a different position or a search at least as deep claims it.
/// Allocated on first use, so a `setoption name Hash` sent before the first search costs nothing.
pub struct Table {
    entries: Vec<Entry>,
    mib: usize,
}

impl Table {
    fn new(mib: usize) -> Table {
        Table { entries: Vec::new(), mib }
    }

    /// The entries' memory, allocated if it is not yet; an allocation failure is reported, not a crash.
    fn allocate(&mut self) -> Result<(), String> {
        let len = (self.mib << 20) / size_of::<Entry>();
        if self.entries.len() != len {
            let mut entries = Vec::new();
            entries
                .try_reserve_exact(len)
                .map_err(|_| format!("cannot allocate {} MiB for the hash table", self.mib))?;
            entries.resize(len, Entry::EMPTY);
            self.entries = entries;
        }
        Ok(())
    }

    /// The slot for `key`: the high bits of `key * len`, so any number of entries spreads evenly.
    fn slot(&self, key: u64) -> usize {
        ((u128::from(key) * self.entries.len() as u128) >> 64) as usize
    }

    fn probe(&self, key: u64) -> Option<Entry> {
        self.entries
            .get(self.slot(key))
            .copied()
            .filter(|entry| entry.key == key && entry.bound != Bound::Empty)
    }

    fn store(&mut self, key: u64, best: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let slot = self.slot(key);
        if let Some(entry) = self.entries.get_mut(slot) {
            if entry.key != key || depth >= i32::from(entry.depth) || bound == Bound::Exact {
                // Keep the old move when this search found none (every move failed low).
                let best = best.map_or(if entry.key == key { entry.best } else { 0 }, pack);
                let score = score.clamp(-INFINITY, INFINITY) as i16;
                *entry = Entry { key, best, score, depth: depth.clamp(0, 255) as u8, bound };
            }
        }
    }

    /// Per mille of the first thousand slots in use, as UCI's `hashfull` reports.
    fn hashfull(&self) -> u32 {
        let sample = self.entries.iter().take(1000);
        let used = sample.clone().filter(|entry| entry.bound != Bound::Empty).count();
        (used * 1000 / sample.count().max(1)) as u32
    }
}

/// Mate scores count plies from the root; the table stores them from the node, so that a mate found through
/// one path scores right when the position is reached by another.
fn score_to_table(score: i32, ply: usize) -> i32 {
    match score {
        s if s > MATE_BOUND => s + ply as i32,
        s if s < -MATE_BOUND => s - ply as i32,
        s => s,
    }
}

fn score_from_table(score: i32, ply: usize) -> i32 {
    match score {
        s if s > MATE_BOUND => s - ply as i32,
        s if s < -MATE_BOUND => s + ply as i32,
        s => s,
    }
}

// ---------------------------------------------------------------------------------------------------------
// Limits, reports and the engine

/// When a search stops. Without `hard` and `nodes` it decides nothing by the clock or the node count: the
/// bench relies on that for the same nodes on every run and both lookups.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The last iteration.
    pub depth: u32,
    /// Stop after about this many nodes (checked every 1024).
    pub nodes: Option<u64>,
    /// Start no new iteration after this long.
    pub soft: Option<Duration>,
    /// Abandon the iteration under way after this long.
    pub hard: Option<Duration>,
    /// When the time limits started: when `go` arrived.
    pub start: Instant,
}

impl Limits {
    /// A fixed depth, no clock.
    pub fn depth(depth: u32) -> Limits {
        Limits { depth, nodes: None, soft: None, hard: None, start: Instant::now() }
    }
}

/// What a finished iteration found, for UCI's `info` line.
pub struct Report<'a> {
    pub depth: u32,
    pub seldepth: u32,
    pub score: i32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub hashfull: u32,
    pub pv: &'a [Move],
}

/// A search's answer.
#[derive(Clone, Copy, Debug)]
pub struct Outcome {
    /// `None` only when there is no legal move.
    pub best: Option<Move>,
    pub score: i32,
    /// The last iteration completed.
    pub depth: u32,
    pub nodes: u64,
}

/// A score as UCI writes it: `cp 35`, `mate 3` (the side to move mates in 3 moves) or `mate -2`.
pub struct UciScore(pub i32);

impl std::fmt::Display for UciScore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            score if score > MATE_BOUND => write!(f, "mate {}", (MATE - score + 1) / 2),
            // `mate 0`: checkmated already, as a search of a mated position reports.
            score if score <= -MATE => f.write_str("mate 0"),
            score if score < -MATE_BOUND => write!(f, "mate -{}", (MATE + score) / 2),
            score => write!(f, "cp {score}"),
        }
    }
}

/// What persists between searches: the transposition table and the history of quiet moves that cut off.
pub struct Engine {
    table: Table,
    history: Box<[[[i32; 64]; 64]; 2]>,
}

impl Engine {
    /// An engine whose table will take `hash_mib` MiB (allocated by the first search).
    pub fn new(hash_mib: usize) -> Engine {
        Engine { table: Table::new(hash_mib), history: Box::new([[[0; 64]; 64]; 2]) }
    }

    /// Resizes the table (emptying it), or says why it cannot; the table is unchanged then.
    pub fn set_hash(&mut self, mib: usize) -> Result<(), String> {
        let mut table = Table::new(mib);
        table.allocate()?;
        self.table = table;
        Ok(())
    }

    /// Allocates the table now rather than at the first search, or says why it cannot.
    pub fn prepare(&mut self) -> Result<(), String> {
        self.table.allocate()
    }

    /// Forgets everything learnt: for `ucinewgame`.
    pub fn new_game(&mut self) {
        self.table.entries.fill(Entry::EMPTY);
        *self.history = [[[0; 64]; 64]; 2];
    }

    /// [`Engine::think`] on the lookups `lookups` names.
    pub fn think_on(
        &mut self,
        lookups: Lookups,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
        report: impl FnMut(&Report),
    ) -> Result<Outcome, String> {
        match lookups {
            Lookups::Root => self.think::<Root>(game, limits, stop, report),
            #[cfg(feature = "magic")]
            Lookups::Magic => self.think::<Magic>(game, limits, stop, report),
        }
    }

    /// Searches `game`'s position by iterative deepening until `limits` or `stop` end it, calling `report`
    /// after each completed iteration. The first iteration always completes, so there is a move to play.
    pub fn think<S: Sliders>(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
        mut report: impl FnMut(&Report),
    ) -> Result<Outcome, String> {
        self.table.allocate()?;
        let root = game.position;
        let mut search = Search {
            table: &mut self.table,
            history: &mut self.history,
            killers: vec![[None; 2]; MAX_PLY],
            pv: vec![[None; MAX_PLY]; MAX_PLY],
            pv_len: vec![0; MAX_PLY],
            path: game.hashes.clone(),
            nodes: 0,
            seldepth: 0,
            limits,
            stop,
            abortable: false,
            stopped: false,
            lookups: core::marker::PhantomData::<S>,
        };
        let hash = game.hash();
        let mut outcome = Outcome { best: None, score: 0, depth: 0, nodes: 0 };
        for depth in 1..=limits.depth.clamp(1, MAX_DEPTH) {
            search.seldepth = 0;
            let score =
                search.negamax(&root, hash, depth as i32, -INFINITY, INFINITY, 0, game.halfmove_clock);
            if search.stopped {
                break;
            }
            let pv: Vec<Move> = search.pv[0].iter().take(search.pv_len[0]).flatten().copied().collect();
            outcome = Outcome { best: pv.first().copied(), score, depth, nodes: search.nodes };
            report(&Report {
                depth,
                seldepth: search.seldepth as u32,
                score,
                nodes: search.nodes,
                elapsed: limits.start.elapsed(),
                hashfull: search.table.hashfull(),
                pv: &pv,
            });
            // No legal move (mate or stalemate): deeper iterations would say the same.
            if outcome.best.is_none() {
                break;
            }
            search.abortable = true;
            if limits.soft.is_some_and(|soft| limits.start.elapsed() >= soft) {
                break;
            }
        }
        outcome.nodes = search.nodes;
        Ok(outcome)
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

struct Search<'a, S> {
    table: &'a mut Table,
    history: &'a mut [[[i32; 64]; 64]; 2],
    killers: Vec<[Option<Move>; 2]>,
    /// The triangular principal-variation table: `pv[ply]` is the best line found from `ply`.
    pv: Vec<[Option<Move>; MAX_PLY]>,
    pv_len: Vec<usize>,
    /// The hashes of the game's positions and the search's path to the current node (the node's last).
    path: Vec<u64>,
    nodes: u64,
    seldepth: usize,
    limits: &'a Limits,
    stop: &'a AtomicBool,
    /// False during the first iteration, which always completes.
    abortable: bool,
    stopped: bool,
    lookups: core::marker::PhantomData<S>,
}

impl<S: Sliders> Search<'_, S> {
    /// Counts a node and, every 1024 nodes, looks at the stop flag and the limits.
    fn visit(&mut self, ply: usize) {
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if self.nodes % 1024 == 0 && self.abortable {
            let late = self.limits.hard.is_some_and(|hard| self.limits.start.elapsed() >= hard);
            let enough = self.limits.nodes.is_some_and(|nodes| self.nodes >= nodes);
            self.stopped |= late || enough || self.stop.load(Ordering::Relaxed);
        }
    }

    /// Whether the position at the end of `path` occurred before, within the last `halfmove_clock` plies
    /// (no earlier position can recur: a capture or pawn move came between). Once is enough in the search:
    /// a line that can repeat can be repeated again.
    fn repeats(&self, halfmove_clock: u32) -> bool {
        let Some((&current, earlier)) = self.path.split_last() else { return false };
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
