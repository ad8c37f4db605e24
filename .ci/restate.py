#!/usr/bin/env python3
"""Writes measured figures into a results page, in place of the ones it states.

    python3 .ci/restate.py PAGE TEXT [TEXT ...]

Each TEXT is a passage as a measuring script expects PAGE to state it (tests/embedded/targets.sh and
web/ci.sh build them), with its lines joined. The place in PAGE that reads the same but for its numbers
takes TEXT's numbers; its words, line breaks and layout stay. Where several places could be meant, the one
that already shares the most of TEXT's numbers is chosen; a tie, or no place at all, is an error naming
TEXT, for a hand edit. Then every link elsewhere in the docs that quotes a changed figure of PAGE
(`[62,812](tests/embedded/README.md#...)`, which tests/peers/docs.rs checks) quotes the new one.
"""
import pathlib
import re
import sys

NUMBER = r"\d+(?:,\d{3})*(?:\.\d+)?"
ROOT = pathlib.Path(__file__).resolve().parent.parent


def pattern(text):
    """A regex that matches `text` with any numbers and any white space between its words."""
    parts = []
    for piece in re.split(f"({NUMBER})", text):
        if re.fullmatch(NUMBER, piece):
            parts.append(f"({NUMBER})")
        elif piece:
            parts.append(r"\s+".join(re.escape(word) for word in re.split(r"\s+", piece)))
    return "".join(parts)


def restate(page_text, text):
    """`page_text` with `text`'s numbers written where it states the passage; and the figures changed."""
    wanted = re.findall(NUMBER, text)
    candidates = list(re.finditer(pattern(text), page_text))
    if not candidates:
        raise SystemExit(f"restate: no place reads like {text!r}")
    shared = [sum(a == b for a, b in zip(match.groups(), wanted)) for match in candidates]
    best = max(shared)
    if shared.count(best) > 1 and best < len(wanted):
        raise SystemExit(f"restate: {shared.count(best)} places read like {text!r}; edit it by hand")
    match = candidates[shared.index(best)]
    pieces, at, changed = [], match.start(), []
    for group, new in enumerate(wanted, start=1):
        pieces += [page_text[at : match.start(group)], new]
        if match.group(group) != new:
            changed.append((match.group(group), new))
        at = match.end(group)
    return page_text[: match.start()] + "".join(pieces) + page_text[at:], changed


def requote(page, changed):
    """Every link to `page` in the repository's Markdown whose text is an old figure now quotes the new."""
    for doc in ROOT.glob("**/*.md"):
        if any(part in ("target", "node_modules") for part in doc.relative_to(ROOT).parts):
            continue
        text = doc.read_text()
        before = text
        for old, new in changed:
            for link in set(re.findall(rf"\[{re.escape(old)}\]\(([^)#]+)(?:#[^)]*)?\)", text)):
                if (doc.parent / link).resolve() == page.resolve():
                    text = re.sub(rf"\[{re.escape(old)}\]\({re.escape(link)}", f"[{new}]({link}", text)
        if text != before:
            doc.write_text(text)
            print(f"restate: {doc.relative_to(ROOT)} quotes the new figures of {page.relative_to(ROOT)}")


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    page = ROOT / sys.argv[1]  # an absolute path stays itself
    page_text = page.read_text()
    all_changed = []
    for text in sys.argv[2:]:
        page_text, changed = restate(page_text, text)
        all_changed += changed
    page.write_text(page_text)
    for old, new in all_changed:
        print(f"restate: {page.relative_to(ROOT)}: {old} -> {new}")
    requote(page, all_changed)


if __name__ == "__main__":
    main()
