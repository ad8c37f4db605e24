//! Moves in UCI's notation: `e2e4`, `e7e8q`, castling as the king's move `e1g1`, and the null move `0000`,
//! read and written.

use core::fmt;
use core::str::FromStr;

use chess_attacks::{Piece, Square};

use crate::kept::Kept;
use crate::{Move, PROMOTIONS, Position};

/// A move as UCI names it: a move, or the null move `0000` (what an engine answers when it has no legal
/// move, and what a GUI may send to pass the turn).
///
/// ```
/// use chess_attacks::Square;
/// use chess_attacks_movegen::{Move, UciMove};
///
/// let e4: UciMove = "e2e4".parse()?;
/// assert_eq!(e4, UciMove::Move(Move { from: Square::E2, to: Square::E4, promotion: None }));
/// assert_eq!("0000".parse::<UciMove>()?, UciMove::Null);
/// assert_eq!(UciMove::Null.to_string(), "0000");
/// # Ok::<(), chess_attacks_movegen::ParseMoveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UciMove {
    /// `0000`: no move, the turn passes.
    Null,
    /// A move from one square to another.
    Move(Move),
}

impl UciMove {
    /// Reads UCI notation from bytes: two square names, then a lowercase promotion letter (`q`, `r`, `b`
    /// or `n`) for a pawn's promotion; or `0000`. `None` for anything else.
    ///
    /// ```
    /// use chess_attacks::{Piece, Square};
    /// use chess_attacks_movegen::{Move, UciMove};
    ///
    /// let promotion = Move { from: Square::A7, to: Square::A8, promotion: Some(Piece::Knight) };
    /// assert_eq!(UciMove::from_ascii(b"a7a8n"), Some(UciMove::Move(promotion)));
    /// assert_eq!(UciMove::from_ascii(b"a7a8k"), None);
    /// ```
    pub fn from_ascii(text: &[u8]) -> Option<UciMove> {
        if text == b"0000" {
            return Some(UciMove::Null);
        }
        let from = Square::from_ascii(text.get(0..2)?)?;
        let to = Square::from_ascii(text.get(2..4)?)?;
        let promotion = match text.get(4..)? {
            [] => None,
            &[letter] => {
                let piece = Piece::from_char(letter as char).filter(|piece| PROMOTIONS.contains(piece));
                // UCI writes promotions in lowercase.
                Some(piece.filter(|_| letter.is_ascii_lowercase())?)
            }
            _ => return None,
        };
        Some(UciMove::Move(Move { from, to, promotion }))
    }
}

impl From<Move> for UciMove {
    /// ```
    /// use chess_attacks::Square;
    /// use chess_attacks_movegen::{Move, UciMove};
    ///
    /// let mv = Move { from: Square::G1, to: Square::F3, promotion: None };
    /// assert_eq!(UciMove::from(mv).to_string(), "g1f3");
    /// ```
    fn from(mv: Move) -> UciMove {
        UciMove::Move(mv)
    }
}

impl From<Option<Move>> for UciMove {
    /// A move, or the null move for none: what `bestmove` says.
    ///
    /// ```
    /// use chess_attacks_movegen::UciMove;
    ///
    /// assert_eq!(UciMove::from(None).to_string(), "0000");
    /// ```
    fn from(mv: Option<Move>) -> UciMove {
        mv.map_or(UciMove::Null, UciMove::Move)
    }
}

impl fmt::Display for Move {
    /// UCI notation: `e2e4`, `e7e8q`, `e1g1` for castling.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        match self.promotion {
            Some(piece) => fmt::Write::write_char(f, piece.to_char()),
            None => Ok(()),
        }
    }
}

impl fmt::Display for UciMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciMove::Null => f.write_str("0000"),
            UciMove::Move(mv) => mv.fmt(f),
        }
    }
}

impl FromStr for UciMove {
    type Err = ParseMoveError;

    fn from_str(text: &str) -> Result<UciMove, ParseMoveError> {
        UciMove::from_ascii(text.as_bytes()).ok_or_else(|| ParseMoveError(Kept::new(text)))
    }
}

/// Text that is not a move in UCI notation. Its message quotes the text (its first
/// [`ParseMoveError::KEPT`] bytes: the error does not allocate).
///
/// ```
/// use chess_attacks_movegen::UciMove;
///
/// let error = "e2e9".parse::<UciMove>().unwrap_err();
/// assert_eq!(error.to_string(), r#"invalid move "e2e9": expected UCI notation such as e2e4, e7e8q or 0000"#);
/// assert_eq!(error.input(), "e2e9");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseMoveError(Kept);

impl ParseMoveError {
    /// How many bytes of the text the error keeps.
    ///
    /// ```
    /// use chess_attacks_movegen::{ParseMoveError, UciMove};
    ///
    /// let error = "e2e4e2e4e2e4e2e4e2e4".parse::<UciMove>().unwrap_err();
    /// assert_eq!(error.input().len(), ParseMoveError::KEPT);
    /// assert!(error.to_string().contains("…"));
    /// ```
    pub const KEPT: usize = Kept::BYTES;

    /// The rejected text, or its first [`ParseMoveError::KEPT`] bytes (whole characters) when it was longer.
    ///
    /// ```
    /// use chess_attacks_movegen::UciMove;
    ///
    /// assert_eq!("castle".parse::<UciMove>().unwrap_err().input(), "castle");
    /// ```
    pub fn input(&self) -> &str {
        self.0.as_str()
    }
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid move {}: expected UCI notation such as e2e4, e7e8q or 0000", self.0)
    }
}

impl core::error::Error for ParseMoveError {}

impl Position {
    /// `mv` if it is legal here: a legal move, or the null move when the side to move is not in check.
    ///
    /// ```
    /// use chess_attacks_movegen::{Position, UciMove};
    ///
    /// let start = Position::START;
    /// assert!(start.legal("e2e4".parse()?).is_some());
    /// assert!(start.legal("e2e5".parse()?).is_none());
    /// assert_eq!(start.legal(UciMove::Null), Some(UciMove::Null));
    /// # Ok::<(), chess_attacks_movegen::ParseMoveError>(())
    /// ```
    pub fn legal(&self, mv: UciMove) -> Option<UciMove> {
        let UciMove::Move(wanted) = mv else {
            return (!self.in_check()).then_some(UciMove::Null);
        };
        // Through the move list every program links already, rather than a generator of its own.
        self.legal_moves().as_slice().contains(&wanted).then_some(mv)
    }

    /// The legal move that `text` names in UCI notation (`e2e4`, `e7e8q`, castling as `e1g1`), if any.
    ///
    /// ```
    /// use chess_attacks_movegen::Position;
    ///
    /// assert_eq!(Position::START.find_move("g1f3").map(|mv| mv.to_string()).as_deref(), Some("g1f3"));
    /// assert_eq!(Position::START.find_move("g1g3"), None);
    /// assert_eq!(Position::START.find_move("0000"), None);
    /// ```
    pub fn find_move(&self, text: &str) -> Option<Move> {
        match self.legal(UciMove::from_ascii(text.as_bytes())?)? {
            UciMove::Move(mv) => Some(mv),
            UciMove::Null => None,
        }
    }

    /// The position after `mv`, a legal move here or the null move (which passes the turn).
    ///
    /// ```
    /// use chess_attacks::Color;
    /// use chess_attacks_movegen::{Position, UciMove};
    ///
    /// assert_eq!(Position::START.play_uci(UciMove::Null).side_to_move(), Color::Black);
    /// ```
    pub fn play_uci(&self, mv: UciMove) -> Position {
        match mv {
            UciMove::Null => self.pass(),
            UciMove::Move(mv) => self.play(mv),
        }
    }
}
