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

/// One slot of the transposition table, 7 bytes: the key's low 16 bits (its high bits chose the slot), the
/// score, the best move packed in 16 bits, and the depth searched with the bound in one byte. Under half the
/// full key's 16 bytes, so more entries in the same memory, which a search of a few KiB gains more from than
/// it loses by the rare position taken for another (a move that is not legal there is never played). Bytes
/// rather than fields, which would be padded to 8. A program gives the search its table as entries: as many
/// as its memory allows, all [`Entry::EMPTY`] to begin with.
///
/// ```
/// use chess_attacks_engine::{Engine, Entry};
///
/// // 1 MiB on a desktop; a microcontroller might give `[Entry::EMPTY; 256]`.
/// let entries = vec![Entry::EMPTY; (1 << 20) / size_of::<Entry>()];
/// let engine = Engine::new(entries);
/// assert_eq!(engine.table().len(), 149_796);
/// assert_eq!(size_of::<Entry>(), 7);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Entry([u8; 7]);

/// The most entries a table may have for the search to read it at the horizon too, where an entry deep enough
/// may spare a quiescence search (the table's cutoffs, outside the principal variation): 448 KiB, about what
/// a desktop processor's second-level cache holds beside the search's other data (the desktop's bench slows
/// from 2 MiB on, measured in `benches/README.md`). The horizon's nodes are most of a search's, and in a
/// larger table nearly every read there misses the cache and costs more than the quiescence searches it
/// spares, so a larger table is read only above the horizon. A board's few KiB and the browser page's table
/// are read at the horizon; a desktop's table of 1 MiB or more is not.
///
/// ```
/// use chess_attacks_engine::{Entry, HORIZON_TABLE_ENTRIES, SMALL_TABLE_ENTRIES};
///
/// assert!(SMALL_TABLE_ENTRIES <= HORIZON_TABLE_ENTRIES, "the board's table is read at the horizon");
/// let one_mib = (1 << 20) / size_of::<Entry>();
/// assert!(one_mib > HORIZON_TABLE_ENTRIES, "a desktop's smallest `Hash` is not");
/// ```
pub const HORIZON_TABLE_ENTRIES: usize = 1 << 16;

/// The deepest search an entry records, in the 6 bits the bound leaves of its byte: a deeper one is recorded
/// as this deep, which only makes its score usable by fewer searches. The board's search stops at 14 plies;
/// a desktop's goes deeper only in endgames with little left, where the nodes this far from the leaves are
/// few.
const DEEPEST: i32 = 63;

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
    pub const EMPTY: Entry = Entry([0; 7]);

    /// `key`'s entry: its best move packed (0 for none), `score`, `depth` and `bound`.
    fn new(key: u64, best: u16, score: i16, depth: i32, bound: Bound) -> Entry {
        let [check_low, check_high] = check(key).to_le_bytes();
        let [score_low, score_high] = score.to_le_bytes();
        let [best_low, best_high] = best.to_le_bytes();
        let depth_and_bound = depth.clamp(0, DEEPEST) as u8 | (bound as u8) << 6;
        Entry([check_low, check_high, score_low, score_high, best_low, best_high, depth_and_bound])
    }

    /// The key bits the entry keeps.
    fn check(self) -> u16 {
        let [low, high, ..] = self.0;
        u16::from_le_bytes([low, high])
    }

    /// The score.
    pub(crate) fn score(self) -> i16 {
        let [_, _, low, high, ..] = self.0;
        i16::from_le_bytes([low, high])
    }

    /// The best move as packed, 0 for none.
    fn best_bits(self) -> u16 {
        let [.., low, high, _] = self.0;
        u16::from_le_bytes([low, high])
    }

    /// The best move.
    pub(crate) fn best(self) -> Option<Move> {
        unpack(self.best_bits())
    }

    /// The score this entry settles a node at `ply` with, `depth` plies from the leaves and searched within
    /// `alpha..beta`: where it comes from a search as deep or deeper and its bound falls outside the window
    /// (or is exact).
    pub(crate) fn settles(self, depth: i32, alpha: i32, beta: i32, ply: usize) -> Option<i32> {
        let score = score_from_table(i32::from(self.score()), ply);
        let usable = match self.bound() {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score <= alpha,
            Bound::Empty => false,
        };
        (self.depth() >= depth && usable).then_some(score)
    }

    /// The depth searched.
    pub(crate) fn depth(self) -> i32 {
        let [.., depth_and_bound] = self.0;
        i32::from(depth_and_bound & 63)
    }

    /// What the score says about the true score.
    pub(crate) fn bound(self) -> Bound {
        let [.., depth_and_bound] = self.0;
        match depth_and_bound >> 6 {
            0 => Bound::Empty,
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        }
    }
}

/// What an entry keeps of `key` to tell its position from the others of its slot: the low bits, which the
/// slot, chosen by the high ones, does not already fix.
fn check(key: u64) -> u16 {
    key as u16
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
        let (high, len) = ((key >> 32) as u32, self.entries.len());
        match u16::try_from(len) {
            // A table of fewer than 2^16 entries (the board's): the same product's high half from two
            // 16-bit by 16-bit ones, which a Cortex-M0 multiplies in a cycle each, where the 64-bit product
            // is a library call of some forty.
            Ok(len) => {
                let len = u32::from(len);
                (((high >> 16) * len + (((high & 0xffff) * len) >> 16)) >> 16) as usize
            }
            Err(_) => ((u64::from(high) * len as u64) >> 32) as usize,
        }
    }

    /// Whether the table is small enough to read at the horizon too ([`HORIZON_TABLE_ENTRIES`]).
    #[inline]
    pub(crate) fn read_at_horizon(&self) -> bool {
        self.entries.len() <= HORIZON_TABLE_ENTRIES
    }

    #[inline]
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        self.entries
            .get(self.slot(key))
            .copied()
            .filter(|entry| entry.check() == check(key) && entry.bound() != Bound::Empty)
    }

    #[inline]
    pub(crate) fn store(&mut self, key: u64, best: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let slot = self.slot(key);
        if let Some(entry) = self.entries.get_mut(slot) {
            let same = entry.check() == check(key) && entry.bound() != Bound::Empty;
            if !same || depth >= entry.depth() || bound == Bound::Exact {
                // Keep the old move when this search found none (every move failed low).
                let best = best.map_or(if same { entry.best_bits() } else { 0 }, pack);
                let score = score.clamp(-INFINITY, INFINITY) as i16;
                *entry = Entry::new(key, best, score, depth, bound);
            }
        }
    }

    /// Per mille of the first thousand slots in use, as UCI's `hashfull` reports.
    pub(crate) fn hashfull(&self) -> u32 {
        let sample = self.entries.iter().take(1000);
        let used = sample.clone().filter(|entry| entry.bound() != Bound::Empty).count();
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::MATE;

    #[test]
    fn every_move_packs_into_sixteen_bits_and_back_and_nothing_else_unpacks() {
        let promotions =
            [None, Some(Piece::Knight), Some(Piece::Bishop), Some(Piece::Rook), Some(Piece::Queen)];
        for from in Square::ALL {
            for to in Square::ALL {
                for promotion in promotions {
                    let mv = Move { from, to, promotion };
                    let expected =
                        (mv != Move { from: Square::A1, to: Square::A1, promotion: None }).then_some(mv);
                    assert_eq!(unpack(pack(mv)), expected, "{from:?} {to:?} {promotion:?}");
                }
            }
        }
        // A promotion to no piece (codes past the king's) is not a move.
        assert_eq!(unpack(6 << 12 | 12 << 6 | 8), None);
    }

    #[test]
    fn an_entry_keeps_the_depth_the_move_the_bound_and_the_score_apart() {
        let e7e8n = Move { from: Square::E7, to: Square::E8, promotion: Some(Piece::Knight) };
        let packed = pack(e7e8n);
        for bound in [Bound::Exact, Bound::Lower, Bound::Upper] {
            for depth in [0, 1, 37, DEEPEST] {
                for key in [0, u64::MAX, 0x0123_4567_89ab_cdef] {
                    let entry = Entry::new(key, packed, -MATE as i16, depth, bound);
                    let read = (entry.check(), entry.depth(), entry.best(), entry.bound(), entry.score());
                    assert_eq!(read, (check(key), depth, Some(e7e8n), bound, -MATE as i16));
                }
            }
        }
        // Deeper than the entry records: recorded as the deepest; shallower than none, as none.
        assert_eq!(Entry::new(7, 0, 0, DEEPEST + 9, Bound::Exact).depth(), DEEPEST);
        assert_eq!(Entry::new(7, 0, 0, -3, Bound::Exact).depth(), 0);
        assert_eq!(Entry::EMPTY.bound(), Bound::Empty);
    }

    #[test]
    fn a_small_table_s_slot_from_16_bit_products_is_the_wide_product_s() {
        // The 128-bit product is the oracle; the lengths reach either side of the 16-bit path's end.
        let mut key = 0x9e37_79b9_7f4a_7c15_u64;
        for len in [1, 2, 3, 512, 706, 1000, 65_535, 65_536, 65_537, 200_003] {
            let mut entries = std::vec![Entry::EMPTY; len];
            let table = Table { entries: &mut entries };
            let edges = [0, 1, 0xffff, 0x1_0000, 0xffff_ffff, 0x8000_0000].map(|high: u64| high << 32);
            for _ in 0..2000 {
                key ^= key << 13;
                key ^= key >> 7;
                key ^= key << 17;
                for key in edges.into_iter().chain([key]) {
                    let wide = ((u128::from(key >> 32) * len as u128) >> 32) as usize;
                    assert_eq!(table.slot(key), wide, "{len} entries, key {key:#x}");
                }
            }
        }
    }

    #[test]
    fn a_key_s_slot_is_its_high_half_s_share_of_the_table() {
        let mut entries = [Entry::EMPTY; 1000];
        let table = Table { entries: &mut entries };
        for slot in 0..1000_u64 {
            // The smallest high half whose share of 2^32 reaches `slot` thousandths.
            let high = (slot << 32).div_ceil(1000);
            assert_eq!(table.slot(high << 32 | 0xdead_beef), slot as usize);
            assert_eq!(table.slot((high << 32).wrapping_sub(1)), (slot as usize).wrapping_sub(1).min(999));
        }
    }

    #[test]
    fn an_entry_is_found_by_its_own_key_and_replaced_by_another_position_a_deeper_search_or_an_exact_score() {
        let mut entries = [Entry::EMPTY; 4];
        let mut table = Table { entries: &mut entries };
        let (key, rival) = (1 << 62 | 7, 1 << 62 | 9);
        assert!(table.probe(key).is_none() && table.probe(0).is_none(), "empty slots hold nothing");
        let e2e4 = Move { from: Square::E2, to: Square::E4, promotion: None };
        let d2d4 = Move { from: Square::D2, to: Square::D4, promotion: None };
        table.store(key, Some(e2e4), 35, 5, Bound::Lower);
        let read = |table: &Table, key| table.probe(key).map(|e| (e.best(), e.score(), e.depth(), e.bound()));
        assert_eq!(read(&table, key), Some((Some(e2e4), 35, 5, Bound::Lower)));
        assert_eq!(read(&table, rival), None, "same slot, another position");
        // A shallower search of the same position leaves it, unless its score is exact.
        table.store(key, Some(d2d4), 10, 4, Bound::Upper);
        assert_eq!(read(&table, key), Some((Some(e2e4), 35, 5, Bound::Lower)));
        table.store(key, None, 20, 4, Bound::Exact);
        assert_eq!(read(&table, key), Some((Some(e2e4), 20, 4, Bound::Exact)), "no move found: the old kept");
        table.store(key, Some(d2d4), 30, 6, Bound::Upper);
        assert_eq!(read(&table, key), Some((Some(d2d4), 30, 6, Bound::Upper)));
        // Another position takes the slot, with no move of the old one's.
        table.store(rival, None, -5, 1, Bound::Upper);
        assert_eq!((read(&table, rival), read(&table, key)), (Some((None, -5, 1, Bound::Upper)), None));
    }

    #[test]
    fn hashfull_counts_the_first_thousand_slots_in_use_per_mille() {
        let mut entries = [Entry::EMPTY; 2000];
        let used = Entry::new(1, 0, 0, 1, Bound::Exact);
        entries[..250].fill(used);
        entries[1000..].fill(used);
        assert_eq!(Table { entries: &mut entries }.hashfull(), 250);
        let mut few = [used, Entry::EMPTY, used, Entry::EMPTY, Entry::EMPTY];
        assert_eq!(Table { entries: &mut few }.hashfull(), 400);
        assert_eq!(Table { entries: &mut [] }.hashfull(), 0);
    }

    #[test]
    fn mate_scores_are_stored_from_the_node_and_read_back_from_the_root() {
        // Mate five plies from the root, found at ply 3: two plies from the node.
        assert_eq!(score_to_table(MATE - 5, 3), MATE - 2);
        assert_eq!(score_to_table(-(MATE - 5), 3), -(MATE - 2));
        // Read at ply 7 through another path: nine plies from the root.
        assert_eq!(score_from_table(MATE - 2, 7), MATE - 9);
        assert_eq!(score_from_table(-(MATE - 2), 7), -(MATE - 9));
        // Scores that are not mates are stored as they are, up to the bound.
        for score in [0, 35, -35, MATE_BOUND, -MATE_BOUND] {
            assert_eq!((score_to_table(score, 3), score_from_table(score, 3)), (score, score));
        }
        assert_eq!(score_to_table(MATE_BOUND + 1, 3), MATE_BOUND + 4);
        assert_eq!(score_to_table(-MATE_BOUND - 1, 3), -MATE_BOUND - 4);
    }
}
