//! The desktop UCI program's engine (crates/engine, its `desktop` shell) driven in-process, as a chess GUI
//! drives it over UCI: a short game whose every `bestmove` is checked against the generator's legal moves,
//! mates in one checked on the board, malformed commands, `stop` during `go infinite`, and the bench positions. With
//! the `magic` feature, the crate root and `magic` must visit exactly the same nodes on every bench position.
//!
//! Run: `cargo test -p chess-attacks-engine --features std` (add `magic` for the magic check). Debug builds
//! also check the search's incremental hashes against full ones at every move it makes.

use std::io::Write;
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use chess_attacks::{Color, Piece, Root, attacks};
use chess_attacks_engine::bench::BENCH_FENS;
use chess_attacks_engine::desktop::Uci;
use chess_attacks_engine::evaluate;
use chess_attacks_engine::uci::START_FEN;
use chess_attacks_movegen::{Move, Position};

/// An output both the engine's threads and the test hold.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Shared {
    /// What was written since the last call.
    fn take(&self) -> String {
        let bytes = std::mem::take(&mut *self.0.lock().unwrap_or_else(PoisonError::into_inner));
        String::from_utf8(bytes).expect("UCI output is text")
    }
}

/// An engine as a GUI sees it: commands in, standard output and standard error out.
struct Session {
    uci: Uci<Root>,
    out: Shared,
    err: Vec<u8>,
}

impl Session {
    /// A session on `lookups` with a 1 MiB table, so that the tests do not clear 32 MiB per game.
    fn new() -> Session {
        let out = Shared::default();
        let mut session = Session { uci: Uci::new(Arc::new(Mutex::new(out.clone()))), out, err: vec![] };
        session.send("setoption name Hash value 1");
        session.assert_no_errors("setoption name Hash value 1");
        session
    }

    /// Sends one command; false after `quit`.
    fn send(&mut self, line: &str) -> bool {
        self.uci.handle(line, &mut self.err)
    }

    /// The standard output since the last call.
    fn output(&self) -> String {
        self.out.take()
    }

    /// The standard error since the last call.
    fn errors(&mut self) -> String {
        String::from_utf8(std::mem::take(&mut self.err)).expect("messages are text")
    }

    fn assert_no_errors(&mut self, after: &str) {
        let errors = self.errors();
        assert!(errors.is_empty(), "after {after:?} the engine complained: {errors}");
    }

    /// Sends `go …`, waits for the search to end and returns everything it printed.
    fn search(&mut self, go: &str) -> String {
        self.send(go);
        self.uci.wait();
        self.assert_no_errors(go);
        self.output()
    }

    fn assert_ready(&mut self, after: &str) {
        self.send("isready");
        assert_eq!(self.output(), "readyok\n", "isready after {after:?}");
    }
}

/// The move of the (last) `bestmove` line.
fn bestmove(output: &str) -> &str {
    let line = output.lines().rev().find(|line| line.starts_with("bestmove ")).unwrap_or_else(|| {
        panic!("no bestmove in {output:?}");
    });
    line.split_whitespace().nth(1).unwrap_or_else(|| panic!("an empty bestmove line in {output:?}"))
}

/// The last `info depth` line: the deepest iteration's.
fn last_info(output: &str) -> &str {
    output.lines().rev().find(|line| line.starts_with("info depth")).unwrap_or_default()
}

/// The legal move written `text`, by the generator's own list (not the engine's move parser).
fn legal_move(position: &Position, text: &str) -> Option<Move> {
    position.legal_moves().as_slice().iter().copied().find(|mv| mv.to_string() == text)
}

/// Whether the side to move is in check, from the crate's lookups piece by piece (not the generator's).
fn in_check(position: &Position) -> bool {
    let us = position.side_to_move();
    let them = us.opponent();
    let Some(king) = position.pieces(us, Piece::King).first() else { return false };
    Piece::ALL.into_iter().any(|piece| {
        position
            .pieces(them, piece)
            .into_iter()
            .any(|from| attacks(piece, them, from, position.occupied()).contains(king))
    })
}

#[test]
fn uci_identifies_itself_and_answers_isready() {
    let mut session = Session::new();
    session.send("uci");
    let output = session.output();
    // The name says which lookups the engine was built on.
    assert!(output.starts_with("id name ") && output.contains("(crate root lookups)\n"), "{output}");
    assert!(output.contains("\nid author "), "{output}");
    assert!(output.contains("\noption name Hash type spin default 32 min 1 max "), "{output}");
    assert!(output.ends_with("\nuciok\n"), "{output}");
    session.assert_ready("uci");
    assert!(!session.send("quit"), "quit ends the session");
}

#[test]
fn setoption_hash_sizes_the_table_the_search_fills() {
    // `hashfull` is the share of the table's first thousand slots in use, per mille: the same search fills
    // sixteen times the share of a 1 MiB table that it fills of a 16 MiB one.
    let hashfull = |mib: usize| -> u32 {
        let mut session = Session::new();
        let option = format!("setoption name Hash value {mib}");
        session.send(&option);
        session.assert_no_errors(&option);
        let output = session.search("go nodes 200000");
        let info = last_info(&output);
        let mut words = info.split_whitespace().skip_while(|&word| word != "hashfull").skip(1);
        words.next().and_then(|word| word.parse().ok()).unwrap_or_else(|| panic!("no hashfull in {info:?}"))
    };
    let (small, large) = (hashfull(1), hashfull(16));
    assert!(small > 40 && small > 4 * large, "hashfull {small} at 1 MiB, {large} at 16 MiB");
}

#[test]
fn uci_game_of_ten_plies_plays_only_legal_moves() {
    let mut session = Session::new();
    for command in ["uci", "isready", "ucinewgame"] {
        session.send(command);
    }
    let greeting = session.output();
    assert!(greeting.contains("uciok\nreadyok\n"), "{greeting}");
    let mut position = Position::from_fen(START_FEN).expect("the start position");
    let mut moves: Vec<String> = Vec::new();
    for ply in 0..10 {
        session.send(&format!("position startpos moves {}", moves.join(" ")));
        let output = session.search("go depth 3");
        assert!(output.contains("info depth 3 "), "ply {ply}: {output}");
        let best = bestmove(&output);
        let mv = legal_move(&position, best)
            .unwrap_or_else(|| panic!("ply {ply}: bestmove {best} is not legal after {moves:?}"));
        // The principal variation starts with the move played.
        let last_info = last_info(&output);
        assert!(last_info.contains(&format!(" pv {best}")), "ply {ply}: {last_info}");
        position = position.play(mv);
        moves.push(best.to_string());
    }
    assert_eq!(moves.len(), 10);
}

#[test]
fn clocks_and_movetime_give_a_legal_move_in_time() {
    let mut session = Session::new();
    session.send("position startpos moves e2e4 c7c5 g1f3");
    let position = ["e2e4", "c7c5", "g1f3"]
        .iter()
        .fold(Position::from_fen(START_FEN).expect("start"), |position, text| {
            position.play(legal_move(&position, text).expect("a legal opening move"))
        });
    for go in
        ["go movetime 200", "go wtime 3000 btime 3000 winc 0 binc 0", "go btime 900 wtime 1 movestogo 5"]
    {
        let started = Instant::now();
        let output = session.search(go);
        let elapsed = started.elapsed();
        let best = bestmove(&output);
        assert!(legal_move(&position, best).is_some(), "{go}: bestmove {best} is not legal");
        // Generous for a loaded debug machine; each of these asks for well under a second.
        assert!(elapsed < Duration::from_secs(3), "{go} took {elapsed:?}");
    }
}

#[test]
fn finds_mate_in_one_and_reports_mate_1() {
    let mates = [
        ("back rank", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"),
        ("back rank, black", "1r4k1/8/8/8/8/8/5PPP/6K1 b - - 0 1"),
        ("promotion", "k7/2P5/1K6/8/8/8/8/8 w - - 0 1"),
        ("scholar's mate", "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 4"),
        ("smothered", "6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1"),
    ];
    let mut session = Session::new();
    for (name, fen) in mates {
        session.send(&format!("position fen {fen}"));
        let output = session.search("go depth 3");
        let position = Position::from_fen(fen).expect("a valid FEN");
        let best = bestmove(&output);
        let mv = legal_move(&position, best).unwrap_or_else(|| panic!("{name}: {best} is not legal"));
        let after = position.play(mv);
        assert!(
            after.legal_moves().as_slice().is_empty() && in_check(&after),
            "{name}: {best} does not mate"
        );
        let last_info = last_info(&output);
        assert!(last_info.contains(" score mate 1 "), "{name}: {last_info}");
    }
}

#[test]
fn no_legal_move_answers_bestmove_0000() {
    let mut session = Session::new();
    // Fool's mate (white is mated) and a stalemate (black to move, not in check).
    for fen in
        ["rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "k7/8/1Q6/8/8/8/8/7K b - - 0 1"]
    {
        let position = Position::from_fen(fen).expect("a valid FEN");
        assert!(position.legal_moves().as_slice().is_empty(), "{fen} has no legal move");
        session.send(&format!("position fen {fen}"));
        let output = session.search("go depth 4");
        assert_eq!(bestmove(&output), "0000", "{fen}: {output}");
        let expected = if in_check(&position) { "score mate 0" } else { "score cp 0" };
        assert!(output.contains(expected), "{fen}: {output}");
    }
}

#[test]
fn malformed_commands_are_reported_on_stderr_and_change_nothing() {
    let mut session = Session::new();
    session.send("position startpos moves e2e4");
    // Each bad command, and what the message must quote.
    let bad = [
        ("garbage", "\"garbage\""),
        ("position fen nonsense", "\"nonsense\""),
        ("position fen 8/8/8/8/8/8/8/8 w - - 0 1", "8/8/8/8/8/8/8/8 w - - 0 1"),
        ("position startpos moves e2e5", "\"e2e5\""),
        ("position startpos moves e2e4 e7e5 e1e2x", "\"e1e2x\""),
        ("position midgame", "\"midgame\""),
        ("go depth x", "\"x\""),
        ("go depth 0", "\"0\""),
        ("go movetime", "movetime needs a value"),
        ("go sideways 3", "\"sideways\""),
        ("setoption name Hash value -3", "\"-3\""),
        ("setoption name Hash value lots", "\"lots\""),
        ("setoption name Threads value 2", "\"Threads\""),
        ("setoption Hash 3", "\"Hash 3\""),
    ];
    for (command, quoted) in bad {
        assert!(session.send(command), "{command:?} does not end the session");
        let errors = session.errors();
        assert!(errors.contains(quoted), "{command:?}: the message {errors:?} should quote {quoted:?}");
        assert_eq!(session.output(), "", "{command:?} printed on standard output");
        session.assert_ready(command);
    }
    // The position is still the one before the bad commands: black's move after 1. e4.
    let output = session.search("go depth 2");
    let after_e4 =
        Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").expect("FEN");
    let best = bestmove(&output);
    assert!(legal_move(&after_e4, best).is_some(), "bestmove {best} is not black's move after 1. e4");
}

#[test]
fn stop_ends_go_infinite_promptly_and_not_before() {
    let mut session = Session::new();
    session.send("position startpos moves d2d4 g8f6");
    session.send("go infinite");
    thread::sleep(Duration::from_millis(300));
    session.send("isready");
    let before = session.output();
    assert!(before.contains("readyok"), "isready is answered during a search: {before}");
    assert!(!before.contains("bestmove"), "go infinite answered before stop: {before}");
    let started = Instant::now();
    session.send("stop");
    let output = session.output();
    let elapsed = started.elapsed();
    assert!(elapsed < Duration::from_secs(1), "stop took {elapsed:?}");
    let position =
        ["d2d4", "g8f6"].iter().fold(Position::from_fen(START_FEN).expect("start"), |position, text| {
            position.play(legal_move(&position, text).expect("a legal opening move"))
        });
    let best = bestmove(&output);
    assert!(legal_move(&position, best).is_some(), "bestmove {best} after stop is not legal");
    session.assert_no_errors("stop");
    session.assert_ready("stop");
}

#[test]
fn quit_during_a_search_stops_it() {
    let mut session = Session::new();
    session.send("go infinite");
    thread::sleep(Duration::from_millis(50));
    let started = Instant::now();
    assert!(!session.send("quit"));
    assert!(started.elapsed() < Duration::from_secs(1), "quit took {:?}", started.elapsed());
    assert!(session.output().contains("bestmove "));
}

/// `fen` seen from the other side: ranks reversed, colours swapped.
fn mirror(fen: &str) -> String {
    let fields: Vec<&str> = fen.split(' ').collect();
    let swap_case = |text: &str| -> String {
        text.chars()
            .map(|c| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() })
            .collect()
    };
    let placement = fields[0].split('/').rev().map(swap_case).collect::<Vec<_>>().join("/");
    let side = if fields[1] == "w" { "b" } else { "w" };
    let mut castling: Vec<char> = swap_case(fields[2]).chars().collect();
    castling.sort_unstable();
    let castling: String = castling.into_iter().collect();
    let en_passant = fields[3].replace('3', "x").replace('6', "3").replace('x', "6");
    format!("{placement} {side} {castling} {en_passant}")
}

#[test]
fn evaluation_is_the_same_for_either_colour_and_the_right_way_up() {
    for fen in BENCH_FENS {
        let position = Position::from_fen(fen).expect("a bench FEN");
        let mirrored = mirror(fen);
        let other = Position::from_fen(&mirrored).unwrap_or_else(|error| panic!("{mirrored}: {error}"));
        assert_eq!(other.side_to_move(), position.side_to_move().opponent());
        assert_eq!(evaluate(&position), evaluate(&other), "{fen} and {mirrored}");
    }
    // The tables are read the right way up: a white pawn about to promote is worth more than one at home.
    let eval = |fen| evaluate(&Position::from_fen(fen).expect("a valid FEN"));
    assert!(eval("k7/4P3/8/8/8/8/8/K7 w - - 0 1") > eval("k7/8/8/8/8/8/4P3/K7 w - - 0 1"));
    // And it counts material: a queen up is worth more than 8 pawns to the side to move.
    let queen_up = Position::from_fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").expect("FEN");
    assert!(evaluate(&queen_up) > 800, "{}", evaluate(&queen_up));
    assert_eq!(queen_up.pieces(Color::White, Piece::Queen).count(), 1);
}

#[test]
fn bench_positions_are_distinct_positions_with_moves() {
    assert!((10..=16).contains(&BENCH_FENS.len()));
    assert!(BENCH_FENS.iter().all(|fen| !fen.is_empty()), "every slot filled");
    for (index, fen) in BENCH_FENS.iter().enumerate() {
        assert!(!BENCH_FENS[..index].contains(fen), "{fen} twice");
    }
    for fen in BENCH_FENS {
        let position = Position::from_fen(fen).unwrap_or_else(|error| panic!("{fen}: {error}"));
        assert!(!position.legal_moves().as_slice().is_empty(), "{fen} has moves to search");
    }
}

/// The depth at which the crate root and `magic` are compared: the bench's in an optimised build, less in a
/// debug one (which is tens of times slower) so the test stays within seconds.
#[cfg(feature = "magic")]
const COMPARED_DEPTH: u32 = if cfg!(debug_assertions) { 5 } else { chess_attacks_engine::bench::BENCH_DEPTH };

#[cfg(feature = "magic")]
#[test]
fn crate_root_and_magic_search_the_same_nodes_on_every_bench_position() {
    use chess_attacks::magic::Magic;
    use chess_attacks_engine::bench::bench_position;
    use chess_attacks_engine::desktop::heap_engine;

    let (mut root, mut magic) = (heap_engine(1).expect("1 MiB"), heap_engine(1).expect("1 MiB"));
    for fen in BENCH_FENS {
        let on_root = bench_position::<Root, _>(&mut root, fen, COMPARED_DEPTH).expect("searched");
        let on_magic = bench_position::<Magic, _>(&mut magic, fen, COMPARED_DEPTH).expect("searched");
        assert!(on_root.nodes > 100, "{fen}: only {} nodes", on_root.nodes);
        assert_eq!(on_root.nodes, on_magic.nodes, "{fen}: nodes at depth {COMPARED_DEPTH}");
        assert_eq!((on_root.best, on_root.score), (on_magic.best, on_magic.score), "{fen}");
    }
}
