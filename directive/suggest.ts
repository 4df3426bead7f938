/**
 * Auto-prompting (issue 29): directives that fit a home, worded with its own names, each compiled and
 * kept only when the compiler turns it into an automation or an action. Pure: the same home gives the
 * same suggestions, here, at the API (POST /v1/suggestions) and in tests.
 *
 * A pattern looks for what a home has (an area with a motion sensor and lights, covers, a window sensor
 * and a thermostat, …) and writes the sentences a person would type about it, best first; the first
 * that compiles is the suggestion. Patterns take turns, so eight suggestions cover several ideas.
 */
import { compileDirective, prepareHome } from "./compile.ts";
import type { Entity, Home, Result } from "./types.ts";

export interface Suggestion {
  text: string;
  result: Result;
}

export const MAX_SUGGESTIONS = 8;

interface View {
  home: Home;
  areaName: (id: string | null) => string | null;
  of: (domain: string, classes?: readonly string[]) => Entity[];
  inArea: (list: Entity[], area: string | null) => Entity[];
  notify: boolean;
}

/** A pattern: for what it finds in the home, candidate sentences (alternatives for one idea each). */
type Pattern = (view: View) => string[][];

const lower = (name: string) => name.trim();

const motionLights: Pattern = ({ home, of, inArea, areaName }) => {
  const motion = of("binary_sensor", ["motion", "occupancy", "presence"]);
  return home.areas.flatMap((area) => {
    const sensors = inArea(motion, area.area_id);
    const lights = inArea(of("light"), area.area_id);
    if (!sensors.length || !lights.length) return [];
    const room = areaName(area.area_id)!;
    const light = lights.length === 1 ? lights[0]!.name : `${room} lights`;
    return [[
      `When motion is detected in the ${room}, turn on the ${light}`,
      `When there is motion in the ${room}, turn on the ${light}`,
      `Turn on the ${light} when ${sensors[0]!.name} detects motion`,
    ], [
      `Turn off the ${light} when there is no motion in the ${room} for 10 minutes`,
      `Turn off the ${light} after 10 minutes without motion in the ${room}`,
    ]];
  });
};

const coversAndSun: Pattern = ({ of }) => {
  const covers = of("cover", ["shutter", "blind", "curtain", "shade", "awning"]);
  return covers.slice(0, 3).flatMap((cover) => [[`Close the ${cover.name} at sunset`, `Close ${cover.name} at sunset`], [`Open the ${cover.name} at sunrise on weekdays`, `Open the ${cover.name} at sunrise`]]);
};

const windowThermostat: Pattern = ({ of, inArea }) => {
  const openings = of("binary_sensor", ["window", "door", "opening"]);
  const thermostats = of("climate");
  return openings.flatMap((opening) => {
    const near = inArea(thermostats, opening.area);
    const thermostat = near[0] ?? (thermostats.length === 1 ? thermostats[0] : undefined);
    if (!thermostat || opening.device_class === "door" && !near.length) return [];
    return [[`Turn off the ${thermostat.name} when the ${opening.name} opens`, `Turn off the ${thermostat.name} when ${opening.name} is opened`]];
  });
};

const temperatureFan: Pattern = ({ of, inArea }) => {
  const fans = of("fan");
  return of("sensor", ["temperature"]).flatMap((sensor) => {
    const fan = inArea(fans, sensor.area)[0];
    if (!fan) return [];
    return [[`Turn on the ${fan.name} when the ${sensor.name} is above 25 degrees`, `Turn on the ${fan.name} when ${sensor.name} rises above 25`]];
  });
};

const everyoneLeaves: Pattern = ({ of }) =>
  of("person").length && of("light").length ? [["Turn off all the lights when everyone leaves", "Turn off all lights when everyone leaves home"]] : [];

const doorLeftOpen: Pattern = ({ of, notify }) => {
  if (!notify) return [];
  return of("binary_sensor", ["door", "garage_door"]).slice(0, 2).map((door) => [
    `Notify me when the ${door.name} is left open for 10 minutes`,
    `Send me a notification when the ${door.name} has been open for 10 minutes`,
    `Notify me when the ${door.name} opens`,
  ]);
};

const PATTERNS: Pattern[] = [motionLights, coversAndSun, windowThermostat, temperatureFan, everyoneLeaves, doorLeftOpen];

function view(home: Home): View {
  const areas = new Map(home.areas.map((a) => [a.area_id, lower(a.name)]));
  const services = (home as { services?: readonly { service?: unknown }[] }).services ?? [];
  return {
    home,
    areaName: (id) => (id === null ? null : (areas.get(id) ?? null)),
    of: (domain, classes) =>
      home.entities.filter((e) => (e.domain ?? e.entity_id.split(".")[0]) === domain && (!classes || classes.includes(e.device_class ?? ""))),
    inArea: (list, area) => (area === null ? [] : list.filter((e) => e.area === area)),
    notify: services.some((s) => typeof s.service === "string" && s.service.startsWith("notify.")),
  };
}

/** Up to `max` suggestions for the home, each a sentence that compiles against it; [] for a home that is not valid. */
export function suggestDirectives(home: Home, max = MAX_SUGGESTIONS): Suggestion[] {
  const prepared = prepareHome(home);
  if (prepared.problem) return [];
  const ideas = PATTERNS.map((pattern) => pattern(view(home)));
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  // Round robin: the first idea of every pattern, then the second, … so the list is varied.
  for (let round = 0; out.length < max && ideas.some((list) => list.length > round); round++) {
    for (const list of ideas) {
      const alternatives = list[round];
      if (!alternatives || out.length >= max) continue;
      for (const text of alternatives) {
        const result = compileDirective(text, prepared);
        if (result.kind === "error") continue;
        const key = JSON.stringify(result);
        if (!seen.has(key)) {
          seen.add(key);
          out.push({ text, result });
        }
        break;
      }
    }
  }
  return out;
}
