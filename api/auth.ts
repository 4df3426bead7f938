/**
 * Every way a request proves who it is, one Fastify hook per method: a Firebase ID token (the site's
 * signed-in calls, request.account) and an API key (the /v1 routes, request.keyOwner). Each is added
 * once, by its context: routes/signed-in/index.ts and routes/key/index.ts.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Accounts, KeyOwner } from "./data/accounts.ts";
import { ClientError, MESSAGES } from "./errors.ts";
import { TokenRejected, type Verify } from "./verify.ts";

/** A signed-in Firebase user. */
export interface User {
  uid: string;
  email: string;
  /** email_verified from the token: anything granted to an e-mail may be claimed only when this is true. */
  emailVerified: boolean;
  /** Seconds since the epoch of the last sign-in; null when the token does not say. */
  authTime: number | null;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Who the ID token says is signed in (the signed-in context; optional on POST /alpha-subscribe). */
    account: User;
    /** The account of the presented API key, with its subscription (the key context). */
    keyOwner: KeyOwner;
  }
}

// The scheme is case-insensitive (RFC 9110 §11.1). ID tokens are three base64url segments; the
// emulator's unsigned ones end with an empty signature, hence "*".
const ID_TOKEN = /^bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/i;
const API_KEY = /^bearer (hca_[A-Za-z0-9_-]{43})$/i;
const MAX_HEADER = 8192;

const bearer = (request: FastifyRequest, pattern: RegExp) => {
  const header = request.headers.authorization ?? "";
  return header.length <= MAX_HEADER ? pattern.exec(header)?.[1] ?? null : null;
};

/** 401s carry the challenge, so a client knows which scheme to answer with. */
function challenge(reply: FastifyReply, error: unknown): never {
  if (error instanceof ClientError && error.statusCode === 401) reply.header("www-authenticate", 'Bearer realm="api"');
  throw error;
}

/**
 * onRequest hook: a valid, unrevoked Firebase ID token with an e-mail, as request.account. `follow` gets
 * every verified user before the route runs, so the stored address is the token's on every signed-in
 * call (accounts.follow); pass it wherever the hook is used.
 */
export function firebaseUser(verify: Verify, follow: (user: User) => Promise<unknown>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const token = bearer(request, ID_TOKEN);
      if (!token) throw new ClientError(401, MESSAGES.missingToken);
      let identity;
      try {
        identity = await verify(token);
      } catch (error) {
        if (error instanceof TokenRejected) throw new ClientError(401, MESSAGES.badToken);
        throw error;
      }
      // A NUL or other control character cannot be stored or compared safely: treat as no usable e-mail.
      if (!identity.email || /\p{Cc}/u.test(identity.email)) throw new ClientError(401, MESSAGES.noEmail);
      request.account = { uid: identity.uid, email: identity.email, emailVerified: identity.emailVerified, authTime: identity.authTime };
      await follow(request.account);
    } catch (error) {
      challenge(reply, error);
    }
  };
}

/** onRequest hook: the account of a current API key, as request.keyOwner. */
export function apiKey(accounts: Accounts) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const key = bearer(request, API_KEY);
      if (!key) throw new ClientError(401, MESSAGES.missingApiKey);
      const owner = await accounts.ownerOfKey(key);
      if (!owner) throw new ClientError(401, MESSAGES.unknownApiKey);
      request.keyOwner = owner;
    } catch (error) {
      challenge(reply, error);
    }
  };
}

/** For routes that change what protects an account: the sign-in must be at most `seconds` old. */
export function requireRecentSignIn(request: FastifyRequest, seconds: number): void {
  const age = request.account.authTime === null ? Infinity : Date.now() / 1000 - request.account.authTime;
  if (age > seconds) throw new ClientError(401, MESSAGES.staleSignIn);
}
