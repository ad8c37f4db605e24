// The page in a real browser: Debian's Chromium, headless, driven by playwright-core (which downloads no
// browser). Serves web/www with web/serve.mjs and checks that
//   - the page loads with no console error, and says how many bytes its module has;
//   - clicks place and remove pieces (the FEN field follows), and pick squares;
//   - for a few hundred seeded random positions and square pairs, and the position placed by clicks, every
//     square the page marks (attacks, moves, captures, legal moves, between, line, ray, slider checkers,
//     pinned pieces) and its list of legal moves equal the crate's answers computed natively by the
//     oracle (src/bin/oracle.rs), never by the page's module;
//   - a typed u64 draws its squares, and a bad one or a bad FEN gets a message beside its field;
//   - a game against the engine (in its worker), random moves against depth 3, runs to an end the oracle
//     agrees with, every move legal by the native generator; a search by time plays a legal move.
// It prints perft and search speed in the browser. Exits 1 with the first differences if a check fails.
//
//   node web/test/browser.mjs ORACLE [CASES]        # SCREENSHOT=path also saves a picture of the page
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const web = fileURLToPath(new URL("..", import.meta.url));
const [oracle, casesArgument] = process.argv.slice(2);
if (!oracle) {
  console.error("usage: node web/test/browser.mjs ORACLE [CASES]");
  process.exit(2);
}
const CASES = Number(casesArgument ?? 300);
const SEED = 45;
const START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
// The position the test places by clicks: slider_threats' example, a king for black added. Written out by
// hand as the FEN the page must show.
const PLACED = [["e1", "05"], ["e2", "01"], ["c3", "02"], ["e8", "13"], ["a5", "12"], ["h4", "14"], ["a8", "15"]];
const PLACED_FEN = "k3r3/8/8/b7/7q/2B5/4N3/4K3 w - - 0 1";
// The marks compared: the oracle's key and the class the page gives a marked square.
const MARKS = [["attack", "attack"], ["moves", "move"], ["captures", "capture"], ["legal", "legal"],
  ["between", "between"], ["line", "line"], ["ray", "ray"], ["checkers", "checker"], ["pinned", "pinned"]];

const failures = [];
const fail = (message) => {
  failures.push(message);
  if (failures.length <= 20) console.error(`FAIL: ${message}`);
};
const squares = (value) => {
  const names = [];
  for (let index = 0; index < 64; index++) {
    if ((BigInt(value) >> BigInt(index)) & 1n) names.push("abcdefgh"[index & 7] + (1 + (index >> 3)));
  }
  return names.sort().join(" ");
};
const runOracle = (args, input) => execFileSync(oracle, args, { input, encoding: "utf8", maxBuffer: 1 << 28 });

// A seeded generator for the test's own random moves, so a failing game can be replayed.
let seed = 0x9e3779b9;
const random = (n) => {
  seed ^= seed << 13; seed >>>= 0; seed ^= seed >>> 17; seed ^= seed << 5; seed >>>= 0;
  return seed % n;
};

// --- The server ---------------------------------------------------------------------------------------------
const server = spawn(process.execPath, [join(web, "serve.mjs")], { env: { ...process.env, PORT: "0" }, stdio: ["ignore", "pipe", "inherit"] });
const url = await new Promise((resolve, reject) => {
  server.stdout.once("data", (data) => resolve(String(data).trim()));
  server.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
});
if (!/^http:\/\/localhost:\d+\/$/.test(url)) fail(`the server printed ${JSON.stringify(url)}, not http://localhost:PORT/`);

const profile = mkdtempSync(join(tmpdir(), "chess-attacks-web-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  viewport: { width: 1500, height: 780 },
});
try {
  await run(await context.newPage());
} catch (error) {
  fail(`the test itself failed: ${error.stack ?? error}`);
} finally {
  await context.close();
  server.kill();
  rmSync(profile, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed`);
  process.exit(1);
}
console.log("\nbrowser test: every check passed");

async function run(page) {
  const consoleErrors = [];
  page.on("console", (message) => { if (message.type() === "error") consoleErrors.push(message.text()); });
  page.on("pageerror", (error) => consoleErrors.push(`uncaught: ${error.message}`));
  page.on("requestfailed", (request) => consoleErrors.push(`request failed: ${request.url()}`));
  // Nothing but the local server: the page must work without a network.
  await page.route((requested) => !requested.href.startsWith(url), (route) => {
    consoleErrors.push(`request outside the server: ${route.request().url()}`);
    return route.abort();
  });

  const started = Date.now();
  await page.goto(url);
  await page.waitForSelector("body[data-ready='1']", { timeout: 20000 });
  const moduleBytes = statSync(join(web, "www/chess_attacks_web.wasm")).size;
  const shownBytes = Number(await page.getAttribute("#module", "data-bytes"));
  if (shownBytes !== moduleBytes) fail(`the page shows ${shownBytes} module bytes, the file has ${moduleBytes}`);
  console.log(`loaded in ${Date.now() - started} ms; module ${moduleBytes} bytes`);

  // Reads what the page marks: for each kind, the squares with its class; and the legal moves listed.
  const marks = () => page.evaluate((kinds) => {
    const result = {};
    for (const [key, mark] of kinds) {
      result[key] = [...document.querySelectorAll(`#board .sq.${mark}`)].map((square) => square.dataset.square).sort().join(" ");
      result[`hex-${key}`] = document.getElementById(`hex-${key}`).textContent;
    }
    result.moves_listed = [...document.querySelectorAll("#moves button[data-move]")].map((button) => button.dataset.move).sort();
    return result;
  }, MARKS);
  const compare = (label, expected, shown) => {
    for (const [key] of MARKS) {
      if (shown[key] !== squares(expected[key])) {
        fail(`${label}: ${key} marks [${shown[key]}], the crate says [${squares(expected[key])}]`);
      }
      const hex = `0x${BigInt(expected[key]).toString(16).padStart(16, "0")}`;
      if (shown[`hex-${key}`] !== hex) fail(`${label}: ${key} shows ${shown[`hex-${key}`]}, the crate says ${hex}`);
    }
    if (shown.moves_listed.join(" ") !== expected.legalMoves.join(" ")) {
      fail(`${label}: legal moves listed [${shown.moves_listed}], the generator says [${expected.legalMoves}]`);
    }
  };
  // The tool chosen last: choosing it again would cost a round trip per pick.
  let chosen = "pick";
  const tool = async (value) => {
    if (value !== chosen) await page.check(`input[name=tool][value="${value}"]`);
    chosen = value;
  };
  const pick = async (a, b) => {
    await tool("pick");
    await page.click(`[data-square=${a}]`);
    await page.click(`[data-square=${b}]`);
  };

  // --- Placing and removing by clicks --------------------------------------------------------------------
  await page.click("#clear");
  for (const [square, piece] of PLACED) {
    await tool(piece);
    await page.click(`[data-square=${square}]`);
  }
  // A piece placed and taken off again by a second click with it, another taken off with Remove.
  await tool("00");
  await page.click("[data-square=a2]");
  if ((await page.inputValue("#fen")).split("/")[6] !== "P3N3") fail("a white pawn placed on a2 does not show in the FEN");
  await page.click("[data-square=a2]");
  await tool("11");
  await page.click("[data-square=b7]");
  await tool("remove");
  await page.click("[data-square=b7]");
  const placedFen = await page.inputValue("#fen");
  if (placedFen !== PLACED_FEN) fail(`after the clicks the FEN is ${placedFen}, not ${PLACED_FEN}`);
  await pick("e2", "e8");
  const placedShown = await marks();
  if (process.env.SCREENSHOT) await page.screenshot({ path: process.env.SCREENSHOT, fullPage: false });

  // --- Random positions against the native answers ------------------------------------------------------
  const lines = runOracle(["positions", String(CASES), String(SEED)]).trim().split("\n");
  const expected = JSON.parse(runOracle(["answers"], [`${PLACED_FEN};e2;e8`, ...lines].join("\n")));
  compare("the position placed by clicks, e2 and e8", expected[0], placedShown);
  const kinds = new Set();
  const compareStart = Date.now();
  for (const answer of expected.slice(1)) {
    await page.fill("#fen", answer.fen);
    await page.press("#fen", "Enter");
    const message = await page.textContent("#fen-message");
    if (message !== "") fail(`${answer.fen}: the page refused it: ${message}`);
    await pick(answer.a, answer.b);
    kinds.add(await page.textContent("#picks").then((text) => text.match(/\((white|black) (\w+)\)/)?.[2]));
    compare(`${answer.fen}, ${answer.a} and ${answer.b}`, answer, await marks());
  }
  for (const kind of ["pawn", "knight", "bishop", "rook", "queen", "king"]) {
    if (!kinds.has(kind)) fail(`no random case picked a ${kind}`);
  }
  console.log(`${expected.length} positions compared with the native answers in ${Date.now() - compareStart} ms`);

  // --- u64 ----------------------------------------------------------------------------------------------
  for (const text of ["0x8100000000000081", "9295429630892703873", "0b1000000100000000000000000000000000000000000000000000000010000001"]) {
    await page.fill("#u64", text);
    const drawn = await page.evaluate(() => [...document.querySelectorAll("#board .sq.u64")].map((s) => s.dataset.square).sort().join(" "));
    if (drawn !== "a1 a8 h1 h8") fail(`u64 ${text} draws [${drawn}], not the four corners`);
    if ((await page.textContent("#u64-message")) !== "") fail(`u64 ${text} got a message`);
  }
  for (const [text, expectedMessage] of [["0x1g", "not a u64"], ["18446744073709551616", "more than 64 bits"], ["-1", "not a u64"]]) {
    await page.fill("#u64", text);
    const message = await page.textContent("#u64-message");
    if (!message.includes(expectedMessage)) fail(`u64 ${text}: the message is "${message}", expected one saying "${expectedMessage}"`);
    if ((await page.$$("#board .sq.u64")).length !== 0) fail(`u64 ${text} still draws squares`);
  }
  await page.fill("#u64", "");

  // --- Bad FEN ------------------------------------------------------------------------------------------
  await page.click("#start");
  for (const [text, expectedMessage] of [
    ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move"],
    ["8/8/8/8 w - - 0 1", "ranks"],
    ["8/8/8/8/8/8/8/8 w - - 0 1", "king"],
    ["", "empty"],
  ]) {
    await page.fill("#fen", text);
    await page.press("#fen", "Enter");
    const message = await page.textContent("#fen-message");
    if (!message.includes(expectedMessage)) fail(`FEN "${text}": the message is "${message}", expected one saying "${expectedMessage}"`);
  }
  if ((await page.$$("#board .sq.white")).length !== 16) fail("a bad FEN changed the board");

  // --- A game against the engine ------------------------------------------------------------------------
  await page.click("#start");
  await page.selectOption("#engine-side", "1");
  await page.check("input[name=limit][value=depth]");
  await page.fill("#depth", "3");
  const gameStart = Date.now();
  let over = "";
  for (let ply = 0; ply < 600; ply++) {
    await page.waitForFunction(() => document.body.dataset.thinking !== "1", null, { timeout: 60000 });
    over = await page.getAttribute("body", "data-over");
    if (over) break;
    const moves = await page.$$eval("#moves button[data-move]:not([disabled])", (buttons) => buttons.map((b) => b.dataset.move));
    if (moves.length === 0) {
      fail("the game is not over, yet no move can be played");
      break;
    }
    await page.click(`#moves button[data-move="${moves[random(moves.length)]}"]`);
  }
  const played = (await page.textContent("#game-log")).replace("Moves: ", "");
  const verdict = JSON.parse(runOracle(["game"], `${START_FEN}\n${played}`));
  const plies = played.split(" ").length;
  if (!verdict.legal) fail(`the game against the engine: ${verdict.error}`);
  else if (!over) fail(`the game against the engine did not end in ${plies} half-moves`);
  else if (verdict.end === null || !over.includes(verdict.end)) fail(`the page says the game ended in "${over}", the oracle says ${verdict.end}`);
  console.log(`a game against the engine at depth 3: ${plies} half-moves, ${over} (${Date.now() - gameStart} ms)`);

  // A search by time: one move, legal.
  await page.click("#start");
  await page.selectOption("#engine-side", "none");
  await page.check("input[name=limit][value=time]");
  await page.fill("#millis", "200");
  await page.click("#engine-move");
  await page.waitForFunction(() => document.body.dataset.thinking === "0" && document.getElementById("game-log").textContent !== "");
  const timed = (await page.textContent("#game-log")).replace("Moves: ", "");
  const timedVerdict = JSON.parse(runOracle(["game"], `${START_FEN}\n${timed}`));
  if (!timedVerdict.legal || timed.split(" ").length !== 1) fail(`a search of 200 ms played "${timed}": ${timedVerdict.error ?? "not one move"}`);

  // --- Speed, for the record: the positions and depths test/speed.mjs times under node, median of 3 -----
  const median = (values) => values.sort((a, b) => a - b)[values.length >> 1];
  const perftRuns = [];
  for (let run = 0; run < 3; run++) {
    await page.click("#start");
    await page.fill("#perft-depth", "5");
    await page.click("#perft");
    await page.waitForSelector("#perft-result[data-nodes]", { timeout: 120000 });
    const perftNodes = Number(await page.getAttribute("#perft-result", "data-nodes"));
    // The published count of perft(5) from the start position.
    if (perftNodes !== 4865609) fail(`perft(5) of the start position counts ${perftNodes}, not 4,865,609`);
    perftRuns.push(Number(await page.getAttribute("#perft-result", "data-ms")));
    await page.evaluate(() => delete document.getElementById("perft-result").dataset.nodes);
  }
  const searchRuns = [];
  let searchNodes = 0;
  await page.check("input[name=limit][value=depth]");
  await page.fill("#depth", "7");
  for (let run = 0; run < 3; run++) {
    // Loading the FEN starts a new game, which clears the engine's table: each run searches the same tree.
    await page.fill("#fen", KIWIPETE);
    await page.press("#fen", "Enter");
    await page.evaluate(() => delete document.body.dataset.searchNodes);
    await page.click("#engine-move");
    await page.waitForFunction(() => document.body.dataset.thinking === "0" && document.body.dataset.searchNodes, null, { timeout: 120000 });
    searchNodes = Number(await page.getAttribute("body", "data-search-nodes"));
    searchRuns.push(Number(await page.getAttribute("body", "data-search-ms")));
  }
  const rate = (nodes, ms) => `${(nodes / ms / 1000).toFixed(2)} M nodes/s`;
  const [perftMs, searchMs] = [median(perftRuns), median(searchRuns)];
  console.log(`in Chromium ${context.browser()?.version() ?? ""}: perft(5) of the start position, median of 3 ${perftMs.toFixed(0)} ms, ` +
    `${rate(4865609, perftMs)}; search of Kiwipete to depth 7, ${searchNodes} nodes, median of 3 ${searchMs.toFixed(0)} ms, ${rate(searchNodes, searchMs)}`);

  if (consoleErrors.length > 0) fail(`console errors: ${consoleErrors.join("; ")}`);
}
