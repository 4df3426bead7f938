/**
 * Portability (GDPR Art. 20): everything we hold about one account as one JSON document. Each section
 * reads its own table; a new table joins by adding a section to EXPORT_SECTIONS (and to erase.ts).
 * export-stream.ts writes the document, reading the directive records a page at a time.
 */
import type { Queryable } from "../db.ts";
import { emailKey } from "./email.ts";

/** Who is exporting: the uid, and the addresses the account has proven it owns (see erase.ts). */
export interface ExportSubject {
  uid: string;
  verifiedEmails: string[];
}

export type ExportSection = (db: Queryable, subject: ExportSubject) => Promise<unknown>;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** The API key's metadata: never the key itself, which the profile shows and the export must not leak. */
const apiKey: ExportSection = async (db, { uid }) => {
  const [row] = await db.query<{ key_created_at: Date; key_last_used_at: Date | null; created_at: Date }>(
    "SELECT key_created_at, key_last_used_at, created_at FROM accounts WHERE uid = $1",
    [uid],
  );
  return row ? { createdAt: iso(row.key_created_at), lastUsedAt: iso(row.key_last_used_at) } : null;
};

const subscription: ExportSection = async (db, { uid }) => {
  const [row] = await db.query<{ status: string; plan: string | null; current_period_end: Date | null; updated_at: Date }>(
    "SELECT status, plan, current_period_end, updated_at FROM subscriptions WHERE uid = $1",
    [uid],
  );
  return row ? { status: row.status, plan: row.plan, currentPeriodEnd: iso(row.current_period_end), updatedAt: iso(row.updated_at) } : null;
};

/** Applications are filed by address, so only a verified address's application is the account's. */
const alphaApplication: ExportSection = async (db, { verifiedEmails }) => {
  const rows = await db.query<{ email: string; experience: string; automations_count: string; devices_count: string; entity_types: string[]; created_at: Date; updated_at: Date }>(
    "SELECT email, experience, automations_count, devices_count, entity_types, created_at, updated_at FROM alpha_applications WHERE email_key = ANY($1::text[]) ORDER BY created_at",
    [verifiedEmails.map(emailKey)],
  );
  const [row] = rows;
  return row
    ? { email: row.email, experience: row.experience, automationsCount: row.automations_count, devicesCount: row.devices_count, entityTypes: row.entity_types, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) }
    : null;
};

/** Every state the subscription has been in, oldest first (migration 006 records them). */
const subscriptionHistory: ExportSection = async (db, { uid }) => {
  const rows = await db.query<{ status: string; plan: string | null; current_period_end: Date | null; cancel_at_period_end: boolean; provider: string | null; changed_at: Date }>(
    "SELECT status, plan, current_period_end, cancel_at_period_end, provider, changed_at FROM subscription_history WHERE uid = $1 ORDER BY id",
    [uid],
  );
  return rows.map((r) => ({
    status: r.status, plan: r.plan, currentPeriodEnd: iso(r.current_period_end), cancelAtPeriodEnd: r.cancel_at_period_end, provider: r.provider, changedAt: iso(r.changed_at),
  }));
};

/** Every checkout session the account started (ours or Stripe's), oldest first. */
const checkouts: ExportSection = async (db, { uid }) => {
  const rows = await db.query<{ id: string; provider: string; plan: string; status: string; created_at: Date; completed_at: Date | null }>(
    "SELECT id, provider, plan, status, created_at, completed_at FROM checkouts WHERE uid = $1 ORDER BY created_at, id",
    [uid],
  );
  return rows.map((r) => ({ id: r.id, provider: r.provider, plan: r.plan, status: r.status, createdAt: iso(r.created_at), completedAt: iso(r.completed_at) }));
};

/**
 * The directive records (issue 29) as stored: ciphertext only, which the account's Home Assistant can
 * read with its key (the record format is on /docs); we cannot.
 */
const directives: ExportSection = async (db, { uid }) => {
  const rows = await db.query<{ id: string; data: Uint8Array; active: boolean; created_at: Date; updated_at: Date }>(
    "SELECT id, data, active, created_at, updated_at FROM directives WHERE uid = $1 ORDER BY created_at, id",
    [uid],
  );
  return rows.map((r) => ({ id: r.id, data: Buffer.from(r.data).toString("base64"), active: r.active, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at) }));
};

/** Section name → reader, in the document's order. */
export const EXPORT_SECTIONS: Record<string, ExportSection> = { apiKey, subscription, subscriptionHistory, checkouts, directives, alphaApplication };

/** When the account's row was created (its first register or profile visit), for the export's account section. */
export async function registeredAt(db: Queryable, uid: string): Promise<string | null> {
  const [row] = await db.query<{ created_at: Date }>("SELECT created_at FROM accounts WHERE uid = $1", [uid]);
  return iso(row?.created_at);
}
