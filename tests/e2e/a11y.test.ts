/**
 * axe-core in the real Chromium on every route, in the light and dark themes, signed out and (for the
 * account pages, the menu and both toast kinds) signed in: zero violations of WCAG 2.2 A and AA and
 * axe's best practices. axe is evaluated through the DevTools protocol, so the page keeps its CSP.
 */
import * as assert from "uvu/assert";
import type { BrowserContext, Page } from "playwright-core";
import { pages } from "../../content/pages.ts";
import { PASSWORD, dismissToasts, fillLogin, newEmail, signedInVisitor, toast, toastText, visitor } from "./accounts.ts";
import { browserSuite, expectBrowserErrors } from "./browser.ts";
import { TAGS, withAxe } from "./axe.ts";
import { tabStops, tabbable } from "./focus.ts";
import { startStack } from "./stack.ts";
import { tester } from "./testers.ts";

const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

const stack = await startStack();
const test = browserSuite("accessibility (axe-core)");
test.after(() => stack.close());

/** Runs axe on the page as it is now; returns one line per violation and node. */
async function violations(page: Page): Promise<string[]> {
  await withAxe(page);
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: Function } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return (result.violations as { id: string; nodes: { target: string[]; failureSummary: string }[] }[]).flatMap((v) =>
      v.nodes.map((n) => `${v.id} at ${n.target.join(" ")}: ${n.failureSummary.replace(/\s+/g, " ")}`),
    );
  }, TAGS);
  return found.map((line) => `${page.url()}: ${line}`);
}

/** Picks the theme before the first paint, as a returning visitor's stored choice would. */
async function inTheme(context: BrowserContext, theme: Theme): Promise<void> {
  await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
}

/** Waits until the page has loaded and, with a session, the header's island shows the user. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.waitForFunction(() => !document.documentElement.hasAttribute("data-session") || document.querySelector(".avatar-button"));
}

test("should find no violation on any route, signed out, in either theme (the consent banner showing)", async () => {
  expectBrowserErrors(/no-such-page: error: .*status of 404/);
  const routes = [...pages.map((p) => p.path), "/no-such-page"];
  for (const theme of THEMES) {
    const context = await stack.browser.newContext();
    await inTheme(context, theme);
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of routes) {
      await page.goto(stack.url + path);
      await settled(page);
      assert.is(await page.getAttribute("html", "data-theme"), theme);
      assert.ok(await page.getByRole("button", { name: "Accept" }).isVisible(), "the consent banner is checked too");
      found.push(...(await violations(page)));
    }
    assert.equal(found, [], `${theme} theme`);
    await context.close();
  }
});

test("should find no violation in the playground showing a result, an error, and Use my home, in either theme", async () => {
  for (const theme of THEMES) {
    const { context, page } = await visitor(stack);
    await inTheme(context, theme);
    await page.goto(stack.url);
    const found: string[] = [];
    await page.locator("[data-example]").first().click();
    await page.locator("[data-playground-yaml]").waitFor();
    found.push(...(await violations(page)));
    await page.getByLabel("Directive", { exact: true }).fill("Turn on the attic light");
    await page.getByRole("button", { name: "Compile" }).click();
    await page.locator("[data-playground-error]").waitFor();
    found.push(...(await violations(page)));
    // "Use my home" open, with a malformed paste's sentence, then with a home in use.
    await page.getByText("Use my home", { exact: true }).click();
    await page.getByLabel("Your home (the template's result)").fill("{");
    await page.getByRole("button", { name: "Use this home" }).click();
    await page.locator("[data-playground-home-error]").waitFor();
    found.push(...(await violations(page)));
    await page.getByLabel("Your home (the template's result)").fill('{"areas":[{"area_id":"den","name":"Den"}],"entities":[{"entity_id":"light.den","name":"Den Light","domain":"light","area":"den"}]}');
    await page.getByRole("button", { name: "Use this home" }).click();
    await page.getByRole("button", { name: "Forget my home" }).waitFor();
    found.push(...(await violations(page)));
    assert.equal(found, [], `${theme} theme`);
    await context.close();
  }
});

test("should report a violation planted in a page, so a silent axe cannot pass", async () => {
  const { context, page } = await visitor(stack);
  await page.goto(`${stack.url}/contact`);
  await page.evaluate(() => document.querySelector("main")!.append(Object.assign(document.createElement("input"), { type: "text" })));
  const found = await violations(page);
  assert.ok(found.some((line) => line.includes(": label at ")), found.join("\n"));
  await context.close();
});

test("should find no violation on the account pages, the open menu and both kinds of toast, signed in", async () => {
  for (const theme of THEMES) {
    const { context, page } = await signedInVisitor(stack, `a11y-${theme}`);
    await inTheme(context, theme);
    const found: string[] = [];
    await page.goto(`${stack.url}/profile`);
    assert.is(await page.getAttribute("html", "data-theme"), theme);
    await page.getByRole("button", { name: "Copy" }).and(page.locator(":enabled")).waitFor();
    await page.getByRole("link", { name: "Resend verification" }).waitFor(); // the plans section (issue 13), before counting controls
    await page.getByRole("button", { name: "Resend verification email" }).waitFor(); // the account sections load after the key
    found.push(...(await violations(page)));
    // The sign-in's toast lives 5 s: closed first, so it cannot vanish midway through the Tab walk (a loaded run failed so).
    await dismissToasts(page);
    const controls = await tabbable(page);
    const stops = await tabStops(page, controls.length);
    assert.equal(stops.map((s) => controls[s.stop]), controls, "signed in, Tab reaches every control in order");
    assert.ok(stops.every((s) => s.ring), "each with its focus ring");
    assert.ok(controls.includes('button "Copy"') && controls.some((c) => c.startsWith('button "Account menu')), controls.join(", "));
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: stack.url });
    await page.getByRole("button", { name: "Copy" }).click();
    // The sign-in's "Welcome back!" may still be showing; the copy's toast joins it, so wait for that one.
    await toast(page).filter({ hasText: /^API key copied to clipboard$/ }).waitFor();
    found.push(...(await violations(page)));
    await page.getByRole("button", { name: /^Account menu/ }).click();
    await page.getByRole("menu").waitFor();
    found.push(...(await violations(page)));
    for (const path of ["/alpha", "/subscription-success"]) {
      await page.goto(stack.url + path);
      await settled(page);
      found.push(...(await violations(page)));
    }
    assert.equal(found, [], `${theme} theme`);
    await context.close();
  }
});

// Issue 14: the profile's account sections and their native dialogs, and the recovery pages' other states.
test("should find no violation in the account sections and their dialogs, which open, trap and return focus by keyboard, in either theme", async () => {
  expectBrowserErrors(/status of 400/);
  for (const theme of THEMES) {
    const { context, page } = await signedInVisitor(stack, `a11y-life-${theme}`);
    await inTheme(context, theme);
    await page.goto(`${stack.url}/profile`);
    await page.getByRole("heading", { name: "Danger zone" }).waitFor();
    await page.getByRole("button", { name: "Replace key" }).waitFor();
    await page.locator("#email-verification").getByRole("button", { name: "Resend verification email" }).waitFor();
    // The sign-in's toast lives 5 s: closed first, so it cannot vanish midway through the Tab walk below.
    await dismissToasts(page);
    const found = await violations(page);
    let controls = await tabbable(page);
    for (const name of ['button "Replace key"', 'button "Resend verification email"', 'button "Change password"', 'button "Sign out everywhere"', 'button "Download my data"', 'button "Delete account"'])
      assert.ok(controls.includes(name), `${name} in ${controls.join(", ")}`);
    let stops = await tabStops(page, controls.length);
    // A control the profile renders after the list was taken (one CI run in several) takes a stop: the walk is taken
    // again, from the top, once; a control Tab cannot reach fails both walks, and the message names where focus went.
    if (stops.some((s) => s.stop < 0)) {
      await page.reload();
      await page.getByRole("button", { name: "Replace key" }).waitFor();
      await page.locator("#email-verification").getByRole("button", { name: "Resend verification email" }).waitFor();
      await dismissToasts(page);
      controls = await tabbable(page);
      stops = await tabStops(page, controls.length);
    }
    assert.equal(stops.map((s) => controls[s.stop] ?? `outside the list: ${s.name}`), controls, "Tab reaches every section's control in order");
    assert.ok(stops.every((s) => s.ring), "each with its focus ring");
    for (const [opener, title, first] of [["Replace key", "Replace your API key?", "Cancel"], ["Delete account", "Delete your account?", "Password"]] as const) {
      const button = page.getByRole("button", { name: opener, exact: true });
      await button.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: title });
      await dialog.waitFor();
      const focused = await page.evaluate(() => [document.activeElement?.closest("dialog") !== null, document.activeElement?.textContent || (document.activeElement as HTMLInputElement).name]);
      assert.equal(focused, [true, first === "Password" ? "password" : first], `${title}: focus moves into the dialog`);
      found.push(...(await violations(page)));
      for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
      assert.ok(await page.evaluate(() => document.activeElement?.closest("dialog") !== null || document.activeElement === document.body), `${title}: Tab stays in the modal dialog`);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      assert.ok(await button.evaluate((el) => el === document.activeElement), `${title}: Esc closes it and focus returns to "${opener}"`);
    }
    await page.goto(`${stack.url}/forgot-password`);
    await page.getByLabel("Email").fill(newEmail("a11y-nobody"));
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    found.push(...(await violations(page)));
    await page.goto(`${stack.url}/account-action?mode=resetPassword&oobCode=bogus`);
    await page.getByRole("link", { name: "Send a new link" }).waitFor();
    found.push(...(await violations(page)));
    assert.equal(found, [], `${theme} theme`);
    await context.close();
  }
});

test("should find no violation with an error toast showing, in either theme", async () => {
  expectBrowserErrors(/status of 400/);
  for (const theme of THEMES) {
    const { context, page } = await visitor(stack);
    await inTheme(context, theme);
    await page.goto(`${stack.url}/login`);
    assert.is(await page.getAttribute("html", "data-theme"), theme);
    await settled(page);
    await fillLogin(page, newEmail("nobody"), PASSWORD);
    assert.ok((await toastText(page)).length > 0);
    assert.equal(await violations(page), [], `${theme} theme`);
    await context.close();
  }
});

test("should find no violation in the checkout's states: plans offered, success, the cancel dialog, a plan ending, a refused session", async () => {
  expectBrowserErrors(/status of 404/);
  for (const theme of THEMES) {
    const found: string[] = [];
    const unverified = await tester(stack, `a11y-unverified-${theme}`, { verified: false });
    await inTheme(unverified.context, theme);
    await unverified.page.goto(`${stack.url}/profile`);
    await unverified.page.getByRole("link", { name: "Resend verification" }).waitFor();
    found.push(...(await violations(unverified.page)));
    await unverified.page.goto(`${stack.url}/subscription-success?session_id=fa_not_yours`);
    await unverified.page.getByRole("heading", { name: "We could not confirm this checkout" }).waitFor();
    await toast(unverified.page).waitFor();
    found.push(...(await violations(unverified.page)));
    await unverified.context.close();

    const { context, page } = await tester(stack, `a11y-plans-${theme}`);
    await inTheme(context, theme);
    await page.goto(`${stack.url}/profile`);
    await page.getByRole("button", { name: "Choose Pro" }).waitFor();
    assert.is(await page.getAttribute("html", "data-theme"), theme);
    found.push(...(await violations(page)));
    await page.getByRole("button", { name: "Choose Pro" }).click();
    await page.getByRole("heading", { name: "Subscription Successful!" }).waitFor();
    found.push(...(await violations(page)));
    await page.goto(`${stack.url}/profile`);
    // The profile shows the plan just chosen once its offer is fetched again; "Manage subscription" then opens the dialog.
    await page.getByText(/^Active - Pro Plan \(Renews: /).waitFor();
    await page.getByRole("button", { name: "Manage subscription" }).click();
    await page.getByRole("dialog").waitFor();
    found.push(...(await violations(page)));
    await page.getByRole("button", { name: "Cancel plan" }).click();
    await page.getByText(/^Active - Pro Plan \(Ends: /).waitFor();
    found.push(...(await violations(page)));
    assert.equal(found, [], `${theme} theme`);
    await context.close();
  }
});

test.run();
