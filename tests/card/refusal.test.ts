/**
 * The card's checks of a compile answer before anything is written or run (issue 38): a hostile answer
 * (a service outside the compiler's vocabulary, an unexposed entity or notify service, a key outside
 * SCHEMA v2, a template) is refused with a sentence; every answer the compiler gives passes, and the
 * services it writes over the directive sets are all in the shared vocabulary (directive/services.ts).
 */
import { readFileSync } from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { refusal } from "../../card/checks.ts";
import type { Home } from "../../card/home.ts";
import { type Home as CompilerHome, compileDirective } from "../../directive/index.ts";
import { SERVICES } from "../../directive/services.ts";
import { SHARED, scorer } from "../directive/reference.ts";

const home: Home = {
  floors: [], areas: [{ area_id: "porch", name: "Porch", aliases: [], floor: null }],
  entities: [
    { entity_id: "light.porch", name: "Porch Light", domain: "light", area: "porch" },
    { entity_id: "binary_sensor.porch_motion", name: "Porch Motion", domain: "binary_sensor", area: "porch", device_class: "motion" },
  ],
  services: [{ service: "notify.mobile_app_ann", name: "Ann's Phone", person: null }],
};
const on = { action: "light.turn_on", target: { entity_id: ["light.porch"] } };
const automation = (actions: unknown[], extra: Record<string, unknown> = {}) => ({ kind: "automation", triggers: [{ trigger: "sun", event: "sunset" }], conditions: [], actions, ...extra });

test("should let the compiler's own answers through", () => {
  assert.is(refusal(automation([on, { delay: "00:10:00" }, { action: "light.turn_off", target: { entity_id: ["light.porch"] } }]), home), null);
  assert.is(refusal({ kind: "action", actions: [{ action: "notify.mobile_app_ann", data: { message: "Hi" } }] }, home), null);
  const branches = automation([{ choose: [{ conditions: [{ condition: "trigger", id: "a" }, { condition: "state", entity_id: ["sun.sun"], state: "below_horizon" }], sequence: [on] }] }]);
  assert.is(refusal(branches, home), null);
});

test("should refuse a service outside the compiler's vocabulary, naming it", () => {
  assert.match(refusal(automation([{ action: "lock.unlock", target: { entity_id: ["lock.front_door"] } }]), home)!, /"lock\.unlock" is not a service HomeDirective writes.*Nothing was written or run/);
  assert.match(refusal({ kind: "action", actions: [{ action: "homeassistant.turn_on", target: { entity_id: ["light.porch"] } }] }, home)!, /homeassistant\.turn_on/);
  assert.match(refusal(automation([{ action: "light.turn_on", target: { entity_id: ["lock.front_door"] } }]), home)!, /lock\.front_door/);
  assert.match(refusal(automation([{ action: "notify.mobile_app_bob", data: { message: "x" } }]), home)!, /notify\.mobile_app_bob, a notify service this card does not expose/);
});

test("should refuse an entity the card does not expose, wherever it is", () => {
  assert.match(refusal(automation([{ action: "light.turn_on", target: { entity_id: ["light.porch", "light.bedroom"] } }]), home)!, /light\.bedroom, which this card does not expose/);
  assert.match(refusal(automation([on], { triggers: [{ trigger: "state", entity_id: ["binary_sensor.back_door"], to: "on" }] }), home)!, /binary_sensor\.back_door/);
  const nested = automation([{ choose: [{ conditions: [{ condition: "trigger", id: "a" }], sequence: [{ action: "light.turn_off", target: { entity_id: ["light.garage"] } }] }] }]);
  assert.match(refusal(nested, home)!, /light\.garage/);
});

test("should refuse every key outside SCHEMA v2's shape (the compiler's own check, directive/schema.ts)", () => {
  const odd: [unknown, RegExp][] = [
    [automation([on], { mode: "parallel" }), /unknown key "mode"/],
    [automation([{ ...on, target: { entity_id: ["light.porch"], device_id: ["abc"] } }]), /target has an unknown key "device_id"/],
    [automation([{ ...on, data: { entity_id: "lock.front_door" } }]), /data has an unknown key "entity_id"/],
    [automation([{ ...on, enabled: false }]), /unknown key "enabled"/],
    [automation([on], { triggers: [{ trigger: "event", event_type: "x" }] }), /triggers\[0\]\.trigger is not one of/],
    [automation([on], { triggers: [{ trigger: "sun", event: "sunset", value_template: "x" }] }), /unknown key "value_template"/],
    [automation([on], { conditions: [{ condition: "template", value_template: "{{ true }}" }] }), /conditions\[0\]\.condition is not one of/],
    [automation([{ service: "light.turn_on", target: { entity_id: ["light.porch"] } }]), /action "" is not a service/],
    [automation([{ action: "notify.mobile_app_ann", target: { entity_id: ["light.porch"] }, data: { message: "x" } }]), /actions\[0\] has an unknown key "target"/],
    [automation([{ action: "script.turn_on", target: { entity_id: ["script.x"] } }]), /script\.turn_on/],
    [{ kind: "action", actions: [{ choose: [] }] }, /a choose, which only an automation holds/],
    // SCHEMA v2 allows a choose in an automation only (the card runs an action's steps one by one).
    [{ kind: "action", actions: [{ choose: [{ conditions: [{ condition: "trigger", id: "a" }], sequence: [on] }] }] }, /a choose, which only an automation holds/],
    [{ kind: "error", reason: "unsupported", message: "No." }, /kind must be action or automation/],
    [automation([{ delay: "10 minutes" }]), /delay must be HH:MM:SS/],
    [automation([]), /actions must be a list with an item/],
  ];
  for (const [result, why] of odd) assert.match(refusal(result as never, home) ?? "passed", why, JSON.stringify(result));
});

test("should refuse a template anywhere: text HA would render", () => {
  assert.match(refusal({ kind: "action", actions: [{ action: "notify.mobile_app_ann", data: { message: "{{ states('lock.front_door') }}" } }] }, home)!, /Home Assistant would run as a template/);
  assert.match(refusal({ kind: "action", actions: [{ action: "notify.mobile_app_ann", data: { message: "{% if true %}x{% endif %}" } }] }, home)!, /template/);
});

test("should find every service the compiler writes over the directive sets in the shared vocabulary", () => {
  const written = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== "object" || value === null) return;
    for (const [key, inner] of Object.entries(value)) key === "action" && typeof inner === "string" ? written.add(inner) : walk(inner);
  };
  for (const [set, homeFile] of [["dev.jsonl", "home.json"], ["real-dev.jsonl", "home4.json"]]) {
    const compilerHome = JSON.parse(readFileSync(`${SHARED}${homeFile}`, "utf8")) as CompilerHome;
    for (const c of scorer.readJsonl(`${SHARED}${set}`)) walk([compileDirective(c.text, compilerHome), c.expected]);
  }
  const outside = [...written].filter((s) => !SERVICES[s] && !s.startsWith("notify."));
  assert.equal(outside, [], "add them to directive/services.ts");
  assert.ok(written.size >= 15, `${written.size} services seen`);
});

test.run();
