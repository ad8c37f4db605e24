//! The micro:bit firmware's search on the desktop: the engine with the board's sizes (`SmallEngine`: a
//! 128-entry table, the to-square history, 14 plies, lines of 8 moves, 256 moves at once) behind the same
//! UCI session the firmware runs, so that games at the board's node budget measure the board's own search,
//! as examples/microbit/measure/strength.py does.
//!
//! ```text
//! cargo run --release --example board_search
//! ```

use chess_attacks_engine::desktop::serve;
use chess_attacks_engine::uci::Identity;
use chess_attacks_engine::{SmallEngine, small_engine};
use chess_attacks_movegen::Root;

fn main() {
    // The board's one table size, rounded up to the 1 MiB that UCI's Hash option counts in.
    let identity =
        Identity { name: "chess-attacks, the micro:bit's sizes", default_hash_mib: 1, max_hash_mib: 1 };
    let mut engine: Box<SmallEngine> = Box::new(small_engine());
    serve(Root, identity, &mut engine, std::io::stdin());
}
