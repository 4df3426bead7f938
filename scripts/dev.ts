/**
 * `npm run dev`: builds the site, serves it as `npm start` does (with the API and the Auth emulator
 * beside it), watches content/, templates/ and client/, and pushes each rebuild to the open pages:
 * a Markdown edit re-renders only its pages, a stylesheet edit swaps the stylesheet in place, anything
 * else rebuilds and reloads. A build error is printed and shown in the pages until the file is fixed.
 * Usage: npm run dev [-- --content DIR --dist DIR --port N --site-only]
 */
import { type ChildProcess, fork } from "node:child_process";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { defaultConfig } from "../client/config.ts";
import { siteConfigFromEnv } from "../pipeline/config.ts";
import { createDevServer } from "./dev/server.ts";
import type { RenderRequest, RenderResult } from "./dev/renderer.ts";
import { type Changes, watchFolders } from "./dev/watch.ts";
import { processGroup, startBackend } from "./stack.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values: args } = parseArgs({
  options: {
    content: { type: "string", default: join(root, "content") },
    dist: { type: "string", default: join(root, "dist") },
    port: { type: "string", default: process.env.SITE_PORT ?? "5000" },
    // The site alone, for tests and the benchmark: no API, no Auth emulator.
    "site-only": { type: "boolean", default: false },
  },
});
const contentDir = resolve(args.content);
const config = siteConfigFromEnv(process.env);
const emulatorHost = new URL(config.authEmulatorUrl || defaultConfig.authEmulatorUrl).host;
const log = (line: string) => console.log(`[dev] ${line}`);

let renderer: ChildProcess;
/** A fresh renderer process: the only way to see edited TypeScript, which ESM caches per process. */
async function startRenderer(): Promise<void> {
  renderer?.kill();
  renderer = fork(fileURLToPath(new URL("./dev/renderer.ts", import.meta.url)), [contentDir, resolve(args.dist)]);
  await new Promise((done) => renderer.once("message", done));
}
function render(request: RenderRequest): Promise<RenderResult> {
  const child = renderer;
  return new Promise((done) => {
    const died = () => done({ ok: false, error: "The renderer stopped (see the terminal above); fix the file and save it again." });
    child.once("exit", died);
    child.once("message", (result: RenderResult) => (child.off("exit", died), done(result)));
    child.send(request);
  });
}

const started = performance.now();
const rendererReady = startRenderer().then(() => render({ kind: "all" }));
const { server, send } = await createDevServer({ dir: resolve(args.dist), connectSrc: [config.apiUrl, config.authEmulatorUrl].filter(Boolean) });
const group = processGroup(() => (renderer.kill(), server.close()));
let broken = false;

function report(result: RenderResult, what: string, onlyStyle = false): void {
  if (!result.ok) {
    broken = true;
    console.error(`[dev] ✗ ${result.error}`);
    return send({ error: result.error });
  }
  if (broken) (broken = false), send({ clear: true }), log("✓ fixed");
  log(`${what} → ${result.routes.join(", ")} in ${result.ms} ms`);
  send(onlyStyle ? { css: result.css } : { reload: result.routes });
}

/** The rebuild a batch of edits needs: the widest kind among them wins. */
async function rebuild({ kinds, copyFiles }: Changes): Promise<void> {
  const what = [...copyFiles, ...[...kinds].filter((kind) => kind !== "copy")].join(", ");
  if (kinds.has("code")) {
    await startRenderer();
    return report(await render({ kind: "all" }), what);
  }
  const copyOnly = kinds.size === 1 && kinds.has("copy");
  const result = await render(copyOnly ? { kind: "copy", files: copyFiles } : { kind: "all" });
  report(result, what, kinds.size === 1 && kinds.has("style") && result.ok);
}

// Edits made while a rebuild runs are merged and handled after it, never two at once.
let running: Promise<void> = Promise.resolve();
let queued: Changes | null = null;
function schedule(changes: Changes): void {
  if (queued) {
    changes.kinds.forEach((kind) => queued!.kinds.add(kind));
    return void queued.copyFiles.push(...changes.copyFiles.filter((file) => !queued!.copyFiles.includes(file)));
  }
  queued = changes;
  running = running.then(() => {
    const batch = queued!;
    queued = null;
    return rebuild(batch);
  });
}

await new Promise<void>((done) => server.listen(Number(args.port), "127.0.0.1", done));
const first = await rendererReady;
const sitePort = (server.address() as AddressInfo).port;
report(first, `built in ${Math.round(performance.now() - started)} ms: pages`);
watchFolders({ content: contentDir, templates: join(root, "templates"), client: join(root, "client") }, schedule);
console.log(`\n  Site: http://127.0.0.1:${sitePort}\n  Watching ${contentDir}, templates/ and client/.\n`);
if (!args["site-only"]) {
  await startBackend(group, config, emulatorHost, sitePort);
  if (!group.stopping()) console.log(`  API:           ${config.apiUrl}\n  Auth emulator: http://${emulatorHost}\nPress Ctrl-C to stop.\n`);
}
