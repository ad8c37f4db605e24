//! Static exchange evaluation: what a capture wins once every piece that can join the exchange on its square
//! has, the least valuable first, each side free to stop when going on would lose. It reads the crate's
//! attacks to the square, recomputed as pieces leave it so that a rook behind a rook joins in (x-rays).
//! [Move ordering](crate::ordering) tries captures that lose material after the others, and quiescence
//! leaves them out.

use chess_attacks::{Bitboard, Color, Piece, Sliders, Square, king_attacks, knight_attacks, pawn_attacks};
use chess_attacks_movegen::{Move, Position};

use crate::eval::VALUES;

/// The exchange's values: [`VALUES`], the king's high enough that taking it ends every exchange.
fn value(piece: Piece) -> i32 {
    match piece {
        Piece::King => 20_000,
        // `get`: a piece read back from memory has lost its range, and indexing would link a panic path.
        _ => VALUES.get(piece as usize).copied().unwrap_or(0),
    }
}

/// Every piece of either side that attacks `square` when the squares in `occupied` hold pieces.
fn attackers<S: Sliders>(position: &Position, square: Square, occupied: Bitboard) -> Bitboard {
    let both = |piece| position.pieces(Color::White, piece) | position.pieces(Color::Black, piece);
    let queens = both(Piece::Queen);
    (pawn_attacks(Color::Black, square) & position.pieces(Color::White, Piece::Pawn))
        | (pawn_attacks(Color::White, square) & position.pieces(Color::Black, Piece::Pawn))
        | (knight_attacks(square) & both(Piece::Knight))
        | (king_attacks(square) & both(Piece::King))
        | (S::bishop(square, occupied) & (both(Piece::Bishop) | queens))
        | (S::rook(square, occupied) & (both(Piece::Rook) | queens))
}

/// Whether `piece`'s capture `mv` (taking `victim`) wins at least `threshold` centipawns by the static
/// exchange on its square. Promotions and en passant count only what they take.
pub(crate) fn wins_at_least<S: Sliders>(
    position: &Position,
    piece: Piece,
    mv: Move,
    victim: Option<Piece>,
    threshold: i32,
) -> bool {
    let target = mv.to;
    let mut balance = victim.map_or(0, value) - threshold;
    if balance < 0 {
        return false;
    }
    // Even if the capturer is lost at once, the capture is worth the threshold.
    balance -= value(piece);
    if balance >= 0 {
        return true;
    }
    // A pawn of the other side takes back first, and when that alone wins the exchange for it no other
    // piece need be looked up: the loop below would stop there too.
    let them = position.side_to_move().opponent();
    let pawn_defended =
        !(pawn_attacks(position.side_to_move(), target) & position.pieces(them, Piece::Pawn)).is_empty();
    if pawn_defended && -balance - 1 - value(Piece::Pawn) >= 0 {
        return false;
    }
    let mut occupied = position.occupied().without(mv.from);
    if piece == Piece::Pawn && Some(target) == position.en_passant() {
        occupied = occupied.without(Square::new(target.index() ^ 8).unwrap_or(target));
    }
    let mut side = them;
    loop {
        // Recomputed as pieces leave the square's lines, so that a slider behind one joins in.
        let live = attackers::<S>(position, target, occupied) & occupied;
        let mine = live & position.color(side);
        if mine.is_empty() {
            break;
        }
        // The least valuable attacker goes next.
        let Some((next, from)) = Piece::ALL
            .into_iter()
            .find_map(|p| (mine & position.pieces(side, p)).first().map(|square| (p, square)))
        else {
            break;
        };
        side = side.opponent();
        // Negamax on the balance: the side now to recapture sees it from its own side, less what it puts
        // on the square (less one, so that an even trade counts as not winning for the side that starts it).
        balance = -balance - 1 - value(next);
        // No check that a king takes into an attack: a king's capture ends the exchange only when the balance
        // was below -20,000, which only the mover's king taking first leaves, with a threshold above the
        // victim; the other king would then be beside that one, which no legal position allows.
        if balance >= 0 {
            break;
        }
        occupied = occupied.without(from);
    }
    // The side to move when the exchange stopped is the side that lost it.
    side != position.side_to_move()
}

#[cfg(test)]
mod tests {
    //! Against a brute-force oracle: the exchange on the square searched over every order of capturers, by
    //! the reference walk's attacks, each side free to stop.

    use chess_attacks::Root;
    use std::vec::Vec;

    use super::*;
    use crate::capture::victim;
    use crate::features_tests::reference_attacks;

    /// The best the side to move can get by capturing on `target` and going on, or stopping (0): the
    /// board is a list of pieces, `on_target` the value of what stands there.
    fn exchange(board: &mut Vec<(Color, Piece, u8)>, target: u8, on_target: i32, side: Color) -> i32 {
        let occupied = board.iter().fold(0u64, |bits, &(_, _, s)| bits | 1 << s) | 1 << target;
        let mut best = 0;
        for index in 0..board.len() {
            let (color, piece, square) = board[index];
            if color != side || square == target {
                continue;
            }
            let attacks = reference_attacks(color, piece, square, occupied);
            if attacks >> target & 1 == 0 {
                continue;
            }
            board[index].2 = target;
            let reply = exchange(board, target, value(piece), side.opponent());
            board[index].2 = square;
            // A king that would be taken back may not capture.
            if piece == Piece::King && reply > 0 {
                continue;
            }
            best = best.max(on_target - reply);
        }
        best
    }

    /// Whether the capture `text` in `fen` wins at least `threshold`.
    fn wins(fen: &str, text: &str, threshold: i32) -> bool {
        let position = Position::from_fen(fen).expect("a position");
        let mv = position.find_move(text).expect("a legal move");
        let piece = position.piece_at(mv.from).expect("a piece to move").1;
        let taken = position.piece_at(mv.to).map(|(_, piece)| piece);
        wins_at_least::<Root>(&position, piece, mv, taken, threshold)
    }

    #[test]
    fn pieces_are_worth_what_chess_players_count() {
        // A pawn takes a knight that nothing defends: more than two pawns won, less than a queen.
        let knight = "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1";
        assert!(wins(knight, "e4d5", 200));
        assert!(!wins(knight, "e4d5", 900));
        // The queen takes a pawn that a pawn defends: the queen is lost for two pawns.
        let queen = "4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1";
        assert!(!wins(queen, "d1d5", 0));
        assert!(wins(queen, "d1d5", -900));
    }

    #[test]
    fn en_passant_lifts_the_pawn_it_takes_off_the_line_behind_it() {
        // exd6 takes the d5 pawn: the rook on d1 then guards d6 through d5, so black's rook cannot retake.
        let position = Position::from_fen("3r3k/8/8/3pP3/8/8/8/3RK3 w - d6 0 1").expect("a position");
        let mv = position.find_move("e5d6").expect("en passant");
        assert!(wins_at_least::<Root>(&position, Piece::Pawn, mv, Some(Piece::Pawn), 100));
        // Without the rook behind, the pawn is traded.
        let alone = Position::from_fen("3r3k/8/8/3pP3/8/8/8/4K3 w - d6 0 1").expect("a position");
        let mv = alone.find_move("e5d6").expect("en passant");
        assert!(!wins_at_least::<Root>(&alone, Piece::Pawn, mv, Some(Piece::Pawn), 100));
    }

    #[test]
    fn every_capture_wins_what_the_exhaustive_exchange_says_at_every_threshold() {
        let mut checked = 0;
        for position in crate::features_tests::positions() {
            let fen = std::format!("{}", position.fen());
            position.generate::<Root>(|group| {
                group.for_each(|mv| {
                    let Some(taken) = victim(&position, position.occupied(), group.piece, mv) else { return };
                    if mv.promotion.is_some() || Some(mv.to) == position.en_passant() {
                        return;
                    }
                    let us = position.side_to_move();
                    // The board without the captured piece, the capturer on the target.
                    let mut board: Vec<(Color, Piece, u8)> = Square::ALL
                        .into_iter()
                        .filter(|&square| square != mv.to)
                        .filter_map(|square| position.piece_at(square).map(|(c, p)| (c, p, square.index())))
                        .collect();
                    let capturer =
                        board.iter().position(|&(_, _, s)| s == mv.from.index()).expect("the capturer");
                    board[capturer].2 = mv.to.index();
                    let gain =
                        value(taken) - exchange(&mut board, mv.to.index(), value(group.piece), us.opponent());
                    for threshold in [-900, -500, -200, -100, -1, 0, 1, 100, 200, 300, 500, 900] {
                        assert_eq!(
                            wins_at_least::<Root>(&position, group.piece, mv, Some(taken), threshold),
                            gain >= threshold,
                            "{mv} in {fen}: the exchange gains {gain}, threshold {threshold}"
                        );
                    }
                    checked += 1;
                });
            });
        }
        assert!(checked > 1000, "{checked} captures");
    }
}
