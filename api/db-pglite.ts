/** Embedded PGlite (no DATABASE_URL): the folder's lock and the opener behind api/db.ts's openDb. */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Db, Queryable } from "./db-types.ts";

/** PGlite has no locking of its own: two processes on one folder would corrupt it, so we take a lock file. */
function lockFolder(dataDir: string): () => void {
  const path = `${dataDir.replace(/\/+$/, "")}.lock`;
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(path, "utf8"));
      if (pid && pid !== process.pid && alive(pid))
        throw new Error(`The PGlite folder ${dataDir} is in use by process ${pid}; stop it first, or set DATABASE_URL.`);
      rmSync(path, { force: true }); // left behind by a process that died
    }
  }
  throw new Error(`Could not lock the PGlite folder ${dataDir}; remove ${path} if no API is running.`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** PGlite in this process on `dataDir`, locked against a second process. */
export async function openPglite(dataDir: string): Promise<Db> {
  const unlock = lockFolder(dataDir);
  let lite: PGlite;
  try {
    lite = await PGlite.create(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  const query = async <T,>(text: string, params?: unknown[]) => (await lite.query<T>(text, params)).rows;
  const transaction = <T,>(fn: (tx: Queryable) => Promise<T>) =>
    lite.transaction((tx) => fn({ query: async <R,>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows, exec: async (sql) => void (await tx.exec(sql)) }));
  const exec = async (sql: string) => void (await lite.exec(sql));
  const close = async () => {
    await lite.close();
    unlock();
  };
  // PGlite runs in this process: there is no connection to lose.
  return { kind: "pglite" as const, query, exec, transaction, useLog: () => {}, close };
}
