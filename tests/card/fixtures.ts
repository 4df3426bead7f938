/**
 * A small home in the shapes Home Assistant's frontend gives a card (hass.areas, floors, devices,
 * entities, states, services), shared by the adapter's unit tests and the browser tests' stand-in page.
 */
import type { AreaRegistryEntry, DeviceRegistryEntry, EntityRegistryDisplayEntry, FloorRegistryEntry, HassEntity, HassServices } from "../../card/types.ts";

const at = "2026-11-23T08:00:00.000Z";
export const state = (entity_id: string, value: string, attributes: HassEntity["attributes"] = {}): HassEntity => ({
  entity_id, state: value, attributes, last_changed: at, last_updated: at,
});
const device = (id: string, name: string | null, area_id: string | null, extra: Partial<DeviceRegistryEntry> = {}): DeviceRegistryEntry => ({
  id, name, name_by_user: null, area_id, via_device_id: null, disabled_by: null, ...extra,
});
const entry = (entity_id: string, extra: Partial<EntityRegistryDisplayEntry> = {}): EntityRegistryDisplayEntry => ({ entity_id, labels: [], ...extra });

export const floors: Record<string, FloorRegistryEntry> = {
  ground: { floor_id: "ground", name: "Ground Floor", level: 0, aliases: ["downstairs"] },
  first: { floor_id: "first", name: "First Floor", level: 1, aliases: ["upstairs"] },
};
export const areas: Record<string, AreaRegistryEntry> = {
  living_room: { area_id: "living_room", name: "Living Room", floor_id: "ground", aliases: ["lounge"] },
  kitchen: { area_id: "kitchen", name: "Kitchen", floor_id: "ground", aliases: [] },
  bedroom: { area_id: "bedroom", name: "Bedroom", floor_id: "first", aliases: ["master bedroom"] },
  garden: { area_id: "garden", name: "Garden", floor_id: null, aliases: ["outside"] },
};
export const devices: Record<string, DeviceRegistryEntry> = {
  hub: device("hub", "Hue Bridge", null, { entry_type: null }),
  // A child device (via the hub) in its own area: its entities take its area, not the hub's.
  ceiling: device("ceiling", "Kitchen Ceiling", "kitchen", { via_device_id: "hub" }),
  shutter: device("shutter", "Somfy 1234", "living_room", { name_by_user: "Living Room Shutter" }),
  plug: device("plug", "Plug 7", "bedroom"),
  motion: device("motion", "Porch Sensor", "garden"),
  phone: device("phone", "Alice's Phone", null),
  broken: device("broken", "Old Lamp", "bedroom", { disabled_by: "user" }),
};
export const entities: Record<string, EntityRegistryDisplayEntry> = {
  // Named after its device (has_entity_name, name null = the device's main feature).
  "light.kitchen_ceiling": entry("light.kitchen_ceiling", { device_id: "ceiling", has_entity_name: true, name: null }),
  // The entity's own part after the device's user-given name; area from the device.
  "cover.living_room_shutter": entry("cover.living_room_shutter", { device_id: "shutter", has_entity_name: true, name: null }),
  "switch.plug_7_fan": entry("switch.plug_7_fan", { device_id: "plug", has_entity_name: true, name: "Fan" }),
  // Its own area overrides the device's.
  "binary_sensor.porch_motion": entry("binary_sensor.porch_motion", { device_id: "motion", area_id: "living_room", has_entity_name: true, name: "Motion" }),
  "sensor.porch_sensor_battery": entry("sensor.porch_sensor_battery", { device_id: "motion", has_entity_name: true, name: "Battery", entity_category: "diagnostic" }),
  "light.floor_lamp": entry("light.floor_lamp", { area_id: "living_room", name: "Floor Lamp" }),
  "light.hidden_strip": entry("light.hidden_strip", { area_id: "living_room", name: "Hidden Strip", hidden: true }),
  "light.old_lamp": entry("light.old_lamp", { device_id: "broken", has_entity_name: true, name: null }),
  "device_tracker.alice_phone": entry("device_tracker.alice_phone", { device_id: "phone", has_entity_name: true, name: null }),
  "media_player.tv": entry("media_player.tv", { area_id: "living_room", name: "TV" }),
  // Disabled in the registry: HA leaves it out of hass.entities and hass.states alike.
};
export const states: Record<string, HassEntity> = Object.fromEntries(
  [
    state("light.kitchen_ceiling", "off", { friendly_name: "Kitchen Ceiling" }),
    state("cover.living_room_shutter", "open", { friendly_name: "Living Room Shutter", device_class: "shutter" }),
    state("switch.plug_7_fan", "off", { friendly_name: "Plug 7 Fan" }),
    state("binary_sensor.porch_motion", "off", { friendly_name: "Porch Sensor Motion", device_class: "motion" }),
    state("sensor.porch_sensor_battery", "90", { friendly_name: "Porch Sensor Battery", device_class: "battery" }),
    state("light.floor_lamp", "on", { friendly_name: "Floor Lamp" }),
    state("light.hidden_strip", "off", { friendly_name: "Hidden Strip" }),
    state("light.old_lamp", "unavailable", { friendly_name: "Old Lamp" }),
    state("light.garden", "off", { friendly_name: "Garden Lights" }), // not in the registry (YAML-defined)
    state("media_player.tv", "off", { friendly_name: "TV" }),
    state("person.alice", "home", { friendly_name: "Alice", device_trackers: ["device_tracker.alice_phone"] }),
    state("zone.home", "1", { friendly_name: "Home" }),
    state("sun.sun", "above_horizon", { friendly_name: "Sun" }),
    state("device_tracker.alice_phone", "home", { friendly_name: "Alice's Phone" }),
    // A real lock the card never exposes (the compiler does not operate locks): a hostile answer's target.
    state("lock.front_door", "locked", { friendly_name: "Front Door Lock" }),
  ].map((s) => [s.entity_id, s]),
);
const some = (...names: string[]) => Object.fromEntries(names.map((n) => [n, { name: n.replaceAll("_", " "), description: "" }]));
export const services: HassServices = {
  light: some("turn_on", "turn_off", "toggle"),
  switch: some("turn_on", "turn_off", "toggle"),
  cover: some("open_cover", "close_cover", "stop_cover", "set_cover_position"),
  automation: some("turn_on", "turn_off", "trigger", "reload"),
  notify: some("notify", "send_message", "persistent_notification", "mobile_app_alice_s_phone"),
  persistent_notification: some("create", "dismiss"),
  homeassistant: some("turn_on", "turn_off"),
  lock: some("lock", "unlock", "open"),
};
