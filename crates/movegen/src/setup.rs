//! Setting a position up as UCI's `position` command does: `startpos` or `fen <FEN>`, then the moves played
//! from there, a whole line at once ([`setup`]) or a move at a time ([`Replay::play_text`]).

use core::fmt;

use crate::{FenError, Position, UciMove};

/// What a setup plays its moves on: a [`Position`], or a program's own record of a game built on one (such
/// as one that also keeps the positions seen, for a repetition rule).
///
/// ```
/// use chess_attacks_movegen::{Position, Replay, setup};
///
/// let position: Position = setup("startpos moves e2e4 e7e5")?;
/// let mut replayed = Position::START;
/// replayed.play_text("e2e4").expect("legal");
/// replayed.play_text("e7e5").expect("legal");
/// assert_eq!(position.fen().to_string(), replayed.fen().to_string());
/// # Ok::<(), chess_attacks_movegen::SetupError<'static>>(())
/// ```
pub trait Replay: Sized {
    /// The record of a game starting at `position`.
    fn start(position: Position) -> Self;

    /// The position reached.
    fn position(&self) -> &Position;

    /// Plays `mv`, which [`Position::legal`] has found legal in the position reached.
    fn replay(&mut self, mv: UciMove);

    /// Plays the move `text` names in UCI notation when it is legal here; what was played, or `None` and no
    /// change.
    fn play_text(&mut self, text: &str) -> Option<UciMove> {
        let mv = self.position().legal(UciMove::from_ascii(text.as_bytes())?)?;
        self.replay(mv);
        Some(mv)
    }
}

impl Replay for Position {
    fn start(position: Position) -> Position {
        position
    }

    fn position(&self) -> &Position {
        self
    }

    fn replay(&mut self, mv: UciMove) {
        *self = self.play_uci(mv);
    }
}

/// Why a setup was refused.
///
/// ```
/// use chess_attacks_movegen::{Position, SetupError, setup};
///
/// let error = setup::<Position>("startpos moves e2e4 e2e4").unwrap_err();
/// assert_eq!(error, SetupError::IllegalMove { number: 2, text: "e2e4" });
/// assert_eq!(error.to_string(), r#"move 2 "e2e4" is not a legal move in UCI notation (like e2e4 or e7e8q) there"#);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError<'a> {
    /// Neither `startpos` nor `fen <FEN>`: the words before `moves`.
    Start(&'a str),
    /// `fen` followed by a FEN that does not parse.
    Fen {
        /// The FEN as given.
        fen: &'a str,
        /// Why it was rejected.
        error: FenError,
    },
    /// A move after `moves` that is not legal in the position it is played in.
    IllegalMove {
        /// Which move, counting from 1.
        number: usize,
        /// The move as given.
        text: &'a str,
    },
}

impl fmt::Display for SetupError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SetupError::Start(found) => {
                f.write_str("expected \"startpos\" or \"fen <FEN>\", found \"")?;
                f.write_str(found)?;
                f.write_str("\"")
            }
            SetupError::Fen { fen, error } => {
                f.write_str("invalid FEN \"")?;
                f.write_str(fen)?;
                write!(f, "\": {error}")
            }
            SetupError::IllegalMove { number, text } => {
                write!(f, "move {number} \"")?;
                f.write_str(text)?;
                f.write_str("\" is not a legal move in UCI notation (like e2e4 or e7e8q) there")
            }
        }
    }
}

impl core::error::Error for SetupError<'_> {}

/// Sets up `text`: `startpos` or `fen <FEN>`, then, if any, `moves` and the moves in UCI notation (the null
/// move `0000` passes the turn of a side not in check). It is a UCI `position` command without its first
/// word.
///
/// ```
/// use chess_attacks_movegen::{Position, SetupError, setup};
///
/// let position: Position = setup("fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1 moves e1g1")?;
/// assert_eq!(position.fen().to_string(), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
/// assert_eq!(setup::<Position>("start").unwrap_err(), SetupError::Start("start"));
/// # Ok::<(), SetupError<'static>>(())
/// ```
pub fn setup<R: Replay>(text: &str) -> Result<R, SetupError<'_>> {
    let words = text.split_ascii_whitespace();
    let mut record = R::start(start(text, words.clone().take_while(|&word| word != "moves"))?);
    for (index, word) in words.skip_while(|&word| word != "moves").skip(1).enumerate() {
        record.play_text(word).ok_or(SetupError::IllegalMove { number: index + 1, text: word })?;
    }
    Ok(record)
}

/// The position that `words`, the words of `text` before any `moves`, start from.
fn start<'a>(
    text: &'a str,
    mut words: impl Iterator<Item = &'a str> + Clone,
) -> Result<Position, SetupError<'a>> {
    let all = words.clone();
    match words.next() {
        Some("startpos") if words.next().is_none() => Ok(Position::START),
        Some("fen") => {
            let fen = span(text, words);
            Position::from_fen(fen).map_err(|error| SetupError::Fen { fen, error })
        }
        _ => Err(SetupError::Start(span(text, all))),
    }
}

/// The text of `text` from the first of `words` to the end of the last (empty for no words).
fn span<'a>(text: &'a str, mut words: impl Iterator<Item = &'a str>) -> &'a str {
    let Some(first) = words.next() else { return "" };
    let last = words.last().unwrap_or(first);
    // Both are slices of `text`, so their addresses give their offsets in it.
    let offset = |word: &str| (word.as_ptr() as usize).wrapping_sub(text.as_ptr() as usize);
    text.get(offset(first)..offset(last) + last.len()).unwrap_or("")
}
