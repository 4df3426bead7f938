/**
 * A throwaway redis-server (Debian's package; npm test installs it, scripts/test/provision.ts) on a free loopback port, nothing saved
 * to disk, with stop()/start() for outage tests: start() brings it back on the same port, empty.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { freePort } from "./auth-emulator.ts";

export interface RedisServer {
  /** redis://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Stops it (SIGTERM, or SIGKILL with { kill: true }) and resolves once it has exited. */
  stop(options?: { kill?: boolean }): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP / SIGCONT: connected but silent, the "slow Redis" case. */
  pause(): void;
  resume(): void;
  destroy(): Promise<void>;
}

/** REDIS_SERVER, else redis-server on the PATH; null when there is none. */
export function findRedisServer(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.REDIS_SERVER) return existsSync(env.REDIS_SERVER) ? env.REDIS_SERVER : null;
  const dirs = (env.PATH ?? "").split(delimiter).filter(Boolean);
  return dirs.map((dir) => join(dir, "redis-server")).find((path) => existsSync(path)) ?? null;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port }, () => socket.write("PING\r\n"));
    socket.once("data", (data) => (socket.destroy(), resolve(data.toString().startsWith("+PONG"))));
    socket.once("error", () => resolve(false));
  });
}

/** Starts redis-server and resolves once it answers PING; throws naming the remedy when it is not installed. */
export async function startRedis(): Promise<RedisServer> {
  const program = findRedisServer();
  if (!program) throw new Error("No redis-server: apt-get install redis-server (npm test does, as root), or set REDIS_SERVER.");
  const bin: string = program; // narrowed for start() below
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "redis-"));
  let child: ChildProcess | null = null;
  let output = "";
  const kill = () => child?.kill("SIGKILL");
  process.once("exit", kill); // never leave a server behind when a test crashes

  async function start() {
    const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir, "--daemonize", "no"];
    child = spawn(bin, args, { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}:\n${output}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async function stop({ kill = false } = {}) {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((r) => running.once("exit", r));
    running.kill("SIGCONT"); // a paused server would never act on SIGTERM
    running.kill(kill ? "SIGKILL" : "SIGTERM");
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    pause: () => void child?.kill("SIGSTOP"),
    resume: () => void child?.kill("SIGCONT"),
    destroy: async () => {
      await stop({ kill: true });
      process.off("exit", kill);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
