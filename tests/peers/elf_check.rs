//! `elf-check ELF ENTRY TEXT_BUDGET RODATA_BUDGET`: the checks of `elf.rs` on one microcontroller build, with
//! its `.text` and `.rodata` held to budgets in bytes. Prints the footprint; exits 1, saying why, when a
//! check fails. tests/embedded/targets.sh runs it on every target.
//!
//! `elf-check --firmware ELF ENTRY TEXT_BUDGET RODATA_BUDGET`: the same for a firmware program
//! (examples/microbit/), which may use RAM: it prints the RAM too.

use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let firmware = args.first().is_some_and(|first| first == "--firmware");
    if firmware {
        args.remove(0);
    }
    let [path, entry, text_budget, rodata_budget] = args.as_slice() else {
        eprintln!("usage: elf-check [--firmware] ELF ENTRY TEXT_BUDGET RODATA_BUDGET");
        return ExitCode::from(2);
    };
    let (Ok(text_budget), Ok(rodata_budget)) = (text_budget.parse::<u64>(), rodata_budget.parse::<u64>())
    else {
        eprintln!("elf-check: budgets are numbers of bytes, got {text_budget:?} and {rodata_budget:?}");
        return ExitCode::from(2);
    };
    let data = match std::fs::read(path) {
        Ok(data) => data,
        Err(error) => {
            eprintln!("elf-check: cannot read {path}: {error}");
            return ExitCode::from(2);
        }
    };
    let inspect = if firmware { elf::inspect_firmware } else { elf::inspect };
    let footprint = match inspect(&data, entry) {
        Ok(footprint) => footprint,
        Err(problem) => {
            eprintln!("elf-check: {path}: {problem}");
            return ExitCode::FAILURE;
        }
    };
    let tables: Vec<String> =
        footprint.tables.iter().map(|(name, bytes)| format!("{name} {bytes}")).collect();
    let (text, rodata, ram) = (footprint.text, footprint.rodata, footprint.writable);
    println!("text {text} rodata {rodata} ram {ram} tables: {}", tables.join(", "));
    if footprint.text > text_budget || footprint.rodata > rodata_budget {
        eprintln!(
            "elf-check: {path}: .text {} / .rodata {} bytes, over the budgets of {text_budget} / {rodata_budget}",
            footprint.text, footprint.rodata
        );
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
