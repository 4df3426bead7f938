/** Accounts and their API keys: the one module that reads and writes the accounts table. */
import type { Secrets } from "../config.ts";
import type { Db } from "../db.ts";
import { hashApiKey, newApiKey, openApiKey, sealApiKey } from "../keys.ts";
import { emailKey } from "./email.ts";
import type { Subscription } from "./subscriptions.ts";

// One statement, so an account never exists without its subscription record even if we crash midway.
const CREATE_ACCOUNT = `
  WITH account AS (
    INSERT INTO accounts (uid, email, email_key, key_hash, key_sealed) VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (uid) DO NOTHING RETURNING uid
  ), subscription AS (
    INSERT INTO subscriptions (uid) SELECT uid FROM account RETURNING uid
  )
  SELECT uid FROM account`;

// The key's owner and plan in one indexed lookup: what every POST /v1/compile needs before it works.
const KEY_OWNER = `
  SELECT a.uid, encode(a.key_hash, 'hex') AS key_hash,
         CASE WHEN s.status = 'active' AND s.current_period_end <= now() THEN 'expired' ELSE s.status END AS status,
         s.plan
  FROM accounts a JOIN subscriptions s USING (uid) WHERE a.key_hash = $1`;

/** A presented key's account, with what its subscription allows. */
export interface KeyOwner {
  uid: string;
  /** The presented key's lookup hash (hex): what its last use is recorded under. */
  key_hash: string;
  status: Subscription["status"];
  plan: Subscription["plan"];
}

/** How often a key's last use is written: the profile shows it to the minute, not to the request. */
const TOUCH_EVERY_MS = 60_000;

export function accountsData(db: Db, secrets: Secrets) {
  const touched = new Map<string, number>();

  /** Creates the account with a fresh key unless it exists; true when this call created it. */
  async function create(uid: string, email: string): Promise<boolean> {
    const key = newApiKey();
    const rows = await db.query(CREATE_ACCOUNT, [uid, email, emailKey(email), hashApiKey(key, secrets.hashKey), sealApiKey(key, secrets.sealKey, uid)]);
    return rows.length === 1;
  }

  return {
    create,

    /** POST /register: idempotent; keeps the existing key and follows an e-mail change. */
    async register(uid: string, email: string): Promise<{ created: boolean }> {
      if (await create(uid, email)) return { created: true };
      await db.query("UPDATE accounts SET email = $2, email_key = $3, updated_at = now() WHERE uid = $1 AND email <> $2", [uid, email, emailKey(email)]);
      return { created: false };
    },

    /** GET /api-key: the account's key, when it was issued and last used, creating the account if its register call never arrived. */
    async apiKey(uid: string, email: string): Promise<{ key: string; createdAt: string; lastUsedAt: string | null }> {
      for (let attempt = 0; attempt < 2; attempt++) {
        const [row] = await db.query<{ key_sealed: Uint8Array; key_created_at: Date; key_last_used_at: Date | null }>(
          "SELECT key_sealed, key_created_at, key_last_used_at FROM accounts WHERE uid = $1",
          [uid],
        );
        if (row) return { key: openApiKey(row.key_sealed, secrets.sealKey, uid), createdAt: row.key_created_at.toISOString(), lastUsedAt: row.key_last_used_at?.toISOString() ?? null };
        await create(uid, email);
      }
      throw new Error(`Account ${uid} vanished while its key was being created.`);
    },

    /** Replaces the account's key; the old one stops working at once. */
    async rotateKey(uid: string): Promise<string> {
      const key = newApiKey();
      const rows = await db.query(
        "UPDATE accounts SET key_hash = $2, key_sealed = $3, key_created_at = now(), key_last_used_at = NULL, updated_at = now() WHERE uid = $1 RETURNING uid",
        [uid, hashApiKey(key, secrets.hashKey), sealApiKey(key, secrets.sealKey, uid)],
      );
      if (rows.length === 0) throw new Error(`No account ${uid} to rotate the key of.`);
      return key;
    },

    /** The account a presented key belongs to, or null for an unknown or replaced key. */
    async ownerOfKey(key: string): Promise<KeyOwner | null> {
      const [row] = await db.query<KeyOwner>(KEY_OWNER, [hashApiKey(key, secrets.hashKey)]);
      return row ?? null;
    },

    /** Records that this key was used now: at most once a minute per key and process; a replaced key's row is left alone. */
    async recordKeyUse(owner: KeyOwner): Promise<void> {
      const now = Date.now();
      if ((touched.get(owner.key_hash) ?? 0) > now - TOUCH_EVERY_MS) return;
      touched.set(owner.key_hash, now);
      if (touched.size > 50_000) touched.delete(touched.keys().next().value!);
      await db.query("UPDATE accounts SET key_last_used_at = now() WHERE uid = $1 AND key_hash = decode($2, 'hex')", [owner.uid, owner.key_hash]);
    },

    uidForEmail: (email: string) => uidForEmail(db, email),
  };
}

/** An operator named an address that matches no account, or more than one. */
export class AccountNotFound extends Error {}

/** The one account with this address, for operators; refuses none and refuses several. */
export async function uidForEmail(db: Db, email: string): Promise<string> {
  const rows = await db.query<{ uid: string }>("SELECT uid FROM accounts WHERE email_key = $1", [emailKey(email)]);
  if (rows.length === 0) throw new AccountNotFound(`No account has the e-mail ${email}; the user must sign up and open their profile first.`);
  if (rows.length > 1) throw new AccountNotFound(`${rows.length} accounts have the e-mail ${email}; resolve which one is meant before acting on it.`);
  return rows[0]!.uid;
}

export type Accounts = ReturnType<typeof accountsData>;
