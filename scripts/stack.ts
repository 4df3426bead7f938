/**
 * The processes `npm start` and `npm run dev` run beside the site: the Firebase Auth emulator and the
 * API, with prefixed output, and one stop() that ends them all (on Ctrl-C or when any of them exits).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { BuildConfig } from "../pipeline/config.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name: string) => `${root}node_modules/.bin/${name}`;

/** A set of child processes that live and die together; `cleanup` runs (once) before they are killed. */
export function processGroup(cleanup: () => void = () => {}) {
  const children: ChildProcess[] = [];
  let stopping = false;
  const stop = (code = 0) => {
    if (stopping) return;
    stopping = true;
    cleanup();
    for (const child of children) child.kill("SIGTERM");
    setTimeout(() => process.exit(code), 3000).unref();
    Promise.all(children.map((c) => new Promise((done) => (c.exitCode !== null ? done(null) : c.on("exit", done))))).then(
      () => process.exit(code),
    );
  };
  const run = (name: string, command: string, args: string[], env: Record<string, string> = {}) => {
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
  };
  /** Resolves once a URL answers at all; the emulator takes several seconds to start. */
  const ready = async (url: string): Promise<void> => {
    for (;;) {
      if (stopping) return;
      if (await fetch(url).then(() => true, () => false)) return;
      await new Promise((done) => setTimeout(done, 250));
    }
  };
  process.on("SIGINT", () => stop());
  process.on("SIGTERM", () => stop());
  return { run, ready, stop, stopping: () => stopping };
}

/** Starts the Auth emulator and the API in `group`; resolves once both answer. */
export async function startBackend(group: ReturnType<typeof processGroup>, config: BuildConfig, emulatorHost: string, sitePort: number) {
  group.run("auth", bin("firebase"), ["emulators:start", "--only", "auth", "--project", config.firebase.projectId], {
    // The CLI would otherwise try to check for updates over the network.
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
  });
  group.run("api", bin("tsx"), ["api/server.ts"], {
    // The emulator's unsigned tokens are accepted only in an explicit development mode.
    NODE_ENV: "development",
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    FIREBASE_PROJECT_ID: config.firebase.projectId,
    SITE_ORIGINS: `http://127.0.0.1:${sitePort},http://localhost:${sitePort}`,
    // Per-request logs would bury the URLs; LOG_LEVEL=info brings them back.
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  });
  await Promise.all([group.ready(`http://${emulatorHost}/`), group.ready(`${config.apiUrl}/healthz`)]);
}
