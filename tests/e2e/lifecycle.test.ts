/**
 * Issue 14 in the browser, through the real stack (Auth emulator, API on PostgreSQL, built site): reset by
 * the e-mailed code (read from the emulator, which sends no mail), bad codes, verification, change
 * password, replace key, sign out everywhere, export and deletion.
 */
import { readFileSync } from "node:fs";
import * as assert from "uvu/assert";
import pg from "pg";
import type { Page } from "playwright-core";
import { createUser } from "../helpers/auth-emulator.ts";
import { nextSecond } from "../helpers/wait.ts";
import { PASSWORD, fillLogin, fillRegister, homeAnswersLate, logIn, newEmail, signedInVisitor, toast, toastText, visitor } from "./accounts.ts";
import { browserSuite, expectBrowserErrors } from "./browser.ts";
import { startStack } from "./stack.ts";

const stack = await startStack();
const db = new pg.Client({ connectionString: stack.databaseUrl });
await db.connect();
const test = browserSuite("account lifecycle");
test.after(async () => {
  await db.end();
  await stack.close();
});

/** The newest out-of-band code the emulator "sent" to this address for this purpose. */
async function oobCode(email: string, requestType: "PASSWORD_RESET" | "VERIFY_EMAIL"): Promise<string> {
  const response = await fetch(`http://${stack.emulator.host}/emulator/v1/projects/${stack.emulator.projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; oobCode: string; requestType: string }[] };
  const found = oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1);
  if (!found) throw new Error(`The emulator holds no ${requestType} code for ${email}.`);
  return found.oobCode;
}

const actionUrl = (mode: string, code: string) => `${stack.url}/account-action?mode=${mode}&oobCode=${encodeURIComponent(code)}&apiKey=demo-api-key&lang=en`;

/** Rows naming the account in every table with a uid or email_key column (information_schema, not a list). */
async function holdings(uid: string, email: string): Promise<Record<string, number>> {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name IN ('uid', 'email_key')",
  );
  assert.ok(columns.length >= 3);
  const found: Record<string, number> = {};
  for (const { table_name, column_name } of columns) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table_name} WHERE ${column_name} = $1`, [column_name === "uid" ? uid : email.toLowerCase()]);
    found[`${table_name}.${column_name}`] = rows[0]!.n;
  }
  return found;
}

const uidOf = async (email: string) => (await db.query<{ uid: string }>("SELECT uid FROM accounts WHERE email_key = $1", [email.toLowerCase()])).rows[0]?.uid;

/** The profile with its account sections loaded and the key shown. */
async function openProfile(page: Page): Promise<string> {
  await page.goto(`${stack.url}/profile`);
  await page.getByRole("heading", { name: "Danger zone" }).waitFor();
  await page.waitForFunction(() => (document.querySelector("#api-key") as HTMLInputElement | null)?.value.startsWith("hca_"));
  return page.getByLabel("API key", { exact: true }).inputValue();
}

const compile = (key: string) =>
  fetch(`${stack.apiUrl}/v1/compile`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ text: "Turn on the lamp", home: { areas: [], entities: [{ entity_id: "light.lamp", name: "Lamp", domain: "light", area: null }] } }),
  }).then((r) => r.status);

test("should reset a forgotten password with the e-mailed code, and log in with the new one", async () => {
  const email = newEmail("forgot");
  await createUser(stack.emulator, email, PASSWORD);
  const { context, page } = await visitor(stack);
  await page.goto(`${stack.url}/login`);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.waitForURL(`${stack.url}/forgot-password`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  const sent = (await page.getByRole("heading", { name: "Check your email" }).locator("..").textContent()) ?? "";
  assert.ok(sent.includes("If an account exists for that address, we've sent it a link to reset the password."), sent);

  await page.goto(actionUrl("resetPassword", await oobCode(email, "PASSWORD_RESET")));
  await page.getByText(`Choose a new password for ${email}.`).waitFor();
  await page.getByLabel("New password").fill("new secret 1");
  await page.getByLabel("Confirm password").fill("new secret 2");
  await page.getByRole("button", { name: "Save new password" }).click();
  assert.is(await toastText(page), "Passwords do not match.");
  expectBrowserErrors(/status of 400/);
  await page.getByLabel("New password").fill("abc");
  await page.getByLabel("Confirm password").fill("abc");
  await page.getByRole("button", { name: "Save new password" }).click();
  await page.locator(".form-error").filter({ hasText: "Password should be at least 6 characters long." }).waitFor();
  await page.getByLabel("New password").fill("new secret 1");
  await page.getByLabel("Confirm password").fill("new secret 1");
  await page.getByRole("button", { name: "Save new password" }).click();
  await page.waitForURL(`${stack.url}/login`);
  assert.is(await toastText(page), "Password updated! Please log in.");
  await fillLogin(page, email, "new secret 1");
  await page.waitForURL(`${stack.url}/`);
  await context.close();
});

test("should show the same confirmation for an address without an account (no enumeration)", async () => {
  expectBrowserErrors(/status of 400/); // the emulator answers EMAIL_NOT_FOUND; production's enumeration protection answers 200
  const { context, page } = await visitor(stack);
  await page.goto(`${stack.url}/forgot-password`);
  await page.getByLabel("Email").fill(newEmail("nobody"));
  await page.getByRole("button", { name: "Send reset link" }).click();
  await page.getByText("If an account exists for that address, we've sent it a link to reset the password.").waitFor();
  await context.close();
});

test("should refuse a used, an invalid and a missing code, offering a new link", async () => {
  expectBrowserErrors(/status of 400/);
  const email = newEmail("used");
  await createUser(stack.emulator, email, PASSWORD);
  const { context, page } = await visitor(stack);
  await page.goto(`${stack.url}/forgot-password`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await page.getByRole("heading", { name: "Check your email" }).waitFor();
  const code = await oobCode(email, "PASSWORD_RESET");
  await page.goto(actionUrl("resetPassword", code));
  await page.getByLabel("New password").fill("another secret");
  await page.getByLabel("Confirm password").fill("another secret");
  await page.getByRole("button", { name: "Save new password" }).click();
  await page.waitForURL(`${stack.url}/login`);
  for (const url of [actionUrl("resetPassword", code), actionUrl("resetPassword", "not-a-code"), actionUrl("verifyEmail", "not-a-code")]) {
    await page.goto(url);
    const alert = page.getByRole("alert").filter({ hasText: "This link cannot be used" });
    await alert.waitFor();
    assert.ok((await alert.textContent())!.includes("This link is invalid or has already been used. Please request a new one."), url);
  }
  await page.goto(actionUrl("resetPassword", code));
  await page.getByRole("link", { name: "Send a new link" }).click();
  await page.waitForURL(`${stack.url}/forgot-password`);
  await page.goto(`${stack.url}/account-action`);
  await page.getByText("This link is incomplete. Please open it again from the email.").waitFor();
  await context.close();
});

test("should send a verification e-mail at sign-up, show the status on the profile, resend it and apply it", async () => {
  const email = newEmail("verify");
  const { context, page } = await visitor(stack);
  await page.goto(`${stack.url}/register`);
  await fillRegister(page, email, PASSWORD);
  await page.waitForURL(`${stack.url}/`);
  const first = await oobCode(email, "VERIFY_EMAIL");
  await logIn(stack, page, email, PASSWORD);
  await openProfile(page);
  const section = page.locator("#email-verification");
  await section.getByText("is not verified yet").waitFor();
  await section.getByRole("button", { name: "Resend verification email" }).click();
  await toast(page).filter({ hasText: /^Verification email sent\. Check your inbox\.$/ }).waitFor();
  assert.ok(await section.getByRole("button", { name: "Email sent" }).isDisabled(), "resending waits");
  const second = await oobCode(email, "VERIFY_EMAIL");
  assert.is.not(second, first);
  await page.goto(actionUrl("verifyEmail", second));
  await page.getByText("Email verified! Thank you.").waitFor();
  await page.getByRole("link", { name: "Go to Profile" }).click();
  await section.getByText(`Your email address ${email} is verified.`).waitFor();
  await context.close();
});

test("should change the password: wrong current and weak new are refused, success signs other devices out", async () => {
  expectBrowserErrors(/status of 400/, /status of 401/);
  const { context, page, email } = await signedInVisitor(stack, "change");
  const other = await visitor(stack);
  await logIn(stack, other.page, email, PASSWORD);
  await openProfile(page);
  const change = async (current: string, next: string, confirm = next) => {
    await page.getByLabel("Current password").fill(current);
    await page.getByLabel("New password", { exact: true }).fill(next);
    await page.getByLabel("Confirm new password").fill(confirm);
    await page.getByRole("button", { name: "Change password" }).click();
  };
  await change("wrong password", "brand new secret");
  await page.locator(".form-error").filter({ hasText: "Current password is incorrect." }).waitFor();
  await change(PASSWORD, "brand new secret", "something else");
  await page.locator(".form-error").filter({ hasText: "Passwords do not match." }).waitFor();
  await change(PASSWORD, "abc");
  await page.locator(".form-error").filter({ hasText: "Password should be at least 6 characters long." }).waitFor();
  await nextSecond(); // revocation has one-second resolution
  await change(PASSWORD, "brand new secret");
  await toast(page).filter({ hasText: /^Password changed\. Your other devices have been signed out\.$/ }).waitFor();
  await page.reload();
  await openProfile(page); // this device stays signed in
  await other.page.goto(`${stack.url}/profile`);
  await other.page.waitForURL(`${stack.url}/login`);
  await logIn(stack, other.page, email, "brand new secret");
  await Promise.all([context.close(), other.context.close()]);
});

test("should replace the key after confirmation: the old key gets 401 from the API at once", async () => {
  const { context, page } = await signedInVisitor(stack, "rotate");
  const old = await openProfile(page);
  assert.is(await compile(old), 403, "the old key is known (no plan)");
  await page.getByText(/^Created: /).waitFor();
  await page.getByRole("button", { name: "Replace key" }).click();
  const dialog = page.getByRole("dialog", { name: "Replace your API key?" });
  await dialog.waitFor();
  assert.ok((await dialog.textContent())!.includes("stops working at once"));
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "hidden" });
  assert.is(await page.getByLabel("API key", { exact: true }).inputValue(), old);
  await page.getByRole("button", { name: "Replace key" }).click();
  await dialog.getByRole("button", { name: "Replace key" }).click();
  await toast(page).filter({ hasText: /^API key replaced\. The old key no longer works\.$/ }).waitFor();
  await dialog.waitFor({ state: "hidden" });
  const fresh = await page.getByLabel("API key", { exact: true }).inputValue();
  assert.match(fresh, /^hca_[A-Za-z0-9_-]{43}$/);
  assert.is.not(fresh, old);
  assert.is(await compile(old), 401);
  assert.is(await compile(fresh), 403);
  await page.reload();
  assert.is(await openProfile(page), fresh);
  await context.close();
});

test("should sign out everywhere: a second browser context loses its session", async () => {
  expectBrowserErrors(/status of 400/, /status of 401/);
  const { context, page, email } = await signedInVisitor(stack, "everywhere");
  const other = await visitor(stack);
  await logIn(stack, other.page, email, PASSWORD);
  await openProfile(other.page);
  await nextSecond(); // revocation has one-second resolution
  await openProfile(page);
  await homeAnswersLate(stack, page);
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await page.waitForURL(`${stack.url}/`);
  assert.is(await toastText(page), "Signed out on every device.");
  await page.getByRole("link", { name: "Sign In" }).waitFor();
  await other.page.goto(`${stack.url}/profile`);
  await other.page.waitForURL(`${stack.url}/login`);
  await Promise.all([context.close(), other.context.close()]);
});

test("should download the account's data as a JSON file holding this account only", async () => {
  const bystander = await signedInVisitor(stack, "bystander");
  await bystander.context.close();
  const { context, page, email } = await signedInVisitor(stack, "export");
  const key = await openProfile(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download my data" }).click()]);
  assert.match(download.suggestedFilename(), /^homedirective-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync((await download.path())!, "utf8");
  const data = JSON.parse(text);
  assert.is(data.format, "homedirective-account-export/1");
  assert.is(data.account.email, email);
  assert.is(data.account.uid, await uidOf(email));
  assert.equal(Object.keys(data.apiKey), ["createdAt", "lastUsedAt"]);
  assert.is(data.subscription.status, "inactive");
  assert.not.ok(text.includes(key), "never the key itself");
  assert.not.ok(text.includes(bystander.email), "nothing of another account");
  await toast(page).filter({ hasText: /^Your data has been downloaded\.$/ }).waitFor();
  await context.close();
});

test("should delete the account after the password is typed again: no sign-in, no key, nothing in any table", async () => {
  expectBrowserErrors(/status of 400/, /status of 401/);
  const email = newEmail("delete");
  const { context, page } = await visitor(stack);
  await page.goto(`${stack.url}/register`);
  await fillRegister(page, email, PASSWORD);
  await page.waitForURL(`${stack.url}/`);
  await page.goto(actionUrl("verifyEmail", await oobCode(email, "VERIFY_EMAIL")));
  await page.getByText("Email verified! Thank you.").waitFor();
  await logIn(stack, page, email, PASSWORD);
  const key = await openProfile(page);
  const applied = await fetch(`${stack.apiUrl}/alpha-subscribe`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, experience: "average" }) });
  assert.is(applied.status, 200);
  const uid = (await uidOf(email))!;
  assert.equal(await holdings(uid, email), { "accounts.uid": 1, "accounts.email_key": 1, "subscriptions.uid": 1, "subscription_history.uid": 1, "checkouts.uid": 0, "alpha_applications.email_key": 1, "directives.uid": 0 });

  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.waitFor();
  await dialog.getByLabel("Password").fill("not my password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await dialog.locator(".form-error").filter({ hasText: "Incorrect password." }).waitFor();
  assert.is(await compile(key), 403, "nothing deleted yet");
  await dialog.getByLabel("Password").fill(PASSWORD);
  await homeAnswersLate(stack, page);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await page.waitForURL(`${stack.url}/`);
  assert.is(await toastText(page), "Your account has been deleted.");
  await page.getByRole("link", { name: "Sign In" }).waitFor();

  assert.equal(await holdings(uid, email), { "accounts.uid": 0, "accounts.email_key": 0, "subscriptions.uid": 0, "subscription_history.uid": 0, "checkouts.uid": 0, "alpha_applications.email_key": 0, "directives.uid": 0 });
  assert.is(await compile(key), 401, "the old key");
  await page.goto(`${stack.url}/login`);
  await fillLogin(page, email, PASSWORD);
  assert.ok((await toastText(page)).length > 0, "the sign-in fails");
  assert.is(page.url(), `${stack.url}/login`);
  await context.close();
});

test.run();
