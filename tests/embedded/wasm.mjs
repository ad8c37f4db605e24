// Runs the wasm32 builds of tests/embedded under node: each must pass its checks (the published cases and
// 1,000 random queries per piece against the reference walk, computed inside the module), and each slider
// technique is timed, so the choices build.rs makes for wasm32 stay measured ones: the module as wasm32
// gets it (the wide rook, the folding bishop, the queen as the pair) against modules built with the other
// techniques, and with `-C target-feature=+simd128`.
//
//   node wasm.mjs "NAME=CHOSEN.wasm" "NAME=OTHER.wasm" …
import { readFileSync, statSync } from "node:fs";

const builds = process.argv.slice(2).map((argument) => {
  const split = argument.lastIndexOf("=");
  return [argument.slice(0, split), argument.slice(split + 1)];
});
const QUERIES_PER_ROUND = 256; // COUNTED_QUERIES in src/lib.rs
const ROUNDS = 4000;

function load(path) {
  const module = new WebAssembly.Module(readFileSync(path));
  return new WebAssembly.Instance(module, {}).exports;
}

// Nanoseconds per lookup of `lookup` (1 rook, 2 bishop, 3 queen) beyond the loop itself (0): the best of
// seven runs of each, interleaved.
function nanosecondsPerLookup(exports, lookup) {
  const best = [Infinity, Infinity];
  for (let run = 0; run < 7; run++) {
    [0, lookup].forEach((kind, slot) => {
      const start = process.hrtime.bigint();
      exports.time(kind, ROUNDS);
      best[slot] = Math.min(best[slot], Number(process.hrtime.bigint() - start));
    });
  }
  return (best[1] - best[0]) / (ROUNDS * QUERIES_PER_ROUND);
}

const rows = [];
let failed = false;
for (const [name, path] of builds) {
  const exports = load(path);
  const status = exports.checks();
  if (status !== 0) {
    console.error(`wasm32 (${name}): the checks reported failure ${status}`);
    failed = true;
  }
  const [rook, bishop, queen] = [1, 2, 3].map((lookup) => nanosecondsPerLookup(exports, lookup));
  rows.push({ name, bytes: statSync(path).size, rook, bishop, queen });
}
if (failed) process.exit(1);

const fmt = (ns) => ns.toFixed(2);
console.log(`wasm32 under node ${process.version}: the checks pass in every build; ns per lookup (best of 7):\n`);
console.log("| techniques | .wasm bytes | rook_attacks | bishop_attacks | queen_attacks |");
console.log("| --- | --- | --- | --- | --- |");
for (const row of rows) {
  console.log(`| ${row.name} | ${row.bytes} | ${fmt(row.rook)} | ${fmt(row.bishop)} | ${fmt(row.queen)} |`);
}
const [chosen, ...others] = rows;
for (const other of others) {
  const ratio = (piece) => (other[piece] / chosen[piece]).toFixed(2);
  console.log(`\n${other.name} ÷ wasm32's: rook ${ratio("rook")}, bishop ${ratio("bishop")}, queen ${ratio("queen")}`);
}
