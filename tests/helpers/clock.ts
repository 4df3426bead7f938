/**
 * A manual clock for unit tests of timed behaviour: replaces the global setTimeout/clearTimeout
 * and runs callbacks only when the test advances time, so no test waits or depends on speed.
 */
export function installClock() {
  const real = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  globalThis.setTimeout = ((run: () => void, ms = 0) => {
    const id = nextId++;
    timers.set(id, { at: now + ms, run });
    return id;
  }) as unknown as typeof setTimeout;
  globalThis.clearTimeout = ((id: number) => void timers.delete(id)) as typeof clearTimeout;
  return {
    /** Moves time forward, firing due timers in order (including ones they schedule). */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = end;
    },
    pending: () => timers.size,
    uninstall() {
      Object.assign(globalThis, real);
    },
  };
}
