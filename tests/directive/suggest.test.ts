/**
 * Suggestions (issue 29): for every home we have (the shared dev homes and the test fixtures) and for
 * generated homes, every suggestion compiles to an automation or an action and names only that home's
 * entities and notify services; the sentences use the home's own names.
 */
import { readFileSync, readdirSync } from "node:fs";
import fc from "fast-check";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { type Home, compileDirective } from "../../directive/index.ts";
import { MAX_SUGGESTIONS, type Suggestion, suggestDirectives } from "../../directive/suggest.ts";

const SHARED = new URL("../../../shared/directives/", import.meta.url);
const FIXTURES = new URL("./fixtures/", import.meta.url);
const homesIn = (dir: URL) =>
  readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => ({ file: f, home: JSON.parse(readFileSync(new URL(f, dir), "utf8")) as Home }));
const KNOWN = [...homesIn(SHARED), ...homesIn(FIXTURES)];

/** Zone.home and the sun are Home Assistant's own: every home has them even when it does not list them. */
const HA_OWN = new Set(["zone.home", "sun.sun"]);

/** Every entity id and every service a result names, however deeply nested. */
function references(value: unknown, out = { entities: new Set<string>(), services: new Set<string>() }) {
  if (Array.isArray(value)) value.forEach((v) => references(v, out));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "entity_id") (Array.isArray(inner) ? inner : [inner]).forEach((id) => out.entities.add(String(id)));
      else if (key === "action" && typeof inner === "string") out.services.add(inner);
      else references(inner, out);
    }
  }
  return out;
}

/** Why a suggestion does not fit the home, or null. */
function misfit(suggestion: Suggestion, home: Home): string | null {
  if (suggestion.result.kind === "error") return `"${suggestion.text}" does not compile: ${suggestion.result.message}`;
  if (JSON.stringify(compileDirective(suggestion.text, home)) !== JSON.stringify(suggestion.result)) return `"${suggestion.text}" compiles to something else`;
  const ids = new Set(home.entities.map((e) => e.entity_id));
  const notify = new Set(((home as { services?: { service: string }[] }).services ?? []).map((s) => s.service));
  const { entities, services } = references(suggestion.result);
  for (const id of entities) if (!ids.has(id) && !HA_OWN.has(id)) return `"${suggestion.text}" names ${id}, which the home does not have`;
  for (const service of services) {
    if (service.startsWith("notify.") && service !== "notify.persistent_notification" && !notify.has(service)) return `"${suggestion.text}" calls ${service}, which the home does not list`;
  }
  return null;
}

test("should suggest, for every known home, up to 8 distinct sentences that compile and name only that home", () => {
  assert.ok(KNOWN.length >= 4, "the shared homes and the fixtures are found");
  const home = KNOWN[0]!.home;
  const invented: Suggestion = { text: "Turn on the attic light", result: { kind: "action", actions: [{ action: "light.turn_on", target: { entity_id: ["light.attic"] } }] } };
  assert.ok(misfit(invented, home), "the check can fail: an invented entity is caught");
  for (const { file, home } of KNOWN) {
    const suggestions = suggestDirectives(home);
    assert.ok(suggestions.length >= 4 && suggestions.length <= MAX_SUGGESTIONS, `${file}: ${suggestions.length} suggestions`);
    assert.is(new Set(suggestions.map((s) => s.text)).size, suggestions.length, `${file}: no sentence twice`);
    for (const suggestion of suggestions) assert.is(misfit(suggestion, home), null, file);
  }
});

test("should word suggestions with the home's own names (a sentence a person would type)", () => {
  for (const { file, home } of KNOWN) {
    const names = [...home.areas.map((a) => a.name), ...home.entities.map((e) => e.name)];
    for (const { text } of suggestDirectives(home)) {
      assert.match(text, /^[A-Z][^.\n]{10,140}$/, `${file}: "${text}" reads as one sentence`);
      assert.ok(names.some((name) => text.includes(name)) || /everyone leaves/.test(text), `${file}: "${text}" names something of this home`);
      assert.not.match(text, /[a-z_]+\.[a-z0-9_]+/, `${file}: "${text}" carries no entity id`);
    }
  }
});

test("should suggest from what a home has: nothing for a home with nothing to automate", () => {
  assert.equal(suggestDirectives({ areas: [], entities: [] }), []);
  assert.equal(suggestDirectives({ areas: [{ area_id: "hall", name: "Hall" }], entities: [{ entity_id: "switch.kettle", name: "Kettle", domain: "switch", area: "hall" }] }), []);
  const covers = suggestDirectives({ areas: [{ area_id: "den", name: "Den" }], entities: [{ entity_id: "cover.den_blind", name: "Den Blind", domain: "cover", area: "den", device_class: "blind" }] });
  assert.ok(covers.length > 0 && covers.every((s) => s.text.includes("Den Blind")), JSON.stringify(covers.map((s) => s.text)));
  assert.equal(suggestDirectives({ areas: "no" } as unknown as Home), [], "a home that is not valid gets none");
});

// Generated homes: areas with a kitchen-like name, and in each a random set of the things patterns look for.
const ROOMS = ["Kitchen", "Hall", "Office", "Garage", "Den", "Nursery", "Loft", "Porch", "Studio", "Pantry", "Sunroom", "Cellar"];
const KINDS = [
  ["light", null, "Light"], ["light", null, "Lamp"], ["binary_sensor", "motion", "Motion"], ["binary_sensor", "occupancy", "Presence"],
  ["cover", "shutter", "Shutter"], ["cover", "blind", "Blind"], ["binary_sensor", "window", "Window"], ["binary_sensor", "door", "Door"],
  ["climate", null, "Thermostat"], ["sensor", "temperature", "Temperature"], ["fan", null, "Fan"], ["switch", "outlet", "Plug"],
] as const;
const PEOPLE = ["Ada", "Bo", "Chen", "Dara"];
const generatedHomes: fc.Arbitrary<Home> = fc
  .record({
    rooms: fc.uniqueArray(fc.constantFrom(...ROOMS), { minLength: 1, maxLength: 6 }),
    things: fc.array(fc.record({ room: fc.nat(5), kind: fc.nat(KINDS.length - 1), n: fc.nat(2) }), { maxLength: 30 }),
    people: fc.subarray(PEOPLE),
    phones: fc.boolean(),
  })
  .map(({ rooms, things, people, phones }) => {
    const entities = new Map<string, Home["entities"][number]>();
    for (const { room, kind, n } of things) {
      const area = rooms[room % rooms.length]!;
      const [domain, device_class, word] = KINDS[kind]!;
      const name = `${area} ${word}${n ? ` ${n + 1}` : ""}`;
      const entity_id = `${domain}.${name.toLowerCase().replace(/\W+/g, "_")}`;
      entities.set(entity_id, { entity_id, name, domain, area: area.toLowerCase(), device_class });
    }
    for (const person of people) entities.set(`person.${person.toLowerCase()}`, { entity_id: `person.${person.toLowerCase()}`, name: person, domain: "person", area: null });
    const home: Home & { services?: { service: string; name: string; person: string }[] } = {
      areas: rooms.map((r) => ({ area_id: r.toLowerCase(), name: r, aliases: [] })),
      entities: [...entities.values()],
    };
    if (phones && people.length) home.services = people.map((p) => ({ service: `notify.mobile_app_${p.toLowerCase()}_phone`, name: `${p}'s Phone`, person: `person.${p.toLowerCase()}` }));
    return home;
  });

test("should keep to the home for generated homes too (fast-check)", () => {
  let suggested = 0;
  fc.assert(
    fc.property(generatedHomes, (home) => {
      const suggestions = suggestDirectives(home);
      suggested += suggestions.length;
      assert.ok(suggestions.length <= MAX_SUGGESTIONS);
      for (const suggestion of suggestions) assert.is(misfit(suggestion, home), null);
    }),
    { numRuns: 200, seed: 2929 },
  );
  assert.ok(suggested > 200, `the generated homes got suggestions to check (${suggested})`);
});

test.run();
