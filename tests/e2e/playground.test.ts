import * as assert from "uvu/assert";
import type { BrowserContext, Page } from "playwright-core";
import { load } from "js-yaml";
import { homeTemplate } from "../../content/home-template.ts";
import { browserSuite, holdRequests, startSite } from "./browser.ts";

const site = await startSite();
const test = browserSuite("the directive playground on /");

const COMPILER_CHUNK = /\/assets\/chunks\/playground-run-[^/]+\.js$/;

/** A visitor who has made the consent choice, and every URL the page asks for from then on. */
async function open(context?: BrowserContext): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
  context ??= await site.browser.newContext();
  await context.addInitScript(() => localStorage.setItem("consent", "rejected"));
  const page = await context.newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.method()} ${request.url()}${request.postData() ? ` ${request.postData()}` : ""}`));
  await page.goto(site.url, { waitUntil: "networkidle" });
  return { context, page, requests };
}

const field = (page: Page) => page.getByLabel("Directive", { exact: true });
const yaml = (page: Page) => page.locator("[data-playground-yaml]");
const status = (page: Page) => page.locator("[data-playground-status]");

test("should not fetch the compiler until the visitor uses the playground", async () => {
  const { context, page, requests } = await open();
  await page.getByRole("heading", { name: "Try a directive" }).scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  assert.equal(requests.filter((r) => COMPILER_CHUNK.test(r.split(" ")[1]!)), [], "no compiler before use");
  await field(page).focus();
  await page.waitForResponse((response) => COMPILER_CHUNK.test(response.url()));
  await context.close();
});

test("should compile by keyboard alone, show the YAML, announce it, and send nothing anywhere", async () => {
  const { context, page, requests } = await open();
  const before = requests.length;
  await field(page).focus();
  await field(page).fill("");
  await page.keyboard.type("Close the living room shutter at sunset on weekdays");
  await page.keyboard.press("Enter");
  await yaml(page).waitFor();
  const automation = load((await yaml(page).textContent()) ?? "") as Record<string, any>;
  assert.equal(automation.triggers, [{ trigger: "sun", event: "sunset" }]);
  assert.equal(automation.conditions, [{ condition: "time", weekday: ["mon", "tue", "wed", "thu", "fri"] }]);
  assert.equal(automation.actions, [{ action: "cover.close_cover", target: { entity_id: ["cover.living_room_shutter"] } }]);
  assert.match((await page.locator("[data-playground-summary]").textContent())!, /^At sunset: close Living Room Shutter\. Only on weekdays\.$/);
  await page.waitForFunction(() => document.querySelector("[data-playground-status]")?.textContent?.startsWith("Compiled into an automation"));
  // What the page fetched once the visitor started: the compiler's code, and nothing that carries the directive.
  const since = requests.slice(before);
  assert.ok(since.some((r) => COMPILER_CHUNK.test(r.split(" ")[1]!)), "the compiler chunk was fetched");
  // The favicon may be asked for late on a loaded machine; it carries nothing either.
  for (const r of since) assert.match(r, new RegExp(`^GET ${site.url}/(assets/[^ ?]+\\.js|favicon\\.svg)$`), `only code is fetched: ${r}`);
  await context.close();
});

test("should fill the field from an example and compile it", async () => {
  const { context, page } = await open();
  const example = page.locator("[data-example]").nth(1);
  const text = (await example.textContent())!;
  await example.click();
  await yaml(page).waitFor();
  assert.is(await field(page).inputValue(), text);
  assert.ok((await yaml(page).textContent())!.includes("alias:"), "the YAML names the automation");
  await context.close();
});

test("should show and announce the compiler's message for a device the home does not have", async () => {
  const { context, page } = await open();
  await field(page).fill("Turn on the attic light");
  await page.getByRole("button", { name: "Compile" }).click();
  const error = page.locator("[data-playground-error]");
  await error.waitFor();
  const message = (await error.textContent())!;
  assert.match(message, /attic/i);
  assert.is(await field(page).getAttribute("aria-invalid"), "true");
  assert.ok(await page.locator("[data-playground-result]").isHidden());
  await page.waitForFunction((m) => document.querySelector("[data-playground-status]")?.textContent === m, message);
  await context.close();
});

test("should copy the YAML and show the tick for 2 seconds", async () => {
  const context = await site.browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
  const { page } = await open(context);
  await page.locator("[data-example]").first().click();
  await yaml(page).waitFor();
  const copy = page.getByRole("button", { name: "Copy" });
  await copy.click();
  await page.getByRole("button", { name: "✓ Copied" }).waitFor();
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), await yaml(page).textContent());
  const started = Date.now();
  await page.getByRole("button", { name: "Copy", exact: true }).waitFor({ timeout: 5_000 });
  assert.ok(Date.now() - started >= 1_500, "the tick stays about 2 s");
  await context.close();
});

test("should keep a submit made before the compiler arrived and answer it once it has", async () => {
  const context = await site.browser.newContext();
  const { release } = await holdRequests(context, COMPILER_CHUNK);
  const { page } = await open(context);
  await field(page).fill("Turn off all lights");
  await page.getByRole("button", { name: "Compile" }).click();
  assert.is(new URL(page.url()).search, "", "the form did not submit the native way");
  release();
  await yaml(page).waitFor();
  assert.ok((await yaml(page).textContent())!.includes("light.turn_off"));
  assert.equal(await status(page).count(), 1);
  await context.close();
});

test("should keep a submit made before the page's own script arrived (it loads after the first paint) and answer it", async () => {
  const context = await site.browser.newContext();
  await context.addInitScript(() => localStorage.setItem("consent", "rejected"));
  const { release } = await holdRequests(context, /\/assets\/home-[^/]+\.js$/);
  const page = await context.newPage();
  await page.goto(site.url);
  await field(page).fill("Turn off all lights");
  await field(page).press("Enter");
  assert.is(new URL(page.url()).search, "", "the form did not submit the native way");
  assert.is(await page.getAttribute("html", "data-modules-loaded"), null, "the entry had not run yet");
  release();
  await yaml(page).waitFor();
  assert.ok((await yaml(page).textContent())!.includes("light.turn_off"));
  await context.close();
});

/** A home as the "Use my home" template prints it: other names and ids than the demo home's. */
const myHome = {
  floors: [{ floor_id: "upstairs", name: "Upstairs", aliases: [] }],
  areas: [
    { area_id: "den", name: "Den", aliases: ["snug"], floor: "upstairs" },
    { area_id: "scullery", name: "Scullery", aliases: [], floor: null },
  ],
  entities: [
    { entity_id: "light.den_floor_lamp", name: "Den Floor Lamp", domain: "light", area: "den" },
    { entity_id: "light.scullery_strip", name: "Scullery Strip", domain: "light", area: "scullery" },
    { entity_id: "cover.den_blind", name: "Den Blind", domain: "cover", area: "den", device_class: "blind" },
  ],
  services: [],
};
const homeField = (page: Page) => page.getByLabel("Your home (the template's result)");
const homeKept = (page: Page) => page.evaluate(() => localStorage.getItem("playground-home"));

async function useMyHome(page: Page, json: string): Promise<void> {
  await page.getByText("Use my home", { exact: true }).click();
  await homeField(page).fill(json);
  await page.getByRole("button", { name: "Use this home" }).click();
}

test("should compile against a pasted home, keep it in this browser only, and forget it", async () => {
  const { context, page, requests } = await open();
  const before = requests.length;
  const json = JSON.stringify(myHome);
  await useMyHome(page, json);
  await page.waitForFunction(() => document.querySelector("[data-playground-status]")?.textContent?.startsWith("Using your home: 2 areas and 3 entities"));
  assert.equal(JSON.parse((await homeKept(page))!), myHome, "kept in localStorage");
  assert.match((await page.locator("[data-playground-in-use]").textContent())!, /your home \(2 areas, 3 entities\)/);
  await field(page).fill("Close the den blind at sunset");
  await page.getByRole("button", { name: "Compile" }).click();
  await yaml(page).waitFor();
  const automation = load((await yaml(page).textContent()) ?? "") as Record<string, any>;
  assert.equal(automation.actions, [{ action: "cover.close_cover", target: { entity_id: ["cover.den_blind"] } }]);
  assert.ok(await page.getByRole("heading", { name: "Add it in Home Assistant" }).isVisible(), "the automation editor's steps");
  assert.match((await page.locator("[data-playground-steps]").textContent())!, /Edit in YAML/);
  await field(page).fill("Turn on the lights in the snug");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("[data-playground-yaml]")?.textContent?.includes("light.den_floor_lamp"));
  assert.ok(await page.locator("[data-playground-steps]").isHidden(), "an action that runs now is not an automation");
  assert.ok(await page.locator("[data-playground-action-note]").isVisible());
  // A reload keeps the home, and says so before the compiler is fetched.
  await page.reload({ waitUntil: "networkidle" });
  assert.match((await page.locator("[data-playground-in-use]").textContent())!, /your home/);
  await field(page).fill("Turn off the scullery strip");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("[data-playground-yaml]")?.textContent?.includes("light.scullery_strip"));
  // Nothing the page asked for carried the home: only its own code and pages.
  for (const r of requests.slice(before)) {
    assert.not.ok(r.includes("den_floor_lamp") || r.includes("Scullery"), `the home left the page: ${r}`);
    assert.match(r, new RegExp(`^GET ${site.url}/`), `only the site's own files: ${r}`);
  }
  await page.getByText("Use my home", { exact: true }).click();
  await page.getByRole("button", { name: "Forget my home" }).click();
  await page.waitForFunction(() => document.querySelector("[data-playground-status]")?.textContent?.startsWith("Your home is forgotten"));
  assert.is(await homeKept(page), null, "storage is cleared");
  assert.ok(await page.getByRole("button", { name: "Forget my home" }).isHidden());
  await field(page).fill("Turn off the scullery strip");
  await page.keyboard.press("Enter");
  await page.locator("[data-playground-error]").waitFor();
  assert.match((await page.locator("[data-playground-error]").textContent())!, /scullery/i, "the demo home answers again");
  await context.close();
});

test("should name the problem of a malformed paste in one sentence and keep nothing", async () => {
  const { context, page } = await open();
  const error = page.locator("[data-playground-home-error]");
  for (const [paste, expected] of [
    ['{"areas": [], "entities": [', /not the template's JSON/],
    ['{"areas": []}', /^The home has no entities list\.$/],
    ['{"areas": [], "entities": [{"entity_id": "Kitchen Light", "name": "Kitchen Light"}]}', /entities\[0\]\.entity_id "Kitchen Light" is not a Home Assistant entity id/],
  ] as const) {
    if (await homeField(page).isHidden()) await page.getByText("Use my home", { exact: true }).click();
    await homeField(page).fill(paste);
    await page.getByRole("button", { name: "Use this home" }).click();
    await page.waitForFunction((e) => document.querySelector("[data-playground-home-error]")?.textContent?.match(new RegExp(e)), expected.source);
    const message = (await error.textContent())!;
    assert.is(message.split(/[.!?](\s|$)/).filter((part) => part.trim()).length, 1, `one sentence: ${message}`);
    assert.is(await homeField(page).getAttribute("aria-invalid"), "true");
    await page.waitForFunction((m) => document.querySelector("[data-playground-status]")?.textContent === m, message);
  }
  assert.is(await homeKept(page), null);
  await context.close();
});

test("should copy the template the page shows, the one in content/home-template.ts", async () => {
  const context = await site.browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
  const { page } = await open(context);
  await page.getByText("Use my home", { exact: true }).click();
  await page.getByRole("button", { name: "Copy template" }).click();
  await page.getByRole("button", { name: "✓ Copied" }).waitFor();
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), homeTemplate);
  await page.getByRole("button", { name: "Copy template", exact: true }).waitFor({ timeout: 5_000 });
  await context.close();
});

test.after(() => site.close());
test.run();
