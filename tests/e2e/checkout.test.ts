/**
 * The closed alpha's path to a plan, in Chromium through the Auth emulator and the API's free-alpha
 * default: apply, accepted by the operator, register, choose Pro, success page, profile, cancel with
 * the dialog (by mouse and by keyboard); and the refusals a visitor can meet on the way.
 */
import * as assert from "uvu/assert";
import { MESSAGES } from "../../api/errors.ts";
import { PASSWORD, dismissToasts, fillLogin, fillRegister, newEmail, toast, toastText, visitor } from "./accounts.ts";
import { browserSuite, expectBrowserErrors } from "./browser.ts";
import { signIn } from "../helpers/auth-emulator.ts";
import { tabStops, tabbable } from "./focus.ts";
import { tester, verifyEmail } from "./testers.ts";
import { startStack } from "./stack.ts";

const stack = await startStack();
const test = browserSuite("checkout journeys");
test.after(() => stack.close());

const subscriptionLine = (page: import("playwright-core").Page) => page.locator(".facts dd").nth(3);
const uidOf = async (email: string) => {
  const response = await fetch(`http://${stack.emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k`, {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  return ((await response.json()) as { localId: string }).localId;
};

test("should take an accepted tester from the alpha form to an active Pro plan, then cancel it at the period's end", async () => {
  const { context, page } = await visitor(stack);
  const email = newEmail("journey");
  await page.goto(`${stack.url}/alpha`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await page.waitForURL(`${stack.url}/alpha?success=true`);
  assert.match(await stack.admin("alpha", "list", "--status", "pending"), new RegExp(email));
  assert.match(await stack.admin("alpha", "accept", email), /^Accepted the alpha application of /);

  await page.goto(`${stack.url}/register`);
  await fillRegister(page, email, PASSWORD);
  await page.waitForURL(`${stack.url}/`);
  await verifyEmail(stack, await uidOf(email));
  await page.goto(`${stack.url}/login`);
  await fillLogin(page, email, PASSWORD);
  await page.waitForURL(`${stack.url}/`);

  await page.goto(`${stack.url}/profile`);
  await page.getByRole("heading", { name: "Plans" }).waitFor();
  assert.is(await subscriptionLine(page).textContent(), "No active subscription");
  assert.is(await page.getByText("FREE during Alpha").count(), 3);
  await page.getByRole("button", { name: "Choose Pro" }).click();
  await page.waitForURL(/\/subscription-success\?session_id=fa_[\w-]+$/);
  await page.getByRole("heading", { name: "Subscription Successful!" }).waitFor();
  assert.is(await page.getByRole("link", { name: "Go to Profile" }).getAttribute("href"), "/profile");
  await page.waitForURL(`${stack.url}/profile`, { timeout: 10_000 }); // SPEC §9: after 5 s

  await page.getByRole("heading", { name: "Your plan" }).waitFor();
  const renews = (await subscriptionLine(page).textContent())!;
  assert.match(renews, /^Active - Pro Plan \(Renews: .+\)$/);
  const date = /Renews: (.+)\)/.exec(renews)![1]!;
  assert.is(await page.getByRole("button", { name: "Choose Pro" }).count(), 0, "no plans offered while one is active");

  const manage = page.getByRole("button", { name: "Manage subscription" });
  await manage.click();
  const dialog = page.getByRole("dialog", { name: "Cancel your Pro plan?" });
  await dialog.waitFor();
  assert.ok((await dialog.textContent())!.includes(`It stays active until ${date}`));
  await dialog.getByRole("button", { name: "Keep my plan" }).click();
  assert.not.ok(await dialog.isVisible(), "keeping closes the dialog");
  assert.is(await subscriptionLine(page).textContent(), renews, "and changes nothing");

  await manage.click();
  await dialog.getByRole("button", { name: "Cancel plan" }).click();
  assert.is(await toastText(page), `Your Pro plan will end on ${date}.`);
  assert.is(await subscriptionLine(page).textContent(), `Active - Pro Plan (Ends: ${date})`);
  await page.getByText(`Your Pro plan is cancelled and ends on ${date}; it will not renew.`).waitFor();
  assert.is(await manage.count(), 0, "nothing left to cancel");
  await page.reload();
  await page.getByText(`Active - Pro Plan (Ends: ${date})`).waitFor();
  await context.close();
});

test("should cancel with the keyboard alone: focus on the safe choice, trapped in the dialog, Escape keeps the plan", async () => {
  const { context, page } = await tester(stack, "keys");
  await page.goto(`${stack.url}/profile`);
  await page.getByRole("button", { name: "Choose Basic" }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(`${stack.url}/subscription-success**`);
  await page.getByRole("heading", { name: "Subscription Successful!" }).waitFor();
  await page.goto(`${stack.url}/profile`);
  const manage = page.getByRole("button", { name: "Manage subscription" });
  await manage.focus();
  await page.keyboard.press("Enter");
  const focused = () => page.evaluate(() => document.activeElement?.textContent);
  await page.waitForFunction(() => document.activeElement?.textContent === "Keep my plan");
  await page.keyboard.press("Tab");
  assert.is(await focused(), "Cancel plan");
  await page.keyboard.press("Escape");
  assert.not.ok(await page.getByRole("dialog").isVisible());
  assert.is(await focused(), "Manage subscription", "focus returns to the button that opened it");
  assert.match((await subscriptionLine(page).textContent())!, /\(Renews: /);
  await page.keyboard.press("Enter");
  // The dialog opens and takes focus in a later frame: the keys wait for it, as a person's eyes would.
  await page.waitForFunction(() => document.activeElement?.textContent === "Keep my plan");
  await page.keyboard.press("Tab");
  assert.is(await focused(), "Cancel plan");
  const cancelled = page.waitForResponse((r) => r.url().endsWith("/subscription/cancel"));
  await page.keyboard.press("Enter");
  assert.is((await cancelled).status(), 200, "the API cancelled the plan");
  await page.getByText(/^Active - Basic Plan \(Ends: .+\)$/).waitFor();
  await context.close();
});

test("should refresh the subscription after a confirmed checkout and go to the profile after 5 seconds, not before", async () => {
  const { context, page, email } = await tester(stack, "timer");
  const { idToken } = await signIn(stack.emulator, email, PASSWORD);
  const started = await fetch(`${stack.apiUrl}/checkout`, {
    method: "POST", headers: { authorization: `Bearer ${idToken}`, "content-type": "application/json", origin: stack.url }, body: JSON.stringify({ plan: "pro" }),
  });
  const { url } = (await started.json()) as { url: string };
  assert.ok(url.startsWith(`${stack.url}/subscription-success?session_id=fa_`), url);
  const confirmed = page.waitForResponse(`${stack.apiUrl}/checkout/confirm`);
  // Timers move only when the test says so, however slow the machine is.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(url);
  assert.is((await confirmed).status(), 200);
  await page.getByRole("heading", { name: "Subscription Successful!" }).waitFor();
  await page.clock.runFor(4900);
  assert.is(page.url(), url, "still there before 5 s");
  await page.clock.runFor(200);
  await page.waitForURL(`${stack.url}/profile`);
  await context.close();
});

test("should reach every control of the profile's plans by Tab, in order, each with a focus ring", async () => {
  const { context, page } = await tester(stack, "tabs");
  await page.goto(`${stack.url}/profile`);
  await page.getByRole("button", { name: "Copy" }).and(page.locator(":enabled")).waitFor();
  await page.getByRole("button", { name: "Choose Power User" }).waitFor();
  // The account sections (Replace key among them) load after the plans; on a loaded machine they arrived
  // midway through the walk.
  await page.getByRole("button", { name: "Replace key" }).waitFor();
  await page.getByRole("button", { name: "Delete account" }).waitFor();
  await dismissToasts(page);
  const controls = await tabbable(page);
  for (const plan of ["Basic", "Pro", "Power User"]) assert.ok(controls.includes(`button "Choose ${plan}"`), controls.join(", "));
  const stops = await tabStops(page, controls.length);
  assert.equal(stops.map((s) => controls[s.stop]), controls);
  assert.ok(stops.every((s) => s.ring), "each with its focus ring");
  await context.close();
});

test("should say why no plan is offered: never applied, under review, declined, e-mail not verified", async () => {
  const cases = [
    { options: { decision: "none" as const }, text: "Plans are open to accepted alpha testers.", link: ["Apply for Alpha", "/alpha"] },
    { options: { decision: null }, text: "Your alpha application is under review.", link: null },
    { options: { decision: "decline" as const }, text: "Your alpha application was not accepted this time.", link: ["Contact us", "/contact"] },
    { options: { verified: false }, text: "Plans are offered once your e-mail address is verified", link: ["Resend verification", "#email-verification"] },
  ];
  for (const { options, text, link } of cases) {
    const { context, page } = await tester(stack, "refused", options);
    await page.goto(`${stack.url}/profile`);
    await page.getByText(text).waitFor();
    assert.is(await page.getByRole("button", { name: /^Choose / }).count(), 0, text);
    if (link) assert.is(await page.getByRole("link", { name: link[0] }).getAttribute("href"), link[1]);
    assert.is(await subscriptionLine(page).textContent(), "No active subscription");
    await context.close();
  }
});

test("should offer the plans once the address is verified while signed in, without signing in again", async () => {
  const { context, page, uid } = await tester(stack, "late-verify", { verified: false });
  await page.goto(`${stack.url}/profile`);
  await page.getByText("Plans are offered once your e-mail address is verified").waitFor();
  await verifyEmail(stack, uid); // the e-mailed link, opened while this session's token still says unverified
  await page.reload();
  await page.getByRole("button", { name: /^Choose Pro/ }).waitFor();
  await context.close();
});

test("should show an error, never a success, for another account's session_id or none, and change nothing", async () => {
  expectBrowserErrors(/status of 404/);
  const ann = await tester(stack, "owner");
  await ann.page.goto(`${stack.url}/profile`);
  await ann.page.getByRole("button", { name: "Choose Power User" }).click();
  await ann.page.waitForURL(`${stack.url}/subscription-success**`);
  const foreign = ann.page.url();
  await ann.context.close();

  const bob = await tester(stack, "intruder");
  await bob.page.clock.install();
  for (const [url, sentence] of [
    [foreign, MESSAGES.unknownSession],
    [`${stack.url}/subscription-success`, "This page confirms a checkout, but its address has no session_id; choose a plan on your profile."],
  ] as const) {
    await bob.page.goto(url);
    await bob.page.getByRole("heading", { name: "We could not confirm this checkout" }).waitFor();
    assert.is(await toastText(bob.page), sentence);
    assert.is(await bob.page.getByRole("heading", { name: "Subscription Successful!" }).count(), 0);
    assert.is(await bob.page.getByRole("link", { name: "Go to Profile" }).getAttribute("href"), "/profile");
    await bob.page.clock.runFor(6000);
    assert.is(bob.page.url(), url, "no redirect after a failure");
  }
  await bob.page.goto(`${stack.url}/profile`);
  await bob.page.getByRole("heading", { name: "Plans" }).waitFor();
  assert.is(await subscriptionLine(bob.page).textContent(), "No active subscription");
  await bob.context.close();
});

test("should refuse a second checkout while a plan is active (409), with the sentence in a toast", async () => {
  expectBrowserErrors(/status of 409/);
  const { context, page } = await tester(stack, "twice");
  await page.goto(`${stack.url}/profile`);
  await page.getByRole("button", { name: "Choose Basic" }).waitFor();
  const other = await context.newPage(); // a second tab, still showing the plans, checks out first
  await other.goto(`${stack.url}/profile`);
  await other.getByRole("button", { name: "Choose Pro" }).click();
  await other.getByRole("heading", { name: "Subscription Successful!" }).waitFor();
  await page.getByRole("button", { name: "Choose Basic" }).click();
  await toast(page).filter({ hasText: MESSAGES.alreadySubscribed }).waitFor();
  assert.is(await page.getByRole("button", { name: "Choose Basic" }).isEnabled(), true, "the buttons come back after the refusal");
  await page.reload();
  await page.getByText(/^Active - Pro Plan \(Renews: .+\)$/).waitFor();
  await context.close();
});

test.run();
