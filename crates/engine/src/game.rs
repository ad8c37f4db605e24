//! The game: the position searched and the positions before it that can still repeat.

use chess_attacks_movegen::{Fen, FenError, Move, Position, Replay, UciMove};

use crate::capture::victim;
use crate::hash::{hash, hash_after};

/// How many positions a game keeps, the current one included: a hundred half-moves, the fifty-move rule's
/// limit. An older position cannot repeat, since a capture or a pawn move came between, and the search
/// scores a line whose clock reaches a hundred as a draw before it looks for repetitions.
///
/// ```
/// use chess_attacks_engine::{Game, KEPT_POSITIONS};
///
/// // The fifty-move rule counts fifty moves of each side.
/// assert_eq!(KEPT_POSITIONS, 2 * 50);
/// // A game goes on past it in its fixed size: the knights out and back, 200 half-moves.
/// let mut game = Game::start();
/// for text in ["g1f3", "g8f6", "f3g1", "f6g8"].repeat(50) {
///     game.play(text).expect("legal");
/// }
/// assert_eq!((game.halfmove_clock(), game.repetitions() >= 3), (200, true));
/// ```
pub const KEPT_POSITIONS: usize = 100;

/// A position and the game that led to it: the repetition keys of the positions since the last capture or
/// pawn move, at most [`KEPT_POSITIONS`] (the current one last), and the half-moves since that move, for
/// the repetition and fifty-move draws. Fixed-size, so a game needs no allocation however long it runs.
///
/// ```
/// use chess_attacks_engine::Game;
///
/// let mut game = Game::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
/// assert!(game.play("g1f3").is_some());
/// assert!(game.play("e2e5").is_none(), "not a legal move: nothing changes");
/// assert_eq!(game.halfmove_clock(), 1);
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    position: Position,
    /// The current position's hash.
    hash: u64,
    recent: Recent,
}

/// What the repetition rule keeps of a position's hash: its low 32 bits, half the memory of the whole (a
/// board holds two games of a hundred), at one chance in four billion that two positions of a line agree.
pub(crate) fn repetition_key(hash: u64) -> u32 {
    hash as u32
}

/// The last [`KEPT_POSITIONS`] positions' [repetition keys](repetition_key), oldest first.
#[derive(Clone, Debug)]
struct Recent {
    keys: [u32; KEPT_POSITIONS],
    len: usize,
}

impl Recent {
    fn push(&mut self, hash: u64) {
        if self.len == KEPT_POSITIONS {
            self.keys.copy_within(1.., 0);
            self.len -= 1;
        }
        if let Some(slot) = self.keys.get_mut(self.len) {
            *slot = repetition_key(hash);
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[u32] {
        self.keys.get(..self.len).unwrap_or(&[])
    }
}

impl Game {
    /// The game from the standard starting position.
    ///
    /// ```
    /// use chess_attacks_engine::Game;
    ///
    /// assert_eq!(Game::start().position().legal_moves().as_slice().len(), 20);
    /// ```
    pub fn start() -> Game {
        Game::new(Position::START, 0)
    }

    /// The game from `position`, `halfmove_clock` half-moves after the last capture or pawn move (the most a
    /// position keeps, [`u16::MAX`], where more is given), with no earlier position known.
    ///
    /// ```
    /// use chess_attacks_engine::Game;
    /// use chess_attacks_movegen::Position;
    ///
    /// assert_eq!(Game::new(Position::START, 12).halfmove_clock(), 12);
    /// ```
    pub fn new(position: Position, halfmove_clock: u32) -> Game {
        let clock = u16::try_from(halfmove_clock).unwrap_or(u16::MAX);
        Game::start_at(position.with_counters(clock, position.fullmove_number()))
    }

    fn start_at(position: Position) -> Game {
        let hash = hash(&position);
        let mut recent = Recent { keys: [0; KEPT_POSITIONS], len: 0 };
        recent.push(hash);
        Game { position, hash, recent }
    }

    /// The game starting from `fen`, its move counters included.
    ///
    /// ```
    /// use chess_attacks_engine::Game;
    ///
    /// let game = Game::from_fen("8/8/8/4k3/8/8/8/R3K3 w Q - 37 80")?;
    /// assert_eq!((game.halfmove_clock(), game.fullmove_number()), (37, 80));
    /// assert!(Game::from_fen("8/8/8/8 w - - 0 1").is_err());
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn from_fen(fen: &str) -> Result<Game, FenError> {
        Position::from_fen(fen).map(Game::start_at)
    }

    /// The game's current position as FEN, with its counters.
    ///
    /// ```
    /// use chess_attacks_engine::Game;
    ///
    /// let mut game = Game::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
    /// for text in ["g1f3", "g8f6", "f3g1"] {
    ///     game.play(text).expect("legal");
    /// }
    /// assert_eq!(game.fen().to_string(), "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 3 2");
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn fen(&self) -> Fen<'_> {
        self.position.fen()
    }

    /// The number of the move being played, from 1, counted up after each of black's moves.
    ///
    /// ```
    /// use chess_attacks_engine::Game;
    ///
    /// let mut game = Game::start();
    /// game.play("e2e4");
    /// assert_eq!(game.fullmove_number(), 1);
    /// game.play("e7e5");
    /// assert_eq!(game.fullmove_number(), 2);
    /// ```
    pub fn fullmove_number(&self) -> u32 {
        self.position.fullmove_number().into()
    }

    /// The current position.
    ///
    /// ```
    /// use chess_attacks::Color;
    /// use chess_attacks_engine::Game;
    ///
    /// let mut game = Game::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
    /// game.play("e2e4");
    /// assert_eq!(game.position().side_to_move(), Color::Black);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The half-moves since the last capture or pawn move.
    ///
    /// ```
    /// use chess_attacks_engine::Game;
    ///
    /// let mut game = Game::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
    /// game.play("b1c3");
    /// game.play("g8f6");
    /// assert_eq!(game.halfmove_clock(), 2);
    /// game.play("e2e4");
    /// assert_eq!(game.halfmove_clock(), 0);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn halfmove_clock(&self) -> u32 {
        self.position.halfmove_clock().into()
    }

    /// How many times the current position has stood on the board since the last capture or pawn move, this
    /// time included: three is the threefold repetition a player may claim a draw by.
    ///
    /// ```
    /// use chess_attacks_engine::Game;
    ///
    /// let mut game = Game::start();
    /// assert_eq!(game.repetitions(), 1);
    /// for text in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"] {
    ///     game.play(text).expect("legal");
    /// }
    /// assert_eq!(game.repetitions(), 3);
    /// game.play("e2e4").expect("legal");
    /// assert_eq!(game.repetitions(), 1);
    /// ```
    pub fn repetitions(&self) -> usize {
        let current = repetition_key(self.hash);
        let since_reset = self.repetition_keys().iter().rev().take(self.halfmove_clock() as usize + 1);
        since_reset.step_by(2).filter(|&&key| key == current).count()
    }

    /// The repetition keys of the positions that can still repeat, the current one last.
    pub(crate) fn repetition_keys(&self) -> &[u32] {
        self.recent.as_slice()
    }

    /// The current position's hash.
    pub(crate) fn hash(&self) -> u64 {
        self.hash
    }

    /// Plays the legal move that `text` names in UCI notation; `None`, and no change, when there is none.
    ///
    /// ```
    /// use chess_attacks_engine::Game;
    ///
    /// let mut game = Game::from_fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1")?;
    /// let promotion = game.play("a7a8n").expect("a legal underpromotion");
    /// assert_eq!(promotion.to_string(), "a7a8n");
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn play(&mut self, text: &str) -> Option<Move> {
        let mv = self.position.find_move(text)?;
        self.replay(UciMove::Move(mv));
        Some(mv)
    }
}

impl Replay for Game {
    /// The game from `position`, with no earlier position known.
    fn start(position: Position) -> Game {
        Game::start_at(position)
    }

    fn position(&self) -> &Position {
        &self.position
    }

    /// Plays `mv` and keeps the position's hash for the repetition rule; the hash is updated by the move
    /// rather than computed afresh.
    fn replay(&mut self, mv: UciMove) {
        let (next, next_hash) = match mv {
            UciMove::Null => {
                let next = self.position.pass();
                (next, hash(&next))
            }
            UciMove::Move(mv) => {
                let Some((_, piece)) = self.position.piece_at(mv.from) else { return };
                let victim = victim(&self.position, self.position.occupied(), piece, mv);
                let next = self.position.play_piece(piece, mv);
                (next, hash_after(self.hash(), &self.position, piece, mv, victim, &next))
            }
        };
        self.position = next;
        self.hash = next_hash;
        self.recent.push(next_hash);
    }
}
