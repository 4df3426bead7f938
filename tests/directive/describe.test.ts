import { test } from "uvu";
import * as assert from "uvu/assert";
import { type Home, type Result, describe } from "../../directive/index.ts";

const home: Home = {
  areas: [{ area_id: "porch", name: "Porch" }],
  entities: [
    { entity_id: "light.porch", name: "Porch Light", domain: "light", area: "porch" },
    { entity_id: "cover.porch_blind", name: "Porch Blind", domain: "cover", area: "porch", device_class: "blind" },
    { entity_id: "binary_sensor.porch_motion", name: "Porch Motion", domain: "binary_sensor", area: "porch", device_class: "motion" },
    { entity_id: "binary_sensor.front_door", name: "Front Door", domain: "binary_sensor", area: "porch", device_class: "door" },
    { entity_id: "sensor.porch_temperature", name: "Porch Temperature", domain: "sensor", area: "porch", device_class: "temperature" },
    { entity_id: "fan.porch", name: "Porch Fan", domain: "fan", area: "porch" },
    { entity_id: "scene.evening", name: "Evening", domain: "scene", area: "porch" },
    { entity_id: "climate.hall", name: "Hall Thermostat", domain: "climate", area: "porch" },
    { entity_id: "person.ada", name: "Ada", domain: "person", area: null },
    { entity_id: "person.bo", name: "Bo", domain: "person", area: null },
  ],
  services: [{ service: "notify.mobile_app_ada", name: "Ada's Phone", person: "person.ada" }],
};
const porch = { entity_id: ["light.porch"] };

test("should read a choose by trigger id as one sentence per branch, in the home's names", () => {
  const result: Result = {
    kind: "automation",
    triggers: [{ trigger: "sun", event: "sunset", id: "on" }, { trigger: "time", at: "23:00:00", id: "off" }],
    conditions: [{ condition: "time", weekday: ["mon", "tue", "wed", "thu", "fri"] }],
    actions: [{ choose: [
      { conditions: [{ condition: "trigger", id: "on" }], sequence: [{ action: "light.turn_on", target: porch }] },
      { conditions: [{ condition: "trigger", id: "off" }, { condition: "state", entity_id: ["light.porch"], state: "on" }], sequence: [{ action: "light.turn_off", target: porch }] },
    ] }],
  };
  assert.is(describe(result, home), "At sunset: turn on Porch Light. At 23:00, if Porch Light is on: turn off Porch Light. Only on weekdays.");
});

test("should read durations, sensors by their class, and either-or triggers", () => {
  const result: Result = {
    kind: "automation",
    triggers: [
      { trigger: "state", entity_id: ["binary_sensor.front_door"], to: "on" },
      { trigger: "state", entity_id: ["binary_sensor.porch_motion"], to: "off", for: "00:02:00" },
      { trigger: "sun", event: "sunrise", offset: "-00:30:00" },
    ],
    conditions: [{ condition: "state", entity_id: ["sun.sun"], state: "below_horizon" }],
    actions: [{ action: "light.turn_on", target: porch, data: { brightness_pct: 40 } }, { delay: "01:30:00" }, { action: "light.turn_off", target: porch }],
  };
  assert.is(
    describe(result, home),
    "When Front Door opens, when Porch Motion detects no motion for 2 minutes or 30 minutes before sunrise: turn on Porch Light at 40 % brightness, then wait 1 hour 30 minutes, then turn off Porch Light. Only when it is dark.",
  );
});

test("should read persons, the home zone, readings and time patterns", () => {
  const whenever = (triggers: Result & { kind: "automation" } extends { triggers: infer T } ? T : never): Result => ({ kind: "automation", triggers, conditions: [], actions: [{ action: "scene.turn_on", target: { entity_id: ["scene.evening"] } }] });
  assert.is(describe(whenever([{ trigger: "state", entity_id: ["person.ada", "person.bo"], to: "home" }]), home), "When Ada or Bo comes home: activate Evening.");
  assert.is(describe(whenever([{ trigger: "state", entity_id: ["person.ada"], from: "home" }]), home), "When Ada leaves: activate Evening.");
  assert.is(describe(whenever([{ trigger: "numeric_state", entity_id: ["zone.home"], below: 1 }]), home), "When everyone has left: activate Evening.");
  assert.is(describe(whenever([{ trigger: "numeric_state", entity_id: ["sensor.porch_temperature"], above: 26 }]), home), "When Porch Temperature rises above 26: activate Evening.");
  assert.is(describe(whenever([{ trigger: "time_pattern", hours: "*", minutes: "/30", seconds: "0" }]), home), "Every 30 minutes: activate Evening.");
  assert.is(describe(whenever([{ trigger: "time_pattern", hours: "/2", minutes: "0", seconds: "0" }]), home), "Every 2 hours: activate Evening.");
});

test("should read every service's data, notifications and refusals", () => {
  const now = (...actions: Extract<Result, { kind: "action" }>["actions"]): Result => ({ kind: "action", actions });
  assert.is(describe(now({ action: "cover.set_cover_position", target: { entity_id: ["cover.porch_blind"] }, data: { position: 50 } }), home), "Now: set Porch Blind to 50 % open.");
  assert.is(describe(now({ action: "cover.close_cover", target: { entity_id: ["cover.porch_blind"] } }), home), "Now: close Porch Blind.");
  assert.is(describe(now({ action: "light.turn_on", target: porch, data: { brightness_step_pct: -20 } }), home), "Now: dim Porch Light by 20 %.");
  assert.is(describe(now({ action: "light.turn_on", target: porch, data: { color_name: "red" } }, { action: "light.turn_on", target: porch, data: { color_temp_kelvin: 2700 } }), home), "Now: turn on Porch Light in red, then turn on Porch Light at 2700 K.");
  assert.is(describe(now({ action: "fan.set_percentage", target: { entity_id: ["fan.porch"] }, data: { percentage: 50 } }), home), "Now: set Porch Fan to 50 % speed.");
  assert.is(describe(now({ action: "climate.set_temperature", target: { entity_id: ["climate.hall"] }, data: { temperature: 21 } }), home), "Now: set Hall Thermostat to 21 °C.");
  assert.is(describe(now({ action: "notify.mobile_app_ada", data: { message: "The Front Door is open" } }), home), "Now: send “The Front Door is open” to Ada's Phone.");
  assert.is(describe(now({ action: "persistent_notification.create", data: { message: "Hi" } }), home), "Now: show the notification “Hi” in Home Assistant.");
  assert.is(describe({ kind: "error", reason: "unknown_entity", message: "This home has no “attic light”." }, home), "This home has no “attic light”.");
});

test("should name an entity the home does not list by its id, never a made-up title", () => {
  assert.is(describe({ kind: "action", actions: [{ action: "light.turn_off", target: { entity_id: ["light.gone"] } }] }, home), "Now: turn off light.gone.");
});

test("should say a sun condition's offset, never only the sun's moment", () => {
  const result: Result = {
    kind: "automation",
    triggers: [{ trigger: "state", entity_id: ["binary_sensor.front_door"], to: "on" }],
    conditions: [{ condition: "sun", after: "sunset", after_offset: "+01:00:00" }, { condition: "sun", before: "sunrise", before_offset: "-00:30:00" }],
    actions: [{ action: "light.turn_on", target: porch }],
  };
  assert.is(describe(result, home), "When Front Door opens: turn on Porch Light. Only from 1 hour after sunset and until 30 minutes before sunrise.");
});

test.run();
