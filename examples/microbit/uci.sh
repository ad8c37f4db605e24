#!/usr/bin/env bash
# The chess computer (the UCI firmware, `--bin uci`) on QEMU's micro:bit, as one command that a chess GUI can
# start from any directory: give the GUI this file's full path as the engine. It builds the firmware if its
# source changed, then `cargo run` hands the serial port to standard input and output through QEMU (the
# runner in .cargo/config.toml). Cargo's messages go to standard error; standard output is the engine's.
#
#   /path/to/chess-attacks/examples/microbit/uci.sh          # the engine, for a GUI
#   /path/to/chess-attacks/examples/microbit/uci.sh build    # only the build: run it once before a GUI
#                                                            # starts the engine, since a first build
#                                                            # takes longer than GUIs wait for `uciok`
#
# Toolchain: rustup's when it has the thumbv6m-none-eabi target; otherwise Debian's rustc-web, which builds
# `core` for the target (-Zbuild-std=core) and links with lld-19. It installs nothing (the micro:bit README
# lists the packages).
set -euo pipefail
# The firmware's folder, wherever the GUI starts this from: cargo reads .cargo/config.toml from there.
cd "$(dirname "$(readlink -f "$0")")"
mode=${1:-run}
case $mode in
    run) cargo_args=(run -q) ;;
    build) cargo_args=(build) ;;
    *) echo "usage: $0 [build]" >&2; exit 2 ;;
esac
# A GUI started from a desktop menu may not have rustup's folder on its PATH.
PATH=$PATH:$HOME/.cargo/bin
if [ "$mode" = run ] && ! command -v qemu-system-arm >/dev/null; then
    echo "$0: qemu-system-arm is missing (Debian: apt-get install qemu-system-arm)" >&2
    exit 1
fi
if rustup target list --installed 2>/dev/null | grep -qx thumbv6m-none-eabi; then
    exec cargo "${cargo_args[@]}" --release --locked --bin uci
fi
for tool in /usr/bin/rustc /usr/bin/cargo /usr/bin/ld.lld-19; do
    [ -x "$tool" ] || { echo "$0: $tool is missing: rustup target add thumbv6m-none-eabi, or apt-get install rustc-web cargo-web rust-web-src lld-19" >&2; exit 1; }
done
export RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 CARGO_TARGET_THUMBV6M_NONE_EABI_LINKER=ld.lld-19
exec /usr/bin/cargo "${cargo_args[@]}" --release --locked -Zbuild-std=core --bin uci
