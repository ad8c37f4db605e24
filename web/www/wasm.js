// Loads the page's WebAssembly module and wraps its exports (web/src/lib.rs), for the page and the worker
// alike. Bitboards come back as BigInts: the exports return i64, which is read as unsigned here. Text goes
// through the module's input and output buffers.

export const MODULE_URL = new URL("chess_attacks_web.wasm", import.meta.url);

export async function load() {
  const response = await fetch(MODULE_URL);
  if (!response.ok) throw new Error(`could not fetch ${MODULE_URL.pathname}: HTTP ${response.status}`);
  const bytes = await response.arrayBuffer();
  // The search's clock is JavaScript's: there is no other in a browser.
  const { instance } = await WebAssembly.instantiate(bytes, { env: { now_ms: () => performance.now() } });
  return { api: wrap(instance.exports), bytes: bytes.byteLength };
}

function wrap(exports) {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const capacity = exports.buffer_bytes();
  const unsigned = (value) => BigInt.asUintN(64, value);

  // Writes `text` into the input buffer and returns its length in bytes.
  function put(text) {
    const data = encoder.encode(text);
    if (data.length > capacity) throw new RangeError(`the text is ${data.length} bytes, more than the module's ${capacity}`);
    new Uint8Array(exports.memory.buffer, exports.input_buffer(), data.length).set(data);
    return data.length;
  }
  // The answer of length `len` (negative: an error message), as { text } or { error }.
  function answer(len) {
    const text = decoder.decode(new Uint8Array(exports.memory.buffer, exports.output_buffer(), Math.abs(len)));
    return len < 0 ? { error: text } : { text };
  }

  return {
    attacks: (piece, color, square, occupied) => unsigned(exports.attacks_of(piece, color, square, occupied)),
    moves: (piece, color, square, friends, enemies) =>
      unsigned(exports.moves_of(piece, color, square, friends, enemies)),
    between: (a, b) => unsigned(exports.between_of(a, b)),
    line: (a, b) => unsigned(exports.line_of(a, b)),
    ray: (from, through) => unsigned(exports.ray_of(from, through)),
    checkers: (king, occupied, straight, diagonal) => unsigned(exports.checkers_of(king, occupied, straight, diagonal)),
    blockers: (king, occupied, straight, diagonal) => unsigned(exports.blockers_of(king, occupied, straight, diagonal)),
    // null when the move generator accepts the FEN, else why not.
    fenError: (fen) => {
      const len = exports.check_fen(put(fen));
      return len === 0 ? null : answer(len).error;
    },
    // { check, moves } or { error }.
    legalMoves: (fen) => {
      const { text, error } = answer(exports.legal_moves(put(fen)));
      if (error !== undefined) return { error };
      const words = text.split(" ").filter((word) => word !== "");
      const check = words[0] === "check";
      return { check, moves: check ? words.slice(1) : words };
    },
    // { text: the FEN after the move } or { error }.
    play: (fen, move) => answer(exports.play(put(`${fen}\n${move}`))),
    perft: (fen, depth) => exports.perft(put(fen), depth),
    newGame: () => exports.new_game(),
    // { best, score, depth, nodes } or { error }.
    think: (fen, moves, depth, millis) => {
      const { text, error } = answer(exports.think(put(`${fen}\n${moves.join(" ")}`), depth, millis));
      return error !== undefined ? { error } : JSON.parse(text);
    },
  };
}
