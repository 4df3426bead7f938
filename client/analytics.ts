// A lazy chunk, loaded by client/consent.ts through the loader each page entry hands it; like every
// entry it imports core.ts (pipeline/bundle.ts).
import "./core.ts";
import { config } from "./config.ts";

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    gtag?: Gtag;
    dataLayer?: unknown[];
  }
}

// Only these query keys reach Google: any other (Stripe's session_id, Firebase's oobCode and apiKey,
// tokens, emails) may identify a visitor or grant access, so an allow-list, never a deny-list.
const reportedQuery = new Set(["success"]);

/** A URL's path and allow-listed query, the only part of an address that analytics may see. */
export function reportablePath(url: URL): string {
  const query = new URLSearchParams([...url.searchParams].filter(([key]) => reportedQuery.has(key))).toString();
  return url.pathname + (query ? `?${query}` : "");
}

function reportableReferrer(referrer: string): string {
  if (!URL.canParse(referrer)) return "";
  const url = new URL(referrer);
  return url.origin + reportablePath(url);
}

/**
 * SPEC §2: a config event with path (and query) and title, only if the analytics function exists.
 * page_location and page_referrer are set too, because gtag would otherwise send the full addresses.
 */
export function reportPageView(): void {
  if (typeof window.gtag !== "function" || !config.analyticsId) return;
  const path = reportablePath(new URL(location.href));
  window.gtag("config", config.analyticsId, {
    page_path: path,
    page_location: location.origin + path,
    page_referrer: reportableReferrer(document.referrer),
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

/**
 * Runs once the visitor has accepted (`load`: Google's script is fetched) or the page already has an
 * analytics function: the page view is reported. Every path or query change here is a page load (the
 * site never uses pushState), so this one report covers them all; a popstate listener would also count
 * fragment links such as #main.
 */
export function startAnalytics(load: boolean): void {
  if (load) loadAnalytics();
  reportPageView();
}
