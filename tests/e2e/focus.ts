import type { Page } from "playwright-core";

/**
 * The controls Tab should visit, in document order (one stop per radio group, as browsers do). Each
 * is numbered in a data attribute so the stops can be compared; returns their names.
 */
export function tabbable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]';
    const groups = new Set<string>();
    return Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.checkVisibility({ visibilityProperty: true }) && !el.closest("[inert]"))
      .filter((el) => {
        if (!(el instanceof HTMLInputElement && el.type === "radio")) return true;
        if (groups.has(el.name)) return false;
        groups.add(el.name);
        return true;
      })
      .map((el, i) => {
        el.dataset.tabStop = String(i);
        return `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40) || (el as HTMLInputElement).name}"`;
      });
  });
}

/**
 * Presses Tab `count` times; records where focus went (by number) and whether its focus ring shows.
 * The page records each stop itself when the Tab key comes up (focus has moved on keydown), and the
 * stops are read once at the end: one round trip per press instead of two (a Tab walk of every route
 * made ~1,300 of them). A press whose keyup the page never sees (focus left it) leaves a stop missing,
 * so the walk still fails its comparison.
 */
export async function tabStops(page: Page, count: number): Promise<{ stop: number; ring: boolean; name: string }[]> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await page.evaluate(() => {
    const stops: { stop: number; ring: boolean; name: string }[] = [];
    const listening = new AbortController();
    window.addEventListener("keyup", (event) => {
      if (event.key !== "Tab") return;
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      const drawn = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none";
      // Named too, so a stop outside the list says where focus went.
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
      stops.push({ stop: Number(el.dataset.tabStop ?? -1), ring: drawn && el.matches(":focus-visible"), name });
    }, { capture: true, signal: listening.signal });
    Object.assign(window, { tabStopsSeen: stops, tabStopsListening: listening });
  });
  for (let i = 0; i < count; i++) await page.keyboard.press("Tab");
  return page.evaluate(() => {
    const { tabStopsSeen, tabStopsListening } = window as unknown as { tabStopsSeen: { stop: number; ring: boolean; name: string }[]; tabStopsListening: AbortController };
    tabStopsListening.abort();
    return tabStopsSeen;
  });
}
