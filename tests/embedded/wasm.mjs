// Runs the wasm32 builds of tests/embedded under node: each must pass its checks (the published cases and
// 1,000 random queries per piece against the reference walk, computed inside the module), and each slider
// technique is timed, so the choices build.rs makes for wasm32 stay measured ones: the module as wasm32
// gets it against modules built with other techniques; and the peers, cozy-chess and shakmaty's small
// tables, each in a module of its own beside the crate (its `peer()` export says which).
//
// Two shapes, as in the desktop benches (benches/attacks.rs), over one batch of 4,096 seeded queries:
// throughput (independent queries, which the engine can overlap) and latency (each square depends on the
// previous answer, as in a search). Nanoseconds per lookup, the loop included, best of seven interleaved
// runs.
//
//   node wasm.mjs "NAME=CHOSEN.wasm" "NAME=OTHER.wasm" … "NAME=PEER.wasm" …
import { readFileSync, statSync } from "node:fs";

const builds = process.argv.slice(2).map((argument) => {
  const split = argument.lastIndexOf("=");
  return [argument.slice(0, split), argument.slice(split + 1)];
});
const QUERIES_PER_ROUND = 4096; // TIMED_QUERIES in src/lib.rs
const ROUNDS = 1000;
const SHAPES = ["throughput", "latency"];
const PIECES = ["rook", "bishop", "queen"];

function load(path) {
  const module = new WebAssembly.Module(readFileSync(path));
  return new WebAssembly.Instance(module, {}).exports;
}

// Nanoseconds per lookup for each of `lookups` (1 rook, 2 bishop, 3 queen; 4, 5, 6 the peer's) in each
// shape: the best of seven runs, the lookups interleaved within each run so that they share the machine's
// moments alike. Returns { throughput: [...], latency: [...] }.
function time(exports, lookups) {
  const best = Object.fromEntries(SHAPES.map((shape) => [shape, lookups.map(() => Infinity)]));
  for (let run = 0; run < 7; run++) {
    for (const shape of SHAPES) {
      lookups.forEach((lookup, slot) => {
        const start = process.hrtime.bigint();
        exports[`time_${shape}`](lookup, ROUNDS);
        best[shape][slot] = Math.min(best[shape][slot], Number(process.hrtime.bigint() - start));
      });
    }
  }
  for (const shape of SHAPES) best[shape] = best[shape].map((ns) => ns / (ROUNDS * QUERIES_PER_ROUND));
  return best;
}

const PEERS = ["", "cozy-chess 0.3.4", "shakmaty 0.30.1, small tables"];

const rows = [];
const peerRows = [];
let failed = false;
for (const [name, path] of builds) {
  const exports = load(path);
  const status = exports.checks();
  if (status !== 0) {
    console.error(`wasm32 (${name}): the checks reported failure ${status}`);
    failed = true;
  }
  const bytes = statSync(path).size;
  const peer = exports.peer ? exports.peer() : 0;
  if (peer === 0) {
    rows.push({ name, bytes, times: time(exports, [1, 2, 3]) });
  } else {
    // The peer beside the crate in one module: its share of the module is what it adds to the first
    // module's bytes, and the ratio is taken within the module.
    const times = time(exports, [1, 2, 3, 4, 5, 6]);
    peerRows.push({ name: PEERS[peer], bytes, times });
  }
}
if (failed) process.exit(1);

const fmt = (ns) => ns.toFixed(2);
console.log(`wasm32 under node ${process.version}: the checks pass in every build; ns per lookup (best of 7),`);
console.log("rook / bishop / queen:\n");
console.log("| techniques | .wasm bytes | throughput | latency |");
console.log("| --- | --- | --- | --- |");
for (const row of rows) {
  const cells = SHAPES.map((shape) => row.times[shape].map(fmt).join(" / "));
  console.log(`| ${row.name} | ${row.bytes} | ${cells.join(" | ")} |`);
}
const [chosen, ...others] = rows;
for (const other of others) {
  const cells = SHAPES.map((shape) =>
    `${shape} ${PIECES.map((_, i) => (other.times[shape][i] / chosen.times[shape][i]).toFixed(2)).join(" / ")}`);
  console.log(`\n${other.name} ÷ wasm32's: ${cells.join("; ")}`);
}
if (peerRows.length > 0) {
  console.log("\nPeers, each in a module beside wasm32's techniques: the bytes it adds to the module, its ns per");
  console.log("lookup, and chess-attacks' time ÷ the peer's, timed in the same module, rook / bishop / queen:\n");
  console.log("| peer | bytes added | throughput | latency | ÷ peer, throughput | ÷ peer, latency |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const row of peerRows) {
    const own = (shape) => row.times[shape].slice(3).map(fmt).join(" / ");
    const ratios = (shape) =>
      PIECES.map((_, i) => (row.times[shape][i] / row.times[shape][i + 3]).toFixed(2)).join(" / ");
    const added = row.bytes - chosen.bytes;
    console.log(`| ${row.name} | ${added} | ${own("throughput")} | ${own("latency")} | ${ratios("throughput")} | ${ratios("latency")} |`);
  }
}
