import type { Home } from "../directive/index.ts";

/**
 * The home the landing page's examples and playground resolve against: areas and exposed entities as
 * Home Assistant's registries hold them. Every device the typing examples name is here, so each one
 * compiles; anything else a visitor types gets the compiler's own "no such device" answer.
 */
export const demoHome = {
  name: "Demo home",
  description: "A small house with the devices the examples on this page talk about.",
  areas: [
    { area_id: "living_room", name: "Living Room", aliases: ["lounge"] },
    { area_id: "kitchen", name: "Kitchen", aliases: [] },
    { area_id: "bedroom", name: "Bedroom", aliases: [] },
    { area_id: "office", name: "Office", aliases: ["study"] },
    { area_id: "hallway", name: "Hallway", aliases: ["hall"] },
    { area_id: "bathroom", name: "Bathroom", aliases: [] },
    { area_id: "outside", name: "Outside", aliases: ["porch", "garden", "outdoor"] },
  ],
  entities: [
    { entity_id: "cover.living_room_shutter", name: "Living Room Shutter", domain: "cover", area: "living_room", device_class: "shutter" },
    { entity_id: "light.living_room_ceiling", name: "Living Room Ceiling Light", domain: "light", area: "living_room" },
    { entity_id: "switch.tv_socket", name: "TV Socket", domain: "switch", area: "living_room", device_class: "outlet" },
    { entity_id: "light.kitchen_ceiling", name: "Kitchen Ceiling Light", domain: "light", area: "kitchen" },
    { entity_id: "light.kitchen_counter", name: "Kitchen Counter Light", domain: "light", area: "kitchen" },
    { entity_id: "switch.coffee_machine", name: "Coffee Machine", domain: "switch", area: "kitchen", device_class: "outlet" },
    { entity_id: "cover.bedroom_shutter", name: "Bedroom Shutter", domain: "cover", area: "bedroom", device_class: "shutter" },
    { entity_id: "light.bedroom", name: "Bedroom Light", domain: "light", area: "bedroom" },
    { entity_id: "cover.office_shutter", name: "Office Shutter", domain: "cover", area: "office", device_class: "shutter" },
    { entity_id: "sensor.office_temperature", name: "Office Temperature", domain: "sensor", area: "office", device_class: "temperature" },
    { entity_id: "light.hallway", name: "Hallway Light", domain: "light", area: "hallway" },
    { entity_id: "binary_sensor.front_door", name: "Front Door", domain: "binary_sensor", area: "hallway", device_class: "door" },
    { entity_id: "binary_sensor.smoke_detector", name: "Smoke Detector", domain: "binary_sensor", area: "hallway", device_class: "smoke" },
    { entity_id: "sensor.bathroom_humidity", name: "Bathroom Humidity", domain: "sensor", area: "bathroom", device_class: "humidity" },
    { entity_id: "switch.dehumidifier_plug", name: "Dehumidifier Plug", domain: "switch", area: "bathroom", device_class: "outlet" },
    { entity_id: "light.porch", name: "Porch Light", domain: "light", area: "outside" },
    { entity_id: "binary_sensor.porch_motion", name: "Porch Motion", domain: "binary_sensor", area: "outside", device_class: "motion" },
    { entity_id: "sensor.outdoor_temperature", name: "Outdoor Temperature", domain: "sensor", area: "outside", device_class: "temperature" },
    { entity_id: "person.alex", name: "Alex", domain: "person", area: null },
    { entity_id: "person.sam", name: "Sam", domain: "person", area: null },
    { entity_id: "zone.home", name: "Home", domain: "zone", area: null },
    { entity_id: "sun.sun", name: "Sun", domain: "sun", area: null },
  ],
} satisfies Home;
