/**
 * Checks before anything is written or run. Home Assistant's validate_config checks the shape only,
 * not whether an entity or a service exists, so the card checks every reference against `hass` first.
 */
import type { HomeAssistant } from "./types.ts";

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

interface Validity {
  valid: boolean;
  error: string | null;
}

/** HA's own validate_config over the three parts; the first part it refuses, as a sentence. */
export async function validationProblem(hass: HomeAssistant, parts: { triggers?: unknown[]; conditions?: unknown[]; actions: unknown[] }): Promise<string | null> {
  const answer = await hass.callWS<Record<string, Validity>>({ type: "validate_config", ...parts });
  for (const part of ["triggers", "conditions", "actions"]) {
    const checked = answer[part];
    if (checked && !checked.valid) return `Home Assistant refuses the ${part}: ${checked.error ?? "invalid"}. Nothing was saved.`;
  }
  return null;
}
