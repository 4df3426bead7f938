/** Hydrates when any part of the island scrolls into view, then stops watching. */
export function visible(element: HTMLElement, hydrate: () => void): void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    hydrate();
  });
  observer.observe(element);
}
