/**
 * Answers for requests Node's HTTP parser refuses before Fastify sees them (malformed request line or
 * headers, headers too large, a request too slow to arrive): the same `{ "error": … }` shape and
 * nosniff as every other answer. No route ran, so no CORS headers: a browser shows these as network
 * errors, which is what they are. Node answers some cases itself without asking (a request on a socket
 * already being closed); those keep Node's empty answer.
 */
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";

const ANSWERS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, "The request took too long to arrive; send it again."],
  HPE_HEADER_OVERFLOW: [431, "The request headers are too large; send smaller headers."],
};
const MALFORMED: [number, string] = [400, "The request is not valid HTTP/1.1; check its request line and headers."];

export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, sentence] = ANSWERS[error.code ?? ""] ?? MALFORMED;
  const body = JSON.stringify({ error: sentence });
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        "Content-Type: application/json; charset=utf-8",
        `Content-Length: ${Buffer.byteLength(body)}`,
        "X-Content-Type-Options: nosniff",
        "Cache-Control: no-store",
        "Connection: close",
        "",
        body,
      ].join("\r\n"),
    );
  }
  socket.destroy();
}
