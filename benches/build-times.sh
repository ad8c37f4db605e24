#!/usr/bin/env bash
# What a dependent pays in build time: a clean build of a one-line crate that depends on each of
# chess-attacks (default, and with `magic`), cozy-chess, and shakmaty (with its magics, and without them:
# its small tables), in the debug and release profiles. Registry sources are fetched first, so the times are
# compile and build-script time only. Prints one Markdown table of medians, in seconds.
#
#   bash benches/build-times.sh [ROUNDS]     # ROUNDS clean builds of each (default 5); about 6 minutes
#
# Run it on a quiet machine: every build uses all the cores, and anything else running moves the figures.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-5}
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

# One folder per dependent, each fetched first.
for index in "${!dependents[@]}"; do
    entry=${dependents[$index]}
    crate=$work/dependent-$index
    mkdir -p "$crate/src"
    printf '[package]\nname = "dependent"\nversion = "0.0.0"\nedition = "2021"\n\n[dependencies]\n%s\n\n[workspace]\n' \
        "${entry#*|}" >"$crate/Cargo.toml"
    echo 'pub fn touch() {}' >"$crate/src/lib.rs"
    cargo fetch --quiet --manifest-path "$crate/Cargo.toml"
done

# Rounds outside, dependents inside: the machine's speed drifts, and each round meets every dependent.
declare -A times
for _ in $(seq "$rounds"); do
    for index in "${!dependents[@]}"; do
        crate=$work/dependent-$index
        for profile in dev release; do
            rm -rf "$crate/target"
            start=$(date +%s.%N)
            cargo build --quiet --offline --profile "$profile" --manifest-path "$crate/Cargo.toml" \
                --target-dir "$crate/target"
            times[$index-$profile]+="$(awk -v start="$start" -v end="$(date +%s.%N)" 'BEGIN { print end - start }') "
        done
    done
done

printf '| dependency | debug (s) | release (s) |\n| --- | --- | --- |\n'
for index in "${!dependents[@]}"; do
    row="| ${dependents[$index]%%|*} |"
    for profile in dev release; do
        row+=" $(printf '%s\n' ${times[$index-$profile]} | median | xargs printf '%.1f') |"
    done
    echo "$row"
done
# What `magic` adds, round by round (dependents 0 and 1 build in the same round, one after the other).
added=""
for profile in dev release; do
    read -ra plain <<<"${times[0-$profile]}"
    read -ra magic <<<"${times[1-$profile]}"
    differences=$(for i in "${!plain[@]}"; do awk -v a="${magic[$i]}" -v b="${plain[$i]}" 'BEGIN { print a - b }'; done)
    added+="$([ "$profile" = dev ] && echo debug || echo release) $(printf '%s\n' $differences | median | xargs printf '%.1f') s, "
done
printf '\n`magic` adds, the median of the rounds'"'"' differences: %s\n' "${added%, }"
printf '%s rounds, %s, %s, %s cores, %s\n' "$rounds" "$(date -u +%F)" "$(rustc --version)" "$(nproc)" \
    "$(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -n 1)"
