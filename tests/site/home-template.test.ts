import { spawnSync } from "node:child_process";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { homeTemplate } from "../../content/home-template.ts";
import { compileDirective, homeProblem, type Home } from "../../directive/index.ts";

// The "Use my home" template rendered by Debian's python3-jinja2 in Jinja's immutable sandbox (as Home
// Assistant renders it), with stand-ins for HA's template functions that follow HA's own code.
const RENDER = new URL("./fixtures/home-assistant/render.py", import.meta.url).pathname;
const MAX_TEMPLATE_OUTPUT = 256 * 1024;

interface Registries {
  floors: { floor_id: string; name: string; aliases?: string[] }[];
  areas: { id: string; name: string; aliases?: string[]; floor_id?: string | null }[];
  devices: { id: string; name: string; name_by_user?: string | null; area_id?: string | null }[];
  entities: { entity_id: string; area_id?: string | null; device_id?: string | null; platform?: string }[];
  states: { entity_id: string; state: string; attributes?: Record<string, unknown> }[];
}

function render(home: Registries, options: { aliases?: boolean; template?: string } = {}) {
  const run = spawnSync("python3", [RENDER], {
    input: JSON.stringify({ template: options.template ?? homeTemplate, home, aliases: options.aliases ?? true }),
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  return { output: run.stdout, error: run.stderr, status: run.status };
}

function renderHome(home: Registries, options?: { aliases?: boolean }): { text: string; home: Home & Record<string, any> } {
  const { output, error, status } = render(home, options);
  assert.is(status, 0, error);
  return { text: output, home: JSON.parse(output) };
}

const small: Registries = {
  floors: [
    { floor_id: "ground_floor", name: "Ground Floor", aliases: ["downstairs"] },
    { floor_id: "first_floor", name: "First Floor", aliases: ["upstairs"] },
  ],
  areas: [
    { id: "living_room", name: "Living Room", aliases: ["lounge"], floor_id: "ground_floor" },
    { id: "kitchen", name: "Kitchen", floor_id: "ground_floor" },
    { id: "bedroom", name: "Bedroom", floor_id: "first_floor" },
    { id: "garden", name: "Garden", aliases: ["outside"], floor_id: null },
  ],
  devices: [
    { id: "d_kitchen_lamp", name: "Hue bulb", area_id: "kitchen" },
    { id: "d_alice_phone", name: "Alice's Phone", area_id: null },
    { id: "d_bob_phone", name: "Pixel 8", name_by_user: "Bob's phone", area_id: null },
  ],
  entities: [
    // No area of its own: Home Assistant gives it the device's (kitchen).
    { entity_id: "light.kitchen_ceiling", area_id: null, device_id: "d_kitchen_lamp", platform: "hue" },
    { entity_id: "light.living_room_lamp", area_id: "living_room" },
    { entity_id: "cover.bedroom_shutter", area_id: "bedroom" },
    { entity_id: "sensor.garden_temperature", area_id: "garden" },
    { entity_id: "automation.morning", area_id: null },
    { entity_id: "device_tracker.alice_phone", device_id: "d_alice_phone", platform: "mobile_app" },
    { entity_id: "sensor.alice_phone_battery", device_id: "d_alice_phone", platform: "mobile_app" },
    { entity_id: "sensor.pixel_8_battery", device_id: "d_bob_phone", platform: "mobile_app" },
  ],
  states: [
    { entity_id: "light.kitchen_ceiling", state: "off", attributes: { friendly_name: "Kitchen Ceiling" } },
    { entity_id: "light.living_room_lamp", state: "on", attributes: { friendly_name: "Living Room Lamp" } },
    { entity_id: "cover.bedroom_shutter", state: "open", attributes: { friendly_name: "Bedroom Shutter", device_class: "shutter" } },
    { entity_id: "sensor.garden_temperature", state: "12.5", attributes: { friendly_name: "Garden Temperature", device_class: "temperature" } },
    { entity_id: "automation.morning", state: "on", attributes: { friendly_name: "Morning" } },
    { entity_id: "device_tracker.alice_phone", state: "home", attributes: { friendly_name: "Alice's Phone" } },
    { entity_id: "sensor.alice_phone_battery", state: "80", attributes: { friendly_name: "Alice's Phone Battery", device_class: "battery" } },
    { entity_id: "sensor.pixel_8_battery", state: "50", attributes: { friendly_name: "Pixel 8 Battery", device_class: "battery" } },
    { entity_id: "person.alice", state: "home", attributes: { friendly_name: "Alice", device_trackers: ["device_tracker.alice_phone"] } },
    { entity_id: "person.bob", state: "not_home", attributes: { friendly_name: "Bob", device_trackers: [] } },
    { entity_id: "zone.home", state: "1", attributes: { friendly_name: "Home" } },
    { entity_id: "sun.sun", state: "above_horizon", attributes: { friendly_name: "Sun" } },
  ],
};

/** A large home: 30 rooms on 3 floors and 1,500 entities with names of the length HA usually shows. */
function largeHome(count: number): Registries {
  const rooms = Array.from({ length: 30 }, (_, i) => ({ id: `room_${i}_bedroom`, name: `Room ${i} Bedroom`, aliases: [], floor_id: `floor_${i % 3}` }));
  const kinds = [
    { domain: "sensor", noun: "Temperature", device_class: "temperature" },
    { domain: "sensor", noun: "Humidity", device_class: "humidity" },
    { domain: "binary_sensor", noun: "Motion", device_class: "motion" },
    { domain: "light", noun: "Ceiling Light" },
    { domain: "switch", noun: "Wall Socket", device_class: "outlet" },
  ];
  const entities: Registries["entities"] = [];
  const states: Registries["states"] = [];
  for (let i = 0; i < count; i++) {
    const room = rooms[i % rooms.length]!;
    const kind = kinds[i % kinds.length]!;
    const name = `${room.name} ${kind.noun} ${Math.floor(i / 150) + 1}`;
    const entity_id = `${kind.domain}.${name.toLowerCase().replaceAll(" ", "_")}`;
    entities.push({ entity_id, area_id: room.id });
    states.push({ entity_id, state: "on", attributes: { friendly_name: name, ...(kind.device_class ? { device_class: kind.device_class } : {}) } });
  }
  return { floors: [0, 1, 2].map((n) => ({ floor_id: `floor_${n}`, name: `Floor ${n}` })), areas: rooms, devices: [], entities, states };
}

test("should print the small home as JSON the playground accepts, in SCHEMA.md §4's shape", () => {
  const { home } = renderHome(small);
  assert.is(homeProblem(home), null);
  assert.equal(home.floors, [
    { floor_id: "ground_floor", name: "Ground Floor", aliases: ["downstairs"] },
    { floor_id: "first_floor", name: "First Floor", aliases: ["upstairs"] },
  ]);
  assert.equal(home.areas, [
    { area_id: "living_room", name: "Living Room", aliases: ["lounge"], floor: "ground_floor" },
    { area_id: "kitchen", name: "Kitchen", aliases: [], floor: "ground_floor" },
    { area_id: "bedroom", name: "Bedroom", aliases: [], floor: "first_floor" },
    { area_id: "garden", name: "Garden", aliases: ["outside"], floor: null },
  ]);
  const ids = home.entities.map((e) => e.entity_id);
  assert.equal(ids, [...ids].sort(), "entities in entity id order");
  assert.not.ok(ids.includes("automation.morning"), "only the domains listed at the template's top");
  assert.not.ok(ids.includes("device_tracker.alice_phone"));
  assert.ok(ids.includes("zone.home") && ids.includes("sun.sun") && ids.includes("person.alice"));
  const byId = Object.fromEntries(home.entities.map((e) => [e.entity_id, e]));
  assert.equal(byId["light.kitchen_ceiling"], { entity_id: "light.kitchen_ceiling", name: "Kitchen Ceiling", domain: "light", area: "kitchen" }, "the device's area");
  assert.equal(byId["cover.bedroom_shutter"], { entity_id: "cover.bedroom_shutter", name: "Bedroom Shutter", domain: "cover", area: "bedroom", device_class: "shutter" });
  assert.is(byId["person.alice"]!.area, null);
});

test("should list each Companion app phone as its legacy notify service, with the person who carries it", () => {
  const { home } = renderHome(small);
  assert.equal(home.services, [
    { service: "notify.mobile_app_alice_s_phone", name: "Alice's Phone", person: "person.alice" },
    { service: "notify.mobile_app_pixel_8", name: "Bob's phone" },
  ]);
});

test("should print empty alias lists where Home Assistant has no aliases() function yet", () => {
  const { home } = renderHome(small, { aliases: false });
  assert.is(homeProblem(home), null);
  assert.ok(home.areas.every((a) => Array.isArray(a.aliases) && a.aliases.length === 0));
  assert.ok((home.floors ?? []).every((f) => Array.isArray(f.aliases) && f.aliases.length === 0));
});

test("should compile a directive against the printed home with the home's own entity ids", () => {
  const { home } = renderHome(small);
  const result = compileDirective("Turn off the kitchen lights", home);
  assert.is(result.kind, "action", JSON.stringify(result));
  if (result.kind !== "action") return;
  assert.equal(result.actions, [{ action: "light.turn_off", target: { entity_id: ["light.kitchen_ceiling"] } }]);
  const shutter = compileDirective("Close the bedroom shutter at sunset", home);
  assert.is(shutter.kind, "automation", JSON.stringify(shutter));
});

test("should keep a home of 1,500 entities under Home Assistant's 256 KiB output cap", () => {
  const { text, home } = renderHome(largeHome(1500));
  assert.is(home.entities.length, 1500);
  assert.is(homeProblem(home), null);
  assert.ok(text.length < MAX_TEMPLATE_OUTPUT, `${text.length} characters`);
  console.log(`    1,500 entities: ${text.length} characters (${(text.length / 1024).toFixed(1)} KiB of HA's 256 KiB)`);
  const result = compileDirective("Turn on the ceiling lights in room 3 bedroom", home);
  assert.is(result.kind, "action", JSON.stringify(result));
});

test("should fail as Home Assistant does above the cap, and fit again once the domains list is shortened", () => {
  const huge = largeHome(4000);
  const over = render(huge);
  assert.is.not(over.status, 0);
  assert.match(over.error, /Template output exceeded maximum size of 262144 characters/);
  const shorter = homeTemplate.replace(/'binary_sensor', 'sensor', /, "");
  assert.is.not(shorter, homeTemplate, "the template lists its domains at the top");
  const fits = render(huge, { template: shorter });
  assert.is(fits.status, 0, fits.error);
  assert.is(homeProblem(JSON.parse(fits.output)), null);
});

test.run();
