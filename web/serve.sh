#!/usr/bin/env bash
# Builds the page's WebAssembly module and serves the page on localhost, printing its address
# (http://localhost:8045/ unless PORT says otherwise). Needs what the README's set-up installs: Rust with the
# wasm32-unknown-unknown target, or Debian's rustc-web, cargo-web, rust-web-src and lld-19; and node.
#
#   bash web/serve.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bash "$here/build.sh" >/dev/null
exec node "$here/serve.mjs"
