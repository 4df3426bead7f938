import * as assert from "uvu/assert";
import type { BrowserContext, Page } from "playwright-core";
import { browserProblems, browserSuite, holdRequests, modulesLoaded, startSite } from "./browser.ts";

const ID = "G-TEST123";
const site = await startSite({ ANALYTICS_ID: ID });
const unconfigured = await startSite({ ANALYTICS_ID: "" });

/** Google's script is replaced by an empty one (no internet here); the test counts its requests. */
async function open(context: BrowserContext): Promise<{ page: Page; requests: string[] }> {
  const requests: string[] = [];
  await context.route("https://www.googletagmanager.com/**", (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "/* gtag.js stand-in */" });
  });
  return { page: await context.newPage(), requests };
}

const configCalls = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).filter((a) => a[0] === "config"));

const test = browserSuite("consent and analytics");

test("should ask with Accept and Reject equally prominent, and load nothing before a choice", async () => {
  const context = await site.browser.newContext();
  const { page, requests } = await open(context);
  await page.goto(`${site.url}/pricing`, { waitUntil: "networkidle" });
  const banner = page.getByRole("region", { name: "Cookie consent" });
  assert.ok(await banner.isVisible());
  const accept = banner.getByRole("button", { name: "Accept" });
  const reject = banner.getByRole("button", { name: "Reject" });
  const [a, r] = [(await accept.boundingBox())!, (await reject.boundingBox())!];
  assert.is(Math.round(a.width), Math.round(r.width));
  assert.is(Math.round(a.height), Math.round(r.height));
  assert.is(await accept.getAttribute("class"), await reject.getAttribute("class"));
  assert.equal(requests, []);
  assert.is(await page.evaluate(() => typeof window.gtag), "undefined");
  await context.close();
});

test("should load analytics on Accept and report each page view with its path and title, the query's identifiers left out", async () => {
  const context = await site.browser.newContext();
  const { page, requests } = await open(context);
  await page.goto(`${site.url}/pricing?plan=pro`);
  await modulesLoaded(page);
  // Google's loader is a chunk the page fetches on Accept (client/consent.ts), so its script follows that.
  const gtagServed = page.waitForResponse(/googletagmanager\.com/);
  await page.getByRole("button", { name: "Accept" }).click();
  assert.ok(await page.getByRole("region", { name: "Cookie consent" }).isHidden());
  await gtagServed;
  assert.is(requests.length, 1);
  assert.ok(requests[0]!.includes(`id=${ID}`));
  assert.equal(await configCalls(page), [["config", ID, { page_path: "/pricing", page_location: `${site.url}/pricing`, page_referrer: "", page_title: "Pricing — HomeDirective" }]]);
  // Remembered: the next page loads analytics itself and reports once.
  await page.goto(`${site.url}/faq`, { waitUntil: "networkidle" });
  assert.ok(await page.getByRole("region", { name: "Cookie consent" }).isHidden());
  assert.equal(await configCalls(page), [["config", ID, { page_path: "/faq", page_location: `${site.url}/faq`, page_referrer: "", page_title: "FAQ — HomeDirective" }]]);
  assert.is(requests.length, 2);
  assert.equal(browserProblems(), []);
  await context.close();
});

test("should remember Reject, load nothing, and let the footer reopen the choice", async () => {
  const context = await site.browser.newContext();
  const { page, requests } = await open(context);
  const chunks: string[] = [];
  page.on("request", (request) => chunks.push(new URL(request.url()).pathname));
  await page.goto(`${site.url}/docs`);
  await page.getByRole("button", { name: "Reject" }).click(); // pressed before the scripts arrive, if it is: pressed again once they have
  await modulesLoaded(page);
  await page.waitForFunction(() => localStorage.getItem("consent") === "rejected");
  await page.goto(`${site.url}/about`, { waitUntil: "networkidle" });
  const banner = page.getByRole("region", { name: "Cookie consent" });
  assert.ok(await banner.isHidden());
  assert.equal(requests, []);
  assert.equal(chunks.filter((path) => /\/analytics-[^/]+\.js$/.test(path)), [], "a visitor who rejected never fetches the analytics code");
  await page.getByRole("button", { name: "Cookie settings" }).click();
  assert.ok(await banner.isVisible());
  assert.is(await page.evaluate(() => document.activeElement?.textContent), "Accept", "focus moves into the choice");
  const gtagServed = page.waitForResponse(/googletagmanager\.com/);
  await page.getByRole("button", { name: "Accept" }).click();
  await gtagServed;
  assert.is(requests.length, 1);
  assert.equal(chunks.filter((path) => /\/analytics-[^/]+\.js$/.test(path)).length, 1, "Accept fetched the analytics code");
  await context.close();
});

test("should keep a choice pressed before the page's script arrived and act on it once it has", async () => {
  const context = await site.browser.newContext();
  const { page, requests } = await open(context);
  const { release } = await holdRequests(context, /\/assets\/page-[^/]+\.js$/);
  await page.goto(`${site.url}/security`);
  await page.getByRole("button", { name: "Reject" }).click();
  assert.is(await page.evaluate(() => localStorage.getItem("consent")), null, "nothing ran the choice yet");
  release();
  await modulesLoaded(page);
  await page.waitForFunction(() => localStorage.getItem("consent") === "rejected");
  assert.ok(await page.getByRole("region", { name: "Cookie consent" }).isHidden());
  assert.equal(requests, []);
  await context.close();
});

test("should load no analytics at all when no id is configured, even after Accept", async () => {
  const context = await unconfigured.browser.newContext();
  const { page, requests } = await open(context);
  await page.goto(`${unconfigured.url}/`);
  await modulesLoaded(page);
  await page.getByRole("button", { name: "Accept" }).click();
  await page.reload({ waitUntil: "networkidle" });
  assert.equal(requests, []);
  assert.is(await page.evaluate(() => typeof window.gtag), "undefined");
  await context.close();
});

test("should report a config event when the analytics function already exists", async () => {
  const context = await site.browser.newContext();
  const { page } = await open(context);
  await context.addInitScript(() => {
    localStorage.setItem("consent", "rejected");
    (window as { calls?: unknown[] }).calls = [];
    window.gtag = (...args: unknown[]) => (window as unknown as { calls: unknown[] }).calls.push(args);
  });
  await page.goto(`${site.url}/terms?from=footer`, { waitUntil: "networkidle" });
  const calls = await page.evaluate(() => (window as unknown as { calls: unknown[] }).calls);
  assert.equal(calls, [["config", ID, { page_path: "/terms", page_location: `${site.url}/terms`, page_referrer: "", page_title: "Terms of Service — HomeDirective" }]]);
  await context.close();
});

test("should not count an in-page link (the skip link) as another page view", async () => {
  const context = await site.browser.newContext();
  const { page } = await open(context);
  await context.addInitScript(() => localStorage.setItem("consent", "accepted"));
  await page.goto(`${site.url}/faq`, { waitUntil: "networkidle" });
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter"); // "Skip to content" → #main
  await page.waitForURL(`${site.url}/faq#main`);
  assert.is((await configCalls(page)).length, 1);
  await context.close();
});

test.after(async () => {
  await site.close();
  await unconfigured.close();
});
test.run();
