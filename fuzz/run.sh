#!/usr/bin/env bash
# Builds the fuzz targets with the stable compiler's coverage instrumentation and libFuzzer (libfuzzer-sys
# builds it from source with the machine's C++ compiler; no cargo-fuzz, no nightly) and runs each for a
# bounded time, starting from its committed corpus and seeds. A crash, a failed check, a hang (an input
# taking over 10 s) or a leak of memory past 2 GiB stops the run: libFuzzer writes the input to
# fuzz/artifacts/, which `cargo test` replays once it is moved to fuzz/regressions/TARGET/.
#
#   bash fuzz/run.sh [SECONDS [TARGET…]]          # each target (default: all) for SECONDS (default 20)
#   bash fuzz/run.sh --minimise SECONDS [TARGET…]  # the same, then the corpora minimised into fuzz/corpus
#
# It prints each target's executions, coverage and corpus at the end; docs/testing.md records a campaign.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/.."

minimise=false
if [ "${1:-}" = --minimise ]; then minimise=true; shift; fi
seconds=${1:-20}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fen parse movegen incremental_state uci)

target_dir=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
host=$(rustc -vV | sed -n 's/^host: //p')
# cargo-fuzz's instrumentation, on the stable compiler. With --target, RUSTFLAGS reach the target's code
# and not the build scripts, which must not be instrumented.
instrumentation="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
--cfg fuzzing -Cdebug-assertions -Coverflow-checks"
# Traced comparisons let libFuzzer match the words and numbers that text input is compared with. The game
# walks use each byte as an index into the legal moves, which no comparison sees, and the tracing took
# most of incremental_state's time (perf): they are built without it, in a folder of their own.
build() {
    local flavour=$1 flags=$2
    shift 2
    [ $# -gt 0 ] || return 0
    printf '==> building the fuzz targets (%s)\n' "$*" >&2
    RUSTFLAGS="$flags" cargo build -q --release --locked -p chess-attacks-fuzz --features libfuzzer \
        --target "$host" --target-dir "$target_dir/$flavour" $(printf -- '--bin %s ' "$@")
}
is_walk() { [ "$1" = movegen ] || [ "$1" = incremental_state ]; }
# That second build (libFuzzer's C++ again, in its folder) pays only over a long run: a short one, such as
# CI's few seconds a target, builds every target once, traced.
untraced_walk() { [ "$seconds" -ge 60 ] && is_walk "$1"; }
traced=() walks=()
for target in "${targets[@]}"; do
    if untraced_walk "$target"; then walks+=("$target"); else traced+=("$target"); fi
done
build fuzz "$instrumentation -Cllvm-args=-sanitizer-coverage-trace-compares" "${traced[@]}"
build fuzz-walks "$instrumentation" "${walks[@]}"

mkdir -p fuzz/artifacts
report=()
for target in "${targets[@]}"; do
    # libFuzzer adds what it finds to its first folder: a scratch copy, so that the committed corpus
    # changes only by --minimise.
    scratch=$target_dir/fuzz-corpus/$target
    rm -rf "$scratch" && mkdir -p "$scratch"
    for folder in fuzz/corpus/$target fuzz/seeds/$target fuzz/regressions/$target; do
        [ -d "$folder" ] && cp -r "$folder"/. "$scratch"/
    done
    # A game walked by the input checks every position it passes: short games, more of them.
    bin=$target_dir/fuzz/$host/release max_len=()
    if untraced_walk "$target"; then bin=$target_dir/fuzz-walks/$host/release; fi
    if is_walk "$target"; then max_len=(-max_len=64); fi
    # A session's every `go` searches its nodes, and the long inputs are many of them: a few commands each.
    if [ "$target" = uci ]; then max_len=(-max_len=256); fi
    printf '==> fuzzing %s for %s s\n' "$target" "$seconds" >&2
    log=$target_dir/fuzz-$target.log
    if ! "$bin/$target" "$scratch" "${max_len[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="fuzz/artifacts/$target-" -print_final_stats=1 >"$log" 2>&1; then
        tail -n 40 "$log" >&2
        echo "fuzz target $target failed; its input is in fuzz/artifacts/" >&2
        exit 1
    fi
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    coverage=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -n 1)
    if $minimise; then
        rm -rf "fuzz/corpus/$target.new" && mkdir -p "fuzz/corpus/$target.new"
        "$bin/$target" -merge=1 "fuzz/corpus/$target.new" "$scratch" >>"$log" 2>&1
        rm -rf "fuzz/corpus/$target" && mv "fuzz/corpus/$target.new" "fuzz/corpus/$target"
    fi
    report+=("$(printf '%-18s %12s runs in %4s s   %-20s %5s inputs' "$target" "$runs" "$seconds" "$coverage" \
        "$(ls "$scratch" | wc -l)")")
done
printf '\n==> fuzz targets, %s\n' "$(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')"
printf '%s\n' "${report[@]}"
