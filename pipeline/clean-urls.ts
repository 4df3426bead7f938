/**
 * Clean-URL rules of firebase.json (`cleanUrls: true, trailingSlash: false`) in one place: the file a
 * route is written to, the redirects, and how the static server turns a raw request path into a file.
 */
import { posix } from "node:path";

/** The file a path is served from with clean URLs: / → index.html, /pricing → pricing.html. */
export const fileFor = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}.html`);

/** What a raw request path resolves to: a 400, a 404, a same-origin redirect, or files to try in order. */
export type Resolution =
  | { status: 400 | 404 }
  | { status: 301; location: string }
  | { status: 200; path: string; candidates: string[] };

// Characters that may stand as themselves in a Location path or query; everything else is
// percent-encoded, so a backslash, tab or non-Latin-1 character can neither throw nor turn the
// redirect into another origin (browsers read "/\host" and "/<tab>/host" as "//host").
const plain = /[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]/;
const control = /[\u0000-\u001f\u007f]/;

/** Percent-encodes every character outside the plain set, keeping existing escapes as they are. */
function escape(raw: string): string {
  return Array.from(raw, (char) => (plain.test(char) ? char : encodeURIComponent(char))).join("");
}

/** A redirect to `encodedPath` that can only stay on our origin: one leading slash, plain characters. */
export function sameOriginLocation(encodedPath: string, search: string): string {
  const path = `/${escape(encodedPath).replace(/^[/\\]+/, "")}`;
  const location = path + escape(search);
  const origin = "http://origin.invalid";
  if (new URL(location, origin).origin !== origin) throw new Error(`Redirect to "${location}" would leave the site; refuse the path.`);
  return location;
}

function decode(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/**
 * Resolves a raw request target (path and query, still percent-encoded) the way Firebase Hosting does
 * with our rules. Decoding happens once, here; redirects are built from the encoded form.
 */
export function resolveRequest(target: string): Resolution {
  const queryAt = target.indexOf("?");
  const encoded = queryAt < 0 ? target : target.slice(0, queryAt);
  const search = queryAt < 0 ? "" : target.slice(queryAt);
  const decoded = encoded.startsWith("/") ? decode(encoded) : undefined;
  if (decoded === undefined) return { status: 400 };
  // No file name holds a control character; "/%00" or "/%0A" must not reach the file system.
  if (control.test(decoded)) return { status: 404 };
  if (decoded.split(/[/\\]/).includes("..")) return { status: 404 };
  if (encoded.length > 1 && encoded.endsWith("/")) return redirect(encoded.replace(/\/+$/, ""), search);
  if (encoded.endsWith(".html")) return redirect(encoded.replace(/(index)?\.html$/, ""), search);
  if (decoded.endsWith(".html")) return { status: 404 };
  const path = posix.normalize(decoded);
  if (path !== decoded) return { status: 404 };
  return { status: 200, path, candidates: path === "/" ? ["index.html"] : [path.slice(1), fileFor(path)] };
}

function redirect(encodedPath: string, search: string): Resolution {
  try {
    return { status: 301, location: sameOriginLocation(encodedPath, search) };
  } catch {
    return { status: 400 };
  }
}
