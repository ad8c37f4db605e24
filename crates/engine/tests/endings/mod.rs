//! Random endings for the engine's tests: legal positions drawn by a small seeded generator, the same every
//! run, and the same turned over for the other side.

use chess_attacks::{Color, Piece, Square};
use chess_attacks_movegen::{Placement, Position};

/// A small generator of numbers (a linear congruential one), so that the endings are the same every run.
struct Seeded(u64);

impl Seeded {
    fn below(&mut self, bound: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % bound
    }
}

/// Legal positions with the kings, white's `pieces` and after a `/` black's (such as `"QR/Q"`), white to
/// move, with their squares drawn at random.
pub fn endings(pieces: &str, count: usize, seed: u64) -> Vec<Position> {
    let (white, black) = pieces.split_once('/').unwrap_or((pieces, ""));
    let letter =
        |color, letter| Piece::from_char(letter).map(|piece| (color, piece)).expect("a piece's letter");
    let mut men = vec![(Color::White, Piece::King), (Color::Black, Piece::King)];
    men.extend(white.chars().map(|c| letter(Color::White, c)));
    men.extend(black.chars().map(|c| letter(Color::Black, c)));
    let mut rng = Seeded(seed);
    let mut positions = Vec::new();
    while positions.len() < count {
        let mut placement = Placement::EMPTY;
        for &man in &men {
            let square = Square::ALL[rng.below(64) as usize];
            if placement.piece_at(square).is_none() {
                placement.set(square, Some(man));
            }
        }
        // Kept when every man found a square of its own and the side not to move is not in check.
        let placed = Square::ALL.into_iter().filter(|&square| placement.piece_at(square).is_some()).count();
        if let (true, Ok(position)) = (placed == men.len(), Position::try_from(placement)) {
            positions.push(position);
        }
    }
    positions
}

/// `position`, with no castling rights or en passant square, turned over: rank 1 becomes rank 8, each piece
/// changes colour and the other side is to move.
pub fn turned_over(position: &Position) -> Position {
    let fen = position.fen().to_string();
    let mut fields = fen.split(' ');
    let board = fields.next().unwrap_or_default().split('/').rev().collect::<Vec<_>>().join("/");
    let board: String = board
        .chars()
        .map(|c| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() })
        .collect();
    let side = if fields.next() == Some("w") { "b" } else { "w" };
    Position::from_fen(&format!("{board} {side} - - 0 1")).expect("a position turned over is one")
}
