import { readFile } from "node:fs/promises";
import type { BuildConfig } from "./config.ts";
import { prepaintHash } from "./prepaint.ts";

/** One header rule of firebase.json's hosting.headers: a glob `source` or a `regex`. */
export interface HeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}

/** The hosting part of firebase.json that the build and the static server read. */
export interface HostingConfig {
  public: string;
  cleanUrls: boolean;
  trailingSlash: boolean;
  headers: HeaderRule[];
}

// Firebase Hosting compiles `regex` with RE2, which has no lookaround or backreference: such a rule
// works here and fails on deploy, so it is refused here first.
const notRe2 = /\(\?<?[=!]|\\[1-9]/;

/** Reads hosting settings from a firebase.json path, refusing header regexes Firebase's RE2 cannot run. */
export async function readHosting(firebaseJson: string): Promise<HostingConfig> {
  const hosting = (JSON.parse(await readFile(firebaseJson, "utf8")) as { hosting: HostingConfig }).hosting;
  const bad = hosting.headers.find((rule) => rule.regex && notRe2.test(rule.regex));
  if (bad) throw new Error(`${firebaseJson}: header regex "${bad.regex}" uses a lookaround or backreference, which Firebase Hosting's RE2 rejects; use a glob "source" or a plain regex.`);
  return hosting;
}

/** Firebase's glob subset we use: `**` spans folders, `*` stays within one. */
function globToRegExp(glob: string): RegExp {
  const body = glob
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replace(/\*\*/g, "\u0000")
    .replace(/\*/g, "[^/]*")
    .replace(/\u0000/g, ".*");
  // The "s" flag: a path holding an encoded line break must still match "**" and get the security headers.
  return new RegExp(`^${body.startsWith("/") || body.startsWith(".*") ? body : `/${body}`}$`, "s");
}

/** Compiles the rules once; the result gives the headers Firebase Hosting would send for a path (later rules win). */
export function headerMatcher(rules: HeaderRule[]): (path: string) => Record<string, string> {
  const compiled = rules.map((rule) => ({
    pattern: rule.regex ? new RegExp(rule.regex, "s") : globToRegExp(rule.source ?? ""),
    headers: rule.headers,
  }));
  return (path) => {
    const headers: Record<string, string> = {};
    for (const { pattern, headers: set } of compiled) {
      if (pattern.test(path)) for (const { key, value } of set) headers[key] = value;
    }
    return headers;
  };
}

/** Fails the build when firebase.json's CSP would block the pre-paint script or our production API. */
export async function checkCsp(firebaseJson: string, config: BuildConfig): Promise<void> {
  const csp = headerMatcher((await readHosting(firebaseJson)).headers)("/")["Content-Security-Policy"] ?? "";
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  if (!scriptSrc.includes(prepaintHash)) {
    throw new Error(`firebase.json's Content-Security-Policy lacks ${prepaintHash} for pipeline/prepaint.ts; put it in script-src in place of the old hash.`);
  }
  const connectSrc = /connect-src ([^;]*)/.exec(csp)?.[1] ?? "";
  const apiOrigin = new URL(config.apiUrl).origin;
  if (config.production && !connectSrc.split(" ").includes(apiOrigin)) {
    throw new Error(`firebase.json's connect-src does not allow the API at ${apiOrigin}; add it.`);
  }
}
