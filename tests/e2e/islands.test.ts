import * as assert from "uvu/assert";
import type { BrowserContext, Page, Request } from "playwright-core";
import { directives } from "../../content/directives.ts";
import { defaultConfig } from "../../client/config.ts";
import { browserProblems, browserSuite, expectBrowserErrors, modulesLoaded, startSite } from "./browser.ts";

const site = await startSite();
const routes = ["/", "/pricing", "/faq", "/security", "/docs", "/privacy", "/terms", "/about", "/contact", "/alpha", "/login", "/register", "/profile", "/subscription-success"];
const informational = ["/", "/pricing", "/faq", "/security", "/docs", "/privacy", "/terms", "/about", "/contact"];
const bg = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const DARK = "rgb(11, 17, 32)";
const LIGHT = "rgb(233, 237, 243)";

async function fresh(options: Parameters<typeof site.browser.newContext>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await site.browser.newContext(options);
  // A stored consent choice keeps the banner from covering what these tests click.
  await context.addInitScript(() => localStorage.getItem("consent") ?? localStorage.setItem("consent", "rejected"));
  return { context, page: await context.newPage() };
}

/** Fake timers that move only when the test says so (an installed clock otherwise follows real time). */
async function pausedClock(page: Page) {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
}

const test = browserSuite("islands and enhancements");

test("should load every route with no console error, warning or CSP violation", async () => {
  const { context, page } = await fresh();
  for (const route of routes) {
    await page.goto(site.url + route, { waitUntil: "networkidle" });
    if (route === "/profile") await page.waitForURL(`${site.url}/login`); // no user: sent to /login
  }
  assert.equal(browserProblems(), []);
  await context.close();
});

test("should download no Firebase and no React on informational pages when signed out", async () => {
  const { context, page } = await fresh();
  const scripts: string[] = [];
  // Fetched here and handed to the page, so every body is read: reading it in a "response" handler threw
  // (and ended the suite) when the page had moved on before the body was asked for, in a loaded run.
  await page.route((url) => url.href.endsWith(".js"), async (route) => {
    const response = await route.fetch();
    scripts.push(await response.text());
    await route.fulfill({ response });
  });
  for (const route of informational) await page.goto(site.url + route, { waitUntil: "networkidle" });
  assert.ok(scripts.length > 0);
  assert.not.ok(scripts.some((js) => js.includes("identitytoolkit")), "Firebase Auth was downloaded");
  assert.not.ok(scripts.some((js) => js.includes("react.dev/errors") || js.includes("useSyncExternalStore")), "React was downloaded");
  await context.close();
});

test("should send a visitor with no stored session from /profile to /login before Firebase loads", async () => {
  const { context, page } = await fresh();
  // Each script by the page that asked for it: the document in the frame when the request left (the redirect may
  // land before a script's body is read). Not the Referer header, which a browser may send empty (@sparticuz's build does).
  const scripts: { from: string; text: string }[] = [];
  const askedBy = new Map<Request, string>();
  page.on("request", (request) => request.url().endsWith(".js") && askedBy.set(request, new URL(request.frame().url()).pathname));
  page.on("response", async (response) => {
    const from = askedBy.get(response.request());
    if (from !== undefined) scripts.push({ from, text: await response.text().catch(() => "") });
  });
  await page.goto(`${site.url}/profile`);
  await page.waitForURL(`${site.url}/login`);
  await page.waitForLoadState("networkidle");
  assert.ok(scripts.some((s) => s.from === "/login"), "/login loads its scripts");
  // The session check is the pre-paint script; the modules /profile's HTML names may or may not have been
  // asked for before its redirect left the page, but none of them may be Firebase.
  const forProfile = scripts.filter((s) => s.from === "/profile");
  assert.not.ok(forProfile.some((s) => s.text.includes("identitytoolkit")), "Firebase Auth was downloaded for /profile");
  await context.close();
});

test("should fetch a page's modules only after its first contentful paint, account pages too, and no favicon", async () => {
  const { context, page } = await fresh();
  for (const route of ["/", "/pricing", "/login", "/alpha"]) {
    await page.goto(site.url + route);
    await modulesLoaded(page);
    const { fcp, scripts, favicons } = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource");
      return {
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        scripts: resources.filter((r) => /\/assets\/.+\.js$/.test(r.name)).map((r) => ({ name: r.name, start: r.startTime })),
        favicons: resources.filter((r) => r.name.includes("favicon")).length,
      };
    });
    assert.ok(scripts.length > 0, `${route}: its modules loaded`);
    for (const script of scripts) assert.ok(script.start >= fcp, `${route}: ${script.name} asked for at ${script.start} ms, before the first paint at ${fcp} ms`);
    assert.is(favicons, 0, `${route}: the favicon is in the page`);
  }
  await context.close();
});

test("should shift nothing while the demo types, nor when /subscription-success answers", async () => {
  const { context, page } = await fresh();
  // Each shift as its score and the elements that moved, so a failure says what shifted. No named function inside:
  // tsx names them with a helper the page does not have.
  type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
  // Only shifts after the first frame drawn from the whole document count: under a loaded CPU, Chromium may paint a
  // half-parsed page (a header select without its options, a demo card without its list) and count its completion as
  // a shift in the next frame, which can come after DOMContentLoaded. That is the parser's schedule, not the page's
  // layout. Typing and the island's answer both start later. `settledAt` is the start of the second frame after it.
  await context.addInitScript(() => document.addEventListener("DOMContentLoaded", () => requestAnimationFrame(() => requestAnimationFrame((frame) => {
    (window as { settledAt?: number }).settledAt = frame;
  }))));
  const shifts = () => page.evaluate(() => new Promise<string[]>((resolve) => {
    const parsed = (window as { settledAt?: number }).settledAt;
    if (parsed === undefined) return resolve(["no frame was drawn after DOMContentLoaded"]);
    new PerformanceObserver((list) => resolve((list.getEntries() as Shift[]).filter((e) => e.startTime >= parsed).map((e) => `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${(e.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName))).join(", ")}`))).observe({ type: "layout-shift", buffered: true });
    setTimeout(() => resolve([]), 100); // no entry at all: nothing shifted
  }));
  await page.goto(`${site.url}/`);
  await modulesLoaded(page);
  // The first example is shown for 1 s, deleted a character at a time, then the second typed: a shift at any step counts.
  const second = directives[1]!;
  assert.not.ok(directives[0]!.startsWith(second.slice(0, 3)), "the second example is told apart by its start");
  await page.waitForFunction((next) => next.startsWith(document.querySelector("[data-typing]")?.textContent || "-") && (document.querySelector("[data-typing]")?.textContent ?? "").length >= 3, second, { timeout: 15_000 });
  assert.equal(await shifts(), [], "/: layout shift while typing");
  await page.goto(`${site.url}/subscription-success`); // no checkout to confirm: the island answers that
  await page.getByRole("heading", { name: "We could not confirm this checkout" }).waitFor();
  assert.equal(await shifts(), [], "/subscription-success: layout shift when the answer replaced 'Confirming…'");
  await context.close();
});

test("should apply, persist and restore the theme before any script runs", async () => {
  expectBrowserErrors(/net::ERR_FAILED/);
  const { context, page } = await fresh();
  await page.goto(`${site.url}/pricing`);
  assert.is(await page.getAttribute("html", "data-theme"), "dark", "dark is the default");
  assert.is(await bg(page), DARK);
  await modulesLoaded(page);
  await page.selectOption("[data-theme-select]", "light");
  assert.is(await page.getAttribute("html", "data-theme"), "light");
  assert.is(await page.evaluate(() => localStorage.getItem("theme")), "light");
  // Reload with every bundled script blocked: only the inline pre-paint script can set the theme.
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await page.reload();
  assert.is(await page.getAttribute("html", "data-theme"), "light");
  assert.is(await bg(page), LIGHT);
  await context.close();
});

test("should follow a theme change made in another tab", async () => {
  const { context, page } = await fresh();
  const other = await context.newPage();
  await page.goto(`${site.url}/`);
  await other.goto(`${site.url}/faq`);
  await Promise.all([modulesLoaded(page), modulesLoaded(other)]);
  await page.selectOption("[data-theme-select]", "light");
  await other.waitForFunction(() => document.documentElement.dataset.theme === "light");
  assert.is(await other.inputValue("[data-theme-select]"), "light");
  await context.close();
});

test("should follow the OS colour scheme live when the theme is system", async () => {
  const { context, page } = await fresh({ colorScheme: "dark" });
  await page.goto(`${site.url}/docs`);
  await modulesLoaded(page);
  await page.selectOption("[data-theme-select]", "system");
  assert.is(await bg(page), DARK);
  await page.emulateMedia({ colorScheme: "light" });
  assert.is(await bg(page), LIGHT);
  await context.close();
});

test("should show a handed-over toast on the next page, close it on demand and after 5000 ms", async () => {
  const { context, page } = await fresh();
  await pausedClock(page);
  await page.goto(`${site.url}/faq`);
  await page.evaluate(() => sessionStorage.setItem("toast", JSON.stringify({ message: "Logged out successfully", type: "success" })));
  await page.goto(`${site.url}/`);
  const toast = page.locator('[role="status"] .toast');
  await toast.waitFor();
  assert.is(await toast.textContent(), "Logged out successfully×");
  assert.is(await toast.evaluate((el) => getComputedStyle(el).backgroundColor), "rgb(20, 83, 45)", "green for success");
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  assert.ok(viewport.width - (box.x + box.width) < 40 && viewport.height - (box.y + box.height) < 40, "bottom-right");
  await page.clock.runFor(4900);
  assert.is(await toast.count(), 1, "still shown before 5000 ms");
  await page.clock.runFor(200);
  assert.is(await toast.count(), 0, "cleared after 5000 ms");
  assert.is(await page.evaluate(() => sessionStorage.getItem("toast")), null, "shown once");

  await page.evaluate(() => sessionStorage.setItem("toast", JSON.stringify({ message: "Failed to log out", type: "error" })));
  await page.reload();
  await toast.waitFor();
  assert.is(await toast.evaluate((el) => getComputedStyle(el).backgroundColor), "rgb(127, 29, 29)", "red for error");
  await page.getByRole("button", { name: "Close notification" }).click();
  assert.is(await toast.count(), 0);
  await context.close();
});

test("should open several FAQ items at once", async () => {
  const { context, page } = await fresh();
  await page.goto(`${site.url}/faq`);
  const summaries = page.locator("details > summary");
  await summaries.nth(0).click();
  await summaries.nth(2).click();
  assert.equal(await page.locator("details").evaluateAll((d) => d.map((x) => (x as HTMLDetailsElement).open)).then((o) => o.slice(0, 3)), [true, false, true]);
  await page.keyboard.press("Enter"); // focus stays on the third summary: Enter closes it
  assert.is(await page.locator("details[open]").count(), 1);
  await context.close();
});

test("should type, delete and advance the examples at SPEC timings without moving the layout", async () => {
  const { context, page } = await fresh();
  await pausedClock(page);
  await page.goto(`${site.url}/`);
  await modulesLoaded(page);
  const line = page.locator("[data-typing]");
  const cards = page.locator(".cards");
  const before = (await cards.boundingBox())!.y;
  assert.is(await line.textContent(), directives[0]);
  await page.clock.runFor(995);
  assert.is(await line.textContent(), directives[0], "1 s pause on the full example");
  await page.clock.runFor(10);
  assert.is(await line.textContent(), directives[0]!.slice(0, -1), "then deleting");
  await page.clock.runFor((directives[0]!.length - 1) * 20);
  assert.is(await line.textContent(), "", "20 ms per deleted character");
  await page.clock.runFor(20);
  assert.is(await line.textContent(), directives[1]!.slice(0, 1));
  await page.clock.runFor(40 * 3);
  assert.is(await line.textContent(), directives[1]!.slice(0, 4), "40 ms per typed character");
  assert.equal(await page.locator("[data-upcoming] li").allTextContents(), directives.slice(2, 5));
  assert.is((await cards.boundingBox())!.y, before, "no layout shift while typing");
  await context.close();
});

test("should leave the examples still with prefers-reduced-motion", async () => {
  const { context, page } = await fresh({ reducedMotion: "reduce" });
  await pausedClock(page);
  await page.goto(`${site.url}/`);
  await page.clock.runFor(10_000);
  assert.is(await page.locator("[data-typing]").textContent(), directives[0]);
  assert.equal(await page.locator("[data-upcoming] li").allTextContents(), directives.slice(1, 4));
  await context.close();
});

/** A session as Firebase persists it: the page then loads auth and hydrates the header menu. */
async function storeSession(context: BrowserContext, user: { email?: string; displayName?: string }) {
  const key = `firebase:authUser:${defaultConfig.firebase.apiKey}:[DEFAULT]`;
  const record = {
    uid: "u1",
    ...user,
    emailVerified: false,
    isAnonymous: false,
    providerData: [],
    stsTokenManager: { refreshToken: "r", accessToken: "a.b.c", expirationTime: Date.now() + 3_600_000 },
    createdAt: "1700000000000",
    lastLoginAt: "1700000000000",
    apiKey: defaultConfig.firebase.apiKey,
    appName: "[DEFAULT]",
  };
  await context.addInitScript(([k, v]) => localStorage.setItem(k!, v!), [key, JSON.stringify(record)]);
}

test("should show the avatar menu for a stored session and work it by keyboard", async () => {
  // No Auth emulator runs for this suite, so Firebase cannot refresh the stored session.
  expectBrowserErrors(/ERR_CONNECTION_REFUSED/, /Failed to fetch/);
  const { context, page } = await fresh();
  await storeSession(context, { email: "ada@example.com", displayName: "Ada" });
  await page.goto(`${site.url}/pricing`);
  const button = page.getByRole("button", { name: "Account menu for Ada" });
  await button.waitFor();
  assert.is(await button.textContent(), "A", "first letter of the e-mail");
  assert.is(await page.locator(".account-links").count(), 0, "signed-out buttons are gone");
  await button.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  assert.ok(await menu.isVisible());
  assert.ok((await menu.textContent())!.includes("Ada"));
  assert.is(await page.evaluate(() => document.activeElement?.textContent), "Settings");
  await page.keyboard.press("ArrowDown");
  assert.is(await page.evaluate(() => document.activeElement?.textContent), "Log out");
  await page.keyboard.press("ArrowDown");
  assert.is(await page.evaluate(() => document.activeElement?.textContent), "Settings", "wraps around");
  await page.keyboard.press("Escape");
  assert.not.ok(await menu.isVisible());
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup")), "menu", "focus returns to the button");
  await button.click();
  assert.ok(await menu.isVisible());
  await page.mouse.click(5, 400);
  assert.not.ok(await menu.isVisible(), "an outside click closes it");
  await context.close();
});

test("should fall back to a user icon when the session has no e-mail or photo", async () => {
  // No Auth emulator runs for this suite, so Firebase cannot refresh the stored session.
  expectBrowserErrors(/ERR_CONNECTION_REFUSED/, /Failed to fetch/);
  const { context, page } = await fresh();
  await storeSession(context, {});
  await page.goto(`${site.url}/docs`);
  const button = page.getByRole("button", { name: "Account menu for Account" });
  await button.waitFor();
  assert.is(await button.locator("svg").count(), 1);
  await context.close();
});

test.after(() => site.close());
test.run();
