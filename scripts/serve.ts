/**
 * Serves dist/ the way Firebase Hosting does with our firebase.json: clean URLs, no trailing slash,
 * 404.html for unknown paths, gzip, and the same headers. Used by `npm start`, the browser tests
 * and the benchmarks, so what is tested is what deploys.
 *
 * Why not superstatic (Firebase Hosting's engine, in node_modules via firebase-tools), tried against the
 * same firebase.json (issue 23): serve.test.ts passes, but serve-hostile.test.ts fails 8 of 9 — `/%`
 * throws URIError (500), an 8,000-character path throws ENAMETOOLONG (500), `/%E2%82%AC/` is
 * 404 instead of a 301 to `/%E2%82%AC`, a 404 under /assets/ keeps `immutable`, and requests Node's parser
 * refuses (`/pricing/?q=é`, a raw tab) get 400s without the security headers.
 */
import { readFile, stat } from "node:fs/promises";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import { extname, join } from "node:path";
import type { Duplex } from "node:stream";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { resolveRequest } from "../pipeline/clean-urls.ts";
import { headerMatcher, readHosting } from "../pipeline/hosting.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json; charset=utf-8",
};
const compressible = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json"]);

export interface ServeOptions {
  dir?: string;
  /**
   * Origins added to the CSP's connect-src, for local API and Auth emulator origins that
   * production's firebase.json does not (and must not) allow.
   */
  connectSrc?: string[];
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** The file that answers a resolved path: the first candidate on disk, else 404.html. */
async function fileAt(dir: string, candidates: string[]): Promise<{ file: string; status: 200 | 404 }> {
  for (const candidate of candidates) if (await isFile(join(dir, candidate))) return { file: candidate, status: 200 };
  return { file: "404.html", status: 404 };
}

function withConnectSrc(headers: Record<string, string>, origins: string[]): Record<string, string> {
  const csp = headers["Content-Security-Policy"];
  if (!csp || origins.length === 0) return headers;
  return { ...headers, "Content-Security-Policy": csp.replace("connect-src", `connect-src ${origins.join(" ")}`) };
}

/** A server for dist/; call .listen() on it. */
export async function createStaticServer(options: ServeOptions = {}): Promise<Server> {
  const dir = options.dir ?? join(root, "dist");
  const headersFor = headerMatcher((await readHosting(join(root, "firebase.json"))).headers);
  const gzipped = new Map<string, Buffer>();
  // Security headers go on every answer; only a 200 may keep a long-lived (immutable) cache.
  const headersOf = (path: string, status: number) => {
    const headers = withConnectSrc(headersFor(path), options.connectSrc ?? []);
    return status === 200 ? headers : { ...headers, "Cache-Control": "no-cache" };
  };
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const target = request.url ?? "/";
    const rawPath = target.split("?")[0]!;
    const bare = (status: number, extra: Record<string, string> = {}) =>
      response.writeHead(status, { ...headersOf(rawPath, status), ...extra }).end();
    if (request.method !== "GET" && request.method !== "HEAD") return bare(405, { allow: "GET, HEAD" });
    const resolved = resolveRequest(target);
    if (resolved.status === 400) return bare(400);
    if (resolved.status === 301) return bare(301, { location: resolved.location });
    const { file, status } = resolved.status === 200 ? await fileAt(dir, resolved.candidates) : { file: "404.html", status: 404 };
    const ext = extname(file);
    let body: Buffer = await readFile(join(dir, file));
    const gzip = compressible.has(ext) && /\bgzip\b/.test(String(request.headers["accept-encoding"]));
    if (gzip) {
      const key = file + body.length;
      body = gzipped.get(key) ?? gzipped.set(key, gzipSync(body)).get(key)!;
    }
    response.writeHead(status, {
      ...headersOf(resolved.status === 200 ? resolved.path : rawPath, status),
      "content-type": types[ext] ?? "application/octet-stream",
      "content-length": body.length,
      vary: "Accept-Encoding",
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    });
    response.end(request.method === "HEAD" ? undefined : body);
  };
  const server = createServer((request, response) => {
    // No request may end the process: anything unexpected becomes a 500 with the usual headers.
    answer(request, response).catch((error: unknown) => {
      console.error(`Static server failed on ${JSON.stringify(request.url)}:`, error);
      if (response.headersSent) return void response.destroy();
      response.writeHead(500, headersOf("/", 500)).end();
    });
  });
  // Node's parser refuses some requests itself (a raw tab or non-ASCII byte in the path, an overlong
  // header); its default answer has no security headers, so this one writes them.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return void socket.destroy();
    const [status, reason] = error.code === "HPE_HEADER_OVERFLOW" ? [431, "Request Header Fields Too Large"] : [400, "Bad Request"];
    const lines = Object.entries({ ...headersOf("/", status), "Content-Length": "0", Connection: "close" }).map(([key, value]) => `${key}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${lines.join("")}\r\n`);
  });
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 5000);
  const server = await createStaticServer({ connectSrc: (process.env.CONNECT_SRC ?? "").split(",").filter(Boolean) });
  server.listen(port, "127.0.0.1", () => console.log(`Site: http://127.0.0.1:${port}`));
}
