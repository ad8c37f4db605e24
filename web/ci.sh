#!/usr/bin/env bash
# The page's checks, as .ci/run runs them on a brand-new machine: installs what is missing (Chromium and
# firefox-esr from Debian, node and npm, and for wasm32 Debian's rustc-web unless rustup has the target),
# playwright-core at the version package-lock.json pins and python-chess (the oracle for the page's move
# notation), builds the module (and, for its size, the same on magic bitboards) and the native oracle,
# checks the module against its size budget, then serves the page and tests it in headless Chromium
# (test/browser.mjs) and, more briefly, in headless Firefox (test/firefox.mjs); last, it compares both
# modules' bytes and the browser test's search nodes with what tests/embedded/README.md states.
#
#   bash web/ci.sh
#   RESTATE=1 bash web/ci.sh   # the same, writing the module's measured figures into tests/embedded/README.md
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"

say() { printf '\n==> %s\n' "$*" >&2; }
# `installed` and `apt_install`, shared with tests/embedded/targets.sh.
source "$here/../.ci/apt.sh"

[ -x /usr/bin/chromium ] || apt_install chromium
[ -x /usr/bin/firefox-esr ] || apt_install firefox-esr
command -v node >/dev/null || apt_install nodejs
command -v npm >/dev/null || apt_install npm
rustc_web=false
rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown \
    || { apt_install rustc-web cargo-web rust-web-src lld-19; rustc_web=true; }

say "npm ci: playwright-core, as package-lock.json pins it (it downloads no browser)"
npm ci --ignore-scripts --no-audit --no-fund --loglevel=error

# python-chess: .ci/run's venv when there is one (its UCI step makes it before this script runs), else one
# made here.
python=$here/../target/uci-client/bin/python
if ! "$python" -c 'import chess' 2>/dev/null; then
    python=$here/target/python/bin/python
    if ! "$python" -c 'import chess' 2>/dev/null; then
        say "python-chess, into a venv in web/target/python"
        python3 -m venv target/python 2>/dev/null || { apt_install python3-venv; python3 -m venv target/python; }
        "$python" -m pip install --quiet --disable-pip-version-check chess
    fi
fi

say "building the page's module, the same on magic bitboards (for its size) and the native oracle"
module=$(bash build.sh)
magic_module=$(bash build.sh magic)
cargo build -q --release --locked --bin oracle --target-dir target/native

# The page's module's budget, engine included: 64 KiB before compression.
bytes=$(stat -c %s "$module") gzipped=$(gzip -9c "$module" | wc -c)
budget=65536
echo "the page's module: $bytes bytes, $gzipped gzipped; budget $budget" >&2
if [ "$bytes" -gt "$budget" ]; then
    echo "the page's module is $bytes bytes, over its budget of $budget (64 KiB)" >&2
    exit 1
fi

say "the page in headless Chromium against the native oracle"
PYTHON=$python node test/browser.mjs target/native/release/oracle 300 | tee target/browser.log

# The page in a second engine, Gecko: one page load, a few checks (test/firefox.mjs).
say "the page in headless Firefox"
node --experimental-websocket test/firefox.mjs

# The figures tests/embedded/README.md states of this module, which this run measures exactly, must read the
# same there, so that a change that moves one fails here rather than waiting for a reader. They are
# rustc-web's (as CI builds): with rustup's wasm32 target, another compiler, a difference is only reported.
say "the page's figures in tests/embedded/README.md"
page=$(tr -s ' \n' '  ' <../tests/embedded/README.md)
grouped() { sed ':a;s/\B[0-9]\{3\}\>/,&/;ta' <<<"$1"; }
nodes=$(sed -n 's/.*search of Kiwipete to depth 7, \([0-9]*\) nodes.*/\1/p' target/browser.log)
drifted=()
magic_bytes=$(stat -c %s "$magic_module") magic_gzipped=$(gzip -9c "$magic_module" | wc -c)
for stated in "| the crate root (the page served) | $(grouped "$bytes") | $(grouped "$gzipped") |" \
    "| \`magic\` | $(grouped "$magic_bytes") | $(grouped "$magic_gzipped") |" \
    "a search of Kiwipete to depth 7 from an empty table ($(grouped "$nodes") nodes)"; do
    [[ $page == *"$stated"* ]] || drifted+=("$stated")
done
if [ ${#drifted[@]} -gt 0 ] && [ "${RESTATE:-}" = 1 ]; then
    python3 ../.ci/restate.py tests/embedded/README.md "${drifted[@]}"
elif [ ${#drifted[@]} -gt 0 ]; then
    printf 'tests/embedded/README.md does not state these figures of this run (lines joined):\n' >&2
    printf '  %s\n' "${drifted[@]}" >&2
    $rustc_web && exit 1
    echo "(rustup's toolchain, not the page's rustc-web: reported only)" >&2
else
    echo "tests/embedded/README.md states the module's bytes and its search's nodes as measured" >&2
fi
