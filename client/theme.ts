import { storageKeys } from "./storage-keys.ts";

/** Theme preference (SPEC §4): light, dark or system; default dark; key 'theme'; followed across tabs. */
export type Theme = "light" | "dark" | "system";
/** The localStorage key of the theme preference. */
export const THEME_KEY = storageKeys.theme;
const themes: readonly string[] = ["light", "dark", "system"];

export const readTheme = (value: string | null): Theme => (value && themes.includes(value) ? (value as Theme) : "dark");

function apply(theme: Theme, select: HTMLSelectElement | null) {
  document.documentElement.dataset.theme = theme;
  if (select) select.value = theme;
}

/** Wires the header control; `system` needs no script, the stylesheet follows prefers-color-scheme live. */
export function startTheme(): void {
  const select = document.querySelector<HTMLSelectElement>("[data-theme-select]");
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(THEME_KEY);
  } catch {}
  apply(readTheme(stored), select);
  select?.addEventListener("change", () => {
    const theme = readTheme(select.value);
    apply(theme, select);
    try {
      localStorage.setItem(THEME_KEY, theme);
    } catch {}
  });
  // Another tab changed it: the storage event fires only in the other tabs.
  window.addEventListener("storage", (event) => {
    if (event.key === THEME_KEY) apply(readTheme(event.newValue), select);
  });
}
