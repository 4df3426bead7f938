/**
 * Lookups that share one query. A lookup asked while none runs starts its query at once; one asked
 * while a query runs waits for the next, which starts as soon as the running one ends and answers
 * every lookup asked meanwhile. Every answer therefore comes from a query that began after it was
 * asked: what was committed before a request arrived is always seen (a replaced key is refused at
 * once, on every replica, with nothing to announce), which a cache kept for even a second would not
 * give. Under load, one round trip to the database serves many requests instead of one each: that
 * round trip (the socket write that wakes PostgreSQL, and its work) cost more than the compiler.
 */

/** At most this many distinct keys per query; the rest wait for the next. */
const MAX_KEYS = 500;

type Waiter<V> = { resolve: (value: V | null) => void; reject: (error: unknown) => void };

/** `load` answers the keys it found (the others are null); a failure is every waiting lookup's. */
export function batched<V>(load: (keys: string[]) => Promise<Map<string, V>>): (key: string) => Promise<V | null> {
  const waiting = new Map<string, Waiter<V>[]>();
  let running = false;

  async function drain() {
    running = true;
    while (waiting.size > 0) {
      const batch = new Map<string, Waiter<V>[]>();
      for (const [key, waiters] of waiting) {
        if (batch.size === MAX_KEYS) break;
        batch.set(key, waiters);
        waiting.delete(key);
      }
      try {
        const found = await load([...batch.keys()]);
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key) ?? null);
      } catch (error) {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      }
    }
    running = false;
  }

  return (key) =>
    new Promise<V | null>((resolve, reject) => {
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (!running) void drain();
    });
}
