//! FEN: reading a board ([`Placement`]) and judging whether it is a position, with errors that name the
//! field and point at the offending text, and writing either back, move counters included. One reader and
//! one writer serve both types.

use core::fmt;

use chess_attacks::{Bitboard, Color, File, Piece, Rank, Square};

use crate::Position;
use crate::castling::CASTLINGS;
use crate::fen_error::{FenError, FenField, FenProblem};
use crate::placement::{Placement, stands};

/// The FEN's space-separated fields with the byte offset of each, without allocating: up to 6, and how
/// many there were in all. Byte by byte, as is the rest of the parser: `str`'s searching methods link panic
/// paths that the firmware must not carry.
fn split_fields(fen: &str) -> ([(usize, &str); 6], usize) {
    let mut fields = [(fen.len(), ""); 6];
    let (mut count, mut start) = (0, None);
    for (index, byte) in fen.bytes().chain([b' ']).enumerate() {
        match (byte.is_ascii_whitespace(), start) {
            (false, None) => start = Some(index),
            (true, Some(begin)) => {
                if let (Some(slot), Some(field)) = (fields.get_mut(count), fen.get(begin..index)) {
                    *slot = (begin, field);
                }
                count += 1;
                start = None;
            }
            _ => {}
        }
    }
    (fields, count)
}

/// The character that starts at byte `at` of `text`, for error messages.
fn char_at(text: &str, at: usize) -> char {
    text.get(at..).and_then(|rest| rest.chars().next()).unwrap_or(' ')
}

/// A move counter: a whole number without sign, `Err` naming the problem.
fn parse_counter(text: &str) -> Result<u16, FenProblem> {
    if text.is_empty() || !text.bytes().all(|byte| byte.is_ascii_digit()) {
        return Err(FenProblem::NotANumber);
    }
    text.bytes()
        .try_fold(0u16, |number, byte| number.checked_mul(10)?.checked_add(u16::from(byte - b'0')))
        .ok_or(FenProblem::NumberTooLarge)
}

impl Placement {
    /// Reads the six FEN fields (the two move counters may be left out), checking only the text: the
    /// fields, the placement's letters and rank lengths, the side's letter, the castling letters and their
    /// repeats, the en passant square's name and the counters. Whether the board is a position is
    /// [`Position::try_from`]'s question.
    ///
    /// ```
    /// use chess_attacks_movegen::{FenField, Placement, Position};
    ///
    /// let no_kings = "8/8/8/8/8/8/8/8 w - - 0 1";
    /// assert_eq!(Placement::from_fen(no_kings)?.to_string(), no_kings);
    /// assert!(Position::from_fen(no_kings).is_err());
    /// assert_eq!(Placement::from_fen("8/8/8 w - - 0 1").unwrap_err().field, FenField::Placement);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn from_fen(fen: &str) -> Result<Placement, FenError> {
        let mut placement = Placement::EMPTY;
        placement.read(fen)?;
        Ok(placement)
    }

    /// The FEN reader: reads `fen` into this empty placement field by field, up to the first fault in the
    /// text, which it returns. On the way it notes, for [`Position::try_from`], where the placement field
    /// starts and the first castling right without its king and rook or en passant square without a double
    /// push: the checks that need the board, made as their text is read, as that text comes first.
    fn read(&mut self, fen: &str) -> Result<(), FenError> {
        let (fields, count) = split_fields(fen);
        if !(4..=6).contains(&count) {
            // The end of the sixth field, or of the text when there are fewer: a slot no field filled holds
            // the text's end.
            let at = fields[5].0 + fields[5].1.len();
            return Err(FenError { field: FenField::Fields, at, problem: FenProblem::FieldCount(count) });
        }
        let error = |field, at, problem| FenError { field, at, problem };
        let board = &mut self.board;

        let (start, placement) = fields[0];
        self.placement_at = start;
        let placement_error = |at, problem| error(FenField::Placement, start + at, problem);
        let ranks = placement.bytes().filter(|&byte| byte == b'/').count() + 1;
        if ranks != 8 {
            return Err(placement_error(0, FenProblem::RankCount(ranks)));
        }
        let (mut ranks, mut file, mut rank_start) = (Rank::ALL.into_iter().rev(), 0u8, 0);
        let mut rank = ranks.next().unwrap_or(Rank::Eight);
        for (at, byte) in placement.bytes().chain([b'/']).enumerate() {
            if byte == b'/' {
                if file != 8 {
                    return Err(placement_error(rank_start, FenProblem::RankLength(rank, file)));
                }
                (file, rank_start) = (0, at + 1);
                rank = ranks.next().unwrap_or(rank);
                continue;
            }
            if (b'1'..=b'8').contains(&byte) {
                file += byte - b'0';
                // At once, so that a long run of digits cannot wrap the count round to a valid rank.
                if file > 8 {
                    return Err(placement_error(at, FenProblem::RankTooLong(rank)));
                }
                continue;
            }
            let letter = char_at(placement, at);
            let (color, piece) = Piece::from_fen_char(letter)
                .map_err(|_| placement_error(at, FenProblem::NotAPiece(letter, rank)))?;
            let square = File::new(file).map(|file| Square::from_coords(file, rank));
            let square = square.ok_or(placement_error(at, FenProblem::RankTooLong(rank)))?;
            board.put(color, piece, square);
            file += 1;
        }

        let (start, side) = fields[1];
        let side_letter = match side.as_bytes() {
            &[letter] => Color::from_char(char::from(letter)),
            _ => None,
        };
        board.side = side_letter.ok_or(error(FenField::Side, start, FenProblem::NotASide))?;

        let (start, castling_field) = fields[2];
        if castling_field != "-" {
            let bytes = castling_field.as_bytes();
            for (index, &byte) in bytes.iter().enumerate() {
                let letter = char_at(castling_field, index);
                let castling_error = |problem| error(FenField::Castling, start + index, problem);
                if bytes.iter().take(index).any(|&earlier| earlier == byte) {
                    return Err(castling_error(FenProblem::CastlingTwice(letter)));
                }
                let (color, _, castling) = CASTLINGS
                    .iter()
                    .find(|(_, name, _)| *name == letter)
                    .ok_or(castling_error(FenProblem::NotACastlingRight(letter)))?;
                // Noted, not returned: a placement may hold a right without its pieces, a position may not.
                if self.fault.is_none() && !stands(board, *color, castling) {
                    let problem =
                        FenProblem::CastlingWithoutPieces(letter, castling.king_from, castling.rook_from);
                    self.fault = Some(castling_error(problem));
                }
                board.unmoved |= castling.rights();
            }
        }

        let (start, en_passant) = fields[3];
        if en_passant != "-" {
            let en_passant_error = |problem| error(FenField::EnPassant, start, problem);
            let square =
                Square::from_ascii(en_passant.as_bytes()).ok_or(en_passant_error(FenProblem::NotASquare))?;
            let rank = if board.side == Color::White { Rank::Six } else { Rank::Three };
            // The pawn that moved two squares stands one rank beyond it: index ^ 8 on ranks 3 and 6.
            let pushed_to = Square::new(square.index() ^ 8);
            let pusher = board.side.opponent();
            let pushed = pushed_to.is_some_and(|to| board.pieces(pusher, Piece::Pawn).contains(to));
            if self.fault.is_none() && (square.rank() != rank || !pushed) {
                self.fault = Some(en_passant_error(FenProblem::NoDoublePush(square)));
            }
            board.en_passant = Some(square);
        }

        let clocks = [FenField::HalfmoveClock, FenField::FullmoveNumber];
        let mut counters = [board.halfmove_clock, board.fullmove_number];
        for ((field, counter), &(start, text)) in
            clocks.into_iter().zip(&mut counters).zip(fields.get(4..count).unwrap_or(&[]))
        {
            *counter = parse_counter(text).map_err(|problem| error(field, start, problem))?;
        }
        [board.halfmove_clock, board.fullmove_number] = counters;
        Ok(())
    }

    /// The checks of the board as a whole, which point at the placement: one king a side, no pawn on the
    /// back ranks, the side not to move not in check.
    fn check_board(&self) -> Result<Position, FenError> {
        let position = self.board;
        let error = |problem| FenError { field: FenField::Placement, at: self.placement_at, problem };
        for color in Color::ALL {
            let kings = position.pieces(color, Piece::King).count();
            if kings != 1 {
                return Err(error(FenProblem::KingCount(color, kings)));
            }
        }
        if !position.by_piece[Piece::Pawn as usize].is_disjoint(Bitboard::BACK_RANKS) {
            return Err(error(FenProblem::PawnOnBackRank));
        }
        let waiting = position.side.opponent();
        if position
            .king(waiting)
            .is_some_and(|king| position.attacked(king, position.side, position.occupied()))
        {
            return Err(error(FenProblem::OpponentInCheck(waiting)));
        }
        Ok(position)
    }
}

impl TryFrom<Placement> for Position {
    type Error = FenError;

    /// The placement as a position, or the first reason it is not one, as [`Position::from_fen`] gives it
    /// for the FEN the placement was read from: a castling right without its king and rook, an en passant
    /// square without a double push, other than one king a side, a pawn on a back rank, the side not to
    /// move in check. An edited placement's errors point at byte 0.
    ///
    /// ```
    /// use chess_attacks_movegen::{FenField, FenProblem, Placement, Position};
    ///
    /// let fen = "4k3/8/8/8/8/8/8/4K3 w - e6 0 1";
    /// let error = Position::try_from(Placement::from_fen(fen)?).unwrap_err();
    /// assert_eq!((error.field, error.at), (FenField::EnPassant, 24));
    /// assert_eq!(Position::from_fen(fen).unwrap_err(), error);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    fn try_from(placement: Placement) -> Result<Position, FenError> {
        if let Some(fault) = placement.fault {
            return Err(fault);
        }
        placement.check_board()
    }
}

impl Position {
    /// Parses the six FEN fields (the two move counters may be left out): [`Placement::from_fen`], then
    /// [`Position::try_from`]'s checks. A castling right or en passant square at fault is named before a
    /// fault later in the text.
    ///
    /// ```
    /// use chess_attacks_movegen::{FenField, Position};
    ///
    /// assert_eq!(Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1")?.castling_rights(), 1);
    /// assert_eq!(Position::from_fen("4k3/8/8/8/8/8/8/4K3 w K - x 1").unwrap_err().field, FenField::Castling);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let mut placement = Placement::EMPTY;
        let read = placement.read(fen);
        // What was read before a fault in the text comes before it in the text, and is named first.
        placement.fault.map_or(read, Err)?;
        placement.check_board()
    }
}

/// A position written as FEN, with its two move counters: what [`Position::fen`] returns.
///
/// ```
/// use chess_attacks_movegen::Position;
///
/// let after_e4 = Position::START.play(Position::START.find_move("e2e4").expect("legal"));
/// assert_eq!(after_e4.fen().to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Fen<'a> {
    position: &'a Position,
    halfmove_clock: u32,
    fullmove_number: u32,
}

impl<'a> Fen<'a> {
    /// The same FEN with other counters than the position's: the half-moves since the last capture or pawn
    /// move, and the number of the move being played (from 1).
    ///
    /// ```
    /// use chess_attacks_movegen::Position;
    ///
    /// assert!(Position::START.fen().counters(3, 12).to_string().ends_with(" w KQkq - 3 12"));
    /// ```
    pub fn counters(self, halfmove_clock: u32, fullmove_number: u32) -> Fen<'a> {
        Fen { halfmove_clock, fullmove_number, ..self }
    }
}

impl fmt::Display for Fen<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_fen(f, self.position, self.halfmove_clock, self.fullmove_number)
    }
}

impl fmt::Display for Placement {
    /// The placement as FEN, the text [`Placement::from_fen`] reads back to it.
    ///
    /// ```
    /// use chess_attacks_movegen::Placement;
    ///
    /// let pawns_on_the_back_ranks = "P6p/8/8/8/8/8/8/p6P b Kq e3 7 40";
    /// assert_eq!(Placement::from_fen(pawns_on_the_back_ranks)?.to_string(), pawns_on_the_back_ranks);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let board = &self.board;
        write_fen(f, board, board.halfmove_clock.into(), board.fullmove_number.into())
    }
}

/// The FEN writer: `board` (a position, or a placement's unchecked board) with these counters.
fn write_fen(
    f: &mut fmt::Formatter<'_>,
    board: &Position,
    halfmove_clock: u32,
    fullmove_number: u32,
) -> fmt::Result {
    for rank in Rank::ALL.into_iter().rev() {
        let mut empty = 0;
        for file in File::ALL {
            let square = Square::from_coords(file, rank);
            let Some((color, piece)) = board.piece_at(square) else {
                empty += 1;
                continue;
            };
            if empty > 0 {
                write!(f, "{empty}")?;
                empty = 0;
            }
            fmt::Write::write_char(f, piece.to_char_for(color))?;
        }
        if empty > 0 {
            write!(f, "{empty}")?;
        }
        if rank != Rank::One {
            f.write_str("/")?;
        }
    }
    f.write_str(" ")?;
    fmt::Write::write_char(f, board.side_to_move().to_char())?;
    f.write_str(" ")?;
    let rights = board.castling_rights();
    if rights == 0 {
        f.write_str("-")?;
    }
    for (bit, (_, letter, _)) in CASTLINGS.iter().enumerate() {
        if rights & (1 << bit) != 0 {
            fmt::Write::write_char(f, *letter)?;
        }
    }
    match board.en_passant() {
        Some(square) => write!(f, " {square}")?,
        None => f.write_str(" -")?,
    }
    write!(f, " {} {}", halfmove_clock, fullmove_number)
}

impl Position {
    /// The position as FEN, with its move counters.
    ///
    /// ```
    /// use chess_attacks_movegen::Position;
    ///
    /// let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    /// assert_eq!(Position::from_fen(kiwipete)?.fen().to_string(), kiwipete);
    /// let endgame = "8/8/8/4k3/8/8/8/R3K3 w Q - 37 80";
    /// assert_eq!(Position::from_fen(endgame)?.fen().to_string(), endgame);
    /// assert_eq!(Position::START.fen().to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn fen(&self) -> Fen<'_> {
        let (halfmove_clock, fullmove_number) = (self.halfmove_clock.into(), self.fullmove_number.into());
        Fen { position: self, halfmove_clock, fullmove_number }
    }
}
