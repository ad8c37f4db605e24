//! The black magic search: the records from `src/magics.rs` and the reference walk's relevant blockers,
//! and the shared attack table they index, filled and checked entry by entry so that a wrong number fails
//! the build.

use super::emit::HEADER;
use super::{magics, reference};

/// The black magic records for one piece, a1 first: `[!relevant_blockers, factor, offset]` from
/// `src/magics.rs` and the reference walk's relevant blockers. Cheap; placing them is
/// [`black_magic_table`]'s work.
pub fn magic_records(magics: &[(u64, usize); 64], directions: &[reference::Direction]) -> [[u64; 3]; 64] {
    core::array::from_fn(|square| {
        let (factor, offset) = magics[square];
        [!reference::relevant_blockers(square as u8, directions), factor, offset as u64]
    })
}

/// The rook and bishop records, as [`magic_records`] gives them.
pub fn rook_and_bishop_records() -> ([[u64; 3]; 64], [[u64; 3]; 64]) {
    use reference::{BISHOP_DIRECTIONS, ROOK_DIRECTIONS};
    (
        magic_records(&magics::ROOK_MAGICS, &ROOK_DIRECTIONS),
        magic_records(&magics::BISHOP_MAGICS, &BISHOP_DIRECTIONS),
    )
}

/// The shared black-magic attack table, filled from the reference walk: `(table, rook records, bishop
/// records)`. A record is `[!relevant_blockers, factor, offset]`; see `src/magics.rs`.
///
/// # Panics
///
/// If a magic number sends two blocker sets with different attacks to one entry, or past the table's end:
/// a wrong number fails the build rather than giving a wrong answer.
pub fn black_magic_table() -> (Vec<u64>, [[u64; 3]; 64], [[u64; 3]; 64]) {
    use reference::{BISHOP_DIRECTIONS, ROOK_DIRECTIONS};
    let (rooks, bishops) = rook_and_bishop_records();
    let mut table: Vec<Option<u64>> = vec![None; magics::TABLE_LEN];
    let mut place = |records: &[[u64; 3]; 64], directions: &[reference::Direction], shift: u32| {
        for (square, &[not_mask, factor, offset]) in records.iter().enumerate() {
            let relevant = !not_mask;
            // Every subset of the relevant blockers, by the carry-rippler.
            let mut blockers = 0u64;
            loop {
                let index = offset as usize + ((blockers | not_mask).wrapping_mul(factor) >> shift) as usize;
                let attacks = reference::slide(square as u8, blockers, directions);
                let slot = table
                    .get_mut(index)
                    .unwrap_or_else(|| panic!("square {square}: entry {index} past the end"));
                match *slot {
                    Some(existing) if existing != attacks => {
                        panic!("square {square}: blockers {blockers:#x} collide at entry {index}")
                    }
                    _ => *slot = Some(attacks),
                }
                blockers = blockers.wrapping_sub(relevant) & relevant;
                if blockers == 0 {
                    break;
                }
            }
        }
    };
    place(&rooks, &ROOK_DIRECTIONS, magics::ROOK_SHIFT);
    place(&bishops, &BISHOP_DIRECTIONS, magics::BISHOP_SHIFT);
    // Entries no blocker set reaches are never read; 0 keeps them recognisable.
    (table.into_iter().map(Option::unwrap_or_default).collect(), rooks, bishops)
}

/// `SLIDER_ATTACKS`'s entries, `slider_attacks.rs` (feature `magic`): one array expression of 16-digit hex
/// literals, four to a line, which `tables.rs` includes. Written directly rather than through `emit`: the
/// syn and prettyplease round trip of this many literals would be nearly all of the build script's time,
/// in the unoptimised build every dependent runs. Each literal carries its type, so that rustc has no
/// integer type to infer for each (the part of compiling the library that grows most with the table).
pub fn generate_slider_attacks() -> String {
    use std::fmt::Write;
    let (table, ..) = black_magic_table();
    let mut text =
        format!("{HEADER}\n// The entries of `tables::SLIDER_ATTACKS`, computed from src/reference.rs.\n[\n");
    for row in table.chunks(4) {
        let row: Vec<String> = row.iter().map(|&entry| format!("0x{entry:016x}_u64,")).collect();
        writeln!(text, "    {}", row.join(" ")).expect("writing to a String cannot fail");
    }
    text.push_str("]\n");
    text
}
