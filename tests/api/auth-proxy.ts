/**
 * A loopback proxy in front of the Auth emulator, for the API's side (FIREBASE_AUTH_EMULATOR_HOST):
 * it forwards every request unchanged, records the paths, and can go down (connections refused, as
 * when Google is unreachable) or answer one kind of call with Google's 500 (the call failed there).
 */
import { createServer, request as forward, type Server } from "node:http";
import type { Socket } from "node:net";

export interface AuthProxy {
  /** host:port to put in FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** Paths the API called, in order. */
  seen: string[];
  /** Calls whose path matches this answer 500 INTERNAL_ERROR without reaching the emulator. */
  failing: RegExp | null;
  /** Stops listening and drops every connection: the next call is refused. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startAuthProxy(target: string): Promise<AuthProxy> {
  const [targetHost, targetPort] = target.split(":") as [string, string];
  const sockets = new Set<Socket>();
  const proxy: AuthProxy = { host: "", seen: [], failing: null, down, up, close: down };
  const server: Server = createServer((req, res) => {
    proxy.seen.push(req.url ?? "");
    if (proxy.failing?.test(req.url ?? "")) {
      res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: { code: 500, message: "INTERNAL_ERROR" } }));
      return;
    }
    const upstream = forward({ host: targetHost, port: Number(targetPort), method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  let port = 0;
  async function up() {
    await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
    port = (server.address() as { port: number }).port;
    proxy.host = `127.0.0.1:${port}`;
  }
  async function down() {
    const closed = new Promise((done) => server.close(done));
    for (const socket of sockets) socket.destroy();
    await closed;
  }
  await up();
  return proxy;
}
