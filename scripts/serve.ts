/**
 * Serves dist/ the way Firebase Hosting does with our firebase.json: clean URLs, no trailing slash,
 * 404.html for unknown paths, gzip, and the same headers. Used by `npm start`, the browser tests
 * and the benchmarks, so what is tested is what deploys.
 */
import { readFile, stat } from "node:fs/promises";
import { type Server, createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { headerMatcher, readHosting } from "../templates/headers.ts";

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

/** Which file answers a request path, or a redirect, following cleanUrls and trailingSlash: false. */
async function resolve(dir: string, path: string): Promise<{ file: string; status: number } | { redirect: string }> {
  if (path.length > 1 && path.endsWith("/")) return { redirect: path.replace(/\/+$/, "") || "/" };
  if (path.endsWith(".html")) return { redirect: path.replace(/(index)?\.html$/, "") || "/" };
  const candidates = path === "/" ? ["index.html"] : [path.slice(1), `${path.slice(1)}.html`];
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
  return createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    let path: string;
    try {
      path = normalize(decodeURIComponent(url.pathname));
    } catch {
      path = "/404";
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    const target = await resolve(dir, path.includes("\0") ? "/404" : path);
    const headers = withConnectSrc(headersFor(path), options.connectSrc ?? []);
    if ("redirect" in target) {
      response.writeHead(301, { ...headers, location: target.redirect + url.search }).end();
      return;
    }
    const ext = extname(target.file);
    let body: Buffer = await readFile(join(dir, target.file));
    const gzip = compressible.has(ext) && /\bgzip\b/.test(String(request.headers["accept-encoding"]));
    if (gzip) {
      const key = target.file + body.length;
      body = gzipped.get(key) ?? gzipped.set(key, gzipSync(body)).get(key)!;
    }
    response.writeHead(target.status, {
      ...headers,
      "content-type": types[ext] ?? "application/octet-stream",
      "content-length": body.length,
      vary: "Accept-Encoding",
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    });
    response.end(request.method === "HEAD" ? undefined : body);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 5000);
  const server = await createStaticServer({ connectSrc: (process.env.CONNECT_SRC ?? "").split(",").filter(Boolean) });
  server.listen(port, "127.0.0.1", () => console.log(`Site: http://127.0.0.1:${port}`));
}
