// The first sign the visitor is about to use the island: focus reaching it (keyboard or tap), a press, a
// key, or a submit (one the pre-paint script held while the scripts were on their way, sent again with
// focus elsewhere, say after a password manager filled the form).
const events = ["focusin", "pointerdown", "keydown", "submit"] as const;

/**
 * Hydrates on the first focus, press, key or submit inside the island; submits meanwhile are held by
 * hydrate.ts. Focus already inside (the visitor began typing before the scripts arrived) hydrates at once.
 */
export function interaction(element: HTMLElement, hydrate: () => void): void {
  if (element.contains(document.activeElement)) return hydrate();
  const start = () => {
    for (const type of events) element.removeEventListener(type, start, true);
    hydrate();
  };
  for (const type of events) element.addEventListener(type, start, true);
}
