import { type SiteConfig, defaultConfig } from "../client/config.ts";
import { site } from "../content/site.ts";

/** Build settings: what the browser gets (SiteConfig) plus the canonical site origin. */
export interface BuildConfig extends SiteConfig {
  siteUrl: string;
  /** NODE_ENV is production: what the site must allow is checked against firebase.json (hosting.ts's checkCsp). */
  production: boolean;
}

type Env = Record<string, string | undefined>;

/** Reads build settings from the environment; defaults are the local setup of `npm start`. */
export function siteConfigFromEnv(env: Env): BuildConfig {
  const production = env.NODE_ENV === "production";
  const config: BuildConfig = {
    siteUrl: (env.SITE_URL ?? site.url).replace(/\/$/, ""),
    production,
    apiUrl: (env.API_URL ?? defaultConfig.apiUrl).replace(/\/$/, ""),
    analyticsId: env.ANALYTICS_ID ?? "",
    firebase: {
      apiKey: env.FIREBASE_API_KEY ?? defaultConfig.firebase.apiKey,
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? defaultConfig.firebase.authDomain,
      projectId: env.FIREBASE_PROJECT_ID ?? defaultConfig.firebase.projectId,
    },
    authEmulatorUrl: env.AUTH_EMULATOR_URL ?? (production ? "" : defaultConfig.authEmulatorUrl),
  };
  if (production && config.authEmulatorUrl) {
    throw new Error("AUTH_EMULATOR_URL is set in a production build; unset it so the site uses real Firebase Authentication.");
  }
  if (production && config.firebase.projectId.startsWith("demo-")) {
    throw new Error("FIREBASE_PROJECT_ID is a demo project in a production build; set the real project's web config.");
  }
  return config;
}
