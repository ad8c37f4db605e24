// The page: a board the person edits, the crate's lookups for the squares picked, the position's legal moves
// and a game against the engine, which searches in a Web Worker (worker.js). Every answer about chess comes
// from the WebAssembly module; this file keeps the board, draws, and parses what the person types.
import { load } from "./wasm.js";

const START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const LETTERS = "pnbrqk";
const GLYPHS = ["♟♞♝♜♛♚", "♟♞♝♜♛♚"]; // filled glyphs for both; the colour is drawn by CSS
const PIECE_NAMES = ["pawn", "knight", "bishop", "rook", "queen", "king"];
const COLOR_NAMES = ["white", "black"];
const FULL = (1n << 64n) - 1n;

const $ = (id) => document.getElementById(id);
const squareName = (index) => "abcdefgh"[index & 7] + (1 + (index >> 3));
const bit = (index) => 1n << BigInt(index);

// The lookups the table lists, in order: the key is the class a marked square gets and the board's
// `data-show` value that draws it.
const ROWS = [
  ["attack", "attacks of the piece on the first square"],
  ["moves", "moves by the lookups (blue), captures (red)"],
  ["captures", "of which captures: enemies"],
  ["legal", "legal moves from the first square (generator)"],
  ["between", "between(first, second)"],
  ["line", "line(first, second)"],
  ["ray", "ray(first, second)"],
  ["checkers", "side to move's slider checkers"],
  ["pinned", "side to move's pinned pieces"],
  ["u64", "the u64 typed in"],
];
// The class a row's squares get on the board, where it differs from the row's key.
const MARK = { moves: "move", captures: "capture", checkers: "checker" };

const state = {
  board: new Array(64).fill(null), // { color: 0 | 1, piece: 0 … 5 } or null
  side: 0,
  castling: "KQkq",
  enPassant: "-",
  halfmove: 0,
  fullmove: 1,
  picks: [],
  u64: null,
  // The game since the last edit: its first FEN, the moves played, the position keys for repetitions.
  game: { fen: START_FEN, moves: [], keys: [] },
  thinking: false,
  over: null,
};

let api = null;
let worker = null;
let jobs = 0;
const pending = new Map();

// Runs a job in the worker; resolves with its answer.
function job(message) {
  return new Promise((resolve) => {
    const id = ++jobs;
    pending.set(id, resolve);
    worker.postMessage({ id, ...message });
  });
}

function fen() {
  let placement = "";
  for (let rank = 7; rank >= 0; rank--) {
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const piece = state.board[rank * 8 + file];
      if (!piece) { empty++; continue; }
      if (empty) placement += empty;
      empty = 0;
      const letter = LETTERS[piece.piece];
      placement += piece.color === 0 ? letter.toUpperCase() : letter;
    }
    if (empty) placement += empty;
    if (rank) placement += "/";
  }
  const castling = state.castling || "-";
  return `${placement} ${state.side ? "b" : "w"} ${castling} ${state.enPassant} ${state.halfmove} ${state.fullmove}`;
}

// Positions repeat when these four fields do.
const positionKey = (text) => text.split(" ").slice(0, 4).join(" ");

// Reads a FEN the module has accepted into the board.
function setFromFen(text) {
  const fields = text.trim().split(/\s+/);
  const board = new Array(64).fill(null);
  fields[0].split("/").forEach((row, i) => {
    let file = 0;
    for (const char of row) {
      if (char >= "1" && char <= "8") { file += Number(char); continue; }
      board[(7 - i) * 8 + file] = { color: char === char.toUpperCase() ? 0 : 1, piece: LETTERS.indexOf(char.toLowerCase()) };
      file++;
    }
  });
  state.board = board;
  state.side = fields[1] === "b" ? 1 : 0;
  state.castling = fields[2] === "-" ? "" : fields[2];
  state.enPassant = fields[3];
  state.halfmove = Number(fields[4] ?? 0);
  state.fullmove = Number(fields[5] ?? 1);
}

// After an edit by hand: the game starts again from here, castling rights stay only where their king and
// rook still stand, and no pawn has just moved two squares.
function edited() {
  const holds = (square, color, piece) => {
    const on = state.board[square];
    return on !== null && on.color === color && on.piece === piece;
  };
  const rights = { K: [4, 7, 0], Q: [4, 0, 0], k: [60, 63, 1], q: [60, 56, 1] };
  state.castling = [...state.castling]
    .filter((right) => holds(rights[right][0], rights[right][2], 5) && holds(rights[right][1], rights[right][2], 3))
    .join("");
  state.enPassant = "-";
  state.halfmove = 0;
  newGame();
}

function newGame() {
  const text = fen();
  state.game = { fen: text, moves: [], keys: [positionKey(text)] };
  state.over = null;
  state.newGame = true;
}

// The bitboards of the board: by colour, and by colour and piece.
function bitboards() {
  const byColor = [0n, 0n];
  const byPiece = [new Array(6).fill(0n), new Array(6).fill(0n)];
  state.board.forEach((piece, square) => {
    if (!piece) return;
    byColor[piece.color] |= bit(square);
    byPiece[piece.color][piece.piece] |= bit(square);
  });
  return { byColor, byPiece, occupied: byColor[0] | byColor[1] };
}

// Every lookup the table lists, for the board and the picks: a BigInt each, or null with why not.
function lookups(legal) {
  const { byColor, byPiece, occupied } = bitboards();
  const values = {};
  const notes = {};
  const [a, b] = state.picks;
  const onA = a === undefined ? null : state.board[a];
  if (onA) {
    const friends = byColor[onA.color];
    const enemies = byColor[1 - onA.color];
    values.attack = api.attacks(onA.piece, onA.color, a, occupied);
    values.moves = api.moves(onA.piece, onA.color, a, friends, enemies);
    values.captures = values.moves & enemies;
    values.legal = 0n;
    if (legal.moves) {
      for (const move of legal.moves) {
        if (move.slice(0, 2) === squareName(a)) values.legal |= bit("abcdefgh".indexOf(move[2]) + 8 * (Number(move[3]) - 1));
      }
    } else {
      notes.legal = "no legal moves: the FEN is not a position";
    }
  } else {
    for (const key of ["attack", "moves", "captures", "legal"]) notes[key] = a === undefined ? "pick a square" : `no piece on ${squareName(a)}`;
  }
  if (b !== undefined) {
    values.between = api.between(a, b);
    values.line = api.line(a, b);
    values.ray = api.ray(a, b);
  } else {
    for (const key of ["between", "line", "ray"]) notes[key] = "pick a second square";
  }
  const us = state.side;
  const kings = byPiece[us][5];
  if (kings !== 0n && (kings & (kings - 1n)) === 0n) {
    const king = kings.toString(2).length - 1;
    const them = byPiece[1 - us];
    const straight = them[3] | them[4];
    const diagonal = them[2] | them[4];
    values.checkers = api.checkers(king, occupied, straight, diagonal);
    values.pinned = api.blockers(king, occupied, straight, diagonal) & byColor[us];
  } else {
    notes.checkers = notes.pinned = `${COLOR_NAMES[us]}, to move, has ${kings === 0n ? "no" : "more than one"} king`;
  }
  if (state.u64 !== null) values.u64 = state.u64;
  else notes.u64 = "type one below the board";
  return { values, notes };
}

function buildBoard() {
  const board = $("board");
  for (let row = 7; row >= 0; row--) {
    for (let file = 0; file < 8; file++) {
      const index = row * 8 + file;
      const square = document.createElement("button");
      square.className = `sq ${(row + file) % 2 ? "light" : "dark"}`;
      square.dataset.square = squareName(index);
      square.dataset.index = index;
      square.setAttribute("aria-label", squareName(index));
      square.innerHTML = `<span class="piece"></span><span class="name">${squareName(index)}</span>`;
      square.addEventListener("click", () => guard(() => clickSquare(index)));
      board.append(square);
    }
  }
  for (const palette of document.querySelectorAll(".palette")) {
    const color = Number(palette.dataset.color);
    for (let piece = 0; piece < 6; piece++) {
      const label = document.createElement("label");
      label.title = `place a ${COLOR_NAMES[color]} ${PIECE_NAMES[piece]}`;
      label.innerHTML = `<input type="radio" name="tool" value="${color}${piece}" aria-label="${label.title}">` +
        `<span class="${COLOR_NAMES[color]}">${GLYPHS[color][piece]}</span>`;
      palette.append(label);
    }
  }
  const body = document.querySelector("#lookups tbody");
  for (const [key, title] of ROWS) {
    const row = document.createElement("tr");
    row.innerHTML = `<td><input type="radio" name="show" value="${key}" aria-label="draw ${key}"></td>` +
      `<td>${title}</td><td id="hex-${key}"></td><td id="dec-${key}"></td>`;
    body.append(row);
  }
  document.querySelector(`input[name=show][value=moves]`).checked = true;
}

function clickSquare(index) {
  const tool = document.querySelector("input[name=tool]:checked").value;
  if (tool === "pick") {
    const picks = state.picks;
    if (picks.length === 1 && picks[0] === index) state.picks = [];
    else if (picks.length === 1) state.picks = [picks[0], index];
    else state.picks = [index];
  } else {
    const placed = tool === "remove" ? null : { color: Number(tool[0]), piece: Number(tool[1]) };
    const on = state.board[index];
    // A click with the piece already there takes it off again.
    const same = on && placed && on.color === placed.color && on.piece === placed.piece;
    state.board[index] = same ? null : placed;
    edited();
  }
  render();
}

// Marks the board and fills the table, the legal moves and the status.
function render() {
  const text = fen();
  // The field shows the board, except while the person is correcting a FEN the page refused.
  if (document.activeElement !== $("fen") || $("fen-message").textContent === "") {
    $("fen").value = text;
    $("fen-message").textContent = "";
  }
  $("side").value = String(state.side);
  const legal = api.legalMoves(text);
  const { values, notes } = lookups(legal);
  const board = $("board");
  board.dataset.show = document.querySelector("input[name=show]:checked").value;
  for (const square of board.children) {
    const index = Number(square.dataset.index);
    const piece = state.board[index];
    square.querySelector(".piece").textContent = piece ? GLYPHS[piece.color][piece.piece] : "";
    square.classList.toggle("white", piece?.color === 0);
    square.classList.toggle("black", piece?.color === 1);
    for (const [key] of ROWS) {
      square.classList.toggle(MARK[key] ?? key, values[key] !== undefined && (values[key] & bit(index)) !== 0n);
    }
    square.classList.toggle("pick-a", state.picks[0] === index);
    square.classList.toggle("pick-b", state.picks[1] === index);
  }
  for (const [key] of ROWS) {
    const value = values[key];
    $(`hex-${key}`).textContent = value === undefined ? notes[key] : `0x${value.toString(16).padStart(16, "0")}`;
    $(`dec-${key}`).textContent = value === undefined ? "" : value.toString();
  }
  const [a, b] = state.picks;
  const onA = a === undefined ? null : state.board[a];
  $("picks").textContent = a === undefined
    ? "Pick a square to see its piece's lookups, and a second for the geometry between them."
    : `First square ${squareName(a)}${onA ? ` (${COLOR_NAMES[onA.color]} ${PIECE_NAMES[onA.piece]})` : ", empty"}` +
      (b === undefined ? "; pick a second for between, line and ray." : `, second ${squareName(b)}.`);
  renderMoves(legal);
}

// The outcome when the game cannot go on, else null.
function gameOver(legal) {
  if (legal.moves && legal.moves.length === 0) {
    return legal.check ? `checkmate: ${COLOR_NAMES[1 - state.side]} wins` : "stalemate: a draw";
  }
  if (state.halfmove >= 100) return "the fifty-move rule: a draw";
  const keys = state.game.keys;
  if (keys.filter((key) => key === keys[keys.length - 1]).length >= 3) return "threefold repetition: a draw";
  const pieces = state.board.filter((piece) => piece && piece.piece !== 5);
  if (pieces.length === 0 || (pieces.length === 1 && (pieces[0].piece === 1 || pieces[0].piece === 2))) {
    return "insufficient material: a draw";
  }
  return null;
}

function renderMoves(legal) {
  const list = $("moves");
  list.replaceChildren();
  if (legal.error) {
    $("move-count").textContent = "";
    $("status").textContent = `No legal moves: the board is not a position the generator accepts (${legal.error}).`;
    state.over = "not a position";
    document.body.dataset.over = "";
    return;
  }
  state.over = gameOver(legal);
  document.body.dataset.over = state.over ?? "";
  $("move-count").textContent = `(${legal.moves.length})`;
  $("status").textContent = state.over ? `Game over, ${state.over}.`
    : `${COLOR_NAMES[state.side]} to move${legal.check ? ", in check" : ""}.`;
  const a = state.picks[0];
  for (const move of legal.moves) {
    const button = document.createElement("button");
    button.textContent = move;
    button.dataset.move = move;
    button.disabled = state.over !== null || state.thinking;
    if (a !== undefined && move.slice(0, 2) === squareName(a)) button.classList.add("from-a");
    button.addEventListener("click", () => guard(() => playMove(move)));
    list.append(button);
  }
  $("game-log").textContent = state.game.moves.length ? `Moves: ${state.game.moves.join(" ")}` : "";
}

// Plays `move` (UCI) on the board; then the engine replies if it plays the side now to move.
function playMove(move) {
  const after = api.play(fen(), move);
  if (after.error) {
    $("status").textContent = after.error;
    return;
  }
  setFromFen(after.text);
  state.game.moves.push(move);
  state.game.keys.push(positionKey(after.text));
  state.picks = [];
  render();
  maybeEngine();
}

function maybeEngine() {
  const side = $("engine-side").value;
  if (side !== "none" && Number(side) === state.side && state.over === null && !state.thinking) engineMove();
}

async function engineMove() {
  if (state.over !== null || state.thinking) return;
  const byTime = document.querySelector("input[name=limit]:checked").value === "time";
  const depth = Math.max(1, Math.min(20, Math.trunc(Number($("depth").value)) || 1));
  const millis = byTime ? Math.max(10, Math.min(60000, Math.trunc(Number($("millis").value)) || 500)) : 0;
  const fenAtStart = fen();
  state.thinking = true;
  document.body.dataset.thinking = "1";
  $("engine").textContent = `Thinking${byTime ? ` for ${millis} ms` : ` to depth ${depth}`}…`;
  render();
  const answer = await job({ kind: "think", fen: state.game.fen, moves: state.game.moves, depth, millis, newGame: state.newGame });
  state.newGame = false;
  state.thinking = false;
  document.body.dataset.thinking = "0";
  if (answer.error) {
    $("engine").textContent = `The engine could not search: ${answer.error}`;
  } else if (fen() !== fenAtStart) {
    $("engine").textContent = "The board changed during the search; its answer is dropped.";
  } else if (answer.best === null) {
    $("engine").textContent = "The engine has no legal move.";
  } else {
    const perSecond = Math.round(answer.nodes / (answer.ms / 1000));
    $("engine").textContent = `Engine: ${answer.best}, score ${answer.score}, depth ${answer.depth}, ` +
      `${answer.nodes.toLocaleString("en-US")} nodes in ${answer.ms.toFixed(0)} ms (${perSecond.toLocaleString("en-US")} nodes/s).`;
    document.body.dataset.searchNodes = answer.nodes;
    document.body.dataset.searchMs = answer.ms;
    playMove(answer.best);
    return;
  }
  render();
}

async function countPerft() {
  const depth = Math.max(1, Math.min(7, Math.trunc(Number($("perft-depth").value)) || 1));
  const text = fen();
  if (api.fenError(text) !== null) {
    $("perft-result").textContent = "The board is not a position the generator accepts.";
    return;
  }
  $("perft-result").textContent = "Counting…";
  const answer = await job({ kind: "perft", fen: text, depth });
  if (answer.error) {
    $("perft-result").textContent = `Perft failed: ${answer.error}`;
    return;
  }
  const perSecond = Math.round(answer.nodes / (answer.ms / 1000));
  $("perft-result").textContent = `${answer.nodes.toLocaleString("en-US")} nodes in ${answer.ms.toFixed(0)} ms ` +
    `(${perSecond.toLocaleString("en-US")} nodes/s)`;
  $("perft-result").dataset.nodes = answer.nodes;
  $("perft-result").dataset.ms = answer.ms;
}

function loadFen() {
  const text = $("fen").value.trim();
  const error = text === "" ? "empty: type a FEN, or press Clear board" : api.fenError(text);
  if (error !== null) {
    $("fen-message").textContent = `Not loaded: ${error}.`;
    return;
  }
  $("fen-message").textContent = "";
  setFromFen(text);
  state.picks = [];
  newGame();
  render();
}

// Reads a u64: decimal digits, or 0x and hex digits, or 0b and binary digits; underscores may group them.
function parseU64(text) {
  const clean = text.trim().replaceAll("_", "");
  if (clean === "") return { value: null };
  if (!/^(0x[0-9a-f]+|0b[01]+|[0-9]+)$/i.test(clean)) {
    return { error: "not a u64: write decimal digits, or 0x and hex digits, or 0b and binary digits" };
  }
  const value = BigInt(clean.toLowerCase());
  if (value > FULL) return { error: `more than 64 bits: the largest u64 is ${FULL} (0x${FULL.toString(16)})` };
  return { value };
}

function typedU64() {
  const { value, error } = parseU64($("u64").value);
  $("u64-message").textContent = error ? `Not drawn: ${error}.` : "";
  state.u64 = error ? null : value;
  if (!error && value !== null) document.querySelector("input[name=show][value=u64]").checked = true;
  render();
}

// Runs a handler so that nothing it throws reaches the console: the message goes on the page instead.
function guard(handler) {
  const show = (error) => { $("status").textContent = `Something went wrong: ${error?.message ?? error}`; };
  try {
    const result = handler();
    if (result instanceof Promise) result.catch(show);
  } catch (error) {
    show(error);
  }
}

async function main() {
  let bytes;
  try {
    ({ api, bytes } = await load());
  } catch (error) {
    $("module").textContent = `The WebAssembly module did not load: ${error.message ?? error}`;
    return;
  }
  worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
  worker.onmessage = ({ data }) => {
    pending.get(data.id)?.(data);
    pending.delete(data.id);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    $("engine").textContent = `The search worker failed: ${event.message}`;
  };
  $("module").textContent = `The WebAssembly module: ${bytes.toLocaleString("en-US")} bytes, ` +
    "holding chess-attacks' lookups, the workspace's move generator and the engine core.";
  $("module").dataset.bytes = bytes;
  buildBoard();
  setFromFen(START_FEN);
  newGame();
  $("load-fen").addEventListener("click", () => guard(loadFen));
  $("fen").addEventListener("keydown", (event) => { if (event.key === "Enter") guard(loadFen); });
  $("fen").addEventListener("input", () => { $("fen-message").textContent = ""; });
  $("u64").addEventListener("input", () => guard(typedU64));
  $("start").addEventListener("click", () => guard(() => { setFromFen(START_FEN); state.picks = []; newGame(); render(); }));
  $("clear").addEventListener("click", () => guard(() => {
    state.board.fill(null);
    state.picks = [];
    edited();
    render();
  }));
  $("side").addEventListener("change", () => guard(() => { state.side = Number($("side").value); edited(); render(); }));
  for (const radio of document.querySelectorAll("input[name=show]")) radio.addEventListener("change", () => guard(render));
  $("engine-move").addEventListener("click", () => guard(engineMove));
  $("engine-side").addEventListener("change", () => guard(maybeEngine));
  $("perft").addEventListener("click", () => guard(countPerft));
  render();
  document.body.dataset.ready = "1";
}

main();
