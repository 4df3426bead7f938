/** What a database handle offers, below api/db.ts and api/db-pglite.ts, which both open one. */

/** What a query runs on: the database itself, or one transaction's connection. */
export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (a migration file). */
  exec(sql: string): Promise<void>;
}

/** Where connection errors outside any request are logged (a Fastify logger once the app exists). */
export interface DbLog {
  warn(fields: { err: Error }, message: string): void;
}

export interface Db extends Queryable {
  kind: "postgres" | "pglite";
  /** Logs connection errors to `log` from now on, instead of to stderr (buildApp hands it the app's log). */
  useLog(log: DbLog): void;
  /** Runs fn on one connection inside BEGIN … COMMIT; a throw rolls everything back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
