/**
 * A suite's setup and teardown that cannot hide a failure.
 *
 * uvu runs `after` hooks in a `finally` and returns from it, so an error a `before` hook throws is
 * dropped (the suite shows 0 of N passed, and no reason); and a teardown that meets half-built state
 * throws a TypeError that ends the process ("Exiting early"), hiding the tests that did not run. With
 * setUp, a failed setup fails each test of the suites with its reason, and the teardown runs on what
 * was built, which it must check (`ctx.redis?.destroy()`).
 */
import type { Test } from "uvu";

type Step = () => Promise<unknown> | unknown;

/** `start` before the first suite's tests, `stop` after the last suite's; `suites` run in this order. */
export function setUp(suites: Test<any> | Test<any>[], start: Step, stop: Step): void {
  const all = Array.isArray(suites) ? suites : [suites];
  let failure: Error | undefined;
  let told = false;
  all[0]!.before(async () => {
    try {
      await start();
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      const cause = failure.cause instanceof Error ? ` (${failure.cause.message})` : ""; // uvu prints no cause
      failure.message = `The setup failed: ${failure.message}${cause}`;
    }
  });
  for (const suite of all)
    suite.before.each(() => {
      if (!failure) return;
      if (told) throw new Error(`Not run: ${failure.message.split("\n")[0]} (the first test has the whole error)`);
      told = true;
      throw failure;
    });
  all.at(-1)!.after(async () => {
    try {
      await stop();
    } catch (error) {
      if (!failure) throw error; // a teardown that fails after a good setup is a failure of its own
      console.error("The teardown after the failed setup failed too:", error);
    }
  });
}

/**
 * Waits for every start, then throws the first failure: so that when one server fails to start, the
 * others have started (and been recorded) by the time the teardown stops them.
 */
export async function allStarted(starts: Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(starts);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) throw failed.reason;
}
