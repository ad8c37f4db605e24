#!/usr/bin/env bash
# What a dependent pays in build time: a clean build of a one-line crate that depends on each of
# chess-attacks (default, and with `magic`), cozy-chess, and shakmaty (with its magics, and without them:
# its small tables), in the debug and release profiles. Registry sources are fetched first, so the times are
# compile and build-script time only. Prints one Markdown table of medians, in seconds.
#
#   bash benches/build-times.sh [ROUNDS]     # ROUNDS clean builds of each (default 3); about 3 minutes
#
# Run it on a quiet machine: every build uses all the cores, and anything else running moves the figures.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
root=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# name | dependency line (the peers' versions are those benches/Cargo.toml compares against)
dependents=(
    "chess-attacks|chess-attacks = { path = \"$root\" }"
    "chess-attacks, magic|chess-attacks = { path = \"$root\", features = [\"magic\"] }"
    "cozy-chess 0.3|cozy-chess = \"0.3\""
    "shakmaty 0.30.1, magics|shakmaty = \"=0.30.1\""
    "shakmaty 0.30.1, small tables|shakmaty = { version = \"=0.30.1\", default-features = false }"
)

# median of the numbers on standard input
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

printf '| dependency | debug (s) | release (s) |\n| --- | --- | --- |\n'
for entry in "${dependents[@]}"; do
    name=${entry%%|*} line=${entry#*|}
    crate=$work/dependent
    rm -rf "$crate" && mkdir -p "$crate/src"
    printf '[package]\nname = "dependent"\nversion = "0.0.0"\nedition = "2021"\n\n[dependencies]\n%s\n\n[workspace]\n' \
        "$line" >"$crate/Cargo.toml"
    echo 'pub fn touch() {}' >"$crate/src/lib.rs"
    cargo fetch --quiet --manifest-path "$crate/Cargo.toml"
    row="| $name |"
    for profile in dev release; do
        times=()
        for _ in $(seq "$rounds"); do
            rm -rf "$crate/target"
            start=$(date +%s.%N)
            cargo build --quiet --offline --profile "$profile" --manifest-path "$crate/Cargo.toml" \
                --target-dir "$crate/target"
            times+=("$(awk -v start="$start" -v end="$(date +%s.%N)" 'BEGIN { print end - start }')")
        done
        row+=" $(printf '%s\n' "${times[@]}" | median | xargs printf '%.1f') |"
    done
    echo "$row"
done
printf '\n%s, %s, %s cores, %s\n' "$(date -u +%F)" "$(rustc --version)" "$(nproc)" \
    "$(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -n 1)"
