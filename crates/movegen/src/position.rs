//! The position: where the pieces stand, whose move it is, the castling rights and the en passant square;
//! playing a move, in place or to a copy; what a search reads of it.

use chess_attacks::{
    Bitboard, Color, Piece, Square, between, bishop_attacks, bishop_rays, king_attacks, knight_attacks,
    pawn_attacks, rook_attacks, rook_rays,
};

use crate::castling::{CASTLINGS, castling_rook};
use crate::{Move, Sliders};

/// A position: who stands where, whose move it is, castling rights, the en passant square and the move
/// counters.
///
/// ```
/// use chess_attacks_movegen::Position;
///
/// // 1. e4 e5 2. Nf3, played from the start, is the FEN the rules give for it.
/// let mut position = Position::START;
/// for text in ["e2e4", "e7e5", "g1f3"] {
///     position = position.play(position.find_move(text).expect("legal"));
/// }
/// let after = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
/// assert_eq!(position.fen().to_string(), after);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Position {
    pub(crate) by_color: [Bitboard; 2],
    pub(crate) by_piece: [Bitboard; 6],
    pub(crate) side: Color,
    /// The king and rook squares whose pieces have not moved: a castling right holds while both its king's
    /// and its rook's squares are here, and any move from or to a square removes it.
    pub(crate) unmoved: Bitboard,
    pub(crate) en_passant: Option<Square>,
    /// The half-moves since the last capture or pawn move, for the fifty-move rule.
    pub(crate) halfmove_clock: u16,
    /// The number of the move being played, from 1, counted up after each of black's moves.
    pub(crate) fullmove_number: u16,
}

impl Position {
    /// The standard starting position, white to move with every castling right.
    ///
    /// ```
    /// use chess_attacks_movegen::Position;
    ///
    /// assert_eq!(Position::START.perft(2), 400);
    /// assert_eq!(Position::START.castling_rights(), 0b1111);
    /// ```
    pub const START: Position = Position {
        by_color: [Bitboard(0x0000_0000_0000_ffff), Bitboard(0xffff_0000_0000_0000)],
        by_piece: [
            Bitboard(0x00ff_0000_0000_ff00),
            Bitboard(0x4200_0000_0000_0042),
            Bitboard(0x2400_0000_0000_0024),
            Bitboard(0x8100_0000_0000_0081),
            Bitboard(0x0800_0000_0000_0008),
            Bitboard(0x1000_0000_0000_0010),
        ],
        side: Color::White,
        unmoved: Bitboard(0x9100_0000_0000_0091),
        en_passant: None,
        halfmove_clock: 0,
        fullmove_number: 1,
    };

    pub(crate) fn put(&mut self, color: Color, piece: Piece, square: Square) {
        self.by_color[color as usize] |= square;
        self.by_piece[piece as usize] |= square;
    }

    /// The squares of `color`'s pieces of kind `piece`.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Color, Piece, Square};
    /// use chess_attacks_movegen::Position;
    ///
    /// let knights = Position::START.pieces(Color::White, Piece::Knight);
    /// assert_eq!(knights, Bitboard::from(Square::B1).with(Square::G1));
    /// let rooks = Position::START.pieces(Color::Black, Piece::Rook);
    /// assert_eq!(rooks, Bitboard::from(Square::A8).with(Square::H8));
    /// ```
    #[inline]
    pub fn pieces(&self, color: Color, piece: Piece) -> Bitboard {
        self.by_color[color as usize] & self.by_piece[piece as usize]
    }

    /// The squares of all `color`'s pieces: one set kept by the position, where a union of
    /// [`Position::pieces`] over the six kinds would take six.
    ///
    /// ```
    /// use chess_attacks::{Color, Piece, Rank, Bitboard};
    /// use chess_attacks_movegen::Position;
    ///
    /// let white = Position::START.color(Color::White);
    /// assert_eq!(white, Bitboard::from(Rank::One) | Bitboard::from(Rank::Two));
    /// let kinds = Piece::ALL.iter().map(|&piece| Position::START.pieces(Color::White, piece));
    /// assert_eq!(white, kinds.fold(Bitboard::EMPTY, |all, set| all | set));
    /// ```
    #[inline]
    pub fn color(&self, color: Color) -> Bitboard {
        self.by_color[color as usize]
    }

    /// Every occupied square.
    ///
    /// ```
    /// use chess_attacks::Square;
    /// use chess_attacks_movegen::Position;
    ///
    /// // The start: 32 pieces, on ranks 1, 2, 7 and 8.
    /// let occupied = Position::START.occupied();
    /// assert_eq!(occupied.count(), 32);
    /// assert!(occupied.contains(Square::E2) && !occupied.contains(Square::E4));
    /// ```
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// `color`'s king ([`Position::from_fen`] checked that there is one, and no legal move captures it).
    #[inline]
    pub(crate) fn king(&self, color: Color) -> Option<Square> {
        self.pieces(color, Piece::King).first()
    }

    #[inline]
    pub(crate) fn piece_on(&self, square: Square) -> Option<Piece> {
        Piece::ALL.into_iter().find(|&piece| self.by_piece[piece as usize].contains(square))
    }

    /// Every square a piece of `by` attacks when the squares in `occupied` hold pieces.
    pub(crate) fn attack_map<S: Sliders>(&self, by: Color, occupied: Bitboard) -> Bitboard {
        let theirs = |piece| self.pieces(by, piece);
        let queens = theirs(Piece::Queen);
        let mut map =
            theirs(Piece::Pawn).pawn_attacks(by) | self.king(by).map_or(Bitboard::EMPTY, king_attacks);
        for from in theirs(Piece::Knight) {
            map |= knight_attacks(from);
        }
        for from in theirs(Piece::Bishop) | queens {
            map |= S::bishop(from, occupied);
        }
        for from in theirs(Piece::Rook) | queens {
            map |= S::rook(from, occupied);
        }
        map
    }

    /// Whether a piece of `by` attacks `square` when the squares in `occupied` hold pieces.
    pub(crate) fn attacked(&self, square: Square, by: Color, occupied: Bitboard) -> bool {
        let theirs = |piece| self.pieces(by, piece);
        let queens = theirs(Piece::Queen);
        // A pawn of `by` attacks `square` exactly when a pawn of the other colour on `square` would attack it.
        let leapers = (pawn_attacks(by.opponent(), square) & theirs(Piece::Pawn))
            | (knight_attacks(square) & theirs(Piece::Knight))
            | (king_attacks(square) & theirs(Piece::King));
        let (straight, diagonal) = (theirs(Piece::Rook) | queens, theirs(Piece::Bishop) | queens);
        !leapers.is_empty() || first_on_a_line(square, occupied, straight, diagonal)
    }

    /// The position after `mv`, one of this position's legal moves. A move from an empty square only passes
    /// the turn.
    ///
    /// ```
    /// use chess_attacks::{Color, Piece, Square};
    /// use chess_attacks_movegen::{Move, Position};
    ///
    /// // White castles short: the king goes to g1, the rook from h1 to f1, and the right is gone.
    /// let position = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1")?;
    /// let castled = position.play(Move { from: Square::E1, to: Square::G1, promotion: None });
    /// assert_eq!(castled.piece_at(Square::F1), Some((Color::White, Piece::Rook)));
    /// assert_eq!((castled.piece_at(Square::H1), castled.castling_rights()), (None, 0));
    /// assert_eq!(castled.side_to_move(), Color::Black);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn play(&self, mv: Move) -> Position {
        match self.piece_on(mv.from) {
            Some(piece) => self.play_piece(piece, mv),
            None => Position { side: self.side.opponent(), ..*self },
        }
    }

    /// [`Position::play`] when the caller knows which piece moves (the generator says, in
    /// [`PieceMoves::piece`](crate::PieceMoves::piece)): no square is searched for it.
    ///
    /// ```
    /// use chess_attacks::Piece;
    /// use chess_attacks_movegen::Position;
    ///
    /// let start = Position::START;
    /// let mv = start.find_move("g1f3").expect("a legal move");
    /// assert_eq!(start.play_piece(Piece::Knight, mv).piece_at(mv.to), start.play(mv).piece_at(mv.to));
    /// ```
    pub fn play_piece(&self, piece: Piece, mv: Move) -> Position {
        let mut next = *self;
        next.make(piece, mv);
        next
    }

    /// Makes `piece`'s move `mv` on this position, which becomes the position after it: [`Position::play_piece`]
    /// without the copy, for a search that copies the position once into its child's place and plays there.
    ///
    /// ```
    /// use chess_attacks::Piece;
    /// use chess_attacks_movegen::Position;
    ///
    /// let start = Position::START;
    /// let mv = start.find_move("e2e4").expect("a legal move");
    /// let mut after = start;
    /// after.make(Piece::Pawn, mv);
    /// assert_eq!(after.en_passant(), start.play(mv).en_passant());
    /// assert_eq!(after.piece_at(mv.to), start.play(mv).piece_at(mv.to));
    /// ```
    pub fn make(&mut self, piece: Piece, mv: Move) {
        let next = self;
        let (us, them) = (next.side, next.side.opponent());
        next.side = them;
        let (from, to) = (Bitboard::from(mv.from), Bitboard::from(mv.to));

        let captures = !next.by_color[them as usize].is_disjoint(to);
        if captures {
            // Whatever stood on the target is taken: clearing it from every piece set needs no search.
            next.by_color[them as usize] -= to;
            for board in &mut next.by_piece {
                *board -= to;
            }
        }
        if piece == Piece::Pawn && Some(mv.to) == next.en_passant {
            // The captured pawn is one rank behind the target square (rank 6 → 5, rank 3 → 4): index ^ 8.
            let victim = Square::new(mv.to.index() ^ 8).map_or(Bitboard::EMPTY, Bitboard::from);
            next.by_piece[Piece::Pawn as usize] -= victim;
            next.by_color[them as usize] -= victim;
        }
        next.by_color[us as usize] ^= from | to;
        let landed = mv.promotion.unwrap_or(piece);
        next.by_piece[piece as usize] -= from;
        // `get_mut`: the enum's range is lost inside the `Option`, and indexing would link a panic path.
        if let Some(board) = next.by_piece.get_mut(landed as usize) {
            *board |= to;
        }
        if let Some((rook_from, rook_to)) = castling_rook(piece, mv) {
            let rook = Bitboard::from(rook_from).with(rook_to);
            next.by_piece[Piece::Rook as usize] ^= rook;
            next.by_color[us as usize] ^= rook;
        }
        next.unmoved -= from | to;
        let resets_clock = captures || piece == Piece::Pawn;
        next.halfmove_clock = if resets_clock { 0 } else { next.halfmove_clock.saturating_add(1) };
        if us == Color::Black {
            next.fullmove_number = next.fullmove_number.saturating_add(1);
        }
        let double_push = piece == Piece::Pawn && mv.from.index().abs_diff(mv.to.index()) == 16;
        next.en_passant = double_push.then(|| Square::new((mv.from.index() + mv.to.index()) / 2)).flatten();
    }
}

/// Whether one of `straight` (rooks and queens) or `diagonal` (bishops and queens) is the first piece of
/// `occupied` on a rank, file or diagonal through `square`: whether it attacks the square. Most squares have
/// none of them on their lines at all, which the empty board's rays tell without a lookup; where one has,
/// one lookup from the square answers for them all, where a test of what stands between for each slider
/// took more (on the Cortex-M0 and the desktop alike).
#[inline(always)]
fn first_on_a_line(square: Square, occupied: Bitboard, straight: Bitboard, diagonal: Bitboard) -> bool {
    !(rook_rays(square) & straight).is_empty() && !(rook_attacks(square, occupied) & straight).is_empty()
        || !(bishop_rays(square) & diagonal).is_empty()
            && !(bishop_attacks(square, occupied) & diagonal).is_empty()
}

/// What a search and the text layer read besides the generator: whose move it is, what stands where, the
/// castling rights and en passant square, check, a null move and the move counters.
impl Position {
    /// The side to move.
    ///
    /// ```
    /// use chess_attacks::Color;
    /// use chess_attacks_movegen::Position;
    ///
    /// assert_eq!(Position::START.side_to_move(), Color::White);
    /// let e4 = Position::START.play(Position::START.find_move("e2e4").expect("legal"));
    /// assert_eq!(e4.side_to_move(), Color::Black);
    /// ```
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The colour and kind of the piece on `square`, if any.
    ///
    /// ```
    /// use chess_attacks::{Color, Piece, Square};
    /// use chess_attacks_movegen::Position;
    ///
    /// assert_eq!(Position::START.piece_at(Square::E1), Some((Color::White, Piece::King)));
    /// assert_eq!(Position::START.piece_at(Square::D8), Some((Color::Black, Piece::Queen)));
    /// assert_eq!(Position::START.piece_at(Square::E4), None);
    /// ```
    #[inline]
    pub fn piece_at(&self, square: Square) -> Option<(Color, Piece)> {
        let piece = self.piece_on(square)?;
        Some((Color::from_white(self.by_color[Color::White as usize].contains(square)), piece))
    }

    /// The square behind a pawn that just moved two squares (set after every double push, capturable or not).
    ///
    /// ```
    /// use chess_attacks::Square;
    /// use chess_attacks_movegen::{Move, Position};
    ///
    /// // 1. e4 leaves e3 behind the pawn; 1... Nf6, no pawn move, clears it.
    /// let e4 = Position::START.play(Move { from: Square::E2, to: Square::E4, promotion: None });
    /// assert_eq!(e4.en_passant(), Some(Square::E3));
    /// let nf6 = e4.play(Move { from: Square::G8, to: Square::F6, promotion: None });
    /// assert_eq!(nf6.en_passant(), None);
    /// ```
    #[inline]
    pub fn en_passant(&self) -> Option<Square> {
        self.en_passant
    }

    /// The castling rights still held, one bit each: 1 for `K`, 2 for `Q`, 4 for `k`, 8 for `q`.
    ///
    /// ```
    /// use chess_attacks::Square;
    /// use chess_attacks_movegen::{Move, Position};
    ///
    /// // Kings and rooks at home, every right held; a white king move gives up white's two (1 and 2).
    /// let position = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")?;
    /// assert_eq!(position.castling_rights(), 0b1111);
    /// let king_moved = position.play(Move { from: Square::E1, to: Square::E2, promotion: None });
    /// assert_eq!(king_moved.castling_rights(), 0b1100);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn castling_rights(&self) -> u8 {
        let mut rights = 0;
        for (bit, (_, _, castling)) in CASTLINGS.iter().enumerate() {
            if castling.rights().is_subset(self.unmoved) {
                rights |= 1 << bit;
            }
        }
        rights
    }

    /// Whether the side to move is in check.
    ///
    /// ```
    /// use chess_attacks_movegen::Position;
    ///
    /// // Fool's mate, 1. f3 e5 2. g4 Qh4: the queen on h4 checks the king on e1.
    /// let mated = Position::from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")?;
    /// assert!(mated.in_check());
    /// assert!(!Position::START.in_check());
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn in_check(&self) -> bool {
        let (us, them) = (self.side, self.side.opponent());
        self.king(us).is_some_and(|king| self.attacked(king, them, self.occupied()))
    }

    /// Whether `piece`'s legal move `mv` checks the other side's king: what
    /// `self.play_piece(piece, mv).in_check()` says, without playing the move, so that a search can leave out
    /// quiet moves that give no check at the cost of a few lookups rather than a copy and a move.
    ///
    /// ```
    /// use chess_attacks::Piece;
    /// use chess_attacks_movegen::Position;
    ///
    /// // The knight on e5 checks from f7; moving the bishop off the d-file uncovers the rook's check.
    /// let position = Position::from_fen("3k4/8/8/4N3/8/8/3B4/3RK3 w - - 0 1")?;
    /// let knight = position.find_move("e5f7").expect("a legal move");
    /// let bishop = position.find_move("d2e3").expect("a legal move");
    /// let quiet = position.find_move("e5g4").expect("a legal move");
    /// assert!(position.gives_check(Piece::Knight, knight));
    /// assert!(position.gives_check(Piece::Bishop, bishop));
    /// assert!(!position.gives_check(Piece::Knight, quiet));
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn gives_check(&self, piece: Piece, mv: Move) -> bool {
        let (us, them) = (self.side, self.side.opponent());
        let Some(king) = self.king(them) else { return false };
        // Castling and en passant move a second piece; they are rare enough to be answered by playing them.
        if piece == Piece::Pawn && Some(mv.to) == self.en_passant || castling_rook(piece, mv).is_some() {
            return self.play_piece(piece, mv).in_check();
        }
        let from = Bitboard::from(mv.from);
        let occupied = (self.occupied() - from).with(mv.to);
        let clear = |a: Square, b: Square| between(a, b).is_disjoint(occupied);
        let (rook_line, bishop_line) = (rook_rays(king), bishop_rays(king));
        // Checked by the piece that moved, from where it lands.
        let direct = match mv.promotion.unwrap_or(piece) {
            Piece::Pawn => pawn_attacks(us, mv.to).contains(king),
            Piece::Knight => knight_attacks(mv.to).contains(king),
            Piece::Bishop => bishop_line.contains(mv.to) && clear(king, mv.to),
            Piece::Rook => rook_line.contains(mv.to) && clear(king, mv.to),
            Piece::Queen => (rook_line | bishop_line).contains(mv.to) && clear(king, mv.to),
            // Kings never stand side by side.
            Piece::King => false,
        };
        // Or by a slider the move uncovers.
        let ours = |kind| self.pieces(us, kind) - from;
        let queens = ours(Piece::Queen);
        let (straight, diagonal) = (ours(Piece::Rook) | queens, ours(Piece::Bishop) | queens);
        direct || first_on_a_line(king, occupied, straight, diagonal)
    }

    /// The position with the other side to move and no en passant square: a null move, for a search's
    /// null-move pruning. Only for a side not in check (the result would have the side not to move in check).
    ///
    /// ```
    /// use chess_attacks::Color;
    /// use chess_attacks_movegen::Position;
    ///
    /// let after_e4 = Position::START.play(Position::START.find_move("e2e4").expect("a legal move"));
    /// assert!(after_e4.en_passant().is_some());
    /// let passed = after_e4.pass();
    /// assert_eq!((passed.side_to_move(), passed.en_passant()), (Color::White, None));
    /// ```
    pub fn pass(&self) -> Position {
        let fullmove_number = self.fullmove_number.saturating_add(u16::from(self.side == Color::Black));
        Position {
            side: self.side.opponent(),
            en_passant: None,
            halfmove_clock: self.halfmove_clock.saturating_add(1),
            fullmove_number,
            ..*self
        }
    }

    /// The half-moves since the last capture or pawn move (FEN's fifth field), for the fifty-move rule.
    ///
    /// ```
    /// use chess_attacks_movegen::Position;
    ///
    /// let position = Position::from_fen("8/8/8/4k3/8/8/8/R3K3 w Q - 37 80")?;
    /// assert_eq!(position.halfmove_clock(), 37);
    /// let rook_move = position.play(position.find_move("a1a7").expect("legal"));
    /// assert_eq!(rook_move.halfmove_clock(), 38);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    #[inline]
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove_clock
    }

    /// The number of the move being played, from 1, counted up after each of black's moves (FEN's sixth
    /// field).
    ///
    /// ```
    /// use chess_attacks_movegen::Position;
    ///
    /// let e4 = Position::START.play(Position::START.find_move("e2e4").expect("legal"));
    /// assert_eq!(e4.fullmove_number(), 1);
    /// assert_eq!(e4.play(e4.find_move("e7e5").expect("legal")).fullmove_number(), 2);
    /// ```
    #[inline]
    pub fn fullmove_number(&self) -> u16 {
        self.fullmove_number
    }

    /// The same position with these move counters: the half-moves since the last capture or pawn move, and
    /// the number of the move being played.
    ///
    /// ```
    /// use chess_attacks_movegen::Position;
    ///
    /// let later = Position::START.with_counters(4, 12);
    /// assert!(later.fen().to_string().ends_with(" w KQkq - 4 12"));
    /// ```
    pub fn with_counters(&self, halfmove_clock: u16, fullmove_number: u16) -> Position {
        Position { halfmove_clock, fullmove_number, ..*self }
    }
}
