//! One figure, one place. Every measured figure lives in `benches/README.md` (desktop),
//! `tests/embedded/README.md` (cores, AArch64, wasm32) or `examples/microbit/measure/README.md` (the micro:bit
//! firmware), beside the command that reproduces it; every other page links to it. These tests fail when a
//! copy drifts:
//!
//! - a link whose text holds a digit, such as `[0.91–1.02×](benches/README.md#whole-programs)`, quotes a figure: its
//!   text must appear verbatim in the page it links to, not as part of a longer number, and its `#anchor`
//!   must name a heading there;
//! - outside those links, the other pages state no ratio, percentage, time or instruction count;
//! - the byte counts the README, `docs/design.md` and the micro:bit guide state are rendered here from the
//!   sizes `tests/static_size.rs` and `src/technique_tests.rs` pin, and must read the same;
//! - the peak stack the micro:bit guide shows its firmware printing is the one
//!   `examples/microbit/measure/README.md` measured;
//! - the perft depths and counts are the ones the benches and the wasm32 module run, or the generator counts;
//! - the micro:bit engine's RAM map gives the engine crate's sizes and adds up to the measured totals, and
//!   the modelled speed follows from the cycles and instructions a node;
//! - the fuzzing campaign's corpus sizes are the committed corpora;
//! - the engine commands `docs/programs.md` gives a chess GUI are the ones CI starts;
//! - the test sizes (subsets, rounds, cases, games, queries) are the ones the tests run, the budgets the
//!   ones the checks enforce, the boards' memories their linker scripts', the settings (options, ports,
//!   clocks, depths, the MSRV) the programs' own, and the peer crates' versions the locked ones.
//!
//! That every relative link points at a file is `tests/peers/links.rs`'s to check; that the figures in
//! `tests/embedded/README.md` and `examples/microbit/measure/README.md` are what the cores, the page and the
//! firmware measure, `tests/embedded/targets.sh` and `web/ci.sh`'s, which measure them.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The repository root: this member sits in tests/peers.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("the repository root exists")
}

/// The pages where measured figures live, relative to the root.
const SOURCES: [&str; 3] =
    ["benches/README.md", "tests/embedded/README.md", "examples/microbit/measure/README.md"];

/// Every page checked, relative to the root: the sources, the README, the side pages and `docs/*.md`.
fn pages() -> Vec<String> {
    let mut pages: Vec<String> = [
        "README.md",
        "CHANGELOG.md",
        "examples/microbit/README.md",
        "tests/firmware/README.md",
        SOURCES[0],
        SOURCES[1],
        SOURCES[2],
    ]
    .map(String::from)
    .to_vec();
    let docs = fs::read_dir(root().join("docs")).expect("docs/ exists");
    let mut in_docs: Vec<String> = docs
        .map(|entry| entry.expect("a readable docs/ entry").file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    in_docs.sort();
    pages.extend(in_docs);
    pages
}

fn read(relative: &str) -> String {
    let path = root().join(relative);
    fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// The lines of `markdown` outside fenced code blocks, with their line numbers (from 1).
fn prose_lines(markdown: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut in_code_block = false;
    markdown.lines().enumerate().filter_map(move |(index, line)| {
        if line.trim_start().starts_with("```") {
            in_code_block = !in_code_block;
            return None;
        }
        (!in_code_block).then_some((index + 1, line))
    })
}

/// An inline link `[text](target)`.
struct Link<'a> {
    line: usize,
    text: &'a str,
    target: &'a str,
}

/// The inline links of `markdown`, outside code blocks. Link texts here are plain: no nested brackets.
fn links(markdown: &str) -> Vec<Link<'_>> {
    let mut links = Vec::new();
    for (line_number, line) in prose_lines(markdown) {
        let mut from = 0;
        while let Some(found) = line[from..].find("](") {
            let middle = from + found;
            let Some(end) = line[middle + 2..].find(')') else { break };
            let target = &line[middle + 2..middle + 2 + end];
            if let Some(start) = line[..middle].rfind('[') {
                links.push(Link { line: line_number, text: &line[start + 1..middle], target: target.trim() });
            }
            from = middle + 2 + end;
        }
    }
    links
}

/// The local file and anchor a link target names; `None` for a web address or an anchor on the same page.
fn local(target: &str) -> Option<(&str, Option<&str>)> {
    let external = ["http://", "https://", "mailto:"].iter().any(|scheme| target.starts_with(scheme));
    let (path, anchor) = match target.split_once('#') {
        Some((path, anchor)) => (path, Some(anchor)),
        None => (target, None),
    };
    (!external && !path.is_empty()).then_some((path, anchor))
}

/// The anchors GitHub gives the headings of `markdown`: lower case, punctuation dropped, spaces as hyphens.
fn anchors(markdown: &str) -> Vec<String> {
    prose_lines(markdown)
        .filter(|(_, line)| line.starts_with('#'))
        .map(|(_, line)| {
            line.trim_start_matches('#')
                .trim()
                .to_lowercase()
                .chars()
                .filter(|&c| c.is_alphanumeric() || c == ' ' || c == '-' || c == '_')
                .map(|c| if c == ' ' { '-' } else { c })
                .collect()
        })
        .collect()
}

/// `page`'s folder joined with a link's path, relative to the root, with `..` resolved.
fn resolve(page: &str, path: &str) -> String {
    let mut parts: Vec<&str> = page.split('/').collect();
    parts.pop();
    for part in path.split('/') {
        match part {
            "." | "" => {}
            ".." => {
                parts.pop();
            }
            part => parts.push(part),
        }
    }
    parts.join("/")
}

#[test]
fn every_quoted_figure_is_in_the_page_it_links_to() {
    let mut drifted = Vec::new();
    let mut quoted = 0;
    for page in pages() {
        let text = read(&page);
        for link in links(&text) {
            let Some((path, anchor)) = local(link.target) else { continue };
            let linked = resolve(&page, path);
            if !linked.ends_with(".md") || !root().join(&linked).is_file() {
                continue; // a missing file is tests/peers/links.rs's to report
            }
            let linked_text = read(&linked);
            if let Some(anchor) = anchor
                && !anchors(&linked_text).iter().any(|heading| heading == anchor)
            {
                drifted.push(format!("{page}:{}: no heading `#{anchor}` in {linked}", link.line));
            }
            if link.text.chars().any(|c| c.is_ascii_digit()) {
                quoted += 1;
                if !holds_figure(&linked_text, link.text) {
                    drifted.push(format!("{page}:{}: `{}` is not in {linked}", link.line, link.text));
                }
            }
        }
    }
    assert!(drifted.is_empty(), "quoted figures or anchors that drifted:\n{}", drifted.join("\n"));
    assert!(quoted >= 6, "the README quotes its perft figures as links ({quoted} found)");
}

/// Whether `text` holds `quoted` as a figure of its own, not as part of a longer number: `51` is not in
/// `5,152`, nor `0.96` in `10.96`.
fn holds_figure(text: &str, quoted: &str) -> bool {
    // A digit beside the figure, or a `.` or `,` with a digit beyond it, would make it part of a longer one.
    let joins = |near: Option<char>, far: Option<char>| match near {
        Some(c) if c.is_ascii_digit() => true,
        Some('.' | ',') => far.is_some_and(|c| c.is_ascii_digit()),
        _ => false,
    };
    text.match_indices(quoted).any(|(at, _)| {
        let mut before = text[..at].chars().rev();
        let mut after = text[at + quoted.len()..].chars();
        !joins(before.next(), before.next()) && !joins(after.next(), after.next())
    })
}

#[test]
fn a_quoted_figure_is_found_only_whole() {
    assert!(holds_figure("| AArch64 | 51 | 51 | 68 |", "51"));
    assert!(holds_figure("at 1,513.", "1,513"));
    assert!(!holds_figure("| AArch64 | 1,552 | 5,152 | 0 |", "51"));
    assert!(!holds_figure("0.95 / 10.96", "0.96"));
    assert!(!holds_figure("2.93 / 2.91", "2.9"));
}

/// The measured figures a page may state only as a link to its source: ratios (`1.23×`), percentages of
/// speed, times and instruction counts.
fn unlinked_figures(line: &str) -> Vec<String> {
    // Figures inside links are checked against their source; code spans hold code, not figures.
    let mut prose = String::new();
    for (index, piece) in line.split('`').enumerate() {
        if index % 2 == 0 {
            prose.push_str(piece);
        }
    }
    while let (Some(start), Some(end)) = (prose.find('['), prose.find("](")) {
        if end < start {
            break;
        }
        let close = prose[end..].find(')').map_or(prose.len(), |close| end + close + 1);
        prose.replace_range(start..close, "");
    }
    let words: Vec<&str> = prose.split_whitespace().collect();
    let mut found = Vec::new();
    for (index, word) in words.iter().enumerate() {
        let word = word.trim_start_matches(['(', '"', '*', '~']);
        let next = words.get(index + 1).copied().unwrap_or_default();
        let starts_with_digit = word.starts_with(|c: char| c.is_ascii_digit());
        let ratio = starts_with_digit && word.contains('×');
        let percentage = starts_with_digit
            && word.trim_end_matches([',', '.', ';', ')']).ends_with('%')
            && ["faster", "slower", "less", "more", "of"].contains(&next);
        let unit = next.trim_end_matches([',', '.', ';', ')']);
        let timed = starts_with_digit && ["ns", "µs", "ms", "s", "instructions"].contains(&unit);
        if ratio || percentage || timed {
            found.push(format!("{word} {next}"));
        }
    }
    found
}

#[test]
fn no_page_but_the_sources_states_a_measured_figure_unlinked() {
    let mut unlinked = Vec::new();
    for page in pages().into_iter().filter(|page| !SOURCES.contains(&page.as_str())) {
        let text = read(&page);
        for (line_number, line) in prose_lines(&text) {
            for figure in unlinked_figures(line) {
                unlinked.push(format!("{page}:{line_number}: {figure}"));
            }
        }
    }
    assert!(
        unlinked.is_empty(),
        "measured figures outside {} must link there:\n{}",
        SOURCES.join(", "),
        unlinked.join("\n")
    );
}

#[test]
fn the_figure_rule_sees_what_it_forbids() {
    assert_eq!(unlinked_figures("runs at 0.96–1.22× its speed"), ["0.96–1.22× its"]);
    assert_eq!(unlinked_figures("makes it 3–11% faster"), ["3–11% faster"]);
    assert_eq!(unlinked_figures("takes 56.0 instructions"), ["56.0 instructions"]);
    assert_eq!(unlinked_figures("the lanes (1.5× faster)"), ["1.5× faster)"]);
    assert!(unlinked_figures("runs at [0.91–1.02×](benches/README.md#whole-programs) its speed").is_empty());
    assert!(unlinked_figures("every square × 10,000 boards, 6% to 75% full, `0.5×`").is_empty());
}

/// Every pinned table size, by table name, read from the tests that pin them.
fn pinned_sizes() -> BTreeMap<String, u64> {
    // A table's name and its pinned size, where `name` and `bytes` are one (not the macro's `$name`).
    let pin = |name: &str, bytes: &str| -> Option<(String, u64)> {
        let named = !name.is_empty() && name.chars().all(|c| c.is_ascii_uppercase() || c == '_');
        let bytes = bytes.trim().replace('_', "").parse().ok()?;
        named.then(|| (name.to_string(), bytes))
    };
    let mut sizes = BTreeMap::new();
    // tests/static_size.rs: `NAME => 512,` in `pinned_sizes!`, and `size_of_val(&tables::NAME), 1_536`.
    for line in read("tests/static_size.rs").lines().map(str::trim) {
        if let Some((name, bytes)) = line.strip_suffix(',').and_then(|line| line.split_once(" => "))
            && let Some((name, bytes)) = pin(name, bytes)
        {
            sizes.insert(name, bytes);
        }
        if let Some(rest) = line.split("size_of_val(&tables::").nth(1)
            && let Some((name, rest)) = rest.split_once("), ")
            && let Some((name, bytes)) = pin(name, rest.split(',').next().unwrap_or_default())
        {
            sizes.insert(name, bytes);
        }
    }
    // src/technique_tests.rs: `("NAME", size_of_val(&NAME), 512),`.
    for line in read("src/technique_tests.rs").lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("(\"")
            && let Some((name, rest)) = rest.split_once("\", size_of_val(&")
            && let Some(bytes) = rest.split("), ").nth(1).and_then(|rest| rest.strip_suffix("),"))
            && let Some((name, bytes)) = pin(name, bytes)
        {
            sizes.insert(name, bytes);
        }
    }
    sizes
}

/// Each `(page, its text, sentence)` whose text does not hold the sentence, as `page: sentence`.
fn unstated(expected: &[(&str, &String, String)]) -> Vec<String> {
    expected
        .iter()
        .filter(|(_, text, sentence)| !text.contains(sentence.as_str()))
        .map(|(page, _, sentence)| format!("{page}: {sentence}"))
        .collect()
}

/// `bytes` as the docs write it: `3,712`.
fn grouped(bytes: u64) -> String {
    let digits = bytes.to_string();
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// `text` with every run of white space as one space, so a sentence matches however its lines wrap.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The sentences `page` does not hold (its lines joined), as `page: sentence`.
fn unstated_in(page: &str, sentences: &[String]) -> Vec<String> {
    let text = one_line(&read(page));
    sentences
        .iter()
        .filter(|sentence| !text.contains(sentence.as_str()))
        .map(|sentence| format!("{page}: {sentence}"))
        .collect()
}

#[test]
fn the_byte_counts_in_the_docs_are_the_pinned_sizes() {
    let sizes = pinned_sizes();
    let sum = |names: &[&str]| -> u64 {
        names
            .iter()
            .map(|name| *sizes.get(*name).unwrap_or_else(|| panic!("no pinned size for {name}")))
            .sum()
    };
    let leapers = sum(&["WHITE_PAWN_ATTACKS", "BLACK_PAWN_ATTACKS", "KNIGHT_ATTACKS", "KING_ATTACKS"]);
    let rays = sum(&[
        "NORTH_RAYS",
        "SOUTH_RAYS",
        "EAST_RAYS",
        "WEST_RAYS",
        "NORTH_EAST_RAYS",
        "NORTH_WEST_RAYS",
        "SOUTH_EAST_RAYS",
        "SOUTH_WEST_RAYS",
    ]);
    let public = leapers + rays + sum(&["FILE_MASKS", "DIAGONAL_MASKS", "ANTI_DIAGONAL_MASKS"]);
    // What each kind of target's slider techniques read (build.rs computes the target's own total from its
    // table of techniques, and src/technique_tests.rs checks it against the statics): the
    // hyperbola on 64-bit targets but x86-64, the halves on 32-bit cores, kindergarten on x86-64 and wasm32.
    let wide_rook =
        sum(&["DOUBLED_SQUARES", "DOUBLED_MIRRORED_SQUARES", "FILES", "RANK_ATTACKS", "RANK_A_SQUARES"]);
    let hyperbola = wide_rook + sum(&["LINE_LANES"]);
    let thirty_two_bit = sum(&["RANK_ATTACKS", "FILE_ATTACKS", "DIAGONAL_HALVES"]);
    let kindergarten_rook = sum(&["RANK_ATTACKS", "A_FILE_ATTACKS"]);
    let kindergarten = kindergarten_rook + sum(&["FILL_UP_ATTACKS"]);
    let kindergarten_linked = kindergarten + sum(&["DIAGONAL_MASKS", "ANTI_DIAGONAL_MASKS"]);
    // `magic` reads the shared table and its records, three words per square like the public magics.
    let magic = sum(&["SLIDER_ATTACKS", "ROOK_MAGICS", "BISHOP_MAGICS"]);
    let line_masks = sum(&["FILE_MASKS", "EAST_RAYS", "WEST_RAYS", "DIAGONAL_MASKS", "ANTI_DIAGONAL_MASKS"]);
    let microbit = thirty_two_bit + leapers + line_masks;
    let pawns = sum(&["WHITE_PAWN_ATTACKS", "BLACK_PAWN_ATTACKS"]);
    let halves_rook = sum(&["RANK_ATTACKS", "FILE_ATTACKS"]);
    let halves_bishop = sum(&["RANK_ATTACKS", "DIAGONAL_HALVES"]);
    let kindergarten_bishop_linked = sum(&["FILL_UP_ATTACKS", "DIAGONAL_MASKS", "ANTI_DIAGONAL_MASKS"]);
    let (knight, king) = (sum(&["KNIGHT_ATTACKS"]), sum(&["KING_ATTACKS"]));
    assert_eq!(knight, king, "the design page gives the knight's and king's tables one size");
    // `SLIDER_ATTACKS` holds one `u64` an entry.
    let slider_entries = sum(&["SLIDER_ATTACKS"]) / 8;
    // "about 700 KB": `magic`'s bytes to the nearest hundred kilobytes.
    let magic_kb = (magic + 50_000) / 100_000 * 100;

    let (g, readme, design, microbit_guide) = (
        grouped,
        one_line(&read("README.md")),
        read("docs/design.md"),
        one_line(&read("examples/microbit/README.md")),
    );
    let (design_prose, benches, porting, cores, freestanding) = (
        one_line(&design),
        one_line(&read("benches/README.md")),
        one_line(&read("docs/porting.md")),
        one_line(&read("tests/embedded/README.md")),
        one_line(&read("tests/firmware/README.md")),
    );
    let expected = [
        (
            "README.md",
            &readme,
            format!(
                "three sliders link {} bytes of tables on x86-64 and wasm32, {} on other 64-bit targets and {} on \
                 32-bit cores; `magic`'s link {} bytes",
                g(kindergarten_linked),
                g(hyperbola),
                g(thirty_two_bit),
                g(magic)
            ),
        ),
        ("README.md", &readme, format!("the public tables ({} bytes in all;", g(public))),
        ("docs/design.md", &design, format!("| all together | | {} |", g(public))),
        (
            "docs/design.md",
            &design,
            format!(
                "| all together | x86-64 and wasm32 / other 64-bit targets / 32-bit cores | {} / {} / {} |",
                g(kindergarten),
                g(hyperbola),
                g(thirty_two_bit)
            ),
        ),
        (
            "docs/design.md",
            &design,
            format!(
                "| all three sliders | {} (with the public diagonal masks) | {} | {} |",
                g(kindergarten_linked),
                g(hyperbola),
                g(thirty_two_bit)
            ),
        ),
        ("docs/design.md", &design, format!("| every `magic` slider | {0} | {0} | {0} |", g(magic))),
        (
            "docs/design.md",
            &design,
            format!("| `rook_attacks` | {} | {} | {} |", g(kindergarten_rook), g(wide_rook), g(halves_rook)),
        ),
        (
            "docs/design.md",
            &design,
            format!(
                "| `pawn_attacks` and `rook_attacks` | {} | {} | {} |",
                g(pawns + kindergarten_rook),
                g(pawns + wide_rook),
                g(pawns + halves_rook)
            ),
        ),
        (
            "docs/design.md",
            &design,
            format!(
                "| `bishop_attacks` | {} (with the public diagonal masks) | {} | {} |",
                g(kindergarten_bishop_linked),
                g(sum(&["LINE_LANES"])),
                g(halves_bishop)
            ),
        ),
        (
            "docs/design.md",
            &design,
            format!("| `knight_attacks`, `king_attacks` | {0} each | {0} each | {0} each |", g(knight)),
        ),
        ("docs/design.md", &design_prose, format!("read five public tables ({} bytes)", g(line_masks))),
        ("docs/design.md", &design_prose, format!("the eight ray tables ({} bytes)", g(rays))),
        ("docs/design.md", &design_prose, format!("`magic`'s {}-entry `SLIDER_ATTACKS`", g(slider_entries))),
        (
            "docs/design.md",
            &design_prose,
            format!("The `kindergarten` techniques on AArch64: {} more bytes", g(kindergarten - hyperbola)),
        ),
        ("examples/microbit/README.md", &microbit_guide, format!("({} bytes of tables:", g(microbit))),
        ("benches/README.md", &benches, format!("`magic` reads {} bytes", g(magic))),
        ("docs/porting.md", &porting, format!("about {magic_kb} KB of tables")),
        (
            "tests/embedded/README.md",
            &cores,
            format!(
                "`kindergarten_halves` rook's and bishop's ({} bytes); AArch64 the pawn tables, the \
                 `hyperbola_quintessence` rook's and `LINE_LANES` ({} bytes)",
                g(pawns + thirty_two_bit),
                g(pawns + wide_rook + sum(&["LINE_LANES"]))
            ),
        ),
        (
            "tests/firmware/README.md",
            &freestanding,
            format!("(the x86-64 rook's tables are {} bytes)", g(kindergarten_rook)),
        ),
        (
            "tests/firmware/README.md",
            &freestanding,
            format!("the kindergarten rook's ({} bytes)", g(pawns + kindergarten_rook)),
        ),
    ];
    let missing = unstated(&expected);
    assert!(missing.is_empty(), "byte counts that no longer match the pinned sizes:\n{}", missing.join("\n"));
}

/// `docs/design.md`'s table of tables: a row naming pinned tables gives their size, `N each` or their sum.
#[test]
fn every_row_of_the_design_table_of_tables_gives_the_pinned_size() {
    let sizes = pinned_sizes();
    let design = read("docs/design.md");
    let mut rows = 0;
    let mut wrong = Vec::new();
    let mut in_section = false;
    for (line_number, line) in prose_lines(&design) {
        if line.starts_with("## ") {
            in_section = line == "## The tables";
        }
        if !in_section {
            continue;
        }
        let cells: Vec<&str> = line.trim_matches('|').split(" | ").map(str::trim).collect();
        let (Some(first), Some(last)) = (cells.first(), cells.last()) else { continue };
        let names: Vec<&str> =
            first.split('`').skip(1).step_by(2).filter(|name| sizes.contains_key(*name)).collect();
        if names.is_empty() || cells.len() != 3 {
            continue;
        }
        rows += 1;
        let each = last.strip_suffix(" each");
        let expected = match each {
            Some(_) => names.iter().map(|name| sizes[*name]).max().expect("a named table"),
            None => names.iter().map(|name| sizes[*name]).sum(),
        };
        let stated = each.unwrap_or(last);
        let same_each = each.is_none() || names.iter().all(|name| sizes[*name] == expected);
        // A row that gives the tables' type, `[u32; 512]`, gives each table's size too.
        let typed = first.split('`').skip(1).step_by(2).find_map(array_bytes);
        let same_type = typed.is_none_or(|bytes| names.iter().all(|name| sizes[*name] == bytes));
        if stated != grouped(expected) || !same_each || !same_type {
            wrong.push(format!("docs/design.md:{line_number}: {first} says {last}"));
        }
    }
    assert!(rows >= 10, "the table of tables has {rows} rows naming pinned tables");
    assert!(wrong.is_empty(), "rows whose bytes are not the pinned sizes:\n{}", wrong.join("\n"));
}

/// The bytes of an array type as the docs write it, `[[u64; 4]; 64]`: its lengths times its element's size.
fn array_bytes(array: &str) -> Option<u64> {
    let mut parts = array.strip_prefix('[')?.split(';').map(|part| part.trim_matches(['[', ']', ' ']));
    let element = match parts.next()? {
        "u8" => 1,
        "u32" => 4,
        "u64" => 8,
        _ => return None,
    };
    parts.try_fold(element, |bytes, length| Some(bytes * length.replace('_', "").parse::<u64>().ok()?))
}

#[test]
fn array_bytes_reads_the_types_the_design_page_writes() {
    assert_eq!(array_bytes("[u8; 512]"), Some(512));
    assert_eq!(array_bytes("[[u64; 4]; 64]"), Some(2_048));
    assert_eq!(array_bytes("[u64; 87_988]"), Some(703_904));
    assert_eq!(array_bytes("u64"), None);
}

#[test]
fn the_micro_bit_guide_shows_the_peak_stack_that_was_measured() {
    let guide = read("examples/microbit/README.md");
    let printed = guide
        .lines()
        .find_map(|line| line.strip_prefix("peak stack: ")?.split(' ').next()?.parse::<u64>().ok())
        .expect("the guide shows the firmware printing its peak stack");
    let measured = read("examples/microbit/measure/README.md");
    let mut lines = measured.lines();
    lines
        .find(|line| line.contains("| peak stack |"))
        .expect("examples/microbit/measure/README.md has the firmware table");
    let row = lines.nth(1).expect("the firmware table has a row");
    let cells: Vec<&str> = row.trim_matches('|').split('|').map(str::trim).collect();
    assert_eq!(cells.get(3).copied(), Some(grouped(printed).as_str()), "peak stack: the guide against {row}");
}

/// The engine commands docs/programs.md gives a chess GUI are the ones CI has python-chess's `popen_uci`
/// start from another directory, as a GUI starts an engine: the desktop engine's executable (`.ci/run`) and
/// the chess computer's script (`tests/embedded/targets.sh`), which a GUI runs directly, so it must be
/// executable.
#[test]
fn the_engine_commands_for_a_gui_are_the_ones_ci_starts() {
    use std::os::unix::fs::PermissionsExt;
    let programs = one_line(&read("docs/programs.md"));
    let (ci, targets) = (read(".ci/run"), read("tests/embedded/targets.sh"));
    let commands = [
        ("target/release/examples/search", &ci, "(cd / && ", "\"$target_dir/release/examples/search\""),
        ("examples/microbit/uci.sh", &targets, "(cd \"$out\" && ", "-- \"$firmware/uci.sh\")"),
    ];
    for (command, runner, elsewhere, started) in commands {
        let full_path = format!("`/home/you/chess-attacks/{command}`");
        assert!(programs.contains(&full_path), "docs/programs.md does not give a GUI {full_path}");
        let line = runner
            .lines()
            .find(|line| line.contains(started))
            .unwrap_or_else(|| panic!("CI does not start {command} as {started}"));
        assert!(line.contains(elsewhere), "CI starts {command} from its own directory: {line}");
    }
    let script = fs::metadata(root().join("examples/microbit/uci.sh")).expect("the script exists");
    assert!(script.permissions().mode() & 0o111 != 0, "examples/microbit/uci.sh is not executable");
}

/// The perft depths and counts the pages state are the ones the programs run: the benches' and the page's
/// (`chess_attacks_test_support::PUBLISHED_TIMED`), the wasm32 perft module's (its `TIMED`, which it checks
/// against its run), and those the move generator counts here.
#[test]
fn the_perft_depths_and_counts_in_the_docs_are_the_ones_run() {
    use chess_attacks_movegen::{PUBLISHED_FENS, Position};
    use chess_attacks_test_support::PUBLISHED_TIMED;
    let (benches, cores) =
        (one_line(&read("benches/README.md")), one_line(&read("tests/embedded/README.md")));
    let names = ["start", "Kiwipete", "position 3", "position 4", "position 5", "position 6"];
    assert_eq!(names.len(), PUBLISHED_TIMED.len());
    // The wasm32 perft module's depths and counts: `(6, 119_060_324),` after `const TIMED`.
    let module = read("tests/embedded/src/lib.rs");
    let timed: Vec<(u32, u64)> = module
        .split("const TIMED: [(u32, u64); 6] = [")
        .nth(1)
        .and_then(|rest| rest.split("];").next())
        .expect("tests/embedded/src/lib.rs has its perft module's TIMED")
        .lines()
        .filter_map(|line| {
            let (depth, count) = line.trim().strip_prefix('(')?.strip_suffix("),")?.split_once(", ")?;
            Some((depth.parse().ok()?, count.replace('_', "").parse().ok()?))
        })
        .collect();
    assert_eq!(timed.len(), names.len(), "the perft module's TIMED: {timed:?}");
    let perft = |fen: &str, depth| Position::from_fen(fen).expect("a published FEN").perft(depth);
    let depth_3: u64 = PUBLISHED_FENS.iter().map(|fen| perft(fen, 3)).sum();
    let mut expected = vec![
        (
            "benches/README.md",
            &benches,
            format!("the {} positions at depth 3 from the six", grouped(depth_3)),
        ),
        (
            "tests/embedded/README.md",
            &cores,
            format!("the start position to depth 3 ({} nodes)", grouped(perft(PUBLISHED_FENS[0], 3))),
        ),
        (
            "tests/embedded/README.md",
            &cores,
            format!(
                "perft({}) of the start position ({} nodes)",
                PUBLISHED_TIMED[0].1,
                grouped(PUBLISHED_TIMED[0].2)
            ),
        ),
    ];
    for ((name, (_, depth, _)), (module_depth, count)) in names.iter().zip(PUBLISHED_TIMED).zip(&timed) {
        expected.push(("benches/README.md", &benches, format!("| perft, {name}, depth {depth} |")));
        let row = format!("| {name} | {module_depth} | {} |", grouped(*count));
        expected.push(("tests/embedded/README.md", &cores, row));
    }
    let missing = unstated(&expected);
    assert!(missing.is_empty(), "perft figures that are not the ones run:\n{}", missing.join("\n"));
}

/// The figures of `table` (a row `| a | b |` of a page's table) after `header`, its cells as numbers.
fn row_after(page: &str, header: &str) -> Vec<u64> {
    let text = read(page);
    let mut lines = text.lines();
    lines.find(|line| line.starts_with(header)).unwrap_or_else(|| panic!("{page} has a table `{header}`"));
    let row = lines.nth(1).unwrap_or_else(|| panic!("{page}: the table `{header}` has a row"));
    row.trim_matches('|').split('|').filter_map(|cell| figure(cell.trim_matches(['*', ' ']))).collect()
}

/// `3,660` as a number; `None` for a cell that is not one.
fn figure(text: &str) -> Option<u64> {
    text.replace(',', "").parse().ok()
}

/// The micro:bit engine's RAM map: the sizes the engine crate gives its small search, and parts that add up
/// to the totals `tests/embedded/targets.sh` measures (`.data` + `.bss`, the peak stack, the RAM in all).
#[test]
fn the_micro_bit_ram_map_adds_up_to_what_was_measured() {
    use chess_attacks_engine::{Entry, SMALL_LINE, SMALL_MOVES, SMALL_PLIES, SMALL_TABLE_ENTRIES};
    let page = "examples/microbit/measure/README.md";
    let text = read(page);
    let prose = one_line(&text);
    let entry = size_of::<Entry>();
    let sizes = [
        format!(
            "transposition table: {SMALL_TABLE_ENTRIES} entries of {entry} bytes | {} |",
            grouped((SMALL_TABLE_ENTRIES * entry) as u64)
        ),
        format!("arrays for {SMALL_PLIES} plies: the move stack ({SMALL_MOVES} moves of"),
        format!("principal variations of {SMALL_LINE} moves"),
        format!("up to {SMALL_PLIES} plies of search"),
        format!("The search stops at {SMALL_PLIES} plies"),
    ];
    let mut wrong: Vec<String> =
        sizes.into_iter().filter(|sentence| !prose.contains(sentence.as_str())).collect();

    // The map: `| where | what | bytes |` rows up to `**in all**`; the row of the search's arrays also
    // gives its parts, `(3,072)` or `, 3,072)`, and the move stack as `N moves of M bytes`.
    let (mut data_and_bss, mut stack, mut in_all) = (0, 0, 0);
    let mut region = "";
    for line in text.lines().skip_while(|line| !line.starts_with("| where | what | bytes |")).skip(2) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let [place, what, bytes] = cells[..] else { break };
        let bytes = figure(bytes.trim_matches('*')).unwrap_or_else(|| panic!("{page}: `{line}` gives bytes"));
        if !place.is_empty() {
            region = place;
        }
        if what == "**in all**" {
            in_all = bytes;
            break;
        }
        if region == "stack" {
            stack += bytes;
        } else {
            data_and_bss += bytes;
        }
        if let Some(parts) = what.split_once(": ").map(|(_, parts)| parts) {
            let numbers: Vec<u64> = parts
                .split(['(', ')'])
                .skip(1)
                .step_by(2)
                .filter_map(|inside| figure(inside.rsplit(", ").next().unwrap_or(inside)))
                .collect();
            if numbers.len() > 1 && numbers.iter().sum::<u64>() != bytes {
                wrong.push(format!("the parts {numbers:?} of `{what}` do not add up to {bytes}"));
            }
            if let Some((count, rest)) = parts.split_once(" moves of ").and_then(|(before, rest)| {
                Some((figure(before.rsplit('(').next()?)?, rest.split_once(" bytes, ")?))
            }) && Some(count * figure(rest.0).unwrap_or_default())
                != figure(rest.1.split(')').next().unwrap_or_default())
            {
                wrong.push(format!("`{what}`: the move stack is not its moves times their bytes"));
            }
        }
    }
    // The measured table: `.text`, `.rodata`, `.data` + `.bss`, peak stack, RAM in all.
    let measured = row_after(page, "| `.text` | `.rodata` | `.data` + `.bss` | peak stack | RAM in all");
    let [_, _, measured_ram, measured_stack, measured_in_all] = measured[..] else {
        panic!("{page}: the UCI firmware's table has five figures: {measured:?}")
    };
    for (what, map, table) in [
        (".data + .bss", data_and_bss, measured_ram),
        ("peak stack", stack, measured_stack),
        ("RAM in all", in_all, measured_in_all),
        ("RAM in all, as the map's sum", data_and_bss + stack, measured_in_all),
    ] {
        if map != table {
            wrong.push(format!("{what}: the map says {map}, the table {table}"));
        }
    }
    assert!(wrong.is_empty(), "{page}'s RAM map:\n{}", wrong.join("\n"));
}

/// The board's search built for the desktop (`small_engine`, which `examples/board_search` serves) visits the
/// nodes the firmware does: the speed table's count for the middlegame at cycles.py's depth, which targets.sh
/// checks against the firmware under QEMU. So the strength runs, played on the desktop, play the board's
/// search.
#[test]
fn the_board_s_search_on_the_desktop_visits_the_firmware_s_nodes() {
    use chess_attacks_engine::{Game, Limits, NoClock, small_engine};
    let page = "examples/microbit/measure/README.md";
    let stated = row_after(page, "| nodes | instructions a node | cycles an instruction")[0];
    let fen = between_markers("examples/microbit/measure/cycles.py", "\nMIDDLEGAME = \"", "\"");
    let depth = number_after(page, "thumbv6m-none-eabi/release/uci ");
    let game = Game::from_fen(&fen).expect("the middlegame's FEN");
    let mut engine = Box::new(small_engine());
    let limits = Limits::depth(depth as u32);
    let outcome = engine.think::<chess_attacks::Root>(&game, &limits, &mut NoClock, |_| {});
    assert_eq!(outcome.nodes, stated, "the middlegame to depth {depth}: the desktop against {page}");
}

/// The modelled speed on the board follows from the cycles a node (`cycles.py`'s figure) and the
/// instructions a node (`tests/embedded/targets.sh`'s): the cycles an instruction, the nodes a second at
/// the board's clock (`cycles.py`'s), QEMU's clock for the board's time a move (`strength.py`'s), and the
/// strength runs' nodes a move.
#[test]
fn the_modelled_speed_on_the_board_follows_from_the_cycles_a_node() {
    let page = "examples/microbit/measure/README.md";
    let prose = one_line(&read(page));
    let row = row_after(page, "| nodes | instructions a node | cycles an instruction");
    // The whole figures of the row: nodes, instructions a node, cycles a node, nodes a second.
    let [_, instructions, cycles, _] = row[..] else {
        panic!("{page}: the speed table's row has four whole figures beside its ratio: {row:?}")
    };
    let (instructions, cycles) = (instructions as f64, cycles as f64);
    let hertz = number_after("examples/microbit/measure/cycles.py", "\nCLOCK_HZ = ");
    let seconds = number_after("examples/microbit/measure/strength.py", "\nBOARD_SECONDS = ");
    let mhz = hertz / 1_000_000;
    let (hertz, board_seconds) = (hertz as f64, seconds as f64);
    // The ratio as the row states it, from cycles.py's totals (targets.sh checks it): it must agree with the
    // two rounded figures beside it to within their rounding.
    let stated = prose.split(&format!("| {} | ", grouped(instructions as u64))).nth(1);
    let per_instruction: f64 = stated
        .and_then(|rest| rest.split(' ').next()?.parse().ok())
        .expect("the speed row states its cycles an instruction after its instructions a node");
    assert!(
        (per_instruction - cycles / instructions).abs() <= 0.001,
        "{page}: {per_instruction} cycles an instruction, but {cycles} cycles over {instructions} instructions"
    );
    // The board's time a move is this many instructions, each 2^shift ns of QEMU's clock.
    let qemu_seconds = board_seconds * hertz / per_instruction * f64::from(1u32 << icount_shift()) * 1e-9;
    let mut expected = vec![
        format!(
            "| {per_instruction:.3} | {} | **{}** |",
            grouped(cycles as u64),
            grouped((hertz / cycles).round() as u64)
        ),
        format!(
            "at {per_instruction:.3} cycles an instruction {seconds} s of the {mhz} MHz board are \
             {qemu_seconds:.2} s"
        ),
        format!("nodes a second at {mhz} MHz |"),
        format!("Depth in {seconds} seconds on the board"),
        format!("the board searches in {seconds} s a move ({mhz} MHz over"),
    ];
    // The strength runs name their build's own cycles a node and the nodes it gives in the board's time,
    // whole nodes as strength.py counts them (rounded down).
    let strength =
        prose.split("(`--cycles-per-node ").nth(1).and_then(|rest| figure(rest.split('`').next()?));
    let strength = strength.expect("the strength runs name their cycles a node");
    expected.push(format!(
        "at {} nodes a move (`--cycles-per-node {strength}`",
        grouped((board_seconds * hertz / strength as f64).floor() as u64)
    ));
    let mut missing: Vec<String> =
        expected.into_iter().filter(|sentence| !prose.contains(sentence.as_str())).collect();
    missing.extend(unstated_in(
        "README.md",
        &[
            format!("On the board's {mhz} MHz Cortex-M0"),
            format!("the board's nodes for {} seconds a move", spelled(seconds as usize)),
        ],
    ));
    assert!(
        missing.is_empty(),
        "{page}: figures that do not follow from the cycles a node:\n{}",
        missing.join("\n")
    );
}

/// The fuzzing campaign's corpus sizes, in `docs/testing.md`, are the corpora committed.
#[test]
fn the_fuzz_corpus_sizes_are_the_committed_corpora() {
    let testing = read("docs/testing.md");
    let mut rows = 0;
    let mut wrong = Vec::new();
    for line in testing.lines().skip_while(|line| !line.starts_with("| target | seconds |")).skip(2) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let (Some(target), Some(stated)) = (cells.first(), cells.last()) else { break };
        let Some(target) = target.strip_prefix('`').and_then(|target| target.strip_suffix('`')) else {
            break;
        };
        rows += 1;
        let corpus = root().join("fuzz/corpus").join(target);
        let files = fs::read_dir(&corpus).map_or(0, |entries| entries.count());
        if figure(stated) != Some(files as u64) {
            wrong.push(format!("{target}: {stated} stated, {files} in {}", corpus.display()));
        }
    }
    assert!(rows >= 5, "docs/testing.md's fuzzing table has {rows} rows");
    assert!(wrong.is_empty(), "corpus sizes that are not the committed corpora:\n{}", wrong.join("\n"));
}

/// The reading budget: the pages a newcomer reads to use the crate and its programs stay under 10,000
/// words in all (counted as `wc -w` counts), the README under 150 lines and the cores' results page under
/// 200, so that a page grows only by saying less elsewhere.
#[test]
fn the_docs_stay_within_their_reading_budget() {
    let mut counted: Vec<String> = [
        "README.md",
        "CHANGELOG.md",
        "benches/README.md",
        "examples/microbit/README.md",
        "examples/microbit/measure/README.md",
        "tests/embedded/README.md",
    ]
    .map(String::from)
    .to_vec();
    counted.extend(pages().into_iter().filter(|page| page.starts_with("docs/")));
    let words: usize = counted.iter().map(|page| read(page).split_whitespace().count()).sum();
    assert!(words <= 10_000, "{words} words in {counted:?}: at most 10,000");
    for (page, most) in [("README.md", 150), ("tests/embedded/README.md", 200)] {
        let lines = read(page).lines().count();
        assert!(lines <= most, "{page} has {lines} lines: at most {most}");
    }
}

/// The whole numbers written after each `marker` in `text`: `1_000` after `for round in 0..` in
/// `for round in 0..1_000 {`.
fn numbers_after(text: &str, marker: &str) -> Vec<u64> {
    text.split(marker)
        .skip(1)
        .filter_map(|rest| {
            let digits: String =
                rest.chars().take_while(|c| c.is_ascii_digit() || *c == '_').filter(|c| *c != '_').collect();
            digits.parse().ok()
        })
        .collect()
}

/// The whole number after the first `marker` in the file `relative`.
fn number_after(relative: &str, marker: &str) -> u64 {
    let numbers = numbers_after(&read(relative), marker);
    *numbers.first().unwrap_or_else(|| panic!("{relative}: no number after `{marker}`"))
}

/// The one figure every `marker` in the file `relative` is followed by; `None` if they differ.
fn same_number_after(relative: &str, marker: &str) -> Option<u64> {
    let numbers = numbers_after(&read(relative), marker);
    let first = *numbers.first().unwrap_or_else(|| panic!("{relative}: no number after `{marker}`"));
    numbers.iter().all(|&number| number == first).then_some(first)
}

/// The part of the file `relative` from `start` to the next `end`, both excluded.
fn between_markers(relative: &str, start: &str, end: &str) -> String {
    let text = read(relative);
    let rest = text.split_once(start).unwrap_or_else(|| panic!("{relative}: no `{start}`")).1;
    rest.split_once(end).unwrap_or_else(|| panic!("{relative}: no `{end}` after `{start}`")).0.to_string()
}

/// `count` as the docs spell a small count: `twelve`.
fn spelled(count: usize) -> String {
    const WORDS: [&str; 21] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
        "twenty",
    ];
    WORDS.get(count).map_or_else(|| count.to_string(), |word| word.to_string())
}

/// `word` with its first letter in capitals, as at the start of a sentence.
fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// The cores `tests/embedded/targets.sh` runs under QEMU, and all its targets with wasm32.
fn embedded_targets() -> (usize, usize) {
    let script = "tests/embedded/targets.sh";
    let bare = between_markers(script, "bare_targets=(", ")").split_whitespace().count();
    let others =
        between_markers(script, "all_targets=(\"${bare_targets[@]}\"", ")").split_whitespace().count();
    (bare, bare + others)
}

/// The sizes of the tests, as `docs/testing.md`, `benches/README.md` and `tests/embedded/README.md` give
/// them, against what the tests run: the subsets the exhaustive tests walk, counted here from the reference
/// walk's relevant blockers, and the rounds, cases and queries read from the tests' sources.
#[test]
fn the_test_sizes_in_the_docs_are_the_tests_own() {
    use chess_attacks::Square;
    use chess_attacks::reference::{
        BISHOP_DIRECTIONS, NORTH, NORTH_EAST, NORTH_WEST, ROOK_DIRECTIONS, SOUTH, SOUTH_EAST, SOUTH_WEST,
        relevant_blockers,
    };
    use chess_attacks_movegen::{PUBLISHED_FENS, Position};
    let g = |count: u64| grouped(count);
    let squares = Square::ALL.len() as u64;
    // Every subset of a square's relevant blockers, over every square.
    let subsets = |directions: &[(i8, i8)]| -> u64 {
        (0..squares as u8).map(|square| 1u64 << relevant_blockers(square, directions).count_ones()).sum()
    };
    let (rook, bishop) = (subsets(&ROOK_DIRECTIONS), subsets(&BISHOP_DIRECTIONS));
    let lanes = subsets(&[NORTH, SOUTH, NORTH_EAST, SOUTH_WEST, NORTH_WEST, SOUTH_EAST]);
    let check_queen = between_markers("src/technique_tests.rs", "fn check_queen(", "\n}");
    let queen_rounds =
        *numbers_after(&check_queen, "for round in 0..").first().expect("check_queen's rounds");
    let differential = same_number_after("tests/peers/differential.rs", "for round in 0..")
        .expect("tests/peers/differential.rs draws as many occupancies in each of its tests");
    let threats = number_after("tests/threats.rs", "for round in 0..");
    let move_boards =
        between_markers("tests/acceptance.rs", "get_move_board! {", "\n}").matches(" => ").count();
    let tricky =
        between_markers("crates/movegen/tests/perft.rs", "tricky_suite! {", "\n}").matches(" perft(").count();
    let moves = "tests/peers/moves.rs";
    let start_positions = PUBLISHED_FENS.len() + number_after(moves, "const TRICKY: [&str; ") as usize;
    let games = start_positions as u64 * number_after(moves, "for game in 0..");
    let malformed = between_markers("crates/engine/tests/uci.rs", "let bad = [", "];").matches("(\"").count();
    let see = "crates/engine/src/see.rs";
    let thresholds = between_markers(see, "for threshold in [", "]").split(',').count();
    let embedded = "tests/embedded/src/lib.rs";
    let random_queries = number_after(embedded, "pub const RANDOM_QUERIES: u32 = ");
    let counted = number_after(embedded, "pub const COUNTED_QUERIES: u32 = ");
    let timed = number_after(embedded, "const TIMED_QUERIES: usize = ");
    let (cores, targets) = embedded_targets();
    let widths =
        between_markers("web/test/browser.mjs", "for (const [width, height] of [", "])").matches('[').count();
    let fuzz_targets = read("fuzz/Cargo.toml").matches("[[bin]]").count();
    let browser_cases = number_after("web/ci.sh", "node test/browser.mjs target/native/release/oracle ");
    // The page's speed runs: perft of the start position and a search of Kiwipete (web/test/speed.mjs).
    let speed = "web/test/speed.mjs";
    let perft_depth = number_after(speed, &format!("PERFT = {{ fen: \"{}\", depth: ", PUBLISHED_FENS[0]));
    let search_depth = number_after(speed, &format!("SEARCH = {{ fen: \"{}\", depth: ", PUBLISHED_FENS[1]));
    let start_perft =
        Position::from_fen(PUBLISHED_FENS[0]).expect("the start position").perft(perft_depth as u32);

    let mut wrong = unstated_in(
        "docs/testing.md",
        &[
            format!("every relevant blocker subset ({} and {})", g(rook), g(bishop)),
            format!(
                "the lanes queen on all {} subsets; each queen on {} random",
                g(lanes),
                g(squares * queen_rounds)
            ),
            format!("every square × {} seeded random occupancies", g(differential)),
            format!("all {} triples for `aligned`", g(squares.pow(3))),
            format!("every king square × {} random boards", g(threats)),
            format!("each magic number lands its {} blocker sets", g(rook + bishop)),
            format!("the C# engine's {move_boards} `GetMoveBoard` tests"),
            format!("the published suite and {tricky} positions from Martin Sedlak's list"),
            format!(
                "every ply of {} seeded random games from {} positions",
                g(games),
                spelled(start_positions)
            ),
            format!("at least {} positions", g(number_after(moves, "assert!(plies > "))),
            format!("UCI games, {malformed} malformed commands"),
            format!(
                "over {} captures at {} thresholds",
                g(number_after(see, "assert!(checked > ")),
                spelled(thresholds)
            ),
            format!(
                "cases and {} random queries a piece on {} cores and wasm32",
                g(random_queries),
                spelled(cores)
            ),
            format!("at {} widths: layout, every lookup marked for {browser_cases} random", spelled(widths)),
            format!("{} libFuzzer targets", capitalised(&spelled(fuzz_targets))),
        ],
    );
    let published = format!("the {} published positions", spelled(PUBLISHED_FENS.len()));
    wrong.extend(unstated_in(
        "benches/README.md",
        &[
            format!(
                "Each of {} rounds times every program once",
                number_after("benches/whole_programs.rs", ".unwrap_or(")
            ),
            format!(
                "{} seeded queries, each occupancy",
                g(number_after("benches/attacks.rs", "const QUERIES: usize = "))
            ),
            published.clone(),
        ],
    ));
    wrong.extend(unstated_in(
        "tests/embedded/README.md",
        &[
            format!("The figures of the crate on {} cores under QEMU", spelled(cores)),
            format!("Without rustup's {} targets", spelled(targets)),
            format!("runs the published cases and {} seeded random queries a slider", g(random_queries)),
            format!(
                "a loop of {counted} seeded random lookups, less the loop without them, divided by {counted}"
            ),
            format!("which also times {} seeded queries", g(timed)),
            format!("perft({perft_depth}) of the start position ({} nodes) and a search", g(start_perft)),
            format!("a search of Kiwipete to depth {search_depth}"),
            published.clone(),
        ],
    ));
    wrong.extend(unstated_in("examples/microbit/measure/README.md", &[published]));
    wrong.extend(unstated_in("CHANGELOG.md", &[format!("run on {} cores and wasm32 in CI", spelled(cores))]));
    if number_after("tests/embedded/wasm.mjs", "const QUERIES_PER_ROUND = ") != timed {
        wrong.push(format!("tests/embedded/wasm.mjs: QUERIES_PER_ROUND is not {embedded}'s TIMED_QUERIES"));
    }
    assert!(wrong.is_empty(), "test sizes that are not the tests' own:\n{}", wrong.join("\n"));
}

/// A memory region's length in KiB, as the linker script `relative` gives it: `RAM : … LENGTH = 16K`.
fn region_kib(relative: &str, region: &str) -> u64 {
    let script = read(relative);
    let line = script
        .lines()
        .find(|line| line.trim_start().starts_with(&format!("{region} :")))
        .unwrap_or_else(|| panic!("{relative} has no {region} region"));
    let length = line.split("LENGTH = ").nth(1).unwrap_or_else(|| panic!("{relative}: {line}")).trim();
    let (number, unit) = length.split_at(length.len() - 1);
    let number: u64 = number.parse().unwrap_or_else(|_| panic!("{relative}: {line}"));
    match unit {
        "K" => number,
        "M" => number * 1024,
        _ => panic!("{relative}: {line} is not in K or M"),
    }
}

/// The nanoseconds of QEMU's clock an instruction of the micro:bit firmware takes: 2 to the power of the
/// `-icount shift` its runner gives QEMU.
fn icount_shift() -> u32 {
    number_after("examples/microbit/.cargo/config.toml", "-icount shift=") as u32
}

/// The budgets the docs state are the ones the checks enforce (the page's module in `web/ci.sh`, the
/// freestanding program's sections in `tests/peers/firmware.rs`), and the boards' memories the ones their
/// linker scripts give, with what the UCI firmware leaves of the micro:bit's RAM.
#[test]
fn the_budgets_and_memories_in_the_docs_are_the_ones_enforced() {
    let kib = |bytes: u64| {
        assert!(bytes.is_multiple_of(1024), "{bytes} bytes is no whole number of KiB");
        bytes / 1024
    };
    let page_budget = number_after("web/ci.sh", "\nbudget=");
    let firmware = "tests/peers/firmware.rs";
    let product = |marker: &str| -> u64 {
        let text = read(firmware);
        let expression = text.split(marker).nth(1).and_then(|rest| rest.split(';').next());
        let expression = expression.unwrap_or_else(|| panic!("{firmware}: no `{marker}`"));
        expression.split('*').map(|factor| figure(factor.trim()).expect("a whole factor")).product()
    };
    let (rodata_budget, text_budget) =
        (product("const RODATA_BUDGET: u64 = "), product("const TEXT_BUDGET: u64 = "));
    let tables_used = number_after(firmware, "const TABLES_USED: [(&str, u64); ") as usize;
    let microbit = "examples/microbit/memory.x";
    let (flash, ram) = (region_kib(microbit, "FLASH"), region_kib(microbit, "RAM"));
    let measure = "examples/microbit/measure/README.md";
    let uci_ram = *row_after(measure, "| `.text` | `.rodata` | `.data` + `.bss` | peak stack | RAM in all")
        .last()
        .expect("the UCI firmware's table gives the RAM in all");

    let on_the_core = |script: &str| {
        let script = format!("tests/embedded/link/{script}");
        (region_kib(&script, "FLASH"), region_kib(&script, "RAM"))
    };
    let (core_flash, core_ram) = on_the_core("microbit.x");
    let (_, risc_v_ram) = on_the_core("sifive_e.x");
    let atomic_table = size_of::<[std::sync::atomic::AtomicU64; 64]>();
    let mut wrong = unstated_in(
        "tests/embedded/README.md",
        &[
            format!("above its {} KiB budget ({} bytes)", kib(page_budget), grouped(page_budget)),
            format!("| `microbit` | Cortex-M0 (nRF51), {core_flash} KiB flash, {core_ram} KiB RAM |"),
            format!("| `sifive_e` | RV32IMAC (FE310), {risc_v_ram} KiB RAM |"),
        ],
    );
    wrong.extend(unstated_in(
        "tests/firmware/README.md",
        &[
            format!("`.rodata` ≤ {} KiB (the x86-64", kib(rodata_budget)),
            format!("`.text` ≤ {} KiB |", kib(text_budget)),
            format!("exactly the {} tables `pawn_attacks` and `rook_moves` read", spelled(tables_used)),
            format!("a `static [AtomicU64; 64]`) shows up as {atomic_table} bytes"),
        ],
    ));
    wrong.extend(unstated_in("README.md", &[format!("a BBC micro:bit v1 with {ram} KiB of RAM")]));
    wrong.extend(unstated_in(
        "examples/microbit/README.md",
        &[
            format!("nRF51822: Cortex-M0, {flash} KiB flash, {ram} KiB RAM"),
            format!("bytes of {ram} KiB RAM"),
            format!("everything, stack included, in {ram} KiB of RAM"),
            format!("peak stack, of {} bytes of RAM", grouped(ram * 1024)),
        ],
    ));
    wrong.extend(unstated_in(
        measure,
        &[
            format!("RAM in all, of {} |", grouped(ram * 1024)),
            format!("reach {ram} KiB; {} bytes are left", grouped(ram * 1024 - uci_ram)),
        ],
    ));
    assert!(wrong.is_empty(), "budgets and memories that are not the ones enforced:\n{}", wrong.join("\n"));
}

/// The settings the docs give are the programs' own: the engines' `Hash` option, the board's serial port,
/// the page's port, QEMU's clock, the firmware checks' nodes a move and input line, the search the cycles
/// model, the MSRV, and how many tables there are.
#[test]
fn the_settings_in_the_docs_are_the_programs_own() {
    use chess_attacks_engine::bench::BENCH_FENS;
    use chess_attacks_engine::session::LINE_BYTES;
    let desktop = "crates/engine/src/desktop.rs";
    let (max_hash, default_hash) = (
        number_after(desktop, "pub const MAX_HASH_MIB: usize = "),
        number_after(desktop, "pub const DEFAULT_HASH_MIB: usize = "),
    );
    let firmware = "examples/microbit/src/bin/uci.rs";
    let board_hash = number_after(firmware, "const MAX_HASH_MIB: usize = ");
    let baud = number_after(firmware, "Baudrate::BAUD");
    let port = number_after("web/serve.mjs", "process.env.PORT ?? ");
    let shift = icount_shift();
    let superscript: String = shift
        .to_string()
        .chars()
        .map(|digit| "⁰¹²³⁴⁵⁶⁷⁸⁹".chars().nth(digit as usize - '0' as usize).unwrap_or(digit))
        .collect();
    let nodes_a_move = number_after("tests/embedded/targets.sh", "/measure/uci_firmware.py\" ");
    // The middlegame the cycles are modelled on, which the firmware's checks search too, and to what depth.
    let middlegame = |script: &str| {
        between_markers(&format!("examples/microbit/measure/{script}"), "\nMIDDLEGAME = \"", "\"")
    };
    let fen = middlegame("cycles.py");
    assert_eq!(fen, middlegame("uci_firmware.py"), "cycles.py and uci_firmware.py search one middlegame");
    let bench_position =
        BENCH_FENS.iter().position(|bench| *bench == fen).expect("the middlegame is a bench position") + 1;
    let depth = number_after(
        "examples/microbit/measure/uci_firmware.py",
        "measure(\"middlegame\", MIDDLEGAME, \"go depth ",
    );
    let msrv = between_markers("Cargo.toml", "\nrust-version = \"", "\"");
    let static_size = "tests/static_size.rs";
    let public_tables = between_markers(static_size, "\npinned_sizes! {", "\n}").matches(" => ").count();
    let magic_tables = number_after(static_size, "if cfg!(feature = \"magic\") { ") as usize;
    let overrides = between_markers("build/targets.rs", "fn override_variable(", "\n    }\n")
        .matches("=> \"CHESS_ATTACKS_")
        .count();
    let version = between_markers("Cargo.toml", "\nversion = \"", "\"");
    let opt_level = number_after("tests/embedded/Cargo.toml", "\nopt-level = ");
    let deepest_ms = number_after(
        "examples/microbit/measure/uci_firmware.py",
        "measure(\"checks\", CHECKS, \"go movetime ",
    );
    let measure = "examples/microbit/measure/README.md";
    let mut wrong = unstated_in(
        "docs/programs.md",
        &[
            format!("its one option is `Hash` (1 to {} MiB, {default_hash} by default)", grouped(max_hash)),
            format!("group) at {baud} baud"),
            format!("/dev/ttyACM0,rawer,b{baud}`"),
            format!("prints `http://localhost:{port}/`"),
        ],
    );
    wrong.extend(unstated_in(
        "examples/microbit/README.md",
        &[
            format!("one option, `Hash`, whose only value is {board_hash}"),
            format!("USB serial port ({baud} baud)"),
            format!("(`-icount shift={shift}`: 2{superscript} nanoseconds each)"),
        ],
    ));
    wrong.extend(unstated_in(
        measure,
        &[
            format!("QEMU's clock counts {} ns an instruction", 1u64 << shift),
            format!("whole games against a random mover and itself at {nodes_a_move} nodes a move"),
            format!("the {LINE_BYTES}-byte input line"),
            format!(
                "The search is the bench's middlegame (bench position {bench_position}) to depth {depth};"
            ),
            format!("release/uci {depth}"),
            format!("In `go depth {depth}`'s iterations depth {} completes", depth - 1),
            format!("the deepest of targets.sh's runs ({} s of two queens", deepest_ms as f64 / 1000.0),
        ],
    ));
    wrong.extend(unstated_in("README.md", &[format!("**MSRV**: Rust {msrv} for the crate")]));
    wrong.extend(unstated_in(
        "CHANGELOG.md",
        &[format!("## {version} — unreleased"), format!("Rust {msrv} or newer")],
    ));
    wrong.extend(unstated_in("docs/testing.md", &[format!("Debian's `rustc-web` {msrv})")]));
    wrong.extend(unstated_in(
        "tests/embedded/README.md",
        &[
            format!("the lookup inlined (`opt-level = {opt_level}`, LTO)"),
            format!("(`release`, `opt-level = {opt_level}`, LTO)"),
        ],
    ));
    wrong.extend(unstated_in(
        "docs/design.md",
        &[
            format!(
                "{} tables, the same on every target, and `magic`'s {}",
                spelled(public_tables),
                spelled(magic_tables)
            ),
            format!("The {} variables `CHESS_ATTACKS_ROOK`", spelled(overrides)),
        ],
    ));
    assert!(wrong.is_empty(), "settings that are not the programs' own:\n{}", wrong.join("\n"));
}

/// The versions of the peer crates the pages name, `cozy-chess 0.3.4` or `shakmaty 0.30`, are ones a
/// `Cargo.lock` of the repository holds: the figures beside them were measured with the locked crates.
#[test]
fn the_peer_versions_in_the_docs_are_the_locked_ones() {
    let locks = [
        "Cargo.lock",
        "tests/embedded/Cargo.lock",
        "tests/firmware/Cargo.lock",
        "examples/microbit/Cargo.lock",
        "web/Cargo.lock",
    ]
    .map(read);
    let locked = |name: &str, version: &str| {
        let entry = format!("name = \"{name}\"\nversion = \"{version}");
        locks.iter().any(|lock| lock.contains(&format!("{entry}\"")) || lock.contains(&format!("{entry}.")))
    };
    let (mut named, mut wrong) = (0, Vec::new());
    for page in pages() {
        let text = one_line(&read(&page));
        for name in ["cozy-chess", "shakmaty", "chess"] {
            for (at, _) in text.match_indices(&format!("{name} ")) {
                // `chess` alone, not the end of `cozy-chess` or `python-chess`.
                if text[..at].ends_with(|c: char| c.is_alphanumeric() || c == '-') {
                    continue;
                }
                let rest = &text[at + name.len() + 1..];
                let version = rest
                    [..rest.find(|c: char| !c.is_ascii_digit() && c != '.').unwrap_or(rest.len())]
                    .trim_end_matches('.');
                if !version.starts_with(|c: char| c.is_ascii_digit()) || !version.contains('.') {
                    continue;
                }
                named += 1;
                if !locked(name, version) {
                    wrong.push(format!("{page}: {name} {version}"));
                }
            }
        }
    }
    assert!(named >= 10, "the pages name {named} versions of peer crates");
    assert!(wrong.is_empty(), "peer versions no Cargo.lock holds:\n{}", wrong.join("\n"));
}

/// The README's strength figure is the one the strength table gives at the `UCI_Elo` the README names.
#[test]
fn the_readme_names_the_setting_its_strength_figure_was_played_at() {
    let readme = one_line(&read("README.md"));
    let marker = "](examples/microbit/measure/README.md#strength) against Stockfish at `UCI_Elo` ";
    let quoted = readme.split(marker).next().and_then(|before| before.rsplit('[').next());
    let quoted = quoted.expect("the README links its strength figure");
    let elo = *numbers_after(&readme, marker).first().expect("the README names the UCI_Elo");
    let page = read("examples/microbit/measure/README.md");
    let cells = |first: &str| -> Vec<String> {
        let row = page.lines().find(|line| line.starts_with(first));
        let row = row.unwrap_or_else(|| panic!("the strength table has a row `{first}`"));
        row.trim_matches('|').split('|').map(|cell| cell.trim().to_string()).collect()
    };
    let (settings, scores) = (cells("| Stockfish `UCI_Elo` |"), cells("| score |"));
    let column = scores.iter().position(|score| score.contains(quoted));
    let column = column.unwrap_or_else(|| panic!("no score in the strength table is {quoted}"));
    assert_eq!(
        settings.get(column).and_then(|cell| figure(cell)),
        Some(elo),
        "the README gives {quoted} at `UCI_Elo` {elo}"
    );
}
