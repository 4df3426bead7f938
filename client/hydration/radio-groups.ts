/**
 * React clears and restores every input's name when it commits (hydration and each re-render); Chromium
 * then leaves a radio that has focus out of its group, and the next Tab stops on the group's next radio.
 * Focusing that radio again, once the commit has restored its name, puts it back in the group. An island
 * with radios exports this as beforeHydrate (client/hydrate.ts runs it before the first commit).
 */
export function keepRadioGroups(element: HTMLElement): void {
  new MutationObserver((records) => {
    // Only an input of type radio has that type; a record's target is an element whose name changed.
    const focused = document.activeElement as HTMLInputElement | null;
    if (focused?.type === "radio" && focused.name && records.some((r) => r.target === focused)) {
      focused.blur();
      focused.focus({ preventScroll: true });
    }
  }).observe(element, { subtree: true, attributeFilter: ["name"] });
}
