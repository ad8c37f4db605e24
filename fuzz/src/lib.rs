//! The checks the fuzz targets run, one function per target, each panicking when what it checks does not
//! hold: written once, so that the same check runs on generated inputs and on every committed one.
//! docs/testing.md has the campaign.
//!
//! Oracles: the FEN writer against the parser and back; the move generator against shakmaty; the
//! search's move-by-move hash and evaluation against the same from scratch; the UCI session against the
//! generator's legal moves.

use std::string::{String, ToString};
use std::vec::Vec;

use chess_attacks::{Color, File, Rank, Square};
use chess_attacks_engine::session::{Flow, Host, Input, NoMemory, Read, Session};
use chess_attacks_engine::uci::{self, Command, Identity, Kind, UciError};
use chess_attacks_engine::{
    Entry, Game, SMALL_TABLE_ENTRIES, SmallEngine, evaluate, hash, play_checked, small_engine,
};
use chess_attacks_movegen::{PUBLISHED_FENS, Position};
use shakmaty::{CastlingMode, Chess, Position as _};

/// A FEN: parsing never panics, and an accepted FEN written back parses to a position that writes the
/// same FEN again, with the same legal moves; the same for a game and its counters.
pub fn fen(data: &[u8]) {
    let Ok(text) = core::str::from_utf8(data) else { return };
    if let Ok(game) = Game::from_fen(text) {
        let written = game.fen().to_string();
        let again = Game::from_fen(&written)
            .unwrap_or_else(|error| panic!("{written:?}, the game of {text:?}, does not parse: {error}"));
        assert_eq!(again.fen().to_string(), written, "the game of {text:?}");
    }
    let Ok(position) = Position::from_fen(text) else { return };
    let written = position.fen().to_string();
    let again = Position::from_fen(&written)
        .unwrap_or_else(|error| panic!("{written:?}, written from {text:?}, does not parse: {error}"));
    assert_eq!(again.fen().to_string(), written, "written from {text:?}");
    assert_eq!(codes(&again), codes(&position), "{text:?} and {written:?}");
}

/// The move generator against shakmaty on a FEN both accept, and on every position of a game the input
/// chooses, played move by move in both (see [`walk`]): the same legal moves.
pub fn movegen(data: &[u8]) {
    let parsed = core::str::from_utf8(data).ok().and_then(|text| Position::from_fen(text).ok());
    if let Some((position, theirs)) = parsed.and_then(|ours| Some((ours, shakmaty_position(&ours)?))) {
        assert_eq!(codes(&position), shakmaty_codes(&theirs), "legal moves of {}", position.fen());
    }
    let Some((&first, _)) = data.split_first() else { return };
    let start = Position::from_fen(PUBLISHED_FENS[usize::from(first) % PUBLISHED_FENS.len()]);
    let Some(mut theirs) = start.ok().as_ref().and_then(shakmaty_position) else { return };
    walk(data, |position, mv| {
        let ours = codes(position);
        assert_eq!(ours, shakmaty_codes(&theirs), "legal moves of {}", position.fen());
        let Some(mv) = mv else { return };
        let code = move_code(&mv);
        let Some(same) = theirs.legal_moves().into_iter().find(|theirs| shakmaty_code(theirs) == code) else {
            panic!("{mv} in {}: shakmaty has no such move", position.fen());
        };
        theirs.play_unchecked(same);
    });
}

/// Along a game the input chooses ([`walk`]): every move played as the search plays it keeps the hash and
/// the evaluation equal to the same from scratch, and the position after it equals the one parsed from its
/// FEN.
pub fn incremental(data: &[u8]) {
    walk(data, |position, mv| {
        let Some(mv) = mv else { return };
        let Some((_, piece)) = position.piece_at(mv.from) else { return };
        let after = play_checked(position, piece, mv)
            .unwrap_or_else(|mismatch| panic!("{} in {}: {mismatch}", mv, position.fen()));
        let fen = after.fen().to_string();
        let parsed =
            Position::from_fen(&fen).unwrap_or_else(|error| panic!("{fen:?} does not parse: {error}"));
        assert_eq!(parsed.fen().to_string(), fen);
        assert_eq!(codes(&parsed), codes(&after), "{fen}");
        assert_eq!(hash(&parsed), hash(&after), "{fen}");
        assert_eq!(evaluate(&parsed), evaluate(&after), "{fen}");
    });
}

/// Squares, files, ranks, colours, UCI moves and UCI command lines from text: never a panic; what parses
/// writes back to text that parses to the same; a move the generator finds is one of its legal moves.
pub fn parse(data: &[u8]) {
    let Ok(text) = core::str::from_utf8(data) else { return };
    if let Ok(square) = text.parse::<Square>() {
        assert_eq!(square.to_string().parse::<Square>().ok(), Some(square), "{text:?}");
    }
    if let Ok(file) = text.parse::<File>() {
        assert_eq!(file.to_string().parse::<File>().ok(), Some(file), "{text:?}");
    }
    if let Ok(rank) = text.parse::<Rank>() {
        assert_eq!(rank.to_string().parse::<Rank>().ok(), Some(rank), "{text:?}");
    }
    if let Ok(color) = text.parse::<Color>() {
        assert_eq!(color.to_string().parse::<Color>().ok(), Some(color), "{text:?}");
    }
    for fen in PUBLISHED_FENS {
        let Ok(position) = Position::from_fen(fen) else { continue };
        let found = position.find_move(text);
        if let Some(mv) = found {
            assert!(position.legal_moves().as_slice().contains(&mv), "{text:?} in {fen}");
            assert_eq!(position.find_move(&mv.to_string()), Some(mv), "{text:?} in {fen}");
        }
        let Ok(mut game) = Game::from_fen(fen) else { continue };
        assert_eq!(game.play(text), found, "Game::play and Position::find_move on {text:?} in {fen}");
    }
    let parsed = uci::parse(text, 64);
    let kind = uci::kind(text);
    assert_eq!(kind.is_none(), matches!(parsed, Err(UciError::UnknownCommand(_))), "{text:?}");
    if let Ok(Command::Go(go)) = parsed {
        assert_eq!(kind, Some(Kind::Go));
        let _ = (go.limits(true), go.limits(false));
    }
    if let Err(error) = parsed {
        let _ = error.to_string();
    }
}

/// The UCI session fed the input and then `isready`, with a small node budget: it never panics or hangs,
/// every `bestmove` is a legal move in the position it searched (`0000` only when there is none), and
/// `isready` after any input is answered, unless the input said `quit`.
pub fn uci(data: &[u8]) {
    let mut input = data.to_vec();
    input.extend_from_slice(b"\nisready\n");
    let mut host = Script { input, at: 0, said: Vec::new(), ready_at_end: false, millis: 0 };
    let mut engine: Box<SmallEngine> = Box::new(small_engine());
    let mut session = Session::with_node_limit(100);
    while let Input::Byte(byte) = host.read(Read::Idle) {
        // Every search a byte starts is of the position before it: a `position` that ends a search is
        // carried out after its `bestmove`.
        let before = *session.game().position();
        let flow = session.feed(byte, &mut *engine, &mut host);
        for line in host.said.drain(..) {
            let Some(best) = line.strip_prefix("bestmove ") else { continue };
            let legal = moves(&before);
            if best == "0000" {
                assert!(legal.is_empty(), "bestmove 0000 in {} with legal moves {legal:?}", before.fen());
            } else {
                assert!(
                    legal.iter().any(|mv| mv == best),
                    "bestmove {best} is not legal in {}",
                    before.fen()
                );
            }
        }
        if flow == Flow::Quit {
            return;
        }
    }
    assert!(host.ready_at_end, "no readyok for the isready after {:?}", String::from_utf8_lossy(data));
}

/// The UCI session's host in [`uci`](fn@uci): the input from a byte string, the answers kept, a clock that
/// moves a millisecond at every look.
struct Script {
    input: Vec<u8>,
    at: usize,
    said: Vec<String>,
    ready_at_end: bool,
    millis: u64,
}

impl Host for Script {
    type Table = [Entry; SMALL_TABLE_ENTRIES];
    type Lookups = chess_attacks::Root;

    fn identity(&self) -> Identity<'static> {
        Identity { name: "fuzz", default_hash_mib: 1, max_hash_mib: 1 }
    }

    fn read(&mut self, _: Read) -> Input {
        match self.input.get(self.at) {
            Some(&byte) => {
                self.at += 1;
                Input::Byte(byte)
            }
            None => Input::End,
        }
    }

    fn say(&mut self, line: &dyn core::fmt::Display) {
        let line = line.to_string();
        if line == "readyok" && self.at == self.input.len() {
            self.ready_at_end = true;
        }
        self.said.push(line);
    }

    fn refuse(&mut self, message: &dyn core::fmt::Display) {
        let message = message.to_string();
        assert!(!message.is_empty());
    }

    fn now(&mut self) -> core::time::Duration {
        self.millis += 1;
        core::time::Duration::from_millis(self.millis)
    }

    fn set_hash(&mut self, _: &mut Self::Table, _: usize) -> Result<(), NoMemory> {
        Ok(())
    }
}

/// Calls `visit` on a game the input chooses and the move it chooses there: the first byte picks a
/// published position, each further byte one of the legal moves (by its index, modulo their number),
/// `None` once the game is over or the input is.
pub fn walk(data: &[u8], mut visit: impl FnMut(&Position, Option<chess_attacks_movegen::Move>)) {
    let Some((&first, rest)) = data.split_first() else { return };
    let fen = PUBLISHED_FENS[usize::from(first) % PUBLISHED_FENS.len()];
    let Ok(mut position) = Position::from_fen(fen) else { return };
    for &byte in rest {
        let legal = position.legal_moves();
        let Some(&mv) = legal.as_slice().get(usize::from(byte) % legal.as_slice().len().max(1)) else {
            break;
        };
        visit(&position, Some(mv));
        position = position.play(mv);
    }
    visit(&position, None);
}

/// The legal moves in UCI notation, sorted.
fn moves(position: &Position) -> Vec<String> {
    let mut moves: Vec<String> = position.legal_moves().as_slice().iter().map(ToString::to_string).collect();
    moves.sort();
    moves
}

/// A move as a number, the same for the generator's and shakmaty's: from-square, to-square (the king's, for
/// a castling) and promotion piece, each by its index a1 = 0 and pawn = 0 (`7` for no promotion), so that
/// two lists compare without text.
fn code(from: u8, to: u8, promotion: Option<u8>) -> u32 {
    u32::from(from) | u32::from(to) << 6 | u32::from(promotion.unwrap_or(7)) << 12
}

/// The generator's move as a [`code`].
fn move_code(mv: &chess_attacks_movegen::Move) -> u32 {
    code(mv.from as u8, mv.to as u8, mv.promotion.map(|piece| piece as u8))
}

/// The legal moves as [`code`]s, sorted.
fn codes(position: &Position) -> Vec<u32> {
    let mut codes: Vec<u32> = position.legal_moves().as_slice().iter().map(move_code).collect();
    codes.sort_unstable();
    codes
}

/// The same position in shakmaty, where shakmaty accepts it. An en passant square no pawn can take on is
/// the generator's to keep and shakmaty's to refuse; the moves are the same either way.
fn shakmaty_position(position: &Position) -> Option<Chess> {
    let setup = shakmaty::fen::Fen::from_ascii(position.fen().to_string().as_bytes()).ok()?;
    match setup.into_position(CastlingMode::Standard) {
        Ok(position) => Some(position),
        Err(error) => error.ignore_invalid_ep_square().ok(),
    }
}

/// A shakmaty move as a [`code`]: shakmaty numbers squares a1 = 0 and roles pawn = 1.
fn shakmaty_code(mv: &shakmaty::Move) -> u32 {
    match mv.to_uci(CastlingMode::Standard) {
        shakmaty::uci::UciMove::Normal { from, to, promotion } => {
            code(u8::from(from), u8::from(to), promotion.map(|role| role as u8 - 1))
        }
        other => panic!("shakmaty's legal move {other} in standard chess"),
    }
}

/// shakmaty's legal moves as [`code`]s, sorted.
fn shakmaty_codes(position: &Chess) -> Vec<u32> {
    let mut codes: Vec<u32> = position.legal_moves().iter().map(shakmaty_code).collect();
    codes.sort_unstable();
    codes
}
