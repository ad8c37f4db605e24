// The page in Firefox, a lighter check than test/browser.mjs: playwright-core drives only the Firefox it
// patches itself, which is a download, so this speaks WebDriver BiDi, Firefox's own remote protocol, to the
// system's Firefox (Debian's firefox-esr) over node's WebSocket. It loads the page, checks that no console
// error is logged, picks e2 and e4 of the start position by clicks and compares the marks with the crate's
// answers written out here, plays a move against the engine in its worker, types a bad u64 into the
// workbench and a bad FEN, and asks the engine to move on an empty board, which is no position.
//
//   node --experimental-websocket web/test/firefox.mjs     # node 20; newer nodes need no flag
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const web = fileURLToPath(new URL("..", import.meta.url));
const firefox = process.env.FIREFOX ?? "/usr/bin/firefox-esr";
const failures = [];
const fail = (message) => {
  failures.push(message);
  console.error(`FAIL: ${message}`);
};

const server = spawn(process.execPath, [join(web, "serve.mjs")], { env: { ...process.env, PORT: "0" }, stdio: ["ignore", "pipe", "inherit"] });
const url = await new Promise((resolve) => server.stdout.once("data", (data) => resolve(String(data).trim())));
const profile = mkdtempSync(join(tmpdir(), "chess-attacks-firefox-"));
const browser = spawn(firefox, ["--headless", "--remote-debugging-port=0", "--profile", profile, "--no-remote"], { stdio: ["ignore", "ignore", "pipe"] });
let version = "";
const endpoint = await new Promise((resolve, reject) => {
  let text = "";
  browser.stderr.on("data", (data) => {
    text += data;
    const found = text.match(/WebDriver BiDi listening on (ws:\/\/\S+)/);
    if (found) resolve(found[1]);
  });
  browser.once("exit", (code) => reject(new Error(`${firefox} exited with ${code}: ${text}`)));
});

const socket = new WebSocket(`${endpoint}/session`);
await new Promise((resolve, reject) => { socket.onopen = resolve; socket.onerror = reject; });
let nextId = 0;
const waiting = new Map();
const consoleErrors = [];
socket.onmessage = ({ data }) => {
  const message = JSON.parse(data);
  if (message.id !== undefined) {
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  } else if (message.method === "log.entryAdded" && message.params.level === "error") {
    consoleErrors.push(message.params.text);
  }
};
const send = (method, params) => new Promise((resolve, reject) => {
  const id = ++nextId;
  waiting.set(id, (message) => (message.type === "error" ? reject(new Error(`${method}: ${message.message}`)) : resolve(message.result)));
  socket.send(JSON.stringify({ id, method, params }));
});

try {
  const session = await send("session.new", { capabilities: {} });
  version = `${session.capabilities.browserName} ${session.capabilities.browserVersion}`;
  await send("session.subscribe", { events: ["log.entryAdded"] });
  const { contexts } = await send("browsingContext.getTree", {});
  const context = contexts[0].context;
  await send("browsingContext.navigate", { context, url, wait: "complete" });
  // Runs an async function's body in the page and returns its JSON answer.
  const evaluate = async (body) => {
    const { result, exceptionDetails } = await send("script.evaluate", {
      expression: `(async () => JSON.stringify(await (async () => { ${body} })()))()`,
      target: { context },
      awaitPromise: true,
    });
    if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.text}`);
    return JSON.parse(result.value);
  };
  const answers = await evaluate(`
    const until = async (test) => { for (let i = 0; i < 600 && !test(); i++) await new Promise((r) => setTimeout(r, 50)); return test(); };
    if (!(await until(() => document.body.dataset.ready === "1"))) return { ready: false };
    const marked = (mark) => [...document.querySelectorAll("#board .sq." + mark)].map((s) => s.dataset.square).sort().join(" ");
    document.querySelector("[data-square=e2]").click();
    document.querySelector("[data-square=e4]").click();
    const picked = { attack: marked("attack"), move: marked("move"), between: marked("between"), ray: marked("ray") };
    const u64 = document.getElementById("a-hex");
    u64.value = "0x1g";
    u64.dispatchEvent(new Event("input"));
    const u64Message = document.getElementById("a-message").textContent;
    const fen = document.getElementById("fen");
    fen.value = "8/8/8/8 w - - 0 1";
    document.getElementById("load-fen").click();
    const fenMessage = document.getElementById("fen-message").textContent;
    document.getElementById("clear").click();
    document.getElementById("engine-move").click();
    const noPosition = document.getElementById("engine").textContent;
    document.getElementById("start").click();
    document.getElementById("depth").value = "3";
    document.querySelector("#moves button[data-move=e2e4]").click();
    const replied = await until(() => document.body.dataset.thinking === "0" && document.getElementById("game-log").dataset.uci.split(" ").length === 2);
    return { ready: true, bytes: document.getElementById("module").dataset.bytes, picked, u64Message, fenMessage, noPosition, replied,
      log: document.getElementById("game-log").textContent };
  `);
  if (!answers.ready) throw new Error("the page did not get ready");
  // The crate's answers for the white pawn on e2 of the start position, and for the squares e2 and e4.
  const expected = { attack: "d3 f3", move: "e3 e4", between: "e3", ray: "e3 e4 e5 e6 e7 e8" };
  for (const [key, squares] of Object.entries(expected)) {
    if (answers.picked[key] !== squares) fail(`${key} marks [${answers.picked[key]}], the crate says [${squares}]`);
  }
  if (!answers.u64Message.includes("not a u64")) fail(`a bad u64 got "${answers.u64Message}"`);
  if (!answers.fenMessage.includes("ranks")) fail(`a bad FEN got "${answers.fenMessage}"`);
  if (answers.noPosition !== "No move: the board is not a position the generator accepts.") {
    fail(`"Engine moves now" on an empty board: the page says "${answers.noPosition}"`);
  }
  if (!answers.replied) fail(`the engine did not answer e2e4: ${answers.log}`);
  console.log(`${version}: module ${answers.bytes} bytes; ${answers.log}`);
} catch (error) {
  fail(String(error.stack ?? error));
} finally {
  socket.close();
  browser.kill();
  server.kill();
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(profile, { recursive: true, force: true });
}
if (consoleErrors.length > 0) fail(`console errors: ${consoleErrors.join("; ")}`);
if (failures.length > 0) process.exit(1);
console.log("firefox test: every check passed");
