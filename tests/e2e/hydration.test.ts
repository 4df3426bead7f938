import * as assert from "uvu/assert";
import { browserSuite, startSite } from "./browser.ts";

// One site and one Chromium for the whole file.
const site = await startSite();
const test = browserSuite("hydration strategies");

/** Opens /alpha signed out, its alpha island's data-hydrate replaced (a real island, a test build) when `strategy` is given. */
async function alpha(strategy?: string) {
  const context = await site.browser.newContext();
  await context.addInitScript(() => localStorage.setItem("consent", "rejected"));
  const page = await context.newPage();
  if (strategy !== undefined) {
    await page.route(`${site.url}/alpha`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('data-hydrate="interaction"', strategy ? `data-hydrate="${strategy}"` : "");
      await route.fulfill({ response, body: html });
    });
  }
  const chunks: string[] = [];
  page.on("request", (request) => /AlphaForm|mount-|session-/.test(request.url()) && chunks.push(request.url()));
  await page.goto(`${site.url}/alpha`, { waitUntil: "networkidle" });
  return { context, page, chunks };
}

const hydrated = () => Object.keys(document.querySelector('[data-island="alpha"]')!).some((k) => k.startsWith("__reactContainer"));

test("should fetch neither the form's chunk nor React nor Firebase until the signed-out visitor focuses the form", async () => {
  const { context, page, chunks } = await alpha();
  await page.waitForTimeout(300);
  assert.equal(chunks, [], "chunks loaded before any interaction");
  assert.not.ok(await page.evaluate(hydrated));
  await page.locator('[data-island="alpha"] input[name="email"]').focus();
  await page.waitForFunction(hydrated);
  assert.ok(chunks.some((url) => url.includes("AlphaForm")) && chunks.some((url) => url.includes("mount-")));
  await context.close();
});

test("should hydrate an island without a strategy at once", async () => {
  const { context, page, chunks } = await alpha("");
  await page.waitForFunction(hydrated);
  assert.ok(chunks.some((url) => url.includes("AlphaForm")));
  await context.close();
});

test("should hydrate the toast region together with the first island", async () => {
  const { context, page } = await alpha();
  const toastsHydrated = () => Object.keys(document.querySelector('[data-island="toasts"]')!).some((k) => k.startsWith("__reactContainer"));
  assert.not.ok(await page.evaluate(toastsHydrated));
  await page.locator('[data-island="alpha"] input[name="email"]').focus();
  await page.waitForFunction(toastsHydrated);
  await context.close();
});

test.after(() => site.close());
test.run();
