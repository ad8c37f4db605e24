//! FEN: reading a position, with errors that name the field and point at the offending text, and writing
//! one back, move counters included.

use core::fmt;

use chess_attacks::{Bitboard, Color, File, Piece, Rank, Square};

use crate::Position;
use crate::castling::CASTLINGS;

/// The part of a FEN string an error is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenField {
    /// The text as a whole: it has too few or too many fields.
    Fields,
    /// Field 1, the piece placement.
    Placement,
    /// Field 2, the side to move.
    Side,
    /// Field 3, the castling rights.
    Castling,
    /// Field 4, the en passant square.
    EnPassant,
    /// Field 5.
    HalfmoveClock,
    /// Field 6.
    FullmoveNumber,
}

/// What is wrong with a FEN string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenProblem {
    /// Not 4 to 6 space-separated fields: how many there are.
    FieldCount(usize),
    /// The placement does not have 8 ranks separated by `/`: how many it has.
    RankCount(usize),
    /// A letter in the placement is neither a piece nor a digit 1–8.
    NotAPiece(char, Rank),
    /// A rank describes more than 8 squares.
    RankTooLong(Rank),
    /// A rank describes other than 8 squares: how many.
    RankLength(Rank, u8),
    /// The side to move is not `w` or `b`.
    NotASide,
    /// A castling letter appears twice.
    CastlingTwice(char),
    /// A letter in the castling field is not `K`, `Q`, `k`, `q` or `-`.
    NotACastlingRight(char),
    /// A castling right whose king and rook are not on their squares: the right, the king's square and the
    /// rook's.
    CastlingWithoutPieces(char, Square, Square),
    /// The en passant field is not a square.
    NotASquare,
    /// The en passant square does not lie behind a pawn that just moved two squares.
    NoDoublePush(Square),
    /// A move counter is not a whole number.
    NotANumber,
    /// A move counter is larger than [`u16::MAX`], more than any game reaches.
    NumberTooLarge,
    /// A side has other than one king: which side and how many.
    KingCount(Color, u32),
    /// A pawn stands on rank 1 or 8.
    PawnOnBackRank,
    /// The side that just moved is in check.
    OpponentInCheck(Color),
}

/// Why a FEN string was rejected: the field, the byte offset in the FEN where the offending text starts, and
/// what is wrong. `Display` says all three without quoting the FEN (the caller has it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FenError {
    pub field: FenField,
    pub at: usize,
    pub problem: FenProblem,
}

impl fmt::Display for FenField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenField::Fields => "the fields",
            FenField::Placement => "the placement",
            FenField::Side => "the side to move",
            FenField::Castling => "the castling field",
            FenField::EnPassant => "the en passant field",
            FenField::HalfmoveClock => "the halfmove clock",
            FenField::FullmoveNumber => "the fullmove number",
        })
    }
}

impl fmt::Display for FenProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            FenProblem::FieldCount(found) => write!(
                f,
                "expected 4 to 6 space-separated fields (placement, side, castling, en passant, clocks), found {found}"
            ),
            FenProblem::RankCount(found) => write!(f, "{found} ranks separated by '/', expected 8"),
            FenProblem::NotAPiece(letter, rank) => {
                write!(f, "'{letter}' on rank {rank} is not a piece letter or 1-8")
            }
            FenProblem::RankTooLong(rank) => write!(f, "rank {rank} has more than 8 squares"),
            FenProblem::RankLength(rank, squares) => {
                write!(f, "rank {rank} has {squares} squares, expected 8")
            }
            FenProblem::NotASide => f.write_str("expected w or b"),
            FenProblem::CastlingTwice(letter) => write!(f, "castling right '{letter}' is given twice"),
            FenProblem::NotACastlingRight(letter) => write!(f, "'{letter}' is not one of K, Q, k, q or -"),
            FenProblem::CastlingWithoutPieces(letter, king, rook) => {
                write!(f, "castling right '{letter}' needs a king on {king} and a rook on {rook}")
            }
            FenProblem::NotASquare => f.write_str("not a square"),
            FenProblem::NoDoublePush(square) => {
                write!(f, "{square} does not lie behind a pawn that just moved two squares")
            }
            FenProblem::NotANumber => f.write_str("expected a whole number"),
            FenProblem::NumberTooLarge => write!(f, "expected a number from 0 to {}", u16::MAX),
            FenProblem::KingCount(color, kings) => write!(f, "{color} has {kings} kings, expected 1"),
            FenProblem::PawnOnBackRank => f.write_str("a pawn stands on rank 1 or 8"),
            FenProblem::OpponentInCheck(color) => {
                write!(f, "{color} is in check but it is not {color}'s move")
            }
        }
    }
}

impl fmt::Display for FenError {
    /// For example `the castling field, at byte 37: 'z' is not one of K, Q, k, q or -`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, at byte {}: {}", self.field, self.at, self.problem)
    }
}

impl core::error::Error for FenError {}

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

impl Position {
    /// Parses the six FEN fields (the two move counters may be left out).
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let (fields, count) = split_fields(fen);
        if !(4..=6).contains(&count) {
            let at = if count > 6 { fields[5].0 + fields[5].1.len() } else { fen.len() };
            return Err(FenError { field: FenField::Fields, at, problem: FenProblem::FieldCount(count) });
        }
        let error = |field, at, problem| FenError { field, at, problem };
        let mut position = Position {
            by_color: [Bitboard::EMPTY; 2],
            by_piece: [Bitboard::EMPTY; 6],
            side: Color::White,
            unmoved: Bitboard::EMPTY,
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        };

        let (start, placement) = fields[0];
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
            position.put(color, piece, square);
            file += 1;
        }

        let (start, side) = fields[1];
        let side_letter = match side.as_bytes() {
            &[letter] => Color::from_char(char::from(letter)),
            _ => None,
        };
        position.side = side_letter.ok_or(error(FenField::Side, start, FenProblem::NotASide))?;

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
                let king = position.pieces(*color, Piece::King).contains(castling.king_from);
                let rook = position.pieces(*color, Piece::Rook).contains(castling.rook_from);
                if !(king && rook) {
                    let problem =
                        FenProblem::CastlingWithoutPieces(letter, castling.king_from, castling.rook_from);
                    return Err(castling_error(problem));
                }
                position.unmoved |= castling.rights();
            }
        }

        let (start, en_passant) = fields[3];
        if en_passant != "-" {
            let en_passant_error = |problem| error(FenField::EnPassant, start, problem);
            let square =
                Square::from_ascii(en_passant.as_bytes()).ok_or(en_passant_error(FenProblem::NotASquare))?;
            let rank = if position.side == Color::White { Rank::Six } else { Rank::Three };
            // The pawn that moved two squares stands one rank beyond it: index ^ 8 on ranks 3 and 6.
            let pushed_to = Square::new(square.index() ^ 8);
            let pusher = position.side.opponent();
            let pushed = pushed_to.is_some_and(|to| position.pieces(pusher, Piece::Pawn).contains(to));
            if square.rank() != rank || !pushed {
                return Err(en_passant_error(FenProblem::NoDoublePush(square)));
            }
            position.en_passant = Some(square);
        }

        let clocks = [FenField::HalfmoveClock, FenField::FullmoveNumber];
        let mut counters = [position.halfmove_clock, position.fullmove_number];
        for ((field, counter), &(start, text)) in
            clocks.into_iter().zip(&mut counters).zip(fields.get(4..count).unwrap_or(&[]))
        {
            *counter = parse_counter(text).map_err(|problem| error(field, start, problem))?;
        }
        [position.halfmove_clock, position.fullmove_number] = counters;

        // Whole-position checks point at the placement.
        let (start, _) = fields[0];
        for color in Color::ALL {
            let kings = position.pieces(color, Piece::King).count();
            if kings != 1 {
                return Err(error(FenField::Placement, start, FenProblem::KingCount(color, kings)));
            }
        }
        if !position.by_piece[Piece::Pawn as usize].is_disjoint(Bitboard::BACK_RANKS) {
            return Err(error(FenField::Placement, start, FenProblem::PawnOnBackRank));
        }
        let waiting = position.side.opponent();
        if position
            .king(waiting)
            .is_some_and(|king| position.attacked(king, position.side, position.occupied()))
        {
            return Err(error(FenField::Placement, start, FenProblem::OpponentInCheck(waiting)));
        }
        Ok(position)
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
        let position = self.position;
        for rank in Rank::ALL.into_iter().rev() {
            let mut empty = 0;
            for file in File::ALL {
                let square = Square::from_coords(file, rank);
                let Some((color, piece)) = position.piece_at(square) else {
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
        write!(f, " {} ", position.side_to_move().to_char())?;
        let rights = position.castling_rights();
        if rights == 0 {
            f.write_str("-")?;
        }
        for (bit, (_, letter, _)) in CASTLINGS.iter().enumerate() {
            if rights & (1 << bit) != 0 {
                fmt::Write::write_char(f, *letter)?;
            }
        }
        match position.en_passant() {
            Some(square) => write!(f, " {square}")?,
            None => f.write_str(" -")?,
        }
        write!(f, " {} {}", self.halfmove_clock, self.fullmove_number)
    }
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
