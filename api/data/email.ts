/**
 * Who an address is: the one place that decides how addresses compare. NFKC first, so a Kelvin sign
 * is a K and full-width letters are letters, then lower case; the same person typing their address
 * twice, or an attacker typing look-alikes, lands on the same key.
 */
export function emailKey(email: string): string {
  return email.normalize("NFKC").trim().toLowerCase();
}

/**
 * Characters a reader cannot see (zero-width spaces and joiners, bidi controls, soft hyphens, fillers)
 * or that are not text at all: an address holding one would look like someone else's.
 */
export const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/** The address as stored and shown: NFKC, case kept (the key decides sameness). */
export function normalEmail(email: string): string {
  return email.normalize("NFKC");
}
