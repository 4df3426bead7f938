import { existsSync } from "node:fs";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** The binary @sparticuz/chromium ships (a devDependency, so npm install brings it), unpacked on first call. */
async function shippedChromium(): Promise<string> {
  const { default: sparticuz } = await import("@sparticuz/chromium");
  return sparticuz.executablePath();
}

/**
 * Where Chromium is, in the README's order: CHROME_PATH, Debian's chromium, then the binary
 * @sparticuz/chromium ships. The lookup takes what it checks, so a test can hide either.
 */
export async function chromePath(env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync, shipped = shippedChromium): Promise<string> {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  if (exists(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return shipped();
}

/** The flags every Chromium we start runs with: offline, quiet, and able to run as root in a container. */
export const chromeFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
