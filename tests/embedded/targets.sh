#!/usr/bin/env bash
# chess-attacks on real targets: builds tests/embedded for Cortex-M0, Cortex-M3, Cortex-M4F, RV32IMC and
# AArch64 (a Cortex-A72) and runs each under QEMU, builds it for wasm32 and runs it under node, checks every
# ELF file, and counts instructions per lookup beside cozy-chess's and shakmaty's small tables; runs the
# micro:bit firmware example (perft) and the chess computer (its UCI firmware, started by
# examples/microbit/uci.sh as a GUI starts it, and played through python-chess by
# examples/microbit/measure/uci_firmware.py, its cycles a node modelled by cycles.py there), and counts
# instructions per perft node; on wasm32 it times the lookups, and perft against cozy-chess's. It prints what
# it measured as tables, and compares the figures it measures exactly (bytes, stack, nodes, instructions,
# modelled cycles) with those the results pages state: the cores' and wasm32's in tests/embedded/README.md,
# the firmware's in examples/microbit/measure/README.md and the profile beside it, and its output in
# examples/microbit/README.md. Exits non-zero if a program reports a failure, a check fails or a figure
# there differs from the measured one.
#
#   bash tests/embedded/targets.sh            # everything
#   bash tests/embedded/targets.sh wasm       # the WebAssembly part alone (no QEMU): its checks and tables
#   RESTATE=1 bash tests/embedded/targets.sh  # the same, writing what it measured into the pages (.ci/restate.py)
#
# Run with QEMU 7.2 (Debian 12's own release) and 10.0 (Debian 12's backports): the option that counts
# instructions is read from the installed QEMU's help (one_insn_per_tb below).
#
# Toolchain: a rustup toolchain that has the targets installed is used as it is. Otherwise Debian's
# rustc-web (Rust 1.96, with the ARM, AArch64, RISC-V and WebAssembly back ends) builds `core` for each target from
# rust-web-src (-Zbuild-std), linking with lld-19. Missing packages are installed with apt-get.
set -euo pipefail
# A failing build or run inside $(…) stops the script too.
shopt -s inherit_errexit
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=$root/target/embedded
mkdir -p "$out"
cd "$here"

say() { printf '\n==> %s\n' "$*" >&2; }

# `wasm` runs the WebAssembly part alone, which needs neither QEMU nor the bare-metal builds.
part=${1:-all}
case $part in
    all | wasm) ;;
    *) echo "usage: $0 [wasm]" >&2; exit 2 ;;
esac

# --- Tools -----------------------------------------------------------------------------------------------

# `installed` and `apt_install`, shared with the web page's checks.
source "$root/.ci/apt.sh"
source "$root/.ci/fixed-path.sh"

bare_targets=(thumbv6m-none-eabi thumbv7m-none-eabi thumbv7em-none-eabihf riscv32imc-unknown-none-elf
    aarch64-unknown-none)
all_targets=("${bare_targets[@]}" wasm32-unknown-unknown)

rustup_has_targets() {
    local installed
    installed=$(rustup target list --installed 2>/dev/null) || return 1
    for target in "${all_targets[@]}"; do grep -qx "$target" <<<"$installed" || return 1; done
}
if rustup_has_targets; then
    say "using rustup's toolchain and its installed targets"
    cargo=(cargo)
    build_std=()
    linker_arm=() linker_wasm=()
else
    apt_install rustc-web cargo-web rust-web-src lld-19
    say "using Debian's rustc-web with -Zbuild-std"
    export RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1
    cargo=(/usr/bin/cargo)
    build_std=(-Zbuild-std=core)
    # /usr/bin/rust-lld is a dangling link in rustc-web; LLVM 19's linkers do the job.
    linker_arm=(-C linker=ld.lld-19) linker_wasm=(-C linker=wasm-ld-19)
fi
command -v node >/dev/null || apt_install nodejs


# --- WebAssembly -----------------------------------------------------------------------------------------

# wasm NAME DIR FEATURES [OVERRIDE…]: builds the module with the embedded crate's FEATURES (none if empty) and
# technique overrides, if given, in the target directory $out/wasm32-DIR; prints the path of its copy,
# $out/wasm32-NAME.wasm. Modules with different features may share a directory, where cargo writes each to
# the same file: a cdylib's name carries no hash of its features.
wasm() {
    local name=wasm32-$1 dir=$out/wasm32-$2 features=$3
    shift 3
    env RUSTFLAGS="${linker_wasm[*]}" "$@" "${cargo[@]}" rustc -q --release --locked \
        --manifest-path "$(fixed_path tests/embedded/Cargo.toml)" ${build_std:+-Zbuild-std=core,panic_abort} \
        --target wasm32-unknown-unknown --lib --crate-type cdylib --target-dir "$dir" \
        ${features:+--features "$features"} >"$out/build-$name.log" 2>&1 || { cat "$out/build-$name.log" >&2; return 1; }
    cp "$dir/wasm32-unknown-unknown/release/chess_attacks_embedded.wasm" "$out/$name.wasm"
    echo "$out/$name.wasm"
}

# webassembly: builds the modules and runs them under node, which prints the tables; node exits non-zero
# when a module's checks fail or a perft count is not the published one.
webassembly() {
    local chosen other with_cozy with_shakmaty perft cozy_perft
    say "wasm32: the checks under node, both techniques of each slider timed, and perft against cozy-chess's"
    chosen=$(wasm chosen chosen "")
    # One module with the best of the other techniques: the hyperbola quintessence rook (a byte table on the
    # rank) and the kindergarten bishop on 32-bit halves, which wasm32 had before the kindergarten ones; the
    # hyperbola quintessence bishop was slower still, even with +simd128 (docs/design.md, "Tried and not kept").
    other=$(wasm others others "" CHESS_ATTACKS_ROOK=hyperbola_quintessence \
        CHESS_ATTACKS_BISHOP=kindergarten_halves CHESS_ATTACKS_QUEEN=rook_and_bishop)
    # The peers, each in a module beside wasm32's techniques; what a peer adds to the module is its share.
    with_cozy=$(wasm cozy cozy cozy)
    with_shakmaty=$(wasm shakmaty shakmaty shakmaty)
    # Perft: one generator per module and nothing else, so each module's bytes are its generator's. Each is
    # built where its dependencies already are, so only the embedded crate is built again.
    perft=$(wasm perft chosen count-perft)
    cozy_perft=$(wasm cozy-perft cozy count-perft,cozy)
    node "$here/wasm.mjs" "wasm32's: kindergarten rook and bishop, rook and bishop queen=$chosen" \
        "hyperbola quintessence rook, kindergarten halves bishop, rook and bishop queen=$other" \
        "cozy-chess=$with_cozy" "shakmaty=$with_shakmaty" \
        "chess-attacks' perft=$perft" "cozy-chess's perft=$cozy_perft"
}
if [ "$part" = wasm ]; then
    webassembly
    exit
fi

apt_install qemu-system-arm qemu-system-misc

# The host checker for the ELF files (tests/peers/elf_check.rs), built by the host toolchain.
say "building elf-check"
(cd "$root" && env -u RUSTC -u RUSTC_BOOTSTRAP cargo build -q --release --locked -p chess-attacks-peer-tests --bin elf-check)
# target_dir MANIFEST: where cargo writes for that workspace (CARGO_TARGET_DIR, when set, moves it).
target_dir() {
    cargo metadata --format-version 1 --no-deps --manifest-path "$1" |
        sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p'
}
elf_check=$(target_dir "$root/Cargo.toml")/release/elf-check

# --- Bare-metal targets ----------------------------------------------------------------------------------

# target → "QEMU machine, linker script, entry symbol, .text budget, .rodata budget" (bytes).
declare -A machine=(
    [thumbv6m-none-eabi]="microbit microbit.x reset"
    [thumbv7m-none-eabi]="mps2-an385 mps2-an385.x reset"
    [thumbv7em-none-eabihf]="mps2-an386 mps2-an386.x reset"
    [riscv32imc-unknown-none-elf]="sifive_e sifive_e.x _start"
    [aarch64-unknown-none]="virt virt-aarch64.x _start"
)
declare -A budget=(
    [thumbv6m-none-eabi]="TEXT_M0 RODATA_M0"
    [thumbv7m-none-eabi]="TEXT_M3 RODATA_M3"
    [thumbv7em-none-eabihf]="TEXT_M4 RODATA_M4"
    [riscv32imc-unknown-none-elf]="TEXT_RV RODATA_RV"
    [aarch64-unknown-none]="TEXT_A64 RODATA_A64"
)

# build TARGET FEATURES [VARIANT]: builds the bare-metal program; prints the path of a copy of the ELF file,
# or nothing when it does not link (cozy-chess's tables on the micro:bit). VARIANT `s` builds at
# opt-level "s", as many firmware builds do; `64-bit` builds the crate with the slider techniques of other
# 64-bit targets (hyperbola quintessence) instead of those build.rs picks for the target. Every variant
# shares the target directory: cargo keeps each profile's and each build-script run's artefacts apart.
build() {
    local target=$1 features=$2 variant=${3:-}
    local script variant_env=()
    read -r _ script _ <<<"${machine[$target]}"
    case $variant in
        s) variant_env=(CARGO_PROFILE_RELEASE_OPT_LEVEL=s) ;;
        64-bit) variant_env=(CHESS_ATTACKS_ROOK=hyperbola_quintessence CHESS_ATTACKS_BISHOP=hyperbola_quintessence
            CHESS_ATTACKS_QUEEN=hyperbola_quintessence) ;;
        kindergarten) variant_env=(CHESS_ATTACKS_ROOK=kindergarten CHESS_ATTACKS_BISHOP=kindergarten
            CHESS_ATTACKS_QUEEN=rook_and_bishop) ;;
    esac
    local flags=("${linker_arm[@]}" -C "link-arg=-L$here/link" -C "link-arg=-T$script")
    local name=$target-${features:-checks}${variant:+-$variant}
    local log=$out/build-$name.log
    if ! env "${variant_env[@]}" RUSTFLAGS="${flags[*]}" "${cargo[@]}" build --release --locked "${build_std[@]}" \
        --target "$target" --bin chess-attacks-embedded --target-dir "$out/$target" \
        ${features:+--features "$features"} >"$log" 2>&1; then
        grep -q "will not fit in region\|overflowed by" "$log" && return 0
        cat "$log" >&2
        return 1
    fi
    cp "$out/$target/$target/release/chess-attacks-embedded" "$out/$name.elf"
    echo "$out/$name.elf"
}

# one_insn_per_tb QEMU: the option that makes QEMU translate one guest instruction per block, so that the
# exec log has one `Trace` line per instruction. QEMU 8.1 added `-accel tcg,one-insn-per-tb=on` and
# deprecated `-singlestep`, which 7.2 (Debian 12's own) knows alone; read which one this QEMU lists in its
# help rather than guess from its version or from where it came from.
one_insn_per_tb() {
    local help
    help=$("$1" --help)
    if grep -q 'one-insn-per-tb' <<<"$help"; then echo "-accel tcg,one-insn-per-tb=on"
    elif grep -q '^-singlestep' <<<"$help"; then echo "-singlestep"
    else echo "$1 lists neither one-insn-per-tb nor -singlestep: cannot count instructions" >&2; return 1; fi
}
# Assignments of their own, so that a failed probe stops the script (set -e).
declare -A single_step
single_step[qemu-system-arm]=$(one_insn_per_tb qemu-system-arm)
single_step[qemu-system-riscv32]=$(one_insn_per_tb qemu-system-riscv32)
single_step[qemu-system-aarch64]=$(one_insn_per_tb qemu-system-aarch64)
say "counting with $(qemu-system-arm --version | head -n 1): ${single_step[qemu-system-arm]}"

# run TARGET ELF [TRACE]: runs under QEMU and returns the program's exit status; with TRACE, logs every
# executed instruction there (one per translation block, so one `Trace` line per instruction).
run() {
    local target=$1 elf=$2 trace=${3:-}
    local name qemu=qemu-system-arm extra=()
    read -r name _ <<<"${machine[$target]}"
    [[ $target == riscv32* ]] && { qemu=qemu-system-riscv32; extra=(-bios none); }
    # A Cortex-A72, the Raspberry Pi 4's core; no network card, whose boot ROM QEMU 7.2 would look for.
    [[ $target == aarch64* ]] && { qemu=qemu-system-aarch64; extra=(-cpu cortex-a72 -nic none); }
    # Word splitting is wanted: the option is one or two words.
    # shellcheck disable=SC2206
    [ -n "$trace" ] && extra+=(${single_step[$qemu]} -d exec,nochain -D "$trace")
    timeout 300 "$qemu" -machine "$name" "${extra[@]}" -nographic \
        -semihosting-config enable=on,target=native -kernel "$elf" </dev/null
}

# instructions TARGET ELF: how many instructions the program executes. The trace goes through a pipe to
# grep, never to disk: a perft run executes tens of millions of instructions.
instructions() {
    local fifo=$out/trace-$1.fifo status=0 counter
    rm -f "$fifo"
    mkfifo "$fifo"
    grep -c '^Trace' <"$fifo" >"$out/trace-$1.count" &
    counter=$!
    run "$1" "$2" "$fifo" || status=$?
    wait "$counter" || true # grep -c exits 1 when it counts nothing
    rm -f "$fifo"
    [ "$status" -eq 0 ] || { echo "a counting build of $1 exited with $status" >&2; return 1; }
    cat "$out/trace-$1.count"
}

# The queries in one counting loop: COUNTED_QUERIES in src/lib.rs.
queries=$(sed -n 's/^pub const COUNTED_QUERIES: u32 = \([0-9_]*\);/\1/p' src/lib.rs | tr -d _)

per_lookup() { awk -v a="$1" -v b="$2" -v n="$queries" 'BEGIN { printf "%.1f", (a - b) / n }'; }

# baseline TARGET VARIANT: the instructions of the counting loop with no lookup in it.
baseline() {
    local elf
    elf=$(build "$1" count-baseline "$2")
    instructions "$1" "$elf"
}

# per_lookups TARGET VARIANT BASELINE FEATURES…: a table row's cells, one per `count-*` feature set, each
# less the baseline of the same variant; "does not fit" where the program does not link.
per_lookups() {
    local target=$1 variant=$2 base=$3 elf count features cells=""
    shift 3
    for features in "$@"; do
        elf=$(build "$target" "$features" "$variant")
        if [ -z "$elf" ]; then cells+=" | does not fit"; continue; fi
        count=$(instructions "$target" "$elf")
        cells+=" | $(per_lookup "$count" "$base")"
    done
    echo "$cells"
}

# budget_bytes NAME: a budget in bytes from the `budgets` file beside this script.
budget_bytes() { sed -n "s/^$1=//p" budgets; }

# measure TARGET: runs the checks, checks the ELF file and counts instructions per lookup for one target;
# writes its table rows, and the baseline loop's count, to files under $out/rows-TARGET.
measure() {
    local target=$1 rows=$out/rows-$1 elf entry text_var rodata_var footprint text rodata ram tables
    local base cells cells_64 base_64 cozy_cells small_cells base_s
    rm -rf "$rows" && mkdir -p "$rows"
    say "$target: the checks"
    elf=$(build "$target" "")
    if run "$target" "$elf"; then echo "$target: every case and every random query agrees with the walk" >&2
    else echo "$target: the program reported failure $?" >&2; return 1; fi
    read -r _ _ entry <<<"${machine[$target]}"
    read -r text_var rodata_var <<<"${budget[$target]}"
    footprint=$("$elf_check" "$elf" "$entry" "$(budget_bytes "$text_var")" "$(budget_bytes "$rodata_var")")
    # "text N rodata N ram 0 tables: …" → a table row.
    read -r _ text _ rodata _ ram _ tables <<<"$footprint"
    echo "| \`$target\` | $text | $rodata | $ram | $tables |" >"$rows/footprint"
    echo "$text $rodata $ram" >"$rows/footprint-bytes"

    say "$target: instructions per lookup"
    # Each step is an assignment of its own, so that a build or run that fails stops the job (set -e).
    base=$(baseline "$target" "")
    echo "$base" >"$rows/base"
    cells=$(per_lookups "$target" "" "$base" count-rook count-bishop count-queen)
    # The 64-bit techniques on a 32-bit core, and the peers, for comparison.
    cells_64=" | – | –"
    if [[ $target != aarch64* ]]; then
        base_64=$(baseline "$target" 64-bit)
        cells_64=$(per_lookups "$target" 64-bit "$base_64" count-rook count-bishop)
    fi
    cozy_cells=$(per_lookups "$target" "" "$base" count-rook,cozy count-bishop,cozy count-queen,cozy)
    small_cells=$(per_lookups "$target" "" "$base" count-rook,shakmaty count-bishop,shakmaty count-queen,shakmaty)
    echo "| \`$target\`$cells$cells_64$cozy_cells |" >"$rows/counts"
    echo "| \`$target\`$cells$small_cells |" >"$rows/peer-counts"
    base_s=$(baseline "$target" s)
    echo "| \`$target\`$(per_lookups "$target" s "$base_s" count-rook count-bishop count-queen) |" \
        >"$rows/size-counts"
}

# Two targets at a time: a build (one codegen unit, LTO) or a QEMU run keeps one core busy, and each target
# has a target directory of its own.
running=0 failed=0
for target in "${bare_targets[@]}"; do
    measure "$target" &
    running=$((running + 1))
    if [ "$running" -ge 2 ]; then
        wait -n || failed=1
        running=$((running - 1))
    fi
done
while [ "$running" -gt 0 ]; do
    wait -n || failed=1
    running=$((running - 1))
done
[ "$failed" -eq 0 ] || { echo "a target's checks or counts failed" >&2; exit 1; }

# rows NAME: that table row of every target, in order.
rows() { for target in "${bare_targets[@]}"; do cat "$out/rows-$target/$1"; done; }
declare -A bases
for target in "${bare_targets[@]}"; do bases[$target]=$(cat "$out/rows-$target/base"); done

# --- The firmware example: examples/microbit -----------------------------------------------------------

say "examples/microbit: cargo run --release, perft on QEMU's micro:bit"
firmware=$root/examples/microbit
# The linker for each ARM target when rustc-web has none of its own (see above); cargo merges it with the
# example's .cargo/config.toml, whose rustflags RUSTFLAGS would replace.
firmware_env=()
if [ ${#linker_arm[@]} -gt 0 ]; then
    firmware_env=(CARGO_TARGET_THUMBV6M_NONE_EABI_LINKER=ld.lld-19)
fi
# firmware_cargo SUBCOMMAND ARGS…: cargo in the example's directory, as its README says to run it.
firmware_cargo() {
    (cd "$firmware" && env "${firmware_env[@]}" "${cargo[@]}" "$@" --release --locked "${build_std[@]}")
}
firmware_log=$out/microbit-run.log
# The runner is QEMU's micro:bit; the program exits non-zero when a perft count is not the published one.
if ! firmware_cargo run >"$firmware_log" 2>&1; then
    cat "$firmware_log" >&2
    echo "examples/microbit: the firmware reported failure" >&2
    exit 1
fi
grep -v '^\s*\(Compiling\|Finished\|Running\|warning\)' "$firmware_log" >&2
peak_stack=$(sed -n 's/^peak stack: \([0-9]*\) bytes.*/\1/p' "$firmware_log")
firmware_elf=$(target_dir "$firmware/Cargo.toml")/thumbv6m-none-eabi/release/chess-attacks-microbit
firmware_footprint=$("$elf_check" --firmware "$firmware_elf" Reset "$(budget_bytes TEXT_MICROBIT)" \
    "$(budget_bytes RODATA_MICROBIT)")
read -r _ firmware_text _ firmware_rodata _ firmware_ram _ <<<"$firmware_footprint"

# The UCI firmware is also where CI builds the engine core (crates/engine) for thumbv6m-none-eabi with `core`
# alone, so it compiles only if it needs neither std nor alloc; web/ci.sh's module does the same for wasm32.
# The UCI firmware (examples/microbit, --bin uci), started as docs/programs.md tells a GUI to start it (the
# full path of examples/microbit/uci.sh, from another directory), played through python-chess: .ci/run's
# venv when there is one, else one made here.
say "examples/microbit/uci.sh: the UCI firmware on QEMU's micro:bit, through python-chess from another directory"
uci_python=$(target_dir "$root/Cargo.toml")/uci-client/bin/python
if ! "$uci_python" -c 'import chess' 2>/dev/null; then
    apt_install python3-venv
    python3 -m venv "$(dirname "$(dirname "$uci_python")")"
    "$uci_python" -m pip install --quiet --disable-pip-version-check chess
fi
uci_log=$out/microbit-uci-build.log
# The build first, as docs/programs.md says: python-chess, like a GUI, waits only seconds for `uciok`.
"$firmware/uci.sh" build >"$uci_log" 2>&1 || { cat "$uci_log" >&2; exit 1; }
# 500 nodes a move: a game takes seconds, and the search still sees mates in one.
uci_report=$(cd "$out" && "$uci_python" "$firmware/measure/uci_firmware.py" 500 -- "$firmware/uci.sh")
echo "$uci_report" >&2
uci_elf=$(target_dir "$firmware/Cargo.toml")/thumbv6m-none-eabi/release/uci
uci_footprint=$("$elf_check" --firmware "$uci_elf" Reset "$(budget_bytes TEXT_UCI)" "$(budget_bytes RODATA_UCI)")
read -r _ uci_text _ uci_rodata _ uci_ram _ <<<"$uci_footprint"
# The deepest stack any of the runs above reported.
uci_stack=$(sed -n 's/.*peak stack \([0-9]*\) bytes.*/\1/p' <<<"$uci_report" | sort -n | tail -n 1)
uci_line=$(sed -n 's/^middlegame, go depth 6: //p' <<<"$uci_report")
# Reaching 16 KiB exactly fails too: the stack then overwrote every painted word, and may have gone on into
# .bss and .data, which no painting shows.
if [ $((uci_ram + uci_stack)) -ge 16384 ]; then
    echo "examples/microbit: the UCI firmware's .data + .bss ($uci_ram) and peak stack ($uci_stack) reach 16 KiB" >&2
    exit 1
fi
# The Cortex-M0's cycles a node, modelled from the same search as QEMU logs it, and where they go by function.
say "examples/microbit/measure/cycles.py: the cycles a node of the middlegame to depth 6, and their profile"
cycles_report=$(python3 "$firmware/measure/cycles.py" "$uci_elf" 6 --profile "$out/profile.txt")
echo "$cycles_report" >&2
# Its lines: "depth 6: N nodes, … N a node", "… N a cycle per instruction" and "N cycles a node: N nodes a second …".
read -r cycles_nodes cycles_instructions <<<"$(sed -n 's/^depth 6: \([0-9]*\) nodes, .* \([0-9]*\) a node$/\1 \2/p' <<<"$cycles_report")"
cycles_per_instruction=$(sed -n 's/.* \([0-9.]*\) a cycle per instruction$/\1/p' <<<"$cycles_report")
read -r cycles_per_node cycles_speed <<<"$(sed -n 's/^\([0-9]*\) cycles a node: \([0-9]*\) nodes a second.*/\1 \2/p' <<<"$cycles_report")"

# per_node TARGET FEATURES [VARIANT]: instructions per perft node (the start position to depth 3, 8,902
# nodes) of the `count-perft` build less the baseline loop; "does not fit" where the program does not link.
per_node() {
    local elf count
    elf=$(build "$1" "$2" "${3:-}")
    if [ -z "$elf" ]; then echo "does not fit"; return; fi
    count=$(instructions "$1" "$elf")
    awk -v a="$count" -v b="${bases[$1]}" 'BEGIN { printf "%.0f", (a - b) / 8902 }'
}
say "instructions per perft node"
perft_m0=$(per_node thumbv6m-none-eabi count-perft)
perft_m3=$(per_node thumbv7m-none-eabi count-perft)
perft_cozy_m3=$(per_node thumbv7m-none-eabi count-perft,cozy)
# AArch64 chooses its techniques by this count, the whole program, against the kindergarten ones.
perft_a64=$(per_node aarch64-unknown-none count-perft)
perft_a64_kindergarten=$(per_node aarch64-unknown-none count-perft kindergarten)
perft_cozy_a64=$(per_node aarch64-unknown-none count-perft,cozy)

# --- WebAssembly: the run --------------------------------------------------------------------------------

# Defined above so that `wasm` can run it alone; run here, after the cores, so that no QEMU run or build
# shares the machine with node's timing.

wasm_report=$(webassembly)
echo "$wasm_report" >&2

# --- Report ----------------------------------------------------------------------------------------------

cat <<REPORT

Instructions per lookup (QEMU's count of one counting loop minus the baseline loop, over $queries queries),
at opt-level 3, for the target's own slider techniques, the 64-bit ones, and cozy-chess:

| target | rook_attacks | bishop_attacks | queen_attacks | rook, 64-bit | bishop, 64-bit | cozy-chess rook | cozy-chess bishop | cozy-chess queen |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
$(rows counts)

The same loops for shakmaty 0.30.1's small tables (its \`magics\` feature off: hyperbola quintessence):

| target | rook_attacks | bishop_attacks | queen_attacks | shakmaty rook | shakmaty bishop | shakmaty queen |
| --- | --- | --- | --- | --- | --- | --- |
$(rows peer-counts)

The same at opt-level "s":

| target | rook_attacks | bishop_attacks | queen_attacks |
| --- | --- | --- | --- |
$(rows size-counts)

Footprint of the checks program (the cases, 1,000 random queries per piece and the reference walk):

| target | .text | .rodata | RAM | tables linked (bytes) |
| --- | --- | --- | --- | --- |
$(rows footprint)

The firmware example (examples/microbit, perft on QEMU's micro:bit):

| .text | .rodata | .data + .bss | peak stack |
| --- | --- | --- | --- |
| $firmware_text | $firmware_rodata | $firmware_ram | $peak_stack |

The UCI firmware (examples/microbit --bin uci; RAM is .data + .bss and the peak stack of every run, of 16,384
bytes):

| .text | .rodata | .data + .bss | peak stack | RAM |
| --- | --- | --- | --- | --- |
| $uci_text | $uci_rodata | $uci_ram | $uci_stack | $((uci_ram + uci_stack)) |

Its search of a middlegame to depth 6 (QEMU -icount shift=6: 64 ns an instruction): $uci_line

The same search modelled on the Cortex-M0 (cycles.py): $cycles_nodes nodes, $cycles_instructions instructions a node,
$cycles_per_instruction cycles an instruction, $cycles_per_node cycles a node, $cycles_speed nodes a second at 16 MHz; by
function in $out/profile.txt

Instructions per perft node (the workspace's generator, crates/movegen, the start position to depth 3), against
cozy-chess's own perft where its tables fit:

| target | crate root, its techniques | crate root, kindergarten rook and bishop | cozy-chess |
| --- | --- | --- | --- |
| Cortex-M0 | $perft_m0 | | does not fit |
| Cortex-M3 | $perft_m3 | | $perft_cozy_m3 |
| AArch64 | $perft_a64 | $perft_a64_kindergarten | $perft_cozy_a64 |

$wasm_report
REPORT

# --- The figures the results pages state ------------------------------------------------------------------

# Each figure above that this run measures exactly (bytes, stack, nodes, instructions, modelled cycles) must
# read the same on its page, so that a change that moves one fails here rather than waiting for a reader.
# The pages' figures are those of Debian's rustc-web, the toolchain CI builds with (see Tools): with rustup's
# targets, another compiler makes other code, and a difference is only reported.
cores_page=tests/embedded/README.md firmware_page=examples/microbit/measure/README.md
guide_page=examples/microbit/README.md
# Each page's text with its lines joined, by its path from the root.
declare -A page
for path in "$cores_page" "$firmware_page" "$guide_page"; do page[$path]=$(tr -s ' \n' '  ' <"$root/$path"); done
drifted_pages=() drifted_texts=()
# grouped N: N as the page writes it, 1,782.
grouped() { sed ':a;s/\B[0-9]\{3\}\>/,&/;ta' <<<"$1"; }
# states PAGE TEXT: PAGE holds TEXT (its lines joined), or the drift is recorded.
states() { [[ ${page[$1]} == *"$2"* ]] || { drifted_pages+=("$1"); drifted_texts+=("$2"); }; }
# cells FILE: the cells of a row this script wrote, but the first, joined by `|`.
cells() { cut -d '|' -f 3- "$1" | sed 's/ |$//; s/ | /|/g; s/^ //' ; }

declare -A core_name=([thumbv6m-none-eabi]=Cortex-M0 [thumbv7m-none-eabi]=Cortex-M3
    [thumbv7em-none-eabihf]=Cortex-M4F [riscv32imc-unknown-none-elf]=RV32IMC [aarch64-unknown-none]=AArch64)
for target in "${bare_targets[@]}"; do
    name=${core_name[$target]}
    read -r text rodata ram <"$out/rows-$target/footprint-bytes"
    states "$cores_page" "| $name | $(grouped "$text") | $(grouped "$rodata") | $ram |"
    # Instructions per lookup, one row of the page's table: rook / bishop / queen in each cell, the target's
    # own techniques in bold, "its own" where the 64-bit techniques are the target's.
    IFS='|' read -r -a counts <<<"$(cells "$out/rows-$target/counts")"
    IFS='|' read -r -a peers <<<"$(cells "$out/rows-$target/peer-counts")"
    IFS='|' read -r -a sized <<<"$(cells "$out/rows-$target/size-counts")"
    wide="${counts[3]} / ${counts[4]}" cozy="${counts[5]} / ${counts[6]} / ${counts[7]}"
    [ "${counts[3]}" = – ] && wide="its own"
    [ "${counts[5]}" = "does not fit" ] && cozy="does not fit"
    states "$cores_page" "| $name (\`$target\`) | **${counts[0]} / ${counts[1]} / ${counts[2]}** | ${sized[0]} / ${sized[1]} / ${sized[2]} | $wide | $cozy | ${peers[3]} / ${peers[4]} / ${peers[5]} |"
done
states "$cores_page" "| Cortex-M0 | $perft_m0 | | does not fit |"
states "$cores_page" "| Cortex-M3 | $perft_m3 | | $perft_cozy_m3 |"
states "$cores_page" "| AArch64 | $perft_a64 | $perft_a64_kindergarten | $perft_cozy_a64 |"

# The micro:bit guide shows the firmware's output: its perft lines and its answer to the bad FEN, as printed.
while IFS= read -r printed; do states "$guide_page" "$printed"; done \
    < <(tr -d '\r' <"$firmware_log" | grep -e ': perft(' -e '^a bad FEN ')
states "$firmware_page" "| $(grouped "$firmware_text") | $(grouped "$firmware_rodata") | $firmware_ram | $(grouped "$peak_stack") |"
# The UCI firmware's .rodata moves by 8 bytes from one checkout to another with the same code: cargo's
# metadata hashes include a path dependency's path, and they order the string constants the linker packs
# (two fresh clones gave 19,724 and 19,732). Within 16 bytes the page's figure stands.
stated_rodata=$(sed -n 's/^| [0-9,]* | \([0-9,]*\) | [0-9,]* | [0-9,]* | [0-9,]* |$/\1/p' "$root/$firmware_page" | tr -d ,)
uci_rodata_stated=$uci_rodata
if [ -n "$stated_rodata" ] && [ "${stated_rodata//[0-9]/}" = "" ] &&
    [ $((stated_rodata - uci_rodata)) -le 16 ] && [ $((uci_rodata - stated_rodata)) -le 16 ]; then
    uci_rodata_stated=$stated_rodata
fi
states "$firmware_page" "| $(grouped "$uci_text") | $(grouped "$uci_rodata_stated") | $(grouped "$uci_ram") | $(grouped "$uci_stack") | $(grouped $((uci_ram + uci_stack))) |"
states "$firmware_page" "plies of search | $(grouped "$uci_stack") |"
states "$firmware_page" "| | **in all** | **$(grouped $((uci_ram + uci_stack)))** |"
states "$firmware_page" "reach 16 KiB; $(grouped $((16384 - uci_ram - uci_stack))) bytes are left"
# The RAM map's parts that `quit` reports: "in a static: engine 6224 (table 2048, history 512), session 1952".
read -r table history session <<<"$(sed -n 's/.*(table \([0-9]*\), history \([0-9]*\)), session \([0-9]*\).*/\1 \2 \3/p' <<<"$uci_report" | tail -n 1)"
# The table row by its bytes alone: its entries and their size are the docs test's to check, against the code.
states "$firmware_page" "bytes | $(grouped "$table") |"
states "$firmware_page" "(\`ToHistory\`) | $(grouped "$history") |"
states "$firmware_page" "and its node limit | $(grouped "$session") |"
# The middlegame's iterations by QEMU's clock ("depth nodes ms", the last report of each depth): depth 6 is
# the search the cycles table models; the page says when depths 5 and 6 complete against the board's 10 s.
iterations=$(sed -n 's/^middlegame, .*iterations (depth nodes ms): \([^;]*\);.*/\1/p' <<<"$uci_report" | tr ',' '\n')
read -r _ _ ms5 <<<"$(awk '$1 == 5' <<<"$iterations" | tail -n 1)"
read -r _ _ ms6 <<<"$(awk '$1 == 6' <<<"$iterations" | tail -n 1)"
seconds() { awk -v ms="$1" 'BEGIN { printf "%.1f", ms / 1000 }'; }
states "$firmware_page" "| $(grouped "$cycles_nodes") | $(grouped "$cycles_instructions") | $cycles_per_instruction | $(grouped "$cycles_per_node") | **$(grouped "$cycles_speed")** |"
# The board's 10 s as QEMU's clock: 10 s × 16 MHz ÷ cycles an instruction, each instruction 64 ns (shift 6).
qemu_seconds=$(awk -v cpi="$cycles_per_instruction" 'BEGIN { printf "%.2f", 10 * 16e6 / cpi * 64e-9 }')
states "$firmware_page" "at $cycles_per_instruction cycles an instruction 10 s of the 16 MHz board are $qemu_seconds s"
states "$firmware_page" "depth 5 completes (at $(seconds "$ms5") s"
if awk -v ms="$ms6" -v board="$qemu_seconds" 'BEGIN { exit !(ms / 1000 <= board) }'; then
    states "$firmware_page" "depth 6 completes at $(seconds "$ms6") s, within the board's 10 s"
else
    states "$firmware_page" "depth 6 takes until $(seconds "$ms6") s, past the board's 10 s"
fi
# The profile beside the page is cycles.py's file, compared whole.
profile_page=examples/microbit/measure/profile.txt
cmp -s "$out/profile.txt" "$root/$profile_page" ||
    { drifted_pages+=("$profile_page"); drifted_texts+=("the whole file: diff it with $out/profile.txt"); }

wasm_bytes() { grouped "$(stat -c %s "$out/wasm32-$1.wasm")"; }
states "$cores_page" "| kindergarten rook and bishop, queen as the two: the ones wasm32 gets | $(wasm_bytes chosen) |"
states "$cores_page" "| hyperbola quintessence rook, kindergarten halves bishop, queen as the two | $(wasm_bytes others) |"
chosen_bytes=$(stat -c %s "$out/wasm32-chosen.wasm")
states "$cores_page" "| cozy-chess 0.3.4 | $(grouped $(($(stat -c %s "$out/wasm32-cozy.wasm") - chosen_bytes))) |"
states "$cores_page" "| shakmaty 0.30.1, small tables | $(grouped $(($(stat -c %s "$out/wasm32-shakmaty.wasm") - chosen_bytes))) |"
# "chess-attacks' 26,216 (code 12,000, data 13,922); cozy-chess's 800,849 (code …, data 782,504)"
perft_modules=$(tr '\n' ' ' <<<"$wasm_report" | sed -n "s/.*chess-attacks' \([0-9,]*\) (code [0-9,]*, data \([0-9,]*\)); cozy-chess's *\([0-9,]*\) (code [0-9,]*, data \([0-9,]*\)).*/\1 \2 \3 \4/p")
read -r perft_bytes perft_data cozy_perft_bytes cozy_perft_data <<<"$perft_modules"
states "$cores_page" "The module with the crate root's generator is $perft_bytes bytes (data $perft_data"
states "$cores_page" "cozy-chess's is $cozy_perft_bytes (data $cozy_perft_data)"

if [ ${#drifted_texts[@]} -gt 0 ] && [ "${RESTATE:-}" = 1 ]; then
    for i in "${!drifted_texts[@]}"; do
        if [ "${drifted_pages[$i]}" = "$profile_page" ]; then cp "$out/profile.txt" "$root/$profile_page"
        else python3 "$root/.ci/restate.py" "${drifted_pages[$i]}" "${drifted_texts[$i]}"; fi
    done
    echo "the pages now state this run's figures: read the diff before committing it" >&2
elif [ ${#drifted_texts[@]} -gt 0 ]; then
    printf '\nthe results pages do not state these figures of this run (lines joined):\n' >&2
    for i in "${!drifted_texts[@]}"; do printf '  %s: %s\n' "${drifted_pages[$i]}" "${drifted_texts[$i]}" >&2; done
    if [ ${#build_std[@]} -gt 0 ]; then
        echo "update the pages from the tables above (the toolchain is the one their figures were measured with)" >&2
        exit 1
    fi
    echo "(rustup's toolchain, not the pages' rustc-web: reported only)" >&2
else
    echo "$cores_page, $firmware_page and $profile_page state every figure of this run that they measure exactly" >&2
fi
