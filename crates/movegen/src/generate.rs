//! Generating the legal moves: the checkers and pinned pieces first, then each piece's targets cut to the
//! check mask and its pin line, handed out a piece's group at a time; perft on top.

use chess_attacks::{
    Bitboard, Color, Direction, Piece, Square, between, king_attacks, knight_attacks, line, pawn_attacks,
    slider_threats,
};

use crate::castling::CASTLINGS;
use crate::{Move, MoveList, PROMOTIONS, Position, Root, Sliders};

impl Position {
    /// Every legal move, in no particular order.
    ///
    /// ```
    /// use chess_attacks_movegen::Position;
    ///
    /// // "Kiwipete", a published perft position: 48 moves, castling both ways and en passant among them.
    /// let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    /// assert_eq!(Position::from_fen(kiwipete)?.legal_moves().as_slice().len(), 48);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.generate::<Root>(|group| group.for_each(|mv| moves.push(mv)));
        moves
    }

    /// Every legal move, grouped by the piece that makes it, handed to `visit`. Only legal moves are
    /// generated: the checkers decide which squares a move may end on (any, or those that block or capture a
    /// single checker, or none but the king's in double check), a pinned piece keeps to the line through its
    /// king, and the king steps only onto squares the other side does not attack once the king has left its
    /// square. En passant, which lifts two pieces off one line, is the one move tried on the occupancy. A
    /// piece with no move hands out no group.
    ///
    /// ```
    /// use chess_attacks::Piece;
    /// use chess_attacks_movegen::{Position, Root};
    ///
    /// let (mut knight_moves, mut pawn_moves) = (0, 0);
    /// Position::START.generate::<Root>(|group| match group.piece {
    ///     Piece::Knight => knight_moves += group.len(),
    ///     Piece::Pawn => pawn_moves += group.len(),
    ///     _ => {}
    /// });
    /// assert_eq!((knight_moves, pawn_moves), (4, 16));
    /// ```
    pub fn generate<S: Sliders>(&self, visit: impl FnMut(PieceMoves)) {
        self.generate_to::<S>(Bitboard::FULL, visit);
    }

    /// [`Position::generate`] for the legal moves that end on a square of `mask` alone, with none of the work
    /// for the others: a quiescence search's captures (`mask` the other side's pieces, the promotion ranks and
    /// the en passant square) skip the king's quiet squares, whose safety costs a test each.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Color, Piece, Root};
    /// use chess_attacks_movegen::Position;
    ///
    /// // Kiwipete: eight captures among its 48 moves.
    /// let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    /// let position = Position::from_fen(kiwipete)?;
    /// let black = Piece::ALL.into_iter().map(|piece| position.pieces(Color::Black, piece));
    /// let black = black.fold(Bitboard::EMPTY, |all, pieces| all | pieces);
    /// let mut captures = 0;
    /// position.generate_to::<Root>(black, |group| captures += group.len());
    /// assert_eq!(captures, 8);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn generate_to<S: Sliders>(&self, mask: Bitboard, visit: impl FnMut(PieceMoves)) {
        self.generate_to_split::<S>(mask, mask, visit);
    }

    /// [`Position::generate_to`] with one mask for the pawns' moves and another for the other pieces' (the
    /// king's too): a search's captures are the pieces' moves onto the other side's pieces, and the pawns'
    /// onto those, the en passant square and the last rank, where a quiet move promotes.
    ///
    /// ```
    /// use chess_attacks::{Bitboard, Color, Piece, Root};
    /// use chess_attacks_movegen::Position;
    ///
    /// // Black's pawn on b2 may push to b1 or take the rook on a1, each four promotions: two groups. The
    /// // knight and the king take nothing, and their moves to the last rank are not in the pieces' mask.
    /// let position = Position::from_fen("1n2k3/8/8/8/8/8/1p6/R3K3 b - - 0 1")?;
    /// let white = position.color(Color::White);
    /// let mut groups = Vec::new();
    /// position.generate_to_split::<Root>(white, white | Bitboard::BACK_RANKS, |group| {
    ///     groups.push((group.piece, group.len()))
    /// });
    /// assert_eq!(groups, [(Piece::Pawn, 4), (Piece::Pawn, 4)]);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn generate_to_split<S: Sliders>(
        &self,
        mask: Bitboard,
        pawn_mask: Bitboard,
        mut visit: impl FnMut(PieceMoves),
    ) {
        // Tested here, in the generator's own body, rather than by a call for each piece: a search asks for
        // few moves at a time, and most groups are then empty.
        let mut visit = |group: PieceMoves| {
            if !group.is_empty() {
                visit(group);
            }
        };
        let (us, them) = (self.side, self.side.opponent());
        let Some(king) = self.king(us) else { return };
        let ours = self.by_color[us as usize];
        let occupied = self.occupied();
        let theirs = |piece| self.pieces(them, piece);
        let straight = theirs(Piece::Rook) | theirs(Piece::Queen);
        let diagonal = theirs(Piece::Bishop) | theirs(Piece::Queen);
        let threats = slider_threats(king, occupied, straight, diagonal);
        let checkers = threats.checkers
            | (knight_attacks(king) & theirs(Piece::Knight))
            | (pawn_attacks(us, king) & theirs(Piece::Pawn));
        let pinned = threats.blockers & ours;

        let without_king = occupied.without(king);
        let targets = (king_attacks(king) - ours) & mask;
        // Three or more squares to test (an open king, as in endgames): one map of everything the other side
        // attacks costs less than a test per square.
        let all_but_lowest = Bitboard(targets.0 & targets.0.wrapping_sub(1));
        let king_to = if !all_but_lowest.has_more_than_one() {
            let mut safe = Bitboard::EMPTY;
            for to in targets {
                if !self.attacked(to, them, without_king) {
                    safe |= to;
                }
            }
            safe
        } else {
            targets - self.attack_map::<S>(them, without_king)
        };
        visit(PieceMoves { piece: Piece::King, from: Origin::Square(king), to: king_to });
        if checkers.has_more_than_one() {
            return;
        }
        // Where a move other than the king's may end: anywhere but on our own pieces, or, in check, on the
        // checker or between it and the king.
        let unblocked = match checkers.first() {
            Some(checker) => between(king, checker).with(checker),
            None => !ours,
        };
        let allowed = mask & unblocked;
        let pin_line = |from: Square| if pinned.contains(from) { line(king, from) } else { Bitboard::FULL };

        for from in self.pieces(us, Piece::Knight) - pinned {
            visit(PieceMoves {
                piece: Piece::Knight,
                from: Origin::Square(from),
                to: knight_attacks(from) & allowed,
            });
        }
        for from in self.pieces(us, Piece::Bishop) {
            let to = S::bishop(from, occupied) & allowed & pin_line(from);
            visit(PieceMoves { piece: Piece::Bishop, from: Origin::Square(from), to });
        }
        for from in self.pieces(us, Piece::Rook) {
            let to = S::rook(from, occupied) & allowed & pin_line(from);
            visit(PieceMoves { piece: Piece::Rook, from: Origin::Square(from), to });
        }
        for from in self.pieces(us, Piece::Queen) {
            let to = S::queen(from, occupied) & allowed & pin_line(from);
            visit(PieceMoves { piece: Piece::Queen, from: Origin::Square(from), to });
        }
        let allowed = pawn_mask & unblocked;
        let empty = !occupied;
        let their_pieces = self.by_color[them as usize];
        let pawns = self.pieces(us, Piece::Pawn);
        // A pinned pawn keeps to its pin line: one by one, as the other pieces.
        for from in pawns & pinned {
            let pawn = Bitboard::from(from);
            let pushes = pawn.pawn_pushes(us, empty) | pawn.pawn_double_pushes(us, empty);
            let to = (pushes | (pawn_attacks(us, from) & their_pieces)) & allowed & pin_line(from);
            visit(PieceMoves { piece: Piece::Pawn, from: Origin::Square(from), to });
        }
        // The others all at once, a group per kind of step: every target of a group lies the same number of
        // squares from its pawn, so four shifts replace a lookup per pawn.
        let free = pawns - pinned;
        let (up, up_west, up_east) = match us {
            Color::White => (Direction::North, Direction::NorthWest, Direction::NorthEast),
            Color::Black => (Direction::South, Direction::SouthWest, Direction::SouthEast),
        };
        let steps = [
            (up, free.pawn_pushes(us, empty)),
            (up, free.pawn_double_pushes(us, empty)),
            (up_west, free.shift(up_west) & their_pieces),
            (up_east, free.shift(up_east) & their_pieces),
        ];
        for (double, (direction, to)) in [false, true, false, false].into_iter().zip(steps) {
            let (files, ranks) = direction.offset();
            let from = Origin::Behind((8 * ranks + files) << u8::from(double));
            // A group promotes as a whole or not at all (`PieceMoves::len`): the last rank's targets apart.
            let (to, promoting) =
                (to & (allowed - Bitboard::BACK_RANKS), to & allowed & Bitboard::BACK_RANKS);
            visit(PieceMoves { piece: Piece::Pawn, from, to });
            visit(PieceMoves { piece: Piece::Pawn, from, to: promoting });
        }

        if let Some(target) = self.en_passant.filter(|&target| pawn_mask.contains(target)) {
            // The pawn taken stands beside the capturer, one rank beyond the target: index ^ 8.
            let victim = Square::new(target.index() ^ 8).map_or(Bitboard::EMPTY, Bitboard::from);
            // Legal when no knight or pawn other than the one taken gives check, and no slider sees the king
            // once both pawns have left their squares: that covers a slider checker, a pinned capturer and
            // the rank pin (king, both pawns and a rook on one rank), which no pin ray shows.
            let leapers = checkers - threats.checkers - victim;
            for from in pawn_attacks(them, target) & self.pieces(us, Piece::Pawn) {
                let after = (occupied - victim).without(from).with(target);
                let seen = (S::rook(king, after) & straight) | (S::bishop(king, after) & diagonal);
                if leapers.is_empty() && seen.is_empty() {
                    visit(PieceMoves {
                        piece: Piece::Pawn,
                        from: Origin::Square(from),
                        to: Bitboard::from(target),
                    });
                }
            }
        }

        if checkers.is_empty() {
            for (color, _, castling) in &CASTLINGS {
                if *color == us
                    && mask.contains(castling.king_to)
                    && castling.rights().is_subset(self.unmoved)
                    && castling.empty.is_disjoint(occupied)
                    && castling.crossed.iter().all(|&square| !self.attacked(square, them, occupied))
                {
                    visit(PieceMoves {
                        piece: Piece::King,
                        from: Origin::Square(king),
                        to: Bitboard::from(castling.king_to),
                    });
                }
            }
        }
    }

    /// The number of leaf positions `depth` moves ahead, on the crate root's lookups.
    ///
    /// ```
    /// use chess_attacks_movegen::Position;
    ///
    /// // The published counts from the start: 20, 400, 8,902 and 197,281.
    /// assert_eq!(Position::START.perft(4), 197_281);
    /// assert_eq!(Position::START.perft(0), 1);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        self.perft_with::<Root>(depth)
    }

    /// [`Position::perft`] on the slider lookups `S`. The last ply is counted, not played: only legal moves
    /// are generated, so each group's moves are counted from its target set.
    ///
    /// ```
    /// use chess_attacks_movegen::{Position, Root};
    ///
    /// // The published perft suite's third position: 14, 191 and 2,812 leaves.
    /// let position = Position::from_fen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1")?;
    /// assert_eq!(position.perft_with::<Root>(3), 2_812);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn perft_with<S: Sliders>(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut nodes = 0;
        self.generate::<S>(|group| {
            if depth == 1 {
                nodes += u64::from(group.len());
            } else {
                group.for_each(|mv| nodes += self.play_piece(group.piece, mv).perft_with::<S>(depth - 1));
            }
        });
        nodes
    }

    /// `perft(depth)` split by the first move: `visit(move, nodes)` for each legal move, in generation order.
    ///
    /// ```
    /// use chess_attacks_movegen::Position;
    ///
    /// // From the start, every first move leaves black 20 replies.
    /// let mut split = Vec::new();
    /// Position::START.divide(2, |mv, nodes| split.push((mv, nodes)));
    /// assert_eq!(split.len(), 20);
    /// assert!(split.iter().all(|&(_, nodes)| nodes == 20));
    /// ```
    pub fn divide(&self, depth: u32, mut visit: impl FnMut(Move, u64)) {
        self.generate::<Root>(|group| {
            group.for_each(|mv| visit(mv, self.play_piece(group.piece, mv).perft(depth.saturating_sub(1))));
        });
    }
}

/// Legal moves of one kind of piece: its kind, where the moves start and where they end. A pawn that
/// reaches the last rank makes four moves per target, one per promotion.
///
/// ```
/// use chess_attacks::{Bitboard, Piece, Square};
/// use chess_attacks_movegen::{Origin, Position, Root};
///
/// // At the start, the knight on b1 reaches a3 and c3.
/// let mut groups = Vec::new();
/// Position::START.generate::<Root>(|group| groups.push((group.piece, group.from, group.to)));
/// let b1 = (Piece::Knight, Origin::Square(Square::B1), Bitboard::from(Square::A3).with(Square::C3));
/// assert!(groups.contains(&b1));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct PieceMoves {
    pub piece: Piece,
    pub from: Origin,
    pub to: Bitboard,
}

/// Where a group of moves starts.
///
/// ```
/// use chess_attacks::{Piece, Square};
/// use chess_attacks_movegen::{Origin, Position, Root};
///
/// // At the start, white's pawns step one rank (8 squares on) or two (16); each knight from its square.
/// let mut origins = Vec::new();
/// Position::START.generate::<Root>(|group| origins.push((group.piece, group.from)));
/// assert!(origins.contains(&(Piece::Pawn, Origin::Behind(8))));
/// assert!(origins.contains(&(Piece::Pawn, Origin::Behind(16))));
/// assert!(origins.contains(&(Piece::Knight, Origin::Square(Square::G1))));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// One piece's square: every move of the group starts there.
    Square(Square),
    /// Pawns moving together: each move starts this many squares (an index difference) before its target.
    Behind(i8),
}

impl Origin {
    /// The square the move to `to` starts from.
    #[inline]
    fn from(self, to: Square) -> Square {
        match self {
            Origin::Square(from) => from,
            // A generated target lies on the board as far from its pawn as the step says, so this is in range.
            Origin::Behind(step) => Square::new(to.index().wrapping_sub(step as u8)).unwrap_or(to),
        }
    }
}

impl PieceMoves {
    /// Whether these are a pawn's moves onto the last rank.
    #[inline]
    fn promotes(&self) -> bool {
        self.piece == Piece::Pawn && !self.to.is_disjoint(Bitboard::BACK_RANKS)
    }

    /// How many moves: one per target, four per promoting target.
    ///
    /// ```
    /// use chess_attacks::Piece;
    /// use chess_attacks_movegen::{Position, Root};
    ///
    /// // A white pawn on b7 may push to b8 or take the rook on a8: two squares, four promotions each.
    /// let position = Position::from_fen("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1")?;
    /// let mut pawn_moves = 0;
    /// position.generate::<Root>(|group| if group.piece == Piece::Pawn { pawn_moves += group.len() });
    /// assert_eq!(pawn_moves, 8);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    #[inline]
    pub fn len(&self) -> u32 {
        self.to.count() << (2 * u32::from(self.promotes()))
    }

    /// Whether there are none: never so for a group the generator hands out, but for one its caller narrows.
    ///
    /// ```
    /// use chess_attacks::Color;
    /// use chess_attacks_movegen::{Position, Root};
    ///
    /// // At the start four groups have moves (each knight's, the pawns' single and double steps), and none
    /// // of them takes a black piece.
    /// let black = Position::START.color(Color::Black);
    /// let mut narrowed = Vec::new();
    /// Position::START.generate::<Root>(|mut group| {
    ///     assert!(!group.is_empty());
    ///     group.to &= black;
    ///     narrowed.push(group.is_empty());
    /// });
    /// assert_eq!(narrowed, [true; 4]);
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.to.is_empty()
    }

    /// Each move, promotions in the order queen, rook, bishop, knight.
    ///
    /// ```
    /// use chess_attacks::Piece;
    /// use chess_attacks_movegen::{Position, Root};
    ///
    /// // A white pawn on a7 with a8 empty: four moves, one per promotion, and the only ones that promote.
    /// let position = Position::from_fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1")?;
    /// let mut promotions = Vec::new();
    /// position.generate::<Root>(|group| group.for_each(|mv| promotions.extend(mv.promotion)));
    /// assert_eq!(promotions, [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight]);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    pub fn for_each(&self, mut visit: impl FnMut(Move)) {
        if self.promotes() {
            for to in self.to {
                for piece in PROMOTIONS {
                    visit(Move { from: self.from.from(to), to, promotion: Some(piece) });
                }
            }
        } else {
            for to in self.to {
                visit(Move { from: self.from.from(to), to, promotion: None });
            }
        }
    }
}
