//! Move ordering: the order a node tries its moves in, best first, since the sooner the best move comes the
//! more of the rest a cutoff spares. The table's move, then captures by most valuable victim and least
//! valuable attacker (those that lose material by static exchange evaluation late), two killers per ply,
//! quiet moves by their history; all kept on one stack of moves shared by the search's plies. The full search
//! takes them in two stages: the captures and promotions, and only when none of those ordered before the
//! killers cuts off, the quiet moves, which most cut nodes then never generate.

use chess_attacks::{Bitboard, Piece, Square};
use chess_attacks_movegen::{Move, Position, Sliders};

use crate::capture::victim;
use crate::eval::VALUES;
use crate::history::{HISTORY_LIMIT, History};
use crate::see::wins_at_least;

/// No move: what a slot holds before a search writes it.
pub(crate) const NO_MOVE: Move = Move { from: Square::A1, to: Square::A1, promotion: None };

/// A legal move with the piece that makes it and its place in the ordering, in 8 bytes: its score, and the
/// move, the piece and the victim packed in 32 bits (the fields would take 12 with their padding, and the
/// board's move stack holds 256 of them).
#[derive(Clone, Copy)]
pub(crate) struct Scored {
    score: i32,
    /// From (6 bits), to (6), the promotion (3: the piece's `repr` plus one, 0 for none), the piece (3) and
    /// the victim (3, as the promotion).
    packed: u32,
}

/// A piece's `repr` plus one, 0 for none: 3 bits.
fn pack_piece(piece: Option<Piece>) -> u32 {
    piece.map_or(0, |piece| piece as u32 + 1)
}

/// The piece [`pack_piece`] wrote into the low 3 bits of `bits`.
fn unpack_piece(bits: u32) -> Option<Piece> {
    match bits & 7 {
        0 => None,
        1 => Some(Piece::Pawn),
        2 => Some(Piece::Knight),
        3 => Some(Piece::Bishop),
        4 => Some(Piece::Rook),
        5 => Some(Piece::Queen),
        _ => Some(Piece::King),
    }
}

/// The square in the low 6 bits of `bits`.
fn unpack_square(bits: u32) -> Square {
    Square::ALL[(bits & 63) as usize]
}

impl Scored {
    /// An empty slot of the move stack.
    pub(crate) const NONE: Scored = Scored { score: 0, packed: 0 };

    /// `piece`'s move `mv`, taking `victim`, at `score` in the ordering.
    fn new(mv: Move, piece: Piece, score: i32, victim: Option<Piece>) -> Scored {
        let squares = u32::from(mv.from.index()) | u32::from(mv.to.index()) << 6;
        let pieces =
            pack_piece(mv.promotion) << 12 | pack_piece(Some(piece)) << 15 | pack_piece(victim) << 18;
        Scored { score, packed: squares | pieces }
    }

    /// The move.
    pub(crate) fn mv(&self) -> Move {
        let packed = self.packed;
        Move {
            from: unpack_square(packed),
            to: unpack_square(packed >> 6),
            promotion: unpack_piece(packed >> 12),
        }
    }

    /// The piece that makes the move.
    pub(crate) fn piece(&self) -> Piece {
        unpack_piece(self.packed >> 15).unwrap_or(Piece::Pawn)
    }

    /// What it takes: the piece on its target, or the pawn beside it for en passant.
    pub(crate) fn victim(&self) -> Option<Piece> {
        unpack_piece(self.packed >> 18)
    }

    /// Whether it was ordered after the killers: a quiet move by its history, a capture that loses material
    /// or an underpromotion.
    pub(crate) fn after_killers(&self) -> bool {
        self.score < KILLER - 1
    }

    /// Whether it was ordered before the killers: the table's move, a capture that does not lose material
    /// or a queen promotion, which the full search's first stage ([`Wanted::CapturesFirst`]) tries before
    /// it generates the quiet moves.
    pub(crate) fn before_killers(&self) -> bool {
        self.score > KILLER
    }
}

/// Ordering scores: the table's move first, then captures that do not lose material (most valuable victim
/// first) and queen promotions, the killers, quiet moves by history, captures that lose material, and
/// underpromotions last.
const TABLE_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 24;
const KILLER: i32 = 1 << 22;
const LOSING_CAPTURE: i32 = -(1 << 21);
const UNDERPROMOTION: i32 = -(1 << 24);

/// A piece's material value, by `get`: a piece read back from memory has lost its range, and indexing would
/// link a panic path.
fn material(piece: Piece) -> i32 {
    VALUES.get(piece as usize).copied().unwrap_or(0)
}

/// Which of a position's legal moves a node searches.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Wanted {
    /// Every one: the full search's, and quiescence's in check.
    Every,
    /// Captures and queen promotions, less the captures that lose material by exchange: quiescence's.
    Winning,
    /// Captures and queen promotions, losing or not: quiescence's in a full-width search, which prunes
    /// nothing.
    Tactical,
    /// Captures and promotions of every kind, scored as among every move: the full search's first stage,
    /// since most cutoffs come from a capture, which then spares generating the quiet moves.
    CapturesFirst,
    /// The rest: the quiet moves, its second stage ([`MoveOrder::next`]).
    Quiet,
}

impl Wanted {
    /// Whether quiescence wants these: captures and queen promotions alone.
    fn quiescence(self) -> bool {
        matches!(self, Wanted::Winning | Wanted::Tactical)
    }
}

/// A node's moves: where they lie on the move stack, `start..end`; for the full search's first stage, whether
/// the quiet moves are still to come, and whether the stack had no room for them.
#[derive(Clone, Copy)]
pub(crate) struct Moves {
    start: usize,
    end: usize,
    quiet_to_come: bool,
    pub(crate) cut_short: bool,
}

impl Moves {
    pub(crate) fn len(self) -> usize {
        self.end - self.start
    }
}

/// What move ordering keeps during a search, in the memory the engine holds for it: the killers of every
/// ply, and the moves of every node on the path, each node's above its parent's (one stack for the search,
/// so that a ply holds only the moves it has rather than room for the most any position has).
pub(crate) struct MoveOrder<'a, const PLIES: usize, const MOVES: usize> {
    killers: &'a mut [[Option<Move>; 2]; PLIES],
    moves: &'a mut [Scored; MOVES],
    len: usize,
}

impl<'a, const PLIES: usize, const MOVES: usize> MoveOrder<'a, PLIES, MOVES> {
    /// A search's ordering, on an empty stack. Each search learns its killers afresh; the moves are written
    /// before they are read.
    pub(crate) fn new(
        killers: &'a mut [[Option<Move>; 2]; PLIES],
        moves: &'a mut [Scored; MOVES],
    ) -> MoveOrder<'a, PLIES, MOVES> {
        killers.fill([None; 2]);
        MoveOrder { killers, moves, len: 0 }
    }

    /// The `wanted` legal moves, scored for ordering, pushed on the move stack. `None`, and nothing pushed,
    /// when the stack has no room for them all.
    pub(crate) fn moves<S: Sliders>(
        &mut self,
        position: &Position,
        best: Option<Move>,
        ply: usize,
        wanted: Wanted,
        history: &impl History,
    ) -> Option<Moves> {
        let start = self.len;
        let (mut end, mut full) = (self.len, false);
        let stack = &mut self.moves;
        let us = position.side_to_move();
        let quiescence = wanted.quiescence();
        let killers = self.killers.get(ply).unwrap_or(&[None; 2]);
        let en_passant = position.en_passant().map_or(Bitboard::EMPTY, Bitboard::from);
        let theirs = position.color(us.opponent());
        // The captures (en passant too) and promotions are the moves onto the other side's pieces, and a
        // pawn's onto the en passant square or the last rank. The generator is asked for moves onto those
        // squares alone (or, for the quiet moves, onto the others), which spares it the king's other
        // squares' safety tests and hands out no group left empty.
        let pawn_targets = en_passant | Bitboard::BACK_RANKS;
        let (mask, pawn_mask) = match wanted {
            Wanted::Every => (Bitboard::FULL, Bitboard::FULL),
            Wanted::Quiet => (!theirs, !(theirs | pawn_targets)),
            Wanted::Winning | Wanted::Tactical | Wanted::CapturesFirst => (theirs, theirs | pawn_targets),
        };
        // A move that takes and promotes to nothing: the killers, then by history.
        let quiet_score = |mv: Move| match Some(mv) {
            first if first == killers[0] => KILLER,
            second if second == killers[1] => KILLER - 1,
            _ => history.score(us, mv).clamp(1 - HISTORY_LIMIT, HISTORY_LIMIT - 1),
        };
        let mut push = |scored| match stack.get_mut(end) {
            Some(slot) => {
                *slot = scored;
                end += 1;
            }
            None => full = true,
        };
        position.generate_to_split::<S>(mask, pawn_mask, |group| {
            // The quiet stage's moves take nothing and promote to nothing, and it is asked with no table
            // move: their score alone places them, in a loop that spares each move the others' tests.
            if wanted == Wanted::Quiet {
                group.for_each(|mv| push(Scored::new(mv, group.piece, quiet_score(mv), None)));
                return;
            }
            group.for_each(|mv| {
                let victim = victim(position, theirs, group.piece, mv);
                let score = match (victim, mv.promotion) {
                    _ if Some(mv) == best => TABLE_MOVE,
                    // Underpromotions: in quiescence never, in the full search last.
                    (_, Some(piece)) if piece != Piece::Queen && quiescence => return,
                    (_, Some(piece)) if piece != Piece::Queen => UNDERPROMOTION,
                    // A capture that can lose its capturer for less is tried first by the exchange on its
                    // square: if that loses material it goes after the quiet moves, or in quiescence nowhere.
                    (Some(taken), _)
                        if material(taken) < material(group.piece)
                            && !wins_at_least::<S>(position, group.piece, mv, victim, 0) =>
                    {
                        if wanted == Wanted::Winning {
                            return;
                        }
                        LOSING_CAPTURE + 8 * taken as i32 - group.piece as i32
                    }
                    // Most valuable victim first, then least valuable attacker.
                    (Some(victim), _) => CAPTURE + 8 * victim as i32 - group.piece as i32,
                    (None, Some(_)) => CAPTURE + 8 * Piece::Queen as i32,
                    (None, None) => quiet_score(mv),
                };
                push(Scored::new(mv, group.piece, score, victim));
            });
        });
        (!full).then(|| {
            self.len = end;
            Moves { start, end, quiet_to_come: wanted == Wanted::CapturesFirst, cut_short: false }
        })
    }

    /// The move to try at `index` of `moves`, a node's moves in `position` at `ply`
    /// ([`MoveOrder::pick`]). For [`Wanted::CapturesFirst`]'s moves, once those ordered before the killers
    /// are taken, it adds the quiet moves ([`MoveOrder::add_quiet_moves`]).
    pub(crate) fn next<S: Sliders>(
        &mut self,
        moves: &mut Moves,
        index: usize,
        position: &Position,
        ply: usize,
        history: &impl History,
    ) -> Option<Scored> {
        let picked = self.pick(*moves, index);
        if !moves.quiet_to_come || picked.is_some_and(|scored| scored.before_killers()) {
            return picked;
        }
        self.add_quiet_moves::<S>(moves, position, ply, history);
        self.pick(*moves, index)
    }

    /// Pushes the quiet moves of `moves`, a [`Wanted::CapturesFirst`] node's moves in `position` at `ply`,
    /// above them, which must be the top of the stack; once, and only for such a node. With no room for
    /// them, the node makes do without (`cut_short`).
    pub(crate) fn add_quiet_moves<S: Sliders>(
        &mut self,
        moves: &mut Moves,
        position: &Position,
        ply: usize,
        history: &impl History,
    ) {
        if !moves.quiet_to_come {
            return;
        }
        moves.quiet_to_come = false;
        self.len = moves.end;
        match self.moves::<S>(position, None, ply, Wanted::Quiet, history) {
            Some(quiet) => moves.end = quiet.end,
            None => moves.cut_short = true,
        }
    }

    /// The best-scored of `moves` not yet taken, moved to place `index`: selection sort, one step at a
    /// time, since a cutoff often comes before the list is sorted. Of equal scores the first on the stack is
    /// taken: the generator's order, until a swap moves one.
    pub(crate) fn pick(&mut self, moves: Moves, index: usize) -> Option<Scored> {
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

    /// Takes a node's `moves` off the stack, and whatever its children left above them.
    pub(crate) fn release(&mut self, moves: Moves) {
        self.len = moves.start;
    }

    /// A quiet move, `mv`, taken at `index` of `moves`, cut off: remember it as a killer at this ply and
    /// credit its history; the quiet moves taken before it lose as much, so that the next search of a
    /// similar node tries them later.
    pub(crate) fn reward(
        &mut self,
        history: &mut impl History,
        position: &Position,
        mv: Move,
        (moves, index): (Moves, usize),
        depth: i32,
        ply: usize,
    ) {
        if let Some(killers) = self.killers.get_mut(ply) {
            if killers[0] != Some(mv) {
                *killers = [Some(mv), killers[0]];
            }
        }
        let side = position.side_to_move();
        history.reward(side, mv, depth);
        // `pick` moved each move it took to the place of its turn: the moves before `index` are the ones
        // taken before this one.
        for taken in self.moves.get(moves.start..moves.start + index).unwrap_or(&[]) {
            let quiet = taken.victim().is_none() && taken.mv().promotion.is_none();
            if quiet {
                history.penalize(side, taken.mv(), depth);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    //! The order against the module's description, read off the board: each move's place from what it takes
    //! (by the piece on its square), its promotion and the exchange on its square, on positions along games.

    use chess_attacks::{Color, Root};
    use std::vec::Vec;

    use core::cmp::Reverse;

    use super::*;
    use crate::history::FromToHistory;

    /// Where the description puts a move, and its rank within that place: sorted, the best come first.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
    enum Place {
        TableMove,
        /// Captures that do not lose material, by victim then cheapest attacker; queen promotions.
        Capture(Reverse<i32>),
        FirstKiller,
        SecondKiller,
        /// Quiet moves, by history.
        Quiet(Reverse<i32>),
        LosingCapture(Reverse<i32>),
        Underpromotion,
    }

    #[test]
    fn moves_come_in_the_described_order_and_quiescence_gets_the_captures_that_do_not_lose() {
        let (mut tested, mut losing) = (0, 0);
        // The games' positions, and a pawn that can take a rook as it promotes.
        let promotes = Position::from_fen("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1").expect("a valid FEN");
        for position in crate::features_tests::positions().into_iter().chain([promotes]) {
            let us = position.side_to_move();
            let mut legal: Vec<(Piece, Move)> = Vec::new();
            position.generate::<Root>(|group| group.for_each(|mv| legal.push((group.piece, mv))));
            let taken = |piece: Piece, mv: Move| match position.piece_at(mv.to) {
                Some((_, victim)) => Some(victim),
                None if piece == Piece::Pawn && Some(mv.to) == position.en_passant() => Some(Piece::Pawn),
                None => None,
            };
            let quiet: Vec<Move> = legal
                .iter()
                .filter(|&&(piece, mv)| taken(piece, mv).is_none() && mv.promotion.is_none())
                .map(|&(_, mv)| mv)
                .collect();
            // A table move from the middle of the list, two killers and a history of uneven scores, some
            // below none.
            let table = legal.get(legal.len() / 2).map(|&(_, mv)| mv);
            let killers = [quiet.get(1).copied(), quiet.get(3).copied()];
            let mut history = FromToHistory::default();
            for (index, &mv) in quiet.iter().enumerate() {
                match index % 3 {
                    0 => history.reward(us, mv, (index % 7) as i32 + 1),
                    1 => history.penalize(us, mv, (index % 5) as i32 + 1),
                    _ => {}
                }
            }
            // A capture by a piece worth more than its victim that loses the exchange on its square.
            let loses = |piece: Piece, mv: Move| {
                taken(piece, mv).is_some_and(|victim| {
                    VALUES[victim as usize] < VALUES[piece as usize]
                        && !wins_at_least::<Root>(&position, piece, mv, Some(victim), 0)
                })
            };
            // A move's place where the table's move is `table`.
            let place_among =
                |table: Option<Move>, piece: Piece, mv: Move| match (taken(piece, mv), mv.promotion) {
                    _ if Some(mv) == table => Place::TableMove,
                    (_, Some(promotion)) if promotion != Piece::Queen => Place::Underpromotion,
                    (Some(victim), _) if loses(piece, mv) => {
                        Place::LosingCapture(Reverse(8 * victim as i32 - piece as i32))
                    }
                    (Some(victim), _) => Place::Capture(Reverse(8 * victim as i32 - piece as i32)),
                    (None, Some(_)) => Place::Capture(Reverse(8 * Piece::Queen as i32)),
                    _ if Some(mv) == killers[0] => Place::FirstKiller,
                    _ if Some(mv) == killers[1] => Place::SecondKiller,
                    _ => Place::Quiet(Reverse(history.score(us, mv))),
                };

            let (mut killer_slots, mut stack) = ([[None; 2]; 4], [Scored::NONE; 256]);
            let mut order = MoveOrder::new(&mut killer_slots, &mut stack);
            order.killers[2] = killers;
            let moves = order
                .moves::<Root>(&position, table, 2, Wanted::Every, &history)
                .expect("room for the moves");
            let picked: Vec<Scored> = (0..moves.len()).filter_map(|index| order.pick(moves, index)).collect();
            order.release(moves);
            // In two stages, as the full search takes them where the table's move is a capture onto a piece
            // or a promotion: the captures and promotions, then the quiet moves added once those ordered
            // before the killers are taken.
            let mut staged_picks = Vec::new();
            let table_first = table.filter(|mv| mv.promotion.is_some() || position.piece_at(mv.to).is_some());
            let mut moves = order
                .moves::<Root>(&position, table_first, 2, Wanted::CapturesFirst, &history)
                .expect("room for the moves");
            // As the search: with no capture or promotion, the quiet moves at once, to learn whether there is
            // any move; then the loop, which must not add them again.
            if moves.len() == 0 {
                order.add_quiet_moves::<Root>(&mut moves, &position, 2, &history);
            }
            for index in 0.. {
                let Some(scored) = order.next::<Root>(&mut moves, index, &position, 2, &history) else {
                    break;
                };
                staged_picks.push(scored);
            }
            assert!(!moves.cut_short, "room for the quiet moves");
            order.release(moves);
            let fen = position.fen();
            assert_eq!(picked.len(), legal.len(), "{fen}");
            let place = |piece, mv| place_among(table, piece, mv);
            let staged_place = |piece, mv| place_among(table_first, piece, mv);
            for (picked, place) in
                [(&picked, &place as &dyn Fn(Piece, Move) -> Place), (&staged_picks, &staged_place)]
            {
                assert_eq!(picked.len(), legal.len(), "{fen}");
                let places: Vec<Place> =
                    picked.iter().map(|scored| place(scored.piece(), scored.mv())).collect();
                for (pair, scored) in places.windows(2).zip(picked) {
                    assert!(pair[0] <= pair[1], "{:?} before {:?} in {fen}", pair[0], pair[1]);
                    assert_eq!(
                        scored.victim(),
                        taken(scored.piece(), scored.mv()),
                        "{} in {fen}",
                        scored.mv()
                    );
                }
                for (&place, scored) in places.iter().zip(picked) {
                    let after =
                        matches!(place, Place::Quiet(_) | Place::LosingCapture(_) | Place::Underpromotion);
                    assert_eq!(scored.after_killers(), after, "{place:?}: {} in {fen}", scored.mv());
                    assert_eq!(
                        scored.before_killers(),
                        place < Place::FirstKiller,
                        "{place:?}: {} in {fen}",
                        scored.mv()
                    );
                    losing += usize::from(matches!(place, Place::LosingCapture(_)));
                }
            }

            // Quiescence: the captures that do not lose and the queen promotions, nothing else; in a
            // full-width search the losing captures too.
            let text = |mut moves: Vec<Move>| {
                moves.sort_by_key(|mv| (mv.from.index(), mv.to.index(), mv.promotion.map(|p| p as u8)));
                moves.iter().map(|mv| std::format!("{mv}")).collect::<Vec<_>>()
            };
            for (wanted, losing_too) in [(Wanted::Winning, false), (Wanted::Tactical, true)] {
                let moves =
                    order.moves::<Root>(&position, None, 2, wanted, &history).expect("room for the moves");
                let searched: Vec<Move> = (0..moves.len())
                    .filter_map(|index| order.pick(moves, index))
                    .map(|scored| scored.mv())
                    .collect();
                order.release(moves);
                let expected: Vec<Move> = legal
                    .iter()
                    .filter(|&&(piece, mv)| {
                        let tactical = taken(piece, mv).is_some() || mv.promotion.is_some();
                        tactical
                            && mv.promotion.is_none_or(|promotion| promotion == Piece::Queen)
                            && (losing_too || !loses(piece, mv))
                    })
                    .map(|&(_, mv)| mv)
                    .collect();
                assert_eq!(
                    text(searched),
                    text(expected),
                    "quiescence, losing captures too: {losing_too}, in {fen}"
                );
            }
            tested += 1;
        }
        assert!(tested > 400 && losing > 50, "{tested} positions, {losing} losing captures");
    }

    #[test]
    fn a_scored_move_gives_back_every_move_piece_and_victim_it_was_made_of() {
        let pieces = || Piece::ALL.into_iter().map(Some).chain([None]);
        for (from, to) in Square::ALL.into_iter().flat_map(|from| Square::ALL.map(|to| (from, to))) {
            for (promotion, piece, victim) in pieces().flat_map(|promotion| {
                Piece::ALL
                    .into_iter()
                    .flat_map(move |piece| pieces().map(move |victim| (promotion, piece, victim)))
            }) {
                let mv = Move { from, to, promotion };
                let scored = Scored::new(mv, piece, -7, victim);
                assert_eq!((scored.mv(), scored.piece(), scored.victim()), (mv, piece, victim));
                assert_eq!(scored.score, -7);
            }
        }
        assert_eq!(size_of::<Scored>(), 8);
    }

    #[test]
    fn moves_of_equal_score_keep_the_generator_s_order() {
        // The start position with no history: twenty quiet moves, all scored 0.
        let mut generated = Vec::new();
        Position::START.generate::<Root>(|group| group.for_each(|mv| generated.push(mv)));
        let (mut killers, mut stack) = ([[None; 2]; 2], [Scored::NONE; 64]);
        let mut order = MoveOrder::new(&mut killers, &mut stack);
        let history = FromToHistory::default();
        let moves = order.moves::<Root>(&Position::START, None, 0, Wanted::Every, &history).expect("room");
        let picked: Vec<Move> =
            (0..moves.len()).filter_map(|index| order.pick(moves, index)).map(|s| s.mv()).collect();
        assert_eq!(picked, generated);
    }

    #[test]
    fn a_quiet_cut_off_becomes_the_first_killer_once_and_earns_history() {
        let (mut killers, mut stack) = ([[None; 2]; 4], [Scored::NONE; 64]);
        let mut order = MoveOrder::new(&mut killers, &mut stack);
        let mut history = FromToHistory::default();
        let [e2e4, d2d4] = ["e2e4", "d2d4"].map(|text| Position::START.find_move(text).expect("legal"));
        // Each the first move its node took: no move before it to lose history.
        let first = (Moves { start: 0, end: 0, quiet_to_come: false, cut_short: false }, 0);
        order.reward(&mut history, &Position::START, e2e4, first, 3, 2);
        order.reward(&mut history, &Position::START, d2d4, first, 2, 2);
        assert_eq!(order.killers[2], [Some(d2d4), Some(e2e4)]);
        // The first killer again: the second is not lost to a copy of the first.
        order.reward(&mut history, &Position::START, d2d4, first, 2, 2);
        assert_eq!(order.killers[2], [Some(d2d4), Some(e2e4)]);
        assert_eq!(order.killers[1], [None, None]);
        assert_eq!((history.score(Color::White, e2e4), history.score(Color::White, d2d4)), (9, 8));
    }

    #[test]
    fn the_quiet_moves_taken_before_a_quiet_cut_off_lose_what_it_earns() {
        // White can take on d5 (taken first) or play a quiet move; below its moves, black's of another
        // node.
        let position = Position::from_fen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
            .expect("a valid FEN");
        let (mut killers, mut stack) = ([[None; 2]; 4], [Scored::NONE; 128]);
        let mut order = MoveOrder::new(&mut killers, &mut stack);
        let mut history = FromToHistory::default();
        let black =
            Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").expect("valid");
        let below = order.moves::<Root>(&black, None, 0, Wanted::Every, &history).expect("room");
        let moves = order.moves::<Root>(&position, None, 1, Wanted::Every, &history).expect("room");
        let taken: Vec<Scored> = (0..4).filter_map(|index| order.pick(moves, index)).collect();
        assert_eq!(taken[0].victim(), Some(Piece::Pawn), "the capture first");
        order.reward(&mut history, &position, taken[3].mv(), (moves, 3), 3, 1);
        let score = |scored: &Scored| history.score(Color::White, scored.mv());
        // The capture keeps none; the two quiet moves before the cut-off lose 9; it earns 9.
        assert_eq!(taken.iter().map(score).collect::<Vec<i32>>(), [0, -9, -9, 9]);
        // The rest of this node's moves, and the node's below, are as they were.
        let untouched = |range: core::ops::Range<usize>| order.moves[range].iter().all(|s| score(s) == 0);
        assert!(untouched(moves.start + 4..moves.end) && untouched(below.start..below.end));
    }
}
