import { withoutAccents } from "./letters.ts";
import type { Home } from "./types.ts";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** What is wrong with a home, as one sentence naming the place, or null when it has the shape of home.json. */
export function homeProblem(home: unknown): string | null {
  if (!isObject(home)) return "The home must be a JSON object with areas and entities.";
  if (!Array.isArray(home.areas)) return "The home has no areas list.";
  if (!Array.isArray(home.entities)) return "The home has no entities list.";
  for (const [i, area] of home.areas.entries()) {
    if (!isObject(area) || typeof area.area_id !== "string" || typeof area.name !== "string") return `areas[${i}] needs a string area_id and name.`;
    if (area.aliases !== undefined && !(Array.isArray(area.aliases) && area.aliases.every((a) => typeof a === "string"))) return `areas[${i}].aliases must be a list of strings.`;
  }
  // v2's optional lists: floors (areas name them by id) and notify services (by person).
  if (home.floors !== undefined && !(Array.isArray(home.floors) && home.floors.every((f) => isObject(f) && typeof f.floor_id === "string" && typeof f.name === "string" && (f.aliases === undefined || (Array.isArray(f.aliases) && f.aliases.every((a) => typeof a === "string"))))))
    return "floors must be a list of {floor_id, name, aliases?} with strings.";
  if (home.services !== undefined && !(Array.isArray(home.services) && home.services.every((v) => isObject(v) && typeof v.service === "string" && /^notify\.[a-z0-9_]+$/.test(v.service) && (v.person === undefined || v.person === null || typeof v.person === "string"))))
    return "services must be a list of {service: \"notify.…\", name?, person?}.";
  if (home.areas.some((a) => isObject(a) && a.floor !== undefined && a.floor !== null && typeof a.floor !== "string")) return "An area's floor must be a floor id or null.";
  for (const [i, entity] of home.entities.entries()) {
    if (!isObject(entity) || typeof entity.entity_id !== "string" || typeof entity.name !== "string") return `entities[${i}] needs a string entity_id and name.`;
    if (!/^[a-z_]+\.[a-z0-9_]+$/.test(entity.entity_id)) return `entities[${i}].entity_id "${entity.entity_id}" is not a Home Assistant entity id (domain.object_id).`;
    if (entity.area !== undefined && entity.area !== null && typeof entity.area !== "string") return `entities[${i}].area must be an area id or null.`;
  }
  return null;
}

/** The home with every optional field filled, so the compiler reads one shape. */
export function completeHome(home: Home): Home {
  return {
    ...home,
    floors: (home.floors ?? []).map((f) => ({ ...f, name: withoutAccents(f.name), ...(f.aliases ? { aliases: f.aliases.map(withoutAccents) } : {}) })),
    services: (home.services ?? []).map((s) => (s.name ? { ...s, name: withoutAccents(s.name) } : s)),
    areas: home.areas.map((a) => ({ ...a, name: withoutAccents(a.name), aliases: (a.aliases ?? []).map(withoutAccents), floor: a.floor ?? null })),
    entities: home.entities.map((e) => ({ ...e, name: withoutAccents(e.name), domain: e.domain || e.entity_id.split(".")[0]!, area: e.area ?? null })),
  };
}
