// Perft and search speed of the page's module under node, to set beside the browser's (test/browser.mjs
// prints those): the same module, the same positions and depths, through the same exports.
//
//   node web/test/speed.mjs [MODULE.wasm]
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const PERFT = { fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", depth: 5 };
export const SEARCH = { fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", depth: 7 };

const path = process.argv[2] ?? fileURLToPath(new URL("../www/chess_attacks_web.wasm", import.meta.url));
const bytes = readFileSync(path);
const { instance } = await WebAssembly.instantiate(bytes, { env: { now_ms: () => performance.now() } });
const exports = instance.exports;
const put = (text) => {
  const data = new TextEncoder().encode(text);
  new Uint8Array(exports.memory.buffer, exports.input_buffer(), data.length).set(data);
  return data.length;
};
const answer = (len) => new TextDecoder().decode(new Uint8Array(exports.memory.buffer, exports.output_buffer(), Math.abs(len)));
const median = (values) => values.sort((a, b) => a - b)[values.length >> 1];

const perftMs = [];
let nodes = 0;
for (let run = 0; run < 5; run++) {
  const start = performance.now();
  nodes = exports.perft(put(PERFT.fen), PERFT.depth);
  perftMs.push(performance.now() - start);
}
const searchMs = [];
let searched = null;
for (let run = 0; run < 5; run++) {
  exports.new_game();
  const start = performance.now();
  // The game as UCI's position command sets one up, as the module takes it.
  searched = JSON.parse(answer(exports.think(put(`fen ${SEARCH.fen} moves`), SEARCH.depth, 0)));
  searchMs.push(performance.now() - start);
}
const rate = (n, ms) => `${(n / ms / 1000).toFixed(2)} M nodes/s`;
console.log(`node ${process.version}, ${bytes.length} bytes: perft(${PERFT.depth}) of the start position, ${nodes} nodes, median of 5 ` +
  `${median(perftMs).toFixed(0)} ms, ${rate(nodes, median(perftMs))}; search of Kiwipete to depth ${SEARCH.depth}, ` +
  `${searched.nodes} nodes, median of 5 ${median(searchMs).toFixed(0)} ms, ${rate(searched.nodes, median(searchMs))}`);
