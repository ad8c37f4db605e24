//! One figure, one place. Every measured figure lives in `benches/README.md` (desktop),
//! `tests/embedded/README.md` (cores, AArch64, wasm32) or `examples/microbit/measure/README.md` (the micro:bit
//! firmware), beside the command that reproduces it; every other page links to it. These tests fail when a
//! copy drifts:
//!
//! - a link whose text holds a digit, such as `[0.91–1.02×](benches/README.md#whole-programs)`, quotes a figure: its
//!   text must appear verbatim in the page it links to, and its `#anchor` must name a heading there;
//! - outside those links, the other pages state no ratio, percentage, time or instruction count;
//! - the byte counts the README, `docs/design.md` and the micro:bit guide state are rendered here from the
//!   sizes `tests/static_size.rs` and `src/technique_tests.rs` pin, and must read the same;
//! - the peak stack the micro:bit guide shows its firmware printing is the one
//!   `examples/microbit/measure/README.md` measured;
//! - the engine commands `docs/programs.md` gives a chess GUI are the ones CI starts.
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
                if !linked_text.contains(link.text) {
                    drifted.push(format!("{page}:{}: `{}` is not in {linked}", link.line, link.text));
                }
            }
        }
    }
    assert!(drifted.is_empty(), "quoted figures or anchors that drifted:\n{}", drifted.join("\n"));
    assert!(quoted >= 6, "the README quotes its perft figures as links ({quoted} found)");
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

#[test]
fn the_byte_counts_in_the_docs_are_the_pinned_sizes() {
    let sizes = pinned_sizes();
    let sum = |names: &[&str]| -> u64 {
        names
            .iter()
            .map(|name| *sizes.get(*name).unwrap_or_else(|| panic!("no pinned size for {name}")))
            .sum()
    };
    let public = sum(&[
        "WHITE_PAWN_ATTACKS",
        "BLACK_PAWN_ATTACKS",
        "KNIGHT_ATTACKS",
        "KING_ATTACKS",
        "NORTH_RAYS",
        "SOUTH_RAYS",
        "EAST_RAYS",
        "WEST_RAYS",
        "NORTH_EAST_RAYS",
        "NORTH_WEST_RAYS",
        "SOUTH_EAST_RAYS",
        "SOUTH_WEST_RAYS",
        "FILE_MASKS",
        "DIAGONAL_MASKS",
        "ANTI_DIAGONAL_MASKS",
    ]);
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
    let leapers = sum(&["WHITE_PAWN_ATTACKS", "BLACK_PAWN_ATTACKS", "KNIGHT_ATTACKS", "KING_ATTACKS"]);
    let microbit = thirty_two_bit + leapers + line_masks;

    let (g, readme, design, microbit_guide) = (
        grouped,
        one_line(&read("README.md")),
        read("docs/design.md"),
        one_line(&read("examples/microbit/README.md")),
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
            format!("| `rook_attacks` | {} | {} |", g(kindergarten_rook), g(wide_rook)),
        ),
        ("examples/microbit/README.md", &microbit_guide, format!("({} bytes of tables:", g(microbit))),
    ];
    let missing: Vec<String> = expected
        .iter()
        .filter(|(_, text, sentence)| !text.contains(sentence.as_str()))
        .map(|(page, _, sentence)| format!("{page}: {sentence}"))
        .collect();
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
        if stated != grouped(expected) || !same_each {
            wrong.push(format!("docs/design.md:{line_number}: {first} says {last}"));
        }
    }
    assert!(rows >= 10, "the table of tables has {rows} rows naming pinned tables");
    assert!(wrong.is_empty(), "rows whose bytes are not the pinned sizes:\n{}", wrong.join("\n"));
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
