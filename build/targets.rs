//! The target policy: which slider technique each kind of target gets, and the environment overrides.

use std::env;

/// How `rook_attacks` works on the target: the file in src/rook/ that the library compiles for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RookTechnique {
    /// `src/rook/wide.rs`: 64-bit shifts, multiplies and byte swaps are single instructions.
    Wide,
    /// `src/rook/narrow.rs`: two 32-bit halves, for cores whose registers are 32 bits wide.
    Narrow,
    /// `src/rook/kindergarten.rs`: 64-bit multiplies gather each line into a table index, no byte swap.
    Kindergarten,
}

/// How `bishop_attacks` works on the target: the file in src/bishop/ that the library compiles for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BishopTechnique {
    /// `src/bishop/lanes.rs`: both diagonals as lanes of hyperbola quintessence, whose byte swaps are single
    /// instructions on 64-bit targets (and vectorised with AVX2).
    Lanes,
    /// `src/bishop/fold.rs`: each diagonal folded into a byte by 32-bit multiplies, no byte swap.
    Fold,
    /// `src/bishop/kindergarten.rs`: one 64-bit multiply per diagonal into the fill-up table, no byte swap.
    Kindergarten,
}

/// How `queen_attacks` works on the target: the file in src/queen/ that the library compiles for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueenTechnique {
    /// The target's rook and bishop side by side (`queen::pair` in src/lib.rs).
    Pair,
    /// `src/queen/lanes.rs`: the file and both diagonals as lanes of hyperbola quintessence, the rank from
    /// the rank table.
    Lanes,
}

/// The slider techniques of one build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Techniques {
    /// The rook's.
    pub rook: RookTechnique,
    /// The bishop's.
    pub bishop: BishopTechnique,
    /// The queen's.
    pub queen: QueenTechnique,
}

impl Techniques {
    /// The techniques for a target, chosen by the whole programs users run (the perft and search examples,
    /// benches/README.md, "Whole programs") and, on the cores, by instructions per perft node under QEMU
    /// (tests/embedded/README.md):
    /// - x86-64 and wasm32: the kindergarten rook and bishop, one multiply per file or diagonal into a
    ///   table, and the queen as the two. On x86-64 the perft generator ran faster on them than on the
    ///   hyperbola lanes, with and without AVX2, and the search level; wasm32 has no byte swap at all;
    /// - other 64-bit targets (AArch64): the wide rook, and the bishop and the queen as lanes, whose byte
    ///   swaps are single instructions: as many instructions per perft node as the kindergarten techniques,
    ///   on fewer bytes of tables (docs/design.md, "Tried and not kept");
    /// - 32-bit cores: the narrow rook and the folding bishop, neither needing a 64-bit shift or byte swap,
    ///   and the queen as the two.
    pub fn for_target(pointer_width: &str, arch: &str) -> Techniques {
        if arch == "wasm32" || arch == "x86_64" {
            return Techniques {
                rook: RookTechnique::Kindergarten,
                bishop: BishopTechnique::Kindergarten,
                queen: QueenTechnique::Pair,
            };
        }
        let wide = pointer_width == "64";
        Techniques {
            rook: if wide { RookTechnique::Wide } else { RookTechnique::Narrow },
            bishop: if wide { BishopTechnique::Lanes } else { BishopTechnique::Fold },
            queen: if wide { QueenTechnique::Lanes } else { QueenTechnique::Pair },
        }
    }

    /// Whether these techniques read the tables `reader` reads.
    pub fn read(self, reader: Reader) -> bool {
        match reader {
            Reader::Rook(rook) => self.rook == rook,
            Reader::Bishop(bishop) => self.bishop == bishop,
            Reader::Queen(queen) => self.queen == queen,
        }
    }

    /// The values of the `rook_technique`, `bishop_technique` and `queen_technique` cfgs that select them
    /// in src/lib.rs.
    pub fn cfg_values(self) -> [&'static str; 3] {
        let rook = match self.rook {
            RookTechnique::Wide => "wide",
            RookTechnique::Narrow => "narrow",
            RookTechnique::Kindergarten => "kindergarten",
        };
        let bishop = match self.bishop {
            BishopTechnique::Lanes => "lanes",
            BishopTechnique::Fold => "fold",
            BishopTechnique::Kindergarten => "kindergarten",
        };
        let queen = match self.queen {
            QueenTechnique::Pair => "pair",
            QueenTechnique::Lanes => "lanes",
        };
        [rook, bishop, queen]
    }
}

/// Code that reads a derived table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reader {
    /// A rook technique.
    Rook(RookTechnique),
    /// A bishop technique.
    Bishop(BishopTechnique),
    /// A queen technique.
    Queen(QueenTechnique),
}

/// What the library is being built with: which tables it reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// The `magic` feature: emit the black magic records and the shared attack table.
    pub magic: bool,
    /// The slider techniques for the target: emit the tables they read.
    pub sliders: Techniques,
}

/// Set to `wide`, `narrow` or `kindergarten`, overrides the rook technique the target would get: for measuring one
/// technique on another target (tests/embedded/targets.sh does), not for production.
pub const ROOK_OVERRIDE: &str = "CHESS_ATTACKS_ROOK";

/// Set to `lanes`, `fold` or `kindergarten`, overrides the bishop technique the same way.
pub const BISHOP_OVERRIDE: &str = "CHESS_ATTACKS_BISHOP";

/// Set to `pair` or `lanes`, overrides the queen technique the same way.
pub const QUEEN_OVERRIDE: &str = "CHESS_ATTACKS_QUEEN";

impl Options {
    /// The options cargo passes to a build script through the environment.
    pub fn from_env() -> Options {
        let var = |name: &str| env::var(name).unwrap_or_default();
        let target =
            Techniques::for_target(&var("CARGO_CFG_TARGET_POINTER_WIDTH"), &var("CARGO_CFG_TARGET_ARCH"));
        let rook = match var(ROOK_OVERRIDE).as_str() {
            "wide" => RookTechnique::Wide,
            "narrow" => RookTechnique::Narrow,
            "kindergarten" => RookTechnique::Kindergarten,
            "" => target.rook,
            other => panic!("{ROOK_OVERRIDE}={other:?}: expected \"wide\", \"narrow\" or \"kindergarten\""),
        };
        let bishop = match var(BISHOP_OVERRIDE).as_str() {
            "lanes" => BishopTechnique::Lanes,
            "fold" => BishopTechnique::Fold,
            "kindergarten" => BishopTechnique::Kindergarten,
            "" => target.bishop,
            other => panic!("{BISHOP_OVERRIDE}={other:?}: expected \"lanes\", \"fold\" or \"kindergarten\""),
        };
        let queen = match var(QUEEN_OVERRIDE).as_str() {
            "pair" => QueenTechnique::Pair,
            "lanes" => QueenTechnique::Lanes,
            "" => target.queen,
            other => panic!("{QUEEN_OVERRIDE}={other:?}: expected \"pair\" or \"lanes\""),
        };
        let sliders = Techniques { rook, bishop, queen };
        Options { magic: env::var_os("CARGO_FEATURE_MAGIC").is_some(), sliders }
    }
}
