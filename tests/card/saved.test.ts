/**
 * Every automation the card would save, over the whole dev set: it passes the card's reference check
 * against a Home Assistant holding that home, and the YAML shown for review reads back, as YAML 1.1
 * (Home Assistant's reader, where an unquoted `on` is a boolean), to exactly what is saved.
 */
import { readFileSync } from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { parse } from "yaml";
import { missingReference, references, refusal } from "../../card/checks.ts";
import type { Home as CardHome } from "../../card/home.ts";
import { writtenOf } from "../../card/written.ts";
import type { HassServices, HomeAssistant } from "../../card/types.ts";
import { type Home, compileDirective } from "../../directive/index.ts";
import { SHARED, scorer } from "../directive/reference.ts";

const home = JSON.parse(readFileSync(`${SHARED}home.json`, "utf8")) as Home & { services?: { service: string }[] };
const cases = scorer.readJsonl(`${SHARED}dev.jsonl`);

/** Home Assistant's services for the domains the compiler writes (SCHEMA.md §3), plus the home's notifiers. */
const SERVICES: Record<string, string[]> = {
  light: ["turn_on", "turn_off", "toggle"], switch: ["turn_on", "turn_off", "toggle"], fan: ["turn_on", "turn_off", "toggle", "set_percentage"],
  scene: ["turn_on"], cover: ["open_cover", "close_cover", "stop_cover", "set_cover_position"],
  climate: ["set_temperature", "set_hvac_mode", "turn_on", "turn_off"], persistent_notification: ["create"],
  notify: (home.services ?? []).map((s) => s.service.split(".")[1]!),
};
const services: HassServices = Object.fromEntries(Object.entries(SERVICES).map(([d, names]) => [d, Object.fromEntries(names.map((n) => [n, {}]))]));
const states = Object.fromEntries(home.entities.map((e) => [e.entity_id, { entity_id: e.entity_id, state: "off", attributes: {}, last_changed: "", last_updated: "" }]));
const hass = { states, services } as unknown as HomeAssistant;

const yaml11 = (text: string) => parse(text, { version: "1.1" }) as Record<string, unknown>;
const saved = cases.map((c) => ({ text: c.text, result: compileDirective(c.text, home) })).filter((c) => c.result.kind !== "error");

test("should have automations and actions to check", () => {
  assert.ok(saved.filter((c) => c.result.kind === "automation").length > 100, `${saved.length} results`);
  assert.ok(saved.some((c) => c.result.kind === "action"));
});

test("should pass the reference check: every entity and service exists in Home Assistant", () => {
  for (const { text, result } of saved) assert.is(missingReference(hass, result), null, text);
});

test("should pass the card's own checks: SCHEMA v2's shape, the compiler's services, the exposed home, no template", () => {
  const exposed = { floors: [], services: [], ...home } as unknown as CardHome;
  for (const { text, result } of saved) assert.is(refusal(result as never, exposed), null, text);
});

test("should read the reviewed YAML back as YAML 1.1 to exactly what is saved or run, alias, description and mode included", () => {
  const long = `${"close the lounge shutter and ".repeat(6)}at sunset`;
  for (const { text, result } of [...saved, { text: long, result: compileDirective(long, home) }]) {
    const written = writtenOf(text, result as never)!;
    const read = yaml11(written.yaml);
    if (written.kind === "automation") {
      assert.equal(read, written.config as never, text);
      assert.not.ok("id" in written.config, "no inner id");
      assert.ok(written.config.alias.length <= 100, written.config.alias);
    } else assert.equal(read, { actions: written.actions } as never, text);
  }
});

test("should catch what it checks: a missing entity, a missing service, a YAML 1.1 boolean", () => {
  const automation = { triggers: [{ trigger: "state", entity_id: ["binary_sensor.nope"], to: "on" }], actions: [{ action: "light.blink", target: { entity_id: ["light.nope"] } }] };
  assert.equal([...references(automation).entities].sort(), ["binary_sensor.nope", "light.nope"]);
  assert.match(missingReference(hass, automation)!, /no entity binary_sensor\.nope/);
  const known = home.entities.find((e) => e.domain === "light")!.entity_id;
  assert.match(missingReference(hass, { actions: [{ action: "light.blink", target: { entity_id: [known] } }] })!, /no service light\.blink/);
  assert.is(yaml11("to: on\n").to, true, "the reader is YAML 1.1's, so an unquoted on would not survive");
});

test.run();
