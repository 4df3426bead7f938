/** Shapes of the typed content files; each data file `satisfies` one of these. */

export interface Link {
  label: string;
  href: string;
}

export interface FooterGroup {
  heading: string;
  links: Link[];
}

export interface Site {
  name: string;
  /** Short product line used in titles and Open Graph. */
  tagline: string;
  /** Canonical origin without trailing slash; overridden by SITE_URL at build time. */
  url: string;
  email: string;
  chat: { name: string; url: string };
  company: { founded: number; country: string };
  nav: Link[];
  footer: FooterGroup[];
}

export interface Plan {
  /** Stable identifier: what the API, the database and the operator's command use. */
  id: string;
  name: string;
  /** Devices a home may expose on this plan; null is unlimited (SPEC §3). */
  deviceLimit: number | null;
  /** Automations that may be on (active) at once; null is unlimited. Paused ones do not count. */
  automationLimit: number | null;
  /** Time and sun triggers, durations ("for 10 minutes") and delays (api/routes/key/scheduling.ts). */
  scheduling: boolean;
  /** Suggestions for the user's home (POST /v1/suggestions). */
  autoPrompting: boolean;
  prioritySupport: boolean;
  /** Monthly price in US dollars. */
  price: number;
  period: string;
  /** Price identifier at the card payment provider. */
  priceId: string;
  features: string[];
  cta: string;
  popular: boolean;
}

export type RoadmapStatus = "completed" | "current" | "upcoming";

export interface RoadmapItem {
  title: string;
  description: string;
  status: RoadmapStatus;
}

export interface Release {
  version: string;
  title: string;
  description: string;
  isLatest: boolean;
  /**
   * The dashboard card file this release shipped (card/version.ts's CARD_VERSION). The release log lists
   * its SHA-256: computed by the build from the file it serves, for the newest release with a card;
   * `sha256` is written down here once a newer card release replaces that file.
   */
  card?: { version: string; sha256?: string };
}

export interface FaqItem {
  question: string;
  /** Markdown in content/faq.ts; HTML once build.ts has loaded it (PageProps). */
  answer: string;
}

export interface ValueCard {
  title: string;
  body: string;
}

/** Per-route metadata; `copy` names a Markdown file in content/ that the page renders. */
export interface PageMeta {
  path: string;
  title: string;
  /** The page's h1. */
  heading: string;
  description: string;
  copy?: string;
  /** Kept out of sitemap.xml and marked noindex (account pages). */
  private?: boolean;
}
