import type { AddressInfo } from "node:net";
import { type Browser, type BrowserContext, type Page, chromium } from "playwright-core";
import { suite, type Test } from "uvu";
import { buildSite, writeDist } from "../../build.ts";
import { chromeFlags, chromePath } from "../../scripts/chrome.ts";
import { createStaticServer } from "../../scripts/serve.ts";
import { siteConfigFromEnv } from "../../pipeline/config.ts";

/**
 * The process's one Chromium: every launch() shares it (suites run side by side, and a second browser
 * per suite costs a core's worth of start-up and memory), and it closes when the last user closes it.
 */
let shared: Promise<Browser> | null = null;
let users = 0;

export async function launch(): Promise<Browser> {
  users++;
  shared ??= start().catch((error) => {
    shared = null;
    throw error;
  });
  return shared;
}

/**
 * New headless opens every context as a window whose omnibox preloads two WebUI popups in a renderer of
 * its own. Without them, on this 2-core machine, 10 new contexts with a page took 9.4–9.8 s of CPU instead
 * of 12.1–16.6 s, and 20 navigations 2.3–2.8 s instead of 4.2. Chromium keeps only the last --disable-features, so the list
 * playwright-core 1.65 passes is repeated with ours.
 */
const PLAYWRIGHT_DISABLED_FEATURES = ["AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades", "HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding", "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect", "TcpPortRandomizationWin", "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch"];
const disabledFeatures = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"].join(",")}`;

async function start(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: await chromePath(),
    args: [...chromeFlags, disabledFeatures],
  });
  // Every context (browser.newPage makes one too) is watched, so no test can forget to.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watchContext(await newContext(options));
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    if (--users > 0) return;
    shared = null;
    await close(options);
  };
  return browser;
}

/** Console errors and warnings, uncaught errors and CSP violations of every page in every browser launched here. */
const problems: string[] = [];
let expected: RegExp[] = [];

async function watchContext(context: BrowserContext): Promise<BrowserContext> {
  // Chromium also logs violations to the console in its own words; the event reports each one as the
  // standard describes it, with the directive and the blocked source, whatever that wording.
  await context.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`)),
  );
  context.on("page", watchPage);
  return context;
}

function watchPage(page: Page): void {
  // about:blank only runs the tests' own init scripts, which may touch storage it has none of.
  const ours = () => !page.url().startsWith("about:");
  page.on("console", (message) => {
    if (ours() && (message.type() === "error" || message.type() === "warning")) problems.push(`${page.url()}: ${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => ours() && problems.push(`${page.url()}: uncaught ${error.message}`));
}

/**
 * Every page loads its modules after the first paint (pipeline/prepaint.ts), so `load` can come before
 * its enhancements are live: a test that uses them (the theme control, the typing demo) waits for this first.
 */
export const modulesLoaded = (page: Page) => page.locator("html[data-modules-loaded]").waitFor({ state: "attached" });

/**
 * Holds the requests `pattern` matches (those whose path `held` picks) until `release()`, as a slow
 * connection would: a submitting state, or scripts still on their way. `asked` resolves once one has
 * been held. On a context it holds them for every page of the context.
 */
export async function holdRequests(target: Page | BrowserContext, pattern: string | RegExp, held: (path: string) => boolean = () => true) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  let ask!: () => void;
  const asked = new Promise<void>((done) => (ask = done));
  await target.route(pattern, async (route) => {
    if (held(new URL(route.request().url()).pathname)) {
      ask();
      await released;
    }
    await route.continue();
  });
  return { release, asked };
}

/** What the pages of the current test have reported so far, for a test that asserts on it directly. */
export function browserProblems(): string[] {
  return [...problems];
}

/** Declares console errors the current test provokes on purpose (a failure it stages); forgotten after the test. */
export function expectBrowserErrors(...patterns: RegExp[]): void {
  expected.push(...patterns);
}

/**
 * A uvu suite whose every test also fails when a page logged a console error or warning, threw, or
 * violated the CSP while the test ran, unless the test declared it with expectBrowserErrors.
 */
export function browserSuite(name: string): Test {
  const test = suite(name);
  const checked = ((title: string, handler: Parameters<Test>[1]) =>
    test(title, async (context) => {
      problems.length = 0;
      expected = [];
      const started = performance.now();
      await handler(context);
      // TEST_TIMES=1 prints each test's time, to find where a suite's minutes go.
      if (process.env.TEST_TIMES) console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s  ${title}`);
      const unexpected = problems.filter((p) => !expected.some((pattern) => pattern.test(p)));
      if (unexpected.length > 0) throw new Error(`The browser reported, during this test:\n${unexpected.join("\n")}`);
    })) as Test;
  return Object.assign(checked, test);
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
