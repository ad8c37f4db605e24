//! A compact legal move generator on chess-attacks' public lookups: FEN parsing, castling, en passant,
//! promotions. It generates only legal moves, the way fast generators do: the checkers and pinned pieces
//! first ([`slider_threats`]), then each piece's targets cut to the check mask ([`between`]) and its pin
//! line ([`line()`]); so perft counts the last ply's moves without playing them.
//!
//! `no_std` and allocation-free, so the same crate runs in the desktop `perft` and `search` examples, the
//! tests, the benches, the wasm32 harness and the micro:bit firmware: moves go into a fixed-capacity
//! [`MoveList`], and a bad FEN is a [`FenError`] naming the field and the byte offset of the offending text.
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

use core::fmt;

use chess_attacks::{
    Bitboard, Color, Direction, File, Piece, Rank, Square, between, bishop_rays, king_attacks,
    knight_attacks, line, pawn_attacks, rook_rays, slider_threats,
};
pub use chess_attacks::{Root, Sliders};
pub use fen::Fen;

mod fen;

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

/// Every legal move of a position, in a fixed-capacity array: no allocation. No legal chess position has
/// more than 218 moves, and only legal moves are ever pushed.
#[derive(Clone, Copy)]
pub struct MoveList {
    moves: [Move; MoveList::CAPACITY],
    len: usize,
}

impl MoveList {
    /// Room for the most legal moves any position has (218), rounded up.
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
    pub fn as_slice(&self) -> &[Move] {
        self.moves.get(..self.len).unwrap_or(&[])
    }
}

/// The part of a FEN string an error is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenField {
    /// The text as a whole: it has too few or too many fields.
    Fields,
    /// Field 1, the piece placement.
    Placement,
    /// Field 2, the side to move.
    Side,
    /// Field 3, the castling rights.
    Castling,
    /// Field 4, the en passant square.
    EnPassant,
    /// Field 5.
    HalfmoveClock,
    /// Field 6.
    FullmoveNumber,
}

/// What is wrong with a FEN string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenProblem {
    /// Not 4 to 6 space-separated fields: how many there are.
    FieldCount(usize),
    /// The placement does not have 8 ranks separated by `/`: how many it has.
    RankCount(usize),
    /// A letter in the placement is neither a piece nor a digit 1–8.
    NotAPiece(char, Rank),
    /// A rank describes more than 8 squares.
    RankTooLong(Rank),
    /// A rank describes other than 8 squares: how many.
    RankLength(Rank, u8),
    /// The side to move is not `w` or `b`.
    NotASide,
    /// A castling letter appears twice.
    CastlingTwice(char),
    /// A letter in the castling field is not `K`, `Q`, `k`, `q` or `-`.
    NotACastlingRight(char),
    /// A castling right whose king and rook are not on their squares: the right, the king's square and the
    /// rook's.
    CastlingWithoutPieces(char, Square, Square),
    /// The en passant field is not a square.
    NotASquare,
    /// The en passant square does not lie behind a pawn that just moved two squares.
    NoDoublePush(Square),
    /// A move counter is not a whole number.
    NotANumber,
    /// A side has other than one king: which side and how many.
    KingCount(Color, u32),
    /// A pawn stands on rank 1 or 8.
    PawnOnBackRank,
    /// The side that just moved is in check.
    OpponentInCheck(Color),
}

/// Why a FEN string was rejected: the field, the byte offset in the FEN where the offending text starts, and
/// what is wrong. `Display` says all three without quoting the FEN (the caller has it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FenError {
    pub field: FenField,
    pub at: usize,
    pub problem: FenProblem,
}

impl fmt::Display for FenField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenField::Fields => "the fields",
            FenField::Placement => "the placement",
            FenField::Side => "the side to move",
            FenField::Castling => "the castling field",
            FenField::EnPassant => "the en passant field",
            FenField::HalfmoveClock => "the halfmove clock",
            FenField::FullmoveNumber => "the fullmove number",
        })
    }
}

impl fmt::Display for FenProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            FenProblem::FieldCount(found) => write!(
                f,
                "expected 4 to 6 space-separated fields (placement, side, castling, en passant, clocks), found {found}"
            ),
            FenProblem::RankCount(found) => write!(f, "{found} ranks separated by '/', expected 8"),
            FenProblem::NotAPiece(letter, rank) => {
                write!(f, "'{letter}' on rank {rank} is not a piece letter or 1-8")
            }
            FenProblem::RankTooLong(rank) => write!(f, "rank {rank} has more than 8 squares"),
            FenProblem::RankLength(rank, squares) => {
                write!(f, "rank {rank} has {squares} squares, expected 8")
            }
            FenProblem::NotASide => f.write_str("expected w or b"),
            FenProblem::CastlingTwice(letter) => write!(f, "castling right '{letter}' is given twice"),
            FenProblem::NotACastlingRight(letter) => write!(f, "'{letter}' is not one of K, Q, k, q or -"),
            FenProblem::CastlingWithoutPieces(letter, king, rook) => {
                write!(f, "castling right '{letter}' needs a king on {king} and a rook on {rook}")
            }
            FenProblem::NotASquare => f.write_str("not a square"),
            FenProblem::NoDoublePush(square) => {
                write!(f, "{square} does not lie behind a pawn that just moved two squares")
            }
            FenProblem::NotANumber => f.write_str("expected a whole number"),
            FenProblem::KingCount(color, kings) => write!(f, "{color} has {kings} kings, expected 1"),
            FenProblem::PawnOnBackRank => f.write_str("a pawn stands on rank 1 or 8"),
            FenProblem::OpponentInCheck(color) => {
                write!(f, "{color} is in check but it is not {color}'s move")
            }
        }
    }
}

impl fmt::Display for FenError {
    /// For example `the castling field, at byte 37: 'z' is not one of K, Q, k, q or -`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, at byte {}: {}", self.field, self.at, self.problem)
    }
}

impl core::error::Error for FenError {}

/// The FEN's space-separated fields with the byte offset of each, without allocating: up to 6, and how
/// many there were in all. Byte by byte, as is the rest of the parser: `str`'s searching methods link panic
/// paths that the firmware must not carry.
fn split_fields(fen: &str) -> ([(usize, &str); 6], usize) {
    let mut fields = [(fen.len(), ""); 6];
    let (mut count, mut start) = (0, None);
    for (index, byte) in fen.bytes().chain([b' ']).enumerate() {
        match (byte.is_ascii_whitespace(), start) {
            (false, None) => start = Some(index),
            (true, Some(begin)) => {
                if let (Some(slot), Some(field)) = (fields.get_mut(count), fen.get(begin..index)) {
                    *slot = (begin, field);
                }
                count += 1;
                start = None;
            }
            _ => {}
        }
    }
    (fields, count)
}

/// The character that starts at byte `at` of `text`, for error messages.
fn char_at(text: &str, at: usize) -> char {
    text.get(at..).and_then(|rest| rest.chars().next()).unwrap_or(' ')
}

/// A square's name, `e3`, read from its two bytes.
fn parse_square(text: &str) -> Option<Square> {
    let &[file, rank] = text.as_bytes() else { return None };
    let file = File::new(file.wrapping_sub(b'a'))?;
    let rank = Rank::new(rank.wrapping_sub(b'1'))?;
    Some(Square::from_coords(file, rank))
}

/// A whole number without sign, as the move counters are.
fn parse_number(text: &str) -> Option<u32> {
    if text.is_empty() {
        return None;
    }
    text.bytes().try_fold(0u32, |number, byte| {
        let digit = byte.checked_sub(b'0').filter(|digit| *digit <= 9)?;
        number.checked_mul(10)?.checked_add(u32::from(digit))
    })
}

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

/// The squares the rook leaves and lands on when `piece`, making `mv`, castles; `None` for any other move.
pub fn castling_rook(piece: Piece, mv: Move) -> Option<(Square, Square)> {
    if piece != Piece::King || mv.from.file().index().abs_diff(mv.to.file().index()) != 2 {
        return None;
    }
    let (_, _, castling) = CASTLINGS.iter().find(|(_, _, castling)| castling.king_to == mv.to)?;
    Some((castling.rook_from, castling.rook_to))
}

/// A castling move: the king's path and the rook's.
struct Castling {
    king_from: Square,
    king_to: Square,
    rook_from: Square,
    rook_to: Square,
    /// Must be empty: every square between king and rook.
    empty: Bitboard,
    /// Must not be attacked: the squares the king crosses and lands on (the generator castles only out of
    /// check).
    crossed: [Square; 2],
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

    /// Parses the six FEN fields (the two move counters may be left out).
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let (fields, count) = split_fields(fen);
        if !(4..=6).contains(&count) {
            let at = if count > 6 { fields[5].0 + fields[5].1.len() } else { fen.len() };
            return Err(FenError { field: FenField::Fields, at, problem: FenProblem::FieldCount(count) });
        }
        let error = |field, at, problem| FenError { field, at, problem };
        let mut position = Position {
            by_color: [Bitboard::EMPTY; 2],
            by_piece: [Bitboard::EMPTY; 6],
            side: Color::White,
            unmoved: Bitboard::EMPTY,
            en_passant: None,
        };

        let (start, placement) = fields[0];
        let placement_error = |at, problem| error(FenField::Placement, start + at, problem);
        let ranks = placement.bytes().filter(|&byte| byte == b'/').count() + 1;
        if ranks != 8 {
            return Err(placement_error(0, FenProblem::RankCount(ranks)));
        }
        let (mut ranks, mut file, mut rank_start) = (Rank::ALL.into_iter().rev(), 0u8, 0);
        let mut rank = ranks.next().unwrap_or(Rank::Eight);
        for (at, byte) in placement.bytes().chain([b'/']).enumerate() {
            if byte == b'/' {
                if file != 8 {
                    return Err(placement_error(rank_start, FenProblem::RankLength(rank, file)));
                }
                (file, rank_start) = (0, at + 1);
                rank = ranks.next().unwrap_or(rank);
                continue;
            }
            if (b'1'..=b'8').contains(&byte) {
                file += byte - b'0';
                // At once, so that a long run of digits cannot wrap the count round to a valid rank.
                if file > 8 {
                    return Err(placement_error(at, FenProblem::RankTooLong(rank)));
                }
                continue;
            }
            let letter = char_at(placement, at);
            let (color, piece) =
                piece_from_fen(letter).ok_or(placement_error(at, FenProblem::NotAPiece(letter, rank)))?;
            let square = File::new(file).map(|file| Square::from_coords(file, rank));
            let square = square.ok_or(placement_error(at, FenProblem::RankTooLong(rank)))?;
            position.put(color, piece, square);
            file += 1;
        }

        let (start, side) = fields[1];
        position.side = match side {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(error(FenField::Side, start, FenProblem::NotASide)),
        };

        let (start, castling_field) = fields[2];
        if castling_field != "-" {
            let bytes = castling_field.as_bytes();
            for (index, &byte) in bytes.iter().enumerate() {
                let letter = char_at(castling_field, index);
                let castling_error = |problem| error(FenField::Castling, start + index, problem);
                if bytes.iter().take(index).any(|&earlier| earlier == byte) {
                    return Err(castling_error(FenProblem::CastlingTwice(letter)));
                }
                let (color, _, castling) = CASTLINGS
                    .iter()
                    .find(|(_, name, _)| *name == letter)
                    .ok_or(castling_error(FenProblem::NotACastlingRight(letter)))?;
                let king = position.pieces(*color, Piece::King).contains(castling.king_from);
                let rook = position.pieces(*color, Piece::Rook).contains(castling.rook_from);
                if !(king && rook) {
                    let problem =
                        FenProblem::CastlingWithoutPieces(letter, castling.king_from, castling.rook_from);
                    return Err(castling_error(problem));
                }
                position.unmoved |= castling.rights();
            }
        }

        let (start, en_passant) = fields[3];
        if en_passant != "-" {
            let en_passant_error = |problem| error(FenField::EnPassant, start, problem);
            let square = parse_square(en_passant).ok_or(en_passant_error(FenProblem::NotASquare))?;
            let rank = if position.side == Color::White { Rank::Six } else { Rank::Three };
            // The pawn that moved two squares stands one rank beyond it: index ^ 8 on ranks 3 and 6.
            let pushed_to = Square::new(square.index() ^ 8);
            let pusher = position.side.opponent();
            let pushed = pushed_to.is_some_and(|to| position.pieces(pusher, Piece::Pawn).contains(to));
            if square.rank() != rank || !pushed {
                return Err(en_passant_error(FenProblem::NoDoublePush(square)));
            }
            position.en_passant = Some(square);
        }

        let clocks = [FenField::HalfmoveClock, FenField::FullmoveNumber];
        for (field, &(start, text)) in clocks.into_iter().zip(fields.iter().skip(4).take(count - 4)) {
            if parse_number(text).is_none() {
                return Err(error(field, start, FenProblem::NotANumber));
            }
        }

        // Whole-position checks point at the placement.
        let (start, _) = fields[0];
        for color in Color::ALL {
            let kings = position.pieces(color, Piece::King).count();
            if kings != 1 {
                return Err(error(FenField::Placement, start, FenProblem::KingCount(color, kings)));
            }
        }
        if !position.by_piece[Piece::Pawn as usize].is_disjoint(Bitboard::BACK_RANKS) {
            return Err(error(FenField::Placement, start, FenProblem::PawnOnBackRank));
        }
        let waiting = position.side.opponent();
        if position
            .king(waiting)
            .is_some_and(|king| position.attacked(king, position.side, position.occupied()))
        {
            return Err(error(FenField::Placement, start, FenProblem::OpponentInCheck(waiting)));
        }
        Ok(position)
    }

    fn put(&mut self, color: Color, piece: Piece, square: Square) {
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
    fn king(&self, color: Color) -> Option<Square> {
        self.pieces(color, Piece::King).first()
    }

    #[inline]
    fn piece_on(&self, square: Square) -> Option<Piece> {
        Piece::ALL.into_iter().find(|&piece| self.by_piece[piece as usize].contains(square))
    }

    /// Every square a piece of `by` attacks when the squares in `occupied` hold pieces.
    fn attack_map<S: Sliders>(&self, by: Color, occupied: Bitboard) -> Bitboard {
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
    fn attacked(&self, square: Square, by: Color, occupied: Bitboard) -> bool {
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

    /// Every legal move, in no particular order.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.generate::<Root>(|group| group.for_each(|mv| moves.push(mv)));
        moves
    }

    /// Every legal move, grouped by the piece that makes it, handed to `visit`. Only legal moves are
    /// generated: the checkers decide which squares a move may end on (any, or those that block or capture a
    /// single checker, or none but the king's in double check), a pinned piece keeps to the line through its
    /// king, and the king steps only onto squares the other side does not attack once the king has left its
    /// square. En passant, which lifts two pieces off one line, is the one move tried on the occupancy.
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
    pub fn generate_to<S: Sliders>(&self, mask: Bitboard, mut visit: impl FnMut(PieceMoves)) {
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
        let allowed = mask
            & match checkers.first() {
                Some(checker) => between(king, checker).with(checker),
                None => !ours,
            };
        // A pinned piece keeps to the line through its king and itself.
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
            if !promoting.is_empty() {
                visit(PieceMoves { piece: Piece::Pawn, from, to: promoting });
            }
        }

        if let Some(target) = self.en_passant.filter(|&target| mask.contains(target)) {
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

    /// The position after `mv`, one of this position's legal moves. A move from an empty square only passes
    /// the turn.
    pub fn play(&self, mv: Move) -> Position {
        match self.piece_on(mv.from) {
            Some(piece) => self.play_piece(piece, mv),
            None => Position { side: self.side.opponent(), ..*self },
        }
    }

    /// [`Position::play`] when the caller knows which piece moves (the generator says, in
    /// [`PieceMoves::piece`]): no square is searched for it.
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

    /// The number of leaf positions `depth` moves ahead, on the crate root's lookups.
    pub fn perft(&self, depth: u32) -> u64 {
        self.perft_with::<Root>(depth)
    }

    /// [`Position::perft`] on the slider lookups `S`. The last ply is counted, not played: only legal moves
    /// are generated, so each group's moves are counted from its target set.
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
    pub fn divide(&self, depth: u32, mut visit: impl FnMut(Move, u64)) {
        self.generate::<Root>(|group| {
            group.for_each(|mv| visit(mv, self.play_piece(group.piece, mv).perft(depth.saturating_sub(1))));
        });
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

/// Legal moves of one kind of piece: its kind, where the moves start and where they end. A pawn that
/// reaches the last rank makes four moves per target, one per promotion.
#[derive(Clone, Copy, Debug)]
pub struct PieceMoves {
    pub piece: Piece,
    pub from: Origin,
    pub to: Bitboard,
}

/// Where a group of moves starts.
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
    #[inline]
    pub fn len(&self) -> u32 {
        self.to.count() << (2 * u32::from(self.promotes()))
    }

    /// Whether there are none.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.to.is_empty()
    }

    /// Each move, promotions in the order queen, rook, bishop, knight.
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
