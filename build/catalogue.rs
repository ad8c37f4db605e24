//! The catalogue: every table build.rs writes, each described once (its name, what an entry holds, how it
//! is indexed) beside the reference expression that computes it, and how each becomes a documented
//! `pub static`.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};

use super::emit::emit;
use super::magic_search::rook_and_bishop_records;
use super::magics;
use super::reference::{self, Side};
use super::targets::{self, Choice};

/// How most tables are indexed.
const BY_SQUARE: &str = "Indexed by square, a1 = 0 … h8 = 63.";

/// One generated table: its name, what it holds, and how each entry is computed from the reference.
pub struct Table {
    /// The name of the `pub static`.
    pub name: &'static str,
    /// What an entry holds, for the doc comment.
    pub summary: &'static str,
    /// What the index means, for the doc comment.
    pub index: &'static str,
    /// Computes the entry for index 0..64.
    pub entry: fn(u8) -> u64,
}

/// Every table the library gets, in the order they appear in the generated file.
pub const TABLES: &[Table] = &[
    Table {
        name: "WHITE_PAWN_ATTACKS",
        summary: "Squares a white pawn on each square attacks.",
        index: BY_SQUARE,
        entry: |square| reference::pawn_attacks(Side::White, square),
    },
    Table {
        name: "BLACK_PAWN_ATTACKS",
        summary: "Squares a black pawn on each square attacks.",
        index: BY_SQUARE,
        entry: |square| reference::pawn_attacks(Side::Black, square),
    },
    Table {
        name: "NORTH_RAYS",
        summary: "From each square towards rank 8 on an empty board, the square itself excluded.",
        index: BY_SQUARE,
        entry: |square| reference::ray(square, reference::NORTH),
    },
    Table {
        name: "SOUTH_RAYS",
        summary: "From each square towards rank 1 on an empty board, the square itself excluded.",
        index: BY_SQUARE,
        entry: |square| reference::ray(square, reference::SOUTH),
    },
    Table {
        name: "EAST_RAYS",
        summary: "From each square towards the h-file on an empty board, the square itself excluded.",
        index: BY_SQUARE,
        entry: |square| reference::ray(square, reference::EAST),
    },
    Table {
        name: "WEST_RAYS",
        summary: "From each square towards the a-file on an empty board, the square itself excluded.",
        index: BY_SQUARE,
        entry: |square| reference::ray(square, reference::WEST),
    },
    Table {
        name: "NORTH_EAST_RAYS",
        summary: "From each square towards h8 on an empty board, the square itself excluded.",
        index: BY_SQUARE,
        entry: |square| reference::ray(square, reference::NORTH_EAST),
    },
    Table {
        name: "NORTH_WEST_RAYS",
        summary: "From each square towards a8 on an empty board, the square itself excluded.",
        index: BY_SQUARE,
        entry: |square| reference::ray(square, reference::NORTH_WEST),
    },
    Table {
        name: "SOUTH_EAST_RAYS",
        summary: "From each square towards h1 on an empty board, the square itself excluded.",
        index: BY_SQUARE,
        entry: |square| reference::ray(square, reference::SOUTH_EAST),
    },
    Table {
        name: "SOUTH_WEST_RAYS",
        summary: "From each square towards a1 on an empty board, the square itself excluded.",
        index: BY_SQUARE,
        entry: |square| reference::ray(square, reference::SOUTH_WEST),
    },
    Table {
        name: "KNIGHT_ATTACKS",
        summary: "Squares a knight on each square attacks.",
        index: BY_SQUARE,
        entry: reference::knight_attacks,
    },
    Table {
        name: "KING_ATTACKS",
        summary: "Squares a king on each square attacks.",
        index: BY_SQUARE,
        entry: reference::king_attacks,
    },
    Table {
        name: "FILE_MASKS",
        summary: "The square's file without the square itself: what `line` and `rook_rays` read for the file.",
        index: BY_SQUARE,
        entry: |square| reference::ray(square, reference::NORTH) | reference::ray(square, reference::SOUTH),
    },
    Table {
        name: "DIAGONAL_MASKS",
        summary: "The square's a1–h8-direction diagonal without the square itself: the line `bishop_attacks` cuts.",
        index: BY_SQUARE,
        entry: |square| {
            reference::ray(square, reference::NORTH_EAST) | reference::ray(square, reference::SOUTH_WEST)
        },
    },
    Table {
        name: "ANTI_DIAGONAL_MASKS",
        summary: "The square's h1–a8-direction diagonal without the square itself: the other line `bishop_attacks` cuts.",
        index: BY_SQUARE,
        entry: |square| {
            reference::ray(square, reference::NORTH_WEST) | reference::ray(square, reference::SOUTH_EAST)
        },
    },
];

/// The element type of a derived table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Element {
    /// A bitboard or a multiplier, written as 16 hex digits.
    U64,
    /// A rank's worth of squares, written as 2 hex digits.
    U8,
    /// Half a board, written as 8 hex digits.
    U32,
    /// Bitboards in records of four, one record per square, aligned to 32 bytes (the library's `Aligned`).
    AlignedRecordsOfFour,
}

/// A table derived from the reference for one lookup technique, in whatever shape that technique reads
/// fastest: fewer or other entries than 64, or bytes.
pub struct DerivedTable {
    /// The name of the `pub static`.
    pub name: &'static str,
    /// What an entry holds, for the doc comment.
    pub summary: &'static str,
    /// What the index means, for the doc comment.
    pub index: &'static str,
    /// The element type.
    pub element: Element,
    /// How many entries.
    pub len: usize,
    /// Computes entry `index`.
    pub entry: fn(usize) -> u64,
}

/// The tables the slider techniques (src/rook/, src/bishop/, src/queen/, src/lanes.rs, src/rank.rs) read
/// besides the seed tables. Which technique reads which is said once, in build/targets.rs.
pub const DERIVED_TABLES: &[DerivedTable] = &[
    DerivedTable {
        name: "DOUBLED_SQUARES",
        summary: "The square's bit doubled (`2 << square`): the `2s` that hyperbola quintessence subtracts.",
        index: BY_SQUARE,
        element: Element::U64,
        len: 64,
        entry: |square| reference::square_bit(square as u8) << 1,
    },
    DerivedTable {
        name: "DOUBLED_MIRRORED_SQUARES",
        summary: "The vertically mirrored square's bit doubled (`2 << (square ^ 56)`): the `2s` of the byte-swapped board.",
        index: BY_SQUARE,
        element: Element::U64,
        len: 64,
        entry: |square| reference::square_bit(square as u8 ^ 56) << 1,
    },
    DerivedTable {
        name: "FILES",
        summary: "The eight squares of each file, the a-file first: the mask `rook_attacks` cuts on the file, the rook's own square included.",
        index: "Indexed by file, a = 0 … h = 7.",
        element: Element::U64,
        len: 8,
        entry: |file| reference::ray(file as u8, reference::NORTH) | reference::square_bit(file as u8),
    },
    DerivedTable {
        name: "RANK_ATTACKS",
        summary: "Rook attacks along the first rank, one byte each: entry `inner * 8 + file` holds the attacks of a rook on that file of rank 1 when the six inner squares b1–g1 hold `inner` (bit 0 = b1).",
        index: "Indexed by `inner * 8 + file`, not by square: `inner` is the occupancy of b–g on the rook's rank (0 … 63).",
        element: Element::U8,
        len: 512,
        entry: |index| reference::rook_attacks((index & 7) as u8, ((index >> 3) as u64) << 1) & 0xff,
    },
    DerivedTable {
        name: "FILE_ATTACKS",
        summary: "Rook attacks along a file, laid out for 32-bit halves: entry `inner * 8 + rank` holds the attacks of a rook on that rank when ranks 2–7 of its file hold `inner` (bit 0 = rank 2), with ranks 1–4 at bits 0, 8, 16, 24 and ranks 5–8 at bits 4, 12, 20, 28.",
        index: "Indexed by `inner * 8 + rank`, not by square: `inner` is the occupancy of ranks 2–7 on the rook's file (0 … 63).",
        element: Element::U32,
        len: 512,
        entry: |index| {
            let (inner, rank) = ((index >> 3) as u64, (index & 7) as u8);
            // Bit k of `inner` is rank k + 2 (1-based), the a-file square 8 (k + 1).
            let occupied = a_file_squares(inner, |k| k + 1);
            let attacks = reference::rook_attacks(8 * rank, occupied) & 0x0101_0101_0101_0101;
            // Rank k + 1 of the a-file is bit 8k; ranks 1–4 stay there, ranks 5–8 move to 8(k - 4) + 4.
            (attacks & 0xffff_ffff) | (attacks >> 32) << 4
        },
    },
    DerivedTable {
        name: "DIAGONAL_HALVES",
        summary: "Both diagonals through each square as 32-bit halves, the square itself left out: entries `4 * square` and `4 * square + 1` hold the a1–h8-direction diagonal's ranks 1–4 and 5–8, entries `4 * square + 2` and `4 * square + 3` the h1–a8-direction diagonal's; one record per square, so the folding bishop reads all four from one address.",
        index: "Indexed by `4 * square + k`, not by square alone: square a1 = 0 … h8 = 63, k = 0 … 3 as above.",
        element: Element::U32,
        len: 256,
        entry: |index| {
            let square = (index / 4) as u8;
            let (first, second) = if index % 4 < 2 {
                (reference::NORTH_EAST, reference::SOUTH_WEST)
            } else {
                (reference::NORTH_WEST, reference::SOUTH_EAST)
            };
            let diagonal = reference::ray(square, first) | reference::ray(square, second);
            if index % 2 == 0 { diagonal & 0xffff_ffff } else { diagonal >> 32 }
        },
    },
    DerivedTable {
        name: "RANK_A_SQUARES",
        summary: "The a-file square of each rank, a1 first (`1 << (8 * rank)`): multiplying a first-rank byte by it moves the byte to that rank.",
        index: "Indexed by rank, 1 = 0 … 8 = 7.",
        element: Element::U64,
        len: 8,
        entry: |rank| reference::square_bit(8 * rank as u8),
    },
    DerivedTable {
        name: "LINE_LANES",
        summary: "The lines through each square that hyperbola quintessence runs as lanes, and the square's bit: entry `[square][k]` holds the a1–h8-direction diagonal (k = 0), the file (1) and the h1–a8-direction diagonal (2), each without the square itself, and the square's bit (3); one 32-byte record per square, aligned, so the lanes read all four in one load. The two diagonals are not side by side: where they were, AVX2 builds packed the bishop's two lanes into one SIMD register, whose moves to and from the integer registers cost latency.",
        index: "Indexed by square, a1 = 0 … h8 = 63, then by k = 0 … 3 as above.",
        element: Element::AlignedRecordsOfFour,
        len: 256,
        entry: |index| {
            let square = (index / 4) as u8;
            let line = |first, second| reference::ray(square, first) | reference::ray(square, second);
            match index % 4 {
                0 => line(reference::NORTH_EAST, reference::SOUTH_WEST),
                1 => line(reference::NORTH, reference::SOUTH),
                2 => line(reference::NORTH_WEST, reference::SOUTH_EAST),
                _ => reference::square_bit(square),
            }
        },
    },
    DerivedTable {
        name: "FILL_UP_ATTACKS",
        summary: "Rook attacks along the first rank copied onto every rank (\"fill-up\" attacks): entry `file * 64 + inner` holds, on each of the eight ranks, the attacks of a slider on `file` when files b–g hold `inner` (bit 0 = b). ANDed with a line that holds one square per file, it gives the attacks along that line.",
        index: "Indexed by `file * 64 + inner`, not by square: `inner` is the occupancy of files b–g along the slider's line (0 … 63).",
        element: Element::U64,
        len: 512,
        entry: |index| {
            let (file, inner) = ((index >> 6) as u8, (index & 63) as u64);
            (reference::rook_attacks(file, inner << 1) & 0xff) * 0x0101_0101_0101_0101
        },
    },
    DerivedTable {
        name: "A_FILE_ATTACKS",
        summary: "Rook attacks along the a-file: entry `rank * 64 + inner` holds the attacks of a rook on that rank of the a-file when ranks 2–7 hold `inner`, rank 7 as bit 0 and rank 2 as bit 5 (the order the kindergarten rook's multiply gathers them in). Shifted by the file, the attacks along any file.",
        index: "Indexed by `rank * 64 + inner`, not by square: `inner` is the occupancy of ranks 7 down to 2 on the rook's file (0 … 63).",
        element: Element::U64,
        len: 512,
        entry: |index| {
            let (rank, inner) = ((index >> 6) as u8, (index & 63) as u64);
            // Bit k of `inner` is rank 7 - k (1-based), the a-file square 8 (6 - k).
            let occupied = a_file_squares(inner, |k| 6 - k);
            reference::rook_attacks(8 * rank, occupied) & 0x0101_0101_0101_0101
        },
    },
];

/// The a-file squares that the six bits of `inner` name, bit k on the 0-based rank `rank_of(k)`: the
/// occupancy a table of file attacks is indexed by.
fn a_file_squares(inner: u64, rank_of: fn(u64) -> u64) -> u64 {
    (0..6).filter(|k| inner >> k & 1 != 0).fold(0, |board, k| board | 1 << (8 * rank_of(k)))
}

/// The public tables file, `tables.rs`, header included: the seed tables, the same on every target, and
/// with `magic` the feature's. What the slider techniques read is in [`generate_technique_tables`].
pub fn generate(magic: bool) -> String {
    let seeds = TABLES.iter().map(|table| {
        let entries: Vec<u64> = (0..64u8).map(table.entry).collect();
        let example = format!(
            "use chess_attacks::{{tables::{name}, Bitboard, Square}};\n\n\
             // Each entry is a bitboard; `Display` draws it.\n\
             let d4 = Bitboard({name}[Square::D4 as usize]);\nprintln!(\"{{d4}}\");",
            name = table.name
        );
        let docs = [table.summary.to_string(), table.index.to_string()];
        static_item(table.name, &docs, Some(&example), Element::U64, &entries)
    });
    let magic = if magic { magic_tables() } else { TokenStream::new() };
    emit(quote! { #(#seeds)* #magic })
}

/// The derived tables `choice` reads, `technique_tables.rs`: a private module of the library, because each
/// kind of target has its own set.
pub fn generate_technique_tables(choice: Choice) -> String {
    emit(derived_tables(|table| targets::reads(choice, table.name)))
}

/// The derived tables that `choice` do not read, as a file of their own: the unit tests compile every
/// technique on the host, and include this for those the target does not use (src/lib.rs).
pub fn generate_other_technique_tables(choice: Choice) -> String {
    emit(derived_tables(|table| !targets::reads(choice, table.name)))
}

/// The bytes of the derived tables `choice` reads, from each table's element type and length: what the
/// library's unit tests check the statics' sizes against.
///
/// # Panics
///
/// If a technique reads a table the catalogue does not hold, or a table has no reader: the table in
/// build/targets.rs and this catalogue must name the same tables.
pub fn technique_table_bytes(choice: Choice) -> usize {
    for technique in targets::TECHNIQUES {
        for name in technique.reads {
            let known = DERIVED_TABLES.iter().any(|table| table.name == *name);
            assert!(
                known,
                "{:?} {} reads {name}, which the catalogue does not hold",
                technique.slider, technique.name
            );
        }
    }
    for table in DERIVED_TABLES {
        let read = targets::TECHNIQUES.iter().any(|technique| technique.reads.contains(&table.name));
        assert!(read, "no technique reads {}", table.name);
    }
    DERIVED_TABLES.iter().filter(|table| targets::reads(choice, table.name)).map(DerivedTable::bytes).sum()
}

impl DerivedTable {
    /// The table's size in the library.
    fn bytes(&self) -> usize {
        let element = match self.element {
            Element::U8 => 1,
            Element::U32 => 4,
            Element::U64 | Element::AlignedRecordsOfFour => 8,
        };
        element * self.len
    }
}

/// The derived tables `wanted` picks, as tokens.
fn derived_tables(wanted: impl Fn(&DerivedTable) -> bool) -> TokenStream {
    let tables = DERIVED_TABLES.iter().filter(|table| wanted(table)).map(|table| {
        let entries: Vec<u64> = (0..table.len).map(table.entry).collect();
        let docs = [table.summary.to_string(), table.index.to_string()];
        // Private tables: a doc example could not name them.
        static_item(table.name, &docs, None, table.element, &entries)
    });
    quote! { #(#tables)* }
}

/// One documented `pub static` array: each of `docs` a paragraph, then `example`, if any, as a doc test.
fn static_item(
    name: &str,
    docs: &[String],
    example: Option<&str>,
    element: Element,
    entries: &[u64],
) -> TokenStream {
    let name = format_ident!("{name}");
    let paragraphs = docs.iter().map(|paragraph| format!(" {paragraph}"));
    let example = example.map(|example| format!("```\n{example}\n```")).unwrap_or_default();
    let example = example.lines().map(|line| format!(" {line}")).collect::<Vec<_>>();
    let len = proc_macro2::Literal::usize_unsuffixed(entries.len());
    let (ty, literals): (TokenStream, Vec<syn::LitInt>) = match element {
        Element::U64 => (quote!(u64), entries.iter().map(|&entry| hex(entry)).collect()),
        Element::U8 => (quote!(u8), entries.iter().map(|&entry| narrow_hex::<u8>(entry, 2)).collect()),
        Element::U32 => (quote!(u32), entries.iter().map(|&entry| narrow_hex::<u32>(entry, 8)).collect()),
        Element::AlignedRecordsOfFour => {
            let records = entries.chunks(4).map(|record| {
                let record = record.iter().map(|&entry| hex(entry));
                quote!([#(#record),*])
            });
            let len = proc_macro2::Literal::usize_unsuffixed(entries.len() / 4);
            return quote! {
                #(#[doc = #paragraphs] #[doc = ""])*
                #(#[doc = #example])*
                pub static #name: Aligned<[[u64; 4]; #len]> = Aligned([#(#records),*]);
            };
        }
    };
    quote! {
        #(#[doc = #paragraphs] #[doc = ""])*
        #(#[doc = #example])*
        pub static #name: [#ty; #len] = [#(#literals),*];
    }
}

/// An entry of a table of `T`, checked to fit, as a hex literal of `digits` digits.
fn narrow_hex<T: TryFrom<u64>>(entry: u64, digits: usize) -> syn::LitInt {
    assert!(T::try_from(entry).is_ok(), "{entry:#x} does not fit the table's element type");
    syn::LitInt::new(&format!("0x{entry:0digits$x}"), Span::call_site())
}

/// A `u64` as a 16-digit hex literal: each entry's bit pattern stays readable (one byte per rank).
fn hex(value: u64) -> syn::LitInt {
    syn::LitInt::new(&format!("0x{value:016x}"), Span::call_site())
}

/// The `magic` feature's tables, as tokens. `SLIDER_ATTACKS` includes its entries from the file
/// [`generate_slider_attacks`] writes.
fn magic_tables() -> TokenStream {
    let (rooks, bishops) = rook_and_bishop_records();
    let record = |records: [[u64; 3]; 64]| {
        let rows = records.map(|[not_mask, factor, offset]| {
            let (not_mask, factor, offset) = (hex(not_mask), hex(factor), hex(offset));
            quote! { [#not_mask, #factor, #offset] }
        });
        quote! { [#(#rows),*] }
    };
    let (rook_records, bishop_records) = (record(rooks), record(bishops));
    let len = proc_macro2::Literal::usize_unsuffixed(magics::TABLE_LEN);
    let record_doc = |piece: &str, shift: u32| {
        format!(
            " Indexed by square, a1 = 0 … h8 = 63. Each entry is `[!relevant_blockers, factor, offset]`, the {piece}'s black \
             magic record. Its attacks for `occupied` are `SLIDER_ATTACKS[offset + (((occupied | \
             !relevant_blockers) * factor) >> {shift})]`. Generated from `src/magics.rs` and \
             `reference::relevant_blockers(square, {piece_upper}_DIRECTIONS)`.",
            piece_upper = piece.to_uppercase(),
        )
    };
    let rook_doc = record_doc("rook", magics::ROOK_SHIFT);
    let bishop_doc = record_doc("bishop", magics::BISHOP_SHIFT);
    // A rook on d4 of an empty board attacks 14 squares, a bishop 13.
    let example = |name: &str, shift: u32, count: u32| {
        format!(
            "```\nuse chess_attacks::{{tables::{{{name}, SLIDER_ATTACKS}}, Square}};\n\n\
             let [not_mask, factor, offset] = {name}[Square::D4 as usize];\n\
             let occupied = 0u64; // an empty board\n\
             let index = offset as usize + ((occupied | not_mask).wrapping_mul(factor) >> {shift}) as usize;\n\
             assert_eq!(SLIDER_ATTACKS[index].count_ones(), {count});\n```",
        )
    };
    let rook_example = example("ROOK_MAGICS", magics::ROOK_SHIFT, 14);
    let bishop_example = example("BISHOP_MAGICS", magics::BISHOP_SHIFT, 13);
    let docs = |text: String| text.lines().map(|line| format!(" {line}")).collect::<Vec<_>>();
    let (rook_example, bishop_example) = (docs(rook_example), docs(bishop_example));
    // A rook in a corner with a piece beside it on each of its two lines attacks those two squares alone.
    let slider_example = docs(format!(
        "```\nuse chess_attacks::{{tables::{{ROOK_MAGICS, SLIDER_ATTACKS}}, Square}};\n\n\
         // A rook on a1, pieces on a2 and b1: it attacks those two squares and nothing else.\n\
         let occupied = (1u64 << Square::A2 as u32) | (1 << Square::B1 as u32);\n\
         let [not_mask, factor, offset] = ROOK_MAGICS[Square::A1 as usize];\n\
         let index = offset as usize + ((occupied | not_mask).wrapping_mul(factor) >> {shift}) as usize;\n\
         assert_eq!(SLIDER_ATTACKS[index], occupied);\n```",
        shift = magics::ROOK_SHIFT,
    ));
    quote! {
        /// Rook black magic records (feature `magic`).
        #[doc = ""]
        #[doc = #rook_doc]
        #[doc = ""]
        #(#[doc = #rook_example])*
        pub static ROOK_MAGICS: [[u64; 3]; 64] = #rook_records;

        /// Bishop black magic records (feature `magic`).
        #[doc = ""]
        #[doc = #bishop_doc]
        #[doc = ""]
        #(#[doc = #bishop_example])*
        pub static BISHOP_MAGICS: [[u64; 3]; 64] = #bishop_records;

        /// Rook and bishop attacks for every relevant blocker set, shared by both pieces (feature `magic`).
        #[doc = ""]
        #[doc = " Indexed through `ROOK_MAGICS` or `BISHOP_MAGICS`, not by square. Each entry is \
                  `reference::slide(square, blockers, directions)` for the blocker sets that reach it; entries \
                  no blocker set reaches hold 0."]
        #[doc = ""]
        #(#[doc = #slider_example])*
        pub static SLIDER_ATTACKS: [u64; #len] = include!(concat!(env!("OUT_DIR"), "/slider_attacks.rs"));
    }
}

/// The records `chess_attacks::magic` reads, `magic_records.rs` (feature `magic`): the public records' numbers,
/// with each offset a variant of an enum that lists every offset used. The compiler knows a loaded enum is
/// one of its variants, so it knows every offset is at most the largest, and with every window inside the
/// table (checked here) it drops the bounds check on `offset + slot`: the lookup compiles to the same
/// instructions as an unchecked read.
///
/// # Panics
///
/// If some square's whole index range does not fit in the table: the lookups would still be right, but
/// slower, so the build stops instead.
pub fn generate_magic_records() -> String {
    // The records alone: placing them is `generate_slider_attacks`'s work, and the table's length is
    // `TABLE_LEN` by construction.
    let (rooks, bishops) = rook_and_bishop_records();
    let windows = [(&rooks, 1u64 << magics::ROOK_INDEX_BITS), (&bishops, 1 << magics::BISHOP_INDEX_BITS)];
    for (records, slots) in windows {
        for (square, &[_, _, offset]) in records.iter().enumerate() {
            assert!(
                offset + slots <= magics::TABLE_LEN as u64,
                "square {square}: offset {offset} + {slots} slots runs past the {}-entry table",
                magics::TABLE_LEN
            );
        }
    }
    let mut offsets: Vec<u64> = rooks.iter().chain(&bishops).map(|&[_, _, offset]| offset).collect();
    offsets.sort_unstable();
    offsets.dedup();
    let variant = |offset: u64| format_ident!("At{offset}");
    let variants = offsets.iter().map(|&offset| {
        let (name, value) = (variant(offset), proc_macro2::Literal::u64_unsuffixed(offset));
        quote! { #name = #value }
    });
    let records = |records: &[[u64; 3]; 64]| {
        let rows = records.iter().map(|&[not_mask, factor, offset]| {
            let (not_mask, factor, offset) = (hex(not_mask), hex(factor), variant(offset));
            quote! { Record { not_mask: #not_mask, factor: #factor, offset: TableOffset::#offset } }
        });
        quote! { [#(#rows),*] }
    };
    let (rook_records, bishop_records) = (records(&rooks), records(&bishops));
    let rook_shift = proc_macro2::Literal::u32_unsuffixed(magics::ROOK_SHIFT);
    let bishop_shift = proc_macro2::Literal::u32_unsuffixed(magics::BISHOP_SHIFT);
    let largest = offsets.last().copied().unwrap_or_default();
    let offset_doc = format!(
        " Every offset a record holds, {count} in all, so the largest a lookup can load is {largest}.",
        count = offsets.len()
    );
    // A `u32` offset led LLVM's vectoriser to spill registers in a loop of lookups with AVX2; a `u64`
    // does not.
    let width_doc = " A `u64`, like the record's other fields, so a record is three words.";
    emit(quote! {
        /// Where a square's index range starts in `tables::SLIDER_ATTACKS`, as one variant per offset used.
        #[doc = ""]
        #[doc = #offset_doc]
        #[doc = ""]
        #[doc = #width_doc]
        #[derive(Clone, Copy)]
        #[repr(u64)]
        #[allow(clippy::enum_variant_names)] // `At` + the offset: the name is the value.
        enum TableOffset { #(#variants),* }

        /// How far `magic::rook_attacks` shifts its product: `ROOK_SHIFT` in src/magics.rs.
        const ROOK_SHIFT: u32 = #rook_shift;

        /// How far `magic::bishop_attacks` shifts its product: `BISHOP_SHIFT` in src/magics.rs.
        const BISHOP_SHIFT: u32 = #bishop_shift;

        /// `tables::ROOK_MAGICS`, read by `magic::rook_attacks`.
        static ROOK_RECORDS: [Record; 64] = #rook_records;

        /// `tables::BISHOP_MAGICS`, read by `magic::bishop_attacks`.
        static BISHOP_RECORDS: [Record; 64] = #bishop_records;
    })
}
