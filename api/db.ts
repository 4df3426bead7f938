/** One query(text, params) over PostgreSQL (pg Pool) or embedded PGlite, migrated on open. */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import pg from "pg";
import { openPglite } from "./db-pglite.ts";

import type { Db, DbLog, Queryable } from "./db-types.ts";
export type { Db, DbLog, Queryable };

/** The database cannot be reached right now; the API answers 503 and retries on the next request. */
export class DatabaseUnavailable extends Error {
  statusCode = 503;
}

export interface DbOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** Told about connection errors that happen outside any request (e.g. the server restarted). */
  onError?: (error: Error) => void;
  poolSize?: number;
}

const MIGRATIONS = join(dirname(new URL(import.meta.url).pathname), "migrations");
// Connection exception, insufficient resources, operator intervention (shutdown, statement timeout).
const UNAVAILABLE_SQLSTATE = /^(08|53|57)/;
const UNAVAILABLE_MESSAGE = /connection terminated|connection ended|timeout exceeded|query read timeout|not queryable|connection error/i;

/** True for errors that mean "the database is not there", as opposed to a bad query. */
export function isUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || /^E[A-Z]+$/.test(code))) return true;
  return typeof message === "string" && UNAVAILABLE_MESSAGE.test(message);
}

/** Opens the database named by the options and applies any migration not yet applied. */
export async function openDb(options: DbOptions): Promise<Db> {
  const db = options.databaseUrl ? await openPostgres(options) : await openPglite(options.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

function migrations(): { name: string; sql: string }[] {
  return readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(MIGRATIONS, name), "utf8") }));
}

/**
 * Applies the pending migrations in one transaction under a transaction-scoped advisory lock, the
 * bookkeeping table included: replicas starting at once queue on the lock, and the first one in does
 * all the work while the others find nothing left to apply. A failure leaves the schema as it was.
 */
async function migrate(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(727274)");
    await tx.exec("CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
    const applied = new Set((await tx.query<{ name: string }>("SELECT name FROM schema_migrations")).map((r) => r.name));
    for (const { name, sql } of migrations()) {
      if (applied.has(name)) continue;
      await tx.exec(sql);
      await tx.query("INSERT INTO schema_migrations (name) VALUES ($1)", [name]);
    }
  });
}

/** The error to throw for a failed call: DatabaseUnavailable when the database is not there. */
const unavailable = (error: unknown) => (isUnavailable(error) ? new DatabaseUnavailable("Database unavailable.", { cause: error }) : error);

async function openPostgres(options: DbOptions): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl!,
    max: options.poolSize ?? 5,
    connectionTimeoutMillis: 3_000, // fail fast with 503 during an outage instead of queueing forever
    idleTimeoutMillis: 30_000,
    statement_timeout: 5_000,
    query_timeout: 6_000,
  });
  // Without this listener an idle client losing its connection (a database restart) crashes the process.
  let log: DbLog = { warn: ({ err }) => console.error(`Database connection error: ${err.message}`) };
  pool.on("error", (error) => {
    log.warn({ err: error }, "database connection lost; requests get 503 until it is back");
    options.onError?.(error);
  });
  return {
    kind: "postgres",
    query: namedQueries(pool),
    exec: async (sql) => void (await pool.query(sql)),
    transaction: (fn) => poolTransaction(pool, fn),
    useLog: (next) => void (log = next),
    close: () => pool.end(),
  };
}

/** Queries as named statements: each is parsed and planned once per connection instead of on every call. */
function namedQueries(pool: pg.Pool): Db["query"] {
  const names = new Map<string, string>();
  return async <T,>(text: string, params?: unknown[]): Promise<T[]> => {
    if (!names.has(text)) names.set(text, `api_${names.size}`);
    try {
      return (await pool.query({ name: names.get(text), text, values: params })).rows as T[];
    } catch (error) {
      throw unavailable(error);
    }
  };
}

async function poolTransaction<T>(pool: pg.Pool, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw unavailable(error);
  }
  const tx: Queryable = {
    query: async <R,>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[],
    exec: async (sql: string) => void (await client.query(sql)),
  };
  try {
    await client.query("BEGIN");
    const result = await fn(tx);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw unavailable(error);
  } finally {
    client.release();
  }
}
