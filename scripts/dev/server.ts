/**
 * The dev server: scripts/serve.ts's static server (same clean URLs and headers as `npm start`) plus
 * two dev-only paths, /__dev/client.js and the /__dev/events stream, and the client's script tag in
 * every HTML answer. The tag is an external same-origin script, so the strict CSP holds unchanged.
 */
import { readFile } from "node:fs/promises";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import { type ServeOptions, createStaticServer } from "../serve.ts";

const tag = '<script type="module" src="/__dev/client.js"></script>';
const clientFile = new URL("./client.js", import.meta.url);

/** What the open pages are told: reload these routes, swap the stylesheet, show or clear an error. */
export type DevEvent = { reload: string[] } | { css: string } | { error: string } | { clear: true };

/** Holds each HTML answer back to add the client's tag before </body>, fixing its length. */
function injecting(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (status: number, headers: Record<string, unknown>) => ServerResponse;
  const end = response.end.bind(response) as (body?: Buffer) => ServerResponse;
  let held: [number, Record<string, unknown>] | null = null;
  response.writeHead = ((status: number, headers: Record<string, unknown> = {}) => {
    held = [status, { ...headers }];
    return response;
  }) as typeof response.writeHead;
  response.end = ((body?: Buffer) => {
    if (!held) return end(body);
    const [status, headers] = held;
    if (body && String(headers["content-type"]).startsWith("text/html")) {
      body = Buffer.from(String(body).replace("</body>", `${tag}</body>`));
      headers["content-length"] = body.length;
    }
    return end.call(writeHead(status, headers), body);
  }) as typeof response.end;
}

/** The dev server (call .listen()) and send(), which pushes an event to every open page. */
export async function createDevServer(options: ServeOptions): Promise<{ server: Server; send(event: DevEvent): void }> {
  const statics = await createStaticServer(options);
  const answerStatic = statics.listeners("request")[0] as (request: IncomingMessage, response: ServerResponse) => void;
  const streams = new Set<ServerResponse>();
  // A page opened while the build is broken must show the error too, so the last one is kept.
  let error: DevEvent | null = null;
  const format = (event: DevEvent) => `event: ${Object.keys(event)[0]}\ndata: ${JSON.stringify(Object.values(event)[0])}\n\n`;
  const dev: Record<string, (response: ServerResponse) => void> = {
    "/__dev/client.js": (response) =>
      void readFile(clientFile).then((body) =>
        response.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-cache" }).end(body),
      ),
    "/__dev/events": (response) => {
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
      response.write(error ? format(error) : ": connected\n\n");
      streams.add(response);
      response.on("close", () => streams.delete(response));
    },
  };
  const server = createServer((request, response) => {
    const devAnswer = dev[(request.url ?? "").split("?")[0]!];
    if (devAnswer) return devAnswer(response);
    // Dev answers go uncompressed, so the tag can be added to the HTML as it is.
    delete request.headers["accept-encoding"];
    injecting(response);
    answerStatic(request, response);
  });
  for (const listener of statics.listeners("clientError")) server.on("clientError", listener as () => void);
  server.on("close", () => streams.forEach((stream) => stream.end()));
  const send = (event: DevEvent) => {
    if ("error" in event) error = event;
    if ("clear" in event) error = null;
    for (const stream of streams) stream.write(format(event));
  };
  return { server, send };
}
