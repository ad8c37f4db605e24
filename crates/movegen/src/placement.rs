//! A board as a FEN describes it, before the rules judge it: what a program setting a position up edits
//! square by square, which may not be a position yet (no king, a pawn on the back rank).

use chess_attacks::{Bitboard, Color, Piece, Square};

use crate::Position;
use crate::castling::{CASTLINGS, Castling};
use crate::fen_error::FenError;

/// What a FEN says, without the checks that make it a position: the pieces by colour and kind, the side to
/// move, the castling rights, the en passant square and the two move counters. [`Placement::from_fen`]
/// checks only the text, `Display` writes it as FEN, and [`Position::try_from`] checks the whole position,
/// answering with the errors [`Position::from_fen`] gives for the same FEN.
///
/// ```
/// use chess_attacks::{Color, Piece, Square};
/// use chess_attacks_movegen::{FenProblem, Placement, Position};
///
/// let mut board = Placement::from_fen("8/8/8/8/8/8/8/4K3 w - - 0 1")?;
/// let error = Position::try_from(board).unwrap_err();
/// assert_eq!(error.problem, FenProblem::KingCount(Color::Black, 0));
/// board.set(Square::E8, Some((Color::Black, Piece::King)));
/// assert_eq!(Position::try_from(board)?.fen().to_string(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
/// # Ok::<(), chess_attacks_movegen::FenError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Placement {
    /// The board in a position's form, unchecked. Its `unmoved` holds exactly the king and rook squares of
    /// the rights held, so that two placements with the same rights are equal.
    pub(crate) board: Position,
    /// Where the placement field starts in the text it was read from: the board's errors point there. 0
    /// for a placement made otherwise or edited since, which has no text to point into.
    pub(crate) placement_at: usize,
    /// The first castling right without its king and rook, or en passant square without a double push, in
    /// the text it was read from, which the reader notes as it meets them. None for a placement made
    /// otherwise or edited since: it holds no such right or square.
    pub(crate) fault: Option<FenError>,
}

impl Placement {
    /// The empty board: white to move, no castling rights, no en passant square, the halfmove clock at 0
    /// and move 1.
    ///
    /// ```
    /// use chess_attacks::Square;
    /// use chess_attacks_movegen::Placement;
    ///
    /// assert_eq!(Placement::EMPTY.to_string(), "8/8/8/8/8/8/8/8 w - - 0 1");
    /// assert_eq!(Placement::EMPTY.piece_at(Square::E1), None);
    /// ```
    pub const EMPTY: Placement = Placement {
        board: Position {
            by_color: [Bitboard::EMPTY; 2],
            by_piece: [Bitboard::EMPTY; 6],
            side: Color::White,
            unmoved: Bitboard::EMPTY,
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        },
        placement_at: 0,
        fault: None,
    };

    /// The colour and kind of the piece on `square`, if any.
    ///
    /// ```
    /// use chess_attacks::{Color, Piece, Square};
    /// use chess_attacks_movegen::Placement;
    ///
    /// let board = Placement::from_fen("P7/8/8/8/8/8/8/8 w - - 0 1")?;
    /// assert_eq!(board.piece_at(Square::A8), Some((Color::White, Piece::Pawn)));
    /// assert_eq!(board.piece_at(Square::A1), None);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    #[inline]
    pub fn piece_at(&self, square: Square) -> Option<(Color, Piece)> {
        self.board.piece_at(square)
    }

    /// The squares of `color`'s pieces of kind `piece`.
    ///
    /// ```
    /// use chess_attacks::{Color, Piece, Square};
    /// use chess_attacks_movegen::Placement;
    ///
    /// let board = Placement::from_fen("8/8/8/8/8/8/8/R6R w - - 0 1")?;
    /// let rooks: Vec<Square> = board.pieces(Color::White, Piece::Rook).into_iter().collect();
    /// assert_eq!(rooks, [Square::A1, Square::H1]);
    /// assert!(board.pieces(Color::White, Piece::King).is_empty());
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    #[inline]
    pub fn pieces(&self, color: Color, piece: Piece) -> Bitboard {
        self.board.pieces(color, piece)
    }

    /// The side to move.
    ///
    /// ```
    /// use chess_attacks::Color;
    /// use chess_attacks_movegen::Placement;
    ///
    /// assert_eq!(Placement::from_fen("8/8/8/8/8/8/8/8 b - - 0 1")?.side_to_move(), Color::Black);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.board.side
    }

    /// The castling rights the FEN gives, one bit each as [`Position::castling_rights`] has them: 1 for `K`,
    /// 2 for `Q`, 4 for `k`, 8 for `q`; read from the text, they need not have their king and rook.
    ///
    /// ```
    /// use chess_attacks_movegen::Placement;
    ///
    /// assert_eq!(Placement::from_fen("8/8/8/8/8/8/8/8 w Kq - 0 1")?.castling_rights(), 0b1001);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn castling_rights(&self) -> u8 {
        self.board.castling_rights()
    }

    /// The en passant square the FEN gives, with or without the pawn that just moved two squares.
    ///
    /// ```
    /// use chess_attacks::Square;
    /// use chess_attacks_movegen::Placement;
    ///
    /// assert_eq!(Placement::from_fen("8/8/8/8/8/8/8/8 w - e6 0 1")?.en_passant(), Some(Square::E6));
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    #[inline]
    pub fn en_passant(&self) -> Option<Square> {
        self.board.en_passant
    }

    /// The half-moves since the last capture or pawn move (FEN's fifth field).
    ///
    /// ```
    /// use chess_attacks_movegen::Placement;
    ///
    /// assert_eq!(Placement::from_fen("8/8/8/8/8/8/8/8 w - - 37 80")?.halfmove_clock(), 37);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    #[inline]
    pub fn halfmove_clock(&self) -> u16 {
        self.board.halfmove_clock
    }

    /// The number of the move being played (FEN's sixth field).
    ///
    /// ```
    /// use chess_attacks_movegen::Placement;
    ///
    /// assert_eq!(Placement::from_fen("8/8/8/8/8/8/8/8 w - - 37 80")?.fullmove_number(), 80);
    /// assert_eq!(Placement::from_fen("8/8/8/8/8/8/8/8 w - -")?.fullmove_number(), 1);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    #[inline]
    pub fn fullmove_number(&self) -> u16 {
        self.board.fullmove_number
    }

    /// Puts `piece` on `square`, replacing what stood there, or empties the square for `None`. As every
    /// edit, it drops the castling rights whose king or rook no longer stands on its square, clears the en
    /// passant square and sets the halfmove clock to 0: the board is a new start.
    ///
    /// ```
    /// use chess_attacks::{Color, Piece, Square};
    /// use chess_attacks_movegen::{Placement, Position};
    ///
    /// let mut board = Placement::from(&Position::START);
    /// board.set(Square::H1, None);
    /// board.set(Square::E4, Some((Color::White, Piece::Knight)));
    /// assert_eq!(board.to_string(), "rnbqkbnr/pppppppp/8/8/4N3/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1");
    /// ```
    pub fn set(&mut self, square: Square, piece: Option<(Color, Piece)>) {
        let board = &mut self.board;
        for pieces in board.by_color.iter_mut().chain(&mut board.by_piece) {
            *pieces = pieces.without(square);
        }
        if let Some((color, piece)) = piece {
            board.put(color, piece, square);
        }
        self.edited();
    }

    /// Gives the move to `side`; an edit, as [`Placement::set`] is.
    ///
    /// ```
    /// use chess_attacks::Color;
    /// use chess_attacks_movegen::Placement;
    ///
    /// let mut board = Placement::from_fen("4k3/8/8/8/4P3/8/8/4K3 b - e3 4 9")?;
    /// board.set_side(Color::White);
    /// assert_eq!(board.to_string(), "4k3/8/8/8/4P3/8/8/4K3 w - - 0 9");
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn set_side(&mut self, side: Color) {
        self.board.side = side;
        self.edited();
    }

    /// Takes every piece off, and with them every castling right; the side to move and the move number
    /// stay.
    ///
    /// ```
    /// use chess_attacks_movegen::{Placement, Position};
    ///
    /// let mut board = Placement::from(&Position::START.with_counters(3, 12));
    /// board.clear();
    /// assert_eq!(board.to_string(), "8/8/8/8/8/8/8/8 w - - 0 12");
    /// ```
    pub fn clear(&mut self) {
        self.board.by_color = [Bitboard::EMPTY; 2];
        self.board.by_piece = [Bitboard::EMPTY; 6];
        self.edited();
    }

    /// What every edit does besides its own change.
    fn edited(&mut self) {
        self.keep_standing_rights();
        self.board.en_passant = None;
        self.board.halfmove_clock = 0;
        (self.placement_at, self.fault) = (0, None);
    }

    /// Keeps the castling rights held whose king and rook stand on their squares, and only their squares in
    /// `unmoved`.
    fn keep_standing_rights(&mut self) {
        let mut kept = Bitboard::EMPTY;
        for (color, _, castling) in &CASTLINGS {
            if castling.rights().is_subset(self.board.unmoved) && stands(&self.board, *color, castling) {
                kept |= castling.rights();
            }
        }
        self.board.unmoved = kept;
    }
}

impl From<&Position> for Placement {
    /// The position's board, rights, en passant square and counters, written as the same FEN.
    ///
    /// ```
    /// use chess_attacks_movegen::{Placement, Position};
    ///
    /// let after_e4 = Position::START.play(Position::START.find_move("e2e4").expect("legal"));
    /// let board = Placement::from(&after_e4);
    /// assert_eq!(board.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    /// ```
    fn from(position: &Position) -> Placement {
        let mut placement = Placement { board: *position, ..Placement::EMPTY };
        // A position's `unmoved` may keep a square whose partner has moved (a rook on a8 after its king
        // moved): dropped, so that equal rights make equal placements.
        placement.keep_standing_rights();
        placement
    }
}

impl PartialEq for Placement {
    /// Equal when they say the same FEN: what they note of a text they were read from does not count.
    ///
    /// ```
    /// use chess_attacks_movegen::{Placement, Position, START_FEN};
    ///
    /// assert_eq!(Placement::from_fen(START_FEN)?, Placement::from(&Position::START));
    /// assert_ne!(Placement::from_fen(START_FEN)?, Placement::EMPTY);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    fn eq(&self, other: &Placement) -> bool {
        let (ours, theirs) = (&self.board, &other.board);
        (ours.by_color, ours.by_piece, ours.side, ours.unmoved, ours.en_passant)
            == (theirs.by_color, theirs.by_piece, theirs.side, theirs.unmoved, theirs.en_passant)
            && (ours.halfmove_clock, ours.fullmove_number) == (theirs.halfmove_clock, theirs.fullmove_number)
    }
}

impl Eq for Placement {}

/// Whether `color`'s king and rook stand on `board` where `castling` starts them.
pub(crate) fn stands(board: &Position, color: Color, castling: &Castling) -> bool {
    board.pieces(color, Piece::King).contains(castling.king_from)
        && board.pieces(color, Piece::Rook).contains(castling.rook_from)
}
