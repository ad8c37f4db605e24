//! A compact legal move generator on chess-attacks' public lookups: FEN parsing, castling, en passant,
//! promotions, and legality by king safety. It exists to prove the attack tables with perft, so it favours
//! being short and plainly right over being fast (copy-make, one king-safety check per move).

use std::fmt;

use chess_attacks::{
    Bitboard, Color, File, Piece, Rank, Square, bishop_attacks, bishop_moves, king_attacks, knight_attacks,
    pawn_attacks, queen_moves, rook_attacks, rook_moves,
};

/// What a pawn may promote to, in the order the moves are listed.
const PROMOTIONS: [Piece; 4] = [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight];

/// The piece a FEN letter names: lowercase for black, uppercase for white.
fn piece_from_fen(letter: char) -> Option<(Color, Piece)> {
    let piece = match letter.to_ascii_lowercase() {
        'p' => Piece::Pawn,
        'n' => Piece::Knight,
        'b' => Piece::Bishop,
        'r' => Piece::Rook,
        'q' => Piece::Queen,
        'k' => Piece::King,
        _ => return None,
    };
    let color = if letter.is_ascii_uppercase() { Color::White } else { Color::Black };
    Some((color, piece))
}

/// The piece's lowercase FEN letter.
fn letter(piece: Piece) -> char {
    ['p', 'n', 'b', 'r', 'q', 'k'][piece as usize]
}

/// A move in the UCI sense: from, to, and the piece a pawn promotes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Piece>,
}

impl fmt::Display for Move {
    /// UCI notation: `e2e4`, `e7e8q`, `e1g1` for castling.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        match self.promotion {
            Some(piece) => write!(f, "{}", letter(piece)),
            None => Ok(()),
        }
    }
}

/// Why a FEN string was rejected. The message quotes the FEN and names the part that is wrong.
#[derive(Debug, PartialEq, Eq)]
pub struct FenError {
    fen: String,
    reason: String,
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid FEN \"{}\": {}", self.fen, self.reason)
    }
}

impl std::error::Error for FenError {}

/// A position: who stands where, whose move it is, castling rights and the en passant square.
#[derive(Clone, Copy, Debug)]
pub struct Position {
    by_color: [Bitboard; 2],
    by_piece: [Bitboard; 6],
    side: Color,
    /// The king and rook squares whose pieces have not moved: a castling right holds while both its king's
    /// and its rook's squares are here, and any move from or to a square removes it.
    unmoved: Bitboard,
    en_passant: Option<Square>,
}

/// A castling move: the king's path and the rook's.
struct Castling {
    king_from: Square,
    king_to: Square,
    rook_from: Square,
    rook_to: Square,
    /// Must be empty: every square between king and rook.
    empty: Bitboard,
    /// Must not be attacked: the squares the king stands on, crosses and lands on.
    safe: [Square; 3],
}

impl Castling {
    /// The squares whose pieces must not have moved for this castling to be allowed.
    fn rights(&self) -> Bitboard {
        Bitboard::from(self.king_from).with(self.rook_from)
    }
}

const CASTLINGS: [(Color, char, Castling); 4] = {
    use Square::*;
    const fn castling(king_to: Square, rook_from: Square, rook_to: Square, empty: Bitboard) -> Castling {
        let king_from = if (rook_from as u8) < 8 { E1 } else { E8 };
        // The king crosses the square the rook lands on.
        Castling { king_from, king_to, rook_from, rook_to, empty, safe: [king_from, rook_to, king_to] }
    }
    [
        (Color::White, 'K', castling(G1, H1, F1, Bitboard::EMPTY.with(F1).with(G1))),
        (Color::White, 'Q', castling(C1, A1, D1, Bitboard::EMPTY.with(B1).with(C1).with(D1))),
        (Color::Black, 'k', castling(G8, H8, F8, Bitboard::EMPTY.with(F8).with(G8))),
        (Color::Black, 'q', castling(C8, A8, D8, Bitboard::EMPTY.with(B8).with(C8).with(D8))),
    ]
};

impl Position {
    /// Parses the six FEN fields (the two move counters may be left out).
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let error = |reason: String| FenError { fen: fen.to_string(), reason };
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if !(4..=6).contains(&fields.len()) {
            return Err(error(format!(
                "expected 4 to 6 space-separated fields (placement, side, castling, en passant, clocks), found {}",
                fields.len()
            )));
        }
        let mut position = Position {
            by_color: [Bitboard::EMPTY; 2],
            by_piece: [Bitboard::EMPTY; 6],
            side: Color::White,
            unmoved: Bitboard::EMPTY,
            en_passant: None,
        };

        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != 8 {
            return Err(error(format!(
                "the placement has {} ranks separated by '/', expected 8",
                ranks.len()
            )));
        }
        for (text, rank) in ranks.iter().zip(Rank::ALL.into_iter().rev()) {
            let mut file = 0u8;
            for letter in text.chars() {
                if let Some(skip) = letter.to_digit(10).filter(|skip| (1..=8).contains(skip)) {
                    file += skip as u8;
                    continue;
                }
                let (color, piece) = piece_from_fen(letter).ok_or_else(|| {
                    error(format!("'{letter}' on rank {} is not a piece letter or 1-8", rank.to_char()))
                })?;
                let square = File::new(file).map(|file| Square::from_coords(file, rank));
                let square = square
                    .ok_or_else(|| error(format!("rank {} has more than 8 squares", rank.to_char())))?;
                position.put(color, piece, square);
                file += 1;
            }
            if file != 8 {
                return Err(error(format!("rank {} has {file} squares, expected 8", rank.to_char())));
            }
        }

        position.side = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(error(format!("the side to move is \"{other}\", expected w or b"))),
        };

        if fields[2] != "-" {
            for (index, letter) in fields[2].char_indices() {
                if fields[2][..index].contains(letter) {
                    return Err(error(format!("castling right '{letter}' is given twice")));
                }
                let (color, _, castling) =
                    CASTLINGS.iter().find(|(_, name, _)| *name == letter).ok_or_else(|| {
                        error(format!("'{letter}' in the castling field is not one of K, Q, k, q or -"))
                    })?;
                let rights = castling.rights();
                let king = position.pieces(*color, Piece::King).contains(castling.king_from);
                let rook = position.pieces(*color, Piece::Rook).contains(castling.rook_from);
                if !(king && rook) {
                    return Err(error(format!(
                        "castling right '{letter}' needs a king on {} and a rook on {}",
                        castling.king_from, castling.rook_from
                    )));
                }
                position.unmoved |= rights;
            }
        }

        if fields[3] != "-" {
            let square: Square =
                fields[3].parse().map_err(|e| error(format!("the en passant field: {e}")))?;
            let rank = if position.side == Color::White { Rank::Six } else { Rank::Three };
            // The pawn that moved two squares stands one rank beyond it: index ^ 8 on ranks 3 and 6.
            let pushed_to = Square::new(square.index() ^ 8);
            let pusher = position.side.opponent();
            let pushed = pushed_to.is_some_and(|to| position.pieces(pusher, Piece::Pawn).contains(to));
            if square.rank() != rank || !pushed {
                return Err(error(format!(
                    "en passant square {square} does not lie behind a pawn that just moved two squares"
                )));
            }
            position.en_passant = Some(square);
        }

        for (name, field) in ["halfmove clock", "fullmove number"].iter().zip(&fields[4..]) {
            if field.parse::<u32>().is_err() {
                return Err(error(format!("the {name} is \"{field}\", expected a whole number")));
            }
        }

        for color in Color::ALL {
            let kings = position.pieces(color, Piece::King).count();
            if kings != 1 {
                return Err(error(format!("{color:?} has {kings} kings, expected 1")));
            }
        }
        let back_ranks = Bitboard::BACK_RANKS;
        if !position.by_piece[Piece::Pawn as usize].is_disjoint(back_ranks) {
            return Err(error("a pawn stands on rank 1 or 8".to_string()));
        }
        let waiting = position.side.opponent();
        if position.attacked(position.king(waiting), position.side) {
            return Err(error(format!("{waiting:?} is in check but it is not {waiting:?}'s move")));
        }
        Ok(position)
    }

    fn put(&mut self, color: Color, piece: Piece, square: Square) {
        self.by_color[color as usize] |= square;
        self.by_piece[piece as usize] |= square;
    }

    fn pieces(&self, color: Color, piece: Piece) -> Bitboard {
        self.by_color[color as usize] & self.by_piece[piece as usize]
    }

    fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    fn king(&self, color: Color) -> Square {
        self.pieces(color, Piece::King).first().expect("from_fen checked one king per side")
    }

    fn piece_on(&self, square: Square) -> Option<Piece> {
        Piece::ALL.into_iter().find(|&piece| self.by_piece[piece as usize].contains(square))
    }

    /// Whether a piece of `by` attacks `square`.
    fn attacked(&self, square: Square, by: Color) -> bool {
        let occupied = self.occupied();
        let theirs = |piece| self.pieces(by, piece);
        let diagonal = theirs(Piece::Bishop) | theirs(Piece::Queen);
        let straight = theirs(Piece::Rook) | theirs(Piece::Queen);
        // A pawn of `by` attacks `square` exactly when a pawn of the other colour on `square` would attack it.
        !((pawn_attacks(by.opponent(), square) & theirs(Piece::Pawn))
            | (knight_attacks(square) & theirs(Piece::Knight))
            | (king_attacks(square) & theirs(Piece::King))
            | (bishop_attacks(square, occupied) & diagonal)
            | (rook_attacks(square, occupied) & straight))
            .is_empty()
    }

    /// Every legal move, in no particular order.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        self.pseudo_legal_moves(&mut moves);
        let us = self.side;
        moves.retain(|&mv| {
            let next = self.play(mv);
            !next.attacked(next.king(us), next.side)
        });
        moves
    }

    /// Every move that obeys how the pieces move, before checking that it leaves the king safe.
    fn pseudo_legal_moves(&self, moves: &mut Vec<Move>) {
        let us = self.side;
        let ours = self.by_color[us as usize];
        let theirs = self.by_color[us.opponent() as usize];
        let empty = !self.occupied();
        let mut add = |from: Square, targets: Bitboard| {
            moves.extend(targets.into_iter().map(|to| Move { from, to, promotion: None }));
        };
        for from in self.pieces(us, Piece::Knight) {
            add(from, knight_attacks(from) - ours);
        }
        for from in self.pieces(us, Piece::Bishop) {
            add(from, bishop_moves(from, ours, theirs));
        }
        for from in self.pieces(us, Piece::Rook) {
            add(from, rook_moves(from, ours, theirs));
        }
        for from in self.pieces(us, Piece::Queen) {
            add(from, queen_moves(from, ours, theirs));
        }
        let king = self.king(us);
        add(king, king_attacks(king) - ours);
        for (color, _, castling) in &CASTLINGS {
            let rights = castling.rights();
            if *color == us
                && rights.is_subset(self.unmoved)
                && castling.empty.is_disjoint(self.occupied())
                && castling.safe.iter().all(|&square| !self.attacked(square, us.opponent()))
            {
                moves.push(Move { from: castling.king_from, to: castling.king_to, promotion: None });
            }
        }

        let (forward, start_rank, last_rank) = match us {
            Color::White => (1, Rank::Two, Rank::Eight),
            Color::Black => (-1, Rank::Seven, Rank::One),
        };
        let en_passant = self.en_passant.map_or(Bitboard::EMPTY, Bitboard::from);
        for from in self.pieces(us, Piece::Pawn) {
            let step = |square: Square| square.offset(0, forward);
            let mut targets = pawn_attacks(us, from) & (theirs | en_passant);
            if let Some(one) = step(from).filter(|&one| empty.contains(one)) {
                targets = targets.with(one);
                if let Some(two) = step(one).filter(|&two| from.rank() == start_rank && empty.contains(two)) {
                    targets = targets.with(two);
                }
            }
            for to in targets {
                if to.rank() == last_rank {
                    moves.extend(PROMOTIONS.map(|piece| Move { from, to, promotion: Some(piece) }));
                } else {
                    moves.push(Move { from, to, promotion: None });
                }
            }
        }
    }

    /// The position after `mv`, which must be one of this position's pseudo-legal moves.
    pub fn play(&self, mv: Move) -> Position {
        let mut next = *self;
        let (us, them) = (self.side, self.side.opponent());
        let piece = self.piece_on(mv.from).expect("a move starts on a piece");
        let (from, to) = (Bitboard::from(mv.from), Bitboard::from(mv.to));

        if let Some(captured) = self.piece_on(mv.to) {
            next.by_piece[captured as usize] -= to;
            next.by_color[them as usize] -= to;
        }
        if piece == Piece::Pawn && Some(mv.to) == self.en_passant {
            // The captured pawn is one rank behind the target square (rank 6 → 5, rank 3 → 4): index ^ 8.
            let victim = Square::new(mv.to.index() ^ 8).map_or(Bitboard::EMPTY, Bitboard::from);
            next.by_piece[Piece::Pawn as usize] -= victim;
            next.by_color[them as usize] -= victim;
        }
        next.by_piece[piece as usize] ^= from | to;
        next.by_color[us as usize] ^= from | to;
        if let Some(promotion) = mv.promotion {
            next.by_piece[Piece::Pawn as usize] -= to;
            next.by_piece[promotion as usize] |= to;
        }
        if piece == Piece::King {
            if let Some((_, _, castling)) =
                CASTLINGS.iter().find(|(_, _, c)| c.king_from == mv.from && c.king_to == mv.to)
            {
                let rook = Bitboard::from(castling.rook_from).with(castling.rook_to);
                next.by_piece[Piece::Rook as usize] ^= rook;
                next.by_color[us as usize] ^= rook;
            }
        }
        next.unmoved -= from | to;
        let double_push = piece == Piece::Pawn && mv.from.index().abs_diff(mv.to.index()) == 16;
        next.en_passant = double_push.then(|| Square::new((mv.from.index() + mv.to.index()) / 2)).flatten();
        next.side = them;
        next
    }

    /// The number of leaf positions `depth` moves ahead.
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.legal_moves().len() as u64,
            _ => self.legal_moves().into_iter().map(|mv| self.play(mv).perft(depth - 1)).sum(),
        }
    }

    /// `perft(depth)` split by the first move, as (move, nodes), sorted by the move's UCI name.
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        let mut counts: Vec<(Move, u64)> = self
            .legal_moves()
            .into_iter()
            .map(|mv| (mv, self.play(mv).perft(depth.saturating_sub(1))))
            .collect();
        counts.sort_by_key(|(mv, _)| mv.to_string());
        counts
    }
}
