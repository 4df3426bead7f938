import { startConsent } from "./consent.ts";
import { startTheme } from "./theme.ts";

/** What every page does without React: theme control, consent and page-view reporting. */
export function enhance(): void {
  startTheme();
  startConsent();
}
