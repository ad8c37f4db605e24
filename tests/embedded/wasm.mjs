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
// The perft modules (built with `count-perft`, which export `perft`) each hold one generator: the perft
// example's on the crate root, or cozy-chess's own. Both must count the published numbers on the six
// published positions before they are timed; then each perft is timed alternately in the two, and the median
// of the repetitions gives nodes per second.
//
//   node wasm.mjs "NAME=CHOSEN.wasm" "NAME=OTHER.wasm" … "NAME=PEER.wasm" … "NAME=PERFT.wasm" "NAME=COZY-PERFT.wasm"
import { readFileSync, statSync } from "node:fs";

const builds = process.argv.slice(2).map((argument) => {
  const split = argument.lastIndexOf("=");
  return [argument.slice(0, split), argument.slice(split + 1)];
});
const QUERIES_PER_ROUND = 4096; // TIMED_QUERIES in src/lib.rs
const ROUNDS = 1000;
const SHAPES = ["throughput", "latency"];
const PIECES = ["rook", "bishop", "queen"];
// The positions of `PUBLISHED_FENS` (tests/support), in order.
const PERFT_POSITIONS = ["start", "Kiwipete", "position 3", "position 4", "position 5", "position 6"];
const PERFT_REPETITIONS = 5;

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
const perftModules = [];
let failed = false;
for (const [name, path] of builds) {
  const exports = load(path);
  if (exports.perft) {
    perftModules.push({ name, path, exports });
    continue;
  }
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
const perft = perftModules.length > 0 ? timePerft(perftModules) : null;

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

if (perft) printPerft(perft);

// The bytes of the sections a module is mostly made of: code (id 10) and data (id 11, the tables).
function sections(path) {
  const bytes = readFileSync(path);
  const sizes = { code: 0, data: 0 };
  let at = 8; // past the magic number and the version
  while (at < bytes.length) {
    const id = bytes[at++];
    let size = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[at++];
      size += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) break;
    }
    if (id === 10) sizes.code = size;
    if (id === 11) sizes.data = size;
    at += size;
  }
  return sizes;
}

// Nanoseconds of `calls` perfts of position `index`.
function timeCalls(exports, index, calls) {
  const start = process.hrtime.bigint();
  for (let call = 0; call < calls; call++) exports.perft(index);
  return Number(process.hrtime.bigint() - start);
}

// Checks both generators' counts against the published ones, which warms them up too, and exits 1 if one
// differs. Then times each position in the two modules alternately, which runs first swapped on each
// repetition so that neither always runs on the other's heels, and keeps the median run. A run is one
// perft, or as many as take 0.2 s where one is shorter (positions 3 and 4), so a run is never so short
// that a moment of the shared machine decides it. Returns the rows and the two modules' bytes.
function timePerft(modules) {
  const crate = modules.find((module) => module.exports.peer() === 0);
  const cozy = modules.find((module) => module.exports.peer() === 1);
  if (modules.length !== 2 || !crate || !cozy) {
    console.error("wasm32: perft needs one module with chess-attacks' generator and one with cozy-chess's");
    process.exit(1);
  }
  const generators = [crate, cozy];
  const positions = [];
  for (let index = 0; index < crate.exports.perft_positions(); index++) {
    const depth = crate.exports.perft_depth(index);
    const published = crate.exports.perft_published(index);
    let shortest = Infinity;
    for (const { name, exports } of generators) {
      const start = process.hrtime.bigint();
      const nodes = exports.perft(index);
      shortest = Math.min(shortest, Number(process.hrtime.bigint() - start));
      if (nodes !== published) {
        console.error(`wasm32 (${name}): perft(${depth}) of ${PERFT_POSITIONS[index]} is ${nodes}, not the published ${published}`);
        failed = true;
      }
    }
    const calls = Math.ceil(0.2e9 / shortest);
    positions.push({ index, depth, nodes: Number(published), calls, ns: generators.map(() => []) });
  }
  if (failed) process.exit(1);
  for (let repetition = 0; repetition < PERFT_REPETITIONS; repetition++) {
    for (const position of positions) {
      const order = repetition % 2 === 0 ? [0, 1] : [1, 0];
      for (const slot of order) {
        position.ns[slot].push(timeCalls(generators[slot].exports, position.index, position.calls));
      }
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[values.length >> 1];
  return {
    rows: positions.map((position) => ({
      ...position,
      perSecond: position.ns.map((ns) => (position.nodes * position.calls) / (median(ns) / 1e9)),
    })),
    modules: generators.map(({ path }) => ({ bytes: statSync(path).size, ...sections(path) })),
  };
}

function printPerft({ rows, modules }) {
  const number = (n) => n.toLocaleString("en-US");
  const millions = (perSecond) => (perSecond / 1e6).toFixed(1);
  console.log(`\nPerft under node ${process.version}: the workspace's generator on the crate root and cozy-chess's`);
  console.log("own, each in a module of its own, both counting the published numbers first; million nodes per");
  console.log(`second, median of ${PERFT_REPETITIONS} runs alternating the two, and chess-attacks' speed ÷ cozy-chess's (above 1: faster):\n`);
  console.log("| position | depth | nodes | chess-attacks, M nodes/s | cozy-chess, M nodes/s | ratio |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const row of rows) {
    const [crate, cozy] = row.perSecond;
    const depth = row.calls > 1 ? `${row.depth} (${row.calls} perfts a run)` : `${row.depth}`;
    console.log(`| ${PERFT_POSITIONS[row.index]} | ${depth} | ${number(row.nodes)} | ${millions(crate)} | ${millions(cozy)} | ${(crate / cozy).toFixed(2)} |`);
  }
  const bytes = ({ bytes, code, data }) => `${number(bytes)} (code ${number(code)}, data ${number(data)})`;
  console.log(`\n.wasm bytes, each module holding its generator alone: chess-attacks' ${bytes(modules[0])}; cozy-chess's`);
  console.log(`${bytes(modules[1])}. The data section is each crate's tables and the generator's constants.`);
}
