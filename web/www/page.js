// The page: a board the person edits, the crate's lookups for the squares picked, a u64 workbench, the
// position's legal moves and a game against the engine, which searches in a Web Worker (worker.js). Every
// answer about chess comes from the WebAssembly module; this file keeps the board and the workbench's two
// u64s (their arithmetic is BigInt's, too small a thing to grow the module for), draws, and parses what the
// person types.
import { load } from "./wasm.js";

const START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const LETTERS = "pnbrqk";
const GLYPHS = ["♟♞♝♜♛♚", "♟♞♝♜♛♚"]; // filled glyphs for both; the colour is drawn by CSS
const PIECE_NAMES = ["pawn", "knight", "bishop", "rook", "queen", "king"];
const COLOR_NAMES = ["white", "black"];
const FULL = (1n << 64n) - 1n;

const $ = (id) => document.getElementById(id);
const squareName = (index) => "abcdefgh"[index & 7] + (1 + (index >> 3));
const squareIndex = (name) => "abcdefgh".indexOf(name[0]) + 8 * (Number(name[1]) - 1);
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
  board: new Array(64).fill(null), // { color: 0 | 1, piece: 0 … 5 } or null
  side: 0,
  castling: "KQkq",
  enPassant: "-",
  halfmove: 0,
  fullmove: 1,
  picks: [],
  // The workbench's two u64s.
  bench: { a: 0n, b: 0n },
  // The game since the last edit: its first FEN, the moves played (UCI, and SAN as written when played), the
  // position keys for repetitions.
  game: { fen: START_FEN, moves: [], san: [], keys: [] },
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

// A new position: a new game, and the engine's line from the last one goes.
function newGame() {
  const text = fen();
  state.game = { fen: text, moves: [], san: [], keys: [positionKey(text)] };
  state.over = null;
  state.newGame = true;
  $("engine").textContent = "";
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

// Every lookup the panel lists, for the board and the picks: a BigInt each, or null with why not.
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
    if (legal.moves) {
      values.legal = 0n;
      for (const move of legal.moves) {
        if (move.slice(0, 2) === squareName(a)) values.legal |= bit(squareIndex(move.slice(2, 4)));
      }
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
    const placed = tool === "remove" ? null : { color: Number(tool[0]), piece: Number(tool[1]) };
    const on = state.board[index];
    // A click with the piece already there takes it off again.
    const same = on && placed && on.color === placed.color && on.piece === placed.piece;
    state.board[index] = same ? null : placed;
    edited();
  }
  render();
}

// The last render's lookups, for the buttons that send one to the workbench.
let shown = {};

// Marks the board and fills the panel, the workbench, the legal moves and the status.
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
  shown = values;
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
  const onA = a === undefined ? null : state.board[a];
  $("picks").textContent = a === undefined
    ? "Pick a square for its piece's lookups, a second for between, line and ray."
    : `First square ${squareName(a)}${onA ? ` (${COLOR_NAMES[onA.color]} ${PIECE_NAMES[onA.piece]})` : ", empty"}` +
      (b === undefined ? "; pick a second for between, line and ray." : `, second ${squareName(b)}.`);
  renderBench();
  renderMoves(legal);
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

// A move in standard algebraic notation, on the board `board` whose legal moves (UCI) are `legal`: the
// piece's letter, the from-square's file or rank or both when another piece of the kind can go there too,
// x for a capture, =Q for a promotion, + for check and # for mate (from the module's answer after it).
function san(board, fenText, legal, move) {
  const [from, to] = [squareIndex(move.slice(0, 2)), squareIndex(move.slice(2, 4))];
  const mover = board[from];
  let text;
  if (mover.piece === 5 && Math.abs((from & 7) - (to & 7)) === 2) {
    text = (to & 7) > (from & 7) ? "O-O" : "O-O-O";
  } else if (mover.piece === 0) {
    const capture = (from & 7) !== (to & 7);
    text = (capture ? `${move[0]}x` : "") + move.slice(2, 4) + (move[4] ? `=${move[4].toUpperCase()}` : "");
  } else {
    const others = legal
      .filter((other) => other.slice(2, 4) === move.slice(2, 4) && other.slice(0, 2) !== move.slice(0, 2))
      .map((other) => squareIndex(other.slice(0, 2)))
      .filter((square) => board[square]?.piece === mover.piece);
    let which = "";
    if (others.length > 0) {
      if (!others.some((square) => (square & 7) === (from & 7))) which = move[0];
      else if (!others.some((square) => square >> 3 === from >> 3)) which = move[1];
      else which = move.slice(0, 2);
    }
    text = "NBRQK"[mover.piece - 1] + which + (board[to] ? "x" : "") + move.slice(2, 4);
  }
  const after = api.play(fenText, move);
  const next = after.error ? null : api.legalMoves(after.text);
  if (next?.check) text += next.moves.length === 0 ? "#" : "+";
  return text;
}

// The SAN of every legal move of the position on the board, kept for the FEN it was written for.
let sanCache = { fen: null, san: new Map() };
function sanOfLegal(text, moves) {
  if (sanCache.fen !== text) {
    sanCache = { fen: text, san: new Map(moves.map((move) => [move, san(state.board, text, moves, move)])) };
  }
  return sanCache.san;
}

const notation = () => document.querySelector("input[name=notation]:checked").value;

// The moves played, numbered as PGN numbers them ("1. e4 e5 2. Nf3", "1...e5" when black moved first).
function gameText(kind) {
  const fields = state.game.fen.split(" ");
  let side = fields[1] === "b" ? 1 : 0;
  let number = Number(fields[5] ?? 1);
  const words = [];
  state.game.moves.forEach((move, ply) => {
    const written = kind === "san" ? state.game.san[ply] : move;
    if (side === 0) words.push(`${number}. ${written}`);
    else words.push(ply === 0 ? `${number}...${written}` : written);
    if (side === 1) number++;
    side = 1 - side;
  });
  return words.join(" ");
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
  const log = $("game-log");
  log.dataset.uci = state.game.moves.join(" ");
  log.textContent = state.game.moves.length ? `Moves: ${gameText(notation())}` : "";
  if (legal.error) {
    $("move-count").textContent = "";
    $("status").textContent = `No legal moves: the board is not a position the generator accepts (${legal.error}).`;
    state.over = "not a position";
    document.body.dataset.over = "";
    return;
  }
  state.over = gameOver(legal);
  document.body.dataset.over = state.over ?? "";
  $("move-count").textContent = `for ${COLOR_NAMES[state.side]} (${legal.moves.length})`;
  $("status").textContent = state.over ? `Game over, ${state.over}.`
    : `${capitalised(COLOR_NAMES[state.side])} to move${legal.check ? ", in check" : ""}.`;
  const a = state.picks[0];
  const text = fen();
  const written = sanOfLegal(text, legal.moves);
  const uci = notation() === "uci";
  for (const move of legal.moves) {
    const button = document.createElement("button");
    button.textContent = uci ? move : written.get(move);
    button.dataset.move = move;
    button.dataset.san = written.get(move);
    button.disabled = state.over !== null || state.thinking;
    if (a !== undefined && move.slice(0, 2) === squareName(a)) button.classList.add("from-a");
    button.addEventListener("click", () => guard(() => playMove(move)));
    list.append(button);
  }
}

// Plays `move` (UCI) on the board; then the engine replies if it plays the side now to move.
function playMove(move) {
  const before = fen();
  const after = api.play(before, move);
  if (after.error) {
    $("status").textContent = after.error;
    return;
  }
  const legal = api.legalMoves(before);
  const written = legal.moves ? san(state.board, before, legal.moves, move) : move;
  setFromFen(after.text);
  state.game.moves.push(move);
  state.game.san.push(written);
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
  if (state.thinking) return;
  // A finished game, or a board that is no position, gets no move: say why rather than nothing.
  if (state.over !== null) {
    $("engine").textContent = state.over === "not a position"
      ? "No move: the board is not a position the generator accepts."
      : `No move: the game is over, ${state.over}. Load or set up a new position to play on.`;
    return;
  }
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
    const legal = api.legalMoves(fenAtStart);
    const written = legal.moves ? san(state.board, fenAtStart, legal.moves, answer.best) : answer.best;
    $("engine").textContent = `Engine: ${notation() === "uci" ? answer.best : written}, score ${answer.score}, depth ${answer.depth}, ` +
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
  $("perft-depth").value = depth;
  const text = fen();
  const result = $("perft-result");
  delete result.dataset.nodes;
  if (api.fenError(text) !== null) {
    result.textContent = "No count: the board is not a position the generator accepts.";
    return;
  }
  result.textContent = `Counting perft(${depth})…`;
  $("perft").disabled = true;
  const answer = await job({ kind: "perft", fen: text, depth });
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
  setFromFen(text);
  state.picks = [];
  newGame();
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
  setFromFen(START_FEN);
  newGame();
  $("load-fen").addEventListener("click", () => guard(loadFen));
  // Enter loads the FEN rather than starting a new line (the field wraps a long FEN instead).
  $("fen").addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      guard(loadFen);
    }
  });
  $("fen").addEventListener("input", () => { $("fen-message").textContent = ""; });
  $("start").addEventListener("click", () => guard(() => { setFromFen(START_FEN); state.picks = []; newGame(); render(); }));
  $("clear").addEventListener("click", () => guard(() => {
    state.board.fill(null);
    state.picks = [];
    edited();
    render();
  }));
  $("side").addEventListener("change", () => guard(() => { state.side = Number($("side").value); edited(); render(); }));
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
