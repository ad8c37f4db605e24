//! Pins the size of every generated table, and of all of them together. A table that grows, or a new one,
//! fails here until this file is updated on purpose (and the README's table with it).

use std::mem::size_of_val;

use chess_attacks::tables;

/// One pinned size per table: `name => bytes`.
macro_rules! pinned_sizes {
    ($($name:ident => $bytes:expr,)*) => {
        #[test]
        fn each_table_has_its_pinned_size() {
            $(assert_eq!(size_of_val(&tables::$name), $bytes, stringify!($name));)*
        }

        #[test]
        fn all_tables_together_have_their_pinned_size() {
            let total = 0 $(+ size_of_val(&tables::$name))*;
            assert_eq!(total, 9_216, "all generated tables together");
        }

        #[test]
        fn every_generated_table_is_pinned() {
            let generated = include_str!(concat!(env!("OUT_DIR"), "/tables.rs"));
            let declared = generated.matches("pub static ").count();
            let pinned = [$(stringify!($name)),*].len();
            assert_eq!(declared, pinned, "a generated table has no pinned size");
        }
    };
}

pinned_sizes! {
    WHITE_PAWN_ATTACKS => 512,
    BLACK_PAWN_ATTACKS => 512,
    NORTH_RAYS => 512,
    SOUTH_RAYS => 512,
    EAST_RAYS => 512,
    WEST_RAYS => 512,
    FILE_MASKS => 512,
    DOUBLED_SQUARES => 512,
    DOUBLED_MIRRORED_SQUARES => 512,
    FIRST_RANK_ATTACKS => 512,
    NORTH_EAST_RAYS => 512,
    NORTH_WEST_RAYS => 512,
    SOUTH_EAST_RAYS => 512,
    SOUTH_WEST_RAYS => 512,
    KNIGHT_ATTACKS => 512,
    KING_ATTACKS => 512,
    DIAGONAL_MASKS => 512,
    ANTI_DIAGONAL_MASKS => 512,
}
