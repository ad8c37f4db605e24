//! The evaluation: material and piece-square tables and how the pawns stand, which the search keeps move by
//! move ([`Terms`]), plus what the pieces attack (the features module), all blended from middlegame
//! values to endgame ones as the pieces come off. The material, the piece-square tables and every other
//! weight are fitted by the workspace's tuner ([`weights`], [`piece_square_tables`]); the tables' fit
//! started from Tomasz Michniewski's "Simplified Evaluation Function" (chessprogramming.org).

use chess_attacks::{Bitboard, Color, Piece, Root, Sliders, Square};

use chess_attacks_movegen::{Move, Position, castling_rook};

use crate::capture::victim_square;
use crate::features::{
    Counts, FEATURES, Feature, Tally, count_beyond_pawn_structure, count_features, count_pawn_structure,
    king_square,
};
use crate::pair::Pair;
use crate::technique::{CARRIED_LAZY_MARGIN, LAZY_MARGIN};
use crate::weights::{PIECE_SQUARE_TABLES, WEIGHTS};

/// Material in centipawns, by [`Piece`] (the king's is never counted: both sides always have one): what the
/// search's move ordering and pruning count a capture as. The evaluation's own material values are fitted
/// with its other weights.
///
/// ```
/// use chess_attacks::Piece;
/// use chess_attacks_engine::VALUES;
///
/// assert_eq!(VALUES[Piece::Queen as usize], 900);
/// assert!(VALUES[Piece::Bishop as usize] > VALUES[Piece::Knight as usize]);
/// ```
pub const VALUES: [i32; 6] = [100, 320, 330, 500, 900, 0];

/// Game phase per piece: 24 with every knight, bishop, rook and queen on the board, 0 with none.
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
const FULL_PHASE: i32 = 24;

/// The lone king's rule's weights ([`lone_king`]), in endgame centipawns: for each step of the lone king from
/// the middle, and each step the kings stand nearer than the board's width apart.
const LONE_KING_EDGE: i32 = 20;
const LONE_KING_NEAR: i32 = 15;
/// The phases where the lone king's rule may hold: from a rook's or two minor pieces' to every knight,
/// bishop, rook and queen of one side.
const LONE_KING_PHASES: core::ops::RangeInclusive<i32> = 2..=FULL_PHASE / 2;

/// The middlegame's share of the blend at each phase, in 256ths (`phase / 24`, rounded).
const MIDDLEGAME_WEIGHTS: [i32; FULL_PHASE as usize + 1] = {
    let mut weights = [0; FULL_PHASE as usize + 1];
    let mut phase = 0;
    while phase <= FULL_PHASE {
        weights[phase as usize] = (phase * 256 + FULL_PHASE / 2) / FULL_PHASE;
        phase += 1;
    }
    weights
};

/// The weight table as pairs, in [`Feature`] order.
static WEIGHT_PAIRS: [Pair; FEATURES] = {
    let mut pairs = [Pair::ZERO; FEATURES];
    let mut index = 0;
    while index < FEATURES {
        pairs[index] = Pair::new(WEIGHTS[index][0], WEIGHTS[index][1]);
        index += 1;
    }
    pairs
};

/// `feature`'s weight: its middlegame and endgame values in centipawns per count.
#[inline(always)]
pub(crate) fn weight(feature: Feature) -> Pair {
    // Every feature's index is in the table; `get` keeps a panic path out of the firmware all the same.
    WEIGHT_PAIRS.get(feature as usize).copied().unwrap_or(Pair::ZERO)
}

/// The search's tally: each count times its feature's weight, summed as a middlegame and endgame pair.
#[derive(Clone, Copy, Default)]
pub(crate) struct Weighed(pub(crate) Pair);

impl Tally for Weighed {
    #[inline(always)]
    fn add(&mut self, feature: Feature, white_minus_black: i32) {
        self.0 = self.0.plus(weight(feature).times(white_minus_black));
    }

    #[inline(always)]
    fn absorb(&mut self, side: Weighed, sign: i32) {
        self.0 = self.0.plus(side.0.times(sign));
    }
}

/// Every piece's value on every square, its fitted material value included, in the printed tables' order
/// (rank 8 first, as white sees the board); computed at compile time from the tuner's tables. One colour's
/// worth: the other's is its mirror image, negated, which costs two instructions where a second table would
/// double what this one costs in flash and in a wasm module.
static PIECE_SQUARE: [[Pair; 64]; 6] = {
    let mut values = [[Pair::ZERO; 64]; 6];
    let mut index = 0;
    while index < 6 * 64 {
        let (piece, row) = (index / 64, index % 64);
        // The material features come first in the weight table, in `Piece` order; the king has none.
        let material = if piece < Piece::King as usize { WEIGHTS[piece] } else { [0, 0] };
        let [middlegame, endgame] = PIECE_SQUARE_TABLES[piece][row];
        values[piece][row] = Pair::new(material[0] + middlegame, material[1] + endgame);
        index += 1;
    }
    values
};

/// The entry a `color` piece on `square` reads in its piece-square table: white reads the tables from the
/// bottom (rank 1 is their last row), black from the top.
#[inline(always)]
fn table_entry(color: Color, square: Square) -> usize {
    usize::from((square.index() ^ if color == Color::White { 56 } else { 0 }) & 63)
}

/// A `color` piece's value on `square`, as white's gain: a black piece's is negative.
fn piece_square(color: Color, piece: Piece, square: Square) -> Pair {
    let value = PIECE_SQUARE[piece as usize][table_entry(color, square)];
    if color == Color::White { value } else { Pair::ZERO.minus(value) }
}

/// What the evaluation sums over the pieces, white's minus black's: their values in the middlegame and in
/// the endgame, and the game phase; and the pawn structure's features, weighed. The search keeps it move by
/// move ([`Terms::after`]) rather than summing every piece at every node; [`evaluate`] sums them from
/// scratch, and debug builds (so the tests) check each update against it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Terms {
    values: Pair,
    phase: i32,
    /// The pawn structure's features weighed ([`count_pawn_structure`]): they read the pawns and kings
    /// alone, so only a move that moves a king, or moves or takes a pawn, changes them.
    pawns: Pair,
    /// The other features but the tempo, weighed, as the parent's whole evaluation counted them: one move
    /// changes them little, so they sharpen the child's estimate ([`Terms::estimate`]). `None` where the
    /// parent was not evaluated in full.
    carried: Option<Pair>,
}

impl Terms {
    /// The terms of `position`, from scratch.
    pub(crate) fn of(position: &Position) -> Terms {
        let mut terms = Terms::default();
        for color in Color::ALL {
            for piece in Piece::ALL {
                for square in position.pieces(color, piece) {
                    terms.add(color, piece, square);
                }
            }
        }
        terms.pawns = pawn_structure(position);
        terms
    }

    fn add(&mut self, color: Color, piece: Piece, square: Square) {
        self.values = self.values.plus(piece_square(color, piece, square));
        self.phase += PHASE[piece as usize];
    }

    fn remove(&mut self, color: Color, piece: Piece, square: Square) {
        self.values = self.values.minus(piece_square(color, piece, square));
        self.phase -= PHASE[piece as usize];
    }

    /// The terms of `after`, the position after `piece` makes `mv` in `before`, taking `victim` (on
    /// `mv.to`, or the pawn beside it for en passant): `after` itself is read only for the pawn structure,
    /// when the move moves a king or moves or takes a pawn (a promotion and en passant do both), and by
    /// debug builds' check.
    pub(crate) fn after(
        self,
        before: &Position,
        piece: Piece,
        mv: Move,
        victim: Option<Piece>,
        after: &Position,
    ) -> Terms {
        let (us, them) = (before.side_to_move(), before.side_to_move().opponent());
        let mut next = self;
        next.remove(us, piece, mv.from);
        next.add(us, mv.promotion.unwrap_or(piece), mv.to);
        if let (Some(victim), Some(square)) = (victim, victim_square(before, piece, mv)) {
            next.remove(them, victim, square);
        }
        if let Some((rook_from, rook_to)) = castling_rook(piece, mv) {
            next.remove(us, Piece::Rook, rook_from);
            next.add(us, Piece::Rook, rook_to);
        }
        if matches!(piece, Piece::Pawn | Piece::King) || victim == Some(Piece::Pawn) {
            next.pawns = pawn_structure(after);
        }
        debug_assert_eq!(
            next.forgetting(),
            Terms::of(after),
            "incremental terms of {mv} differ from the full ones"
        );
        next
    }

    /// These terms with nothing carried to the children: a node not evaluated in full passes on no estimate
    /// from further up the line.
    pub(crate) fn forgetting(self) -> Terms {
        Terms { carried: None, ..self }
    }

    /// The estimate lazy evaluation decides by, for `side` to move, and how far the features it leaves out
    /// can move the evaluation ([`LAZY_MARGIN`], [`CARRIED_LAZY_MARGIN`]): the material, piece-square and
    /// pawn structure part of the evaluation, with the rest of the parent's where it was evaluated in full;
    /// the material and piece-square part alone otherwise.
    pub(crate) fn estimate(self, side: Color) -> (i32, i32) {
        match self.carried {
            Some(rest) => {
                let rest = rest.plus(tempo(side));
                (blend(self.values.plus(self.pawns).plus(rest), self.phase, side), CARRIED_LAZY_MARGIN)
            }
            None => (self.value(side), LAZY_MARGIN),
        }
    }

    /// The material and piece-square part of the evaluation alone, for `side` to move: what the search
    /// reads where an estimate is enough to decide that the rest cannot matter.
    pub(crate) fn value(self, side: Color) -> i32 {
        blend(self.values, self.phase, side)
    }

    /// The whole evaluation of `position`, whose terms these are, for its side to move.
    pub(crate) fn evaluate<S: Sliders>(self, position: &Position) -> i32 {
        self.evaluate_carrying::<S>(position).0
    }

    /// The whole evaluation of `position`, and these terms carrying its features beyond the pawn structure
    /// to the children's estimates.
    pub(crate) fn evaluate_carrying<S: Sliders>(self, position: &Position) -> (i32, Terms) {
        let mut rest = Weighed(Pair::ZERO);
        count_beyond_pawn_structure::<S>(position, &mut rest);
        let side = position.side_to_move();
        let rest = with_lone_king(rest.0, position, self.phase);
        let evaluation = blend(self.values.plus(self.pawns).plus(rest), self.phase, side);
        (evaluation, Terms { carried: Some(rest.minus(tempo(side))), ..self })
    }
}

/// The tempo's weight for `side` to move, white's minus black's.
fn tempo(side: Color) -> Pair {
    weight(Feature::Tempo).times(if side == Color::White { 1 } else { -1 })
}

/// The pawn structure's features of `position`, weighed.
fn pawn_structure(position: &Position) -> Pair {
    let mut weighed = Weighed::default();
    count_pawn_structure(position, &mut weighed);
    weighed.0
}

/// `values` and the lone king's rule ([`lone_king`]) of `position`, at `phase`, the position's: only a
/// phase in [`LONE_KING_PHASES`] may hold one, which spares the middlegame the rest.
fn with_lone_king(values: Pair, position: &Position, phase: i32) -> Pair {
    match LONE_KING_PHASES.contains(&phase) {
        true => values.plus(lone_king(position)),
        false => values,
    }
}

/// Where one side has its king alone and the other a rook's worth of pieces or more (by the game phase, which
/// then counts the other side's alone), an endgame bonus to the stronger side for the lone king's distance
/// from the centre and for the kings' nearness. The mate lies beyond the search's horizon, and the
/// piece-square tables alone leave the stronger side no way towards it: driving the king to the edge, with
/// the other king close, is that way. Two knights, which cannot force mate, drive the king all the same.
// Kept out of line: it runs in endgames alone, and inlined it would cost every full evaluation registers.
#[inline(never)]
fn lone_king(position: &Position) -> Pair {
    let alone = |color| !position.color(color).has_more_than_one();
    let (strong, lone, sign) = match () {
        _ if alone(Color::Black) => (Color::White, Color::Black, 1),
        _ if alone(Color::White) => (Color::Black, Color::White, -1),
        _ => return Pair::ZERO,
    };
    let (hunter, hunted) = (king_square(position, strong), king_square(position, lone));
    let (file, rank) = (hunted.file() as u8, hunted.rank() as u8);
    // Files and ranks from the middle: 0 on d4, e4, d5 and e5, 3 on the edge.
    let from_middle = |line: u8| if line < 4 { 3 - line } else { line - 4 };
    let mut edge = i32::from(from_middle(file) + from_middle(rank));
    // A bishop and a knight mate only in a corner of the bishop's colour: the lone king is driven away from
    // the long diagonal that joins those two, which runs from a1 to h8 for a bishop on the dark squares
    // (the files counted from the h-file for one on the light squares).
    let bishops = position.pieces(strong, Piece::Bishop);
    let knights = position.pieces(strong, Piece::Knight);
    if position.color(strong).count() == 3 && bishops.count() == 1 && knights.count() == 1 {
        let file = if bishops.is_disjoint(Bitboard::DARK_SQUARES) { 7 - file } else { file };
        edge -= 2 * i32::from(file.abs_diff(rank));
    }
    let apart = (hunter.file() as u8).abs_diff(file) + (hunter.rank() as u8).abs_diff(rank);
    let bonus = LONE_KING_EDGE * edge + LONE_KING_NEAR * (14 - i32::from(apart));
    Pair::new(0, sign * bonus)
}

/// The middlegame's share of the blend at `phase`, in 256ths.
fn middlegame_weight(phase: i32) -> i32 {
    // Promotions can take the count past a full board; the blend stays between the two.
    MIDDLEGAME_WEIGHTS[phase.clamp(0, FULL_PHASE) as usize]
}

/// `values` blended by `phase`, for `side` to move.
fn blend(values: Pair, phase: i32, side: Color) -> i32 {
    let weight = middlegame_weight(phase);
    // `middlegame * weight + endgame * (256 - weight)`, with one multiply rather than two.
    let (middlegame, endgame) = (values.middlegame(), values.endgame());
    let blend = endgame * 256 + (middlegame - endgame) * weight;
    // A division by a power of two, which a Cortex-M0 does with shifts rather than a library call.
    let white = blend / 256;
    if side == Color::White { white } else { -white }
}

/// The position's value in centipawns for the side to move: positive when it stands better.
///
/// ```
/// use chess_attacks_engine::evaluate;
/// use chess_attacks_movegen::Position;
///
/// // White is a rook up: good for white to move, bad for black to move, and a little better for whichever
/// // side has the move (the tempo).
/// let white_to_move = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")?;
/// let black_to_move = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 b - - 0 1")?;
/// assert!(evaluate(&white_to_move) > 400);
/// assert!(evaluate(&black_to_move) < -400);
/// assert!(evaluate(&white_to_move) > -evaluate(&black_to_move));
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
pub fn evaluate(position: &Position) -> i32 {
    Terms::of(position).evaluate::<Root>(position)
}

/// What the evaluation of a position is made of, for a tuner fitting its weights: the evaluation is
/// `fixed` plus each count times its feature's weight ([`weights`]), a middlegame and an endgame sum, blended
/// with the middlegame's share `middlegame_share` (in 256ths) and divided by 256, for white; the side to
/// move's is its negation for black.
///
/// ```
/// use chess_attacks_engine::{Feature, evaluate, trace, weights};
/// use chess_attacks_movegen::{Position, Root};
///
/// // No black pawn can stop white's d-pawn: one passed pawn on the fifth rank.
/// let position = Position::from_fen("4k3/8/8/3P4/8/8/8/4K3 w - - 0 1")?;
/// let trace = trace::<Root>(&position);
/// assert_eq!(trace.counts[Feature::PassedRank5 as usize], 1);
/// assert_eq!(trace.counts[Feature::Pawn as usize], 1);
///
/// // The weighed sum is the evaluation.
/// let weights = weights();
/// let sum = |phase: usize| {
///     let weighed = trace.counts.iter().zip(weights).map(|(count, weight)| count * weight[phase]);
///     trace.fixed[phase] + weighed.sum::<i32>()
/// };
/// let (middlegame, endgame) = (sum(0), sum(1));
/// let white = (endgame * 256 + (middlegame - endgame) * trace.middlegame_share) / 256;
/// assert_eq!(white, evaluate(&position));
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
pub fn trace<S: Sliders>(position: &Position) -> Trace {
    let terms = Terms::of(position);
    let mut counts = Counts([0; FEATURES]);
    count_features::<S>(position, &mut counts);
    let mut fixed = with_lone_king(terms.values, position, terms.phase);
    let mut squares = [[0; 64]; 6];
    for color in Color::ALL {
        for piece in Piece::ALL {
            for square in position.pieces(color, piece) {
                squares[piece as usize][table_entry(color, square)] +=
                    if color == Color::White { 1 } else { -1 };
            }
        }
    }
    for piece in Piece::ALL {
        if let Some(feature) = Feature::material(piece) {
            let count = position.pieces(Color::White, piece).count() as i32
                - position.pieces(Color::Black, piece).count() as i32;
            counts.add(feature, count);
            fixed = fixed.minus(weight(feature).times(count));
        }
    }
    Trace {
        fixed: [fixed.middlegame(), fixed.endgame()],
        middlegame_share: middlegame_weight(terms.phase),
        counts: counts.0,
        squares,
    }
}

/// A position's evaluation taken apart ([`trace`]).
///
/// ```
/// use chess_attacks_engine::trace;
/// use chess_attacks_movegen::{Position, Root};
///
/// let start = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
/// // The start position is symmetric: only the tempo tells the sides apart.
/// let trace = trace::<Root>(&start);
/// assert_eq!(trace.fixed, [0, 0]);
/// assert_eq!(trace.middlegame_share, 256);
/// assert_eq!(trace.counts.iter().filter(|&&count| count != 0).count(), 1);
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Trace {
    /// The piece-square values, white's minus black's, material excluded, and the lone king's rule where
    /// one side has its king alone (a rule, not fitted): `[middlegame, endgame]`.
    pub fixed: [i32; 2],
    /// The middlegame's share of the blend, in 256ths, from the material left.
    pub middlegame_share: i32,
    /// Each [`Feature`]'s count, white's minus black's, in [`Feature::ALL`]'s order.
    pub counts: [i32; FEATURES],
    /// Where the pieces stand, as the piece-square tables ([`piece_square_tables`]) read them: for each
    /// [`Piece`] and table entry, the white pieces reading it minus the black ones. `fixed` is the sum of
    /// these counts times the entries, but for the lone king's rule.
    pub squares: [[i32; 64]; 6],
}

/// The evaluation's weights, `[middlegame, endgame]` in centipawns per count, in [`Feature::ALL`]'s order:
/// the table the tuner writes (`crates/tune`).
///
/// ```
/// use chess_attacks_engine::{Feature, weights};
///
/// let weights = weights();
/// // A queen is worth more than a rook, in the middlegame and the endgame.
/// assert!(weights[Feature::Queen as usize][0] > weights[Feature::Rook as usize][0]);
/// assert!(weights[Feature::Queen as usize][1] > weights[Feature::Rook as usize][1]);
/// ```
pub fn weights() -> [[i32; 2]; FEATURES] {
    WEIGHTS
}

/// The piece-square tables beyond material, `[middlegame, endgame]` in centipawns, by [`Piece`]: each table
/// as White sees the board, rank 8 first, so that a white piece on square `s` (a1 = 0) reads entry
/// `s ^ 56` and a black piece on `s` reads entry `s`, its mirror image. The tables the tuner writes
/// (`crates/tune`), with [`weights`].
///
/// ```
/// use chess_attacks::Piece;
/// use chess_attacks_engine::{piece_square_tables, trace};
/// use chess_attacks_movegen::{Position, Root};
///
/// // A white knight on f3 (square 21) reads entry 21 ^ 56 = 45, the sixth row's sixth entry; a black one
/// // on f6 (square 45) reads the same entry, so the two cancel.
/// let knights = Position::from_fen("4k3/8/5n2/8/8/5N2/8/4K3 w - - 0 1")?;
/// let both = trace::<Root>(&knights);
/// assert_eq!(both.squares[Piece::Knight as usize][45], 0);
/// let white_alone = trace::<Root>(&Position::from_fen("4k3/8/8/8/8/5N2/8/4K3 w - - 0 1")?);
/// assert_eq!(white_alone.squares[Piece::Knight as usize][45], 1);
/// let knight = piece_square_tables()[Piece::Knight as usize][5 * 8 + 5];
/// assert_eq!(white_alone.fixed[0] - both.fixed[0], knight[0], "the f3 knight's middlegame value");
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
pub fn piece_square_tables() -> [[[i32; 2]; 64]; 6] {
    PIECE_SQUARE_TABLES
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_blend_weighs_the_middlegame_by_the_phase_in_256ths() {
        assert_eq!(MIDDLEGAME_WEIGHTS[0], 0);
        assert_eq!(MIDDLEGAME_WEIGHTS[6], 64);
        // 10 / 24 of 256 is 106.7: rounded, not cut.
        assert_eq!(MIDDLEGAME_WEIGHTS[10], 107);
        assert_eq!(MIDDLEGAME_WEIGHTS[12], 128);
        assert_eq!(MIDDLEGAME_WEIGHTS[24], 256);
        assert!(MIDDLEGAME_WEIGHTS.windows(2).all(|pair| pair[0] < pair[1]));
    }

    /// The evaluation, and the search's estimate from material and the tables alone, are `trace`'s parts
    /// weighed and blended by the phase as its documentation says, on positions along games in every phase;
    /// `trace`'s squares hold each kind of piece as its material count does, and read off the tables they
    /// are its `fixed` part.
    #[test]
    fn the_evaluation_and_the_estimate_are_the_blend_of_trace_s_weighed_parts() {
        let weights = weights();
        let material = [Feature::Pawn, Feature::Knight, Feature::Bishop, Feature::Rook, Feature::Queen];
        for position in crate::features_tests::positions() {
            let trace = trace::<Root>(&position);
            let blend = |features: &[Feature]| {
                let sum = |phase: usize| {
                    let weighed =
                        features.iter().map(|&f| trace.counts[f as usize] * weights[f as usize][phase]);
                    trace.fixed[phase] + weighed.sum::<i32>()
                };
                let white = (sum(1) * 256 + (sum(0) - sum(1)) * trace.middlegame_share) / 256;
                if position.side_to_move() == Color::White { white } else { -white }
            };
            let fen = position.fen();
            // `fixed` is where the pieces stand, read off the tables.
            let read = |phase: usize| {
                let entries = trace.squares.iter().zip(PIECE_SQUARE_TABLES).flat_map(|(counts, table)| {
                    counts.iter().zip(table).map(move |(count, entry)| count * entry[phase])
                });
                entries.sum::<i32>()
            };
            assert_eq!(trace.fixed, [read(0), read(1)], "{fen}");
            for (piece, feature) in material.iter().enumerate() {
                let on_squares: i32 = trace.squares[piece].iter().sum();
                assert_eq!(on_squares, trace.counts[*feature as usize], "{fen}: {feature:?}");
            }
            assert_eq!(evaluate(&position), blend(&Feature::ALL), "{fen}");
            assert_eq!(Terms::of(&position).value(position.side_to_move()), blend(&material), "{fen}");
        }
    }

    /// What a position's whole evaluation carries makes its own estimate and its passed position's (the
    /// null move's child, the same pieces with the other side to move) the evaluation exactly; where nothing
    /// is carried the estimate is the material and tables' with the wider margin.
    #[test]
    fn what_an_evaluation_carries_estimates_the_position_and_its_passed_one_exactly() {
        let mut passed_positions = 0;
        for position in crate::features_tests::positions() {
            let (fen, side) = (position.fen(), position.side_to_move());
            let terms = Terms::of(&position);
            assert_eq!(terms.estimate(side), (terms.value(side), LAZY_MARGIN), "{fen}");
            let (evaluation, carrying) = terms.evaluate_carrying::<Root>(&position);
            assert_eq!(evaluation, evaluate(&position), "{fen}");
            assert_eq!(carrying.estimate(side), (evaluation, CARRIED_LAZY_MARGIN), "{fen}");
            assert_eq!(carrying.forgetting(), terms, "{fen}");
            if !position.in_check() {
                let passed = position.pass();
                assert_eq!(carrying.estimate(side.opponent()).0, evaluate(&passed), "{fen} passed");
                passed_positions += 1;
            }
        }
        assert!(passed_positions > 100, "{passed_positions} positions passed");
    }

    /// The piece-square part, read off the tables at entries found by hand (the tables and the other weights
    /// are the tuner's, and `trace`'s doc example checks that the evaluation is their weighed sum): the kings,
    /// queens and knights stand on mirrored squares and cancel.
    #[test]
    fn the_piece_square_values_are_the_tables_entries_and_the_phase_weighs_them() {
        let trace_of = |fen| trace::<Root>(&Position::from_fen(fen).expect("a valid FEN"));
        let pawn = PIECE_SQUARE_TABLES[Piece::Pawn as usize];
        // Rank 8 is the tables' first row: e2 is the seventh row's fifth entry, e4 the fifth row's, e6 the
        // third row's.
        let (e2, e4, e6) = (pawn[6 * 8 + 4], pawn[4 * 8 + 4], pawn[2 * 8 + 4]);
        // 1. e4: the pawn moves from e2 to e4; the phase is full.
        let after_e4 = trace_of("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assert_eq!((after_e4.fixed, after_e4.middlegame_share), ([e4[0] - e2[0], e4[1] - e2[1]], 256));
        // Kings and one pawn, on e6; phase 0.
        let pawn_ending = trace_of("4k3/8/4P3/8/8/8/8/4K3 w - - 0 1");
        assert_eq!((pawn_ending.fixed, pawn_ending.middlegame_share), (e6, 0));
        // A queen and a knight each side: phase 10 of 24, a middlegame share of 107 in 256ths; the pawn on
        // e4.
        let queens = trace_of("3qk1n1/8/8/8/4P3/8/8/3QK1N1 w - - 0 1");
        assert_eq!((queens.fixed, queens.middlegame_share), (e4, 107));
    }
}
