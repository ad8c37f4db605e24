//! The game the page shows, set up from its start and its moves: the engine's game, for the search, and
//! each move kept, so that the game can be written out again, numbered, in either notation; and how a
//! game ends by the rules the page names.

use core::fmt::{self, Write};

use chess_attacks::{Color, Piece};
use chess_attacks_engine::Game;
use chess_attacks_movegen::{Position, Replay, UciMove};

/// More half-moves than the module's input buffer can name (each takes at least five bytes).
const MOST_PLIES: usize = 2048;

/// A game: where it started, the engine's game where it stands, and the moves between.
pub struct Record {
    start: Position,
    game: Game,
    moves: [UciMove; MOST_PLIES],
    len: usize,
}

impl Replay for Record {
    fn start(position: Position) -> Record {
        Record {
            start: position,
            game: <Game as Replay>::start(position),
            moves: [UciMove::Null; MOST_PLIES],
            len: 0,
        }
    }

    fn position(&self) -> &Position {
        self.game.position()
    }

    fn replay(&mut self, mv: UciMove) {
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = mv;
            self.len += 1;
            self.game.replay(mv);
        }
    }
}

impl Record {
    /// The game as the engine searches it.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Writes the moves, numbered as PGN numbers them (`1. e4 e5 2. Nf3`, `1...e5` when black moved first),
    /// in UCI notation or in SAN; answers why the game cannot go on, if it cannot.
    pub fn write_line(&self, out: &mut impl Write, uci: bool) -> Result<Option<&'static str>, fmt::Error> {
        // Replayed as the engine's game, as the setup did: one way of playing a move in the module's bytes.
        let mut game = <Game as Replay>::start(self.start);
        for (ply, &mv) in self.moves.get(..self.len).unwrap_or(&[]).iter().enumerate() {
            let position = game.position();
            // As a `u32`, whose formatter the module has anyway (a `u16`'s would be one more).
            let number = u32::from(position.fullmove_number());
            if ply > 0 {
                out.write_char(' ')?;
            }
            if position.side_to_move() == Color::White {
                write!(out, "{number}. ")?;
            } else if ply == 0 {
                write!(out, "{number}...")?;
            }
            if uci {
                write!(out, "{mv}")?;
            } else {
                out.write_str(position.san(mv).as_str())?;
            }
            game.replay(mv);
        }
        Ok(end(game.position(), game.repetitions()))
    }
}

/// Why the game in `position` cannot go on, in words, the position having stood on the board `repeats`
/// times since the last capture or pawn move; `None` while it goes on. Mate and stalemate first, as they
/// end the game at once; then the draws a player could claim, taken as claimed.
fn end(position: &Position, repeats: usize) -> Option<&'static str> {
    let minors = |color| position.pieces(color, Piece::Knight) | position.pieces(color, Piece::Bishop);
    let kings = position.pieces(Color::White, Piece::King) | position.pieces(Color::Black, Piece::King);
    let others = position.occupied() & !kings;
    let insufficient = others.is_empty()
        || (others.count() == 1 && others.is_subset(minors(Color::White) | minors(Color::Black)));
    Some(if position.legal_moves().as_slice().is_empty() {
        match (position.in_check(), position.side_to_move()) {
            (true, Color::White) => "checkmate: black wins",
            (true, Color::Black) => "checkmate: white wins",
            (false, _) => "stalemate: a draw",
        }
    } else if position.halfmove_clock() >= 100 {
        "the fifty-move rule: a draw"
    } else if repeats >= 3 {
        "threefold repetition: a draw"
    } else if insufficient {
        "insufficient material: a draw"
    } else {
        return None;
    })
}
