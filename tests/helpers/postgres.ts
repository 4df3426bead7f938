/**
 * A throwaway PostgreSQL cluster for tests: initdb in a temporary folder, pg_ctl on a free loopback
 * port, with stop()/start()/restart() for outage tests and destroy() at the end.
 * PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` (or `nobody`) user;
 * which binaries, and that user, come from postgres-bin.ts.
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./auth-emulator.ts";
import { postgresBin, runAs, type User } from "./postgres-bin.ts";

export interface Cluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  restart(): Promise<void>;
  destroy(): Promise<void>;
}

let bin: string | undefined;
/** The binaries, looked up on first use. */
const BIN = () => (bin ??= postgresBin());

function run(command: string, args: string[], as: User | undefined, dir: string) {
  const result = spawnSync(join(BIN(), command), args, { ...as, cwd: dir, encoding: "utf8", env: { ...process.env, LC_ALL: "C" } });
  if (result.status !== 0) {
    const log = existsSync(join(dir, "server.log")) ? readFileSync(join(dir, "server.log"), "utf8") : "";
    throw new Error(`${command} ${args.join(" ")} failed: ${result.stderr || result.error?.message}\n${log}`);
  }
}

/** Like run, without blocking the event loop: load generators and servers in this process keep running. */
function runAsync(command: string, args: string[], as: User | undefined, dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(BIN(), command), args, { ...as, cwd: dir, env: { ...process.env, LC_ALL: "C" }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr!.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => { // not "close": the server pg_ctl leaves running may hold inherited pipes
      if (code === 0) return resolve();
      const log = existsSync(join(dir, "server.log")) ? readFileSync(join(dir, "server.log"), "utf8") : "";
      reject(new Error(`${command} ${args.join(" ")} failed: ${stderr}\n${log}`));
    });
  });
}

/**
 * A fresh database in the run's shared cluster (SHARED_POSTGRES, started by scripts/test.ts), when the
 * caller needs neither durability nor to stop the server; otherwise a cluster of its own.
 * Throws naming the remedy when the binaries are missing.
 */
export async function startPostgres(options: { durable?: boolean; own?: boolean } = {}): Promise<Cluster> {
  const shared = process.env.SHARED_POSTGRES;
  if (shared && !options.durable && !options.own) return databaseIn(shared);
  return startCluster(options);
}

/** CREATE DATABASE in a running cluster; destroy() drops it. Stopping the shared server is refused. */
async function databaseIn(adminUrl: string): Promise<Cluster> {
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const refuse = async () => {
    throw new Error("This database lives in the run's shared cluster; call startPostgres({ own: true }) to stop or restart a server.");
  };
  return { url: url.toString(), port: Number(url.port), start: refuse, stop: refuse, restart: refuse, destroy: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Creates and starts a cluster of its own; throws naming the remedy when the binaries are missing.
 * Tests trade durability for speed; durable: true keeps fsync and synchronous commit (the benchmark).
 */
export async function startCluster(options: { durable?: boolean } = {}): Promise<Cluster> {
  BIN(); // throws naming the remedy before any folder is made
  const as = runAs();
  const dir = mkdtempSync(join(tmpdir(), "pg-"));
  chmodSync(dir, 0o700);
  if (as) chownSync(dir, as.uid, as.gid);
  const data = join(dir, "data");
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", ...(options.durable ? [] : ["--no-sync"])], as, dir);
  // The socket lives in our folder, not /run/postgresql, which may not exist or be writable.
  const fast = options.durable ? "" : " -c fsync=off -c synchronous_commit=off -c full_page_writes=off";
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200${fast}`;
  const start = () => runAsync("pg_ctl", ["-D", data, "-o", serverOptions, "-l", join(dir, "server.log"), "-w", "-t", "30", "start"], as, dir);
  const stop = () => runAsync("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"], as, dir);
  const emergency = () => spawnSync(join(BIN(), "pg_ctl"), ["-D", data, "-m", "immediate", "stop"], { ...as, stdio: "ignore" });
  process.once("exit", emergency); // never leave a server behind when a test crashes
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    destroy: async () => {
      process.off("exit", emergency);
      emergency();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
