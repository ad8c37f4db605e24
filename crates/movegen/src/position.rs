//! The position: where the pieces stand, whose move it is, the castling rights and the en passant square;
//! playing a move, in place or to a copy; what a search reads of it.

use chess_attacks::{
    Bitboard, Color, Piece, Square, between, bishop_rays, king_attacks, knight_attacks, pawn_attacks,
    rook_rays,
};

use crate::fen::parse_square;
use crate::{Move, Root, Sliders};

/// A position: who stands where, whose move it is, castling rights and the en passant square.
#[derive(Clone, Copy, Debug)]
pub struct Position {
    pub(crate) by_color: [Bitboard; 2],
    pub(crate) by_piece: [Bitboard; 6],
    pub(crate) side: Color,
    /// The king and rook squares whose pieces have not moved: a castling right holds while both its king's
    /// and its rook's squares are here, and any move from or to a square removes it.
    pub(crate) unmoved: Bitboard,
    pub(crate) en_passant: Option<Square>,
}

/// The squares the rook leaves and lands on when `piece`, making `mv`, castles; `None` for any other move.
pub fn castling_rook(piece: Piece, mv: Move) -> Option<(Square, Square)> {
    if piece != Piece::King || mv.from.file().index().abs_diff(mv.to.file().index()) != 2 {
        return None;
    }
    let (_, _, castling) = CASTLINGS.iter().find(|(_, _, castling)| castling.king_to == mv.to)?;
    Some((castling.rook_from, castling.rook_to))
}

/// A castling move: the king's path and the rook's.
pub(crate) struct Castling {
    pub(crate) king_from: Square,
    pub(crate) king_to: Square,
    pub(crate) rook_from: Square,
    pub(crate) rook_to: Square,
    /// Must be empty: every square between king and rook.
    pub(crate) empty: Bitboard,
    /// Must not be attacked: the squares the king crosses and lands on (the generator castles only out of
    /// check).
    pub(crate) crossed: [Square; 2],
}

impl Castling {
    /// The squares whose pieces must not have moved for this castling to be allowed.
    pub(crate) fn rights(&self) -> Bitboard {
        Bitboard::from(self.king_from).with(self.rook_from)
    }
}

pub(crate) const CASTLINGS: [(Color, char, Castling); 4] = {
    use Square::*;
    const fn castling(king_to: Square, rook_from: Square, rook_to: Square, empty: Bitboard) -> Castling {
        let king_from = if (rook_from as u8) < 8 { E1 } else { E8 };
        // The king crosses the square the rook lands on.
        Castling { king_from, king_to, rook_from, rook_to, empty, crossed: [rook_to, king_to] }
    }
    [
        (Color::White, 'K', castling(G1, H1, F1, Bitboard::EMPTY.with(F1).with(G1))),
        (Color::White, 'Q', castling(C1, A1, D1, Bitboard::EMPTY.with(B1).with(C1).with(D1))),
        (Color::Black, 'k', castling(G8, H8, F8, Bitboard::EMPTY.with(F8).with(G8))),
        (Color::Black, 'q', castling(C8, A8, D8, Bitboard::EMPTY.with(B8).with(C8).with(D8))),
    ]
};

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
    };

    pub(crate) fn put(&mut self, color: Color, piece: Piece, square: Square) {
        self.by_color[color as usize] |= square;
        self.by_piece[piece as usize] |= square;
    }

    /// The squares of `color`'s pieces of kind `piece`.
    #[inline]
    pub fn pieces(&self, color: Color, piece: Piece) -> Bitboard {
        self.by_color[color as usize] & self.by_piece[piece as usize]
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// `color`'s king (`from_fen` checked that there is one, and no legal move captures it).
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
        // A slider on one of the square's lines attacks it when nothing stands between, and most squares have
        // none or one there, so no lookup is needed. It is `slider_threats`' checker test, stopping at the
        // first checker rather than collecting them all (docs/design.md, "Tried and not kept").
        let aimed = (rook_rays(square) & (theirs(Piece::Rook) | queens))
            | (bishop_rays(square) & (theirs(Piece::Bishop) | queens));
        !leapers.is_empty() || aimed.into_iter().any(|slider| between(square, slider).is_disjoint(occupied))
    }

    /// The position after `mv`, one of this position's legal moves. A move from an empty square only passes
    /// the turn.
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

        // Whatever stood on the target is taken: clearing it from every piece set needs no search.
        next.by_color[them as usize] -= to;
        for board in &mut next.by_piece {
            *board -= to;
        }
        if piece == Piece::Pawn && Some(mv.to) == next.en_passant {
            // The captured pawn is one rank behind the target square (rank 6 → 5, rank 3 → 4): index ^ 8.
            let victim = Square::new(mv.to.index() ^ 8).map_or(Bitboard::EMPTY, Bitboard::from);
            next.by_piece[Piece::Pawn as usize] -= victim;
            next.by_color[them as usize] -= victim;
        }
        next.by_color[us as usize] ^= from | to;
        // `get_mut`: the enum's range is lost inside the `Option`, and indexing would link a panic path.
        let landed = mv.promotion.unwrap_or(piece);
        next.by_piece[piece as usize] -= from;
        if let Some(board) = next.by_piece.get_mut(landed as usize) {
            *board |= to;
        }
        if let Some((rook_from, rook_to)) = castling_rook(piece, mv) {
            let rook = Bitboard::from(rook_from).with(rook_to);
            next.by_piece[Piece::Rook as usize] ^= rook;
            next.by_color[us as usize] ^= rook;
        }
        next.unmoved -= from | to;
        let double_push = piece == Piece::Pawn && mv.from.index().abs_diff(mv.to.index()) == 16;
        next.en_passant = double_push.then(|| Square::new((mv.from.index() + mv.to.index()) / 2)).flatten();
    }
}

/// What a search reads besides the generator (the engine crate): whose move it is, what stands where, the
/// hashed state, check, a null move and a move named in UCI text. Nothing above uses them.
impl Position {
    /// The side to move.
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The colour and kind of the piece on `square`, if any.
    #[inline]
    pub fn piece_at(&self, square: Square) -> Option<(Color, Piece)> {
        let piece = self.piece_on(square)?;
        Some((Color::from_white(self.by_color[Color::White as usize].contains(square)), piece))
    }

    /// The square behind a pawn that just moved two squares (set after every double push, capturable or not).
    #[inline]
    pub fn en_passant(&self) -> Option<Square> {
        self.en_passant
    }

    /// The castling rights still held, one bit each: 1 for `K`, 2 for `Q`, 4 for `k`, 8 for `q`.
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
    pub fn in_check(&self) -> bool {
        let (us, them) = (self.side, self.side.opponent());
        self.king(us).is_some_and(|king| self.attacked(king, them, self.occupied()))
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
        Position { side: self.side.opponent(), en_passant: None, ..*self }
    }

    /// The legal move that `text` names in UCI notation (`e2e4`, `e7e8q`, castling as `e1g1`), if any.
    pub fn find_move(&self, text: &str) -> Option<Move> {
        let from = parse_square(text.get(0..2)?)?;
        let to = parse_square(text.get(2..4)?)?;
        let promotion = match text.get(4..)? {
            "" => None,
            "q" => Some(Piece::Queen),
            "r" => Some(Piece::Rook),
            "b" => Some(Piece::Bishop),
            "n" => Some(Piece::Knight),
            _ => return None,
        };
        let wanted = Move { from, to, promotion };
        let mut found = None;
        self.generate::<Root>(|group| {
            group.for_each(|mv| {
                if mv == wanted {
                    found = Some(mv);
                }
            });
        });
        found
    }
}
