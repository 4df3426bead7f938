import { existsSync } from "node:fs";

/** Where Chromium is, in DEVELOPERS.md order: CHROME_PATH, Debian's chromium, then the binary @sparticuz/chromium ships. */
export async function chromePath(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const { default: sparticuz } = await import("@sparticuz/chromium");
  return sparticuz.executablePath();
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
