/**
 * The site without a mouse: Tab reaches every control of every route in document order, each with
 * a visible focus ring; the FAQ accordion works from the keyboard; a form error is announced.
 */
import * as assert from "uvu/assert";
import { pages } from "../../content/pages.ts";
import { browserSuite, expectBrowserErrors, startSite } from "./browser.ts";
import { tabStops, tabbable } from "./focus.ts";

const site = await startSite();
const test = browserSuite("keyboard");
test.after(() => site.close());

test("should reach every control of every route by Tab, in document order, each with a visible focus ring", async () => {
  expectBrowserErrors(/no-such-page: error: .*status of 404/);
  const context = await site.browser.newContext();
  const page = await context.newPage();
  for (const path of [...pages.map((p) => p.path), "/no-such-page"]) {
    await page.goto(site.url + path);
    await page.waitForLoadState("networkidle");
    const expected = await tabbable(page);
    assert.ok(expected.length > 10, `${path}: ${expected.length} controls`);
    assert.is(expected[0], 'a "Skip to content"', `${path}: the skip link comes first`);
    const stops = await tabStops(page, expected.length);
    assert.equal(stops.map((s) => expected[s.stop] ?? `outside the list: ${s.name}`), expected, path);
    const ringless = stops.filter((s) => !s.ring).map((s) => expected[s.stop]);
    assert.equal(ringless, [], `${path}: focus ring missing`);
  }
  await context.close();
});

test("should skip to the main content with the skip link", async () => {
  const page = await site.browser.newPage();
  await page.goto(`${site.url}/pricing`);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  assert.is(await page.evaluate(() => document.activeElement?.id), "main");
  await page.keyboard.press("Tab");
  assert.ok(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement)), "the next Tab stays in the content");
  await page.close();
});

test("should open and close FAQ items with Enter and Space, several at once", async () => {
  const page = await site.browser.newPage();
  await page.goto(`${site.url}/faq`);
  const summaries = page.locator("details > summary");
  await summaries.nth(0).focus();
  await page.keyboard.press("Enter");
  await summaries.nth(1).focus();
  await page.keyboard.press(" ");
  const open = () => page.locator("details").evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));
  assert.equal((await open()).slice(0, 3), [true, true, false]);
  await page.keyboard.press("Enter");
  assert.equal((await open()).slice(0, 3), [true, false, false]);
  await page.close();
});

test("should use and forget my home in the playground by keyboard alone", async () => {
  const context = await site.browser.newContext();
  await context.addInitScript(() => localStorage.setItem("consent", "rejected"));
  const page = await context.newPage();
  await page.goto(site.url);
  const summary = page.locator("[data-playground-my-home] > summary");
  await summary.focus();
  await page.keyboard.press("Enter");
  assert.ok(await page.locator("[data-playground-my-home]").evaluate((d) => (d as HTMLDetailsElement).open));
  const field = page.getByLabel("Your home (the template's result)");
  await field.focus();
  await page.keyboard.insertText('{"areas":[{"area_id":"den","name":"Den"}],"entities":[{"entity_id":"light.den","name":"Den Light","domain":"light","area":"den"}]}');
  await page.keyboard.press("Tab");
  assert.is(await page.evaluate(() => document.activeElement?.textContent), "Use this home", "the button follows the field");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("[data-playground-status]")?.textContent?.startsWith("Using your home"));
  await page.keyboard.press("Tab");
  assert.is(await page.evaluate(() => document.activeElement?.textContent), "Forget my home");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("[data-playground-status]")?.textContent?.startsWith("Your home is forgotten"));
  assert.is(await page.evaluate(() => document.activeElement?.id), "home-json", "focus returns to the field, not to the body");
  assert.is(await page.evaluate(() => localStorage.getItem("playground-home")), null);
  await context.close();
});

test("should follow a dead e-mail link's offer of a new one, and reach the reset form, by keyboard alone (issue 14)", async () => {
  const page = await site.browser.newPage();
  await page.goto(`${site.url}/account-action`);
  const link = page.getByRole("link", { name: "Send a new link" });
  await link.waitFor();
  await link.focus();
  assert.ok(await link.evaluate((el) => el.matches(":focus-visible") || el === document.activeElement));
  await page.keyboard.press("Enter");
  await page.waitForURL(`${site.url}/forgot-password`);
  await page.getByLabel("Email").focus();
  await page.keyboard.type("someone@example.com");
  await page.keyboard.press("Tab");
  assert.is(await page.evaluate(() => document.activeElement?.textContent), "Send reset link", "the submit button follows the field");
  await page.goto(`${site.url}/login`);
  await page.getByRole("link", { name: "Forgot password?" }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(`${site.url}/forgot-password`);
  await page.close();
});

test("should announce a form error through the live region that was in the page before it", async () => {
  const page = await site.browser.newPage();
  const html = await (await fetch(`${site.url}/register`)).text();
  assert.match(html, /<div class="toasts" role="status" aria-live="polite">/, "the region is prerendered, empty");
  await page.goto(`${site.url}/register`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Email").focus();
  await page.keyboard.type("kim@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("correct horse battery");
  await page.keyboard.press("Tab");
  await page.keyboard.type("correct horse batter");
  await page.keyboard.press("Enter");
  const region = page.locator('[role="status"][aria-live="polite"]');
  await region.getByText("Passwords do not match.").waitFor();
  assert.is(await region.count(), 1);
  await page.close();
});

test.run();
