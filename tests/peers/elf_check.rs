//! `elf-check ELF ENTRY TEXT_BUDGET RODATA_BUDGET`: the checks of `elf.rs` on one microcontroller build, with
//! its `.text` and `.rodata` held to budgets in bytes. Prints the footprint; exits 1, saying why, when a
//! check fails. tests/embedded/targets.sh runs it on every target.

use std::process::ExitCode;

#[path = "elf.rs"]
mod elf;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [path, entry, text_budget, rodata_budget] = args.as_slice() else {
        eprintln!("usage: elf-check ELF ENTRY TEXT_BUDGET RODATA_BUDGET");
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
    let footprint = match elf::inspect(&data, entry) {
        Ok(footprint) => footprint,
        Err(problem) => {
            eprintln!("elf-check: {path}: {problem}");
            return ExitCode::FAILURE;
        }
    };
    let tables: Vec<String> =
        footprint.tables.iter().map(|(name, bytes)| format!("{name} {bytes}")).collect();
    println!("text {} rodata {} ram 0 tables: {}", footprint.text, footprint.rodata, tables.join(", "));
    if footprint.text > text_budget || footprint.rodata > rodata_budget {
        eprintln!(
            "elf-check: {path}: .text {} / .rodata {} bytes, over the budgets of {text_budget} / {rodata_budget}",
            footprint.text, footprint.rodata
        );
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
