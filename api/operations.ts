/** What operators do to the database (through admin.ts): list alpha applications, grant and revoke plans. */
import type { Db } from "./db.ts";
import { emailKey } from "./store.ts";

export const PLANS = ["basic", "pro", "power-user"] as const;
export type Plan = (typeof PLANS)[number];

export class OperatorError extends Error {}

export interface AlphaRow {
  email: string;
  experience: string;
  automationsCount: string;
  devicesCount: string;
  entityTypes: string[];
  createdAt: Date;
  updatedAt: Date;
}

/** Every application, oldest first. */
export async function listAlpha(db: Db): Promise<AlphaRow[]> {
  const rows = await db.query<{
    email: string; experience: string; automations_count: string; devices_count: string; entity_types: string[]; created_at: Date; updated_at: Date;
  }>("SELECT email, experience, automations_count, devices_count, entity_types, created_at, updated_at FROM alpha_applications ORDER BY created_at, email_key");
  return rows.map((r) => ({
    email: r.email, experience: r.experience, automationsCount: r.automations_count, devicesCount: r.devices_count,
    entityTypes: r.entity_types, createdAt: r.created_at, updatedAt: r.updated_at,
  }));
}

/** One CSV cell; a leading = + - @ is defused because the file will be opened in a spreadsheet. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV with a header row; entity types joined with "; ". */
export function alphaCsv(rows: AlphaRow[]): string {
  const header = ["email", "experience", "automationsCount", "devicesCount", "entityTypes", "createdAt", "updatedAt"];
  const lines = rows.map((r) =>
    [r.email, r.experience, r.automationsCount, r.devicesCount, r.entityTypes.join("; "), r.createdAt.toISOString(), r.updatedAt.toISOString()].map(cell).join(","),
  );
  return [header.join(","), ...lines].join("\r\n") + "\r\n";
}

/** "2026-12-31" → the first instant after that day (UTC), so the plan is active through the whole day. */
export function periodEnd(until: string): Date {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(until) ? new Date(`${until}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== until)
    throw new OperatorError(`--until must be a date like 2026-12-31, not "${until}".`);
  return new Date(date.getTime() + 86_400_000);
}

async function accountFor(db: Db, email: string): Promise<string> {
  const rows = await db.query<{ uid: string }>("SELECT uid FROM accounts WHERE email_key = $1", [emailKey(email)]);
  if (rows.length === 0) throw new OperatorError(`No account has the e-mail ${email}; the user must sign up and open their profile first.`);
  return rows[0]!.uid;
}

/** Makes the account's subscription active on a plan, until a date or open-ended. */
export async function grant(db: Db, email: string, plan: string, until: string | null): Promise<void> {
  if (!(PLANS as readonly string[]).includes(plan)) throw new OperatorError(`Plan must be one of ${PLANS.join(", ")}, not "${plan}".`);
  const end = until === null ? null : periodEnd(until);
  const uid = await accountFor(db, email);
  await db.query("UPDATE subscriptions SET status = 'active', plan = $2, current_period_end = $3, updated_at = now() WHERE uid = $1", [uid, plan, end]);
}

/** Ends the account's subscription now. */
export async function revoke(db: Db, email: string): Promise<void> {
  const uid = await accountFor(db, email);
  await db.query("UPDATE subscriptions SET status = 'inactive', plan = NULL, current_period_end = NULL, updated_at = now() WHERE uid = $1", [uid]);
}
