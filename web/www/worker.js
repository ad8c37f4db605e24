// The search and perft, away from the page's thread so that the page never freezes while they run. Each
// message is one job; the answer carries the job's id and how long it took.
import { load } from "./wasm.js";

const ready = load();

self.onmessage = async ({ data }) => {
  try {
    const { api } = await ready;
    const start = performance.now();
    let result;
    if (data.kind === "think") {
      if (data.newGame) api.newGame();
      result = api.think(data.start, data.moves, data.depth, data.millis);
    } else if (data.kind === "perft") {
      result = { nodes: api.perft(data.fen, data.depth) };
    } else {
      result = { error: `unknown job ${data.kind}` };
    }
    self.postMessage({ id: data.id, ms: performance.now() - start, ...result });
  } catch (error) {
    // A trap or a failed load: the job's answer is the error.
    self.postMessage({ id: data.id, error: String(error) });
  }
};
