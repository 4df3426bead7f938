import type { BrowserContext, Page } from "playwright-core";
import { createUser, verifyEmail } from "../helpers/auth-emulator.ts";
import type { Stack } from "./stack.ts";

export const PASSWORD = "correct horse battery";

/** A context whose consent choice is made, so the banner never covers what a test clicks. */
export async function visitor(stack: Stack): Promise<{ context: BrowserContext; page: Page }> {
  const context = await stack.browser.newContext();
  await context.addInitScript(() => localStorage.getItem("consent") ?? localStorage.setItem("consent", "rejected"));
  return { context, page: await context.newPage() };
}

let counter = 0;
/** A fresh address per test, so tests never share an account. */
export const newEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${counter++}@example.com`;

export const toast = (page: Page) => page.locator('[role="status"] .toast p');

/**
 * Closes the toasts showing (the sign-in's "Welcome back!" lives 5 s), so a walk over the page's controls
 * neither counts a toast nor loses one midway; one that arrives after the look runs out by itself.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole("button", { name: "Close notification" });
  for (let n = await close.count(); n > 0; n = await close.count()) await close.first().click().catch(() => undefined);
  await close.first().waitFor({ state: "hidden", timeout: 15_000 });
}

/**
 * The home page answers half a second late, so a guard that would send a signed-out visitor elsewhere
 * while a sign-out's own navigation to / is under way aborts it, every time rather than one run in fifty.
 */
export async function homeAnswersLate(stack: Stack, page: Page): Promise<void> {
  await page.route(`${stack.url}/`, async (route) => {
    await new Promise((done) => setTimeout(done, 500));
    await route.continue();
  });
}

/** Waits for the toast and returns its text. */
export async function toastText(page: Page): Promise<string> {
  await toast(page).first().waitFor();
  return (await toast(page).first().textContent()) ?? "";
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

export async function fillRegister(page: Page, email: string, password: string, confirm = password): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(confirm);
  await page.getByRole("button", { name: "Create Account" }).click();
}

/** Signs in through the real form and waits for the landing page. */
export async function logIn(stack: Stack, page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${stack.url}/login`);
  await fillLogin(page, email, password);
  await page.waitForURL(`${stack.url}/`);
  // The sign-in's toast is handed over to the page it lands on. Until that page shows it, it is still owed, and the
  // next page a test opens would show it instead of (or before) the toast the test waits for.
  await toast(page).filter({ hasText: /^Welcome back!$/ }).waitFor();
}


/**
 * A visitor signed in through the real form, as a new account made in the emulator; `verified` marks
 * its address verified first (what anything granted to an address needs).
 */
export async function signedInVisitor(stack: Stack, tag: string, { verified = false } = {}) {
  const { context, page } = await visitor(stack);
  const email = newEmail(tag);
  const user = await createUser(stack.emulator, email, PASSWORD);
  if (verified) await verifyEmail(stack.emulator, user, PASSWORD);
  await logIn(stack, page, email, PASSWORD);
  return { context, page, email };
}
