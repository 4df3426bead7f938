import * as assert from "uvu/assert";
import { browserSuite, holdRequests, startSite } from "./browser.ts";

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
  page.on("request", (request) => /AlphaForm|common-|session-/.test(request.url()) && chunks.push(request.url()));
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
  assert.ok(chunks.some((url) => url.includes("AlphaForm")) && chunks.some((url) => url.includes("common-")));
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

test("should keep a radio group one Tab stop when the form hydrates while one of its radios has focus", async () => {
  const { context, page } = await alpha();
  // The form's chunk waits until focus is on the first radio, so hydration (and React's renaming of every input) lands there.
  const { release } = await holdRequests(page, /AlphaForm-.*\.js$/);
  await page.locator('[data-island="alpha"] input[name="email"]').focus();
  await page.keyboard.press("Tab");
  const focused = () => page.evaluate(() => `${(document.activeElement as HTMLInputElement).name} ${(document.activeElement as HTMLInputElement).value}`);
  assert.is(await focused(), "experience hobbyist");
  release();
  await page.waitForFunction(hydrated);
  await page.waitForLoadState("networkidle"); // the session's answer re-renders the form too
  await page.keyboard.press("Tab");
  assert.is(await focused(), "automationsCount ", "Tab leaves the radio group");
  await context.close();
});

test.after(() => site.close());
test.run();
