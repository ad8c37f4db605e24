//! The transposition table: entries in memory the program hands in, so the same search runs on a desktop's
//! `Vec` and in a microcontroller's few KiB.

use chess_attacks::{Piece, Square};
use chess_attacks_movegen::Move;

use crate::score::{INFINITY, MATE_BOUND};

/// What an entry's score says about the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum Bound {
    /// An empty entry.
    Empty,
    Exact,
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (every move failed low).
    Upper,
}

/// One slot of the transposition table, 16 bytes: the full key (so a collision needs equal 64-bit hashes),
/// the best move packed in 16 bits, the score, the depth searched and the bound. A program gives the search
/// its table as entries: as many as its memory allows, all [`Entry::EMPTY`] to begin with.
///
/// ```
/// use chess_attacks_engine::{Engine, Entry};
///
/// // 1 MiB on a desktop; a microcontroller might give `[Entry::EMPTY; 256]`.
/// let entries = vec![Entry::EMPTY; (1 << 20) / size_of::<Entry>()];
/// let engine = Engine::new(entries);
/// assert_eq!(engine.table().len(), 65_536);
/// assert_eq!(size_of::<Entry>(), 16);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    key: u64,
    pub(crate) best: u16,
    pub(crate) score: i16,
    pub(crate) depth: u8,
    pub(crate) bound: Bound,
}

impl Entry {
    /// A slot that holds nothing.
    ///
    /// ```
    /// use chess_attacks_engine::{Engine, Entry, Game, Limits, NoClock};
    /// use chess_attacks_movegen::Root;
    ///
    /// // A search fills slots; a new game makes every one empty again.
    /// let empty = format!("{:?}", Entry::EMPTY);
    /// let mut engine = Engine::new([Entry::EMPTY; 256]);
    /// engine.think::<Root>(&Game::start(), &Limits::depth(3), &mut NoClock, |_| {});
    /// assert!(engine.table().iter().any(|entry| format!("{entry:?}") != empty));
    /// engine.new_game();
    /// assert!(engine.table().iter().all(|entry| format!("{entry:?}") == empty));
    /// ```
    pub const EMPTY: Entry = Entry { key: 0, best: 0, score: 0, depth: 0, bound: Bound::Empty };
}

/// A move in 16 bits: from, to and the promotion piece's `repr` (0 for none; a1a1, 0, is never a move).
fn pack(mv: Move) -> u16 {
    let promotion = mv.promotion.map_or(0, |piece| piece as u16);
    u16::from(mv.from.index()) | u16::from(mv.to.index()) << 6 | promotion << 12
}

pub(crate) fn unpack(bits: u16) -> Option<Move> {
    let from = Square::new((bits & 63) as u8)?;
    let to = Square::new((bits >> 6 & 63) as u8)?;
    let promotion = match bits >> 12 {
        0 => None,
        piece => Some(*Piece::ALL.get(usize::from(piece))?),
    };
    (bits != 0).then_some(Move { from, to, promotion })
}

/// The table's operations on the entries the program gave: one entry per slot, replaced whenever a different
/// position or a search at least as deep claims it. No entries, no table: every probe misses.
pub(crate) struct Table<'a> {
    pub(crate) entries: &'a mut [Entry],
}

impl Table<'_> {
    /// The slot for `key`: the high half of its high 32 bits times the length, so any number of entries
    /// (up to 2^32) spreads evenly. A 32-bit by 32-bit product rather than 64 by 64: a Cortex-M0 has no
    /// wide multiply, and builds a 128-bit product out of several 32-bit ones.
    #[inline]
    fn slot(&self, key: u64) -> usize {
        (((key >> 32) * self.entries.len() as u64) >> 32) as usize
    }

    #[inline]
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        self.entries
            .get(self.slot(key))
            .copied()
            .filter(|entry| entry.key == key && entry.bound != Bound::Empty)
    }

    #[inline]
    pub(crate) fn store(&mut self, key: u64, best: Option<Move>, score: i32, depth: i32, bound: Bound) {
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
    pub(crate) fn hashfull(&self) -> u32 {
        let sample = self.entries.iter().take(1000);
        let used = sample.clone().filter(|entry| entry.bound != Bound::Empty).count();
        (used * 1000 / sample.count().max(1)) as u32
    }
}

/// Mate scores count plies from the root; the table stores them from the node, so that a mate found through
/// one path scores right when the position is reached by another.
pub(crate) fn score_to_table(score: i32, ply: usize) -> i32 {
    match score {
        s if s > MATE_BOUND => s + ply as i32,
        s if s < -MATE_BOUND => s - ply as i32,
        s => s,
    }
}

pub(crate) fn score_from_table(score: i32, ply: usize) -> i32 {
    match score {
        s if s > MATE_BOUND => s - ply as i32,
        s if s < -MATE_BOUND => s + ply as i32,
        s => s,
    }
}
