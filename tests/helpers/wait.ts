/** Waiting for a condition instead of sleeping for a guess: as short as the machine allows, as long as it needs. */

/** Resolves once `check` holds, asking every `every` ms; rejects naming `what` after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, { timeoutMs = 10_000, every = 20 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`);
    await new Promise((r) => setTimeout(r, every));
  }
}
