// Serves web/www on localhost and prints its address: a static server with no dependency but node, so the
// page works without a network (everything it loads is in web/www). PORT chooses the port (default 8045;
// 0 lets the system choose); a port in use is an error that says so.
//
//   node web/serve.mjs
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(fileURLToPath(new URL(".", import.meta.url)), "www");
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".png": "image/png",
};

const server = createServer(async (request, response) => {
  const path = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
  const file = normalize(join(root, path.endsWith("/") ? `${path}index.html` : path));
  // Nothing outside www/, whatever the path says.
  if (!file.startsWith(root + sep) || !TYPES[extname(file)]) {
    response.writeHead(404).end("not found");
    return;
  }
  try {
    const body = await readFile(file);
    response.writeHead(200, { "content-type": TYPES[extname(file)], "cache-control": "no-store" }).end(body);
  } catch {
    response.writeHead(404).end("not found");
  }
});

const port = Number(process.env.PORT ?? 8045);
server.on("error", (error) => {
  console.error(error.code === "EADDRINUSE" ? `port ${port} is in use: set PORT to another, or 0 for any free one` : String(error));
  process.exit(1);
});
server.listen(port, "127.0.0.1", () => {
  console.log(`http://localhost:${server.address().port}/`);
});
