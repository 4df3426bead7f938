import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { type Browser, type ConsoleMessage, type Page, chromium } from "playwright-core";
import { buildSite, writeDist } from "../../build.ts";
import { createStaticServer } from "../../scripts/serve.ts";
import { siteConfigFromEnv } from "../../templates/config.ts";

/** DEVELOPERS.md order: CHROME_PATH, then Debian's chromium, then the binary @sparticuz/chromium ships. */
export async function chromePath(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const { default: sparticuz } = await import("@sparticuz/chromium");
  return sparticuz.executablePath();
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: await chromePath(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export interface SiteUnderTest {
  url: string;
  browser: Browser;
  close(): Promise<void>;
}

/** Builds the site into a temp dist, serves it as `npm start` does, and launches Chromium. */
export async function startSite(env: Record<string, string> = {}, port = 0): Promise<SiteUnderTest> {
  const config = siteConfigFromEnv({ ...process.env, ...env });
  const dir = `${process.env.TMPDIR ?? "/tmp"}/site-${process.pid}-${Date.now()}`;
  await writeDist((await buildSite(config)).files, dir);
  const server = await createStaticServer({ dir, connectSrc: [config.apiUrl, config.authEmulatorUrl].filter(Boolean) });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  const address = server.address() as AddressInfo;
  const browser = await launch();
  return {
    url: `http://127.0.0.1:${address.port}`,
    browser,
    async close() {
      await browser.close();
      await new Promise((done) => server.close(done));
    },
  };
}

/** Collects console errors, page errors and CSP violations, so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" || message.type() === "warning") errors.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
