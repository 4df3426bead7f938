/** The hass → home adapter (card/home.ts) on registry fixtures in Home Assistant's shapes. */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { devicesIn } from "../../directive/devices.ts";
import { homeProblem } from "../../directive/home.ts";
import { deviceCount, displayName, homeFrom } from "../../card/home.ts";
import type { HomeAssistant } from "../../card/types.ts";
import { areas, devices, entities, floors, services, states } from "./fixtures.ts";

const hass = { areas, floors, devices, entities, states, services } as unknown as HomeAssistant;
const home = homeFrom(hass, { type: "custom:homedirective-card" });
const byId = (id: string) => home.entities.find((e) => e.entity_id === id);

test("should take an entity's area from its device when it has none, and its own over the device's", () => {
  assert.is(byId("cover.living_room_shutter")?.area, "living_room");
  assert.is(byId("light.kitchen_ceiling")?.area, "kitchen", "a child device's own area, not its parent hub's (none)");
  assert.is(byId("binary_sensor.porch_motion")?.area, "living_room", "the entity's area wins over its device's garden");
  assert.is(byId("light.garden")?.area, null, "an entity outside the registry has no area");
});

test("should name entities as HA shows them, from the entity and its device", () => {
  assert.is(byId("light.kitchen_ceiling")?.name, "Kitchen Ceiling", "no entity name: the device's");
  assert.is(byId("cover.living_room_shutter")?.name, "Living Room Shutter", "the device's user-given name over its own");
  assert.is(byId("switch.plug_7_fan")?.name, "Plug 7 Fan", "device name, then the entity's own part");
  assert.is(byId("binary_sensor.porch_motion")?.name, "Porch Sensor Motion");
  assert.is(byId("light.floor_lamp")?.name, "Floor Lamp", "no device: the registry name");
  assert.is(byId("light.garden")?.name, "Garden Lights", "no registry entry: friendly_name");
  const unnamed = (id: string) => ({ ...states[id]!, attributes: { ...states[id]!.attributes, friendly_name: undefined } });
  const legacy = { ...hass, entities: { ...entities, "switch.plug_7_fan": { ...entities["switch.plug_7_fan"]!, has_entity_name: false, name: "Bedroom Fan" } } };
  assert.is(displayName(legacy, unnamed("switch.plug_7_fan")), "Bedroom Fan", "without a friendly_name: a legacy name is already whole");
  assert.is(displayName(hass, unnamed("switch.plug_7_fan")), "Plug 7 Fan", "without a friendly_name: device name, then the entity's own part");
});

test("should name an entity the user renamed as HA shows it: the state's friendly_name first", () => {
  // A door contact renamed "Front Door": HA writes the user's name whole into friendly_name.
  const door = { entity_id: "binary_sensor.sonoff_fdca", state: "off", attributes: { friendly_name: "Front Door", device_class: "door" }, last_changed: "", last_updated: "" };
  const renamed = { ...hass, devices: { ...devices, sonoff: { ...devices.plug!, id: "sonoff", name: "SNZB-04P fdca" } }, entities: { ...entities, [door.entity_id]: { entity_id: door.entity_id, device_id: "sonoff", has_entity_name: true, name: "Front Door" } } };
  assert.is(displayName(renamed, door), "Front Door");
});

test("should give device classes from the state's attributes", () => {
  assert.is(byId("cover.living_room_shutter")?.device_class, "shutter");
  assert.is(byId("binary_sensor.porch_motion")?.device_class, "motion");
  assert.not.ok("device_class" in byId("light.floor_lamp")!, "absent rather than invented");
});

test("should give a sensor's unit from its attributes, so a threshold said in another unit is converted", () => {
  const meter = { entity_id: "sensor.solar_power", state: "1.2", attributes: { friendly_name: "Solar Power", device_class: "power", unit_of_measurement: "kW" }, last_changed: "", last_updated: "" };
  const withMeter = homeFrom({ ...hass, states: { ...states, [meter.entity_id]: meter } } as HomeAssistant, { type: "custom:homedirective-card" });
  assert.is(withMeter.entities.find((e) => e.entity_id === meter.entity_id)?.unit_of_measurement, "kW");
  assert.not.ok("unit_of_measurement" in byId("light.floor_lamp")!, "absent rather than invented");
});

test("should leave out hidden, disabled-device and diagnostic entities, and domains the compiler does not read", () => {
  for (const id of ["light.hidden_strip", "light.old_lamp", "sensor.porch_sensor_battery", "media_player.tv", "sun.sun", "device_tracker.alice_phone"]) {
    assert.is(byId(id), undefined, id);
  }
});

test("should list the exposed entities' areas with aliases and floors, persons, zones and the phones' notify services", () => {
  assert.equal(home.floors, [
    { floor_id: "ground", name: "Ground Floor", aliases: ["downstairs"] },
    { floor_id: "first", name: "First Floor", aliases: ["upstairs"] },
  ]);
  assert.equal(home.areas.find((a) => a.area_id === "bedroom"), { area_id: "bedroom", name: "Bedroom", aliases: ["master bedroom"], floor: "first" });
  assert.equal(home.areas.map((a) => a.area_id).sort(), ["bedroom", "kitchen", "living_room"], "the garden holds no exposed entity: not sent");
  assert.is(homeFrom(hass, { type: "x", areas: ["garden"] }).areas[0]?.floor, null, "an area the config names is sent, floor or none");
  assert.ok(byId("person.alice") && byId("zone.home"));
  assert.equal(home.services, [{ service: "notify.mobile_app_alice_s_phone", name: "Alice's Phone", person: "person.alice" }]);
  assert.is(homeProblem(home), null, "the compiler accepts the home");
});

test("should expose exactly what the config lists: persons, zones, areas, floors and notify services by the same lists", () => {
  const sent = (config: object) => homeFrom(hass, { type: "x", ...config });
  const ids = (config: object) => sent(config).entities.map((e) => e.entity_id);
  assert.equal(ids({ areas: ["kitchen"] }), ["light.kitchen_ceiling"]);
  assert.equal(sent({ areas: ["kitchen"] }), { floors: [{ floor_id: "ground", name: "Ground Floor", aliases: ["downstairs"] }], areas: [{ area_id: "kitchen", name: "Kitchen", aliases: [], floor: "ground" }], entities: sent({ areas: ["kitchen"] }).entities, services: [] }, "no other area, floor, person or phone travels");
  assert.equal(ids({ domains: ["cover"], entities: ["light.garden"] }), ["cover.living_room_shutter", "light.garden"]);
  assert.equal(ids({ areas: ["living_room"] }), ["binary_sensor.porch_motion", "cover.living_room_shutter", "light.floor_lamp"], "an area exposes the compiler's domains only (not the TV)");
  assert.ok(ids({ domains: ["media_player"] }).includes("media_player.tv"), "a domain named outright is exposed");
  assert.equal(ids({ domains: ["light", "person", "zone"] }).filter((id) => !id.startsWith("light.")), ["person.alice", "zone.home"]);
  assert.equal(sent({ entities: ["person.alice"] }).services.map((s) => s.service), ["notify.mobile_app_alice_s_phone"], "an exposed person's phone");
  assert.equal(sent({ domains: ["notify"] }).services.length, 1);
});

test("should count devices as the API does: persons, zones and the sun are not devices", () => {
  assert.is(deviceCount(home), home.entities.length - 2);
  assert.is(deviceCount(home), 6);
  for (const config of [{}, { areas: ["kitchen"] }, { domains: ["light", "person", "zone"] }]) {
    const sent = homeFrom(hass, { type: "x", ...config });
    assert.is(deviceCount(sent), devicesIn(sent as never), JSON.stringify(config));
  }
});

test.run();
