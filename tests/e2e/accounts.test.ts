import * as assert from "uvu/assert";
import { createUser } from "../helpers/auth-emulator.ts";
import { PASSWORD, fillLogin, fillRegister, homeAnswersLate, logIn, newEmail, signedInVisitor, toastText, visitor } from "./accounts.ts";
import { browserProblems, browserSuite, holdRequests } from "./browser.ts";
import { startStack } from "./stack.ts";

const stack = await startStack();
const test = browserSuite("account journeys");

test("should register, sign out, log in, use the menu, see and copy the key, and log out", async () => {
  const { context, page } = await visitor(stack);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: stack.url });
  const email = newEmail("journey");

  await page.goto(`${stack.url}/register`);
  const held = await holdRequests(page, `${stack.apiUrl}/register`);
  await fillRegister(page, email, PASSWORD);
  await page.getByRole("button", { name: "Creating Account..." }).waitFor();
  assert.ok(await page.getByLabel("Email").isDisabled(), "inputs are disabled while submitting");
  held.release();
  await page.waitForURL(`${stack.url}/`);
  assert.is(await toastText(page), "Registration successful! Please log in.");
  await page.getByRole("link", { name: "Sign In" }).waitFor();

  await page.goto(`${stack.url}/login`);
  const heldKey = await holdRequests(page, `${stack.apiUrl}/api-key`);
  await fillLogin(page, email, PASSWORD);
  await page.getByRole("button", { name: "Logging in..." }).waitFor();
  heldKey.release();
  await page.waitForURL(`${stack.url}/`);
  assert.is(await toastText(page), "Welcome back!");

  const avatar = page.getByRole("button", { name: `Account menu for ${email}` });
  await avatar.click();
  assert.ok((await page.getByRole("menu").textContent())!.includes(email));
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await page.waitForURL(`${stack.url}/profile`);

  const facts = page.locator(".facts");
  await facts.waitFor();
  const factText = (await facts.textContent()) ?? "";
  assert.ok(factText.includes(email));
  assert.ok(factText.includes(`Account Created${new Date().toLocaleDateString("en-US")}`), factText);
  await page.getByText("No active subscription").waitFor();
  const key = page.getByLabel("API key");
  assert.is(await key.getAttribute("type"), "password");
  assert.ok(await key.getAttribute("readonly") !== null);
  await page.waitForFunction(() => (document.querySelector("#api-key") as HTMLInputElement).value.startsWith("hca_"));
  const value = await key.inputValue();
  assert.match(value, /^hca_[A-Za-z0-9_-]{43}$/);

  await page.getByRole("button", { name: "Copy" }).click();
  await page.getByRole("button", { name: "✓ Copied" }).waitFor();
  assert.is(await toastText(page), "API key copied to clipboard");
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), value);
  await page.getByRole("button", { name: "Copy", exact: true }).waitFor({ timeout: 3000 }); // tick gone after 2 s

  await homeAnswersLate(stack, page);
  await page.getByRole("button", { name: "Log out" }).click();
  await page.waitForURL(`${stack.url}/`);
  assert.is(await toastText(page), "Logged out successfully");
  await page.getByRole("link", { name: "Sign In" }).waitFor();
  assert.equal(browserProblems(), []);
  await context.close();
});

test("should log out from the header menu", async () => {
  const { context, page, email } = await signedInVisitor(stack, "menu");
  await page.goto(`${stack.url}/docs`);
  await page.getByRole("button", { name: `Account menu for ${email}` }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.waitForURL(`${stack.url}/`);
  assert.is(await toastText(page), "Logged out successfully");
  await context.close();
});

test("should send signed-in visitors away from /login and /register, and visitors without a user to /login", async () => {
  const { context, page } = await visitor(stack);
  await page.goto(`${stack.url}/profile`);
  await page.waitForURL(`${stack.url}/login`);
  const email = newEmail("redirect");
  await createUser(stack.emulator, email, PASSWORD);
  await logIn(stack, page, email, PASSWORD);
  for (const path of ["/login", "/register"]) {
    await page.goto(stack.url + path);
    await page.waitForURL(`${stack.url}/`);
  }
  await context.close();
});

test("should show an active plan granted by an operator", async () => {
  const { context, page, email } = await signedInVisitor(stack, "granted", { verified: true });
  await page.goto("about:blank"); // the landing page's own /subscription request must not be the one read below
  await stack.admin("subscription", "grant", email, "power-user", "--until", "2027-03-01");
  const answer = page.waitForResponse(`${stack.apiUrl}/subscription`);
  await page.goto(`${stack.url}/profile`);
  // A grant "until" a day runs through it: the period ends, and renews, as the next day begins.
  const { currentPeriodEnd } = await (await answer).json();
  assert.is(currentPeriodEnd, "2027-03-02T00:00:00.000Z");
  const renews = new Date(currentPeriodEnd).toLocaleDateString("en-US");
  await page.getByText(`Active - Power User Plan (Renews: ${renews})`).waitFor();
  await context.close();
});

test("should show under the key when it last compiled something through the API", async () => {
  const { context, page, email } = await signedInVisitor(stack, "key-use", { verified: true });
  await page.goto(`${stack.url}/profile`);
  await page.getByText("Not used yet through the API.").waitFor();
  const key = await page.locator("#api-key").inputValue();
  await stack.admin("subscription", "grant", email, "basic");
  const compiled = await fetch(`${stack.apiUrl}/v1/compile`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ text: "Turn on the porch light", home: { areas: [], entities: [{ entity_id: "light.porch", name: "Porch Light", domain: "light", area: null }] } }),
  });
  assert.is(compiled.status, 200);
  await page.reload();
  await page.getByText(/^Last used through the API: .+\.$/).waitFor();
  await context.close();
});

test("should let a signed-in, verified applicant change their application, and no one else", async () => {
  const { context, page, email } = await signedInVisitor(stack, "owner", { verified: true });
  const apply = async (experience: RegExp) => {
    await page.goto(`${stack.url}/alpha`);
    // As a person would, submit once the form shows the signed-in address: until Firebase has restored
    // the session the e-mail field is empty, and a required field the browser refuses to send.
    await page.waitForFunction((address) => document.querySelector<HTMLInputElement>("input[name=email]")?.value === address, email);
    await page.getByRole("radio", { name: experience }).check();
    await page.getByRole("button", { name: /submit|apply/i }).click();
    await page.waitForURL(`${stack.url}/alpha?success=true`);
  };
  const stored = async () => (await stack.admin("alpha", "list")).split("\n").find((line) => line.includes(email)) ?? "";
  await apply(/^Hobbyist/);
  assert.match(await stored(), /hobbyist/);
  // A stranger posting the same address (anonymous) is answered alike and changes nothing.
  const stranger = await fetch(`${stack.apiUrl}/alpha-subscribe`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, experience: "average" }) });
  assert.equal([stranger.status, await stranger.json()], [200, { success: true }]);
  assert.match(await stored(), /hobbyist/);
  await apply(/^Power user/);
  assert.match(await stored(), /power-user/, "the owner's form post carries their token and replaces the answers");
  await context.close();
});

test.after(() => stack.close());
test.run();
