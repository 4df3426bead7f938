/**
 * api/server.ts as `npm start` runs it (node --import tsx), in a child process on a free port, for tests
 * that load it, kill it or take its database away. Environment: only what the caller passes, plus PATH.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../helpers/auth-emulator.ts";

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
 */
export async function startApi(env: Record<string, string>, attempts = 3): Promise<ApiProcess> {
  try {
    return await startOnce(env);
  } catch (error) {
    if (attempts > 1 && /EADDRINUSE/.test(String(error))) return startApi(env, attempts - 1);
    throw error;
  }
}

async function startOnce(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "api/server.ts"], {
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
