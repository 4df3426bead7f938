/**
 * The one launcher of api/server.ts as `npm start` runs it (node --import tsx, without the tsx command's
 * own extra process), in a child process on a free port: for tests that load it, kill it, take its
 * database away, or run the whole stack (tests/e2e/stack.ts). Environment: only what the caller passes,
 * plus PATH, so nothing of the shell (a developer's DATABASE_URL) reaches it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "./auth-emulator.ts";

const root = new URL("../..", import.meta.url).pathname;

export interface ApiProcess {
  base: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * Starts the API and resolves once it prints its listening line; rejects with its output if it exits first.
 * A free port can be taken by another process between our probe and the API's listen: then it tries again.
 * env.PORT, when the caller must know the address before the API answers (the site is built with it), is kept.
 */
export async function startApi(env: Record<string, string>, attempts = 3): Promise<ApiProcess> {
  try {
    return await startOnce(env);
  } catch (error) {
    if (attempts > 1 && !env.PORT && /EADDRINUSE/.test(String(error))) return startApi(env, attempts - 1);
    throw error;
  }
}

async function startOnce(env: Record<string, string>): Promise<ApiProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "api/server.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH, LOG_LEVEL: "warn", NODE_ENV: "development", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout!.on("data", (chunk) => (text += chunk));
  child.stderr!.on("data", (chunk) => (text += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const kill = () => child.kill("SIGKILL");
  process.once("exit", kill);
  void exited.then(() => process.off("exit", kill));
  const deadline = Date.now() + 180_000; // tsx compiles server.ts's graph: minutes when suites run side by side on a busy machine
  while (!text.includes("API listening on")) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`api/server.ts did not start:\n${text}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return { base: `http://127.0.0.1:${port}`, child, output: () => text, exited };
}
