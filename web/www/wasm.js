// Loads the page's WebAssembly module and wraps its exports (web/src/lib.rs), for the page and the worker
// alike. Bitboards come back as BigInts: the exports return i64, which is read as unsigned here. Text goes
// through the module's input and output buffers; answers that carry more than one thing are JSON.

export const MODULE_URL = new URL("chess_attacks_web.wasm", import.meta.url);

export async function load() {
  const response = await fetch(MODULE_URL);
  if (!response.ok) throw new Error(`could not fetch ${MODULE_URL.pathname}: HTTP ${response.status}`);
  const bytes = await response.arrayBuffer();
  // The search's clock is JavaScript's: there is no other in a browser.
  const { instance } = await WebAssembly.instantiate(bytes, { env: { now_ms: () => performance.now() } });
  return { api: wrap(instance.exports), bytes: bytes.byteLength };
}

// A game as UCI's `position` command sets one up, which is how the module takes one: `startpos` or `fen`
// and the FEN, then the moves.
const setUp = (start, moves) => `${start === null ? "startpos" : `fen ${start}`} moves ${moves.join(" ")}`;

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
    // The game from `start` (a FEN, or null for the standard start) after `moves` (UCI), as the module
    // answers it (web/src/lib.rs, `game`): { fen, board, side, check, legal, line, over }, the line in UCI
    // when `uci` is true, else in SAN; for a board that is not a position, { fen, board, side, error }.
    game: (start, moves, uci) => {
      const { text, error } = answer(exports.game(put(setUp(start, moves)), uci ? 1 : 0));
      if (error !== undefined) throw new Error(error);
      const view = JSON.parse(text);
      if (view.legal === undefined) view.error = answer(exports.check_fen(put(view.fen))).error;
      return view;
    },
    // The board of `fen` edited, as FEN: `code` (1 + 6 × colour + piece, or 0 for none) put on `square`;
    // the move given to `color`; every piece taken off.
    putPiece: (fen, square, code) => answer(exports.edit(put(fen), square, code)).text,
    setSide: (fen, color) => answer(exports.edit(put(fen), 64, color)).text,
    clear: (fen) => answer(exports.edit(put(fen), 65, 0)).text,
    perft: (fen, depth) => exports.perft(put(fen), depth),
    newGame: () => exports.new_game(),
    // { best, score, depth, nodes } or { error }.
    think: (start, moves, depth, millis) => {
      const { text, error } = answer(exports.think(put(setUp(start, moves)), depth, millis));
      return error !== undefined ? { error } : JSON.parse(text);
    },
  };
}
