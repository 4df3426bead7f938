import { startConsent } from "./consent.ts";
import { startTheme } from "./theme.ts";

let enhanced = false;

/**
 * What every page does without React: theme control, consent and page-view reporting. Once per page:
 * an informational page's entry calls it, then loads the account pages' entry (client/app.ts) when a
 * session needs React, which calls it too.
 */
export function enhance(): void {
  if (enhanced) return;
  enhanced = true;
  startTheme();
  startConsent();
}
