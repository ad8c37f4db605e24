#!/usr/bin/env bash
# Builds the page's WebAssembly module and serves the page on localhost until Ctrl-C, printing its address
# (http://localhost:8045/ unless PORT says otherwise). Needs what the README's set-up installs: Rust with the
# wasm32-unknown-unknown target, or Debian's rustc-web, cargo-web, rust-web-src and lld-19; and node and npm
# (build.sh fetches binaryen's wasm-opt, as package-lock.json pins it).
#
#   bash web/serve.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# The first build takes a while and cargo is quiet (build.sh's -q): say so, rather than seem to hang.
echo "building the page's module (the first build takes a while) …" >&2
bash "$here/build.sh" >/dev/null
echo "serving web/www until Ctrl-C" >&2
exec node "$here/serve.mjs"
