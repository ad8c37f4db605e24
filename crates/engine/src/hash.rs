//! Zobrist hashing: a position's 64-bit key, from scratch ([`hash`]) and move by move ([`hash_after`]), for
//! the transposition table and repetitions.

use chess_attacks::reference::SplitMix64;
use chess_attacks::{Color, Piece, Square};
use chess_attacks_movegen::{Move, Position, castling_rook};

use crate::capture::victim_square;

/// Random keys for hashing a position: one per piece, colour and square, the side to move, each of the 16
/// sets of castling rights and each en passant file.
pub(crate) struct Keys {
    pieces: [[[u64; 64]; 6]; 2],
    pub(crate) black_to_move: u64,
    castling: [u64; 16],
    en_passant: [u64; 8],
}

/// Computed at compile time, from a fixed seed, so that every run (and both lookups) hash alike.
pub(crate) static KEYS: Keys = {
    let mut rng = SplitMix64::new(0x00c4_e55a_77ac_c5e5);
    let mut keys =
        Keys { pieces: [[[0; 64]; 6]; 2], black_to_move: 0, castling: [0; 16], en_passant: [0; 8] };
    let mut index = 0;
    while index < 2 * 6 * 64 {
        keys.pieces[index / 384][index / 64 % 6][index % 64] = rng.next_u64();
        index += 1;
    }
    keys.black_to_move = rng.next_u64();
    let mut index = 0;
    while index < 16 {
        keys.castling[index] = rng.next_u64();
        index += 1;
    }
    let mut index = 0;
    while index < 8 {
        keys.en_passant[index] = rng.next_u64();
        index += 1;
    }
    keys
};

fn piece_key(color: Color, piece: Piece, square: Square) -> u64 {
    KEYS.pieces[color as usize][piece as usize][usize::from(square.index())]
}

pub(crate) fn en_passant_key(position: &Position) -> u64 {
    position.en_passant().map_or(0, |square| KEYS.en_passant[usize::from(square.file().index())])
}

/// The position's hash from scratch. A search updates it move by move instead, as engines do; debug
/// builds (and so the tests) check each update against this.
///
/// ```
/// use chess_attacks_engine::hash;
/// use chess_attacks_movegen::Position;
///
/// let start = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
/// let after_e4 = start.play(start.find_move("e2e4").expect("legal"));
/// assert_ne!(hash(&start), hash(&after_e4));
/// // The same placement with black to move and no en passant is yet another position.
/// assert_ne!(hash(&start), hash(&start.pass()));
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
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

/// The hash of `after`, the position `before` (hashed `hash`) becomes when `piece` makes `mv`, taking
/// `victim` (on `mv.to`, or the pawn beside it for en passant): the incremental update, a few keys per move
/// rather than one per piece on the board.
pub(crate) fn hash_after(
    hash: u64,
    before: &Position,
    piece: Piece,
    mv: Move,
    victim: Option<Piece>,
    after: &Position,
) -> u64 {
    let (us, them) = (before.side_to_move(), before.side_to_move().opponent());
    let mut next = hash ^ KEYS.black_to_move;
    next ^= piece_key(us, piece, mv.from) ^ piece_key(us, mv.promotion.unwrap_or(piece), mv.to);
    if let (Some(victim), Some(square)) = (victim, victim_square(before, piece, mv)) {
        next ^= piece_key(them, victim, square);
    }
    if let Some((rook_from, rook_to)) = castling_rook(piece, mv) {
        next ^= piece_key(us, Piece::Rook, rook_from) ^ piece_key(us, Piece::Rook, rook_to);
    }
    // Castling rights change only when a move leaves or lands on a king's or a rook's first square.
    let first_squares = |square| {
        matches!(square, Square::A1 | Square::E1 | Square::H1 | Square::A8 | Square::E8 | Square::H8)
    };
    if first_squares(mv.from) || first_squares(mv.to) {
        next ^= KEYS.castling[usize::from(before.castling_rights())]
            ^ KEYS.castling[usize::from(after.castling_rights())];
    }
    next ^= en_passant_key(before) ^ en_passant_key(after);
    debug_assert_eq!(next, self::hash(after), "incremental hash of {mv} differs from the full one");
    next
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::vec::Vec;

    #[test]
    fn an_en_passant_square_and_the_side_to_move_are_part_of_the_hash() {
        // The same pieces, with and without the right to take d6 en passant, and with the other side to move.
        let en_passant = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2").expect("a position");
        let none = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2").expect("a position");
        let black = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 b - - 0 2").expect("a position");
        assert_ne!(hash(&en_passant), hash(&none));
        assert_ne!(hash(&none), hash(&black));
        // Zobrist's convention: the side's key is black's; with white to move, only pieces and rights count.
        let pieces = [(Color::White, Piece::King, Square::E1), (Color::White, Piece::Pawn, Square::E5)]
            .into_iter()
            .chain([(Color::Black, Piece::King, Square::E8), (Color::Black, Piece::Pawn, Square::D5)]);
        let white_to_move = pieces
            .fold(KEYS.castling[0], |hash, (color, piece, square)| hash ^ piece_key(color, piece, square));
        assert_eq!(hash(&none), white_to_move);
        assert_eq!(hash(&black), white_to_move ^ KEYS.black_to_move);
    }

    #[test]
    fn every_key_is_set_and_distinct() {
        let mut keys: Vec<u64> = KEYS.pieces.iter().flatten().flatten().copied().collect();
        keys.extend(KEYS.castling.iter().chain(&KEYS.en_passant).chain([&KEYS.black_to_move]));
        // A piece on each square of each colour, the 16 sets of castling rights, 8 files, the side.
        assert_eq!(keys.len(), 2 * 6 * 64 + 16 + 8 + 1);
        assert!(!keys.contains(&0), "a key left at zero hashes nothing");
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), 2 * 6 * 64 + 16 + 8 + 1, "two keys alike");
    }
}
