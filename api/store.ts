/** The queries behind the routes: accounts with their keys and subscriptions, and alpha applications. */
import type { Secrets } from "./config.ts";
import type { Db } from "./db.ts";
import { hashApiKey, newApiKey, openApiKey, sealApiKey } from "./keys.ts";

export interface Subscription {
  status: "active" | "inactive" | "expired";
  plan: "basic" | "pro" | "power-user" | null;
  currentPeriodEnd: string | null;
}

export interface AlphaApplication {
  email: string;
  experience?: string;
  automationsCount?: string;
  devicesCount?: string;
  entityTypes?: string[];
}

/** Addresses are compared case-insensitively everywhere; this is the one place that decides how. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

// One statement, so an account never exists without its subscription record even if we crash midway.
const CREATE_ACCOUNT = `
  WITH account AS (
    INSERT INTO accounts (uid, email, email_key, key_hash, key_sealed) VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (uid) DO NOTHING RETURNING uid
  ), subscription AS (
    INSERT INTO subscriptions (uid) SELECT uid FROM account RETURNING uid
  )
  SELECT uid FROM account`;

// An active plan whose period has ended reads as expired without anyone having to run a job.
const READ_SUBSCRIPTION = `
  SELECT CASE WHEN status = 'active' AND current_period_end <= now() THEN 'expired' ELSE status END AS status,
         plan, current_period_end
  FROM subscriptions WHERE uid = $1`;

const SAVE_ALPHA = `
  INSERT INTO alpha_applications (email_key, email, experience, automations_count, devices_count, entity_types)
  VALUES ($1, $2, $3, $4, $5, $6::jsonb)
  ON CONFLICT (email_key) DO UPDATE SET email = excluded.email, experience = excluded.experience,
    automations_count = excluded.automations_count, devices_count = excluded.devices_count,
    entity_types = excluded.entity_types, updated_at = now()`;

export function createStore(db: Db, secrets: Secrets) {
  /** Creates the account with a fresh key unless it exists; true when this call created it. */
  async function createAccount(uid: string, email: string): Promise<boolean> {
    const key = newApiKey();
    const rows = await db.query(CREATE_ACCOUNT, [
      uid, email, emailKey(email), hashApiKey(key, secrets.hashKey), sealApiKey(key, secrets.sealKey, uid),
    ]);
    return rows.length === 1;
  }

  return {
    /** POST /register: idempotent; keeps the existing key and follows an e-mail change. */
    async register(uid: string, email: string): Promise<{ created: boolean }> {
      if (await createAccount(uid, email)) return { created: true };
      await db.query("UPDATE accounts SET email = $2, email_key = $3, updated_at = now() WHERE uid = $1 AND email <> $2", [
        uid, email, emailKey(email),
      ]);
      return { created: false };
    },

    /** GET /api-key: the account's key, creating the account if its register call never arrived. */
    async apiKey(uid: string, email: string): Promise<string> {
      for (let attempt = 0; attempt < 2; attempt++) {
        const [row] = await db.query<{ key_sealed: Uint8Array }>("SELECT key_sealed FROM accounts WHERE uid = $1", [uid]);
        if (row) return openApiKey(row.key_sealed, secrets.sealKey, uid);
        await createAccount(uid, email);
      }
      throw new Error(`Account ${uid} vanished while its key was being created.`);
    },

    /** GET /subscription: the record, created (inactive) with the account when missing. */
    async subscription(uid: string, email: string): Promise<Subscription> {
      for (let attempt = 0; attempt < 2; attempt++) {
        const [row] = await db.query<{ status: Subscription["status"]; plan: Subscription["plan"]; current_period_end: Date | null }>(
          READ_SUBSCRIPTION, [uid],
        );
        if (row) return { status: row.status, plan: row.plan, currentPeriodEnd: row.current_period_end?.toISOString() ?? null };
        await createAccount(uid, email);
      }
      throw new Error(`Account ${uid} vanished while its subscription was being created.`);
    },

    /** POST /alpha-subscribe: one row per address; applying again replaces the answers. */
    async saveAlpha(application: AlphaApplication): Promise<void> {
      const { email, experience = "", automationsCount = "", devicesCount = "", entityTypes = [] } = application;
      await db.query(SAVE_ALPHA, [emailKey(email), email, experience, automationsCount, devicesCount, JSON.stringify(entityTypes)]);
    },

    /** GET /healthz. */
    async ping(): Promise<void> {
      await db.query("SELECT 1");
    },
  };
}

export type Store = ReturnType<typeof createStore>;
