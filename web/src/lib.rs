//! The page's WebAssembly module: the crate's lookups, the workspace's move generator and the engine core,
//! exported as plain functions for the page (web/www/page.js) and its search worker (web/www/worker.js).
//! Every rule and every notation the page shows is answered here: a game is set up from its start and its
//! moves as UCI's `position` command takes them, and answered with its FEN, its squares, its legal moves
//! in UCI and SAN and how it stands; the board the person edits is read and written as FEN.
//!
//! No bindings generator: bitboards cross as `u64` (a BigInt in JavaScript), squares, pieces and colours as
//! their indices, and text through two byte buffers in linear memory. JavaScript writes UTF-8 into the
//! input buffer and passes its length; a function that answers with text writes it into the output buffer
//! and returns its length, negated when the text is an error message.
#![no_std]

use core::cell::UnsafeCell;
use core::fmt::{self, Write};
use core::time::Duration;

use chess_attacks::{
    Bitboard, Color, Piece, Sliders, Square, between, king_attacks, knight_attacks, line, pawn_attacks, ray,
    slider_threats,
};
use chess_attacks_engine::{Control, Engine, Entry, Limits, MAX_DEPTH, UciScore};
use chess_attacks_movegen::{Placement, Position, Replay, SetupError, UciMove, setup};

mod record;

use record::Record;

/// The slider lookups the page's lookups, perft and search go through: the crate root's, or, with the
/// `magic` feature, black magic bitboards, a build kept to compare the module's size. The legal moves listed and their SAN are the move
/// generator's text layer's, on the crate root's in either build.
#[cfg(not(feature = "magic"))]
type S = chess_attacks::Root;
#[cfg(feature = "magic")]
type S = chess_attacks::magic::Magic;

/// wasm32 without threads runs one call at a time, so a static the exports share is never borrowed twice at
/// once; each Web Worker gets an instance, and a memory, of its own.
struct Shared<T>(UnsafeCell<T>);

// SAFETY: see the type's comment: the module has a single thread, and no export re-enters another.
unsafe impl<T> Sync for Shared<T> {}

/// Enough for a FEN and a game of about 1,600 half-moves in UCI notation.
const BUFFER_BYTES: usize = 8192;

/// Enough for the answer about such a game: its moves in SAN, numbered, and up to 218 legal moves.
const OUTPUT_BYTES: usize = 4 * BUFFER_BYTES;

static INPUT: Shared<[u8; BUFFER_BYTES]> = Shared(UnsafeCell::new([0; BUFFER_BYTES]));
static OUTPUT: Shared<[u8; OUTPUT_BYTES]> = Shared(UnsafeCell::new([0; OUTPUT_BYTES]));

/// Transposition table entries, in zeroed memory that costs the module no bytes.
const TABLE_ENTRIES: usize = 1 << 14;
static TABLE: Shared<[Entry; TABLE_ENTRIES]> = Shared(UnsafeCell::new([Entry::EMPTY; TABLE_ENTRIES]));

/// Where JavaScript writes the text it passes.
#[unsafe(no_mangle)]
pub extern "C" fn input_buffer() -> *mut u8 {
    INPUT.0.get().cast()
}

/// Where the text answers are.
#[unsafe(no_mangle)]
pub extern "C" fn output_buffer() -> *const u8 {
    OUTPUT.0.get().cast()
}

/// The input buffer's capacity, so the page can refuse longer text with a message.
#[unsafe(no_mangle)]
pub extern "C" fn buffer_bytes() -> u32 {
    BUFFER_BYTES as u32
}

/// The first `len` bytes JavaScript wrote, or "" when they are not UTF-8.
fn input(len: u32) -> &'static str {
    // SAFETY: single-threaded (see `Shared`); no export writes the input buffer.
    let bytes: &'static [u8; BUFFER_BYTES] = unsafe { &*INPUT.0.get() };
    bytes.get(..len as usize).and_then(|text| core::str::from_utf8(text).ok()).unwrap_or("")
}

/// Writes text into the output buffer, dropping what does not fit.
struct Output {
    len: usize,
}

impl Output {
    fn new() -> Output {
        Output { len: 0 }
    }

    /// The length for JavaScript: negative for an error message.
    fn answer(&self, error: bool) -> i32 {
        if error { -(self.len as i32) } else { self.len as i32 }
    }
}

impl Write for Output {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        // SAFETY: single-threaded (see `Shared`); this is the only writer, and nothing reads it meanwhile.
        let buffer: &mut [u8; OUTPUT_BYTES] = unsafe { &mut *OUTPUT.0.get() };
        let room = OUTPUT_BYTES - self.len;
        let take = text.len().min(room);
        if let (Some(to), Some(from)) =
            (buffer.get_mut(self.len..self.len + take), text.as_bytes().get(..take))
        {
            to.copy_from_slice(from);
            self.len += take;
        }
        Ok(())
    }
}

fn square(index: u32) -> Square {
    Square::new(index as u8 & 63).unwrap_or(Square::A1)
}

fn piece(index: u32) -> Piece {
    Piece::ALL.get(index as usize).copied().unwrap_or(Piece::Pawn)
}

fn color(index: u32) -> Color {
    if index == 0 { Color::White } else { Color::Black }
}

/// What `piece` of `color` on `square` attacks when the squares of `occupied` hold pieces.
fn attacked(piece: Piece, color: Color, square: Square, occupied: Bitboard) -> Bitboard {
    match piece {
        Piece::Pawn => pawn_attacks(color, square),
        Piece::Knight => knight_attacks(square),
        Piece::Bishop => S::bishop(square, occupied),
        Piece::Rook => S::rook(square, occupied),
        Piece::Queen => S::queen(square, occupied),
        Piece::King => king_attacks(square),
    }
}

/// The squares the piece attacks (piece 0 pawn … 5 king, colour 0 white, 1 black).
#[unsafe(no_mangle)]
pub extern "C" fn attacks_of(piece_index: u32, color_index: u32, square_index: u32, occupied: u64) -> u64 {
    attacked(piece(piece_index), color(color_index), square(square_index), Bitboard(occupied)).0
}

/// Where the piece may go with its own side's pieces on `friends` and the other side's on `enemies`, by the
/// lookups alone (no pins, checks, castling or en passant: the legal moves say those): what it attacks less
/// its friends, and for a pawn its captures of enemies and its pushes onto empty squares.
#[unsafe(no_mangle)]
pub extern "C" fn moves_of(
    piece_index: u32,
    color_index: u32,
    square_index: u32,
    friends: u64,
    enemies: u64,
) -> u64 {
    let (piece, color, from) = (piece(piece_index), color(color_index), square(square_index));
    let (friends, enemies) = (Bitboard(friends), Bitboard(enemies));
    if piece == Piece::Pawn {
        let pawn = Bitboard::from_square(from);
        let empty = !(friends | enemies);
        return (pawn_attacks(color, from) & enemies
            | pawn.pawn_pushes(color, empty)
            | pawn.pawn_double_pushes(color, empty))
        .0;
    }
    (attacked(piece, color, from, friends | enemies) & !friends).0
}

/// `between(a, b)`.
#[unsafe(no_mangle)]
pub extern "C" fn between_of(a: u32, b: u32) -> u64 {
    between(square(a), square(b)).0
}

/// `line(a, b)`.
#[unsafe(no_mangle)]
pub extern "C" fn line_of(a: u32, b: u32) -> u64 {
    line(square(a), square(b)).0
}

/// `ray(from, through)`.
#[unsafe(no_mangle)]
pub extern "C" fn ray_of(from: u32, through: u32) -> u64 {
    ray(square(from), square(through)).0
}

/// `slider_threats(king, occupied, straight, diagonal).checkers`.
#[unsafe(no_mangle)]
pub extern "C" fn checkers_of(king: u32, occupied: u64, straight: u64, diagonal: u64) -> u64 {
    slider_threats(square(king), Bitboard(occupied), Bitboard(straight), Bitboard(diagonal)).checkers.0
}

/// `slider_threats(king, occupied, straight, diagonal).blockers`.
#[unsafe(no_mangle)]
pub extern "C" fn blockers_of(king: u32, occupied: u64, straight: u64, diagonal: u64) -> u64 {
    slider_threats(square(king), Bitboard(occupied), Bitboard(straight), Bitboard(diagonal)).blockers.0
}

/// The answer to a game text that `setup` rejects: the message names what the module takes (`setup`'s own
/// errors, which say more, would cost the module their formatting).
fn not_a_game() -> i32 {
    let mut out = Output::new();
    let _ = out.write_str("not a game: startpos or fen FEN, then moves in UCI notation");
    out.answer(true)
}

/// 0 when the FEN in the input is one the move generator accepts; otherwise the length of the negated
/// message saying why.
#[unsafe(no_mangle)]
pub extern "C" fn check_fen(len: u32) -> i32 {
    let mut out = Output::new();
    match Position::from_fen(input(len)) {
        Ok(_) => 0,
        Err(error) => {
            let _ = write!(out, "{error}");
            out.answer(true)
        }
    }
}

/// The 64 squares as a JSON string of 64 characters, a1 first, each `'0'` + the square's code: 0 for an
/// empty square, else 1 + 6 × colour + piece (white's pawn 1 … black's king 12), as `edit` takes them.
fn write_squares(out: &mut Output, piece_at: &dyn Fn(Square) -> Option<(Color, Piece)>) {
    let _ = out.write_char('"');
    for square in Square::ALL {
        let code = piece_at(square).map_or(0, |(color, piece)| 1 + 6 * color as u8 + piece as u8);
        let _ = out.write_char(char::from(b'0' + code));
    }
    let _ = out.write_char('"');
}

/// The game in the input, set up as UCI's `position` command sets one up (`startpos` or `fen <FEN>`, then
/// `moves` and the moves in UCI notation), answered as JSON for the page to draw:
/// - `fen`: the current position's FEN; `board`: its squares (see `write_squares`); `side`: 0 when white is
///   to move, 1 for black; `check`: whether that side is in check;
/// - `legal`: each legal move as `[UCI, SAN, from, to]`, the squares as indices (a1 0 … h8 63);
/// - `line`: the moves played, numbered, in UCI notation when `uci` is not 0, else in SAN;
/// - `over`: why the game cannot go on (checkmate, stalemate, the fifty-move rule, threefold repetition,
///   insufficient material), or null.
///
/// A start that is not a position (a board being set up) is answered with its `fen`, `board` and `side`
/// alone (`check_fen` says why it is not one); any other error as the negated length of its message.
#[unsafe(no_mangle)]
pub extern "C" fn game(len: u32, uci: u32) -> i32 {
    let mut out = Output::new();
    let record = match setup::<Record>(input(len)) {
        Ok(record) => record,
        Err(SetupError::Fen { fen, .. }) => {
            let Ok(board) = Placement::from_fen(fen) else { return not_a_game() };
            let _ = write!(out, "{{\"fen\":\"{board}\",\"board\":");
            write_squares(&mut out, &|square| board.piece_at(square));
            let _ = write!(out, ",\"side\":{}}}", board.side_to_move() as u32);
            return out.answer(false);
        }
        Err(_) => return not_a_game(),
    };
    let position = record.position();
    let _ = write!(out, "{{\"fen\":\"{}\",\"board\":", position.fen());
    write_squares(&mut out, &|square| position.piece_at(square));
    // Strs and bools by `write_str`, not `{}`: their `Display` pads, and core's padding code would cost the
    // module about 900 bytes of its budget.
    let _ = write!(out, ",\"side\":{},\"check\":", position.side_to_move() as u32);
    let _ = out.write_str(if position.in_check() { "true,\"legal\":[" } else { "false,\"legal\":[" });
    for (index, &mv) in position.legal_moves().as_slice().iter().enumerate() {
        if index > 0 {
            let _ = out.write_char(',');
        }
        let (from, to) = (mv.from.index(), mv.to.index());
        // As a `UciMove`, as the line passes its moves: `san` is generic, and one copy of it is enough.
        let san = position.san(UciMove::Move(mv));
        let _ = write!(out, "[\"{mv}\",\"");
        let _ = out.write_str(san.as_str());
        let _ = write!(out, "\",{from},{to}]");
    }
    let _ = out.write_str("],\"line\":\"");
    let end = record.write_line(&mut out, uci != 0).unwrap_or(None);
    let _ = match end {
        Some(end) => {
            let _ = out.write_str("\",\"over\":\"");
            let _ = out.write_str(end);
            out.write_str("\"}")
        }
        None => out.write_str("\",\"over\":null}"),
    };
    out.answer(false)
}

/// The board of the FEN in the input edited, written as FEN: a [`Placement`], which need not be a position,
/// and which an edit leaves without the castling rights whose king or rook has left, without an en passant
/// square and with the halfmove clock at 0. For `target` 0 to 63, the square of that index gets `code` (as
/// `game` answers the squares: 0 empties it); for 64, the move goes to colour `code` (0 white, 1 black); for
/// any other, every piece is taken off. A FEN whose text is wrong is answered with the negated length of the
/// message saying why.
#[unsafe(no_mangle)]
pub extern "C" fn edit(len: u32, target: u32, code: u32) -> i32 {
    let mut out = Output::new();
    let mut board = match Placement::from_fen(input(len)) {
        Ok(board) => board,
        Err(error) => {
            let _ = write!(out, "{error}");
            return out.answer(true);
        }
    };
    match target {
        0..64 => {
            let piece = code.checked_sub(1).filter(|&code| code < 12);
            board.set(square(target), piece.map(|code| (color(code / 6), self::piece(code % 6))));
        }
        64 => board.set_side(color(code)),
        _ => board.clear(),
    }
    let _ = write!(out, "{board}");
    out.answer(false)
}

/// Perft of the FEN in the input to `depth` on the page's lookups; 0 for a FEN the generator rejects.
#[unsafe(no_mangle)]
pub extern "C" fn perft(len: u32, depth: u32) -> f64 {
    Position::from_fen(input(len)).map_or(0.0, |position| position.perft_with::<S>(depth) as f64)
}

#[cfg(target_arch = "wasm32")]
#[link(wasm_import_module = "env")]
unsafe extern "C" {
    /// Milliseconds from JavaScript's `performance.now()`.
    safe fn now_ms() -> f64;
}

/// Natively (the oracle's build and clippy) nothing calls the search's clock.
#[cfg(not(target_arch = "wasm32"))]
fn now_ms() -> f64 {
    0.0
}

/// The search's clock: JavaScript's, since there is no other in a browser. Nothing can ask a running
/// search to stop (the module runs one call at a time), so a time limit is the only way it ends early.
struct Clock {
    start: f64,
}

impl Control for Clock {
    fn elapsed(&mut self) -> Duration {
        Duration::from_micros(((now_ms() - self.start) * 1000.0) as u64)
    }

    fn stop_requested(&mut self) -> bool {
        false
    }
}

/// Forgets what earlier searches learnt, for a new game.
#[unsafe(no_mangle)]
pub extern "C" fn new_game() {
    // SAFETY: single-threaded (see `Shared`); no other reference to the table is alive.
    unsafe { &mut *TABLE.0.get() }.fill(Entry::EMPTY);
}

/// Searches the game in the input (as `game` takes it) to `depth`, or for `millis` milliseconds when that
/// is not 0, and answers JSON: the best move (null when there is none), the score as UCI writes it, the
/// depth completed and the nodes visited.
#[unsafe(no_mangle)]
pub extern "C" fn think(len: u32, depth: u32, millis: u32) -> i32 {
    let mut out = Output::new();
    let record = match setup::<Record>(input(len)) {
        Ok(record) => record,
        Err(_) => return not_a_game(),
    };
    let limits = if millis == 0 {
        Limits::depth(depth.clamp(1, MAX_DEPTH))
    } else {
        Limits::budget(Duration::from_millis(u64::from(millis)))
    };
    // The engine is made for each search, on the stack: its move stack and history are hundreds of KiB that
    // a static would carry in the module's data. The table, which a static keeps at no cost in bytes (it is
    // zeroed memory), carries what the searches learn from one move to the next.
    // SAFETY: single-threaded (see `Shared`); no other borrow of the table lives during this call.
    let mut engine = Engine::new(unsafe { &mut *TABLE.0.get() }.as_mut_slice());
    let mut clock = Clock { start: now_ms() };
    let outcome = engine.think::<S>(record.game(), &limits, &mut clock, |_| {});
    let _ = out.write_str("{\"best\":");
    let _ = match outcome.best {
        Some(mv) => write!(out, "\"{mv}\""),
        None => out.write_str("null"),
    };
    let _ = write!(
        out,
        ",\"score\":\"{}\",\"depth\":{},\"nodes\":{}}}",
        UciScore(outcome.score),
        outcome.depth,
        outcome.nodes
    );
    out.answer(false)
}

/// A panic would be a bug; it traps, which JavaScript sees as an exception, rather than pulling in the
/// formatting a message needs.
#[cfg(target_arch = "wasm32")]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    core::arch::wasm32::unreachable()
}
