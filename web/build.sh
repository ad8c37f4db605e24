#!/usr/bin/env bash
# Builds the page's WebAssembly module into web/www/chess_attacks_web.wasm, and with `magic` the same page's
# module on black magic bitboards, for the size comparison, into target/chess_attacks_web_magic.wasm (the
# page never loads it). Prints the path of what it built.
#
#   bash web/build.sh          # the page's module
#   bash web/build.sh magic    # the comparison module
#
# Toolchain, as tests/embedded/targets.sh: a rustup toolchain with wasm32-unknown-unknown installed is used
# as it is; otherwise Debian's rustc-web builds `core` from rust-web-src (-Zbuild-std) and lld-19 links.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../.ci/fixed-path.sh"
cd "$here"
variant=${1:-root}
case $variant in
    root) features=() copy=www/chess_attacks_web.wasm ;;
    magic) features=(--features magic) copy=target/chess_attacks_web_magic.wasm ;;
    *) echo "usage: $0 [magic]" >&2; exit 2 ;;
esac

# Each search builds its engine on the stack (its shared move stack and history, a few hundred KiB); 2 MiB
# of stack leaves room for that and the deepest line the search can reach (MAX_PLY).
link=(-C link-arg=-zstack-size=2097152)
if rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    cargo=(cargo) build_std=()
else
    for tool in /usr/bin/rustc /usr/bin/cargo /usr/bin/wasm-ld-19; do
        [ -x "$tool" ] || { echo "$tool is missing: apt-get install rustc-web cargo-web rust-web-src lld-19 (docs/programs.md, The page)" >&2; exit 1; }
    done
    export RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1
    cargo=(/usr/bin/cargo) build_std=(-Zbuild-std=core,panic_abort)
    link+=(-C linker=wasm-ld-19)
fi
mkdir -p target
RUSTFLAGS="${link[*]}" "${cargo[@]}" rustc -q --release --locked --manifest-path "$(fixed_path web/Cargo.toml)" "${build_std[@]}" \
    --target wasm32-unknown-unknown --lib --crate-type cdylib --target-dir target/wasm "${features[@]}"
# Binaryen's wasm-opt (npm's binaryen, pinned by package-lock.json) shrinks what rustc emits by about a
# twelfth, as wasm-pack's builds do; the features it names are the ones rustc's wasm32 output uses.
# `--low-memory-unused` lets it fold more address arithmetic into loads and stores: memory's
# first KiB is the bottom of the stack, which fills the first 2 MiB from the top down, and no search
# reaches below its few hundred KiB.
if [ ! -x node_modules/.bin/wasm-opt ]; then
    command -v npm >/dev/null || { echo "npm is missing (it installs binaryen's wasm-opt): apt-get install npm" >&2; exit 1; }
    npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
fi
node_modules/.bin/wasm-opt -Oz --converge --low-memory-unused --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals target/wasm/wasm32-unknown-unknown/release/chess_attacks_web.wasm -o "$copy"
echo "$here/$copy"
