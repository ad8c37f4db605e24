//! Every committed fuzz input through its target's check, on the stable compiler without a fuzzer: the seeds
//! (fuzz/seeds/TARGET: the perft suites' and bench positions, UCI transcripts, one of them python-chess
//! playing the search example), the minimised corpora grown from them by fuzz/run.sh (fuzz/corpus/TARGET)
//! and the inputs that once found a bug (fuzz/regressions/TARGET). `cargo test` runs it.

use std::fs;
use std::path::Path;

/// Runs `check` on every file under fuzz/seeds, fuzz/corpus and fuzz/regressions for `target`; how many there
/// were.
fn replay(target: &str, check: fn(&[u8])) -> usize {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut count = 0;
    for folder in ["seeds", "corpus", "regressions"] {
        let Ok(entries) = fs::read_dir(root.join(folder).join(target)) else { continue };
        for entry in entries {
            let path = entry.expect("a readable folder").path();
            let data = fs::read(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
            // The file's name in the message of whatever fails.
            let result = std::panic::catch_unwind(|| check(&data));
            assert!(
                result.is_ok(),
                "fuzz/{folder}/{target}/{} fails its check",
                path.file_name().unwrap_or_default().display()
            );
            count += 1;
        }
    }
    count
}

#[test]
fn fen_corpus() {
    assert!(replay("fen", chess_attacks_fuzz::fen) > 0, "no FEN inputs committed");
}

#[test]
fn movegen_corpus() {
    assert!(replay("movegen", chess_attacks_fuzz::movegen) > 0, "no movegen inputs committed");
}

#[test]
fn incremental_corpus() {
    assert!(
        replay("incremental_state", chess_attacks_fuzz::incremental) > 0,
        "no incremental inputs committed"
    );
}

#[test]
fn parse_corpus() {
    assert!(replay("parse", chess_attacks_fuzz::parse) > 0, "no parse inputs committed");
}

#[test]
fn uci_corpus() {
    assert!(replay("uci", chess_attacks_fuzz::uci) > 0, "no UCI inputs committed");
}
