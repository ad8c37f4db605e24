//! The micro:bit firmware's search on the desktop: the engine in the board's sizes (`SmallEngine`) behind
//! the engine's UCI session, so that games at the board's node budget measure the board's own search.
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
