//! Computes every attack table at compile time from `src/reference.rs` and writes them as Rust source to
//! `$OUT_DIR`: `tables.rs`, the public tables every target has, and `technique_tables.rs`, what the
//! target's slider techniques read (plus `other_technique_tables.rs` for the unit tests). Nothing is
//! computed when the library runs.
//!
//! One module per job, under build/: the catalogue of tables, the target policy (which slider techniques
//! each kind of target gets, and the cfgs that name them), emitting source, and the black magic
//! search behind the `magic` feature.

use std::{env, path::PathBuf};

// The oracle every table is computed from; the library makes it public for tests (its own and its
// users'), which use parts the build does not.
#[allow(dead_code)]
#[path = "src/reference.rs"]
mod reference;

// The black magic numbers: data, reviewed on their own.
#[path = "src/magics.rs"]
mod magics;

#[path = "build/catalogue.rs"]
mod catalogue;
#[path = "build/emit.rs"]
mod emit;
#[path = "build/magic_search.rs"]
mod magic_search;
#[path = "build/targets.rs"]
mod targets;

use emit::{deterministic, write_if_changed};

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

fn main() {
    for input in INPUTS {
        println!("cargo:rerun-if-changed={input}");
    }
    for slider in targets::Slider::ALL {
        println!("cargo:rerun-if-env-changed={}", slider.override_variable());
    }
    let variable = |name: &str| env::var(name).unwrap_or_default();
    let target =
        targets::for_target(&variable("CARGO_CFG_TARGET_POINTER_WIDTH"), &variable("CARGO_CFG_TARGET_ARCH"));
    let choice = targets::with_overrides(target, variable);
    // One cfg per slider, naming the module of its technique.
    for line in targets::cfg_lines(choice) {
        println!("{line}");
    }
    // The bytes the target's technique tables add up to, for the unit tests to check the generated ones.
    let bytes = catalogue::technique_table_bytes(choice);
    println!("cargo::rustc-env=CHESS_ATTACKS_TECHNIQUE_TABLE_BYTES={bytes}");

    let magic = env::var_os("CARGO_FEATURE_MAGIC").is_some();
    let out_dir = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR for build scripts"));
    let write = |name: &str, generate: &dyn Fn() -> String| {
        write_if_changed(&out_dir.join(name), &deterministic(generate));
    };
    write("tables.rs", &|| catalogue::generate(magic));
    write("technique_tables.rs", &|| catalogue::generate_technique_tables(choice));
    write("other_technique_tables.rs", &|| catalogue::generate_other_technique_tables(choice));
    if magic {
        write("magic_records.rs", &catalogue::generate_magic_records);
        write("slider_attacks.rs", &magic_search::generate_slider_attacks);
    }
}
