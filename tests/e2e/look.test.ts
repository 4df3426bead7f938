import * as assert from "uvu/assert";
import type { BrowserContext, Page } from "playwright-core";
import { directives, typing } from "../../content/directives.ts";
import { browserSuite, expectBrowserErrors, modulesLoaded, startSite } from "./browser.ts";

const site = await startSite();
const widths = [320, 375, 768, 1280];

/** A page at one viewport width, consent already chosen unless `ask` (so the banner covers nothing). */
async function open(width: number, path: string, { ask = false, height = 800 } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await site.browser.newContext({ viewport: { width, height } });
  if (!ask) await context.addInitScript(() => localStorage.setItem("consent", "rejected"));
  const page = await context.newPage();
  // "load": the stylesheet (linked in the head) has applied; layout is what these tests measure.
  await page.goto(site.url + path, { waitUntil: "load" });
  return { context, page };
}

/** The 404 page's own status shows as a console error; the tests that visit it expect that one. */
const expect404 = () => expectBrowserErrors(/nowhere: error: Failed to load resource: the server responded with a status of 404/);

const left = async (page: Page, selector: string) => Math.round((await page.locator(selector).first().boundingBox())!.x);

const test = browserSuite("look and feel (issue 19)");

test("should start header, main and footer at one left edge on every width", async () => {
  expect404();
  for (const width of widths) {
    const { context, page } = await open(width, "/");
    for (const path of ["/", "/pricing", "/faq", "/security", "/login", "/nowhere"]) {
      if (path !== "/") await page.goto(site.url + path, { waitUntil: "load" });
      const brand = await left(page, ".brand");
      assert.is(await left(page, "main h1"), brand, `${path} at ${width}px: the heading is off the header's edge`);
      assert.is(await left(page, ".site-footer h2"), brand, `${path} at ${width}px: the footer is off the header's edge`);
      assert.is(await left(page, ".footer-meta p"), brand, `${path} at ${width}px: the footer line is off the header's edge`);
    }
    await context.close();
  }
});

test("should keep the footer on the bottom of a short page, with nothing under it", async () => {
  expect404();
  for (const width of [375, 1280]) {
    const { context, page } = await open(width, "/nowhere", { height: 1600 });
    const footer = (await page.locator(".site-footer").boundingBox())!;
    assert.is(Math.round(footer.y + footer.height), 1600, `at ${width}px the footer should end at the viewport's bottom`);
    assert.is(await page.evaluate(() => document.documentElement.scrollHeight), 1600, "and the page should not scroll");
    await context.close();
  }
});

test("should line up the three plans' price lines and buttons in one row from tablet width, one column on a phone", async () => {
  for (const width of [768, 1280]) {
    const { context, page } = await open(width, "/pricing");
    for (const selector of [".plan h2", ".plan .free", ".plan .button"]) {
      const ys = await page.locator(selector).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().y)));
      assert.is(ys.length, 3);
      assert.is(new Set(ys).size, 1, `at ${width}px the plans' ${selector} sit at ${ys.join(", ")}`);
    }
    await context.close();
  }
  const { context, page } = await open(375, "/pricing");
  const xs = await page.locator(".plan").evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().x)));
  assert.is(new Set(xs).size, 1, "one column on a phone");
  await context.close();
});

/** One full cycle of the animation: every example typed, paused on and deleted (SPEC §9 timings). */
const cycleMs = directives.reduce((sum, text) => sum + text.length * (typing.typeMs + typing.deleteMs) + typing.pauseMs, 0);

test("should not move what follows the demo while it types all 13 examples, showing each one's summary", async () => {
  for (const width of [320, 375, 1280]) {
    const context = await site.browser.newContext({ viewport: { width, height: 800 } });
    await context.addInitScript(() => localStorage.setItem("consent", "rejected"));
    const page = await context.newPage();
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.goto(`${site.url}/`);
    await modulesLoaded(page);
    // Recorded in the page on every change the animation makes (each typed or deleted character, each
    // new example), so one run of the clock over the whole cycle checks every step without a round trip each.
    await page.evaluate(() => {
      // (No named function here: tsx would wrap it in a helper the page does not have.)
      const log: { below: number[]; current: number }[] = ((window as any).__look = []);
      const observer = new MutationObserver(() =>
        log.push({
          below: [".upcoming", ".cards"].map((selector) => Math.round(document.querySelector(selector)!.getBoundingClientRect().y + scrollY)),
          current: Array.from(document.querySelectorAll("[data-summaries] > *")).findIndex((el) => el.hasAttribute("data-current")),
        }),
      );
      observer.observe(document.querySelector("main")!, { subtree: true, childList: true, characterData: true, attributes: true });
      document.querySelector("main")!.setAttribute("data-look", "start"); // the first sample, before the clock moves
    });
    await page.clock.runFor(cycleMs + 2000);
    const log: { below: number[]; current: number }[] = await page.evaluate(() => (window as any).__look);
    assert.ok(log.length > directives.join("").length, `${log.length} changes recorded: the demo typed`);
    const start = log[0]!.below;
    const shown = new Set<number>();
    for (const [step, now] of log.entries()) {
      assert.equal(now.below, start, `at ${width}px something below the demo moved at change ${step}`);
      shown.add(now.current);
    }
    assert.equal([...shown].sort((a, b) => a - b), directives.map((_, i) => i), "every example's summary took its turn");
    await context.close();
  }
});

test("should show the alpha confirmation from the first paint, before any island script runs", async () => {
  expectBrowserErrors(/Failed to load resource: net::ERR_FAILED/);
  const context = await site.browser.newContext();
  await context.addInitScript(() => localStorage.setItem("consent", "rejected"));
  // No entry script at all: only the pre-paint script and the CSS decide what shows.
  await context.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${site.url}/alpha?success=true`);
  assert.ok(await page.getByRole("heading", { name: "Alpha Application Submitted" }).isVisible());
  assert.ok(await page.getByLabel(/email/i).first().isHidden(), "the form is not shown");
  await page.goto(`${site.url}/alpha`);
  assert.ok(await page.getByRole("heading", { name: "Alpha Application Submitted" }).isHidden());
  await context.close();
});

test("should keep 'AI-as-a-Service' on one line on a phone, with the heading's words unchanged", async () => {
  const { context, page } = await open(320, "/");
  assert.ok(await page.getByRole("heading", { level: 1, name: "The first AI-as-a-Service for Home Assistant" }).isVisible());
  assert.is(await page.locator("h1 .nowrap").evaluate((el) => el.getClientRects().length), 1);
  const demo = (await page.locator(".typing-demo").boundingBox())!;
  assert.ok(demo.y < 800, `the demo should start on the first screen, not at ${demo.y}px`);
  await context.close();
});

test("should give every header, footer and button target at least 44 × 44 px at 375 px", async () => {
  expect404();
  for (const path of ["/", "/pricing", "/alpha", "/nowhere"]) {
    const { context, page } = await open(375, path);
    const small = await page
      .locator(".site-header a, .site-header select, .site-header button, .site-footer a, .site-footer button, main .button, main .choice")
      .evaluateAll((els) =>
        els
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
          .map(({ el, box }) => `${el.textContent?.trim()} ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
    assert.equal(small, [], `${path}: targets under 44 px`);
    await context.close();
  }
});

test("should keep the consent banner to a fifth of a phone screen, clear of the primary button", async () => {
  for (const [width, height] of [[375, 667], [360, 640]] as const) {
    const { context, page } = await open(width, "/", { ask: true, height });
    const banner = (await page.getByRole("region", { name: "Cookie consent" }).boundingBox())!;
    const share = (banner.width * banner.height) / (width * height);
    assert.ok(share <= 0.2, `at ${width}×${height} the banner covers ${Math.round(share * 100)}% of the screen`);
    const primary = (await page.locator("main .button.primary").first().boundingBox())!;
    assert.ok(primary.y + primary.height <= banner.y, "the banner covers the primary button");
    await context.close();
  }
});

test.after(() => site.close());
test.run();
