//! The search against what chess says, whatever it prunes: the shortest mate in random queen and rook
//! endings, found by trying every line (the oracle, written here); a lone king mated at the board's budget
//! within the fifty-move rule; draws by repetition and by the fifty-move rule where the side to move is lost
//! otherwise; the time limit; principal variations that are legal lines; and the smallest capacities an
//! engine may have.
//!
//! Run: `cargo test -p chess-attacks-engine --test search`.

use core::time::Duration;
use std::cell::RefCell;
use std::rc::Rc;

mod endings;

use chess_attacks::Color;
use chess_attacks_engine::{
    Control, Engine, Entry, Game, History, Limits, MATE, NoClock, Outcome, ToHistory, small_engine,
};
use chess_attacks_movegen::{Move, Position, Root};
use endings::{endings, turned_over};

/// Whether the side to move mates within `moves` of its own moves, by trying every line.
fn mates_within(position: &Position, moves: u32) -> bool {
    mates_by(position, moves, false)
}

/// Whether the side to move mates within `moves` of its own moves, every one a check if `checking`.
fn mates_by(position: &Position, moves: u32, checking: bool) -> bool {
    moves > 0
        && position.legal_moves().as_slice().iter().any(|&mv| mv_mates_by(position, mv, moves, checking))
}

/// Whether `mv` mates, or leads to a mate within `moves` of the mover's moves whatever the replies, every
/// one a check if `checking`.
fn mv_mates_by(position: &Position, mv: Move, moves: u32, checking: bool) -> bool {
    if moves == 0 {
        return false;
    }
    let next = position.play(mv);
    let replies = next.legal_moves();
    if replies.as_slice().is_empty() {
        return next.in_check();
    }
    (next.in_check() || !checking)
        && replies.as_slice().iter().all(|&reply| mates_by(&next.play(reply), moves - 1, checking))
}

/// The fewest moves in which the side to move mates, up to `most`.
fn mate_distance(position: &Position, most: u32) -> Option<u32> {
    (1..=most).find(|&moves| mates_within(position, moves))
}

/// A search of `game` to `depth` plies by an engine with a fresh table. Never inlined: the engine is half a
/// MiB, and a test that inlines several calls would hold one on its stack for each.
#[inline(never)]
fn think(game: &Game, depth: u32) -> Outcome {
    think_within(game, &Limits::depth(depth))
}

/// A search of `game` within `limits` by an engine with a fresh table.
#[inline(never)]
fn think_within(game: &Game, limits: &Limits) -> Outcome {
    Engine::new(vec![Entry::EMPTY; 1 << 12]).think::<Root>(game, limits, &mut NoClock, |_| {})
}

/// The engine's score and move for `position`, searched `depth` plies on a fresh table.
fn search(position: &Position, depth: u32) -> (i32, Option<Move>) {
    let outcome = think(&Game::new(*position, 0), depth);
    (outcome.score, outcome.best)
}

#[test]
fn the_search_finds_the_shortest_mate_in_queen_and_rook_endings_and_a_move_that_keeps_it() {
    let (mut found, mut by_checks) = ([0; 3], 0);
    for (pieces, count, seed) in [("Q", 400, 1), ("R", 400, 2), ("QR", 100, 4)] {
        for position in endings(pieces, count, seed) {
            let fen = position.fen().to_string();
            let Some(moves) = mate_distance(&position, 2) else { continue };
            found[moves as usize] += 1;
            // A mate in `moves` is `2 * moves - 1` plies away; two plies more leave room for the reductions.
            let (score, best) = search(&position, 2 * moves + 2);
            assert_eq!(score, MATE - (2 * moves as i32 - 1), "mate in {moves} in {fen}");
            let best = best.unwrap_or_else(|| panic!("no move in {fen}"));
            assert!(
                mv_mates_by(&position, best, moves, false),
                "{best} in {fen} does not keep the mate in {moves}"
            );
            // A check is searched a ply deeper, so a mate by checks alone is found at the depth of its plies.
            if moves == 2 && mates_by(&position, 2, true) {
                assert_eq!(search(&position, 3).0, MATE - 3, "mate by two checks at depth 3 in {fen}");
                by_checks += 1;
            }
        }
    }
    assert!(found[1] >= 10 && found[2] >= 10, "mates in one and two among the endings: {found:?}");
    assert!(by_checks >= 5, "{by_checks} mates by two checks");
}

/// Whether the board's engine, playing both sides of `game` at `nodes` a move, mates the side not to move
/// first before the fifty-move rule or a lack of material ends the game.
fn mates_at_the_board_s_nodes(mut game: Game, nodes: u64) -> bool {
    let mut engine = small_engine();
    let limits = Limits { nodes: Some(nodes), ..Limits::depth(64) };
    let stronger = game.position().side_to_move();
    while game.halfmove_clock() < 100 && game.position().occupied().count() > 2 {
        let Some(best) = engine.think::<Root>(&game, &limits, &mut NoClock, |_| {}).best else {
            return game.position().in_check() && game.position().side_to_move() != stronger;
        };
        game.play(&best.to_string()).expect("the engine's move is legal");
    }
    false
}

#[test]
fn the_board_s_engine_mates_a_lone_king_with_a_queen_or_a_rook_within_the_fifty_move_rule() {
    // The mate lies beyond the search's horizon: the evaluation has to show the way (the lone king to the
    // edge, the kings together), or the queen or rook checks about until the fifty moves are up.
    // Half of them turned over, black the stronger side.
    for (pieces, seed) in [("Q", 6), ("R", 7)] {
        for (index, position) in endings(pieces, 8, seed).into_iter().enumerate() {
            let position = if index % 2 == 0 { position } else { turned_over(&position) };
            let fen = position.fen().to_string();
            assert!(mates_at_the_board_s_nodes(Game::new(position, 0), 3_000), "no mate from {fen}");
        }
    }
}

#[test]
fn a_mate_in_one_is_found_against_a_side_far_ahead_in_material() {
    // Black, a queen and two rooks up on white's queen, is mated: no evaluation of black's may stand in for
    // searching black's replies where black is in check.
    let mut found = 0;
    for position in endings("Q/QRR", 4_000, 5) {
        if mate_distance(&position, 1) == Some(1) {
            let (score, _) = search(&position, 4);
            assert_eq!(score, MATE - 1, "{}", position.fen());
            found += 1;
        }
    }
    assert!(found >= 10, "{found} mates in one");
}

#[test]
fn the_side_to_be_mated_scores_the_mate_against_it() {
    let mut checked = 0;
    for position in endings("Q", 1_000, 3) {
        // White mates in one; after any white move that does not mate, black is to move. Take the positions
        // where black, to move, cannot avoid a mate on white's next move.
        for &mv in position.legal_moves().as_slice() {
            let black = position.play(mv);
            let replies = black.legal_moves();
            if replies.as_slice().is_empty()
                || !replies.as_slice().iter().all(|&reply| mates_within(&black.play(reply), 1))
            {
                continue;
            }
            let fen = black.fen().to_string();
            let (score, best) = search(&black, 4);
            assert_eq!(score, -(MATE - 2), "mated in one in {fen}");
            assert!(best.is_some(), "a move to play in {fen}");
            checked += 1;
            break;
        }
    }
    assert!(checked >= 10, "{checked} positions where black is mated next move");
}

#[test]
fn a_line_that_repeats_a_position_of_the_game_is_a_draw() {
    // Black's king can only shuffle between a8 and b8 (the rook holds the seventh rank and the c-file, the
    // bishop guards the rook): lost, unless the position has been seen before.
    let fen = "k7/2R5/3B4/8/8/8/8/7K b - - 0 1";
    let mut game = Game::from_fen(fen).expect("a valid FEN");
    let only_move: Vec<String> =
        game.position().legal_moves().as_slice().iter().map(ToString::to_string).collect();
    assert_eq!(only_move, ["a8b8"]);
    let fresh = think(&game, 4);
    assert!(fresh.score < -300, "lost the first time: {}", fresh.score);
    for mv in ["a8b8", "h1g1", "b8a8", "g1h1"] {
        game.play(mv).expect("a legal move");
    }
    // Back where it started, black's only move brings back the position after it: a draw.
    let again = think(&game, 4);
    assert_eq!((again.score, again.best.map(|mv| mv.to_string())), (0, Some("a8b8".into())));
}

#[test]
fn a_perpetual_check_found_in_the_search_is_a_draw() {
    // A queen and a rook down, white checks for ever: Qg5+ Kh8 Qf6+ Kg8 Qg5+. The black king has no other
    // square and nothing can block (its pawns on f7 and h7, its rook on f8, its queen on b8).
    let game = Game::from_fen("1q3rk1/5p1p/8/8/8/8/3Q2PP/7K w - - 0 1").expect("a valid FEN");
    let outcome = think(&game, 7);
    assert_eq!((outcome.score, outcome.best.map(|mv| mv.to_string())), (0, Some("d2g5".into())));
}

#[test]
fn the_fiftieth_move_without_a_capture_or_a_pawn_move_is_a_draw() {
    // A queen up, no mate in one: every move makes the hundredth half-move without capture or pawn move.
    let position = Position::from_fen("8/8/8/3k4/8/8/8/Q3K3 w - - 0 1").expect("a valid FEN");
    assert_eq!(mate_distance(&position, 1), None);
    let mut engine = Engine::new(vec![Entry::EMPTY; 1 << 12]);
    let early = engine.think::<Root>(&Game::new(position, 0), &Limits::depth(4), &mut NoClock, |_| {});
    assert!(early.score > 500, "a queen up: {}", early.score);
    engine.new_game();
    let late = engine.think::<Root>(&Game::new(position, 99), &Limits::depth(4), &mut NoClock, |_| {});
    assert_eq!(late.score, 0);
    assert!(late.best.is_some());
}

#[test]
fn a_capture_on_the_hundredth_half_move_starts_the_count_again() {
    // Ninety-nine half-moves without capture or pawn move: only taking the undefended queen does not draw.
    let game = Game::new(Position::from_fen("7k/8/8/3q4/8/8/8/K2R4 w - - 0 1").expect("a valid FEN"), 99);
    let outcome = think(&game, 3);
    assert_eq!(outcome.best.map(|mv| mv.to_string()).as_deref(), Some("d1d5"));
    assert!(outcome.score > 300, "a rook up after the capture: {}", outcome.score);
}

/// A history that keeps every move the search credits it with, shared with the test that reads them.
#[derive(Clone, Default)]
struct Credited(Rc<RefCell<Vec<Move>>>);

impl History for Credited {
    fn score(&self, _: Color, _: Move) -> i32 {
        0
    }
    fn reward(&mut self, _: Color, mv: Move, _: i32) {
        self.0.borrow_mut().push(mv);
    }
    fn clear(&mut self) {
        self.0.borrow_mut().clear();
    }
}

#[test]
fn a_promotion_that_cuts_off_earns_no_history() {
    // Both sides promote, with and without capture: the history is for quiet moves, which these are not.
    let game = Game::from_fen("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1").expect("a valid FEN");
    let credited = Credited::default();
    let mut engine: Engine<_, Credited> = Engine::with_history(vec![Entry::EMPTY; 1 << 12], credited.clone());
    engine.think::<Root>(&game, &Limits::depth(5), &mut NoClock, |_| {});
    let moves = credited.0.borrow();
    assert!(!moves.is_empty(), "some quiet move cut off");
    let promotions: Vec<String> =
        moves.iter().filter(|mv| mv.promotion.is_some()).map(ToString::to_string).collect();
    assert!(promotions.is_empty(), "promotions credited: {promotions:?}");
}

/// A clock that reads `now` whenever asked, and no stop signal.
struct Stopped(Duration);

impl Control for Stopped {
    fn elapsed(&mut self) -> Duration {
        self.0
    }
    fn stop_requested(&mut self) -> bool {
        false
    }
}

#[test]
fn a_stopped_iteration_s_move_counts_once_it_has_beaten_the_last_iteration_s() {
    // Black mates in two, Rg1+ Kxg1 (or Nxg1) Rf1#, which two plies see (the check extends them) and one
    // does not.
    //
    //   8 . . . . . . k .
    //   7 p p . . . . p .
    //   6 . . p . . . . .
    //   5 . . b p . . . .
    //   4 . . . . . . . .
    //   3 P . . . . . P b
    //   2 . P . . . r r P
    //   1 . . B R R N . K
    //     a b c d e f g h
    let game = Game::from_fen("6k1/pp4p1/2p5/2bp4/8/P5Pb/1P3rrP/2BRRN1K b - - 0 1").expect("a valid FEN");
    let position = *game.position();
    let (first, second) = (think(&game, 1), think(&game, 2));
    let (Some(shallow), Some(mate)) = (first.best, second.best) else { panic!("no move") };
    assert!(mv_mates_by(&position, mate, 2, false) && !mv_mates_by(&position, shallow, 2, false));
    // Stopped within the second iteration, the search answers the first one's move until another has beaten
    // it there, and once the mate has been searched, the mate: before the iteration ends.
    let stopped_after = |nodes| Limits { nodes: Some(nodes), ..Limits::depth(2) };
    let answers: Vec<Outcome> =
        (first.nodes + 1..second.nodes).map(|nodes| think_within(&game, &stopped_after(nodes))).collect();
    assert_eq!((answers[0].best, answers[0].score), (first.best, first.score));
    let switch = answers.iter().position(|outcome| outcome.best == Some(mate)).expect("the mate, early");
    for (at, outcome) in answers.iter().enumerate() {
        assert_eq!(outcome.depth, 1, "stopped after {} nodes", first.nodes + 1 + at as u64);
        assert!(outcome.best.is_some(), "no move, stopped after {} nodes", first.nodes + 1 + at as u64);
        assert_eq!(
            outcome.best == Some(mate),
            at >= switch,
            "stopped after {} nodes",
            first.nodes + 1 + at as u64
        );
        if outcome.best == Some(mate) {
            assert_eq!(outcome.score, MATE - 3);
        }
    }
}

#[test]
fn a_time_limit_ends_the_search_only_once_it_is_reached() {
    let game = Game::start();
    let limits = Limits { hard: Some(Duration::from_secs(10)), ..Limits::depth(5) };
    let mut engine = Engine::new(vec![Entry::EMPTY; 1 << 12]);
    // Before the limit the search goes on to its depth; past it, it ends at its first look at the clock,
    // once the first iteration has completed.
    let early = engine.think::<Root>(&game, &limits, &mut Stopped(Duration::from_secs(9)), |_| {});
    assert_eq!(early.depth, 5);
    engine.new_game();
    let late = engine.think::<Root>(&game, &limits, &mut Stopped(Duration::from_secs(10)), |_| {});
    assert!(late.depth < 5, "depth {}", late.depth);
    assert!(late.best.is_some());
}

#[test]
fn principal_variations_are_legal_lines_no_longer_than_the_engine_keeps() {
    let game = Game::from_fen("r1bq1rk1/pp2b1pp/n1pp1n2/3P1p2/2P1p3/2N1P2N/PP2BPPP/R1BQ1RK1 b - - 2 10")
        .expect("a FEN");
    let mut engine: Engine<_, ToHistory, 32, 3, 2048> =
        Engine::with_history(vec![Entry::EMPTY; 1 << 12], ToHistory::default());
    let mut longest = 0;
    let outcome = engine.think::<Root>(&game, &Limits::depth(6), &mut NoClock, |report| {
        let mut position = *game.position();
        for &mv in report.pv {
            assert!(position.legal_moves().as_slice().contains(&mv), "{mv} in {:?}", report.pv);
            position = position.play(mv);
        }
        assert!(report.pv.len() <= 3);
        longest = longest.max(report.pv.len());
    });
    assert_eq!(longest, 3, "deep iterations fill the line the engine keeps");
    assert!(outcome.best.is_some());
}

#[test]
fn two_plies_are_enough_to_search_and_one_is_not() {
    // Captures on both sides, so that quiescence would go on if the last ply did not stop it.
    let game = Game::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
        .expect("a FEN");
    let mut two: Engine<_, ToHistory, 2, 1, 256> =
        Engine::with_history([Entry::EMPTY; 64], ToHistory::default());
    // Its second ply is its last: the search stops there, quiescence included.
    let mut deepest = 0;
    let outcome = two.think::<Root>(&game, &Limits::depth(3), &mut NoClock, |report| {
        deepest = deepest.max(report.seldepth)
    });
    assert_eq!(deepest, 1);
    let best = outcome.best.expect("a move from two plies");
    assert!(game.position().legal_moves().as_slice().contains(&best));
    let mut one: Engine<_, ToHistory, 1, 1, 256> =
        Engine::with_history([Entry::EMPTY; 64], ToHistory::default());
    // It searches nothing: no move, no iteration, no node.
    let nothing = |outcome: Outcome| (outcome.best, outcome.depth, outcome.nodes);
    assert_eq!(nothing(one.think::<Root>(&game, &Limits::depth(3), &mut NoClock, |_| {})), (None, 0, 0));
    // Nor does a line of no moves, however many plies.
    let mut no_line: Engine<_, ToHistory, 8, 0, 256> =
        Engine::with_history([Entry::EMPTY; 64], ToHistory::default());
    assert_eq!(nothing(no_line.think::<Root>(&game, &Limits::depth(3), &mut NoClock, |_| {})), (None, 0, 0));
}
