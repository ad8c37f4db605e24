//! Reads a built program's ELF file: which of chess-attacks' tables it links and where they live, its
//! section sizes, and whether it links panic machinery or start-up constructors. Shared by `firmware.rs`
//! (the Linux freestanding program) and the `elf-check` binary that tests/embedded/targets.sh runs on the
//! microcontroller builds.

use object::{Object, ObjectSection, ObjectSymbol, SectionKind};

/// What a program costs, as the checks read it.
#[derive(Debug, PartialEq)]
pub struct Footprint {
    /// `(name, bytes)` of every linked `chess_attacks::tables`, `::technique_tables` or `::magic` symbol, sorted.
    pub tables: Vec<(String, u64)>,
    pub rodata: u64,
    pub text: u64,
    /// `.data` + `.bss` (and their small-data forms): RAM.
    pub writable: u64,
}

/// The name of a `chess_attacks::tables`, `::technique_tables` or `::magic` symbol, read from its mangled
/// name (legacy and v0 manglings both spell a path segment as its length then its text): `…6tables18WHITE_PAWN_ATTACKS…`
/// → `WHITE_PAWN_ATTACKS`.
pub fn table_name(symbol: &str) -> Option<&str> {
    let after = ["chess_attacks6tables", "chess_attacks16technique_tables", "chess_attacks5magic"]
        .iter()
        .find_map(|module| symbol.split_once(module))?
        .1;
    let digits = after.len() - after.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let length: usize = after[..digits].parse().ok()?;
    after.get(digits..digits + length)
}

/// Checks what every build must satisfy: its own `entry` symbol and no constructor sections (nothing runs
/// before it), every table in `.rodata` (flash, not copied to RAM), no panic machinery (no lookup can
/// panic), and no `.data` or `.bss` at all (no RAM for tables or state). Returns the footprint, or what
/// failed.
pub fn inspect(data: &[u8], entry: &str) -> Result<Footprint, String> {
    let footprint = inspect_firmware(data, entry)?;
    if footprint.writable != 0 {
        return Err(format!("{} bytes of .data/.bss: RAM used for tables or state", footprint.writable));
    }
    Ok(footprint)
}

/// The checks of [`inspect`] for a firmware program, which may keep state in RAM (its runtime and its
/// semihosting do): everything but the `.data`/`.bss` rule.
pub fn inspect_firmware(data: &[u8], entry: &str) -> Result<Footprint, String> {
    let elf = object::File::parse(data).map_err(|error| format!("not an ELF file: {error}"))?;

    for section in elf.sections() {
        let name = section.name().unwrap_or_default();
        if matches!(name, ".init_array" | ".preinit_array" | ".ctors" | ".init") {
            return Err(format!("{name} would run code before {entry}"));
        }
    }
    if !elf.symbols().any(|symbol| symbol.name() == Ok(entry)) {
        return Err(format!("no {entry} symbol: the program has no entry point of its own"));
    }

    let mut tables = Vec::new();
    for symbol in elf.symbols() {
        let Some(name) = symbol.name().ok().and_then(table_name).map(str::to_owned) else { continue };
        let section = symbol.section_index().and_then(|index| elf.section_by_index(index).ok());
        let section_name = section.as_ref().and_then(|section| section.name().ok()).unwrap_or("?");
        // Read-only either way: cortex-m-rt's link script merges string constants into its `.rodata`, which
        // makes the section mergeable strings to the ELF reader.
        let read_only = matches!(
            section.map(|s| s.kind()),
            Some(SectionKind::ReadOnlyData | SectionKind::ReadOnlyString)
        );
        if section_name != ".rodata" || !read_only {
            return Err(format!("{name} is in {section_name}, not in read-only .rodata"));
        }
        tables.push((name, symbol.size()));
    }
    tables.sort();

    let panic_symbols: Vec<&str> = elf
        .symbols()
        .filter_map(|symbol| symbol.name().ok())
        .filter(|name| {
            ["panicking", "panic_bounds_check", "panic_fmt", "rust_begin_unwind"]
                .iter()
                .any(|p| name.contains(p))
        })
        .collect();
    if !panic_symbols.is_empty() {
        return Err(format!("panic paths linked: {panic_symbols:?}"));
    }

    let size = |names: &[&str]| -> u64 {
        names.iter().filter_map(|name| elf.section_by_name(name)).map(|section| section.size()).sum()
    };
    Ok(Footprint {
        tables,
        rodata: size(&[".rodata"]),
        text: size(&[".text"]),
        writable: size(&[".data", ".bss", ".sdata", ".sbss", ".tdata", ".tbss"]),
    })
}
