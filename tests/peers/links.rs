//! Every relative link in the README, and in every Markdown page reached from it, points at a file or
//! folder that exists. The pages move and get split; a link left behind fails here.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The repository root: this member sits in tests/peers.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("the repository root exists")
}

/// The targets of the inline links `[text](target)` in `markdown`, outside code blocks and code spans.
fn link_targets(markdown: &str) -> Vec<&str> {
    let mut targets = Vec::new();
    let mut in_code_block = false;
    for line in markdown.lines() {
        if line.trim_start().starts_with("```") {
            in_code_block = !in_code_block;
            continue;
        }
        if in_code_block {
            continue;
        }
        // Code spans hold text such as `a[i](j)` that is not a link: keep the even-numbered pieces.
        for prose in line.split('`').step_by(2) {
            let mut rest = prose;
            while let Some(start) = rest.find("](") {
                let after = &rest[start + 2..];
                let Some(end) = after.find(')') else { break };
                targets.push(after[..end].trim());
                rest = &after[end..];
            }
        }
    }
    targets
}

/// The local path a link target names, relative to the page's folder; `None` for a web address or an anchor
/// on the same page.
fn local_path(target: &str) -> Option<&str> {
    let path = target.split('#').next().unwrap_or_default();
    let external = ["http://", "https://", "mailto:"].iter().any(|scheme| target.starts_with(scheme));
    (!external && !path.is_empty()).then_some(path)
}

/// The broken links of every page reached from `start`, as "page: target" lines, and the pages read.
fn check_from(start: &Path) -> (Vec<String>, BTreeSet<PathBuf>) {
    let mut broken = Vec::new();
    let mut seen = BTreeSet::new();
    let mut pending = vec![start.to_path_buf()];
    while let Some(page) = pending.pop() {
        if !seen.insert(page.clone()) {
            continue;
        }
        let text = fs::read_to_string(&page).unwrap_or_else(|error| panic!("{}: {error}", page.display()));
        let folder = page.parent().expect("a page is in a folder");
        for target in link_targets(&text) {
            let Some(path) = local_path(target) else { continue };
            let linked = folder.join(path);
            if !linked.exists() {
                broken.push(format!("{}: {target}", page.display()));
            } else if linked.extension().is_some_and(|extension| extension == "md") {
                pending.push(linked.canonicalize().expect("the linked page exists"));
            }
        }
    }
    (broken, seen)
}

#[test]
fn every_relative_link_from_the_readme_points_at_a_file() {
    let root = root();
    let (broken, pages) = check_from(&root.join("README.md"));
    assert!(broken.is_empty(), "links to nothing:\n{}", broken.join("\n"));
    // The pages the README promises: each is reached, so its own links were checked too.
    for page in [
        "docs/design.md",
        "docs/testing.md",
        "docs/coming-from.md",
        "docs/programs.md",
        "benches/README.md",
        "tests/embedded/README.md",
        "examples/microbit/measure/README.md",
        "tests/firmware/README.md",
        "examples/microbit/README.md",
        "CHANGELOG.md",
    ] {
        assert!(pages.contains(&root.join(page)), "the README does not lead to {page}");
    }
}

#[test]
fn a_link_to_a_missing_file_is_found() {
    let folder = std::env::temp_dir().join(format!("chess-attacks-links-{}", std::process::id()));
    fs::create_dir_all(&folder).expect("a temporary folder");
    let page = folder.join("page.md");
    fs::write(
        &page,
        "[here](page.md) [gone](missing.md#part) [web](https://example.org/x) [anchor](#top)\n\
         `not [a](link)`\n```text\n[nor](this)\n```\n",
    )
    .expect("the page is written");
    let (broken, _) = check_from(&page.canonicalize().expect("the page exists"));
    fs::remove_dir_all(&folder).expect("the temporary folder is removed");
    assert_eq!(broken.len(), 1, "{broken:?}");
    assert!(broken[0].ends_with(": missing.md#part"), "{broken:?}");
}
