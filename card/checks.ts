/**
 * Checks before anything is written or run. The compile answer is not trusted: what the card will
 * write must fit SCHEMA v2's shape (the compiler's own check, directive/schema.ts: the vocabulary of
 * services and each one's data keys come with it), name
 * only entities and notify services of the home this card exposes, and carry no template. Then
 * Home Assistant's own: every reference exists here (validate_config checks the shape only, not
 * whether an entity or a service exists), and validate_config.
 */
// schema.ts itself, never directive/index.ts: the index would bundle the whole compiler into the card.
import { resultProblem, TEMPLATE } from "../directive/schema.ts";
import { validateConfig } from "./ha.ts";
import type { Home } from "./home.ts";
import type { HomeAssistant } from "./types.ts";

/** Read in triggers and conditions without being exposed: HA's sun and home zone (SCHEMA §1–2); no service acts on them. */
const BUILT_IN = new Set(["sun.sun", "zone.home"]);

/** Every entity id and service a config names, wherever it is (choose options and sequences included). */
export function references(config: unknown): { entities: Set<string>; services: Set<string> } {
  const entities = new Set<string>();
  const services = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== "object" || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === "entity_id" || key === "zone") for (const id of [inner].flat()) if (typeof id === "string") entities.add(id);
      if (key === "action" && typeof inner === "string") services.add(inner);
      walk(inner);
    }
  };
  walk(config);
  return { entities, services };
}

/** A string HA would render as a template ({{ … }}, {% … %}), wherever it is; null when there is none. */
function templateIn(value: unknown): string | null {
  if (typeof value === "string") return TEMPLATE.test(value) ? value : null;
  if (typeof value !== "object" || value === null) return null;
  for (const inner of Object.values(value)) {
    const found = templateIn(inner);
    if (found) return found;
  }
  return null;
}

/** A service call whose target is of another domain than the service's: light.turn_on on lock.front_door. */
function crossDomain(value: unknown): string | null {
  if (Array.isArray(value)) return value.map(crossDomain).find(Boolean) ?? null;
  if (typeof value !== "object" || value === null) return null;
  const step = value as { action?: unknown; target?: { entity_id?: unknown } };
  const domain = typeof step.action === "string" ? step.action.split(".")[0] : null;
  const odd = domain && [step.target?.entity_id].flat().find((id) => typeof id === "string" && !id.startsWith(`${domain}.`));
  if (odd) return `${String(step.action)} on ${String(odd)}`;
  return Object.values(value).map(crossDomain).find(Boolean) ?? null;
}

/**
 * What SCHEMA v2 allows but this card cannot write or run: a refusal has nothing to write, and an
 * immediate action's steps are run one by one (ha.ts runActions: service calls and delays); a `choose`
 * by trigger id belongs to an automation (SCHEMA §3.1).
 */
function unwritable(result: Record<string, unknown>): string | null {
  if (result.kind !== "automation" && result.kind !== "action") return "result.kind must be action or automation";
  const choose = result.kind === "action" && Array.isArray(result.actions) ? result.actions.findIndex((a) => typeof a === "object" && a !== null && "choose" in a) : -1;
  return choose >= 0 ? `result.actions[${choose}] is a choose, which only an automation holds` : null;
}

/** What in a compile answer falls outside what this card may write into this home, as words; null when nothing does. */
function outsideHome(result: Record<string, unknown>, home: Home): string | null {
  const { entities, services } = references(result);
  const exposed = new Set(home.entities.map((e) => e.entity_id));
  const unexposed = [...entities].find((id) => !exposed.has(id) && !BUILT_IN.has(id));
  if (unexposed) return `${unexposed}, which this card does not expose`;
  const notify = new Set(home.services.map((s) => s.service));
  const phone = [...services].find((s) => s.startsWith("notify.") && !notify.has(s));
  if (phone) return `${phone}, a notify service this card does not expose`;
  return crossDomain(result.actions);
}

/**
 * Why the card refuses to write or run a compile answer's result, as a sentence; null when it may.
 * Nothing reaches Home Assistant before this passes.
 */
export function refusal(result: Record<string, unknown>, home: Home): string | null {
  const shape = unwritable(result) ?? resultProblem(result);
  if (shape) return `The card refused this answer, which is not what HomeDirective writes: ${shape}. Nothing was written or run.`;
  const template = templateIn(result);
  if (template) return `The card refused this answer: “${template}” holds {{ or {%, which Home Assistant would run as a template. Write the text without braces. Nothing was written or run.`;
  const outside = outsideHome(result, home);
  if (outside) return `The card refused this answer: it names ${outside}. Nothing was written or run.`;
  return null;
}

/** The first reference `hass` does not know, as a sentence naming it; null when all exist. */
export function missingReference(hass: HomeAssistant, config: unknown): string | null {
  const { entities, services } = references(config);
  for (const id of entities) {
    if (!hass.states[id]) return `This Home Assistant has no entity ${id}; nothing was saved. Check the card's exposed entities and compile again.`;
  }
  for (const service of services) {
    const [domain, name] = service.split(".");
    if (!domain || !name || !hass.services[domain]?.[name]) return `This Home Assistant has no service ${service}; nothing was saved. Is its integration set up?`;
  }
  return null;
}

/** HA's own validate_config over the three parts; the first part it refuses, as a sentence. */
export async function validationProblem(hass: HomeAssistant, parts: { triggers?: unknown[]; conditions?: unknown[]; actions: unknown[] }): Promise<string | null> {
  const answer = await validateConfig(hass, parts);
  for (const part of ["triggers", "conditions", "actions"]) {
    const checked = answer[part];
    if (checked && !checked.valid) return `Home Assistant refuses the ${part}: ${checked.error ?? "invalid"}. Nothing was saved.`;
  }
  return null;
}

/**
 * Every check of what will be written or run, as a sentence; null when all pass. What this Home
 * Assistant lacks first (the most useful sentence), then the card's own refusal, then HA's validate_config.
 * A new directive (review.ts) and a restored one (restore.ts) pass the same.
 */
export async function problemWith(hass: HomeAssistant, home: Home, result: { kind: string; triggers?: unknown[]; conditions?: unknown[]; actions: unknown[] }): Promise<string | null> {
  const { kind: _, ...parts } = result;
  const refused = missingReference(hass, parts) ?? refusal(result, home);
  if (refused) return refused;
  try {
    return await validationProblem(hass, parts);
  } catch (error) {
    return `Home Assistant could not check the automation: ${(error as { message?: string }).message ?? String(error)}. Nothing was saved.`;
  }
}
