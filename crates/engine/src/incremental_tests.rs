//! What the search keeps move by move, the evaluation's terms and the hash, against the same computed from
//! scratch, on every line of moves from the published positions: castling, en passant and promotions, with
//! and without capture, all occur there.

use chess_attacks::Root;
use chess_attacks_movegen::{PUBLISHED_FENS, Position};

use crate::capture::victim;
use crate::eval::Terms;
use crate::hash::{hash, hash_after};

/// Every line of `depth` moves from `position`, whose terms and hash the caller kept move by move.
fn check_lines(position: &Position, terms: Terms, key: u64, depth: u32, checked: &mut u64) {
    assert_eq!(terms, Terms::of(position));
    assert_eq!(key, hash(position));
    *checked += 1;
    if depth == 0 {
        return;
    }
    position.generate::<Root>(|group| {
        group.for_each(|mv| {
            let victim = victim(position, position.occupied(), group.piece, mv);
            let child = position.play(mv);
            let child_terms = terms.after(position, group.piece, mv, victim, &child);
            let child_key = hash_after(key, position, group.piece, mv, victim, &child);
            check_lines(&child, child_terms, child_key, depth - 1, checked);
        });
    });
}

#[test]
fn terms_and_hash_kept_move_by_move_are_those_from_scratch_on_every_line_of_the_published_positions() {
    let mut checked = 0;
    for fen in PUBLISHED_FENS {
        let position = Position::from_fen(fen).expect("a published FEN");
        check_lines(&position, Terms::of(&position), hash(&position), 3, &mut checked);
    }
    assert!(checked > 100_000, "{checked}");
}
