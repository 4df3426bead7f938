import { type AnalyticsLoader, startConsent } from "./consent.ts";
import { startTheme } from "./theme.ts";

let enhanced = false;

/**
 * What every page does without React: theme control, consent and page-view reporting (`analytics`, the
 * entry's loader of client/analytics.ts: see client/consent.ts). Once per page:
 * an informational page's entry calls it, then loads the account pages' entry (client/app.ts) when a
 * session needs React, which calls it too.
 */
export function enhance(analytics: AnalyticsLoader): void {
  if (enhanced) return;
  enhanced = true;
  startTheme();
  startConsent(analytics);
}
