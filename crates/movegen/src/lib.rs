//! A compact legal move generator on chess-attacks' public lookups: FEN parsing, castling, en passant,
//! promotions. It generates only legal moves, the way fast generators do: the checkers and pinned pieces
//! first ([`slider_threats`](chess_attacks::slider_threats)), then each piece's targets cut to the check
//! mask ([`between`](chess_attacks::between)) and its pin line ([`line()`](chess_attacks::line)); so perft
//! counts the last ply's moves without playing them.
//!
//! By job: `position` plays moves, `generate` lists them, `castling` says how each castling goes,
//! `placement` holds a board being set up ([`Placement`]); the text layer reads and writes FEN
//! ([`Position::from_fen`], through a [`Placement`]), UCI moves ([`UciMove`]), SAN ([`Position::san`]) and
//! UCI's `position` setups ([`setup`](fn@setup)).
//!
//! `no_std` and allocation-free, so the same crate runs on a desktop, in wasm32 and on a microcontroller:
//! moves go into a fixed-capacity [`MoveList`], and a bad FEN is a [`FenError`] naming the field and the byte offset of the offending text.
//! The slider lookups are a type parameter ([`Sliders`]): the crate root's ([`Root`]) by default,
//! `chess_attacks::magic::Magic` where a program asks for it.
//!
//! ```
//! use chess_attacks_movegen::Position;
//!
//! let start = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
//! assert_eq!(start.legal_moves().as_slice().len(), 20);
//! assert_eq!(start.perft(3), 8_902);
//! # Ok::<(), chess_attacks_movegen::FenError>(())
//! ```
#![no_std]
#![forbid(unsafe_code)]
// The small accessors are `#[inline]`: programs call them from their own crates, and without LTO a call
// across crates is not inlined otherwise.

pub use castling::castling_rook;
use chess_attacks::{Piece, Square};
pub use chess_attacks::{Root, Sliders};
pub use fen::Fen;
pub use fen_error::{FenError, FenField, FenProblem};
pub use generate::{Origin, PieceMoves};
pub use placement::Placement;
pub use position::Position;
pub use san::{ParseSanError, San};
pub use setup::{Replay, SetupError, setup};
pub use uci_move::{ParseMoveError, UciMove};

mod castling;
mod fen;
mod fen_error;
mod generate;
mod kept;
mod placement;
mod position;
mod san;
mod setup;
mod uci_move;

/// The six published perft positions, whose counts at each depth every legal generator must reproduce
/// (the Chess Programming Wiki's "Perft Results"): the start position, Kiwipete and positions 3 to 6.
///
/// ```
/// use chess_attacks_movegen::{PUBLISHED_FENS, Position};
///
/// let kiwipete = Position::from_fen(PUBLISHED_FENS[1])?;
/// assert_eq!(kiwipete.perft(2), 2_039);
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
pub const PUBLISHED_FENS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

/// The standard starting position in FEN, [`Position::START`] as text.
///
/// ```
/// use chess_attacks_movegen::{Position, START_FEN};
///
/// assert_eq!(Position::START.fen().to_string(), START_FEN);
/// ```
pub const START_FEN: &str = PUBLISHED_FENS[0];

/// What a pawn may promote to, in the order the moves are listed.
const PROMOTIONS: [Piece; 4] = [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight];

/// A move: from, to, and the piece a pawn promotes to. Castling is the king's move, two squares; its
/// text is UCI notation ([`UciMove`]).
///
/// ```
/// use chess_attacks::{Piece, Square};
/// use chess_attacks_movegen::{Move, Position};
///
/// let nf3 = Move { from: Square::G1, to: Square::F3, promotion: None };
/// assert_eq!(Position::START.find_move("g1f3"), Some(nf3));
/// // A white pawn on a7 promoting to a knight on a8.
/// let pawn = Position::from_fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1")?;
/// let knight = Move { from: Square::A7, to: Square::A8, promotion: Some(Piece::Knight) };
/// assert_eq!(pawn.find_move("a7a8n"), Some(knight));
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Piece>,
}

/// Every legal move of a position, in a fixed-capacity array: no allocation. No legal chess position has
/// more than 218 moves, and only legal moves are ever pushed.
///
/// ```
/// use chess_attacks::Square;
/// use chess_attacks_movegen::{Move, Position};
///
/// // At the start: 16 pawn moves and 4 knight moves, 1. e4 among them.
/// let moves = Position::START.legal_moves();
/// assert_eq!(moves.as_slice().len(), 20);
/// assert!(moves.as_slice().contains(&Move { from: Square::E2, to: Square::E4, promotion: None }));
/// ```
#[derive(Clone, Copy)]
pub struct MoveList {
    moves: [Move; MoveList::CAPACITY],
    len: usize,
}

impl MoveList {
    /// Room for the most legal moves any position has (218), rounded up.
    ///
    /// ```
    /// use chess_attacks_movegen::{MoveList, Position};
    ///
    /// // Petrović's composition of 1964: the most legal moves known in a position.
    /// let most = Position::from_fen("R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1")?;
    /// assert_eq!(most.legal_moves().as_slice().len(), 218);
    /// assert!(MoveList::CAPACITY >= 218);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub const CAPACITY: usize = 256;

    const fn new() -> MoveList {
        let none = Move { from: Square::A1, to: Square::A1, promotion: None };
        MoveList { moves: [none; MoveList::CAPACITY], len: 0 }
    }

    /// Appends `mv`; a full list is left as it is, which no legal move list reaches (see the type's docs).
    #[inline]
    fn push(&mut self, mv: Move) {
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = mv;
            self.len += 1;
        }
    }

    /// The moves, in generation order.
    ///
    /// ```
    /// use chess_attacks_movegen::{Position, Root};
    ///
    /// // The same moves, in the same order, as the generator hands them out.
    /// let mut generated = Vec::new();
    /// Position::START.generate::<Root>(|group| group.for_each(|mv| generated.push(mv)));
    /// assert_eq!(Position::START.legal_moves().as_slice(), generated);
    /// ```
    pub fn as_slice(&self) -> &[Move] {
        self.moves.get(..self.len).unwrap_or(&[])
    }
}
