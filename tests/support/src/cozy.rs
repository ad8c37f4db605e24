//! cozy-chess's perft as its documentation writes it, the last ply counted from the move lists without
//! playing it: the peer the workspace's generator is timed against in the benches and counted against on
//! the Cortex-M3 in `tests/embedded`. `no_std`, like both.

/// The leaf positions `depth` moves ahead of `board`.
pub fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    board.generate_moves(|moves| {
        if depth == 1 {
            nodes += moves.len() as u64;
        } else {
            for mv in moves {
                let mut next = board.clone();
                next.play_unchecked(mv);
                nodes += cozy_perft(&next, depth - 1);
            }
        }
        false
    });
    nodes
}
