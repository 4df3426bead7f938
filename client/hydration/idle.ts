/** Hydrates when the main thread is idle; Safari lacks requestIdleCallback, so a timeout stands in. */
export function idle(_element: HTMLElement, hydrate: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(hydrate, { timeout: 2000 });
  else setTimeout(hydrate, 200);
}
