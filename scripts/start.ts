/**
 * `npm start`: builds the site, then runs the Firebase Auth emulator, the API and the static site
 * together, prints their URLs, and stops all three on Ctrl-C (or when any of them exits).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { buildSite, writeDist } from "../build.ts";
import { defaultConfig } from "../client/config.ts";
import { siteConfigFromEnv } from "../build/config.ts";
import { createStaticServer } from "./serve.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const sitePort = Number(process.env.SITE_PORT ?? 5000);
const config = siteConfigFromEnv(process.env);
const emulatorHost = new URL(config.authEmulatorUrl || defaultConfig.authEmulatorUrl).host;

const { files } = await buildSite(config);
await writeDist(files);
console.log(`Built ${files.length} files into dist/.`);

const children: ChildProcess[] = [];
let stopping = false;
function run(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = (chunk: Buffer) =>
    String(chunk)
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => `[${name}] ${line}\n`)
      .join("");
  child.stdout?.on("data", (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`[${name}] exited with code ${code}; stopping everything.`);
      stop(1);
    }
  });
  children.push(child);
}

const bin = (name: string) => `${root}node_modules/.bin/${name}`;
run("auth", bin("firebase"), ["emulators:start", "--only", "auth", "--project", config.firebase.projectId], {
  // The CLI would otherwise try to check for updates over the network.
  FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
});
run("api", bin("tsx"), ["api/server.ts"], {
  FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  FIREBASE_PROJECT_ID: config.firebase.projectId,
  SITE_ORIGINS: `http://127.0.0.1:${sitePort},http://localhost:${sitePort}`,
  // Per-request logs would bury the three URLs; LOG_LEVEL=info brings them back.
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
});

const server = await createStaticServer({ connectSrc: [config.apiUrl, config.authEmulatorUrl].filter(Boolean) });
await new Promise<void>((done) => server.listen(sitePort, "127.0.0.1", done));

/** Resolves once a URL answers at all; the emulator takes several seconds to start. */
async function ready(url: string): Promise<void> {
  for (;;) {
    if (stopping) return;
    if (await fetch(url).then(() => true, () => false)) return;
    await new Promise((done) => setTimeout(done, 250));
  }
}
await Promise.all([ready(`http://${emulatorHost}/`), ready(`${config.apiUrl}/healthz`)]);
if (!stopping) {
  console.log(`\nReady.\n  Site:          http://127.0.0.1:${sitePort}`);
  console.log(`  API:           ${config.apiUrl}`);
  console.log(`  Auth emulator: http://${emulatorHost}`);
  console.log("Press Ctrl-C to stop all three.\n");
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  server.close();
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => new Promise((done) => (c.exitCode !== null ? done(null) : c.on("exit", done))))).then(
    () => process.exit(code),
  );
}
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());
