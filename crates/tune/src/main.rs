//! Fits the evaluation's weights and piece-square tables to Stockfish's evaluations (a regression in the
//! manner of Texel's tuning method): the squared difference between the two scores mapped to expected
//! results by the logistic curve, `1 / (1 + 10^(-centipawns / 400))`, so that a hundred centipawns matter in
//! a level position and little in a won one. The evaluation is linear in its weights and table entries
//! (`chess_attacks_engine::trace`), so the gradient is exact; the optimiser is Adam over the whole data at
//! each step. One position in ten is held out and its loss printed, which says whether the fit generalises
//! rather than memorises.
//!
//! ```text
//! cargo build --release --example board_search
//! python3 crates/tune/make_data.py target/release/examples/board_search 6000 11 > target/tune.txt
//! cargo run --release -p chess-attacks-tune -- target/tune.txt crates/engine/src/weights.rs
//! ```
//!
//! Features named after the output (`… weights.rs PassedOwnKing PassedTheirKing`) are fitted alone, every
//! other weight and table entry held as the engine has it: a new feature's weights, without refitting what
//! the games have already accepted. The engine's weights: every one on the second and third rounds of data
//! (seeds 11 and 12, each from the engine of its day), then the kings' distances to passed pawns alone on a
//! fourth (seed 13), then safe checks alone on the same; on a fifth (seed 14), the king attack alone, then
//! every weight.

use std::fmt::Write as _;
use std::process::ExitCode;

use chess_attacks::Piece;
use chess_attacks_engine::{FEATURES, Feature, piece_square_tables, trace, weights};
use chess_attacks_movegen::{Position, Root};

/// One labelled position, as the evaluation sees it.
#[derive(Clone)]
struct Sample {
    /// The middlegame's share, 0 to 1.
    share: f64,
    /// The features present and the piece-square tables' entries read: (index in the weights, count).
    counts: Vec<(usize, f64)>,
    /// Stockfish's expected result for white.
    target: f64,
}

/// The expected result of a score in centipawns, for the side it favours.
fn expected(centipawns: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-centipawns / 400.0))
}

/// The weights' length: the features' weights, then each piece-square table's 64 entries, in `Piece` order.
const WEIGHTS: usize = FEATURES + 6 * 64;

/// How hard each piece-square entry is pulled back towards where the fit started, per centipawn away, in the
/// loss's units: an entry that few positions read (a pawn on its third rank at the side, a king in the
/// centre in the middlegame) stays near its start rather than following those few positions.
const PULL: f64 = 1e-9;

/// The engine's weights as the tuner lays them out ([`WEIGHTS`]).
fn engine_weights() -> Vec<[i32; 2]> {
    let weights =
        weights().into_iter().chain(piece_square_tables().into_iter().flatten()).collect::<Vec<_>>();
    debug_assert_eq!(weights.len(), WEIGHTS);
    weights
}

fn evaluation(sample: &Sample, weights: &[[f64; 2]]) -> f64 {
    let mut sums = [0.0; 2];
    for &(index, count) in &sample.counts {
        sums[0] += count * weights[index][0];
        sums[1] += count * weights[index][1];
    }
    sums[0] * sample.share + sums[1] * (1.0 - sample.share)
}

fn loss(samples: &[Sample], weights: &[[f64; 2]]) -> f64 {
    let total: f64 =
        samples.iter().map(|sample| (expected(evaluation(sample, weights)) - sample.target).powi(2)).sum();
    total / samples.len().max(1) as f64
}

/// `steps` of Adam from `weights`, moving those that `free` says (by index). A pawn's material stays as it
/// is, so that centipawns keep their unit.
fn fit(
    samples: &[Sample],
    mut weights: Vec<[f64; 2]>,
    steps: usize,
    free: impl Fn(usize) -> bool,
) -> Vec<[f64; 2]> {
    let start = weights.clone();
    let (rate, beta1, beta2) = (1.0, 0.9, 0.999);
    let mut first = vec![[0.0; 2]; weights.len()];
    let mut second = vec![[0.0; 2]; weights.len()];
    let slope = 10f64.ln() / 400.0;
    for step in 1..=steps {
        let mut gradient = vec![[0.0; 2]; weights.len()];
        for sample in samples {
            let predicted = expected(evaluation(sample, &weights));
            // d(loss)/d(evaluation): the difference times the logistic curve's slope.
            let along = 2.0 * (predicted - sample.target) * predicted * (1.0 - predicted) * slope;
            for &(index, count) in &sample.counts {
                gradient[index][0] += along * count * sample.share;
                gradient[index][1] += along * count * (1.0 - sample.share);
            }
        }
        for index in 0..weights.len() {
            if index == Feature::Pawn as usize || !free(index) {
                continue;
            }
            for phase in 0..2 {
                let mut g = gradient[index][phase] / samples.len() as f64;
                if index >= FEATURES {
                    g += PULL * (weights[index][phase] - start[index][phase]);
                }
                first[index][phase] = beta1 * first[index][phase] + (1.0 - beta1) * g;
                second[index][phase] = beta2 * second[index][phase] + (1.0 - beta2) * g * g;
                let corrected = first[index][phase] / (1.0 - beta1.powi(step as i32));
                let scale = (second[index][phase] / (1.0 - beta2.powi(step as i32))).sqrt() + 1e-12;
                weights[index][phase] -= rate * corrected / scale;
            }
        }
    }
    weights
}

fn sample(fen: &str, score: f64) -> Result<Sample, String> {
    let position = Position::from_fen(fen).map_err(|error| error.to_string())?;
    let trace = trace::<Root>(&position);
    let squares = trace.squares.iter().flatten();
    let counts = trace
        .counts
        .iter()
        .chain(squares)
        .enumerate()
        .filter(|&(_, &count)| count != 0)
        .map(|(index, &count)| (index, f64::from(count)))
        .collect();
    Ok(Sample { share: f64::from(trace.middlegame_share) / 256.0, counts, target: expected(score) })
}

fn read(path: &str) -> Result<Vec<Sample>, String> {
    let text = std::fs::read_to_string(path).map_err(|error| format!("{path}: {error}"))?;
    let mut samples = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let at = format!("{path}:{}", number + 1);
        let (fen, score) = line.rsplit_once(';').ok_or_else(|| format!("{at}: no ';' before the score"))?;
        let score: f64 =
            score.trim().parse().map_err(|_| format!("{at}: the score {score:?} is not a number"))?;
        samples.push(sample(fen, score).map_err(|error| format!("{at}: {error}"))?);
    }
    Ok(samples)
}

/// The weight table and the piece-square tables as Rust source, as rustfmt leaves it: `weights` holds the
/// features' weights, in `Feature` order, then the tables' entries, piece by piece, rank 8 first.
fn source(weights: &[[i32; 2]]) -> String {
    let (features, squares) = weights.split_at(FEATURES);
    let mut text = String::from(
        "// @generated by crates/tune (cargo run --release -p chess-attacks-tune):\n\
         // change the tuner or its data, not this file.\n\n\
         //! The evaluation's weights and piece-square tables, fitted to Stockfish's evaluations of self-play\n\
         //! positions.\n\n\
         use crate::features::FEATURES;\n\n\
         /// `[middlegame, endgame]` in centipawns per count, in `Feature` order.\n\
         pub(crate) const WEIGHTS: [[i32; 2]; FEATURES] = [\n",
    );
    // The comments lined up, as rustfmt lines up trailing comments.
    let cell = |[middlegame, endgame]: &[i32; 2]| format!("[{middlegame}, {endgame}],");
    let cells: Vec<String> = features.iter().map(cell).collect();
    let width = cells.iter().map(String::len).max().unwrap_or(0);
    for (feature, cell) in Feature::ALL.iter().zip(&cells) {
        let _ = writeln!(text, "    {cell:<width$} // {feature:?}");
    }
    text.push_str(
        "];\n\n\
         /// Each piece's value on each square beyond its material, `[middlegame, endgame]` in centipawns, in\n\
         /// `Piece` order; each table as White sees the board, rank 8 first: a white piece on square `s` (a1 =\n\
         /// 0) reads entry `s ^ 56`, a black piece on `s` entry `s`, its mirror image.\n\
         #[rustfmt::skip]\n\
         pub(crate) const PIECE_SQUARE_TABLES: [[[i32; 2]; 64]; 6] = [\n",
    );
    let cells: Vec<String> = squares.iter().map(cell).collect();
    let width = cells.iter().map(String::len).max().unwrap_or(0);
    for (piece, table) in Piece::ALL.iter().zip(cells.chunks(64)) {
        let _ = writeln!(text, "    [ // {piece:?}");
        for rank in table.chunks(8) {
            let row: Vec<String> = rank.iter().map(|cell| format!("{cell:>width$}")).collect();
            let _ = writeln!(text, "        {}", row.join(" "));
        }
        text.push_str("    ],\n");
    }
    text.push_str("];\n");
    text
}

/// How far the features other than material (and the piece-square tables) move the evaluation of each
/// sample, sorted.
fn reach(samples: &[Sample], weights: &[[f64; 2]]) -> Vec<f64> {
    let mut reach: Vec<f64> = samples
        .iter()
        .map(|sample| {
            let positional: Vec<(usize, f64)> = sample
                .counts
                .iter()
                .copied()
                .filter(|&(index, _)| index > Feature::Queen as usize && index < FEATURES)
                .collect();
            let alone = Sample { counts: positional, ..sample.clone() };
            evaluation(&alone, weights).abs()
        })
        .collect();
    reach.sort_by(f64::total_cmp);
    reach
}

/// The features named in `names`, by their names in [`Feature`]; an unknown name is an error that names it.
fn features_named(names: &[String]) -> Result<Vec<usize>, String> {
    names
        .iter()
        .map(|name| {
            Feature::ALL
                .iter()
                .position(|feature| format!("{feature:?}") == *name)
                .ok_or_else(|| format!("{name:?} is not a feature: one of {:?}", Feature::ALL))
        })
        .collect()
}

/// Fits the weights to `data` and writes them to `output`: every weight and table entry, or with `alone`
/// the features it names, the rest held.
fn run(data: &str, output: &str, alone: &[String]) -> Result<(), String> {
    let alone = features_named(alone)?;
    let samples = read(data)?;
    if samples.len() < 10 {
        return Err(format!("{data}: {} positions, too few to fit", samples.len()));
    }
    let held_out: Vec<Sample> = samples.iter().step_by(10).cloned().collect();
    let training: Vec<Sample> = samples
        .into_iter()
        .enumerate()
        .filter(|(index, _)| index % 10 != 0)
        .map(|(_, sample)| sample)
        .collect();
    let start: Vec<[f64; 2]> = engine_weights().iter().map(|&[m, e]| [f64::from(m), f64::from(e)]).collect();
    println!("{} positions to fit, {} held out", training.len(), held_out.len());
    println!("loss before: {:.6} fitted, {:.6} held out", loss(&training, &start), loss(&held_out, &start));
    let fitted = fit(&training, start, 3000, |index| alone.is_empty() || alone.contains(&index));
    let rounded: Vec<[i32; 2]> = fitted.iter().map(|[m, e]| [m.round() as i32, e.round() as i32]).collect();
    let as_rounded: Vec<[f64; 2]> = rounded.iter().map(|&[m, e]| [f64::from(m), f64::from(e)]).collect();
    println!(
        "loss after:  {:.6} fitted, {:.6} held out",
        loss(&training, &as_rounded),
        loss(&held_out, &as_rounded)
    );
    // How far these terms move a score: what the search's margin for lazy evaluation must cover.
    let reach = reach(&held_out, &as_rounded);
    let at = |share: f64| reach[((reach.len() - 1) as f64 * share) as usize];
    println!(
        "the features but material move the evaluation by {:.0} (median), {:.0} (99%), {:.0} (most)",
        at(0.5),
        at(0.99),
        at(1.0)
    );
    std::fs::write(output, source(&rounded)).map_err(|error| format!("{output}: {error}"))?;
    println!("wrote {output}");
    Ok(())
}

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let [data, output, alone @ ..] = arguments.as_slice() else {
        eprintln!(
            "usage: chess-attacks-tune DATA OUTPUT [FEATURE...]\n  DATA: `FEN;centipawns` lines (crates/tune/make_data.py)\n  \
             OUTPUT: the weight table to write (crates/engine/src/weights.rs)\n  \
             FEATURE: fit these features' weights alone, the rest held"
        );
        return ExitCode::from(2);
    };
    match run(data, output, alone) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions scored by a made-up set of weights: the fit must find those weights again from the scores
    /// alone, starting from the engine's.
    #[test]
    fn the_fit_recovers_the_weights_that_made_the_scores() {
        let fens = [
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r1bq1rk1/pp2b1pp/n1pp1n2/3P1p2/2P1p3/2N1P2N/PP2BPPP/R1BQ1RK1 b - - 2 10",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            "4k3/8/8/3P4/8/8/8/4K3 w - - 0 1",
            "6k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1",
        ];
        let made_up = |index: usize| [(index as f64 * 7.0) % 23.0 - 11.0, (index as f64 * 5.0) % 17.0 - 8.0];
        let truth: Vec<[f64; 2]> =
            engine_weights()
                .iter()
                .enumerate()
                .map(|(index, &[m, e])| {
                    if index <= Feature::Queen as usize {
                        [f64::from(m), f64::from(e)]
                    } else {
                        made_up(index)
                    }
                })
                .collect();
        let samples: Vec<Sample> = fens
            .iter()
            .map(|fen| {
                let unlabelled = sample(fen, 0.0).expect("a valid FEN");
                let score = evaluation(&unlabelled, &truth);
                Sample { target: expected(score), ..unlabelled }
            })
            .collect();
        let start: Vec<[f64; 2]> =
            engine_weights().iter().map(|&[m, e]| [f64::from(m), f64::from(e)]).collect();
        let before = loss(&samples, &start);
        let fitted = fit(&samples, start.clone(), 2000, |_| true);
        let after = loss(&samples, &fitted);
        assert!(before > 1e-4, "the made-up weights must score the positions differently: {before}");
        assert!(after < before / 100.0, "the loss fell from {before} to {after} only");
        for (sample, fen) in samples.iter().zip(fens) {
            let (found, wanted) = (evaluation(sample, &fitted), evaluation(sample, &truth));
            assert!(
                (found - wanted).abs() < 10.0,
                "{fen}: {found:.1} centipawns, the made-up weights' {wanted:.1}"
            );
        }
    }

    /// Named features alone: the rest stay exactly where they started, the named ones move.
    #[test]
    fn named_features_are_fitted_alone() {
        let alone = features_named(&["Tempo".into(), "Doubled".into()]).expect("features");
        assert_eq!(alone, [Feature::Tempo as usize, Feature::Doubled as usize]);
        // White has a doubled pawn (f2, f3) and the move.
        let fen = "4k3/pp6/8/8/8/5P2/PP3P2/4K3 w - - 0 1";
        let samples = [Sample { target: 0.9, ..sample(fen, 0.0).expect("a valid FEN") }];
        let start: Vec<[f64; 2]> =
            engine_weights().iter().map(|&[m, e]| [f64::from(m), f64::from(e)]).collect();
        let fitted = fit(&samples, start.clone(), 50, |index| alone.contains(&index));
        for (index, (before, after)) in start.iter().zip(&fitted).enumerate() {
            assert_eq!(alone.contains(&index), before != after, "weight {index}: {before:?} then {after:?}");
        }
        let wrong = features_named(&["Tempo".into(), "Tmpo".into()]).expect_err("an unknown name");
        assert!(wrong.starts_with("\"Tmpo\" is not a feature"), "{wrong}");
    }

    /// The engine's weight table is what the tuner writes for its weights, byte for byte: nobody edited it by
    /// hand, and rustfmt leaves it as it is.
    #[test]
    fn the_weight_table_is_the_tuners_own_output() {
        let written = engine_weights();
        assert_eq!(source(&written), include_str!("../../engine/src/weights.rs"));
    }

    /// The whole run, data file to weight table: with features named, only their lines of the table change;
    /// with none, the others do too.
    #[test]
    fn a_run_writes_the_table_with_only_the_named_features_fitted() {
        let directory = std::env::temp_dir();
        let data = directory.join("chess-attacks-tune-run.txt");
        // White a pawn up with the move, scored far better than the engine's weights say: every weight is
        // pulled.
        let line = "4k3/pp6/8/8/8/5P2/PP3P2/4K3 w - - 0 1;400\n";
        std::fs::write(&data, line.repeat(20)).unwrap();
        let table = |alone: &[String]| {
            let output = directory.join(format!("chess-attacks-tune-run-{}.rs", alone.len()));
            run(data.to_str().unwrap(), output.to_str().unwrap(), alone).expect("a run");
            std::fs::read_to_string(output).unwrap()
        };
        let engine = include_str!("../../engine/src/weights.rs");
        let changed = |written: &str| -> Vec<String> {
            written
                .lines()
                .zip(engine.lines())
                .filter(|(new, old)| new != old)
                .map(|(new, _)| new.into())
                .collect()
        };
        let alone = changed(&table(&["Tempo".into()]));
        assert!(alone.len() == 1 && alone[0].ends_with("// Tempo"), "{alone:?}");
        assert!(changed(&table(&[])).len() > 1, "every weight fitted, more than one line changes");
    }

    #[test]
    fn a_bad_line_is_named_with_its_file_and_line() {
        let path = std::env::temp_dir().join("chess-attacks-tune-bad.txt");
        std::fs::write(&path, "4k3/8/8/8/8/8/8/4K3 w - - 0 1;12\n4k3/8/8/8/8/8/8/4K3 w - - 0 1;twelve\n")
            .unwrap();
        let message = read(path.to_str().unwrap()).err().expect("an error");
        assert!(message.ends_with(":2: the score \"twelve\" is not a number"), "{message}");
    }
}
