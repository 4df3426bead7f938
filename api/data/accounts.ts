/** Accounts and their API keys: the one module that reads and writes the accounts table. */
import type { Secrets } from "../config.ts";
import type { Db, Queryable } from "../db.ts";
import { hashApiKey, newApiKey, openApiKey, sealApiKey } from "../keys.ts";
import { batched } from "./batch.ts";
import { emailKey, normalEmail } from "./email.ts";
import { STATUS_SQL } from "./subscription-sql.ts";
import type { Subscription } from "./subscriptions.ts";

// One statement, so an account never exists without its subscription record even if we crash midway.
// Any conflict is "already there": two first calls at once may race on the uid or on the address.
const CREATE_ACCOUNT = `
  WITH account AS (
    INSERT INTO accounts (uid, email, email_key, email_verified, key_hash, key_sealed) VALUES ($1, $2, $3, $4, $5, $6)
    ON CONFLICT DO NOTHING RETURNING uid
  ), subscription AS (
    INSERT INTO subscriptions (uid) SELECT uid FROM account RETURNING uid
  )
  SELECT uid FROM account`;

// Each key's owner and plan in one indexed lookup: what every /v1 request needs before it works.
// Several keys at once (batch.ts), as hex: one text[] reads the same on PostgreSQL and PGlite.
const KEY_OWNERS = `
  SELECT a.uid, encode(a.key_hash, 'hex') AS key_hash,
         ${STATUS_SQL} AS status, s.plan
  FROM accounts a JOIN subscriptions s USING (uid)
  WHERE a.key_hash = ANY(ARRAY(SELECT decode(hash, 'hex') FROM unnest($1::text[]) AS hash))`;

/** A presented key's account, with what its subscription allows. */
export interface KeyOwner {
  uid: string;
  /** The presented key's lookup hash (hex): what its last use is recorded under. */
  key_hash: string;
  status: Subscription["status"];
  plan: Subscription["plan"];
}

/** What a verified ID token says about the address of the account it belongs to. */
export interface TokenEmail {
  uid: string;
  email: string;
  emailVerified: boolean;
}

/**
 * Firebase gives an address to one account at a time, so a verified token naming it is the current
 * truth: any other row still holding it is stale (its account moved to another address) and lets go.
 */
async function releaseAddress(tx: Queryable, uid: string, key: string): Promise<void> {
  await tx.query("UPDATE accounts SET email_key = NULL, updated_at = now() WHERE email_key = $1 AND uid <> $2", [key, uid]);
}

/** How often a key's last use is written: the profile shows it to the minute, not to the request. */
const TOUCH_EVERY_MS = 60_000;

export function accountsData(db: Db, secrets: Secrets) {
  const touched = new Map<string, number>();
  /** uid → the address and verification this process last stored, so a signed-in call writes only on change. */
  const followed = new Map<string, string>();
  /** Key hash (hex) → its owner, for the lookups of one round trip. */
  const ownersOf = batched(async (hashes: string[]) => {
    const rows = await db.query<KeyOwner>(KEY_OWNERS, [hashes]);
    return new Map(rows.map((row) => [row.key_hash, row]));
  });

  /** Creates the account with a fresh key unless it exists; true when this call created it. */
  async function create(uid: string, email: string, emailVerified = false): Promise<boolean> {
    const key = newApiKey();
    return db.transaction(async (tx) => {
      await releaseAddress(tx, uid, emailKey(email));
      const rows = await tx.query(CREATE_ACCOUNT, [uid, normalEmail(email), emailKey(email), emailVerified, hashApiKey(key, secrets.hashKey), sealApiKey(key, secrets.sealKey, uid)]);
      return rows.length === 1;
    });
  }

  /**
   * Stores the token's address and its verification on the account, if they changed; no-op before the
   * account exists. True when the account exists (as far as this process knows: it forgets on unfollow).
   */
  async function follow({ uid, email, emailVerified }: TokenEmail): Promise<boolean> {
    const state = `${emailVerified ? 1 : 0}${email}`;
    if (followed.get(uid) === state) return true;
    const stored = await db.transaction(async (tx) => {
      await releaseAddress(tx, uid, emailKey(email));
      const rows = await tx.query("UPDATE accounts SET email = $2, email_key = $3, email_verified = $4, updated_at = now() WHERE uid = $1 RETURNING uid", [
        uid, normalEmail(email), emailKey(email), emailVerified,
      ]);
      return rows.length === 1;
    });
    // Before the account exists there is nothing to remember: its creation stores the token's values.
    if (!stored) return false;
    if (followed.size >= 50_000) followed.delete(followed.keys().next().value!);
    followed.set(uid, state);
    return true;
  }

  /** Creates the account if its register call never arrived (the signed-in context, for routes that say `account: "create"`). */
  async function ensure({ uid, email, emailVerified }: TokenEmail): Promise<void> {
    const [row] = await db.query("SELECT 1 FROM accounts WHERE uid = $1", [uid]);
    if (!row) await create(uid, email, emailVerified);
  }

  return {
    create,
    ensure,
    follow,
    /** Forget what this process stored for an account (after deleting it). */
    unfollow: (uid: string) => void followed.delete(uid),

    /** POST /register: idempotent; keeps the existing key and follows an e-mail change. */
    async register(user: TokenEmail): Promise<{ created: boolean }> {
      if (await create(user.uid, user.email, user.emailVerified)) return { created: true };
      await follow(user);
      return { created: false };
    },

    /** GET /api-key: the account's key, when it was issued and last used (the account is created first if need be). */
    async apiKey(user: TokenEmail): Promise<{ key: string; createdAt: string; lastUsedAt: string | null }> {
      const { uid } = user;
      const read = async () =>
        (await db.query<{ key_sealed: Uint8Array; key_created_at: Date; key_last_used_at: Date | null }>("SELECT key_sealed, key_created_at, key_last_used_at FROM accounts WHERE uid = $1", [uid]))[0];
      const row = (await read()) ?? (await ensure(user), await read());
      if (!row) throw new Error(`Account ${uid} vanished while its key was being read.`);
      return { key: openApiKey(row.key_sealed, secrets.sealKey, uid), createdAt: row.key_created_at.toISOString(), lastUsedAt: row.key_last_used_at?.toISOString() ?? null };
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
    ownerOfKey: (key: string): Promise<KeyOwner | null> => ownersOf(hashApiKey(key, secrets.hashKey).toString("hex")),

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

/**
 * The one account holding this address, for operators; refuses none and refuses several (the unique
 * index makes several impossible today; the check stays so a future schema cannot make it silent).
 * `verified`: for anything granted to the address, which only a verified holder may claim.
 */
export async function uidForEmail(db: Db, email: string, { verified = false } = {}): Promise<string> {
  const rows = await db.query<{ uid: string; email_verified: boolean }>("SELECT uid, email_verified FROM accounts WHERE email_key = $1", [emailKey(email)]);
  if (rows.length === 0) throw new AccountNotFound(`No account has the e-mail ${email}; the user must sign up and open their profile first.`);
  if (rows.length > 1) throw new AccountNotFound(`${rows.length} accounts have the e-mail ${email}; resolve which one is meant before acting on it.`);
  if (verified && !rows[0]!.email_verified)
    throw new AccountNotFound(`The account with the e-mail ${email} has not verified it; ask them to verify it from their profile, then grant again.`);
  return rows[0]!.uid;
}

export type Accounts = ReturnType<typeof accountsData>;
