import fc from "fast-check";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { existsSync } from "node:fs";
import { YAML11_SCHEMA, load } from "js-yaml";
import { type Action, type Condition, type Home, type Result, compileDirective, toYaml } from "../../directive/index.ts";
import { resultProblem } from "../../directive/schema.ts";
import { ALL_SETS, DEV, scorer } from "./reference.ts";

const slug = fc.stringMatching(/^[a-z][a-z0-9_]{0,12}$/);
const word = fc.constantFrom("kitchen", "den", "attic", "lamp", "light", "shutter", "blind", "fan", "heater", "door", "window", "motion", "tree", "desk", "north", "Zoë", "Kelvin", "");
const DOMAINS = ["light", "switch", "cover", "climate", "sensor", "binary_sensor", "person", "lock", "media_player", "fan", "scene"];

/** Any home of home.json's shape: random areas, aliases, names (some shared), domains and classes. */
const homes: fc.Arbitrary<Home> = fc
  .record({
    floors: fc.uniqueArray(fc.record({ floor_id: slug, name: fc.array(word, { minLength: 1, maxLength: 2 }).map((w) => w.join(" ")), aliases: fc.array(fc.constantFrom("upstairs", "downstairs", "ground floor", "Alice", ""), { maxLength: 2 }) }), { selector: (f) => f.floor_id, maxLength: 3 }),
    areas: fc.uniqueArray(fc.record({ area_id: slug, name: fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(" ")), aliases: fc.array(fc.string({ maxLength: 12 }), { maxLength: 2 }), floor: fc.nat(3) }), { selector: (a) => a.area_id, maxLength: 6 }),
    services: fc.uniqueArray(fc.record({ service: slug.map((s) => `notify.${s}`), name: fc.string({ maxLength: 12 }), person: fc.nat(4) }), { selector: (s) => s.service, maxLength: 3 }),
    entities: fc.uniqueArray(
      fc.record({ domain: fc.constantFrom(...DOMAINS), object: slug, name: fc.oneof(fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(" ")), fc.string({ maxLength: 20 })), area: fc.nat(7), device_class: fc.constantFrom(null, "shutter", "blind", "motion", "door", "window", "temperature", "humidity", "illuminance", "outlet") }),
      { selector: (e) => `${e.domain}.${e.object}`, maxLength: 25 },
    ),
  })
  .map(({ floors, areas, entities, services }) => {
    const list = entities.map((e) => ({ entity_id: `${e.domain}.${e.object}`, name: e.name, domain: e.domain, area: areas[e.area]?.area_id ?? null, device_class: e.device_class }));
    const persons = list.filter((e) => e.domain === "person");
    return {
      floors,
      areas: areas.map((a) => ({ ...a, floor: floors[a.floor]?.floor_id ?? null })),
      entities: list,
      services: services.map((s) => ({ ...s, person: persons[s.person]?.entity_id ?? null })),
    };
  });

const directives = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.array(fc.constantFrom("turn", "on", "off", "the", "lights", "in", "at", "7pm", "sunset", "when", "if", "and", "then", "for", "10 minutes", "is", "open", "close", "kitchen", "above", "20", "degrees", "%", ",", "it", "every", "weekday", "nobody", "home", "Alice", "notify", "me", "alert", "upstairs", "downstairs", "fan", "50%", "red", "dim", "by", "scene", "activate", "or", "until", "sunrise", "off at 11pm", "still", "on", "seven", "thirty", "ten to", "past", "half", "pm", "lights-out (23:00)", "between 10 and 11"), { maxLength: 25 }).map((w) => w.join(" ")),
);

/** Every action of a list, the options of a `choose` included. */
const flat = (actions: Action[]): Action[] => actions.flatMap((a) => ("choose" in a ? a.choose.flatMap((o) => flat(o.sequence)) : [a]));
const conditionsOf = (result: Result): Condition[] =>
  result.kind === "automation" ? [...result.conditions, ...result.actions.flatMap((a) => ("choose" in a ? a.choose.flatMap((o) => o.conditions) : []))] : [];
const entityIds = (result: Result): string[] =>
  result.kind === "error" ? [] : [...(result.kind === "automation" ? result.triggers : []), ...conditionsOf(result), ...flat(result.actions)].flatMap((part) => ("entity_id" in part ? part.entity_id : "target" in part ? part.target.entity_id : []));
const services = (result: Result): string[] => (result.kind === "error" ? [] : flat(result.actions).flatMap((a) => ("action" in a ? [a.action] : [])));

const HA_OWN = new Set(["zone.home", "sun.sun"]);
/** The states a result says persons are in or go to: HA's person is "home" or "not_home" (this home's only zone). */
const personStates = (result: Result): string[] =>
  result.kind !== "automation"
    ? []
    : [...result.triggers.flatMap((t) => (t.trigger === "state" ? [t.to, t.from].map((state) => ({ ids: t.entity_id, state })) : [])), ...conditionsOf(result).flatMap((c) => (c.condition === "state" ? [{ ids: c.entity_id, state: c.state }] : []))]
        .filter(({ ids, state }) => state !== undefined && ids.some((id) => id.startsWith("person.")))
        .map(({ state }) => state!);

test("should answer any text against any home with a result, never a throw, an invented entity or an unknown service", () => {
  fc.assert(
    fc.property(directives, homes, (text, home) => {
      const result = compileDirective(text, home);
      assert.ok(["action", "automation", "error"].includes(result.kind));
      if (result.kind === "error") assert.type(result.message, "string");
      // Valid by construction: SCHEMA v2's shape, every key known, no null, no empty target.
      assert.is(resultProblem(result), null, `invalid result for "${text}"`);
      const known = new Set(home.entities.map((e) => e.entity_id));
      // Any text as the alias, any result: the YAML reads back (as YAML 1.1) to what was written.
      if (result.kind !== "error") {
        const back = load(toYaml(result, { alias: text }), { schema: YAML11_SCHEMA }) as Record<string, unknown>;
        assert.equal(back.actions, result.actions);
      }
      for (const id of entityIds(result)) assert.ok(known.has(id) || HA_OWN.has(id), `invented ${id} for "${text}"`);
      for (const state of personStates(result)) assert.ok(state === "home" || state === "not_home", `a person “${state}” for "${text}"`);
      const notify = new Set((home.services ?? []).map((s) => s.service));
      for (const service of services(result)) {
        const [domain] = service.split(".");
        // A notification goes to a service the home lists, or to HA's own persistent notification when it lists none.
        if (domain === "notify") assert.ok(notify.has(service), `invented ${service} for "${text}"`);
        else if (domain === "persistent_notification") assert.is(notify.size, 0, `persistent notification in a home with notify services for "${text}"`);
        else assert.ok(result.kind !== "error" && flat(result.actions).some((a) => "target" in a && a.action === service && a.target.entity_id.every((id) => id.startsWith(`${domain}.`))), `${service} on another domain for "${text}"`);
      }
    }),
    { numRuns: 1500, seed: 20261122 },
  );
});

test("should be deterministic: the same directive and home give the same result", () => {
  const home = scorer.loadHome(DEV.home) as Home;
  for (const c of scorer.readJsonl(DEV.cases).slice(0, 60)) assert.equal(compileDirective(c.text, home), compileDirective(c.text, home));
});

test("should write YAML with HA's current keys that parses back, read as YAML 1.1 like HA's loader, to the same automation, with persons only home or away, for every result of every set", () => {
  for (const set of Object.values(ALL_SETS)) {
    if (!existsSync(set.cases)) continue;
    const home = scorer.loadHome(set.home) as Home;
    for (const c of scorer.readJsonl(set.cases)) {
      const result = compileDirective(c.text, home);
      assert.is(resultProblem(result), null, `invalid result for "${c.text}"`);
      for (const state of personStates(result)) assert.ok(state === "home" || state === "not_home", `a person “${state}” for "${c.text}"`);
      const yaml = toYaml(result, { alias: c.text });
      if (result.kind === "error") {
        assert.ok(yaml.startsWith("# "), "a refusal is a comment, nothing runnable");
        continue;
      }
      // YAML 1.1 reads on/off/yes/no as booleans and 07:00:00 as a number of seconds: all must come back as written.
      const back = load(yaml, { schema: YAML11_SCHEMA }) as Record<string, any>;
      const sentence = c.text.trim().replace(/\s+/g, " ");
      const upper = sentence.charAt(0).toUpperCase() + sentence.slice(1);
      assert.ok(back.alias === upper || (back.alias.endsWith("…") && upper.startsWith(back.alias.slice(0, -1)) && back.alias.length <= 101), back.alias);
      assert.equal(back.actions, result.actions);
      if (result.kind === "automation") {
        assert.equal(back.triggers, result.triggers);
        assert.equal(back.conditions, result.conditions);
        assert.not.match(yaml, /^(trigger|condition|action|platform|service):/m);
      }
    }
  }
});

test("should refuse a malformed home with a sentence, not a throw", () => {
  for (const home of [null, {}, { areas: [], entities: [{ name: "x" }] }, { areas: [{}], entities: [] }, { areas: [], entities: [{ entity_id: "Not An Id", name: "x", domain: "light" }] }, { areas: [], entities: [], services: "notify.x" }, { areas: [], entities: [], floors: [{}] }, { areas: [{ area_id: "a", name: "A", floor: 3 }], entities: [] }]) {
    const result = compileDirective("turn on the light", home as never);
    assert.is(result.kind, "error");
    assert.match((result as { message: string }).message, /\.$/);
  }
});

test.run();
