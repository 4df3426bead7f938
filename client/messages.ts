import { networkMessage } from "./api.ts";

/** SPEC §8: what a visitor reads for each provider error code, and the fallback. */
export const loginMessages = {
  fallback: "Invalid credentials. Please try again.",
  codes: {
    "auth/invalid-email": "Please enter a valid email address.",
    "auth/user-not-found": "No account found with this email.",
    "auth/wrong-password": "Incorrect password.",
  } as Record<string, string>,
};

export const registerMessages = {
  fallback: "Registration failed. Please try again.",
  mismatch: "Passwords do not match.",
  codes: {
    "auth/email-already-in-use": "This email is already registered. Please use a different email.",
    "auth/invalid-email": "Please enter a valid email address.",
    "auth/weak-password": "Password should be at least 6 characters long.",
  } as Record<string, string>,
};

/** Firebase's code for a failed request, and the TypeError fetch throws when it gets no response. */
const isNetworkFailure = (error: unknown) =>
  error instanceof TypeError || (error as { code?: unknown } | null)?.code === "auth/network-request-failed";

/**
 * A provider error maps through the table (unknown codes, such as production's
 * auth/invalid-credential, get the fallback); our own errors carry their SPEC message already.
 */
export function messageFor(error: unknown, table: typeof loginMessages): string {
  if (isNetworkFailure(error)) return networkMessage;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === "string") return table.codes[code] ?? table.fallback;
  return typeof message === "string" && message ? message : table.fallback;
}
