/** Build-time settings the browser needs; build.ts injects them with esbuild's `define`. */
export interface SiteConfig {
  /** Origin of our API (api/), no trailing slash. */
  apiUrl: string;
  /** Google Analytics measurement id; empty means no analytics at all. */
  analyticsId: string;
  /** The public Firebase web config (not a secret). */
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** Firebase Auth emulator origin; empty in production. */
  authEmulatorUrl: string;
}

/** The settings as JSON text (build/bundle.ts). */
declare const SITE_CONFIG: string | undefined;

/** The local setup `npm start` runs: API, Auth emulator and a demo project, no analytics. */
export const defaultConfig: SiteConfig = {
  apiUrl: "http://127.0.0.1:8787",
  analyticsId: "",
  firebase: { apiKey: "demo-api-key", authDomain: "demo-ha-cloud-ai.firebaseapp.com", projectId: "demo-ha-cloud-ai" },
  authEmulatorUrl: "http://127.0.0.1:9099",
};

// Outside the bundle (prerendering, tests) SITE_CONFIG is not defined and the defaults apply.
export const config: SiteConfig = typeof SITE_CONFIG === "undefined" ? defaultConfig : JSON.parse(SITE_CONFIG);
