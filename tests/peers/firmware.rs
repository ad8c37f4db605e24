//! The firmware story, proved on the host: `tests/firmware/` is a freestanding program (no std, no libc, its
//! own `_start`, `panic = "abort"`) that runs the published cases through the public API. This test builds
//! it in release, runs it, and inspects the binary.
//!
//! Run with `--nocapture` to see the measured footprint.

use std::path::{Path, PathBuf};
use std::process::Command;

use object::{Object, ObjectSection, ObjectSymbol, SectionKind};

/// Every generated table the program's lookups read: `pawn_attacks` and `rook_moves`.
const TABLES_USED: [&str; 6] = [
    "WHITE_PAWN_ATTACKS",
    "BLACK_PAWN_ATTACKS",
    "FILE_MASKS",
    "DOUBLED_SQUARES",
    "DOUBLED_MIRRORED_SQUARES",
    "FIRST_RANK_ATTACKS",
];

/// The budget for pawn + rook use.
const RODATA_BUDGET: u64 = 4 * 1024;
const TEXT_BUDGET: u64 = 1024;

/// Builds the program once (cargo makes repeated builds cheap) and returns the path of the binary.
fn build() -> PathBuf {
    let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
    let target_dir = root.join("target").join("firmware");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args(["build", "--release", "--locked", "--manifest-path"])
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
        "building tests/firmware failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    target_dir.join("release").join("chess-attacks-firmware")
}

/// The name of a `chess_attacks::tables` symbol, read from its mangled name (legacy and v0 manglings both
/// spell a path segment as its length then its text): `…6tables18WHITE_PAWN_ATTACKS…` → `WHITE_PAWN_ATTACKS`.
fn table_name(symbol: &str) -> Option<&str> {
    let after = symbol.split_once("chess_attacks6tables")?.1;
    let digits = after.len() - after.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let length: usize = after[..digits].parse().ok()?;
    after.get(digits..digits + length)
}

#[test]
fn freestanding_program_runs_reads_tables_from_rodata_and_cannot_panic() {
    let binary = build();

    // 1. It runs, and every case holds (a failing case exits with its number, a panic with 101).
    let status = Command::new(&binary).status().expect("the firmware program starts");
    assert_eq!(status.code(), Some(0), "the firmware program reports a failing case");

    let data = std::fs::read(&binary).expect("the binary is readable");
    let elf = object::File::parse(&*data).expect("the binary is an ELF file");

    // 2. Nothing runs before `_start`: no constructor sections.
    for section in elf.sections() {
        let name = section.name().unwrap_or_default();
        assert!(
            !matches!(name, ".init_array" | ".preinit_array" | ".ctors" | ".init"),
            "{name} would run code before _start"
        );
    }
    assert!(elf.symbols().any(|symbol| symbol.name() == Ok("_start")), "the program has its own _start");

    // 3. Every table the lookups read is linked, and lives in read-only data: not copied to RAM at boot.
    let mut found = Vec::new();
    for symbol in elf.symbols() {
        let Some(name) = symbol.name().ok().and_then(table_name).map(str::to_owned) else { continue };
        let section = symbol.section_index().and_then(|index| elf.section_by_index(index).ok());
        let section_name = section.as_ref().and_then(|section| section.name().ok()).unwrap_or("?");
        assert_eq!(section_name, ".rodata", "{name} must be in .rodata");
        assert_eq!(section.map(|s| s.kind()), Some(SectionKind::ReadOnlyData), "{name} is read-only");
        assert_eq!(symbol.size(), 512, "{name} is 64 words");
        found.push(name);
    }
    found.sort();
    let mut expected = TABLES_USED.to_vec();
    expected.sort();
    // Not one more: a program using pawns and rooks must not pay for the other pieces' tables.
    assert_eq!(found, expected, "exactly the tables pawn_attacks and rook_moves read are linked");

    // 4. No panic machinery is linked: no lookup has a reachable panic.
    let panic_symbols: Vec<&str> = elf
        .symbols()
        .filter_map(|symbol| symbol.name().ok())
        .filter(|name| {
            ["panicking", "panic_bounds_check", "panic_fmt", "rust_begin_unwind"]
                .iter()
                .any(|p| name.contains(p))
        })
        .collect();
    assert!(panic_symbols.is_empty(), "panic paths linked: {panic_symbols:?}");

    // 5. The footprint stays in budget.
    let size = |name: &str| elf.section_by_name(name).map_or(0, |section| section.size());
    let (rodata, text) = (size(".rodata"), size(".text"));
    let writable = size(".data") + size(".bss");
    println!("firmware footprint: .rodata {rodata} bytes, .text {text} bytes, .data + .bss {writable} bytes");
    println!("tables linked: {} × 512 bytes = {} bytes", found.len(), found.len() * 512);
    assert!(rodata <= RODATA_BUDGET, ".rodata is {rodata} bytes, over the {RODATA_BUDGET}-byte budget");
    assert!(text <= TEXT_BUDGET, ".text is {text} bytes, over the {TEXT_BUDGET}-byte budget");
    assert_eq!(writable, 0, "nothing is writable: no RAM is used for tables or state");
}
