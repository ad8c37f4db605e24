// Runs the wasm32 builds of tests/embedded under node: each must pass its checks (the published cases and
// 1,000 random queries per piece against the reference walk, computed inside the module), and each slider
// technique is timed, so the choices build.rs makes for wasm32 stay measured ones: the module as wasm32
// gets it (the kindergarten rook and bishop, the queen as the pair) against a module built with the other
// techniques; and the peers, cozy-chess and shakmaty's small tables, each in a module of its own beside the
// crate (its `peer()` export says which).
//
//   node wasm.mjs "NAME=CHOSEN.wasm" "NAME=OTHER.wasm" … "NAME=PEER.wasm" …
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
  const [rook, bishop, queen] = [1, 2, 3].map((lookup) => nanosecondsPerLookup(exports, lookup));
  const bytes = statSync(path).size;
  const peer = exports.peer ? exports.peer() : 0;
  if (peer === 0) {
    rows.push({ name, bytes, rook, bishop, queen });
  } else {
    // The peer beside the crate in one module: its share of the module is what it adds to the first
    // module's bytes, and the ratio is taken within the module.
    const [peerRook, peerBishop, peerQueen] = [4, 5, 6].map((lookup) => nanosecondsPerLookup(exports, lookup));
    peerRows.push({
      name: PEERS[peer], bytes, rook: peerRook, bishop: peerBishop, queen: peerQueen,
      ratios: [rook / peerRook, bishop / peerBishop, queen / peerQueen],
    });
  }
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
if (peerRows.length > 0) {
  console.log("\nPeers, each in a module beside wasm32's techniques: the bytes it adds to the module, its ns per");
  console.log("lookup, and chess-attacks' time ÷ the peer's, timed in the same module:\n");
  console.log("| peer | bytes added | rook | bishop | queen | chess-attacks ÷ peer, rook / bishop / queen |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const row of peerRows) {
    const ratios = row.ratios.map((ratio) => ratio.toFixed(2)).join(" / ");
    const added = row.bytes - chosen.bytes;
    console.log(`| ${row.name} | ${added} | ${fmt(row.rook)} | ${fmt(row.bishop)} | ${fmt(row.queen)} | ${ratios} |`);
  }
}
