//! The browser test's oracle: the crate's answers computed natively, from the crate root and the move
//! generator, never from the page's module, as JSON on standard output.
//!
//!   oracle positions COUNT SEED   # COUNT lines `FEN;A;B`: positions of seeded random games, two squares
//!   oracle answers                # for each `FEN;A;B` line on standard input, what the page must mark
//!   oracle game                   # a game on standard input as UCI's position command sets one up
//!                                 # (`startpos` or `fen <FEN>`, then `moves …`): whether every move is
//!                                 # legal, and how the game ended
//!   oracle bits COUNT SEED        # COUNT seeded workbench sessions: two u64s and operations on them, with
//!                                 # each value after each operation (the page's u64 workbench)
use std::collections::HashMap;
use std::io::{self, Read};
use std::process::ExitCode;

use chess_attacks::reference::SplitMix64;
use chess_attacks::{
    Bitboard, Color, Direction, Piece, Square, attacks, between, bishop_moves, line, pawn_attacks,
    queen_moves, ray, rook_moves, slider_threats,
};
use chess_attacks_movegen::{Position, Replay, SetupError, UciMove, setup};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["positions", count, seed] => match (count.parse(), seed.parse()) {
            (Ok(count), Ok(seed)) => Ok(positions(count, seed)),
            _ => Err(format!("COUNT and SEED must be whole numbers, not {count} and {seed}")),
        },
        ["answers"] => read_stdin().and_then(|text| answers(&text)),
        ["game"] => read_stdin().and_then(|text| game(&text)),
        ["bits", count, seed] => match (count.parse(), seed.parse()) {
            (Ok(count), Ok(seed)) => Ok(bits(count, seed)),
            _ => Err(format!("COUNT and SEED must be whole numbers, not {count} and {seed}")),
        },
        _ => {
            Err("usage: oracle positions COUNT SEED | oracle answers | oracle game | oracle bits COUNT SEED"
                .to_string())
        }
    };
    match result {
        Ok(output) => {
            println!("{output}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("oracle: {message}");
            ExitCode::FAILURE
        }
    }
}

fn read_stdin() -> Result<String, String> {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).map_err(|error| format!("cannot read standard input: {error}"))?;
    Ok(text)
}

/// `count` lines `FEN;A;B`. Each position is a seeded random game from the start, 0 to 119 half-moves long;
/// A holds a piece, of each kind in turn where the position has one; B, another square, is on a line with A
/// half the time (so that between and ray are rarely empty), anywhere else the other half.
fn positions(count: usize, seed: u64) -> String {
    let mut rng = SplitMix64::new(seed);
    let mut lines = Vec::new();
    for index in 0..count {
        let mut position = Position::START;
        for _ in 0..rng.next_u64() % 120 {
            let moves = position.legal_moves();
            let moves = moves.as_slice();
            if moves.is_empty() {
                break;
            }
            let mv = moves[(rng.next_u64() % moves.len() as u64) as usize];
            position = position.play(mv);
        }
        let occupied: Vec<Square> = position.occupied().squares().collect();
        let wanted = Piece::ALL[index % 6];
        let of_kind: Vec<Square> = occupied
            .iter()
            .copied()
            .filter(|&square| matches!(position.piece_at(square), Some((_, p)) if p == wanted))
            .collect();
        let from = if of_kind.is_empty() { &occupied } else { &of_kind };
        let a = from[(rng.next_u64() % from.len() as u64) as usize];
        let aligned: Vec<Square> = chess_attacks::queen_attacks(a, Bitboard::EMPTY).squares().collect();
        // B is never A: on the page a second click on the first square takes the pick back.
        let b = if rng.next_u64() & 1 == 0 {
            aligned[(rng.next_u64() % aligned.len() as u64) as usize]
        } else {
            let other = Square::new((rng.next_u64() % 63) as u8).expect("a square index below 64");
            if other.index() >= a.index() {
                Square::new(other.index() + 1).expect("a square index below 64")
            } else {
                other
            }
        };
        lines.push(format!("{};{a};{b}", position.fen()));
    }
    lines.join("\n")
}

/// What the page must mark for each `FEN;A;B` line, as a JSON array; bitboards as decimal strings.
fn answers(text: &str) -> Result<String, String> {
    let mut cases = Vec::new();
    for line_text in text.lines().filter(|line| !line.trim().is_empty()) {
        let fields: Vec<&str> = line_text.split(';').collect();
        let [fen_text, a, b] = fields.as_slice() else {
            return Err(format!("expected FEN;A;B, found {line_text:?}"));
        };
        let position = Position::from_fen(fen_text).map_err(|error| format!("{fen_text}: {error}"))?;
        let a: Square = a.parse().map_err(|error| format!("{a}: {error}"))?;
        let b: Square = b.parse().map_err(|error| format!("{b}: {error}"))?;
        let occupied = position.occupied();
        let side = |color: Color| {
            Piece::ALL.iter().fold(Bitboard::EMPTY, |all, &piece| all | position.pieces(color, piece))
        };
        let (mut attack, mut moves, mut captures, mut legal) =
            (Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY);
        if let Some((color, piece)) = position.piece_at(a) {
            let (friends, enemies) = (side(color), side(color.opponent()));
            attack = attacks(piece, color, a, occupied);
            moves = match piece {
                Piece::Rook => rook_moves(a, friends, enemies),
                Piece::Bishop => bishop_moves(a, friends, enemies),
                Piece::Queen => queen_moves(a, friends, enemies),
                Piece::Knight | Piece::King => attack & !friends,
                Piece::Pawn => {
                    let pawn = Bitboard::from_square(a);
                    let empty = !occupied;
                    (pawn_attacks(color, a) & enemies)
                        | pawn.pawn_pushes(color, empty)
                        | pawn.pawn_double_pushes(color, empty)
                }
            };
            captures = moves & enemies;
            for mv in position.legal_moves().as_slice().iter().filter(|mv| mv.from == a) {
                legal = legal.with(mv.to);
            }
        }
        let us = position.side_to_move();
        let them = |piece| position.pieces(us.opponent(), piece);
        let king =
            position.pieces(us, Piece::King).first().ok_or("a position without the side to move's king")?;
        let threats = slider_threats(
            king,
            occupied,
            them(Piece::Rook) | them(Piece::Queen),
            them(Piece::Bishop) | them(Piece::Queen),
        );
        let mut legal_moves: Vec<String> =
            position.legal_moves().as_slice().iter().map(ToString::to_string).collect();
        legal_moves.sort();
        let quoted: Vec<String> = legal_moves.iter().map(|mv| format!("\"{mv}\"")).collect();
        cases.push(format!(
            "{{\"fen\":\"{fen_text}\",\"a\":\"{a}\",\"b\":\"{b}\",\"attack\":\"{}\",\"moves\":\"{}\",\"captures\":\"{}\",\
             \"legal\":\"{}\",\"between\":\"{}\",\"line\":\"{}\",\"ray\":\"{}\",\"checkers\":\"{}\",\"pinned\":\"{}\",\
             \"legalMoves\":[{}]}}",
            attack.0,
            moves.0,
            captures.0,
            legal.0,
            between(a, b).0,
            line(a, b).0,
            ray(a, b).0,
            threats.checkers.0,
            (threats.blockers & side(us)).0,
            quoted.join(",")
        ));
    }
    Ok(format!("[{}]", cases.join(",\n")))
}

/// Whether only kings are left, or kings and one knight or bishop: no mate is possible.
fn insufficient(position: &Position) -> bool {
    let kings = position.pieces(Color::White, Piece::King) | position.pieces(Color::Black, Piece::King);
    let others = position.occupied() & !kings;
    let minors = Piece::ALL
        .iter()
        .filter(|&&piece| piece == Piece::Knight || piece == Piece::Bishop)
        .fold(Bitboard::EMPTY, |all, &piece| {
            all | position.pieces(Color::White, piece) | position.pieces(Color::Black, piece)
        });
    others.is_empty() || (others.count() == 1 && others.is_subset(minors))
}

/// A game replayed move by move: how often each position stood on the board, and how the game ended, or
/// the first move played after it had.
struct Verdict {
    position: Position,
    plies: usize,
    /// The positions by their FEN's first four fields: the counters differ when a position repeats.
    seen: HashMap<String, u32>,
    end: Option<&'static str>,
    after_end: Option<String>,
}

/// A position's FEN without its counters.
fn key(position: &Position) -> String {
    position.fen().to_string().rsplitn(3, ' ').nth(2).map(str::to_string).unwrap_or_default()
}

impl Replay for Verdict {
    fn start(position: Position) -> Verdict {
        let seen = HashMap::from([(key(&position), 1)]);
        Verdict { position, plies: 0, seen, end: None, after_end: None }
    }

    fn position(&self) -> &Position {
        &self.position
    }

    fn replay(&mut self, mv: UciMove) {
        self.plies += 1;
        if let (Some(end), None) = (self.end, &self.after_end) {
            self.after_end = Some(format!("move {} ({mv}) after the game ended ({end})", self.plies));
        }
        self.position = self.position.play_uci(mv);
        let repeats = {
            let count = self.seen.entry(key(&self.position)).or_default();
            *count += 1;
            *count
        };
        let position = &self.position;
        self.end = if position.legal_moves().as_slice().is_empty() {
            Some(if position.in_check() { "checkmate" } else { "stalemate" })
        } else if position.halfmove_clock() >= 100 {
            Some("fifty-move rule")
        } else if repeats >= 3 {
            Some("threefold repetition")
        } else if insufficient(position) {
            Some("insufficient material")
        } else {
            None
        };
    }
}

/// Replays the game and says, as JSON, whether every move was legal and how it ended (`null` if it had not).
fn game(text: &str) -> Result<String, String> {
    let verdict = match setup::<Verdict>(text.trim()) {
        Ok(verdict) => verdict,
        Err(SetupError::IllegalMove { number, text: mv }) => {
            return Ok(format!("{{\"legal\":false,\"error\":\"move {number} ({mv}) is not legal there\"}}"));
        }
        Err(error) => return Err(error.to_string()),
    };
    if let Some(error) = verdict.after_end {
        return Ok(format!("{{\"legal\":false,\"error\":\"{error}\"}}"));
    }
    let end = verdict.end.map_or("null".to_string(), |end| format!("\"{end}\""));
    Ok(format!("{{\"legal\":true,\"plies\":{},\"end\":{end}}}", verdict.plies))
}

/// The workbench's operations on its first u64 (A), by the names the page's buttons carry (`data-op`); those
/// with B take it as the second operand, and `swap` exchanges the two.
const BIT_OPERATIONS: [&str; 17] = [
    "north",
    "south",
    "east",
    "west",
    "northeast",
    "northwest",
    "southeast",
    "southwest",
    "flip",
    "mirror",
    "not",
    "and",
    "or",
    "xor",
    "minus",
    "swap",
    "clear",
];

/// `operation` applied to (A, B), by the crate's `Bitboard`: its shifts, flip, set operators and squares.
fn apply(operation: &str, a: Bitboard, b: Bitboard) -> (Bitboard, Bitboard) {
    let shifted = |direction| (a.shift(direction), b);
    match operation {
        "north" => shifted(Direction::North),
        "south" => shifted(Direction::South),
        "east" => shifted(Direction::East),
        "west" => shifted(Direction::West),
        "northeast" => shifted(Direction::NorthEast),
        "northwest" => shifted(Direction::NorthWest),
        "southeast" => shifted(Direction::SouthEast),
        "southwest" => shifted(Direction::SouthWest),
        "flip" => (a.flip_vertical(), b),
        // a ↔ h, b ↔ g, …: the file's index (the low three bits of the square's) counted from the other side.
        "mirror" => (
            a.squares()
                .map(|square| Square::new(square.index() ^ 7).expect("a square index below 64"))
                .collect(),
            b,
        ),
        "not" => (!a, b),
        "and" => (a & b, b),
        "or" => (a | b, b),
        "xor" => (a ^ b, b),
        "minus" => (a - b, b),
        "swap" => (b, a),
        "clear" => (Bitboard::EMPTY, b),
        _ => match operation.strip_prefix("toggle:").and_then(|name| name.parse::<Square>().ok()) {
            Some(square) => (a ^ Bitboard::from_square(square), b),
            None => unreachable!("the operations are this file's own"),
        },
    }
}

/// A u64 as the workbench shows it: decimal, hex, the 64 binary digits with bit 63 first, the count, and the
/// lowest and highest squares with their bit numbers (null for the empty set).
fn register(value: Bitboard) -> String {
    let end = |square: Option<Square>| {
        square.map_or("null".to_string(), |square| {
            format!("{{\"square\":\"{square}\",\"bit\":{}}}", square.index())
        })
    };
    format!(
        "{{\"dec\":\"{}\",\"hex\":\"{value:#018x}\",\"bin\":\"{value:064b}\",\"count\":{},\"lowest\":{},\"highest\":{}}}",
        value.0,
        value.count(),
        end(value.first()),
        end(value.last())
    )
}

/// `count` seeded workbench sessions as a JSON array: A and B, the field each is typed into (decimal, hex
/// or binary, in turn), and six operations with both values after each. A and B are drawn dense, sparse,
/// as one square or as nothing, so that the shifts meet the edges and the lowest and highest squares meet
/// the empty set; every operation is drawn at least once when `count` is at least 3.
fn bits(count: usize, seed: u64) -> String {
    let mut rng = SplitMix64::new(seed);
    let draw = |rng: &mut SplitMix64| match rng.next_u64() % 5 {
        0 => Bitboard(rng.next_u64()),
        1 => Bitboard(rng.next_u64() & rng.next_u64() & rng.next_u64()),
        2 => {
            Bitboard::from_square(Square::new((rng.next_u64() % 64) as u8).expect("a square index below 64"))
        }
        3 => Bitboard(!(rng.next_u64() & rng.next_u64())),
        _ => Bitboard::EMPTY,
    };
    let fields = ["dec", "hex", "bin"];
    let mut sessions = Vec::new();
    for index in 0..count {
        let (mut a, mut b) = (draw(&mut rng), draw(&mut rng));
        let start = format!(
            "\"a\":{},\"b\":{},\"fieldA\":\"{}\",\"fieldB\":\"{}\"",
            register(a),
            register(b),
            fields[index % 3],
            fields[(index + 1) % 3]
        );
        let mut steps = Vec::new();
        for step in 0..6 {
            // The operations in order across the first sessions, so that each is met; then at random, a
            // toggle of a square one time in four.
            let turn = index * 6 + step;
            let operation = if turn < BIT_OPERATIONS.len() {
                BIT_OPERATIONS[turn].to_string()
            } else if rng.next_u64().is_multiple_of(4) {
                format!(
                    "toggle:{}",
                    Square::new((rng.next_u64() % 64) as u8).expect("a square index below 64")
                )
            } else {
                BIT_OPERATIONS[(rng.next_u64() % BIT_OPERATIONS.len() as u64) as usize].to_string()
            };
            (a, b) = apply(&operation, a, b);
            steps.push(format!("{{\"op\":\"{operation}\",\"a\":{},\"b\":{}}}", register(a), register(b)));
        }
        sessions.push(format!("{{{start},\"steps\":[{}]}}", steps.join(",")));
    }
    format!("[{}]", sessions.join(",\n"))
}
