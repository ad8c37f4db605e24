//! `slider_threats` against the reference walk: for every king square and seeded random boards, the checkers
//! are the walk's attackers, and a piece is a blocker exactly when lifting it lets a new slider reach the
//! king. The oracle never looks at a line or a ray table, only at the square-by-square walk.

mod common;

use chess_attacks::{Bitboard, Square, slider_threats};
use common::SplitMix64;
use common::reference;

/// The sliders in `straight` and `diagonal` that the walk from `king` reaches on `occupied`.
fn walked_attackers(king: u8, occupied: u64, straight: u64, diagonal: u64) -> u64 {
    (reference::rook_attacks(king, occupied) & straight)
        | (reference::bishop_attacks(king, occupied) & diagonal)
}

#[test]
fn checkers_and_blockers_match_the_walk_on_random_boards() {
    let mut rng = SplitMix64::new(0x7e5a_7e5a_0000_0001);
    let (mut checks, mut blocks) = (0, 0);
    for king in Square::ALL {
        for round in 0..400 {
            let king_bit = 1u64 << king.index();
            let occupied = rng.occupancy(round) | king_bit;
            let others = occupied & !king_bit;
            // Random sliders among the pieces; queens are the ones in both sets.
            let (straight, diagonal) = (others & rng.next_u64(), others & rng.next_u64());
            let threats = slider_threats(king, Bitboard(occupied), Bitboard(straight), Bitboard(diagonal));

            let attackers = walked_attackers(king.index(), occupied, straight, diagonal);
            let mut blockers = 0;
            for lifted in Bitboard(others) {
                let bit = 1u64 << lifted.index();
                let revealed =
                    walked_attackers(king.index(), occupied & !bit, straight, diagonal) & !attackers & !bit;
                if revealed != 0 {
                    blockers |= bit;
                }
            }
            let board = format!(
                "king {king}, occupied {occupied:#018x}, straight {straight:#018x}, diagonal {diagonal:#018x}"
            );
            assert_eq!(threats.checkers.0, attackers, "checkers, {board}");
            assert_eq!(threats.blockers.0, blockers, "blockers, {board}");
            checks += u32::from(attackers != 0);
            blocks += u32::from(blockers != 0);
        }
    }
    // The boards must exercise both answers, or the equalities above prove little.
    assert!(checks > 5_000 && blocks > 5_000, "{checks} boards with a check, {blocks} with a blocker");
}

#[test]
fn slider_threats_is_usable_in_const() {
    // Rook a8 pins the knight on a4 to the king on a1; the bishop on h8 checks along the long diagonal.
    const THREATS: chess_attacks::SliderThreats = slider_threats(
        Square::A1,
        Bitboard::from_square(Square::A1).with(Square::A4).with(Square::A8).with(Square::H8),
        Bitboard::from_square(Square::A8),
        Bitboard::from_square(Square::H8),
    );
    assert_eq!(THREATS.blockers, Bitboard::from_square(Square::A4));
    assert_eq!(THREATS.checkers, Bitboard::from_square(Square::H8));
}
