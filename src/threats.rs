//! What the sliders aimed at a king do to it: which give check, and which pieces stand alone in their way.
//! A legal move generator needs both before it generates anything (the check mask and the pin rays).

use crate::{Bitboard, Square, between, bishop_rays, rook_rays};

/// The sliders checking a king and the pieces alone in their way, as [`slider_threats`] finds them.
///
/// ```
/// use chess_attacks::{slider_threats, Bitboard, Square};
///
/// // A rook on e8 and a king on e1, nothing between.
/// let rook = Bitboard::from_square(Square::E8);
/// let threats = slider_threats(Square::E1, rook.with(Square::E1), rook, Bitboard::EMPTY);
/// assert_eq!(threats.checkers, rook);
/// assert!(threats.blockers.is_empty());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SliderThreats {
    /// The sliders that attack the king: nothing stands between them and it.
    pub checkers: Bitboard,
    /// The pieces, of either colour, that stand alone between the king and a slider aimed at it. Those of
    /// the king's own side are pinned; those of the other side give discovered check when they move.
    pub blockers: Bitboard,
}

/// The sliders that check the king on `king` and the pieces that alone block one, when the squares in
/// `occupied` hold pieces: `straight` holds the enemy rooks and queens, `diagonal` the enemy bishops and
/// queens (both subsets of `occupied`). Every slider on one of the king's lines counts, however far, so a
/// piece is a blocker exactly when taking it off the board would let a slider behind it reach the king.
///
/// A move generator ANDs `blockers` with its own pieces to find the pinned ones, each free to move only
/// along [`line`](crate::line)`(king, piece)`, and restricts every other move to the squares
/// [`between`] the king and a single checker, the checker included. Knights and pawns give check too:
/// find those with [`knight_attacks`](crate::knight_attacks) and [`pawn_attacks`](crate::pawn_attacks)
/// from the king's square.
///
/// ```
/// use chess_attacks::{slider_threats, Bitboard, Square};
///
/// // White: king e1, knight e2, bishop c3. Black: rook e8, bishop a5, queen h4.
/// let white = Bitboard::from_square(Square::E1).with(Square::E2).with(Square::C3);
/// let black = Bitboard::from_square(Square::E8).with(Square::A5).with(Square::H4);
/// let threats = slider_threats(
///     Square::E1,
///     white | black,
///     Bitboard::from_square(Square::E8).with(Square::H4), // rooks and queens
///     Bitboard::from_square(Square::A5).with(Square::H4), // bishops and queens
/// );
/// assert_eq!(threats.checkers, Bitboard::from_square(Square::H4)); // h4-g3-f2-e1 is open
/// assert_eq!(threats.blockers & white, Bitboard::from_square(Square::E2).with(Square::C3)); // both pinned
/// ```
#[inline]
pub const fn slider_threats(
    king: Square,
    occupied: Bitboard,
    straight: Bitboard,
    diagonal: Bitboard,
) -> SliderThreats {
    let mut snipers = Bitboard((rook_rays(king).0 & straight.0) | (bishop_rays(king).0 & diagonal.0));
    let (mut checkers, mut blockers) = (0, 0);
    while let Some(sniper) = snipers.pop_first() {
        let inside = between(king, sniper).0 & occupied.0;
        // Masks rather than branches: the loop branches on how many snipers there are, not on what stands
        // between them and the king.
        let none_inside = 0u64.wrapping_sub((inside == 0) as u64);
        let one_inside = 0u64.wrapping_sub((inside != 0 && inside & inside.wrapping_sub(1) == 0) as u64);
        checkers |= Bitboard::from_square(sniper).0 & none_inside;
        blockers |= inside & one_inside;
    }
    SliderThreats { checkers: Bitboard(checkers), blockers: Bitboard(blockers) }
}
