import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { browserSuite, startSite } from "./browser.ts";

// One site and one Chromium for the whole file.
const site = await startSite();
const test = browserSuite("hydration strategies");

/** Opens /alpha with the alpha island's strategy changed in the served HTML (a real island, a test build). */
async function alphaWith(strategy: string, viewport = { width: 1280, height: 800 }) {
  const context = await site.browser.newContext({ viewport });
  await context.addInitScript(() => localStorage.setItem("consent", "rejected"));
  const page = await context.newPage();
  await page.route(`${site.url}/alpha`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('data-island="alpha"', `data-island="alpha" data-hydrate="${strategy}"`);
    await route.fulfill({ response, body: html });
  });
  const chunks: string[] = [];
  page.on("request", (request) => request.url().includes("AlphaForm") && chunks.push(request.url()));
  await page.goto(`${site.url}/alpha`, { waitUntil: "networkidle" });
  return { context, page, chunks };
}

const hydrated = (page: Page) =>
  page.locator('[data-island="alpha"]').evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactContainer")));

test("should not fetch a visible island's chunk until it is scrolled into view", async () => {
  const { context, page, chunks } = await alphaWith("visible", { width: 1280, height: 60 });
  assert.equal(chunks, [], "the chunk loaded while the island was off screen");
  assert.not.ok(await hydrated(page));
  await page.locator('[data-island="alpha"]').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => Object.keys(document.querySelector('[data-island="alpha"]')!).some((k) => k.startsWith("__reactContainer")));
  assert.ok(chunks.length > 0);
  await context.close();
});

test("should not fetch an interaction island's chunk until it is focused", async () => {
  const { context, page, chunks } = await alphaWith("interaction");
  await page.waitForTimeout(300);
  assert.equal(chunks, [], "the chunk loaded before any interaction");
  await page.locator('[data-island="alpha"] input[name="email"]').focus();
  await page.waitForFunction(() => Object.keys(document.querySelector('[data-island="alpha"]')!).some((k) => k.startsWith("__reactContainer")));
  assert.ok(chunks.length > 0);
  await context.close();
});

test("should hydrate an idle island without any interaction", async () => {
  const { context, page, chunks } = await alphaWith("idle");
  await page.waitForFunction(() => Object.keys(document.querySelector('[data-island="alpha"]')!).some((k) => k.startsWith("__reactContainer")));
  assert.ok(chunks.length > 0);
  await context.close();
});

test.after(() => site.close());
test.run();
