/** Waiting for a condition instead of sleeping for a guess: as short as the machine allows, as long as it needs. */

/** Resolves once `check` holds, asking every `every` ms; rejects naming `what` after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, { timeoutMs = 10_000, every = 20 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`);
    await new Promise((r) => setTimeout(r, every));
  }
}

/**
 * Resolves once the wall clock is in a later whole second than when called. Firebase keeps token times
 * and revocations in whole seconds: a token minted, or a revocation made, before the call is then in an
 * earlier second than anything after it. Half a second on average, where a fixed 1.1 s sleep was used.
 */
export function nextSecond(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1_000 - (Date.now() % 1_000) + 5));
}
