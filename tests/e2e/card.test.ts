/**
 * The dashboard card, built (dist/homedirective-card.js, loaded by URL from the site), inside a page
 * standing in for Home Assistant's frontend (fixtures/ha/), against the real API with real accounts:
 * connect, create, pause, resume, delete, non-admin, the checks that block a write, every refusal,
 * disconnect, both themes and axe.
 */
import type { Page } from "playwright-core";
import * as assert from "uvu/assert";
import { MESSAGES } from "../../api/errors.ts";
import { CARD_VERSION } from "../../card/version.ts";
import { TAGS, withAxe } from "./axe.ts";
import { browserSuite, expectBrowserErrors } from "./browser.ts";
import { callsOf, compileDirective, connectedCard, haStandIn, keyHolder, openCard, type KeyHolder } from "./card-stand-in.ts";
import { startStack } from "./stack.ts";

const stack = await startStack();
const ha = await haStandIn(`${stack.url}/homedirective-card.js`);
const test = browserSuite("dashboard card in a Home Assistant stand-in");
const CONFIG = { type: "custom:homedirective-card" };
const people = {} as { pro: KeyHolder; basic: KeyHolder; none: KeyHolder };
test.before(async () => {
  [people.pro, people.basic, people.none] = await Promise.all([keyHolder(stack, "card-pro", "pro"), keyHolder(stack, "card-basic", "basic"), keyHolder(stack, "card-none", null)]);
});
test.after(async () => {
  await ha.close();
  await stack.close();
});

type Ha = { ha: { userData: Record<string, unknown>; automations: Record<string, Record<string, unknown>>; faults: { nextPost: string; invalid: Record<string, string> }; change(edit: (hass: never) => void): void } };
const haOf = <T>(page: Page, read: (ha: Ha["ha"]) => T) => page.evaluate(`(${read.toString()})(window.ha)`) as Promise<T>;
const inHa = <T>(page: Page, fn: string) => page.evaluate(`(${fn})(window.ha)`) as Promise<T>;

const connected = (key: string, query = "", config: Record<string, unknown> = CONFIG) => connectedCard(stack.browser, ha.url, key, query, config);
const compile = compileDirective;
const posts = async (page: Page) => (await callsOf(page)).filter((c) => c.kind === "api" && c.args[0] === "POST");

test("should refuse a wrong key and a key without a plan with the API's sentence, storing nothing", async () => {
  const page = await stack.browser.newPage();
  await openCard(page, ha.url, CONFIG);
  expectBrowserErrors(/401|403/); // Chromium logs the refused fetches
  await page.getByLabel("API key").fill(`hca_${"x".repeat(43)}`);
  await page.getByRole("button", { name: "Connect" }).click();
  await page.getByText(MESSAGES.unknownApiKey).waitFor();
  await page.getByLabel("API key").fill(people.none.key);
  await page.getByRole("button", { name: "Connect" }).click();
  await page.getByText(MESSAGES.noPlanForKey).waitFor();
  assert.equal(await haOf(page, (h) => h.userData), {}, "a refused key is never kept");
  await page.close();
});

test("should carry the file's version in its footer and in window.customCards (the card picker)", async () => {
  const page = await stack.browser.newPage();
  await openCard(page, ha.url, CONFIG);
  await page.locator("homedirective-card").getByText(`HomeDirective card v${CARD_VERSION}`, { exact: true }).waitFor();
  const listed = await page.evaluate(() => (window as unknown as { customCards: { type: string; version?: string }[] }).customCards);
  assert.equal(listed.filter((c) => c.type === "homedirective-card").map((c) => c.version), [CARD_VERSION]);
  await page.close();
});

test("should connect: the key reaches HA's user-data store only, and a second card finds it there", async () => {
  const page = await connected(people.pro.key);
  await page.getByText("6 of 50 devices exposed").waitFor();
  const stored = (await haOf(page, (h) => h.userData)) as Record<string, unknown>;
  // Beside the API key, the home's record key and this instance's id (issue 29): generated on the first connect.
  assert.equal(Object.keys(stored).sort(), ["homedirective_api_key", "homedirective_instance", "homedirective_record_key"]);
  assert.match(String(stored.homedirective_instance), /^[A-Za-z0-9_-]{22}$/);
  assert.is(stored.homedirective_api_key, people.pro.key);
  assert.match(String(stored.homedirective_record_key), /^[A-Za-z0-9_-]{43}$/);
  const sets = (await callsOf(page)).filter((c) => c.kind === "ws" && (c.args[0] as { type: string }).type === "frontend/set_user_data");
  assert.is(sets.length, 3, "the API key, then the record key and the instance id");
  const leaks = await page.evaluate((key) => {
    const card = document.querySelector("homedirective-card") as HTMLElement & { config: unknown };
    const stores = [JSON.stringify(card.config), JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage }), document.cookie, document.documentElement.outerHTML];
    return stores.filter((s) => s.includes(key)).length;
  }, people.pro.key);
  assert.is(leaks, 0, "not in the card's config, the page's storage, cookies or the DOM");
  await page.evaluate(() => (window as unknown as { ha: { mount(c: unknown): void } }).ha.mount({ type: "custom:homedirective-card" }));
  await page.locator("homedirective-card").nth(1).getByLabel("Directive").waitFor(); // no key asked again
  // A card loading with a stored key asks for the plan again: the plan and the count are there at once (issue 38).
  await page.locator("homedirective-card").nth(1).getByText("6 of 50 devices exposed").waitFor();
  await page.close();
});

test("should refuse a config carrying api_key, saying where the key goes", async () => {
  const page = await stack.browser.newPage();
  await openCard(page, ha.url, CONFIG);
  const message = await page.evaluate(() => {
    try {
      (document.createElement("homedirective-card") as HTMLElement & { setConfig(c: unknown): void }).setConfig({ type: "custom:homedirective-card", api_key: "hca_x" });
      return "accepted";
    } catch (error) {
      return (error as Error).message;
    }
  });
  assert.match(message, /^Remove api_key from the card's config: .*your Home Assistant user's own storage/);
  await page.close();
});

test("should create exactly one automation, once, with no inner id and only existing references, then link to it", async () => {
  const page = await connected(people.pro.key);
  await compile(page, "Turn on the floor lamp at sunset");
  await page.getByText("light.floor_lamp").first().waitFor();
  assert.match(await page.locator("homedirective-card h3 + p").first().textContent() ?? "", /Floor Lamp/, "the API's plain-language summary, in the home's names");
  const create = page.getByRole("button", { name: "Create automation" });
  await create.evaluate((button: HTMLButtonElement) => { button.click(); button.click(); }); // a double click, both before HA answers
  await page.getByRole("link", { name: "Review in Home Assistant" }).waitFor();
  const sent = await posts(page);
  assert.is(sent.length, 1, "a double click writes once");
  const [, path, body] = sent[0]!.args as [string, string, Record<string, unknown>];
  const id = /^config\/automation\/config\/(homedirective_[0-9a-f]{16})$/.exec(path)?.[1];
  assert.ok(id, path);
  assert.not.ok("id" in body, "an inner id would override the URL's");
  assert.is(body.alias, "Turn on the floor lamp at sunset");
  assert.match(String(body.description), /HomeDirective.*Turn on the floor lamp at sunset/);
  assert.equal(body.triggers, [{ trigger: "sun", event: "sunset" }]);
  assert.equal(body.actions, [{ action: "light.turn_on", target: { entity_id: ["light.floor_lamp"] } }]);
  const validated = (await callsOf(page)).filter((c) => c.kind === "ws" && (c.args[0] as { type: string }).type === "validate_config");
  assert.ok(validated.length >= 1, "HA's validate_config ran before the write");
  assert.is(await page.getByRole("link", { name: "Review in Home Assistant" }).getAttribute("href"), `/config/automation/edit/${id}`);
  await page.getByText("Turn on the floor lamp at sunset", { exact: true }).waitFor(); // listed under Your directives
  assert.is(await page.getByText("Morning coffee").count(), 0, "the user's own automation is not listed");
  await page.close();
});

test("should pause, resume and delete (after confirming) only its own automation", async () => {
  const page = await connected(people.pro.key);
  await compile(page, "Close the living room shutter at 22:00 on weekdays");
  await page.getByRole("button", { name: "Create automation" }).click();
  await page.getByRole("link", { name: "Review in Home Assistant" }).waitFor();
  const item = page.locator("homedirective-list li").filter({ hasText: "Close the living room shutter" });
  await item.getByRole("button", { name: "Pause" }).click();
  await item.getByRole("button", { name: "Resume" }).waitFor();
  await item.getByText(/Paused/).waitFor();
  await item.getByRole("button", { name: "Resume" }).click();
  await item.getByRole("button", { name: "Pause" }).waitFor();
  await item.getByRole("button", { name: "Delete" }).click();
  await item.getByRole("button", { name: "Cancel" }).click();
  assert.is((await callsOf(page)).filter((c) => c.args[0] === "DELETE").length, 0, "Cancel deletes nothing");
  await item.getByRole("button", { name: "Delete" }).click();
  await item.getByRole("button", { name: "Yes, delete" }).click();
  await page.getByText("None yet").waitFor();
  const calls = await callsOf(page);
  const services = calls.filter((c) => c.kind === "service").map((c) => c.args.slice(0, 3));
  const entity = (services[0]![2] as { entity_id: string }).entity_id;
  assert.match(entity, /^automation\.close_the_living_room_shutter/);
  assert.equal(services, [["automation", "turn_off", { entity_id: entity }], ["automation", "turn_on", { entity_id: entity }]]);
  const deletes = calls.filter((c) => c.args[0] === "DELETE").map((c) => c.args[1]);
  assert.is(deletes.length, 1);
  assert.match(String(deletes[0]), /^config\/automation\/config\/homedirective_[0-9a-f]{16}$/);
  assert.not.ok(JSON.stringify(calls).includes("morning_coffee") || JSON.stringify(calls).includes("1700000000000"), "never touches another automation");
  await page.close();
});

test("should show HA's 400 'Message malformed' and a network error, writing nothing, then succeed", async () => {
  const page = await connected(people.pro.key);
  await compile(page, "Turn on the floor lamp at sunset");
  await inHa(page, "(ha) => { ha.faults.nextPost = 'malformed' }");
  await page.getByRole("button", { name: "Create automation" }).click();
  await page.getByText(/Message malformed: extra keys not allowed/).waitFor();
  await inHa(page, "(ha) => { ha.faults.nextPost = 'network' }");
  await page.getByRole("button", { name: "Create automation" }).click();
  await page.getByText(/Home Assistant could not be reached/).waitFor();
  assert.equal(await haOf(page, (h) => h.automations), {}, "nothing half-written");
  await page.getByRole("button", { name: "Create automation" }).click();
  await page.getByRole("link", { name: "Review in Home Assistant" }).waitFor();
  assert.is(Object.keys(await haOf(page, (h) => h.automations)).length, 1);
  await page.close();
});

test("should block saving when HA's validate_config, an entity or a service check fails, naming it", async () => {
  const page = await connected(people.pro.key);
  await inHa(page, "(ha) => { ha.faults.invalid.triggers = \"Invalid trigger 'sun' specified\" }");
  await compile(page, "Turn on the floor lamp at sunset");
  await page.getByText("Home Assistant refuses the triggers: Invalid trigger 'sun' specified. Nothing was saved.").waitFor();
  assert.ok(await page.getByRole("button", { name: "Create automation" }).isDisabled());
  await inHa(page, "(ha) => { ha.faults.invalid = {}; ha.change((hass) => { delete hass.services.light.turn_on }) }");
  await compile(page, "Turn on the floor lamp at sunset");
  await page.getByText(/has no service light\.turn_on/).waitFor();
  assert.ok(await page.getByRole("button", { name: "Create automation" }).isDisabled());
  await inHa(page, "(ha) => ha.change((hass) => { hass.services.light.turn_on = { name: 'Turn on' } })");
  await compile(page, "Turn on the floor lamp at sunset");
  await page.getByRole("button", { name: "Create automation" }).waitFor();
  assert.not.ok(await page.getByRole("button", { name: "Create automation" }).isDisabled());
  // The entity disappears between review and write (deleted in HA meanwhile): the write is blocked.
  await inHa(page, "(ha) => ha.change((hass) => { delete hass.states['light.floor_lamp'] })");
  await page.getByRole("button", { name: "Create automation" }).click();
  await page.getByText(/has no entity light\.floor_lamp/).waitFor();
  assert.is((await posts(page)).length, 0, "no write");
  await page.close();
});

test("should let a non-admin run an action and see the directives, but not create, pause, edit or delete", async () => {
  // An admin creates one; then a user who is not an administrator opens the same Home Assistant.
  const page = await connected(people.pro.key);
  await compile(page, "Turn on the floor lamp at sunset");
  await page.getByRole("button", { name: "Create automation" }).click();
  await page.getByRole("link", { name: "Review in Home Assistant" }).waitFor();
  await inHa(page, "(ha) => { document.querySelector('homedirective-card').remove(); ha.change((hass) => { hass.user = { ...hass.user, is_admin: false, is_owner: false } }); ha.mount({ type: 'custom:homedirective-card' }) }");
  await page.getByText(/Only an administrator of this Home Assistant can pause, create and delete/).waitFor();
  const item = page.locator("homedirective-list li").filter({ hasText: "Turn on the floor lamp at sunset" });
  await item.getByText(/^On · last triggered/).waitFor();
  assert.is(await item.getByRole("button").count(), 0, "no Pause, Resume, Edit or Delete for a non-admin");
  const before = (await callsOf(page)).filter((c) => c.kind === "api").length;
  await compile(page, "Turn on the floor lamp at sunset");
  await page.getByText(/Only an administrator of this Home Assistant can create automations/).waitFor();
  assert.is(await page.getByRole("button", { name: "Create automation" }).count(), 0);
  await compile(page, "Turn off the floor lamp");
  await page.getByRole("button", { name: "Run now" }).click();
  await page.getByText("Done.").waitFor();
  const services = (await callsOf(page)).filter((c) => c.kind === "service").map((c) => c.args);
  assert.equal(services, [["light", "turn_off", {}, { entity_id: ["light.floor_lamp"] }]]);
  assert.is((await callsOf(page)).filter((c) => c.kind === "api").length, before, "nothing saved by the non-admin");
  await page.close();
});

test("should show the device limit and the API's refusal when the exposed home is over it", async () => {
  const page = await connected(people.basic.key, "extra=12");
  await page.getByText("18 of 15 devices exposed").waitFor();
  await page.getByText(/Your Basic plan allows 15 devices; expose fewer/).waitFor();
  expectBrowserErrors(/403/);
  await compile(page, "Turn on the floor lamp at sunset");
  await page.getByText(MESSAGES.deviceLimit("Basic", 15, 18)).waitFor();
  await page.close();
  // Exposing less (the card's config) brings it under the limit.
  const fewer = await connected(people.basic.key, "extra=12", { ...CONFIG, areas: ["living_room"] });
  await fewer.getByText("3 of 15 devices exposed").waitFor();
  await fewer.close();
});

test("should show the API's sentence for a replaced key and the rate limit", async () => {
  const holder = await keyHolder(stack, "card-rotate", "pro");
  const page = await connected(holder.key);
  await fetch(`${stack.apiUrl}/api-key/rotate`, { method: "POST", headers: { authorization: `Bearer ${holder.idToken}` } });
  expectBrowserErrors(/401|429/);
  await compile(page, "Turn on the floor lamp at sunset");
  await page.getByText(MESSAGES.unknownApiKey).waitFor();
  await page.close();
  const burner = await keyHolder(stack, "card-rate", "pro");
  const busy = await connected(burner.key);
  // Page loads of other cards sharing the key do not spend Compile's budget (issue 38): 70 of them, each
  // replaying what the card asks when it loads connected (the plan, the records, the suggestions)...
  await busy.getByRole("list", { name: "Suggestions" }).waitFor();
  const asked = (await busy.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name))).filter((url) => url.startsWith(`${stack.apiUrl}/v1/`));
  assert.equal([...new Set(asked.map((url) => new URL(url).pathname))].sort(), ["/v1/directives", "/v1/plan", "/v1/suggestions"], "what a connected load asks");
  const home = { areas: [], entities: [{ entity_id: "light.floor_lamp", name: "Floor Lamp", domain: "light", area: null }] };
  const send = (path: string, body?: unknown) => fetch(`${stack.apiUrl}${path}`, { method: body ? "POST" : "GET", headers: { authorization: `Bearer ${burner.key}`, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  for (let i = 0; i < 70; i++) await Promise.all([send("/v1/plan"), send("/v1/directives"), send("/v1/suggestions", { home })]);
  await compile(busy, "Turn on the floor lamp at sunset");
  await busy.getByRole("region", { name: "Automation YAML" }).waitFor();
  // ...compiles do.
  for (let i = 0; i < 60; i++) await send("/v1/compile", { text: "Turn on the floor lamp", home });
  await compile(busy, "Turn on the floor lamp at sunset");
  await busy.getByText(/^Too many requests; try again in \d+ seconds?\.$/).waitFor();
  await busy.close();
});

test("should disconnect: the key leaves HA's store and the card asks for one again", async () => {
  const page = await connected(people.pro.key);
  await page.getByRole("button", { name: "Disconnect" }).click();
  await page.getByLabel("API key").waitFor();
  // The record key stays: it is the home's, and the only way to read its records again after reconnecting.
  assert.is(((await haOf(page, (h) => h.userData)) as Record<string, unknown>).homedirective_api_key, null);
  await page.close();
});

async function violations(page: Page): Promise<string[]> {
  await withAxe(page);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: Function } }).axe;
    const result = await axe.run(document.querySelector("main"), { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return (result.violations as { id: string; nodes: { target: string[]; failureSummary: string }[] }[]).flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(" ")}: ${n.failureSummary.replace(/\s+/g, " ")}`));
  }, TAGS);
}

for (const theme of ["light", "dark"]) {
  test(`should follow HA's ${theme} theme and pass axe when connecting, reviewing and listing`, async () => {
    const page = await stack.browser.newPage();
    await openCard(page, ha.url, CONFIG, `theme=${theme}`);
    await page.getByLabel("API key").waitFor();
    assert.equal(await violations(page), []);
    const background = await page.locator("homedirective-card ha-card").evaluate((el) => getComputedStyle(el).backgroundColor);
    assert.is(background, theme === "dark" ? "rgb(28, 28, 28)" : "rgb(255, 255, 255)", "--card-background-color");
    await page.getByLabel("API key").fill(people.pro.key);
    await page.keyboard.press("Enter"); // the form submits from the keyboard
    await page.getByLabel("Directive").waitFor();
    await page.getByLabel("Directive").fill("Turn on the floor lamp at sunset");
    await page.keyboard.press("Tab");
    assert.is(await page.evaluate(() => document.querySelector("homedirective-card")!.shadowRoot!.activeElement?.textContent), "Compile", "Tab goes from the directive to Compile");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Create automation" }).waitFor();
    await page.getByRole("button", { name: "Create automation" }).click();
    await page.getByRole("link", { name: "Review in Home Assistant" }).waitFor();
    assert.equal(await violations(page), []);
    await page.close();
  });
}

test.run();
