//! The session's line reader: bytes in, command lines out, a `position` line set up as it arrives and its
//! moves played one at a time, so that a whole game's line needs only [`LINE_BYTES`] of memory.

use core::fmt::{self, Display};

use chess_attacks_movegen::{Replay, setup};

use crate::game::Game;
use crate::uci::{self, Kind};

/// The longest command line kept whole: a `position fen …` with its FEN, or any other command. The moves
/// after `moves` are played one at a time as they arrive, so a game of any length fits.
///
/// ```
/// // "position fen " and the longest FEN of a legal position fit.
/// assert!(chess_attacks_engine::session::LINE_BYTES >= 13 + 92);
/// ```
pub const LINE_BYTES: usize = 128;

/// What is wrong with a line as read, before its words are looked at.
///
/// ```
/// # use core::{fmt::Display, time::Duration};
/// # use chess_attacks_engine::session::{Host, Input, NoMemory, Read};
/// # use chess_attacks_engine::{Entry, uci::Identity};
/// # #[derive(Default)]
/// # struct Script { input: &'static [u8], said: String, modes: Vec<Read> }
/// # impl Host for Script {
/// #     type Table = [Entry; 64];
/// #     type Lookups = chess_attacks_movegen::Root;
/// #     fn identity(&self) -> Identity<'static> {
/// #         Identity { name: "example", default_hash_mib: 1, max_hash_mib: 1 }
/// #     }
/// #     fn read(&mut self, mode: Read) -> Input {
/// #         self.modes.push(mode);
/// #         let Some((&byte, rest)) = self.input.split_first() else { return Input::End };
/// #         self.input = rest;
/// #         Input::Byte(byte)
/// #     }
/// #     fn say(&mut self, line: &dyn Display) { self.said += &format!("{line}\n") }
/// #     fn refuse(&mut self, message: &dyn Display) { self.said += &format!("error: {message}\n") }
/// #     fn now(&mut self) -> Duration { Duration::ZERO }
/// #     fn set_hash(&mut self, _: &mut [Entry; 64], _: usize) -> Result<(), NoMemory> { Ok(()) }
/// # }
/// use chess_attacks_engine::Engine;
/// use chess_attacks_engine::session::{InputError, Session};
///
/// // A byte that is not ASCII text: the line is refused whole, and the session goes on.
/// let mut host = Script { input: b"is\xffready\nisready\n", ..Script::default() };
/// Session::new().run(&mut Engine::new([Entry::EMPTY; 64]), &mut host);
/// assert_eq!(host.said, format!("error: {}\nreadyok\n", InputError::NotText));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputError {
    /// A byte that is not ASCII text (a letter, digit, punctuation, space or tab) in the line.
    NotText,
    /// A line longer than [`LINE_BYTES`].
    TooLong,
    /// A `position` command's move longer than [`LINE_BYTES`].
    MoveTooLong,
}

impl Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::NotText => f.write_str("a line held bytes that are not ASCII text; it was ignored"),
            InputError::TooLong => write!(f, "a line longer than {LINE_BYTES} bytes was ignored"),
            InputError::MoveTooLong => {
                write!(f, "position: a move longer than {LINE_BYTES} bytes; the position is unchanged")
            }
        }
    }
}

impl core::error::Error for InputError {}

/// What a byte of input completed.
pub(crate) enum Event {
    /// A command line, in [`LineReader::line`] until the next byte is fed.
    Line,
    /// A `position` command set up, any moves played as they arrived: [`LineReader::take_position`].
    Position,
    /// A `position` command's move that is not legal there, numbered from 1: its text is in
    /// [`LineReader::line`] until the next byte is fed. The rest of the line is skipped.
    IllegalMove(usize),
    /// A line that was refused, and why.
    Bad(InputError),
}

/// The command line being read. A `position` command's moves are played as each arrives, so that only the
/// command's start (with its FEN) needs to fit in [`LINE_BYTES`]; any other line longer than that is
/// refused whole.
#[derive(Clone, Debug)]
pub(crate) struct LineReader {
    bytes: [u8; LINE_BYTES],
    len: usize,
    /// `bytes` holds text an event handed out: the next byte starts afresh.
    handed_out: bool,
    state: Reading,
    /// The game a `position` command is setting up.
    pending: Option<Game>,
}

#[derive(Clone, Copy, Debug)]
enum Reading {
    /// A line's start, in `bytes`.
    Start,
    /// After `position … moves`, with this many moves played: the move being read is in `bytes`.
    Moves(usize),
    /// Skipping to the end of a refused line, with the reason if it is still to be given.
    Skip(Option<InputError>),
}

impl LineReader {
    pub(crate) const fn new() -> LineReader {
        LineReader { bytes: [0; LINE_BYTES], len: 0, handed_out: false, state: Reading::Start, pending: None }
    }

    /// The text the last event handed out, or the line's start so far (ASCII, checked as it arrived).
    pub(crate) fn line(&self) -> &str {
        text(&self.bytes, self.len)
    }

    /// The line's first word, once a space after it has arrived. For a search's poll, when [`Self::feed`]
    /// while `searching` completed nothing: the reader then holds the line's start, up to any byte that
    /// refused it.
    pub(crate) fn first_word(&self) -> Option<Kind> {
        let word = self.line().trim_start();
        let ended = word.ends_with([' ', '\t']) && word.split_whitespace().nth(1).is_none();
        if ended { uci::kind(word) } else { None }
    }

    /// Swaps the game [`Event::Position`] completed into `game`.
    pub(crate) fn take_position(&mut self, game: &mut Game) {
        if let Some(pending) = &mut self.pending {
            core::mem::swap(pending, game);
        }
    }

    /// Takes one byte; what it completed, if anything. While `searching`, a `position` line is
    /// handed out whole rather than set up, which takes a search's worth of stack.
    pub(crate) fn feed(&mut self, byte: u8, searching: bool) -> Option<Event> {
        if core::mem::take(&mut self.handed_out) {
            self.len = 0;
        }
        if byte == b'\n' || byte == b'\r' {
            let event = match self.state {
                Reading::Start if !searching && self.line().split_whitespace().next() == Some("position") => {
                    Some(if self.set_up(self.len) { Event::Position } else { Event::Line })
                }
                Reading::Start => Some(Event::Line),
                Reading::Moves(played) => match self.play(played) {
                    Some(event) => Some(event),
                    None => Some(Event::Position),
                },
                Reading::Skip(reason) => reason.map(Event::Bad),
            };
            self.state = Reading::Start;
            self.handed_out = true;
            return event;
        }
        if !(byte.is_ascii_graphic() || byte == b' ' || byte == b'\t') {
            self.skip(InputError::NotText);
            return None;
        }
        match self.state {
            Reading::Skip(_) => None,
            Reading::Moves(played) if byte.is_ascii_whitespace() => {
                let event = self.play(played);
                if event.is_none() {
                    self.state = Reading::Moves(played + usize::from(self.len > 0));
                    self.len = 0;
                }
                event
            }
            Reading::Moves(_) => {
                self.push(byte, InputError::MoveTooLong);
                None
            }
            Reading::Start => {
                self.push(byte, InputError::TooLong);
                // Even when the line is full: a setup that filled it exactly still has its moves to come.
                if byte.is_ascii_whitespace() && !searching {
                    return self.start_moves();
                }
                None
            }
        }
    }

    /// Appends `byte` to the line, or skips the rest of the line with `reason` when it is full.
    fn push(&mut self, byte: u8, reason: InputError) {
        match self.bytes.get_mut(self.len) {
            Some(slot) => {
                *slot = byte;
                self.len += 1;
            }
            None => self.skip(reason),
        }
    }

    /// Skips the rest of the line, to refuse it with `reason` at its end (once).
    fn skip(&mut self, reason: InputError) {
        if !matches!(self.state, Reading::Skip(_)) {
            self.state = Reading::Skip(Some(reason));
        }
    }

    /// Plays the move in `bytes`, if there is one, as the pending game's move `played + 1`; the event that
    /// refuses it, with the rest of the line, when it is not legal.
    fn play(&mut self, played: usize) -> Option<Event> {
        let legal = match &mut self.pending {
            _ if self.len == 0 => true,
            // As `setup` plays a whole line's moves, the null move included.
            Some(game) => game.play_text(text(&self.bytes, self.len)).is_some(),
            None => false,
        };
        if legal {
            return None;
        }
        self.state = Reading::Skip(None);
        self.handed_out = true;
        Some(Event::IllegalMove(played + 1))
    }

    /// After a space in a line's start: when the line so far is `position … moves`, sets the position up
    /// and reads the moves one at a time from here on. A setup that is wrong is handed out as a line, for
    /// the parser to say what is wrong with it, and the rest of the line is skipped.
    #[inline(never)]
    fn start_moves(&mut self) -> Option<Event> {
        let line = self.line();
        let mut words = line.split_whitespace();
        if words.next() != Some("position") || words.next_back() != Some("moves") {
            return None;
        }
        let setup_len = line.trim_end().len() - "moves".len();
        if self.set_up(setup_len) {
            self.state = Reading::Moves(0);
            self.len = 0;
            return None;
        }
        self.len = setup_len;
        self.state = Reading::Skip(None);
        self.handed_out = true;
        Some(Event::Line)
    }

    /// Sets the pending game up from the words of the line's first `end` bytes after `position`, which the
    /// line starts with after any spaces; false when they set up no game (the parser then says why). Every
    /// `position` line the session reads outside a search is set up here, with or without moves.
    #[inline(never)]
    fn set_up(&mut self, end: usize) -> bool {
        let before_end = self.line().get(..end).unwrap_or("").trim_start();
        let game = setup::<Game>(before_end.get("position".len()..).unwrap_or("")).ok();
        let set_up = game.is_some();
        if set_up {
            self.pending = game;
        }
        set_up
    }
}

/// The first `len` bytes as text: ASCII, checked as they arrived.
fn text(bytes: &[u8], len: usize) -> &str {
    core::str::from_utf8(bytes.get(..len).unwrap_or(&[])).unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::format;
    use std::string::ToString;
    use std::vec::Vec;

    /// What feeding `text` completed, event by event.
    fn events(reader: &mut LineReader, text: &str) -> Vec<Event> {
        text.bytes().filter_map(|byte| reader.feed(byte, false)).collect()
    }

    #[test]
    fn a_position_line_far_longer_than_the_buffer_is_played_move_by_move() {
        // Both knights out and back ten times: forty plies, back at the start with forty halfmoves gone.
        let moves = "g1f3 g8f6 f3g1 f6g8 ".repeat(10);
        let line = format!("{}position startpos moves {moves}\n", " ".repeat(40));
        assert!(line.len() > 2 * LINE_BYTES);
        let mut reader = LineReader::new();
        assert!(matches!(events(&mut reader, &line).as_slice(), [Event::Position]));
        let mut game = Game::from_fen("8/8/8/8/8/8/8/K1k5 w - - 0 1").expect("a legal position");
        reader.take_position(&mut game);
        assert_eq!(game.fen().to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 40 21");
    }

    #[test]
    fn a_position_line_without_moves_is_set_up_unless_a_search_runs() {
        let fen = "4k3/8/8/8/8/8/8/4K2R w K - 3 9";
        let line = format!("  position fen {fen}\n");
        let mut reader = LineReader::new();
        assert!(matches!(events(&mut reader, &line).as_slice(), [Event::Position]));
        let mut game = Game::from_fen("8/8/8/8/8/8/8/K1k5 w - - 0 1").expect("a legal position");
        reader.take_position(&mut game);
        assert_eq!(game.fen().to_string(), fen);
        // During a search the line is handed out whole, for the session to carry out after it.
        let during = line.bytes().filter_map(|byte| reader.feed(byte, true)).collect::<Vec<_>>();
        assert!(matches!(during.as_slice(), [Event::Line]));
        assert_eq!(reader.line(), line.trim_end());
        // A setup that fails is handed out as a line, for the parser to name what is wrong.
        assert!(matches!(events(&mut reader, "position fen 8/8 w - - 0 1\n").as_slice(), [Event::Line]));
        assert!(matches!(events(&mut reader, "positions startpos\n").as_slice(), [Event::Line]));
    }

    #[test]
    fn a_long_position_line_with_an_illegal_move_names_it() {
        let line = format!("position startpos moves {}e2e5\n", "g1f3 g8f6 f3g1 f6g8 ".repeat(10));
        let mut reader = LineReader::new();
        assert!(matches!(events(&mut reader, &line).as_slice(), [Event::IllegalMove(41)]));
    }

    #[test]
    fn moves_are_numbered_by_the_words_however_much_white_space_parts_them() {
        // UCI allows any run of white space between tokens; the third move is the illegal one.
        let mut reader = LineReader::new();
        let line = "position startpos moves  e2e4 \t e7e5\t\te7e5\n";
        assert!(matches!(events(&mut reader, line).as_slice(), [Event::IllegalMove(3)]));
        assert_eq!(reader.line(), "e7e5");
    }

    #[test]
    fn moves_start_only_after_the_whole_word_moves() {
        // `movese2e4` is not the word `moves`: the line goes to the parser, which refuses it.
        let mut reader = LineReader::new();
        assert!(matches!(events(&mut reader, "position startpos movese2e4\n").as_slice(), [Event::Line]));
        assert!(uci::parse(reader.line(), 1).is_err());
    }

    #[test]
    fn tabs_part_words_and_a_line_with_a_byte_that_is_not_text_is_refused_once() {
        let mut reader = LineReader::new();
        assert!(matches!(events(&mut reader, "\tgo\tdepth\t1\n").as_slice(), [Event::Line]));
        assert_eq!(reader.line(), "\tgo\tdepth\t1");
        assert!(matches!(events(&mut reader, "is\x7fready\n").as_slice(), [Event::Bad(InputError::NotText)]));
        // Whatever else is wrong with the rest of a refused line, it is refused for its first fault alone.
        let long = format!("{}\x01\n", "x".repeat(LINE_BYTES + 1));
        assert!(matches!(events(&mut reader, &long).as_slice(), [Event::Bad(InputError::TooLong)]));
        let illegal = "position startpos moves e2e5 \x01\n";
        assert!(matches!(events(&mut reader, illegal).as_slice(), [Event::IllegalMove(1)]));
        // The next line is read afresh.
        assert!(matches!(events(&mut reader, "isready\n").as_slice(), [Event::Line]));
        assert_eq!(reader.line(), "isready");
    }
}
