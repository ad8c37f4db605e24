//! What the search keeps move by move, checked against the same computed from scratch, for checks outside
//! the crate: the evaluation's terms and the hash are private, their agreement is not.

use core::fmt;

use chess_attacks::Piece;
use chess_attacks_movegen::{Move, Position};

use crate::capture::victim;
use crate::eval::Terms;
use crate::hash::{hash, hash_after};

/// Which of the search's move-by-move updates disagreed with the value computed from scratch.
///
/// ```
/// use chess_attacks_engine::{Mismatch, play_checked};
/// use chess_attacks_movegen::{PUBLISHED_FENS, Position, Root};
///
/// // Every move of Kiwipete, castling both ways among them, updates all three in step.
/// let kiwipete = Position::from_fen(PUBLISHED_FENS[1])?;
/// let mut mismatches = Vec::new();
/// kiwipete.generate::<Root>(|group| {
///     group.for_each(|mv| mismatches.extend(play_checked(&kiwipete, group.piece, mv).err()))
/// });
/// assert_eq!(mismatches, []);
/// let castle = kiwipete.find_move("e1g1").expect("legal");
/// assert!(Mismatch::Hash(castle).to_string().starts_with("the hash kept through e1g1"));
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// The evaluation's terms.
    Evaluation(Move),
    /// The hash.
    Hash(Move),
    /// `Position::make` in place against `Position::play_piece`.
    Make(Move),
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mismatch::Evaluation(mv) => {
                write!(f, "the evaluation kept through {mv} differs from the full one")
            }
            Mismatch::Hash(mv) => write!(f, "the hash kept through {mv} differs from the full one"),
            Mismatch::Make(mv) => {
                write!(f, "{mv} played in place differs from the same move played to a copy")
            }
        }
    }
}

/// Plays `mv`, a legal move of `piece` in `position`, as the search does (in place, its terms and hash
/// updated from the move alone) and returns the position after it, or the first update that differs from
/// the same computed from scratch.
///
/// ```
/// use chess_attacks::Piece;
/// use chess_attacks_engine::play_checked;
/// use chess_attacks_movegen::Position;
///
/// // Kiwipete's castling, with the rook's squares and the rights to update.
/// let kiwipete = Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")?;
/// let castle = kiwipete.find_move("e1g1").expect("legal");
/// let after = play_checked(&kiwipete, Piece::King, castle)?;
/// assert_eq!(after.castling_rights(), 0b1100);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn play_checked(position: &Position, piece: Piece, mv: Move) -> Result<Position, Mismatch> {
    let taken = victim(position, position.occupied(), piece, mv);
    let played = position.play_piece(piece, mv);
    let mut made = *position;
    made.make(piece, mv);
    let same = |a: &Position, b: &Position| {
        a.side_to_move() == b.side_to_move()
            && a.castling_rights() == b.castling_rights()
            && a.en_passant() == b.en_passant()
            && chess_attacks::Square::ALL.into_iter().all(|square| a.piece_at(square) == b.piece_at(square))
    };
    if !same(&made, &played) {
        return Err(Mismatch::Make(mv));
    }
    if Terms::of(position).after(position, piece, mv, taken, &played) != Terms::of(&played) {
        return Err(Mismatch::Evaluation(mv));
    }
    if hash_after(hash(position), position, piece, mv, taken, &played) != hash(&played) {
        return Err(Mismatch::Hash(mv));
    }
    Ok(played)
}

impl core::error::Error for Mismatch {}
