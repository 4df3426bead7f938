/**
 * Erasure (GDPR Art. 17): every row of one account, in every table, in one transaction.
 *
 * ACCOUNT_TABLES is the one list of where an account's rows live. A table added later with a `uid` or
 * `email_key` column and not listed here makes every erasure refuse (uncoveredTables), and the
 * lifecycle test fails, so a new table cannot silently keep the data of deleted accounts.
 */
import type { Db, Queryable } from "../db.ts";
import { emailKey } from "./email.ts";

/** A table holding rows of an account, and the column naming the account in it. */
export interface AccountTable {
  table: string;
  by: "uid" | "email_key";
}

/** Children first, so no foreign key ever points at a deleted row mid-transaction. */
export const ACCOUNT_TABLES: AccountTable[] = [
  { table: "directives", by: "uid" },
  { table: "checkouts", by: "uid" },
  { table: "subscription_history", by: "uid" },
  { table: "subscriptions", by: "uid" },
  { table: "alpha_applications", by: "email_key" },
  { table: "accounts", by: "uid" },
];

const IDENTIFYING = ["uid", "email_key"];

/** Tables that identify accounts (a uid or email_key column) but are missing from ACCOUNT_TABLES. */
export async function uncoveredTables(db: Queryable, tables = ACCOUNT_TABLES): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `SELECT DISTINCT table_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name = ANY($1::text[]) ORDER BY table_name`,
    [IDENTIFYING],
  );
  const listed = new Set(tables.map((t) => t.table));
  return rows.map((r) => r.table_name).filter((name) => !listed.has(name));
}

export interface EraseOptions {
  /**
   * Runs inside the transaction after the rows are deleted and before COMMIT (the Firebase user's
   * deletion): if it throws, every row is back as it was.
   */
  beforeCommit?: () => Promise<void>;
  tables?: AccountTable[];
}

/**
 * Deletes every row of the account; resolves with the number of rows deleted per table. `emails` are the
 * addresses the account has proven it owns (a verified address): rows kept by address alone (an alpha
 * application) go only for those, so nobody can erase what someone else filed under an address they typed.
 */
export async function eraseAccount(db: Db, uid: string, emails: string[], options: EraseOptions = {}): Promise<Record<string, number>> {
  const tables = options.tables ?? ACCOUNT_TABLES;
  return db.transaction(async (tx) => {
    const missing = await uncoveredTables(tx, tables);
    if (missing.length) throw new Error(`Erasure does not cover table ${missing.join(", ")}; add it to ACCOUNT_TABLES in api/data/erase.ts.`);
    // Locks the account row first, so a concurrent register or key rotation waits for the outcome.
    await tx.query("SELECT 1 FROM accounts WHERE uid = $1 FOR UPDATE", [uid]);
    const keys = [...new Set(emails.map(emailKey))];
    const deleted: Record<string, number> = {};
    for (const { table, by } of tables) {
      const rows = by === "uid"
        ? await tx.query(`DELETE FROM ${table} WHERE uid = $1 RETURNING 1`, [uid])
        : await tx.query(`DELETE FROM ${table} WHERE email_key = ANY($1::text[]) RETURNING 1`, [keys]);
      deleted[table] = rows.length;
    }
    await options.beforeCommit?.();
    return deleted;
  });
}
