/**
 * Google's SDKs (firebase-admin's key download, user management) have no timeout of their own and retry
 * a reset connection with backoff: without a deadline a request would wait as long as Google does,
 * holding its connection open. `late` is the error to reject with when `ms` pass first.
 */
export function deadline<T>(work: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}
