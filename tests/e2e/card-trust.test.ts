/**
 * Issue 38 in the Home Assistant stand-in: the home trusts nothing it did not check. A hostile compile
 * answer (an unexposed entity, a service outside the compiler's vocabulary, a key outside SCHEMA v2, a
 * template) is neither written nor run; the YAML shown is the YAML written; a crafted record is not
 * restored; no record is deleted while HA is starting or has no automation states; a restore on a
 * second instance keeps every record.
 */
import type { Page, Route } from "playwright-core";
import * as assert from "uvu/assert";
import { parse } from "yaml";
import { deriveKeys, fromBase64Url, newRecordId, sealRecord } from "../../card/crypto.ts";
import { browserSuite } from "./browser.ts";
import { callsOf, compileDirective, connectedCard, haStandIn, keyHolder, type KeyHolder } from "./card-stand-in.ts";
import { startStack } from "./stack.ts";

const stack = await startStack();
const ha = await haStandIn(`${stack.url}/homedirective-card.js`);
const test = browserSuite("what the card writes is what it checked (issue 38)");
const people = {} as { pro: KeyHolder; keeper: KeyHolder; careful: KeyHolder; mover: KeyHolder };
test.before(async () => {
  [people.pro, people.keeper, people.careful, people.mover] = (await Promise.all(
    ["pro", "keep", "careful", "move"].map((tag) => keyHolder(stack, `trust-${tag}`, "pro")),
  )) as [KeyHolder, KeyHolder, KeyHolder, KeyHolder];
});
test.after(async () => {
  await ha.close();
  await stack.close();
});

const inHa = <T>(page: Page, fn: string) => page.evaluate(`(${fn})(window.ha)`) as Promise<T>;
const writes = async (page: Page) => (await callsOf(page)).filter((c) => (c.kind === "api" && c.args[0] !== "GET") || c.kind === "service");
const shownYaml = (page: Page) => page.getByRole("region", { name: "Automation YAML" }).textContent();

/** Answers /v1/compile with the real answer, its result replaced: what a compromised API could send. */
async function hostile(page: Page, result: Record<string, unknown>) {
  await page.route(`${stack.apiUrl}/v1/compile`, async (route: Route) => {
    if (route.request().method() !== "POST") return route.continue();
    const response = await route.fetch();
    const json = { ...(await response.json()), result, yaml: "# turns on the floor lamp\n", summary: "At sunset: turn on Floor Lamp." };
    await route.fulfill({ response, json });
  });
}

const sunset = [{ trigger: "sun", event: "sunset" }];
const HOSTILE: [string, Record<string, unknown>, RegExp][] = [
  ["an unexposed entity", { kind: "automation", triggers: sunset, conditions: [], actions: [{ action: "light.turn_on", target: { entity_id: ["light.hidden_strip"] } }] }, /names light\.hidden_strip, which this card does not expose/],
  ["a service outside the vocabulary", { kind: "automation", triggers: sunset, conditions: [], actions: [{ action: "lock.unlock", target: { entity_id: ["lock.front_door"] } }] }, /"lock\.unlock" is not a service HomeDirective writes/],
  ["a service outside the vocabulary on an exposed light", { kind: "action", actions: [{ action: "homeassistant.turn_on", target: { entity_id: ["light.floor_lamp"] } }] }, /homeassistant\.turn_on/],
  ["an unknown key", { kind: "automation", triggers: sunset, conditions: [], actions: [{ action: "light.turn_on", target: { entity_id: ["light.floor_lamp"], device_id: ["hub"] } }] }, /target has an unknown key "device_id"/],
  ["a template", { kind: "action", actions: [{ action: "notify.mobile_app_alice_s_phone", data: { message: "{{ states('lock.front_door') }}" } }] }, /would run as a template/],
];

test("should neither write nor run a hostile compile answer, showing what it would have written and why it refuses", async () => {
  const page = await connectedCard(stack.browser, ha.url, people.pro.key);
  for (const [what, result, why] of HOSTILE) {
    await hostile(page, result);
    await compileDirective(page, `Turn on the floor lamp at sunset (${what})`);
    await page.locator("p.error", { hasText: why }).waitFor();
    const button = page.getByRole("button", { name: result.kind === "action" ? "Run now" : "Create automation" });
    assert.ok(await button.isDisabled(), `${what}: the button is disabled`);
    await button.evaluate((b: HTMLButtonElement) => (b.disabled = false)); // even forced, the checks run again first
    await button.click();
    const shown = parse((await shownYaml(page)) ?? "") as Record<string, unknown>;
    assert.equal(shown.actions, result.actions, `${what}: the YAML shows the answer's real actions, not the API's yaml`);
    await page.unroute(`${stack.apiUrl}/v1/compile`);
  }
  assert.equal(await writes(page), [], "nothing written, no service called");
  await page.close();
});

test("should write exactly the YAML it shows: parsed, the review is the body HA receives", async () => {
  const page = await connectedCard(stack.browser, ha.url, people.pro.key);
  await compileDirective(page, "When the porch motion sensor detects motion, turn on the floor lamp for 10 minutes");
  await page.getByRole("button", { name: "Create automation" }).click();
  await page.getByRole("link", { name: "Review in Home Assistant" }).waitFor();
  const [post] = (await callsOf(page)).filter((c) => c.kind === "api" && c.args[0] === "POST");
  assert.equal(parse((await shownYaml(page)) ?? "", { version: "1.1" }), post!.args[2], "shown = written");
  assert.is((post!.args[2] as { mode: string }).mode, "restart", "a delay restarts on a new trigger, as shown");
  await page.close();
});

test("should send exactly what the config exposes, list it under What this card sends, and count it as the config is now", async () => {
  const config = { type: "custom:homedirective-card", entities: ["light.floor_lamp", "person.alice"] };
  const page = await connectedCard(stack.browser, ha.url, people.pro.key, "", config);
  const sent: unknown[] = [];
  page.on("request", (r) => r.url().endsWith("/v1/compile") && sent.push(JSON.parse(r.postData() ?? "{}").home));
  await page.getByText("1 of 50 devices exposed").waitFor();
  await compileDirective(page, "Turn on the floor lamp");
  await page.getByRole("region", { name: "Automation YAML" }).waitFor();
  const home = sent[0] as { entities: { entity_id: string }[]; areas: { area_id: string }[]; floors: { floor_id: string }[]; services: { service: string }[] };
  assert.equal(home.entities.map((e) => e.entity_id), ["light.floor_lamp", "person.alice"]);
  assert.equal([home.areas.map((a) => a.area_id), home.floors.map((f) => f.floor_id), home.services.map((s) => s.service)], [["living_room"], ["ground"], ["notify.mobile_app_alice_s_phone"]]);
  await page.getByRole("button", { name: "What this card sends" }).click();
  const shown = page.getByRole("region", { name: "What this card sends" });
  await shown.getByText("Floor Lamp (light.floor_lamp)").waitFor();
  assert.equal(await shown.getByRole("listitem").allTextContents(), ["Floor Lamp (light.floor_lamp)", "Alice (person.alice)", "Living Room", "Ground Floor", "Alice's Phone (notify.mobile_app_alice_s_phone)"]);
  // The config narrowed in the dashboard editor: the count follows at once; a wrong api_url is refused with a sentence.
  const refused = await page.evaluate(() => {
    const card = document.querySelector("homedirective-card") as HTMLElement & { setConfig(c: unknown): void };
    card.setConfig({ type: "custom:homedirective-card", domains: ["cover", "light"] });
    try {
      card.setConfig({ type: "custom:homedirective-card", api_url: "http://api.homedirective.ai" });
      return "accepted";
    } catch (error) {
      return (error as Error).message;
    }
  });
  await page.getByText("4 of 50 devices exposed").waitFor();
  assert.match(refused, /^api_url must be an https:\/\/ address/);
  await page.close();
});

/** Seals a record as another instance of this home would, with the page's record key, and stores it at the API. */
async function plant(page: Page, key: string, record: Record<string, unknown>, active = true) {
  const stored = await page.evaluate(() => (window as unknown as { ha: { userData: Record<string, string> } }).ha.userData.homedirective_record_key!);
  const id = newRecordId();
  const data = await sealRecord(await deriveKeys(fromBase64Url(stored)), id, { instance: "elsewhereelsewhere0000", ...record } as never);
  const answer = await fetch(`${stack.apiUrl}/v1/directives`, { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: JSON.stringify({ id, data, active }) });
  assert.is(answer.status, 201, await answer.text());
}

test("should restore only records that pass a new directive's checks, naming each one it skips", async () => {
  const page = await connectedCard(stack.browser, ha.url, people.keeper.key);
  const lamp = { triggers: sunset, conditions: [], actions: [{ action: "light.turn_on", target: { entity_id: ["light.floor_lamp"] } }] };
  await plant(page, people.keeper.key, { text: "Escape the path", automationId: "homedirective_a/../../../../services/lock/unlock", config: lamp });
  await plant(page, people.keeper.key, { text: "Unlock at sunset", automationId: "homedirective_00000000000000aa", config: { ...lamp, actions: [{ action: "lock.unlock", target: { entity_id: ["lock.front_door"] } }] } });
  await plant(page, people.keeper.key, { text: "Odd key", automationId: "homedirective_00000000000000bb", config: { ...lamp, id: "other" } });
  await plant(page, people.keeper.key, { text: "Lamp at sunset", automationId: "homedirective_00000000000000cc", config: lamp });
  // A card mounted afresh (a dashboard opened again) lists the records anew.
  await inHa(page, "(ha) => { document.querySelector('homedirective-card').remove(); ha.mount({ type: 'custom:homedirective-card' }) }");
  await page.getByRole("button", { name: "Restore" }).click();
  await page.getByText("“Escape the path”: its automation id is not one the card makes, so it is not restored.").waitFor();
  await page.getByText(/“Unlock at sunset”: The card refused this answer, which is not what HomeDirective writes: .*"lock\.unlock" is not a service/).waitFor();
  await page.getByText("“Odd key”: its record holds the key “id”, which the card never writes, so it is not restored.").waitFor();
  const written = (await writes(page)).map((c) => c.args.slice(0, 2));
  assert.equal(written, [["POST", "config/automation/config/homedirective_00000000000000cc"]], "only the lamp, under its own id");
  await page.close();
});

/** The account's records as the API lists them to the key. */
async function records(key: string): Promise<unknown[]> {
  const answer = await fetch(`${stack.apiUrl}/v1/directives`, { headers: { authorization: `Bearer ${key}` } });
  return ((await answer.json()) as { directives: unknown[] }).directives;
}
const count = async (page: Page, what: (c: { kind: string; args: unknown[] }) => boolean) => (await callsOf(page)).filter(what).length;
const isGetConfig = (c: { kind: string; args: unknown[] }) => c.kind === "ws" && (c.args[0] as { type: string }).type === "get_config";
const isConfigGet = (c: { kind: string; args: unknown[] }) => c.kind === "api" && c.args[0] === "GET";

/** HA publishes a change of the card's automations (states edited by `edit`), and the card's reconciling has asked `what` once more. */
async function publishAndWait(page: Page, edit: string, what: (c: { kind: string; args: unknown[] }) => boolean) {
  const before = await count(page, what);
  await inHa(page, `(ha) => ha.change((hass) => (${edit})(hass.states))`);
  for (const deadline = Date.now() + 10_000; (await count(page, what)) === before; await page.waitForTimeout(50)) if (Date.now() > deadline) throw new Error("The card did not reconcile.");
  await page.waitForTimeout(300); // the API's answer to a delete, had there been one
}
const dropAutomations = "(states) => Object.keys(states).filter((k) => k.startsWith('automation.')).forEach((k) => delete states[k])";

test("should delete no record while HA is not RUNNING or has no automation states; only once HA's config API answers 404", async () => {
  const page = await connectedCard(stack.browser, ha.url, people.careful.key);
  await compileDirective(page, "Turn on the floor lamp at sunset");
  await page.getByRole("button", { name: "Create automation" }).click();
  await page.getByRole("link", { name: "Review in Home Assistant" }).waitFor();
  const [id] = await inHa<string[]>(page, "(ha) => Object.keys(ha.automations)");
  const automation = await inHa<unknown>(page, "(ha) => Object.values(ha.hass.states).find((s) => s.attributes.id?.startsWith('homedirective_'))");
  const restoreState = `(states) => (states['automation.turn_on_the_floor_lamp_at_sunset'] = ${JSON.stringify(automation)})`;

  await inHa(page, "(ha) => { ha.config.state = 'NOT_RUNNING' }");
  await publishAndWait(page, dropAutomations, isGetConfig);
  assert.is((await records(people.careful.key)).length, 1, "HA starting: no state proves nothing");
  // The stand-in's config API, starting, answers 404 for the automation too: only the card's RUNNING check kept the record.
  const starting = await inHa<number>(page, `(ha) => ha.hass.callApi("GET", "config/automation/config/${id}").then(() => 200, (e) => e.status_code)`);
  assert.is(starting, 404, "a starting HA's config API does not have the automation yet");
  await inHa(page, "(ha) => { ha.config.state = 'RUNNING' }");
  await inHa(page, `(ha) => ha.change((hass) => (${restoreState})(hass.states))`); // nothing gone: nothing to ask
  await publishAndWait(page, dropAutomations, isConfigGet);
  assert.is((await records(people.careful.key)).length, 1, "no automation states (the integration failed to load), but HA's config API has it");
  await inHa(page, `(ha) => ha.change((hass) => (${restoreState})(hass.states))`);
  await inHa(page, `(ha) => { delete ha.automations[${JSON.stringify(id)}] }`);
  await publishAndWait(page, dropAutomations, isConfigGet);
  assert.is((await records(people.careful.key)).length, 0, "deleted in HA (404): the record goes");
  await page.close();
});

test("should keep every record when a second instance restores while the first still runs", async () => {
  const first = await connectedCard(stack.browser, ha.url, people.mover.key);
  for (const text of ["Turn on the floor lamp at sunset", "Close the living room shutter at 22:00 on weekdays"]) {
    await compileDirective(first, text);
    await first.getByRole("button", { name: "Create automation" }).click();
    await first.getByRole("link", { name: "Review in Home Assistant" }).waitFor();
  }
  await first.locator("homedirective-list li", { hasText: "floor lamp" }).getByRole("button", { name: "Edit" }).click();
  await compileDirective(first, "Turn on the floor lamp at sunrise");
  await first.getByRole("button", { name: "Save changes" }).click();
  await first.getByText("Saved.").waitFor();
  await first.getByRole("button", { name: "Show recovery key" }).click();
  const recovery = await first.getByLabel("Recovery key").inputValue();

  const second = await connectedCard(stack.browser, ha.url, people.mover.key);
  await second.getByRole("button", { name: "Use recovery key" }).click();
  await second.getByLabel("Recovery key").fill(recovery);
  await second.getByRole("button", { name: "Use this key" }).click();
  await second.getByRole("button", { name: "Restore" }).click();
  await second.locator("homedirective-list li", { hasText: "sunrise" }).waitFor();
  await second.locator("homedirective-list li", { hasText: "shutter" }).waitFor();
  // Both instances reconcile again (a pause and a resume on the first, as a user would).
  const item = first.locator("homedirective-list li", { hasText: "shutter" });
  await item.getByRole("button", { name: "Pause" }).click();
  await item.getByRole("button", { name: "Resume" }).click();
  await item.getByRole("button", { name: "Pause" }).waitFor();
  await first.waitForTimeout(500);
  assert.is((await records(people.mover.key)).length, 4, "the first instance's two records and the second's two copies");
  assert.is(await first.locator("homedirective-list li").getByRole("button", { name: "Edit" }).count(), 2, "the first instance still reads both of its records");
  await first.close();
  await second.close();
});

test.run();
