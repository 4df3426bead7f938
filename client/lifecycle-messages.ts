/**
 * Issue 14's messages, in the style of SPEC §8; the sentences the sign-up form shares come from messages.ts,
 * the one table of provider codes.
 */
import { registerMessages, sentenceFor } from "./messages.ts";

export const lifecycleMessages = {
  mismatch: registerMessages.mismatch,
  resetSent: "If an account exists for that address, we've sent it a link to reset the password.",
  resetDone: "Password updated! Please log in.",
  codeExpired: "This link has expired. Please request a new one.",
  codeInvalid: "This link is invalid or has already been used. Please request a new one.",
  codeMissing: "This link is incomplete. Please open it again from the email.",
  verified: "Email verified! Thank you.",
  verificationSent: "Verification email sent. Check your inbox.",
  verificationFailed: "Failed to send verification email",
  tooMany: "Too many attempts. Please wait a few minutes and try again.",
  wrongCurrent: "Current password is incorrect.",
  wrongPassword: "Incorrect password.",
  passwordChanged: "Password changed. Your other devices have been signed out.",
  passwordFailed: "Failed to change password",
  keyReplaced: "API key replaced. The old key no longer works.",
  keyFailed: "Failed to replace API key",
  signedOutEverywhere: "Signed out on every device.",
  signOutFailed: "Failed to sign out everywhere",
  dataDownloaded: "Your data has been downloaded.",
  downloadFailed: "Failed to download your data",
  deleted: "Your account has been deleted.",
  deleteFailed: "Failed to delete account",
};

/** Provider codes of the lifecycle forms, by form; unknown codes fall back to each form's failure message. */
export const codeMessages = {
  "auth/expired-action-code": lifecycleMessages.codeExpired,
  "auth/invalid-action-code": lifecycleMessages.codeInvalid,
  "auth/weak-password": registerMessages.codes["auth/weak-password"]!,
  "auth/invalid-email": registerMessages.codes["auth/invalid-email"]!,
  "auth/too-many-requests": lifecycleMessages.tooMany,
} as Record<string, string>;

/**
 * A lifecycle form's sentence for an error (messages.ts's sentenceFor): re-authentication's wrong password
 * gets `wrongPassword`; an error of ours only names the call (account-actions.ts), so the form's `fallback`.
 */
export function lifecycleMessage(error: unknown, fallback: string, wrongPassword = lifecycleMessages.wrongPassword): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  // Production answers a wrong password with auth/invalid-credential; we know the account exists here.
  if (code === "auth/wrong-password" || code === "auth/invalid-credential") return wrongPassword;
  return sentenceFor(error, codeMessages, fallback, false);
}
