//! The evaluation: material plus piece-square tables, the king's table blended from a
//! middlegame one to an endgame one as the pieces come off. The values are Tomasz Michniewski's "Simplified
//! Evaluation Function" (chessprogramming.org), a common first evaluation: small, readable and symmetric.

use chess_attacks::{Color, Piece, Square};

use chess_attacks_movegen::Position;

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

/// The entry of a table that a `color` piece on `square` reads.
fn entry(table: &[i32; 64], color: Color, square: Square) -> i32 {
    let flip = if color == Color::White { 56 } else { 0 };
    table[usize::from(square.index() ^ flip)]
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
    let (mut white, mut phase) = (0, 0);
    let (mut king_middlegame, mut king_endgame) = (0, 0);
    for color in Color::ALL {
        let sign = if color == Color::White { 1 } else { -1 };
        for piece in Piece::ALL {
            let table = &TABLES[piece as usize];
            for square in position.pieces(color, piece) {
                if piece == Piece::King {
                    king_middlegame += sign * entry(table, color, square);
                    king_endgame += sign * entry(&KING_ENDGAME, color, square);
                } else {
                    white += sign * (VALUES[piece as usize] + entry(table, color, square));
                    phase += PHASE[piece as usize];
                }
            }
        }
    }
    // Promotions can take the count past a full board; the blend stays between the two tables.
    let phase = phase.min(FULL_PHASE);
    white += (king_middlegame * phase + king_endgame * (FULL_PHASE - phase)) / FULL_PHASE;
    if position.side_to_move() == Color::White { white } else { -white }
}
