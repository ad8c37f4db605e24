//! Standard Algebraic Notation, the moves as people write them (`Nf3`, `exd5`, `O-O`, `e8=Q#`, `Rad1`),
//! written for the position a move is played in and read back there.

use core::fmt;

use chess_attacks::{Bitboard, File, Piece, Rank, Square};

use crate::kept::Kept;
use crate::{Move, Position, UciMove, castling_rook};

/// A move written in SAN for its position: what [`Position::san`] returns. No SAN is longer than seven
/// bytes (`Qa1xb2#`, `exd8=Q+`), so it is kept by value.
///
/// ```
/// use chess_attacks_movegen::Position;
///
/// let start = Position::START;
/// let knight = start.find_move("g1f3").expect("legal");
/// assert_eq!(start.san(knight).as_str(), "Nf3");
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct San {
    bytes: [u8; San::CAPACITY],
    len: u8,
}

impl San {
    const CAPACITY: usize = 8;

    /// The SAN text.
    ///
    /// ```
    /// use chess_attacks_movegen::{Position, UciMove};
    ///
    /// assert_eq!(Position::START.san(UciMove::Null).as_str(), "--");
    /// ```
    pub fn as_str(&self) -> &str {
        let bytes = self.bytes.get(..usize::from(self.len)).unwrap_or(&[]);
        // Only ASCII is ever pushed.
        core::str::from_utf8(bytes).unwrap_or_default()
    }

    fn push(&mut self, byte: u8) {
        if let Some(slot) = self.bytes.get_mut(usize::from(self.len)) {
            *slot = byte;
            self.len += 1;
        }
    }

    fn push_square(&mut self, square: Square) {
        self.push(square.file().to_char() as u8);
        self.push(square.rank().to_char() as u8);
    }
}

impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

/// Text that names no legal move of the position in SAN: why, and the text (its start, when long).
///
/// ```
/// use chess_attacks_movegen::Position;
///
/// let error = Position::START.parse_san("Nd2").unwrap_err();
/// assert_eq!(error.to_string(), r#"SAN "Nd2" names no legal move here"#);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseSanError {
    text: Kept,
    problem: SanProblem,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SanProblem {
    Syntax,
    NoMove,
    Ambiguous,
}

impl ParseSanError {
    /// The rejected text, or its first 16 bytes (whole characters) when it was longer.
    ///
    /// ```
    /// use chess_attacks_movegen::Position;
    ///
    /// assert_eq!(Position::START.parse_san("Ke9").unwrap_err().input(), "Ke9");
    /// ```
    pub fn input(&self) -> &str {
        self.text.as_str()
    }
}

impl fmt::Display for ParseSanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.text;
        match self.problem {
            SanProblem::Syntax => {
                write!(f, "SAN {text} is not a move in SAN, such as e4, Nf3, exd5, O-O or e8=Q")
            }
            SanProblem::NoMove => write!(f, "SAN {text} names no legal move here"),
            SanProblem::Ambiguous => write!(f, "SAN {text} names more than one legal move here"),
        }
    }
}

impl core::error::Error for ParseSanError {}

/// What a SAN text says of its move, every part but the target optional.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Parsed {
    piece: Piece,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    to: Square,
    promotion: Option<Piece>,
}

impl Parsed {
    /// Reads a SAN text's move part (check marks and annotations already cut): `[piece][file][rank][x]square
    /// [[=]promotion]`.
    fn read(text: &[u8]) -> Option<Parsed> {
        let (piece, rest) = match text {
            [letter @ (b'N' | b'B' | b'R' | b'Q' | b'K'), rest @ ..] => {
                (Piece::from_char(*letter as char)?, rest)
            }
            _ => (Piece::Pawn, text),
        };
        let (rest, promotion) = match rest {
            [rest @ .., b'=', letter] | [rest @ .., letter @ (b'N' | b'B' | b'R' | b'Q')] => {
                (rest, Some(Piece::from_char(*letter as char).filter(|piece| *piece != Piece::King)?))
            }
            _ => (rest, None),
        };
        let [before @ .., file, rank] = rest else { return None };
        let to = Square::from_ascii(&[*file, *rank])?;
        let before = match before {
            [before @ .., b'x'] => before,
            _ => before,
        };
        let (from_file, from_rank) = match *before {
            [] => (None, None),
            [file @ b'a'..=b'h'] => (File::from_ascii(file), None),
            [rank @ b'1'..=b'8'] => (None, Rank::from_ascii(rank)),
            [file, rank] => (Some(File::from_ascii(file)?), Some(Rank::from_ascii(rank)?)),
            _ => return None,
        };
        Some(Parsed { piece, from_file, from_rank, to, promotion })
    }

    fn names(&self, piece: Piece, mv: Move) -> bool {
        piece == self.piece
            && mv.to == self.to
            && mv.promotion == self.promotion
            // A pawn's SAN names its file when it captures, and only then: `d5` is never `exd5`.
            && self.from_file.unwrap_or(if piece == Piece::Pawn { mv.to.file() } else { mv.from.file() })
                == mv.from.file()
            && self.from_rank.is_none_or(|rank| mv.from.rank() == rank)
    }
}

/// Castling's SAN, with the letter O (the digit 0 is read too): the king's side, then the queen's.
const CASTLING_SAN: [(&[u8], &[u8], File); 2] = [(b"O-O", b"0-0", File::G), (b"O-O-O", b"0-0-0", File::C)];

impl Position {
    /// `mv`, a legal move here or the null move, in SAN: the piece's letter (none for a pawn), its file, rank
    /// or square where another piece of its kind could make the same move, `x` for a capture, the target,
    /// `=` and the promotion, and `+` for check or `#` for mate; castling is `O-O` or `O-O-O`, and the
    /// null move `--`.
    ///
    /// ```
    /// use chess_attacks_movegen::Position;
    ///
    /// // Two knights can reach d2, and two rooks e1.
    /// let position = Position::from_fen("4k3/8/8/8/8/1N3N2/8/R3K2R w KQ - 0 1")?;
    /// let san = |text| position.san(position.find_move(text).expect("legal")).to_string();
    /// assert_eq!(san("b3d2"), "Nbd2");
    /// assert_eq!(san("a1d1"), "Rd1");
    /// assert_eq!(san("e1g1"), "O-O");
    /// assert_eq!(san("a1a8"), "Ra8+");
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn san(&self, mv: impl Into<UciMove>) -> San {
        self.san_of(mv.into())
    }

    /// [`Position::san`], compiled once whatever the caller passes.
    fn san_of(&self, mv: UciMove) -> San {
        let mut san = San { bytes: [0; San::CAPACITY], len: 0 };
        let UciMove::Move(mv) = mv else {
            san.push(b'-');
            san.push(b'-');
            return san;
        };
        let Some(piece) = self.piece_on(mv.from) else { return san };
        let castling = castling_rook(piece, mv).is_some();
        let captures =
            self.occupied().contains(mv.to) || (piece == Piece::Pawn && mv.from.file() != mv.to.file());
        if castling {
            let long = mv.to.file() == File::C;
            let text = if long { CASTLING_SAN[1].0 } else { CASTLING_SAN[0].0 };
            text.iter().for_each(|&byte| san.push(byte));
        } else if piece == Piece::Pawn {
            if captures {
                san.push(mv.from.file().to_char() as u8);
                san.push(b'x');
            }
            san.push_square(mv.to);
            if let Some(promotion) = mv.promotion {
                san.push(b'=');
                san.push(promotion.to_char().to_ascii_uppercase() as u8);
            }
        } else {
            san.push(piece.to_char().to_ascii_uppercase() as u8);
            let rivals = self.rivals(piece, mv);
            if !rivals.is_empty() {
                let same_file = !(rivals & Bitboard::from(mv.from.file())).is_empty();
                let same_rank = !(rivals & Bitboard::from(mv.from.rank())).is_empty();
                if !same_file || same_rank {
                    san.push(mv.from.file().to_char() as u8);
                }
                if same_file {
                    san.push(mv.from.rank().to_char() as u8);
                }
            }
            if captures {
                san.push(b'x');
            }
            san.push_square(mv.to);
        }
        let after = self.play_piece(piece, mv);
        if after.in_check() {
            san.push(if after.legal_moves().as_slice().is_empty() { b'#' } else { b'+' });
        }
        san
    }

    /// The squares of the other pieces of `piece`'s kind that could make a legal move to `mv`'s target.
    fn rivals(&self, piece: Piece, mv: Move) -> Bitboard {
        let mut rivals = Bitboard::EMPTY;
        for other in self.legal_moves().as_slice() {
            if other.to == mv.to && other.from != mv.from && self.piece_on(other.from) == Some(piece) {
                rivals |= other.from;
            }
        }
        rivals
    }

    /// The legal move `text` names in SAN, read as [`Position::san`] writes it and as people often do: the
    /// check mark may be left out or wrong, `x` left out, castling written with zeros, a promotion without
    /// its `=`, and `!` or `?` after the move. `--` is the null move (legal when not in check).
    ///
    /// ```
    /// use chess_attacks_movegen::{Position, UciMove};
    ///
    /// let start = Position::START;
    /// assert_eq!(start.parse_san("Nf3")?, UciMove::from(start.find_move("g1f3").expect("legal")));
    /// assert_eq!(start.parse_san("e4!")?.to_string(), "e2e4");
    /// assert!(start.parse_san("O-O").is_err());
    /// # Ok::<(), chess_attacks_movegen::ParseSanError>(())
    /// ```
    pub fn parse_san(&self, text: &str) -> Result<UciMove, ParseSanError> {
        let error = |problem| ParseSanError { text: Kept::new(text), problem };
        let mut bytes = text.as_bytes();
        while let [rest @ .., b'+' | b'#' | b'!' | b'?'] = bytes {
            bytes = rest;
        }
        if bytes == b"--" {
            return self.legal(UciMove::Null).ok_or(error(SanProblem::NoMove));
        }
        let castling = CASTLING_SAN.iter().find(|(letters, zeros, _)| bytes == *letters || bytes == *zeros);
        let wanted = match castling {
            Some(&(_, _, file)) => {
                let king = self.king(self.side).ok_or(error(SanProblem::NoMove))?;
                Parsed {
                    piece: Piece::King,
                    from_file: Some(king.file()),
                    from_rank: Some(king.rank()),
                    to: Square::from_coords(file, king.rank()),
                    promotion: None,
                }
            }
            None => Parsed::read(bytes).ok_or(error(SanProblem::Syntax))?,
        };
        let (mut found, mut count) = (None, 0);
        for &mv in self.legal_moves().as_slice() {
            let Some(piece) = self.piece_on(mv.from) else { continue };
            let castles = castling_rook(piece, mv).is_some();
            if wanted.names(piece, mv) && castles == castling.is_some() {
                found = Some(mv);
                count += 1;
            }
        }
        match (found, count) {
            (Some(mv), 1) => Ok(UciMove::Move(mv)),
            (Some(_), _) => Err(error(SanProblem::Ambiguous)),
            (None, _) => Err(error(SanProblem::NoMove)),
        }
    }
}
