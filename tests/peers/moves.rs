//! The workspace's legal move generator (crates/movegen) against cozy-chess's, move list by move list: seeded random games
//! from the published positions and from positions built to trip a generator (en passant that exposes the
//! king, promotions that capture into check, castling after a rook is taken). At every ply both must list
//! the same moves; a difference names the start position and the moves that led there.

use chess_attacks::reference::SplitMix64;
use chess_attacks_movegen::Position;
use chess_attacks_test_support::PUBLISHED_FENS;

/// Besides the published positions, positions built to trip a generator.
const TRICKY: [&str; 6] = [
    // En passant on a pinned rank, and on a pinned diagonal.
    "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1",
    "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
    // Promotions that capture into check, on both sides.
    "r3k3/1P6/8/8/8/8/1p6/R3K2R w KQq - 0 1",
    "4k1n1/8/8/8/8/8/1p1p4/N1N4K b - - 0 1",
    // Rooks that can be taken on their squares before castling.
    "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1",
    "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1",
];

/// Our legal moves in UCI, castling written as cozy-chess writes it in standard chess (king two squares).
fn ours(position: &Position) -> Vec<String> {
    let mut moves: Vec<String> = position.legal_moves().as_slice().iter().map(|mv| mv.to_string()).collect();
    moves.sort();
    moves
}

fn cozy(board: &cozy_chess::Board) -> Vec<String> {
    let mut moves = Vec::new();
    board.generate_moves(|group| {
        for mv in group {
            moves.push(cozy_chess::util::display_uci_move(board, mv).to_string());
        }
        false
    });
    moves.sort();
    moves
}

#[test]
fn legal_moves_match_cozy_chess_in_random_games() {
    let mut rng = SplitMix64::new(0x6d0e_5e40_0000_0027);
    let mut plies = 0;
    for fen in PUBLISHED_FENS.into_iter().chain(TRICKY) {
        for game in 0..40 {
            let mut position = Position::from_fen(fen).expect("a valid FEN");
            let mut board = cozy_chess::Board::from_fen(fen, false).expect("cozy-chess reads it");
            let mut played = Vec::new();
            for _ in 0..60 {
                let (mine, theirs) = (ours(&position), cozy(&board));
                assert_eq!(mine, theirs, "from {fen}, game {game}, after {played:?}");
                let Some(choice) = mine.get(rng.next_u64() as usize % mine.len().max(1)) else { break };
                let mv =
                    *position.legal_moves().as_slice().iter().find(|mv| &mv.to_string() == choice).unwrap();
                position = position.play(mv);
                board.play(cozy_chess::util::parse_uci_move(&board, choice).expect("cozy-chess listed it"));
                played.push(choice.clone());
                plies += 1;
            }
        }
    }
    assert!(plies > 10_000, "{plies} plies compared");
}
