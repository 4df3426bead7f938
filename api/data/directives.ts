/**
 * The directives table (migration 007): an account's encrypted directive records and whether each is
 * active. The plan's automation limit is checked here, in the same transaction as the write, with the
 * account row locked, so two resumes at once cannot both take the last place.
 */
import type { Db, Queryable } from "../db.ts";

/** Records per account, paused ones included: enough for any home, bounded for the database. */
export const MAX_RECORDS = 1000;

export interface StoredRecord {
  id: string;
  /** base64, exactly as the card sent it. */
  data: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Why a write did not happen; the route turns each into its sentence. */
export type Refusal = "exists" | "missing" | "full" | "over_limit";
export type Outcome = { ok: StoredRecord } | { refused: Refusal; active: number };

interface Row {
  id: string;
  data: Buffer | Uint8Array;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

const stored = (row: Row): StoredRecord => ({
  id: row.id,
  data: Buffer.from(row.data).toString("base64"),
  active: row.active,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const COLUMNS = "id, data, active, created_at, updated_at";

async function counts(q: Queryable, uid: string): Promise<{ total: number; active: number }> {
  const [row] = await q.query<{ total: number; active: number }>(
    "SELECT count(*)::int AS total, (count(*) FILTER (WHERE active))::int AS active FROM directives WHERE uid = $1",
    [uid],
  );
  return row ?? { total: 0, active: 0 };
}

/** Where a page ends: the last record's creation time (PostgreSQL's text, microseconds kept) and id. */
export type PageCursor = [at: string, id: string];

/** Keyset paging on (created_at, id): each page is one bounded query, however many records the account holds. */
export async function pageOf(q: Queryable, uid: string, after: PageCursor | null, size: number): Promise<{ records: StoredRecord[]; next: PageCursor | null }> {
  const rows = await q.query<Row & { at: string }>(
    `SELECT ${COLUMNS}, created_at::text AS at FROM directives WHERE uid = $1 AND ($2::timestamptz IS NULL OR (created_at, id) > ($2::timestamptz, $3)) ORDER BY created_at, id LIMIT $4`,
    [uid, after?.[0] ?? null, after?.[1] ?? "", size + 1],
  );
  const more = rows.length > size;
  const kept = rows.slice(0, size);
  const last = kept.at(-1);
  return { records: kept.map(stored), next: more && last ? [last.at, last.id] : null };
}

/** `limit`: the plan's automation limit (null = unlimited) that an activation must stay within. */
export function directivesData(db: Db) {
  return {
    counts: (uid: string) => counts(db, uid),

    async list(uid: string): Promise<StoredRecord[]> {
      const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM directives WHERE uid = $1 ORDER BY created_at, id`, [uid]);
      return rows.map(stored);
    },

    /** One page of `size` records after `after` (a page's `next`), oldest first; `next` is null on the last page. */
    page: (uid: string, after: PageCursor | null, size: number) => pageOf(db, uid, after, size),

    create(uid: string, record: { id: string; data: Buffer; active: boolean }, limit: number | null): Promise<Outcome> {
      return db.transaction(async (tx) => {
        await tx.query("SELECT 1 FROM accounts WHERE uid = $1 FOR UPDATE", [uid]);
        const now = await counts(tx, uid);
        const [existing] = await tx.query("SELECT 1 FROM directives WHERE uid = $1 AND id = $2", [uid, record.id]);
        if (existing) return { refused: "exists", active: now.active };
        if (now.total >= MAX_RECORDS) return { refused: "full", active: now.active };
        if (record.active && limit !== null && now.active >= limit) return { refused: "over_limit", active: now.active };
        const [row] = await tx.query<Row>(`INSERT INTO directives (uid, id, data, active) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`, [uid, record.id, record.data, record.active]);
        return { ok: stored(row!) };
      });
    },

    /** Replaces the data and/or the state; only an activation (paused → active) is held to the limit. */
    update(uid: string, id: string, change: { data?: Buffer; active?: boolean }, limit: number | null): Promise<Outcome> {
      return db.transaction(async (tx) => {
        await tx.query("SELECT 1 FROM accounts WHERE uid = $1 FOR UPDATE", [uid]);
        const [current] = await tx.query<{ active: boolean }>("SELECT active FROM directives WHERE uid = $1 AND id = $2", [uid, id]);
        const now = await counts(tx, uid);
        if (!current) return { refused: "missing", active: now.active };
        if (change.active === true && !current.active && limit !== null && now.active >= limit) return { refused: "over_limit", active: now.active };
        const [row] = await tx.query<Row>(
          `UPDATE directives SET data = COALESCE($3, data), active = COALESCE($4, active), updated_at = now() WHERE uid = $1 AND id = $2 RETURNING ${COLUMNS}`,
          [uid, id, change.data ?? null, change.active ?? null],
        );
        return { ok: stored(row!) };
      });
    },

    async remove(uid: string, id: string): Promise<boolean> {
      const rows = await db.query("DELETE FROM directives WHERE uid = $1 AND id = $2 RETURNING 1", [uid, id]);
      return rows.length === 1;
    },
  };
}

export type Directives = ReturnType<typeof directivesData>;
