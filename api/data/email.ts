/** Addresses are compared case-insensitively everywhere; this is the one place that decides how. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
