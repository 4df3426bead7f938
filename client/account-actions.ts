import "./core.ts";
/**
 * What the account's whole life needs from Firebase and our API (issue 14): reset, verification,
 * password change, key replacement, sign-out everywhere, export and deletion. Loaded on first use only,
 * through client/action.ts.
 *
 * It imports nothing of React's chunk (islands/common.ts, start-session.ts, leaving.ts): islands/action.ts,
 * in that chunk, loads this file (through client/action.ts), so an import back would be a circle, and one
 * module of that chunk reached from here would split it. Ending this device's session is left to the island (leaving.ts's signOutToLeave).
 */
import { apiCall } from "./api.ts";
import { authStore } from "./auth-store.ts";
import { identity } from "./identity.ts";

// The islands read their sentences from here, so they load only once a visitor acts.
export { lifecycleMessage, lifecycleMessages } from "./lifecycle-messages.ts";

// The island shows its own sentence for a failure (lifecycle-messages.ts); this one only names the call.
const api = (path: string, method: string, token: string) => apiCall(path, { method, token, failure: `${method} ${path} failed` });

// Firebase's session: the module start-session.ts starts, the same instance (an import() runs a module once).
const session = () => import("./session.ts");

/** The signed-in user's e-mail and a current ID token. */
async function signedIn(): Promise<{ email: string; token: string }> {
  const token = await (await session()).currentToken();
  const email = authStore.get().user?.email;
  if (!token || !email) throw new Error("Not signed in");
  return { email, token };
}

/** Sends the reset e-mail; an address without an account looks exactly like one with (no enumeration). */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await identity("accounts:sendOobCode", { requestType: "PASSWORD_RESET", email });
  } catch (error) {
    if ((error as { code?: string }).code !== "auth/user-not-found") throw error;
  }
}

/** The address a reset code belongs to; throws auth/expired-action-code or auth/invalid-action-code. */
export async function checkResetCode(code: string): Promise<string> {
  return (await identity<{ email: string }>("accounts:resetPassword", { oobCode: code })).email;
}

export async function resetPassword(code: string, password: string): Promise<void> {
  await identity("accounts:resetPassword", { oobCode: code, newPassword: password });
}

export async function verifyEmail(code: string): Promise<void> {
  await identity("accounts:update", { oobCode: code });
}

/** Whether the signed-in address is verified, from Firebase itself: the stored session may predate the e-mail's link. */
export async function isEmailVerified(): Promise<boolean> {
  const { token } = await signedIn();
  const { users } = await identity<{ users: { emailVerified?: boolean }[] }>("accounts:lookup", { idToken: token });
  return users[0]?.emailVerified === true;
}

export async function resendVerification(): Promise<void> {
  await identity("accounts:sendOobCode", { requestType: "VERIFY_EMAIL", idToken: (await signedIn()).token });
}

/** Proves the password again; the fresh ID token's auth_time is now (deletion needs at most five minutes). */
async function reauthenticate(password: string): Promise<{ email: string; token: string }> {
  const { email } = await signedIn();
  const { idToken } = await identity<{ idToken: string }>("accounts:signInWithPassword", { email, password, returnSecureToken: true });
  return { email, token: idToken };
}

/**
 * Changes the password, then ends every session (other devices included) and signs this device in
 * again with the new password, so only the person who just typed it stays signed in.
 */
export async function changePassword(current: string, next: string): Promise<void> {
  const { email, token } = await reauthenticate(current);
  const { idToken } = await identity<{ idToken: string }>("accounts:update", { idToken: token, password: next, returnSecureToken: true });
  await api("/account/sign-out-everywhere", "POST", idToken);
  await (await session()).login(email, next);
}

export async function replaceKey(): Promise<void> {
  const { token } = await signedIn();
  const body = (await (await api("/api-key/rotate", "POST", token)).json()) as { api_key: string; created_at: string; last_used_at: string | null };
  authStore.set((state) => ({ ...state, apiKey: body.api_key, keyCreated: body.created_at, keyLastUsed: body.last_used_at }));
}

/** Ends every session of the account on the server; the island then signs this device out (signOutToLeave). */
export async function signOutEverywhere(): Promise<void> {
  await api("/account/sign-out-everywhere", "POST", (await signedIn()).token);
}

/** Downloads the export as a file, named as the API names it (its Content-Disposition is not exposed cross-origin). */
export async function downloadData(): Promise<void> {
  const response = await api("/account/export", "GET", (await signedIn()).token);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: `homedirective-data-${new Date().toISOString().slice(0, 10)}.json` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Re-authenticates and has the API delete everything (the Firebase user last); the island then ends the local session. */
export async function deleteAccount(password: string): Promise<void> {
  const { token } = await reauthenticate(password);
  await api("/account", "DELETE", token);
}
