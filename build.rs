//! Computes every attack table at compile time from `src/reference.rs` and writes them as Rust source to
//! `$OUT_DIR`: `tables.rs`, the public tables every target has, and `technique_tables.rs`, what the
//! target's slider techniques read (plus `other_technique_tables.rs` for the unit tests), which `src/lib.rs`
//! includes. Nothing is computed when the library runs.
//!
//! One module per job, under build/: the catalogue of tables, the target policy (which slider techniques
//! each kind of target gets), emitting source, and the black magic search behind the `magic` feature.

use std::{env, path::PathBuf};

// The oracle every table is computed from, shared with the library's tests.
#[allow(dead_code)]
#[path = "src/reference.rs"]
pub mod reference;

// The black magic numbers: data, reviewed on their own.
#[path = "src/magics.rs"]
pub mod magics;

#[path = "build/catalogue.rs"]
pub mod catalogue;
#[path = "build/emit.rs"]
pub mod emit;
#[path = "build/magic_search.rs"]
pub mod magic_search;
#[path = "build/targets.rs"]
pub mod targets;

pub use catalogue::{
    generate, generate_magic_records, generate_other_technique_tables, generate_technique_tables,
};
pub use emit::HEADER;
use emit::write_if_changed;
pub use magic_search::generate_slider_attacks;
pub use targets::{
    BISHOP_OVERRIDE, BishopTechnique, Options, QUEEN_OVERRIDE, QueenTechnique, ROOK_OVERRIDE, RookTechnique,
    Techniques,
};

/// Every file of build.rs: a change to any of them reruns it.
const INPUTS: [&str; 7] = [
    "build.rs",
    "build/catalogue.rs",
    "build/emit.rs",
    "build/magic_search.rs",
    "build/targets.rs",
    "src/reference.rs",
    "src/magics.rs",
];

#[allow(dead_code)] // The tests include this file for `generate` and never call `main`.
fn main() {
    for input in INPUTS {
        println!("cargo:rerun-if-changed={input}");
    }
    println!("cargo:rerun-if-env-changed={ROOK_OVERRIDE}");
    println!("cargo:rerun-if-env-changed={BISHOP_OVERRIDE}");
    println!("cargo:rerun-if-env-changed={QUEEN_OVERRIDE}");
    let options = Options::from_env();
    // src/lib.rs compiles src/rook/<technique>.rs, src/bishop/<technique>.rs and src/queen/<technique>.rs
    // by these cfgs.
    let [rook, bishop, queen] = options.sliders.cfg_values();
    println!("cargo::rustc-check-cfg=cfg(rook_technique, values(\"wide\", \"narrow\", \"kindergarten\"))");
    println!("cargo::rustc-check-cfg=cfg(bishop_technique, values(\"lanes\", \"fold\", \"kindergarten\"))");
    println!("cargo::rustc-check-cfg=cfg(queen_technique, values(\"pair\", \"lanes\"))");
    println!("cargo::rustc-cfg=rook_technique=\"{rook}\"");
    println!("cargo::rustc-cfg=bishop_technique=\"{bishop}\"");
    println!("cargo::rustc-cfg=queen_technique=\"{queen}\"");
    let out_dir = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR for build scripts"));
    write_if_changed(&out_dir.join("tables.rs"), &generate(options.magic));
    write_if_changed(&out_dir.join("technique_tables.rs"), &generate_technique_tables(options.sliders));
    let others = generate_other_technique_tables(options.sliders);
    write_if_changed(&out_dir.join("other_technique_tables.rs"), &others);
    if options.magic {
        write_if_changed(&out_dir.join("magic_records.rs"), &generate_magic_records());
        write_if_changed(&out_dir.join("slider_attacks.rs"), &generate_slider_attacks());
    }
}
