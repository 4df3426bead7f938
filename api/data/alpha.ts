/** Alpha applications: the one module that reads and writes the alpha_applications table. */
import type { Db } from "../db.ts";
import { emailKey, normalEmail } from "./email.ts";

export interface AlphaApplication {
  email: string;
  experience?: string;
  automationsCount?: string;
  devicesCount?: string;
  entityTypes?: string[];
}

/** An operator's decision on an application (issue 13): only accepted ones are offered the plans. */
export type AlphaStatus = "pending" | "accepted" | "declined";
export const alphaStatuses: AlphaStatus[] = ["pending", "accepted", "declined"];

export interface AlphaRow extends Required<AlphaApplication> {
  status: AlphaStatus;
  createdAt: Date;
  updatedAt: Date;
}

const INSERT = `
  INSERT INTO alpha_applications (email_key, email, experience, automations_count, devices_count, entity_types)
  VALUES ($1, $2, $3, $4, $5, $6::jsonb)`;
// Only the address's verified owner replaces an existing application; anyone else's post keeps the first.
const KEEP = `${INSERT} ON CONFLICT (email_key) DO NOTHING`;
const REPLACE = `${INSERT}
  ON CONFLICT (email_key) DO UPDATE SET email = excluded.email, experience = excluded.experience,
    automations_count = excluded.automations_count, devices_count = excluded.devices_count,
    entity_types = excluded.entity_types, updated_at = now()`;

export function alphaData(db: Db) {
  return {
    /**
     * POST /alpha-subscribe: one row per address. `replace` (the address's verified owner) updates an
     * existing application; otherwise the first one stays.
     */
    async save(application: AlphaApplication, { replace }: { replace: boolean }): Promise<void> {
      const { email, experience = "", automationsCount = "", devicesCount = "", entityTypes = [] } = application;
      await db.query(replace ? REPLACE : KEEP, [emailKey(email), normalEmail(email), experience, automationsCount, devicesCount, JSON.stringify(entityTypes)]);
    },

    /** Every application, oldest first (for operators); only those with this decision when given. */
    async list(status?: AlphaStatus): Promise<AlphaRow[]> {
      const rows = await db.query<{ email: string; experience: string; automations_count: string; devices_count: string; entity_types: string[]; status: AlphaStatus; created_at: Date; updated_at: Date }>(
        "SELECT email, experience, automations_count, devices_count, entity_types, status, created_at, updated_at FROM alpha_applications WHERE $1::text IS NULL OR status = $1 ORDER BY created_at, email_key",
        [status ?? null],
      );
      return rows.map((r) => ({ email: r.email, experience: r.experience, automationsCount: r.automations_count, devicesCount: r.devices_count, entityTypes: r.entity_types, status: r.status, createdAt: r.created_at, updatedAt: r.updated_at }));
    },

    /** The decision on this address's application, or null when it never applied. */
    async statusOf(email: string): Promise<AlphaStatus | null> {
      const [row] = await db.query<{ status: AlphaStatus }>("SELECT status FROM alpha_applications WHERE email_key = $1", [emailKey(email)]);
      return row?.status ?? null;
    },

    /** An operator's decision; false when the address never applied. */
    async decide(email: string, status: "accepted" | "declined"): Promise<boolean> {
      const rows = await db.query("UPDATE alpha_applications SET status = $2, decided_at = now() WHERE email_key = $1 RETURNING email_key", [emailKey(email), status]);
      return rows.length === 1;
    },
  };
}

export type Alpha = ReturnType<typeof alphaData>;
