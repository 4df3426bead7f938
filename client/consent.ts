import { config } from "./config.ts";
import { storageKeys } from "./storage-keys.ts";

/** The localStorage key of the consent choice. */
export const CONSENT_KEY = storageKeys.consent;

/**
 * Loads Google Analytics' loader and page-view report (client/analytics.ts), a chunk of their own: a
 * visitor who has not accepted (and whose page has no analytics function) never downloads or runs them.
 * The page's entry hands it over: that chunk imports core.ts (pipeline/bundle.ts), so core.ts, where this
 * file is, cannot import it back.
 */
export type AnalyticsLoader = () => Promise<{ startAnalytics(load: boolean): void }>;

let analytics: AnalyticsLoader;

function choose(choice: string): void {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
  } catch {}
  delete document.documentElement.dataset.consent;
  if (choice === "accepted" && config.analyticsId) void analytics().then((m) => m.startAnalytics(true));
}

/** The consent element: Accept or Reject, remembered; the footer button asks again. */
export function startConsent(load: AnalyticsLoader): void {
  analytics = load;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(CONSENT_KEY);
  } catch {}
  document.querySelectorAll<HTMLButtonElement>("[data-consent-choice]").forEach((button) =>
    button.addEventListener("click", () => choose(button.dataset.consentChoice ?? "rejected")),
  );
  document.querySelector("[data-consent-open]")?.addEventListener("click", () => {
    document.documentElement.dataset.consent = "ask";
    document.querySelector<HTMLButtonElement>("[data-consent-choice]")?.focus();
  });
  // SPEC §2 reports a page view whenever the analytics function exists: after consent, or one the page already had.
  const accepted = stored === "accepted";
  if (config.analyticsId && (accepted || typeof window.gtag === "function")) void analytics().then((m) => m.startAnalytics(accepted));
}
