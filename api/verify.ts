/** Firebase ID-token verification with firebase-admin, revocation checked, behind a short cache. */
import { createHash } from "node:crypto";
import { deleteApp, initializeApp, type AppOptions } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { deadline } from "./deadline.ts";

export interface Identity {
  uid: string;
  /** Lower-case comparison is the caller's business; this is the address as Firebase has it. */
  email: string | null;
  /** Whether Firebase has seen the owner prove the address (email_verified); claims by e-mail need it. */
  emailVerified: boolean;
  /** When the user last signed in (the token's auth_time, seconds since the epoch), for "sign in again" checks. */
  authTime: number | null;
}

/**
 * Resolves the identity behind an ID token, or rejects with TokenRejected / VerifierUnavailable.
 * `forget`, where the verifier caches, drops what it holds for an account (see revocations.ts);
 * `forgetAll` drops everything, for when announcements may have been missed.
 */
export type Verify = ((token: string) => Promise<Identity>) & { forget?(uid: string): void; forgetAll?(): void };

export class TokenRejected extends Error {
  statusCode = 401;
}

export class VerifierUnavailable extends Error {
  statusCode = 503;
}

export interface VerifierOptions extends AppOptions {
  projectId: string;
  /** How long a verified token is trusted before revocation is checked again (0 = every request). */
  cacheSeconds: number;
  /** How long to wait for Google (keys, revocation lookup) before answering 503; firebase-admin has no limit. */
  timeoutMs?: number;
}

const CACHE_LIMIT = 10_000;

/**
 * firebase-admin decides emulator mode from FIREBASE_AUTH_EMULATOR_HOST at call time: set, it accepts
 * the emulator's unsigned tokens, which is why production refuses to start with it set.
 * Options such as credential and httpAgent pass through to initializeApp.
 */
export function firebaseVerifier({ cacheSeconds, timeoutMs = 5_000, ...appOptions }: VerifierOptions): Verify & { forget(uid: string): void; forgetAll(): void; close(): Promise<void> } {
  const app = initializeApp(appOptions, `verifier-${Math.random().toString(36).slice(2)}`);
  const auth = getAuth(app);
  const cache = new Map<string, { identity: Identity; until: number }>();

  const verify = async (token: string): Promise<Identity> => {
    // The cache is keyed by a digest so the map never holds usable tokens.
    const key = createHash("sha256").update(token).digest("base64url");
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.identity;
    let decoded;
    try {
      decoded = await deadline(auth.verifyIdToken(token, true), timeoutMs, () => new VerifierUnavailable(`Google did not answer within ${timeoutMs} ms.`));
    } catch (error) {
      throw classify(error);
    }
    const identity = {
      uid: decoded.uid,
      email: decoded.email ?? null,
      emailVerified: decoded.email_verified === true,
      authTime: typeof decoded.auth_time === "number" ? decoded.auth_time : null,
    };
    if (cacheSeconds > 0) {
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!); // oldest first
      cache.set(key, { identity, until: Math.min(Date.now() + cacheSeconds * 1000, decoded.exp * 1000) });
    }
    return identity;
  };
  // A revocation must reach tokens verified before it: drop every cached token of the account.
  const forget = (uid: string) => {
    for (const [key, entry] of cache) if (entry.identity.uid === uid) cache.delete(key);
  };
  return Object.assign(verify, { forget, forgetAll: () => cache.clear(), close: () => deleteApp(app) });
}

/** A bad token is the client's problem (401); not reaching Google is ours (503). */
function classify(error: unknown): Error {
  if (error instanceof VerifierUnavailable) return error;
  const { code = "", message = "" } = (error ?? {}) as { code?: string; message?: string };
  // A failed key download surfaces as auth/argument-error; only its message tells it apart.
  const ours = code === "auth/internal-error" || code.startsWith("app/") || /fetching public keys|error while making request/i.test(message);
  if (ours) return new VerifierUnavailable("Token verification is unavailable.", { cause: error });
  return new TokenRejected(code || "Invalid token.", { cause: error });
}
