//! The evaluation: material plus piece-square tables, the king's and the pawn's blended from a middlegame
//! table to an endgame one as the pieces come off. The values are Tomasz Michniewski's "Simplified
//! Evaluation Function" (chessprogramming.org), a common first evaluation: small, readable and symmetric;
//! the pawn's endgame table is this crate's own. The search keeps the sums move by move ([`Terms`]).

use chess_attacks::{Color, Piece, Square};

use chess_attacks_movegen::{Move, Position, castling_rook};

use crate::game::victim_square;

/// Material in centipawns, by [`Piece`] (the king's is never counted: both sides always have one).
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

/// The tables as printed, rank 8 first, from White's point of view: a white piece on square `s` (a1 = 0)
/// reads entry `s ^ 56`, a black piece on `s` reads entry `s`, its mirror image.
#[rustfmt::skip]
const TABLES: [[i32; 64]; 6] = [
    [ // pawn
         0,   0,   0,   0,   0,   0,   0,   0,
        50,  50,  50,  50,  50,  50,  50,  50,
        10,  10,  20,  30,  30,  20,  10,  10,
         5,   5,  10,  25,  25,  10,   5,   5,
         0,   0,   0,  20,  20,   0,   0,   0,
         5,  -5, -10,   0,   0, -10,  -5,   5,
         5,  10,  10, -20, -20,  10,  10,   5,
         0,   0,   0,   0,   0,   0,   0,   0,
    ],
    [ // knight
       -50, -40, -30, -30, -30, -30, -40, -50,
       -40, -20,   0,   0,   0,   0, -20, -40,
       -30,   0,  10,  15,  15,  10,   0, -30,
       -30,   5,  15,  20,  20,  15,   5, -30,
       -30,   0,  15,  20,  20,  15,   0, -30,
       -30,   5,  10,  15,  15,  10,   5, -30,
       -40, -20,   0,   5,   5,   0, -20, -40,
       -50, -40, -30, -30, -30, -30, -40, -50,
    ],
    [ // bishop
       -20, -10, -10, -10, -10, -10, -10, -20,
       -10,   0,   0,   0,   0,   0,   0, -10,
       -10,   0,   5,  10,  10,   5,   0, -10,
       -10,   5,   5,  10,  10,   5,   5, -10,
       -10,   0,  10,  10,  10,  10,   0, -10,
       -10,  10,  10,  10,  10,  10,  10, -10,
       -10,   5,   0,   0,   0,   0,   5, -10,
       -20, -10, -10, -10, -10, -10, -10, -20,
    ],
    [ // rook
         0,   0,   0,   0,   0,   0,   0,   0,
         5,  10,  10,  10,  10,  10,  10,   5,
        -5,   0,   0,   0,   0,   0,   0,  -5,
        -5,   0,   0,   0,   0,   0,   0,  -5,
        -5,   0,   0,   0,   0,   0,   0,  -5,
        -5,   0,   0,   0,   0,   0,   0,  -5,
        -5,   0,   0,   0,   0,   0,   0,  -5,
         0,   0,   0,   5,   5,   0,   0,   0,
    ],
    [ // queen
       -20, -10, -10,  -5,  -5, -10, -10, -20,
       -10,   0,   0,   0,   0,   0,   0, -10,
       -10,   0,   5,   5,   5,   5,   0, -10,
        -5,   0,   5,   5,   5,   5,   0,  -5,
         0,   0,   5,   5,   5,   5,   0,  -5,
       -10,   5,   5,   5,   5,   5,   0, -10,
       -10,   0,   5,   0,   0,   0,   0, -10,
       -20, -10, -10,  -5,  -5, -10, -10, -20,
    ],
    [ // king, middlegame: behind its pawns
       -30, -40, -40, -50, -50, -40, -40, -30,
       -30, -40, -40, -50, -50, -40, -40, -30,
       -30, -40, -40, -50, -50, -40, -40, -30,
       -30, -40, -40, -50, -50, -40, -40, -30,
       -20, -30, -30, -40, -40, -30, -30, -20,
       -10, -20, -20, -20, -20, -20, -20, -10,
        20,  20,   0,   0,   0,   0,  20,  20,
        20,  30,  10,   0,   0,  10,  30,  20,
    ],
];

/// The king's endgame table: towards the centre, where it helps its pawns and stops the other side's.
#[rustfmt::skip]
const KING_ENDGAME: [i32; 64] = [
   -50, -40, -30, -20, -20, -30, -40, -50,
   -30, -20, -10,   0,   0, -10, -20, -30,
   -30, -10,  20,  30,  30,  20, -10, -30,
   -30, -10,  30,  40,  40,  30, -10, -30,
   -30, -10,  30,  40,  40,  30, -10, -30,
   -30, -10,  20,  30,  30,  20, -10, -30,
   -30, -30,   0,   0,   0,   0, -30, -30,
   -50, -30, -30, -30, -30, -30, -30, -50,
];

/// The pawn's endgame table: the nearer promotion, the more a pawn is worth once the pieces are off, where
/// a passed pawn decides games.
#[rustfmt::skip]
const PAWN_ENDGAME: [i32; 64] = [
     0,   0,   0,   0,   0,   0,   0,   0,
    90,  90,  90,  90,  90,  90,  90,  90,
    50,  50,  50,  50,  50,  50,  50,  50,
    30,  30,  30,  30,  30,  30,  30,  30,
    15,  15,  15,  15,  15,  15,  15,  15,
     5,   5,   5,   5,   5,   5,   5,   5,
     0,   0,   0,   0,   0,   0,   0,   0,
     0,   0,   0,   0,   0,   0,   0,   0,
];

/// A middlegame value and an endgame value in one `i32`, the endgame's in the low 16 bits (signed) and the
/// middlegame's above, so that one addition or subtraction updates both: the search adds and takes away
/// pieces' values at every move, and on a Cortex-M0 every instruction counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Pair(i32);

impl Pair {
    const fn new(middlegame: i32, endgame: i32) -> Pair {
        Pair(middlegame * (1 << 16) + endgame)
    }

    /// The high half, corrected for the borrow a negative endgame value took from it.
    const fn middlegame(self) -> i32 {
        (self.0 + (1 << 15)) >> 16
    }

    const fn endgame(self) -> i32 {
        self.0 as i16 as i32
    }

    const fn plus(self, other: Pair) -> Pair {
        Pair(self.0.wrapping_add(other.0))
    }

    const fn minus(self, other: Pair) -> Pair {
        Pair(self.0.wrapping_sub(other.0))
    }
}

/// Every piece's value on every square, material included, in the printed tables' order (rank 8 first, as
/// white sees the board); computed at compile time from the tables above. One colour's worth: the other's is
/// its mirror image, negated, which costs two instructions where a second table would cost 1.5 KiB of flash
/// and of the web page's module.
static PIECE_SQUARE: [[Pair; 64]; 6] = {
    let mut values = [[Pair(0); 64]; 6];
    let mut index = 0;
    while index < 6 * 64 {
        let (piece, row) = (index / 64, index % 64);
        let middlegame = VALUES[piece] + TABLES[piece][row];
        let endgame = VALUES[piece]
            + if piece == Piece::King as usize {
                KING_ENDGAME[row]
            } else if piece == Piece::Pawn as usize {
                PAWN_ENDGAME[row]
            } else {
                TABLES[piece][row]
            };
        values[piece][row] = Pair::new(middlegame, endgame);
        index += 1;
    }
    values
};

/// A `color` piece's value on `square`, as white's gain: a black piece's is negative. White reads the printed
/// tables from the bottom (rank 1 is their last row), black from the top.
fn piece_square(color: Color, piece: Piece, square: Square) -> Pair {
    let white = color == Color::White;
    let row = square.index() ^ if white { 56 } else { 0 };
    let value = PIECE_SQUARE[piece as usize][usize::from(row & 63)];
    if white { value } else { Pair(0).minus(value) }
}

/// What the evaluation sums over the pieces, white's minus black's: their values in the middlegame and in
/// the endgame, and the game phase. The search keeps it move by move ([`Terms::after`]) rather than
/// summing every piece at every node; [`evaluate`] sums them from scratch, and debug builds (so the tests)
/// check each update against it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Terms {
    values: Pair,
    phase: i32,
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
    /// `mv.to`, or the pawn beside it for en passant): `after` itself is read only by debug builds' check.
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
        debug_assert_eq!(next, Terms::of(after), "incremental terms of {mv} differ from the full ones");
        next
    }

    /// The evaluation for `side` to move: the middlegame and endgame values blended by the phase.
    pub(crate) fn value(self, side: Color) -> i32 {
        // Promotions can take the count past a full board; the blend stays between the two.
        let weight = MIDDLEGAME_WEIGHTS[self.phase.clamp(0, FULL_PHASE) as usize];
        // `middlegame * weight + endgame * (256 - weight)`, with one multiply rather than two.
        let (middlegame, endgame) = (self.values.middlegame(), self.values.endgame());
        let blend = endgame * 256 + (middlegame - endgame) * weight;
        // A division by a power of two, which a Cortex-M0 does with shifts rather than a library call.
        let white = blend / 256;
        if side == Color::White { white } else { -white }
    }
}

/// The position's value in centipawns for the side to move: positive when it stands better.
///
/// ```
/// use chess_attacks_engine::evaluate;
/// use chess_attacks_movegen::Position;
///
/// // White is a rook up: good for white to move, as bad for black to move.
/// let white_to_move = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")?;
/// let black_to_move = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 b - - 0 1")?;
/// assert!(evaluate(&white_to_move) > 400);
/// assert_eq!(evaluate(&black_to_move), -evaluate(&white_to_move));
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
pub fn evaluate(position: &Position) -> i32 {
    Terms::of(position).value(position.side_to_move())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn evaluation_of(fen: &str) -> i32 {
        evaluate(&Position::from_fen(fen).expect("a valid FEN"))
    }

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

    /// Values read off the printed tables by hand: the kings stand on mirrored squares and cancel.
    #[test]
    fn with_every_piece_on_the_board_the_middlegame_tables_count_and_with_none_the_endgame_ones() {
        // 1. e4: the pawn's middlegame value goes from -20 (e2) to 20 (e4), the phase is full.
        let after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        assert_eq!(evaluation_of(after_e4), -40);
        // Kings and one pawn: phase 0, the pawn's endgame value, 100 and 50 on the sixth rank.
        assert_eq!(evaluation_of("4k3/8/4P3/8/8/8/8/4K3 w - - 0 1"), 150);
        // A queen and a knight each side (phase 10 of 24: weight 107): the pawn on e4, 120 in the
        // middlegame and 115 in the endgame, blends to 115 + 5 * 107 / 256.
        assert_eq!(evaluation_of("3qk1n1/8/8/8/4P3/8/8/3QK1N1 w - - 0 1"), 117);
    }

    #[test]
    fn a_pair_holds_both_values_whatever_their_signs() {
        for (middlegame, endgame) in [(0, 0), (5, -7), (-5, 7), (-3_000, -20_000), (20_000, 30_000)] {
            let pair = Pair::new(middlegame, endgame);
            assert_eq!((pair.middlegame(), pair.endgame()), (middlegame, endgame));
            let sum = pair.plus(Pair::new(1, -1)).minus(Pair::new(2, 3));
            assert_eq!((sum.middlegame(), sum.endgame()), (middlegame - 1, endgame - 4));
        }
    }
}
