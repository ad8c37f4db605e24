//! The micro:bit firmware's search on the desktop: the engine with the board's sizes (`SmallEngine`: a
//! 128-entry table, the to-square history, 14 plies, lines of 8 moves, 256 moves at once) behind a minimal
//! UCI loop, so that games at the board's node budget measure the board's own search, as
//! tests/embedded/strength.py does. It searches on the loop's thread: `go` answers before the next command
//! is read, which is all a client that waits for `bestmove` needs.
//!
//! ```text
//! cargo run --release --example board_search
//! ```

use std::io::{BufRead, Write};

use chess_attacks::Color;
use chess_attacks_engine::uci::{self, BestMove, Command, Identity};
use chess_attacks_engine::{Game, NoClock, SmallEngine, small_engine};
use chess_attacks_movegen::Root;

fn main() {
    let mut engine: Box<SmallEngine> = Box::new(small_engine());
    let mut game = Game::start();
    let mut out = std::io::stdout();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let reply = match uci::parse(&line, 1) {
            Ok(Command::Uci) => Identity {
                name: "chess-attacks, the micro:bit's sizes",
                default_hash_mib: 1,
                max_hash_mib: 1,
            }
            .to_string(),
            Ok(Command::IsReady) => "readyok".to_string(),
            Ok(Command::NewGame) => {
                engine.new_game();
                continue;
            }
            Ok(Command::Position(new)) => {
                game = new;
                continue;
            }
            // Only the limits that need no clock: depth and nodes.
            Ok(Command::Go(go)) => {
                let limits = go.limits(game.position().side_to_move() == Color::White);
                let limits = chess_attacks_engine::Limits { soft: None, hard: None, ..limits };
                BestMove(engine.think::<Root>(&game, &limits, &mut NoClock, |_| {}).best).to_string()
            }
            Ok(Command::Quit) => break,
            Ok(_) => continue,
            Err(error) => format!("info string {error}"),
        };
        let _ = writeln!(out, "{reply}");
        let _ = out.flush();
    }
}
