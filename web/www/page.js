// The page: a board the person edits, the crate's lookups for the squares picked, a u64 workbench, the
// position's legal moves and a game against the engine, which searches in a Web Worker (worker.js). Every
// answer about chess comes from the WebAssembly module, FEN, notation and rules alike: this file keeps the
// game as data (where it started and its moves in UCI), the module's last answer about it and the
// workbench's two u64s (their arithmetic is BigInt's, too small a thing to grow the module for), draws, and
// reads the numbers the person types into the workbench.
import { load } from "./wasm.js";

const GLYPHS = ["♟♞♝♜♛♚", "♟♞♝♜♛♚"]; // filled glyphs for both; the colour is drawn by CSS
const PIECE_NAMES = ["pawn", "knight", "bishop", "rook", "queen", "king"];
const COLOR_NAMES = ["white", "black"];
const FULL = (1n << 64n) - 1n;

const $ = (id) => document.getElementById(id);
const squareName = (index) => "abcdefgh"[index & 7] + (1 + (index >> 3));
const bit = (index) => 1n << BigInt(index);
const capitalised = (text) => text[0].toUpperCase() + text.slice(1);

// The lookups the panel lists, in order: the key is the class a marked square gets and the board's
// `data-show` value that draws it. between, line and ray are told apart by what they hold.
const ROWS = [
  ["attack", "attacks of the first square's piece"],
  ["moves", "moves by the lookups: blue, captures red"],
  ["captures", "of which captures"],
  ["legal", "legal moves from it (generator)"],
  ["between", "between: strictly between the two; none unless aligned"],
  ["line", "line: the whole line through both, edge to edge"],
  ["ray", "ray: one way from the first, through the second, to the edge"],
  ["checkers", "slider checkers of the side to move"],
  ["pinned", "pinned pieces of the side to move"],
  ["benchA", "workbench A"],
  ["benchB", "workbench B"],
];
// The class a row's squares get on the board, where it differs from the row's key.
const MARK = { moves: "move", captures: "capture", checkers: "checker" };

const state = {
  // The game since the last edit: where it started (a FEN, or null for the standard start) and the moves
  // played, in UCI.
  game: { start: null, moves: [] },
  // The module's answer about the game (wasm.js, `game`), which everything drawn comes from.
  view: null,
  picks: [],
  // The workbench's two u64s.
  bench: { a: 0n, b: 0n },
  thinking: false,
  // The engine's last word: { text } for a message, or its move as data ({ ply, score, depth, nodes, ms },
  // the move being the game's move `ply`), written in the notation chosen at each render.
  engine: null,
  // Whether the engine's table is to be cleared before its next search.
  newGame: true,
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

// A new game from `start` (a FEN, or null for the standard start); the engine's line from the last one goes.
function newGame(start) {
  state.game = { start, moves: [] };
  state.engine = null;
  state.newGame = true;
}

// The module's code for the piece on square `index` (wasm.js, `game`): 0 for none, else 1 + 6 × colour + piece.
const codeOn = (index) => state.view.board.charCodeAt(index) - 48;

// The piece on square `index` of the module's last answer: { color: 0 | 1, piece: 0 … 5 } or null.
function pieceOn(index) {
  const code = codeOn(index);
  return code === 0 ? null : { color: code > 6 ? 1 : 0, piece: (code - 1) % 6 };
}

// The bitboards of the board: by colour, and by colour and piece.
function bitboards() {
  const byColor = [0n, 0n];
  const byPiece = [new Array(6).fill(0n), new Array(6).fill(0n)];
  for (let square = 0; square < 64; square++) {
    const piece = pieceOn(square);
    if (!piece) continue;
    byColor[piece.color] |= bit(square);
    byPiece[piece.color][piece.piece] |= bit(square);
  }
  return { byColor, byPiece, occupied: byColor[0] | byColor[1] };
}

// Every lookup the panel lists, for the board and the picks: a BigInt each, or null with why not.
function lookups(view) {
  const { byColor, byPiece, occupied } = bitboards();
  const values = {};
  const notes = {};
  const [a, b] = state.picks;
  const onA = a === undefined ? null : pieceOn(a);
  if (onA) {
    const friends = byColor[onA.color];
    const enemies = byColor[1 - onA.color];
    values.attack = api.attacks(onA.piece, onA.color, a, occupied);
    values.moves = api.moves(onA.piece, onA.color, a, friends, enemies);
    values.captures = values.moves & enemies;
    if (view.legal) {
      values.legal = 0n;
      for (const [, , from, to] of view.legal) if (from === a) values.legal |= bit(to);
    } else {
      notes.legal = "none: the board is not a position";
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
  const us = view.side;
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
  values.benchA = state.bench.a;
  values.benchB = state.bench.b;
  return { values, notes };
}

// Arrow keys move the focus over an 8 × 8 grid of buttons (rank 8 on top, as drawn) that keeps one of them
// in the tab order: the board, and the workbench's grids of bits.
function roving(grid) {
  grid.addEventListener("focusin", (event) => {
    if (!event.target.dataset.index) return;
    for (const cell of grid.children) cell.tabIndex = cell === event.target ? 0 : -1;
  });
  grid.addEventListener("keydown", (event) => {
    const index = Number(event.target.dataset.index);
    const [file, rank] = [index & 7, index >> 3];
    const to = {
      ArrowUp: [file, rank + 1], ArrowDown: [file, rank - 1], ArrowLeft: [file - 1, rank], ArrowRight: [file + 1, rank],
      Home: [0, rank], End: [7, rank],
    }[event.key];
    if (!to || Number.isNaN(index)) return;
    event.preventDefault();
    const [toFile, toRank] = [Math.max(0, Math.min(7, to[0])), Math.max(0, Math.min(7, to[1]))];
    grid.querySelector(`[data-index="${toRank * 8 + toFile}"]`).focus();
  });
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
      square.tabIndex = index === 12 ? 0 : -1;
      square.setAttribute("aria-label", squareName(index));
      square.innerHTML = `<span class="piece"></span><span class="name">${squareName(index)}</span>`;
      square.addEventListener("click", () => guard(() => clickSquare(index)));
      board.append(square);
    }
  }
  roving(board);
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
  const table = $("lookups");
  for (const [key, title] of ROWS) {
    const row = document.createElement("div");
    row.className = "lookup";
    row.setAttribute("role", "row");
    row.innerHTML = `<span class="draw" role="cell"><input type="radio" name="show" value="${key}" aria-label="draw ${key} on the board"></span>` +
      `<span class="name" role="cell">${title}</span><span class="hex" role="cell" id="hex-${key}"></span>` +
      `<span class="dec" role="cell" id="dec-${key}"></span><span class="why" role="cell" id="why-${key}"></span>` +
      `<span class="send" role="cell"><button data-send="${key}" data-to="a" title="${title}: to the workbench's A">→A</button> ` +
      `<button data-send="${key}" data-to="b" title="${title}: to the workbench's B">→B</button></span>`;
    table.append(row);
  }
  document.querySelector(`input[name=show][value=moves]`).checked = true;
  table.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-send]");
    if (button) guard(() => send(button.dataset.send, button.dataset.to));
  });
}

function clickSquare(index) {
  const tool = document.querySelector("input[name=tool]:checked").value;
  if (tool === "pick") {
    const picks = state.picks;
    if (picks.length === 1 && picks[0] === index) state.picks = [];
    else if (picks.length === 1) state.picks = [picks[0], index];
    else state.picks = [index];
  } else if (tool === "bits") {
    // The board as the workbench's grid: A's bits flipped, and drawn.
    state.bench.a ^= bit(index);
    document.querySelector("input[name=show][value=benchA]").checked = true;
  } else {
    const code = tool === "remove" ? 0 : 1 + 6 * Number(tool[0]) + Number(tool[1]);
    // A click with the piece already there takes it off again.
    newGame(api.putPiece(state.view.fen, index, codeOn(index) === code ? 0 : code));
  }
  render();
}

// The last render's lookups, for the buttons that send one to the workbench.
let shown = {};

const notation = () => document.querySelector("input[name=notation]:checked").value;

// Asks the module about the game, then marks the board and fills the panel, the workbench, the legal moves,
// the status and the engine's line.
function render() {
  const view = state.view = api.game(state.game.start, state.game.moves, notation() === "uci");
  // The field shows the board, except while the person is correcting a FEN the page refused.
  if (document.activeElement !== $("fen") || $("fen-message").textContent === "") {
    $("fen").value = view.fen;
    $("fen-message").textContent = "";
  }
  $("side").value = String(view.side);
  const { values, notes } = lookups(view);
  shown = values;
  const board = $("board");
  board.dataset.show = document.querySelector("input[name=show]:checked").value;
  for (const square of board.children) {
    const index = Number(square.dataset.index);
    const piece = pieceOn(index);
    square.querySelector(".piece").textContent = piece ? GLYPHS[piece.color][piece.piece] : "";
    square.classList.toggle("white", piece?.color === 0);
    square.classList.toggle("black", piece?.color === 1);
    for (const [key] of ROWS) {
      square.classList.toggle(MARK[key] ?? key, values[key] !== undefined && (values[key] & bit(index)) !== 0n);
    }
    square.classList.toggle("pick-a", state.picks[0] === index);
    square.classList.toggle("pick-b", state.picks[1] === index);
    const label = [squareName(index), piece ? `${COLOR_NAMES[piece.color]} ${PIECE_NAMES[piece.piece]}` : "",
      state.picks[0] === index ? "first pick" : "", state.picks[1] === index ? "second pick" : ""];
    square.setAttribute("aria-label", label.filter((part) => part !== "").join(", "));
  }
  for (const [key] of ROWS) {
    const value = values[key];
    $(`hex-${key}`).textContent = value === undefined ? "" : hex(value);
    $(`dec-${key}`).textContent = value === undefined ? "" : value.toString();
    $(`why-${key}`).textContent = value === undefined ? notes[key] : "";
    for (const button of document.querySelectorAll(`button[data-send="${key}"]`)) button.disabled = value === undefined;
  }
  const [a, b] = state.picks;
  const onA = a === undefined ? null : pieceOn(a);
  $("picks").textContent = a === undefined
    ? "Pick a square for its piece's lookups, a second for between, line and ray."
    : `First square ${squareName(a)}${onA ? ` (${COLOR_NAMES[onA.color]} ${PIECE_NAMES[onA.piece]})` : ", empty"}` +
      (b === undefined ? "; pick a second for between, line and ray." : `, second ${squareName(b)}.`);
  renderBench();
  renderMoves(view);
  renderEngine();
}

// --- The u64 workbench ------------------------------------------------------------------------------------

const hex = (value) => `0x${value.toString(16).padStart(16, "0")}`;
// Bit 63 first, in bytes: a rank a group, rank 8 first, each read from h to a.
const binary = (value) => value.toString(2).padStart(64, "0").match(/.{8}/g).join(" ");

const NOT_A_FILE = 0xfefefefefefefefen;
const NOT_H_FILE = 0x7f7f7f7f7f7f7f7fn;
// One step each way, as `Bitboard::shift` takes it: what leaves the board is dropped, never wrapped round.
const OPERATIONS = {
  north: (a) => (a << 8n) & FULL,
  south: (a) => a >> 8n,
  east: (a) => ((a & NOT_H_FILE) << 1n) & FULL,
  west: (a) => (a & NOT_A_FILE) >> 1n,
  northeast: (a) => ((a & NOT_H_FILE) << 9n) & FULL,
  northwest: (a) => ((a & NOT_A_FILE) << 7n) & FULL,
  southeast: (a) => (a & NOT_H_FILE) >> 7n,
  southwest: (a) => (a & NOT_A_FILE) >> 9n,
  // Rank 1 ↔ rank 8: the bytes in reverse order.
  flip: (a) => {
    let flipped = 0n;
    for (let byte = 0n; byte < 64n; byte += 8n) flipped = (flipped << 8n) | ((a >> byte) & 0xffn);
    return flipped;
  },
  // a-file ↔ h-file: each square's file counted from the other side.
  mirror: (a) => {
    let mirrored = 0n;
    for (let index = 0; index < 64; index++) if (a & bit(index)) mirrored |= bit(index ^ 7);
    return mirrored;
  },
  not: (a) => a ^ FULL,
  clear: () => 0n,
  and: (a, b) => a & b,
  or: (a, b) => a | b,
  xor: (a, b) => a ^ b,
  minus: (a, b) => a & ~b,
};

// How each field writes a u64: its base, its optional prefix, and the digits it takes.
const FIELDS = {
  dec: { name: "decimal", radix: "", digits: /^[0-9]+$/, say: "the digits 0 to 9" },
  hex: { name: "hex", radix: "0x", digits: /^[0-9a-f]+$/i, say: "hex digits 0 to 9 and a to f, after an optional 0x" },
  bin: { name: "binary", radix: "0b", digits: /^[01]+$/, say: "0s and 1s, after an optional 0b" },
};

// Reads what the person typed into field `kind`: { value }, { value: null } for an empty field, or { error }.
// Spaces and underscores may group the digits.
function parseField(kind, text) {
  const field = FIELDS[kind];
  let clean = text.replace(/[\s_]/g, "");
  if (clean === "") return { value: null };
  if (field.radix && clean.slice(0, 2).toLowerCase() === field.radix) clean = clean.slice(2);
  if (!field.digits.test(clean)) return { error: `not a u64 in ${field.name}: write ${field.say}` };
  const value = BigInt(field.radix + clean);
  if (value > FULL) return { error: `more than 64 bits: the largest u64 is ${FULL} (${hex(FULL)})` };
  return { value };
}

function buildBench() {
  const registers = $("registers");
  for (const register of ["a", "b"]) {
    const name = register.toUpperCase();
    const box = document.createElement("div");
    box.className = "register";
    box.id = `register-${register}`;
    box.innerHTML = `<h3>${name}</h3><div class="bits" id="bits-${register}" role="group" aria-label="${name}'s 64 bits, rank 8 on top"></div>` +
      `<div class="fields">` +
      `<label>decimal <input id="${register}-dec" spellcheck="false" autocomplete="off" inputmode="numeric"></label>` +
      `<label>hex <input id="${register}-hex" spellcheck="false" autocomplete="off"></label>` +
      `<label>binary, bit 63 (h8) first <textarea id="${register}-bin" rows="4" spellcheck="false"></textarea></label>` +
      `<p class="facts" id="${register}-facts"></p></div>` +
      `<p class="message" id="${register}-message" role="alert"></p>`;
    registers.append(box);
    const grid = box.querySelector(".bits");
    for (let row = 7; row >= 0; row--) {
      for (let file = 0; file < 8; file++) {
        const index = row * 8 + file;
        const cell = document.createElement("button");
        cell.className = `bit ${(row + file) % 2 ? "light" : "dark"}`;
        cell.dataset.index = index;
        cell.dataset.square = squareName(index);
        cell.tabIndex = index === 56 ? 0 : -1;
        cell.textContent = index;
        cell.title = `${squareName(index)} = bit ${index}`;
        cell.addEventListener("click", () => guard(() => {
          state.bench[register] ^= bit(index);
          render();
        }));
        grid.append(cell);
      }
    }
    roving(grid);
    for (const kind of Object.keys(FIELDS)) {
      const input = $(`${register}-${kind}`);
      input.addEventListener("input", () => guard(() => typed(register, kind)));
      // Leaving the field writes the value back in its usual form.
      input.addEventListener("change", () => guard(() => { $(`${register}-message`).textContent = ""; render(); }));
    }
  }
  for (const button of document.querySelectorAll("#bench button[data-op]")) {
    button.addEventListener("click", () => guard(() => operate(button.dataset.op)));
  }
}

function typed(register, kind) {
  const { value, error } = parseField(kind, $(`${register}-${kind}`).value);
  $(`${register}-message`).textContent = error ? `${register.toUpperCase()} unchanged: ${error}.` : "";
  if (error || value === null) return;
  state.bench[register] = value;
  render();
}

function operate(op) {
  const { a, b } = state.bench;
  if (op === "swap") state.bench = { a: b, b: a };
  else state.bench.a = OPERATIONS[op](a, b);
  for (const register of ["a", "b"]) $(`${register}-message`).textContent = "";
  render();
}

// A lookup's value into the workbench: one click.
function send(key, register) {
  if (shown[key] === undefined) return;
  state.bench[register] = shown[key];
  render();
}

// Writes both u64s into their grids and fields; a field being typed in keeps what the person typed.
function renderBench() {
  for (const register of ["a", "b"]) {
    const value = state.bench[register];
    for (const cell of $(`bits-${register}`).children) {
      const on = (value & bit(Number(cell.dataset.index))) !== 0n;
      cell.classList.toggle("on", on);
      cell.setAttribute("aria-pressed", String(on));
    }
    const forms = { dec: value.toString(), hex: hex(value), bin: binary(value) };
    for (const [kind, text] of Object.entries(forms)) {
      const input = $(`${register}-${kind}`);
      if (document.activeElement !== input) input.value = text;
    }
    const count = value.toString(2).replaceAll("0", "").length;
    const lowest = value === 0n ? null : value.toString(2).length - value.toString(2).lastIndexOf("1") - 1;
    const highest = value === 0n ? null : value.toString(2).length - 1;
    // Three lines whatever the value, so that nothing below moves as it changes.
    $(`${register}-facts`).textContent = value === 0n ? "count 0\nlowest: none set\nhighest: none set"
      : `count ${count}\nlowest ${squareName(lowest)} (bit ${lowest})\nhighest ${squareName(highest)} (bit ${highest})`;
  }
}

// --- The game ---------------------------------------------------------------------------------------------

// The legal moves as buttons, the status, and the moves played, numbered, in the notation chosen.
function renderMoves(view) {
  const list = $("moves");
  list.replaceChildren();
  const log = $("game-log");
  log.dataset.uci = state.game.moves.join(" ");
  log.textContent = state.game.moves.length ? `Moves: ${view.line}` : "";
  if (view.error !== undefined) {
    $("move-count").textContent = "";
    $("status").textContent = `No legal moves: the board is not a position the generator accepts (${view.error}).`;
    document.body.dataset.over = "";
    return;
  }
  document.body.dataset.over = view.over ?? "";
  $("move-count").textContent = `for ${COLOR_NAMES[view.side]} (${view.legal.length})`;
  $("status").textContent = view.over ? `Game over, ${view.over}.`
    : `${capitalised(COLOR_NAMES[view.side])} to move${view.check ? ", in check" : ""}.`;
  const a = state.picks[0];
  const uci = notation() === "uci";
  for (const [move, san, from] of view.legal) {
    const button = document.createElement("button");
    button.textContent = uci ? move : san;
    button.dataset.move = move;
    button.dataset.san = san;
    button.disabled = view.over !== null || state.thinking;
    if (from === a) button.classList.add("from-a");
    button.addEventListener("click", () => guard(() => playMove(move)));
    list.append(button);
  }
}

// The engine's line: its message, or its move in the notation chosen now, with what the search reported.
function renderEngine() {
  const line = state.engine;
  const move = line?.ply === undefined ? undefined : state.game.moves[line.ply];
  if (move === undefined) {
    $("engine").textContent = line?.text ?? "";
    return;
  }
  // In SAN, as the module writes the move among the legal ones of the position it was played in.
  const written = notation() === "uci" ? move
    : api.game(state.game.start, state.game.moves.slice(0, line.ply), false).legal.find(([uci]) => uci === move)[1];
  const perSecond = Math.round(line.nodes / (line.ms / 1000));
  $("engine").textContent = `Engine: ${written}, score ${line.score}, depth ${line.depth}, ` +
    `${line.nodes.toLocaleString("en-US")} nodes in ${line.ms.toFixed(0)} ms (${perSecond.toLocaleString("en-US")} nodes/s).`;
}

// Plays `move`, one of the legal moves the module listed (UCI), or the engine's; then the engine replies if it
// plays the side now to move.
function playMove(move) {
  state.game.moves.push(move);
  state.picks = [];
  render();
  maybeEngine();
}

function maybeEngine() {
  const side = $("engine-side").value;
  const view = state.view;
  if (side !== "none" && view.error === undefined && Number(side) === view.side && view.over === null && !state.thinking) {
    engineMove();
  }
}

async function engineMove() {
  if (state.thinking) return;
  // A finished game, or a board that is no position, gets no move: say why rather than nothing.
  const view = state.view;
  if (view.error !== undefined || view.over !== null) {
    state.engine = {
      text: view.error !== undefined ? "No move: the board is not a position the generator accepts."
        : `No move: the game is over, ${view.over}. Load or set up a new position to play on.`,
    };
    renderEngine();
    return;
  }
  const byTime = document.querySelector("input[name=limit]:checked").value === "time";
  const depth = Math.max(1, Math.min(20, Math.trunc(Number($("depth").value)) || 1));
  const millis = byTime ? Math.max(10, Math.min(60000, Math.trunc(Number($("millis").value)) || 500)) : 0;
  const game = state.game;
  const plies = game.moves.length;
  state.thinking = true;
  document.body.dataset.thinking = "1";
  state.engine = { text: `Thinking${byTime ? ` for ${millis} ms` : ` to depth ${depth}`}…` };
  render();
  const answer = await job({ kind: "think", start: game.start, moves: [...game.moves], depth, millis, newGame: state.newGame });
  state.newGame = false;
  state.thinking = false;
  document.body.dataset.thinking = "0";
  if (answer.error) {
    state.engine = { text: `The engine could not search: ${answer.error}` };
  } else if (state.game !== game || game.moves.length !== plies) {
    state.engine = { text: "The board changed during the search; its answer is dropped." };
  } else if (answer.best === null) {
    state.engine = { text: "The engine has no legal move." };
  } else {
    state.engine = { ply: plies, score: answer.score, depth: answer.depth, nodes: answer.nodes, ms: answer.ms };
    document.body.dataset.searchNodes = answer.nodes;
    document.body.dataset.searchMs = answer.ms;
    playMove(answer.best);
    return;
  }
  render();
}

async function countPerft() {
  const depth = Math.max(1, Math.min(7, Math.trunc(Number($("perft-depth").value)) || 1));
  $("perft-depth").value = depth;
  const result = $("perft-result");
  delete result.dataset.nodes;
  if (state.view.error !== undefined) {
    result.textContent = "No count: the board is not a position the generator accepts.";
    return;
  }
  result.textContent = `Counting perft(${depth})…`;
  $("perft").disabled = true;
  const answer = await job({ kind: "perft", fen: state.view.fen, depth });
  $("perft").disabled = false;
  if (answer.error) {
    result.textContent = `Perft failed: ${answer.error}`;
    return;
  }
  const perSecond = Math.round(answer.nodes / (answer.ms / 1000));
  result.textContent = `perft(${depth}) = ${answer.nodes.toLocaleString("en-US")} nodes in ${answer.ms.toFixed(0)} ms ` +
    `(${perSecond.toLocaleString("en-US")} nodes/s)`;
  result.dataset.nodes = answer.nodes;
  result.dataset.ms = answer.ms;
}

function loadFen() {
  const text = $("fen").value.trim().replace(/\s+/g, " ");
  const error = text === "" ? "empty: type a FEN, or press Clear board" : api.fenError(text);
  if (error !== null) {
    $("fen-message").textContent = `Not loaded: ${error}.`;
    return;
  }
  $("fen-message").textContent = "";
  newGame(text);
  state.picks = [];
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
  buildBench();
  $("load-fen").addEventListener("click", () => guard(loadFen));
  // Enter loads the FEN rather than starting a new line (the field wraps a long FEN instead).
  $("fen").addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      guard(loadFen);
    }
  });
  $("fen").addEventListener("input", () => { $("fen-message").textContent = ""; });
  // An edit starts a new game from the board as the module edits it.
  const edit = (fen) => { newGame(fen); render(); };
  $("start").addEventListener("click", () => guard(() => { state.picks = []; edit(null); }));
  $("clear").addEventListener("click", () => guard(() => { state.picks = []; edit(api.clear(state.view.fen)); }));
  $("side").addEventListener("change", () => guard(() => edit(api.setSide(state.view.fen, Number($("side").value)))));
  for (const radio of document.querySelectorAll("input[name=show], input[name=notation]")) {
    radio.addEventListener("change", () => guard(render));
  }
  $("engine-move").addEventListener("click", () => guard(engineMove));
  $("engine-side").addEventListener("change", () => guard(maybeEngine));
  $("perft").addEventListener("click", () => guard(countPerft));
  render();
  document.body.dataset.ready = "1";
}

main();
