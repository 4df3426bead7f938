/**
 * Issue 29 in the Home Assistant stand-in, against the real API and PostgreSQL: the records the card
 * keeps are ciphertext the database cannot read and the key never travels; a second Home Assistant
 * brings the list back with the recovery key and restores it; edit saves to the same automation;
 * Basic's active limit, its scheduling refusal, and suggestions on Pro.
 */
import pg from "pg";
import type { Page, Request } from "playwright-core";
import * as assert from "uvu/assert";
import { plansWith } from "../../content/plans.ts";
import { deriveKeys, fromBase64Url, newRecordId, sealRecord, toBase64 } from "../../card/crypto.ts";
import { services, states } from "../card/fixtures.ts";
import { browserSuite, expectBrowserErrors } from "./browser.ts";
import { compileDirective, connectedCard, haStandIn, keyHolder, openCard, type KeyHolder } from "./card-stand-in.ts";
import { startStack } from "./stack.ts";

const stack = await startStack();
const ha = await haStandIn(`${stack.url}/homedirective-card.js`);
const test = browserSuite("directive records in a Home Assistant stand-in (issue 29)");
const people = {} as { pro: KeyHolder; mover: KeyHolder; basic: KeyHolder; limited: KeyHolder };
test.before(async () => {
  [people.pro, people.mover, people.basic, people.limited] = await Promise.all([
    keyHolder(stack, "rec-pro", "pro"), keyHolder(stack, "rec-mover", "pro"), keyHolder(stack, "rec-basic", "basic"), keyHolder(stack, "rec-limit", "basic"),
  ]);
});
test.after(async () => {
  await ha.close();
  await stack.close();
});

const connected = (key: string, query = "") => connectedCard(stack.browser, ha.url, key, query);
const userData = (page: Page) => page.evaluate(() => (window as unknown as { ha: { userData: Record<string, string> } }).ha.userData);
const automations = (page: Page) => page.evaluate(() => (window as unknown as { ha: { automations: Record<string, { alias: string }> } }).ha.automations);
const item = (page: Page, text: string) => page.locator("homedirective-list li", { hasText: text });

/** The account's records as the API lists them to the key. */
async function records(key: string): Promise<{ id: string; data: string; active: boolean }[]> {
  const answer = await fetch(`${stack.apiUrl}/v1/directives`, { headers: { authorization: `Bearer ${key}` } });
  return ((await answer.json()) as { directives: { id: string; data: string; active: boolean }[] }).directives;
}
async function until(check: () => Promise<boolean>, what: string) {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) if (await check()) return;
  throw new Error(`Timed out waiting for ${what}.`);
}

/** Creates the automation of a directive through the card and waits for HA's link to it. */
async function create(page: Page, directive: string) {
  await compileDirective(page, directive);
  await page.getByRole("button", { name: "Create automation" }).click();
  await page.getByRole("link", { name: "Review in Home Assistant" }).waitFor();
}

/** Every row of every table in the API's database, as text. */
async function everyStoredRow(): Promise<string[]> {
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    const tables = await db.query<{ name: string }>("SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'");
    const rows: string[] = [];
    for (const { name } of tables.rows) rows.push(...(await db.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t`)).rows.map((r) => r.row));
    // A bytea column prints as hex: its bytes are searched too, so text stored as raw bytes would be found.
    return rows.map((row) => row + row.replace(/\\\\x([0-9a-f]+)/g, (_, hex: string) => ` ${Buffer.from(hex, "hex").toString("latin1")} `));
  } finally {
    await db.end();
  }
}

test("should store only ciphertext: after create, edit, pause and delete no row holds a directive or an entity id, and no request carries the record key", async () => {
  const page = await stack.browser.newPage();
  const sent: { url: string; headers: string; body: string }[] = [];
  page.on("request", (request: Request) => {
    if (request.url().startsWith(stack.apiUrl)) sent.push({ url: request.url(), headers: JSON.stringify(request.headers()), body: request.postData() ?? "" });
  });
  await openCard(page, ha.url, { type: "custom:homedirective-card" });
  await page.getByLabel("API key").fill(people.pro.key);
  await page.getByRole("button", { name: "Connect" }).click();
  const texts = ["Turn on the floor lamp at sunset", "Close the living room shutter at 22:00 on weekdays", "Turn on the floor lamp at sunrise"];
  await create(page, texts[0]!);
  await create(page, texts[1]!);
  const [lampId] = Object.keys(await automations(page));

  await item(page, texts[0]!).getByRole("button", { name: "Edit" }).click();
  assert.is(await page.getByLabel("Directive").inputValue(), texts[0], "the record's text loads into Directive");
  await compileDirective(page, texts[2]!);
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.getByText("Saved.").waitFor();
  const saved = await automations(page);
  assert.equal(Object.keys(saved).sort(), Object.keys(await automations(page)).sort());
  assert.is(saved[lampId!]!.alias, texts[2], "the same automation id holds the edited directive");
  assert.is(Object.keys(saved).length, 2, "an edit writes no second automation");

  await item(page, texts[1]!).getByRole("button", { name: "Pause" }).click();
  await until(async () => (await records(people.pro.key)).filter((r) => !r.active).length === 1, "the paused record");
  await item(page, texts[2]!).getByRole("button", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await until(async () => (await records(people.pro.key)).length === 1, "the deleted record to go");

  const key = (await userData(page)).homedirective_record_key!;
  const keyForms = [key, toBase64(fromBase64Url(key)), Buffer.from(fromBase64Url(key)).toString("hex")];
  const rows = await everyStoredRow();
  const [kept] = await records(people.pro.key);
  assert.ok(rows.some((row) => row.includes(Buffer.from(kept!.data, "base64").toString("latin1"))), "the records are among the rows searched");
  const found = [...texts, ...Object.keys(states), ...keyForms].filter((needle) => rows.some((row) => row.toLowerCase().includes(needle.toLowerCase())));
  assert.equal(found, [], "stored in the database");
  const recordCalls = sent.filter((r) => r.url.includes("/v1/directives"));
  assert.ok(recordCalls.length >= 5, `${recordCalls.length} record calls: list, 2 creates, an edit, a pause, a delete`);
  assert.ok(recordCalls.every((r) => !texts.some((t) => r.body.includes(t))), "a record call carries a directive in the clear");
  assert.equal(sent.filter((r) => keyForms.some((form) => r.url.includes(form) || r.headers.includes(form) || r.body.includes(form))).map((r) => r.url), [], "a request carried the record key");
  await page.close();
});

test("should bring the list back on a second Home Assistant with the recovery key, and restore what that home can run", async () => {
  const first = await connected(people.mover.key);
  const lamp = "Turn on the floor lamp at sunset";
  const shutter = "Close the living room shutter at 22:00 on weekdays";
  await create(first, lamp);
  await create(first, shutter);
  await first.getByRole("button", { name: "Show recovery key" }).click();
  const recovery = await first.getByLabel("Recovery key").inputValue();
  const made = await automations(first);

  const second = await connected(people.mover.key, "without=light.floor_lamp");
  await second.getByText("2 directive records cannot be read with this Home Assistant's key").waitFor();
  assert.equal(await automations(second), {}, "nothing is written before the key is given");
  await second.getByRole("button", { name: "Use recovery key" }).click();
  const field = second.getByLabel("Recovery key");
  await field.fill("not a key");
  await second.getByRole("button", { name: "Use this key" }).click();
  await second.getByText(/^That is not a recovery key/).waitFor();
  await field.fill("A".repeat(43));
  await second.getByRole("button", { name: "Use this key" }).click();
  await second.getByText("That recovery key opens none of your directive records. Nothing was changed.").waitFor();
  await field.fill(recovery);
  await second.getByRole("button", { name: "Use this key" }).click();
  const toRestore = second.getByRole("list", { name: "Not in this Home Assistant" });
  await toRestore.getByText(shutter).waitFor();
  assert.is(await toRestore.getByText(lamp).count(), 1);
  assert.is(await second.getByText(/cannot be read with this Home Assistant's key/).count(), 0, "every record opens now");
  assert.is((await userData(second)).homedirective_record_key, recovery, "the recovered key is this home's key now");

  await second.getByRole("button", { name: "Restore" }).click();
  await second.getByText(`“${lamp}”: This Home Assistant has no entity light.floor_lamp`).waitFor();
  const restored = await automations(second);
  const shutterId = Object.keys(made).find((id) => made[id]!.alias === shutter)!;
  assert.equal(Object.keys(restored), [shutterId], "the shutter's automation, under its own id; the lamp's is blocked");
  assert.equal(restored[shutterId], made[shutterId], "the saved config, unchanged");
  await item(second, shutter).waitFor();
  // One record per instance (docs: restore): the first instance's two stay, the shutter gets this instance's copy.
  await until(async () => (await records(people.mover.key)).length === 3, "the restored shutter's record for this instance");
  await second.waitForTimeout(300);
  assert.is((await records(people.mover.key)).length, 3, "restoring deletes no record, blocked or not");
  await first.close();
  await second.close();
});

test("should hold Basic to 10 active automations in the card: the 11th is refused with the API's sentence, and pausing one lets it through", async () => {
  expectBrowserErrors(/status of 409|status of 403/);
  const page = await connected(people.limited.key);
  // Nine active directives of another Home Assistant, sealed with this home's key as the card seals them.
  const keys = await deriveKeys(fromBase64Url((await userData(page)).homedirective_record_key!));
  for (let i = 0; i < 9; i++) {
    const id = newRecordId();
    const data = await sealRecord(keys, id, { text: `elsewhere ${i}`, automationId: `homedirective_${String(i).padStart(16, "0")}`, config: {}, instance: "elsewhereelsewhere0000" });
    const answer = await fetch(`${stack.apiUrl}/v1/directives`, { method: "POST", headers: { authorization: `Bearer ${people.limited.key}`, "content-type": "application/json" }, body: JSON.stringify({ id, data, active: true }) });
    assert.is(answer.status, 201, await answer.text());
  }
  const tenth = "When the porch motion sensor detects motion, turn on the floor lamp";
  await create(page, tenth);
  await compileDirective(page, "When the porch motion sensor detects motion, turn on the kitchen ceiling light");
  await page.getByRole("button", { name: "Create automation" }).click();
  await page.getByText("Your Basic plan allows 10 active automations and 10 are active; pause or delete one first, or choose a larger plan on your profile.").waitFor();
  assert.is(Object.keys(await automations(page)).length, 1, "nothing was written to HA");
  await item(page, tenth).getByRole("button", { name: "Pause" }).click();
  await until(async () => (await records(people.limited.key)).filter((r) => r.active).length === 9, "the pause to reach the record");
  await page.getByRole("button", { name: "Create automation" }).click();
  await page.getByRole("link", { name: "Review in Home Assistant" }).waitFor();
  assert.is(Object.keys(await automations(page)).length, 2);
  await page.close();
});

test("should refuse scheduling on Basic with the API's sentence, and say which plans have suggestions", async () => {
  expectBrowserErrors(/status of 403/);
  const page = await connected(people.basic.key);
  await page.getByText(`Suggestions come with the ${plansWith("autoPrompting")} plans, not Basic; choose one of them on your profile.`).waitFor();
  assert.is(await page.getByRole("list", { name: "Suggestions" }).count(), 0);
  await compileDirective(page, "Turn on the floor lamp at sunset");
  await page.getByText(/^This directive needs Scheduling \(.*\), which comes with the Pro and Power User plans, not Basic/).waitFor();
  assert.is(await page.getByRole("button", { name: "Create automation" }).count(), 0);
  await page.close();
});

test("should offer suggestions for this home on Pro: one click puts one into Directive, and it compiles against the home", async () => {
  const page = await connected(people.pro.key);
  const list = page.getByRole("list", { name: "Suggestions" });
  await list.waitFor();
  const offered = await list.getByRole("button").allTextContents();
  assert.ok(offered.length >= 1 && offered.length <= 8, offered.join(" | "));
  await list.getByRole("button").first().click();
  assert.is(await page.getByLabel("Directive").inputValue(), offered[0]);
  assert.ok(await page.getByLabel("Directive").evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement), "focus moves to Directive");
  await page.getByRole("button", { name: "Compile" }).click();
  await page.getByRole("region", { name: "Automation YAML" }).waitFor();
  const yaml = (await page.getByRole("region", { name: "Automation YAML" }).textContent()) ?? "";
  const named = [...yaml.matchAll(/\b([a-z_]+)\.([a-z0-9_]+)\b/g)].map((m) => [m[0], m[1]!, m[2]!] as const);
  const foreign = named.filter(([id, domain, name]) => !(id in states) && !(services as Record<string, Record<string, unknown>>)[domain]?.[name]).map(([id]) => id);
  assert.ok(named.length > 0, yaml);
  assert.equal(foreign, [], "only this home's entities and services");
  await page.close();
});

test.run();
