//! The two demos the README shows: their output, and a message for every kind of bad argument (their
//! `main` prints it with the usage and exits with code 2). The demos are included as modules, so this tests
//! exactly their code without depending on a previously built binary.

#[allow(dead_code)]
#[path = "../examples/attacks.rs"]
mod attacks_demo;

#[allow(dead_code)]
#[path = "../examples/perft.rs"]
mod perft_demo;

fn args(words: &[&str]) -> Vec<String> {
    words.iter().map(|word| word.to_string()).collect()
}

#[test]
fn attacks_demo_prints_the_readme_diagram() {
    let output = attacks_demo::run(&args(&["rook", "d4", "--friends", "b4", "--enemies", "d2"]));
    let readme = include_str!("../README.md");
    let shown =
        readme.split("The demo prints:\n\n```text\n").nth(1).and_then(|rest| rest.split("```").next());
    assert_eq!(output.as_deref(), Ok(shown.expect("the README shows the demo's output")));
}

#[test]
fn attacks_demo_answers_the_other_pieces() {
    let cases: [(&[&str], &str); 5] = [
        (&["pawn", "white", "c2"], "white pawn on c2 attacks b3, d3\n"),
        (&["pawn", "black", "h6"], "black pawn on h6 attacks g5\n"),
        (&["knight", "g1"], "knight on g1 attacks e2, f3, h3\n"),
        (&["rook", "a1"], "14 moves, 0 of them captures"),
        (&["queen", "e4", "--enemies", "e7,b7"], "25 moves, 2 of them captures"),
    ];
    for (words, expected) in cases {
        let output = attacks_demo::run(&args(words)).unwrap_or_else(|error| panic!("{words:?}: {error}"));
        assert!(output.contains(expected), "{words:?} should print {expected:?}, printed {output:?}");
    }
}

#[test]
fn attacks_demo_prints_the_usage_for_help_and_succeeds() {
    for flag in ["-h", "--help"] {
        for words in [&[flag][..], &["rook", flag], &["pawn", "white", "c2", flag]] {
            let output = attacks_demo::run(&args(words)).unwrap_or_else(|error| panic!("{words:?}: {error}"));
            assert!(output.starts_with("usage: attacks rook|bishop|queen SQUARE"), "{words:?}: {output}");
        }
    }
}

#[test]
fn attacks_demo_reads_names_in_any_case() {
    let lower = attacks_demo::run(&args(&["queen", "e4", "--enemies", "e7,b7"]));
    for words in [&["Queen", "E4", "--enemies", "E7,b7"][..], &["QUEEN", "e4", "--ENEMIES", "e7,B7"]] {
        assert_eq!(attacks_demo::run(&args(words)), lower, "{words:?}");
    }
    let pawn = attacks_demo::run(&args(&["Pawn", "BLACK", "H6"])).expect("any case is understood");
    assert!(pawn.starts_with("black pawn on h6 attacks g5\n"), "{pawn}");
}

/// The rank line of the diagram that `output` draws for rank `rank`.
fn diagram_rank(output: &str, rank: char) -> &str {
    output.lines().find(|line| line.starts_with(rank) && line.len() == 17).expect("the diagram has the rank")
}

#[test]
fn attacks_demo_marks_the_piece_moves_captures_friends_and_enemies_out_of_reach() {
    // A rook on d4; a friend on f4 stops it at e4; an enemy on d2 is captured and the one on d1 behind it
    // is out of reach.
    let output = attacks_demo::run(&args(&["rook", "d4", "--friends", "f4", "--enemies", "d2,d1"]));
    let output = output.expect("a valid query");
    assert_eq!(diagram_rank(&output, '4'), "4 X X X R X f . .");
    assert_eq!(diagram_rank(&output, '2'), "2 . . . * . . . .");
    assert_eq!(diagram_rank(&output, '1'), "1 . . . e . . . .");
    let knight = attacks_demo::run(&args(&["knight", "b1"])).expect("a valid query");
    assert_eq!(diagram_rank(&knight, '1'), "1 . N . . . . . .");
    assert_eq!(diagram_rank(&knight, '3'), "3 X . X . . . . .");
    let black_pawn = attacks_demo::run(&args(&["pawn", "black", "e5"])).expect("a valid query");
    assert_eq!(diagram_rank(&black_pawn, '5'), "5 . . . . p . . .");
    assert_eq!(diagram_rank(&black_pawn, '4'), "4 . . . X . X . .");
}

macro_rules! rejected {
    ($($name:ident: $demo:ident [$($word:expr),*] => $message:expr;)*) => {$(
        #[test]
        fn $name() {
            let error = $demo::run(&args(&[$($word),*])).expect_err("bad arguments are rejected");
            assert!(error.contains($message), "{error:?} should say {:?}", $message);
        }
    )*};
}

rejected! {
    attacks_without_arguments: attacks_demo [] => "no piece given";
    attacks_with_unknown_piece: attacks_demo ["dragon", "d4"] => "unknown piece \"dragon\"";
    attacks_with_bad_square: attacks_demo ["rook", "i9"] => "invalid square \"i9\"";
    attacks_with_missing_square: attacks_demo ["bishop"] => "bishop takes a square";
    attacks_with_extra_square: attacks_demo ["knight", "g1", "g2"] => "knight takes one square";
    attacks_with_friend_on_the_rook: attacks_demo ["rook", "d4", "--friends", "d4"] => "d4 holds the rook";
    attacks_with_friend_and_enemy_together: attacks_demo ["rook", "d4", "--friends", "b4", "--enemies", "b4"]
        => "b4 is listed as both";
    attacks_with_unknown_option: attacks_demo ["rook", "d4", "--allies", "b4"] => "unknown option \"--allies\"";
    attacks_with_bad_colour: attacks_demo ["pawn", "green", "c2"] => "unknown colour \"green\"";
    perft_without_depth: perft_demo ["8/8/8/8/8/8/8/8 w - - 0 1"] => "expected 2 arguments";
    perft_with_bad_fen: perft_demo ["8/8 w - - 0 1", "3"] => "invalid FEN \"8/8 w - - 0 1\"";
    perft_with_bad_depth: perft_demo ["4k3/8/8/8/8/8/8/4K3 w - - 0 1", "deep"] => "depth \"deep\"";
    perft_with_zero_depth: perft_demo ["4k3/8/8/8/8/8/8/4K3 w - - 0 1", "0"] => "depth \"0\"";
}

#[test]
fn perft_demo_prints_divide_and_total() {
    let output = perft_demo::run(&args(&["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "3"]));
    let output = output.expect("the start position is valid");
    assert!(output.starts_with("a2a3: 380\n"), "{output}");
    assert!(output.contains("20 moves, 8902 nodes at depth 3"), "{output}");
    assert!(output.contains("million nodes per second"), "{output}");
}
