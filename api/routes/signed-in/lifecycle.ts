/**
 * The account's whole life (issue 14): replace the API key, sign out everywhere, export, delete.
 * In the signed-in context (index.ts); deletion also needs a sign-in at most five minutes old.
 */
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { requireRecentSignIn } from "../../auth.ts";
import { eraseAccount } from "../../data/erase.ts";
import { exportStream } from "../../data/export-stream.ts";
import { errors, success } from "../../schemas.ts";
import type { Services } from "../../services.ts";
import { apiKeyAnswer, apiKeySchema } from "./account.ts";

const done = { response: { 200: success, ...errors } };
/** The export is a document whose sections grow with the tables (api/data/export.ts); only its frame is fixed here. */
const exportSchema = {
  response: {
    200: Type.Object(
      { format: Type.String(), exportedAt: Type.String(), account: Type.Object({}, { additionalProperties: true }) },
      { additionalProperties: true },
    ),
    ...errors,
  },
};

/** Deleting an account needs a sign-in this recent (the token's auth_time). */
export const DELETE_SIGN_IN_SECONDS = 300;

export async function lifecycleRoutes(app: FastifyInstance, { db, accounts, users, revocations, beforeErase }: Services) {
  if (!users) return; // without Firebase user management these routes are not served

  // No recent sign-in needed: whoever holds a valid token can read the key itself (GET /api-key), and
  // replacing a leaked key must be quick.
  app.post("/api-key/rotate", { schema: apiKeySchema, config: { account: "create" } }, async (request) => {
    await accounts.rotateKey(request.account.uid);
    return apiKeyAnswer(accounts, request.account);
  });

  app.post("/account/sign-out-everywhere", { schema: done }, async (request) => {
    await users.revokeRefreshTokens(request.account.uid);
    // This replica refuses the revoked tokens from now on; others within TOKEN_CACHE_SECONDS (revocations.ts).
    await revocations.announce(request.account.uid);
    return { success: true };
  });

  app.get("/account/export", { schema: exportSchema }, async (request, reply) => {
    const { uid, email } = request.account;
    // Firebase's record, not the token's claims: a token minted before verification still says unverified.
    const user = await users.getUser(uid);
    const verified = user?.emailVerified ?? request.account.emailVerified;
    const subject = { uid, verifiedEmails: verified ? [email] : [] };
    const exportedAt = new Date().toISOString();
    const head = (registered: string | null) => ({
      format: "homedirective-account-export/1",
      exportedAt,
      account: { uid, email: user?.email ?? email, emailVerified: verified, createdAt: user?.createdAt ?? null, registeredAt: registered },
    });
    // Streamed (data/export-stream.ts): the directive records are read a page at a time, never all at once.
    reply.header("content-disposition", `attachment; filename="homedirective-data-${exportedAt.slice(0, 10)}.json"`);
    reply.type("application/json; charset=utf-8");
    return reply.send(exportStream(db, subject, head, (error) => request.log.error({ err: error, uid }, "the account export failed midway")));
  });

  /**
   * Order, so that a failure anywhere leaves either everything or nothing a person could notice:
   * 1. the provider subscription ends (idempotent; a failure here is a 503 with every row intact);
   * 2. one transaction deletes every row, then deletes the Firebase user, then commits. Firebase
   *    unreachable: the transaction rolls back, the person can still sign in and finds everything,
   *    and repeating the request finishes the job. Only a COMMIT failing after Firebase answered can
   *    leave rows without a user; nobody can sign in to them, and erasure is retried once at once.
   * The Firebase user goes last because it is what the person signs in with: it must outlive the data.
   */
  app.delete("/account", { schema: done }, async (request) => {
    requireRecentSignIn(request, DELETE_SIGN_IN_SECONDS);
    const { uid, email, emailVerified } = request.account;
    const user = await users.getUser(uid);
    const emails = (user?.emailVerified ?? emailVerified) ? [email] : [];
    await beforeErase(uid);
    let firebaseDeleted = false;
    const deleteFirebaseUser = async () => {
      if (firebaseDeleted) return;
      await users.deleteUser(uid);
      firebaseDeleted = true;
    };
    const erase = () => eraseAccount(db, uid, emails, { beforeCommit: deleteFirebaseUser });
    try {
      await erase();
    } catch (error) {
      if (!firebaseDeleted) throw error;
      request.log.error({ err: error, uid }, "Firebase user deleted but the rows were not; retrying the erasure");
      await erase();
    }
    accounts.unfollow(uid);
    await revocations.announce(uid);
    return { success: true };
  });
}
