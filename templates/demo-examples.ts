import { directives } from "../content/directives.ts";
import type { DirectiveResult, Part } from "./AutomationSummary.tsx";

/** One example of the landing demo: the directive typed, and the automation it compiles to. */
export interface DemoExample {
  text: string;
  result: DirectiveResult;
}

const weekdays = ["mon", "tue", "wed", "thu", "fri"];
const ids = (...entityIds: string[]) => ({ entity_id: entityIds });
const act = (action: string, entityIds: string[], data?: Record<string, unknown>): Part => ({ action, target: ids(...entityIds), ...(data ? { data } : {}) });
const auto = (triggers: Part[], conditions: Part[], actions: Part[]): DirectiveResult => ({ kind: "automation", triggers, conditions, actions });
const allShutters = ["cover.bathroom_shutter", "cover.bedroom_shutter", "cover.living_room_shutter"];
const allLights = ["light.bedroom_ceiling", "light.hallway", "light.kitchen_ceiling", "light.living_room_ceiling", "light.office_ceiling"];
const dark = { condition: "state", ...ids("sun.sun"), state: "below_horizon" };

/**
 * Hand-written canonical results, in the order of content/directives.ts, until the directive compiler
 * renders them at build time (the lead passes its output to Home as `examples`).
 */
const results: DirectiveResult[] = [
  auto([{ trigger: "sun", event: "sunset" }], [{ condition: "time", weekday: weekdays }], [act("cover.close_cover", ["cover.living_room_shutter"])]),
  auto([{ trigger: "numeric_state", ...ids("zone.home"), below: 1 }], [], [act("light.turn_off", allLights)]),
  auto([{ trigger: "time", at: "07:30:00" }], [{ condition: "time", weekday: weekdays }], [act("cover.open_cover", ["cover.bedroom_shutter"])]),
  auto([{ trigger: "time", at: "23:00:00" }], [], [act("light.turn_on", ["light.hallway"], { brightness_pct: 20 })]),
  auto([{ trigger: "state", ...ids("switch.coffee_maker"), to: "on", for: "00:30:00" }], [], [act("switch.turn_off", ["switch.coffee_maker"])]),
  auto([{ trigger: "numeric_state", ...ids("sensor.outdoor_temperature"), above: 28 }], [], [act("cover.close_cover", allShutters)]),
  auto([{ trigger: "state", ...ids("binary_sensor.porch_motion"), to: "on" }], [dark], [act("light.turn_on", ["light.porch"])]),
  auto([{ trigger: "state", ...ids("binary_sensor.front_door"), to: "on" }], [{ condition: "sun", after: "sunset" }], [act("light.turn_on", ["light.hallway"])]),
  auto([{ trigger: "time", at: "06:45:00" }], [{ condition: "time", weekday: weekdays }], [act("light.turn_on", ["light.kitchen_ceiling", "light.kitchen_under_cabinet"])]),
  auto([{ trigger: "numeric_state", ...ids("sensor.office_illuminance"), above: 20000 }], [], [act("cover.set_cover_position", ["cover.office_blind"], { position: 50 })]),
  auto([{ trigger: "time", at: "00:00:00" }], [], [act("switch.turn_off", ["switch.tv_socket"])]),
  auto([{ trigger: "numeric_state", ...ids("sensor.bathroom_humidity"), above: 70 }], [], [act("switch.turn_on", ["switch.dehumidifier_plug"])]),
  auto([{ trigger: "state", ...ids("binary_sensor.smoke_sensor"), to: "on" }], [], [act("cover.open_cover", allShutters)]),
];

/** The landing demo's examples: every directive with its (for now hand-written) result. */
export const demoExamples: DemoExample[] = directives.map((text, i) => ({ text, result: results[i] ?? { kind: "action", actions: [] } }));
