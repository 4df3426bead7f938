/**
 * Firebase user management (firebase-admin) behind the three calls the account's life needs, so the
 * routes never see firebase-admin and tests can point it at the emulator. Not reaching Google is a 503,
 * never a 500: the request can be repeated once it is back.
 */
import { deleteApp, initializeApp, type AppOptions } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { deadline } from "./deadline.ts";

/** The parts of a Firebase user the export shows. */
export interface FirebaseUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** ISO instant the Firebase user was created. */
  createdAt: string | null;
}

export interface Users {
  /** Ends every session: refresh tokens stop working and ID tokens issued before now are refused (checkRevoked). */
  revokeRefreshTokens(uid: string): Promise<void>;
  /** Deletes the Firebase user; resolves as well when it was already gone, so a repeat finishes the job. */
  deleteUser(uid: string): Promise<void>;
  /** The user, or null when there is none. */
  getUser(uid: string): Promise<FirebaseUser | null>;
  close(): Promise<void>;
}

/** Google (or the emulator) could not be reached or did not answer in time. */
export class UsersUnavailable extends Error {
  statusCode = 503;
}

export interface UsersOptions extends AppOptions {
  projectId: string;
  /** How long to wait for Google before answering 503; firebase-admin has no limit of its own. */
  timeoutMs?: number;
}

const gone = (error: unknown) => (error as { code?: string } | null)?.code === "auth/user-not-found";

/** firebase-admin's Auth; the emulator when FIREBASE_AUTH_EMULATOR_HOST is set (as for the verifier). */
export function firebaseUsers({ timeoutMs = 5_000, ...appOptions }: UsersOptions): Users {
  const app = initializeApp(appOptions, `users-${Math.random().toString(36).slice(2)}`);
  const auth = getAuth(app);
  const call = async <T,>(work: () => Promise<T>): Promise<T> => {
    try {
      return await deadline(work(), timeoutMs, () => new UsersUnavailable(`Firebase did not answer within ${timeoutMs} ms.`));
    } catch (error) {
      if (error instanceof UsersUnavailable || gone(error)) throw error;
      // Anything else (network, quota, internal) is not the client's doing and may pass: 503.
      throw new UsersUnavailable("Firebase user management is unavailable.", { cause: error });
    }
  };
  return {
    async revokeRefreshTokens(uid) {
      try {
        await call(() => auth.revokeRefreshTokens(uid));
      } catch (error) {
        if (!gone(error)) throw error; // no user, no session left to end
      }
    },
    async deleteUser(uid) {
      try {
        await call(() => auth.deleteUser(uid));
      } catch (error) {
        if (!gone(error)) throw error;
      }
    },
    async getUser(uid) {
      try {
        const user = await call(() => auth.getUser(uid));
        const created = user.metadata.creationTime ? new Date(user.metadata.creationTime) : null;
        return { uid: user.uid, email: user.email ?? null, emailVerified: user.emailVerified, createdAt: created ? created.toISOString() : null };
      } catch (error) {
        if (gone(error)) return null;
        throw error;
      }
    },
    close: () => deleteApp(app),
  };
}
