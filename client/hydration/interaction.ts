// The first sign the visitor is about to use the island: focus reaching it (keyboard or tap), a press, a key.
const events = ["focusin", "pointerdown", "keydown"] as const;

/**
 * Hydrates on the first focus, press or key inside the island; submits meanwhile are held by hydrate.ts.
 * Focus already inside (the visitor began typing before the scripts arrived) hydrates at once.
 */
export function interaction(element: HTMLElement, hydrate: () => void): void {
  if (element.contains(document.activeElement)) return hydrate();
  const start = () => {
    for (const type of events) element.removeEventListener(type, start, true);
    hydrate();
  };
  for (const type of events) element.addEventListener(type, start, true);
}
