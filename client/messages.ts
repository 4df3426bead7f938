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

/** Firebase's code for a failed request, and the TypeError fetch (or an import()) throws when nothing answered. */
const isNetworkFailure = (error: unknown) =>
  error instanceof TypeError || (error as { code?: unknown } | null)?.code === "auth/network-request-failed";

/**
 * The one way an error becomes the sentence a visitor reads (SPEC §8). A provider's code reads `codes`
 * (unknown codes, such as production's auth/invalid-credential, get `fallback`); our own errors carry
 * their sentence (client/api.ts's), read when `own`, else `fallback`. Undefined when nothing answered:
 * that sentence is islands/action.ts's, which shows it even when this file cannot be fetched.
 */
export function sentenceFor(error: unknown, codes: Record<string, string>, fallback: string, own = true): string | undefined {
  if (isNetworkFailure(error)) return undefined;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === "string") return codes[code] ?? fallback;
  return own && typeof message === "string" && message ? message : fallback;
}

/** A sign-in or sign-up form's sentence, from its table. */
export const messageFor = (error: unknown, table: typeof loginMessages) => sentenceFor(error, table.codes, table.fallback);
