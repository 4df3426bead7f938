/** Hydrates at once: for islands the visitor may use on first paint. */
export const now = (_element: HTMLElement, hydrate: () => void): void => hydrate();
