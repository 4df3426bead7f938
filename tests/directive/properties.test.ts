import fc from "fast-check";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { load } from "js-yaml";
import { type Home, type Result, compileDirective, toYaml } from "../../directive/index.ts";
import { DEV, scorer } from "./reference.ts";

const slug = fc.stringMatching(/^[a-z][a-z0-9_]{0,12}$/);
const word = fc.constantFrom("kitchen", "den", "attic", "lamp", "light", "shutter", "blind", "fan", "heater", "door", "window", "motion", "tree", "desk", "north", "Zoë", "Kelvin", "");
const DOMAINS = ["light", "switch", "cover", "climate", "sensor", "binary_sensor", "person", "lock", "media_player"];

/** Any home of home.json's shape: random areas, aliases, names (some shared), domains and classes. */
const homes: fc.Arbitrary<Home> = fc
  .record({
    areas: fc.uniqueArray(fc.record({ area_id: slug, name: fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(" ")), aliases: fc.array(fc.string({ maxLength: 12 }), { maxLength: 2 }) }), { selector: (a) => a.area_id, maxLength: 6 }),
    entities: fc.uniqueArray(
      fc.record({ domain: fc.constantFrom(...DOMAINS), object: slug, name: fc.oneof(fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(" ")), fc.string({ maxLength: 20 })), area: fc.nat(7), device_class: fc.constantFrom(null, "shutter", "blind", "motion", "door", "window", "temperature", "humidity", "illuminance", "outlet") }),
      { selector: (e) => `${e.domain}.${e.object}`, maxLength: 25 },
    ),
  })
  .map(({ areas, entities }) => ({
    areas,
    entities: entities.map((e) => ({ entity_id: `${e.domain}.${e.object}`, name: e.name, domain: e.domain, area: areas[e.area]?.area_id ?? null, device_class: e.device_class })),
  }));

const directives = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.array(fc.constantFrom("turn", "on", "off", "the", "lights", "in", "at", "7pm", "sunset", "when", "if", "and", "then", "for", "10 minutes", "is", "open", "close", "kitchen", "above", "20", "degrees", "%", ",", "it", "every", "weekday", "nobody", "home", "Alice"), { maxLength: 25 }).map((w) => w.join(" ")),
);

const entityIds = (result: Result): string[] =>
  result.kind === "error" ? [] : [...(result.kind === "automation" ? [...result.triggers, ...result.conditions] : []), ...result.actions].flatMap((part) => ("entity_id" in part ? part.entity_id : "target" in part ? part.target.entity_id : []));

const HA_OWN = new Set(["zone.home", "sun.sun"]);

test("should answer any text against any home with a result, never a throw or an invented entity id", () => {
  fc.assert(
    fc.property(directives, homes, (text, home) => {
      const result = compileDirective(text, home);
      assert.ok(["action", "automation", "error"].includes(result.kind));
      if (result.kind === "error") assert.type(result.message, "string");
      const known = new Set(home.entities.map((e) => e.entity_id));
      for (const id of entityIds(result)) assert.ok(known.has(id) || HA_OWN.has(id), `invented ${id} for "${text}"`);
    }),
    { numRuns: 1500, seed: 20261122 },
  );
});

test("should be deterministic: the same directive and home give the same result", () => {
  const home = scorer.loadHome(DEV.home) as Home;
  for (const c of scorer.readJsonl(DEV.cases).slice(0, 60)) assert.equal(compileDirective(c.text, home), compileDirective(c.text, home));
});

test("should write YAML with HA's current keys that parses back to the same automation, for every dev result", () => {
  const home = scorer.loadHome(DEV.home) as Home;
  for (const c of scorer.readJsonl(DEV.cases)) {
    const result = compileDirective(c.text, home);
    const yaml = toYaml(result, { alias: c.text });
    if (result.kind === "error") {
      assert.ok(yaml.startsWith("# "), "a refusal is a comment, nothing runnable");
      continue;
    }
    const back = load(yaml) as Record<string, any>;
    const sentence = c.text.charAt(0).toUpperCase() + c.text.slice(1);
    assert.ok(back.alias === sentence || (back.alias.endsWith("…") && sentence.startsWith(back.alias.slice(0, -1)) && back.alias.length <= 101), back.alias);
    assert.equal(back.actions, result.actions);
    if (result.kind === "automation") {
      assert.equal(back.triggers, result.triggers);
      assert.equal(back.conditions, result.conditions);
      assert.not.match(yaml, /^(trigger|condition|action|platform|service):/m);
    }
  }
});

test("should refuse a malformed home with a sentence, not a throw", () => {
  for (const home of [null, {}, { areas: [], entities: [{ name: "x" }] }, { areas: [{}], entities: [] }, { areas: [], entities: [{ entity_id: "Not An Id", name: "x", domain: "light" }] }]) {
    const result = compileDirective("turn on the light", home as never);
    assert.is(result.kind, "error");
    assert.match((result as { message: string }).message, /\.$/);
  }
});

test.run();
