//! What can be wrong with a FEN: the field, the byte offset of the offending text and the problem, each
//! with a message that says it.

use core::fmt;

use chess_attacks::{Color, Rank, Square};

/// The part of a FEN string an error is about.
///
/// ```
/// use chess_attacks_movegen::{FenField, Position};
///
/// // "x" is no side to move: the error is about the second field.
/// let error = Position::from_fen("4k3/8/8/8/8/8/8/4K3 x - - 0 1").unwrap_err();
/// assert_eq!(error.field, FenField::Side);
/// assert!(error.to_string().starts_with("the side to move"));
/// ```
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
///
/// ```
/// use chess_attacks::Color;
/// use chess_attacks_movegen::{FenProblem, Position};
///
/// // Two white kings, on d1 and e1.
/// let error = Position::from_fen("4k3/8/8/8/8/8/8/3KK3 w - - 0 1").unwrap_err();
/// assert_eq!(error.problem, FenProblem::KingCount(Color::White, 2));
/// ```
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
///
/// ```
/// use chess_attacks_movegen::{FenField, FenProblem, Position};
///
/// // The start position with a 'z' among its castling rights.
/// let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1";
/// let error = Position::from_fen(fen).unwrap_err();
/// assert_eq!(error.field, FenField::Castling);
/// assert_eq!(error.at, fen.find('z').expect("in the FEN"));
/// assert_eq!(error.problem, FenProblem::NotACastlingRight('z'));
/// ```
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

// Counts and places are written as `u64` and the largest counter as `u32`, types other messages write
// too: on wasm32 each integer type written pulls in its own formatter, about 270 bytes of the page's module.
impl fmt::Display for FenProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            FenProblem::FieldCount(found) => write!(
                f,
                "expected 4 to 6 space-separated fields (placement, side, castling, en passant, clocks), found {}",
                found as u64
            ),
            FenProblem::RankCount(found) => write!(f, "{} ranks separated by '/', expected 8", found as u64),
            FenProblem::NotAPiece(letter, rank) => {
                write!(f, "{} on rank {rank} is not a piece letter or 1-8", Quoted(letter))
            }
            FenProblem::RankTooLong(rank) => write!(f, "rank {rank} has more than 8 squares"),
            FenProblem::RankLength(rank, squares) => {
                write!(f, "rank {rank} has {squares} squares, expected 8")
            }
            FenProblem::NotASide => f.write_str("expected w or b"),
            FenProblem::CastlingTwice(letter) => {
                write!(f, "castling right {} is given twice", Quoted(letter))
            }
            FenProblem::NotACastlingRight(letter) => {
                write!(f, "{} is not one of K, Q, k, q or -", Quoted(letter))
            }
            FenProblem::CastlingWithoutPieces(letter, king, rook) => {
                write!(f, "castling right {} needs a king on {king} and a rook on {rook}", Quoted(letter))
            }
            FenProblem::NotASquare => f.write_str("not a square"),
            FenProblem::NoDoublePush(square) => {
                write!(f, "{square} does not lie behind a pawn that just moved two squares")
            }
            FenProblem::NotANumber => f.write_str("expected a whole number"),
            FenProblem::NumberTooLarge => write!(f, "expected a number from 0 to {}", u32::from(u16::MAX)),
            FenProblem::KingCount(color, kings) => write!(f, "{color} has {kings} kings, expected 1"),
            FenProblem::PawnOnBackRank => f.write_str("a pawn stands on rank 1 or 8"),
            FenProblem::OpponentInCheck(color) => {
                write!(f, "{color} is in check but it is not {color}'s move")
            }
        }
    }
}

/// A letter in single quotes, written by `write_char`: `char`'s own `Display` pads, and its padding code
/// would be the page's module's only use of it.
struct Quoted(char);

impl fmt::Display for Quoted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Write::write_char(f, '\'')?;
        fmt::Write::write_char(f, self.0)?;
        fmt::Write::write_char(f, '\'')
    }
}

impl fmt::Display for FenError {
    /// For example `the castling field, at byte 37: 'z' is not one of K, Q, k, q or -`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, at byte {}: {}", self.field, self.at as u64, self.problem)
    }
}

impl core::error::Error for FenError {}
