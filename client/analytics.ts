import { config } from "./config.ts";

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    gtag?: Gtag;
    dataLayer?: unknown[];
  }
}

export const CONSENT_KEY = "consent";

/** SPEC §2: a config event with path (and query) and title, only if the analytics function exists. */
export function reportPageView(): void {
  if (typeof window.gtag !== "function" || !config.analyticsId) return;
  window.gtag("config", config.analyticsId, {
    page_path: location.pathname + location.search,
    page_title: document.title,
  });
}

/** Loads Google Analytics after consent; gtag queues calls until the script arrives. */
function loadAnalytics(): void {
  if (!config.analyticsId || window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js expects the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag("js", new Date());
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.analyticsId)}`;
  document.head.append(script);
}

function choose(choice: string): void {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
  } catch {}
  delete document.documentElement.dataset.consent;
  if (choice === "accepted") {
    loadAnalytics();
    reportPageView();
  }
}

/** The consent element: Accept or Reject, remembered; the footer button asks again. */
export function startConsent(): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(CONSENT_KEY);
  } catch {}
  if (stored === "accepted") loadAnalytics();
  document.querySelectorAll<HTMLButtonElement>("[data-consent-choice]").forEach((button) =>
    button.addEventListener("click", () => choose(button.dataset.consentChoice ?? "rejected")),
  );
  document.querySelector("[data-consent-open]")?.addEventListener("click", () => {
    document.documentElement.dataset.consent = "ask";
    document.querySelector<HTMLButtonElement>("[data-consent-choice]")?.focus();
  });
  // Every path or query change here is a page load (the site never uses pushState), so this one
  // report covers them all; a popstate listener would also count fragment links such as #main.
  reportPageView();
}
