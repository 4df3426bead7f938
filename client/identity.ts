import "./core.ts";
/**
 * Firebase Auth's public REST API (Identity Toolkit v1) for the account's rarer steps: reset, verification,
 * re-authentication, password change. The SDK has the same calls, but each one it gains grows the Firebase
 * chunk every signed-in page loads; through REST they live in a chunk fetched only when a visitor acts.
 * Failures carry the SDK's error codes, so one message table serves both.
 */
import { config } from "./config.ts";

/** Identity Toolkit's error names → the SDK's codes (client/lifecycle-messages.ts maps those to sentences). */
const CODES: Record<string, string> = {
  EXPIRED_OOB_CODE: "auth/expired-action-code",
  INVALID_OOB_CODE: "auth/invalid-action-code",
  EMAIL_NOT_FOUND: "auth/user-not-found",
  INVALID_PASSWORD: "auth/wrong-password",
  INVALID_LOGIN_CREDENTIALS: "auth/invalid-credential",
  WEAK_PASSWORD: "auth/weak-password",
  INVALID_EMAIL: "auth/invalid-email",
  MISSING_EMAIL: "auth/invalid-email",
  TOO_MANY_ATTEMPTS_TRY_LATER: "auth/too-many-requests",
  USER_DISABLED: "auth/user-disabled",
};

export class IdentityError extends Error {
  constructor(public code: string) {
    super(code);
  }
}

const base = () =>
  `${config.authEmulatorUrl ? `${config.authEmulatorUrl}/` : "https://"}identitytoolkit.googleapis.com/v1/`;

/** One call; resolves with the JSON answer or throws an IdentityError with the SDK's code. */
export async function identity<T = Record<string, unknown>>(call: string, body: object): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${base()}${call}?key=${encodeURIComponent(config.firebase.apiKey)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new IdentityError("auth/network-request-failed");
  }
  const json = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!response.ok) {
    // "WEAK_PASSWORD : Password should be at least 6 characters": the name is the part before any colon.
    const name = (json.error?.message ?? "").split(/[\s:]/)[0]!;
    throw new IdentityError(CODES[name] ?? "auth/internal-error");
  }
  return json;
}

/** The verification e-mail for a new account. Never throws: a failed send must not fail the registration (the profile offers "Resend"). */
export async function sendVerificationEmail(idToken: string): Promise<void> {
  await identity("accounts:sendOobCode", { requestType: "VERIFY_EMAIL", idToken }).catch((error) => console.warn("Verification e-mail not sent", error));
}
