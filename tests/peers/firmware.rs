//! The firmware story, proved on the host: `tests/firmware/` is a freestanding program (no std, no libc, its
//! own `_start`, `panic = "abort"`) that runs the published cases through the public API. These tests build
//! it in release, run it, and inspect the binary, in three variants: as firmware would use the crate, with
//! the `magic` feature merely enabled (as feature unification can do to firmware), and calling
//! `magic::rook_moves`.
//!
//! Run with `--nocapture` to see the measured footprints. The program is an x86-64 Linux one (its own
//! `_start` and `exit_group` system call), so these tests run on such hosts only.
#![cfg(all(target_arch = "x86_64", target_os = "linux"))]

use std::path::{Path, PathBuf};
use std::process::Command;

/// Every generated table the program's lookups read, `pawn_attacks` and `rook_moves`, with its bytes.
const TABLES_USED: [(&str, u64); 4] = [
    ("WHITE_PAWN_ATTACKS", 512),
    ("BLACK_PAWN_ATTACKS", 512),
    ("A_FILE_ATTACKS", 4096),
    ("RANK_ATTACKS", 512),
];

/// The budget for pawn + rook use on this x86-64 host, whose kindergarten rook reads the tables above (the
/// 32-bit cores' `kindergarten_halves` rook reads fewer).
const RODATA_BUDGET: u64 = 8 * 1024;
const TEXT_BUDGET: u64 = 1024;

/// Builds the program with `features` into a target directory of its own (so variants built by tests
/// running in parallel never overwrite each other) and returns the path of the binary.
fn build(features: &str) -> PathBuf {
    let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
    let variant = if features.is_empty() { "firmware".to_string() } else { format!("firmware-{features}") };
    let target_dir = root.join("target").join(variant);
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args(["build", "--release", "--locked", "--features", features, "--manifest-path"])
        .arg(root.join("tests/firmware/Cargo.toml"))
        .arg("--target-dir")
        .arg(&target_dir)
        // Flags meant for the host build (coverage, sanitizers, target-cpu) would break a freestanding link.
        .env_remove("RUSTFLAGS")
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        .env_remove("CARGO_BUILD_RUSTFLAGS")
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "building tests/firmware with features {features:?} failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    target_dir.join("release").join("chess-attacks-firmware")
}

use elf::Footprint;

/// Runs the program (every case must hold: a failing case exits with its number, a panic with 101), checks
/// what every variant must satisfy, and returns its footprint.
fn run_and_inspect(binary: &Path) -> Footprint {
    let status = Command::new(binary).status().expect("the firmware program starts");
    assert_eq!(status.code(), Some(0), "{}: the firmware program reports a failing case", binary.display());

    let data = std::fs::read(binary).expect("the binary is readable");
    let footprint =
        elf::inspect(&data, "_start").unwrap_or_else(|problem| panic!("{}: {problem}", binary.display()));
    println!("{}: {footprint:?}", binary.display());
    footprint
}

#[test]
fn freestanding_program_runs_reads_tables_from_rodata_and_cannot_panic() {
    let footprint = run_and_inspect(&build(""));
    // Not one table more: a program using pawns and rooks must not pay for the other pieces' tables.
    let expected: Vec<(String, u64)> = {
        let mut names = TABLES_USED.map(|(name, bytes)| (name.to_string(), bytes)).to_vec();
        names.sort();
        names
    };
    assert_eq!(footprint.tables, expected, "exactly the tables pawn_attacks and rook_moves read are linked");
    let Footprint { rodata, text, .. } = footprint;
    println!("firmware footprint: .rodata {rodata} bytes, .text {text} bytes, .data + .bss 0 bytes");
    assert!(rodata <= RODATA_BUDGET, ".rodata is {rodata} bytes, over the {RODATA_BUDGET}-byte budget");
    assert!(text <= TEXT_BUDGET, ".text is {text} bytes, over the {TEXT_BUDGET}-byte budget");
}

/// Cargo unifies features: a desktop crate in the same build can turn `magic` on under firmware that never
/// calls it. That must not cost the firmware a byte.
#[test]
fn enabling_magic_without_calling_it_changes_nothing() {
    let plain = run_and_inspect(&build(""));
    let with_feature = run_and_inspect(&build("magic"));
    assert_eq!(with_feature, plain, "the magic feature alone changed the firmware's footprint");
}

#[test]
fn calling_magic_links_its_tables_in_rodata_and_nothing_else() {
    let footprint = run_and_inspect(&build("call-magic"));
    let names: Vec<&str> = footprint.tables.iter().map(|(name, _)| name.as_str()).collect();
    // The rook cases read the shared table through the rook records; the pawn cases their two tables.
    assert_eq!(names, ["BLACK_PAWN_ATTACKS", "ROOK_RECORDS", "SLIDER_ATTACKS", "WHITE_PAWN_ATTACKS"]);
    let Footprint { rodata, text, .. } = footprint;
    println!("firmware footprint calling magic::rook_moves: .rodata {rodata} bytes, .text {text} bytes");
    // The shared table, the rook records and the two pawn tables, plus the cases' expected values.
    assert!((706_464..=708 * 1024).contains(&rodata), ".rodata is {rodata} bytes");
}
