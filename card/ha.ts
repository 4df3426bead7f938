/** Every call the card makes into Home Assistant, in one place: the key's storage, writes, runs, pauses. */
import type { Action } from "./api.ts";
import type { HassEntity, HomeAssistant } from "./types.ts";

/** The card's one key in the user's frontend storage (per HA user, on the instance, never in the dashboard). */
const KEY_STORE = "homedirective_api_key";
/** Automations the card created carry this id prefix; it never touches any other. */
export const ID_PREFIX = "homedirective_";

export async function loadKey(hass: HomeAssistant): Promise<string | null> {
  const { value } = await hass.callWS<{ value: unknown }>({ type: "frontend/get_user_data", key: KEY_STORE });
  return typeof value === "string" && value ? value : null;
}
export const saveKey = (hass: HomeAssistant, key: string | null) => hass.callWS({ type: "frontend/set_user_data", key: KEY_STORE, value: key });

/** A fresh automation id: the prefix and 64 random bits, so it never collides with the user's own. */
export function newAutomationId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return ID_PREFIX + Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export interface AutomationConfig {
  alias: string;
  description: string;
  triggers: unknown[];
  conditions: unknown[];
  actions: unknown[];
  mode: "single";
}

/** The body HA's automation editor would save; no `id` inside: it would silently override the URL's. */
export function automationConfig(directive: string, parts: { triggers: unknown[]; conditions: unknown[]; actions: unknown[] }): AutomationConfig {
  const alias = directive.length > 100 ? `${directive.slice(0, 99)}…` : directive;
  return { alias, description: `Created by HomeDirective from the directive: “${directive}”`, ...parts, mode: "single" };
}

/** POST config/automation/config/<id>, as HA's editor does: one call, so nothing is half-written. */
export const createAutomation = (hass: HomeAssistant, id: string, config: AutomationConfig) =>
  hass.callApi<{ result: string }>("POST", `config/automation/config/${id}`, config as unknown as Record<string, unknown>);

export const deleteAutomation = (hass: HomeAssistant, id: string) => hass.callApi("DELETE", `config/automation/config/${ownId(id)}`);

/** Pause (turn_off) or resume (turn_on) one of the card's automations. */
export const setAutomation = (hass: HomeAssistant, entityId: string, on: boolean) => hass.callService("automation", on ? "turn_on" : "turn_off", { entity_id: entityId });

/** The refusal to touch an automation the card did not create, even if asked to. */
function ownId(id: string): string {
  if (!id.startsWith(ID_PREFIX)) throw new Error(`The card changes only the automations it created; ${id} is not one of them.`);
  return id;
}

/** The card's automations: those whose config id carries its prefix. */
export const ownAutomations = (hass: HomeAssistant): HassEntity[] =>
  Object.values(hass.states)
    .filter((s) => s.entity_id.startsWith("automation.") && String(s.attributes.id ?? "").startsWith(ID_PREFIX))
    .sort((a, b) => String(a.attributes.friendly_name).localeCompare(String(b.attributes.friendly_name)));

const toMs = (duration: string) => duration.split(":").reduce((total, part) => total * 60 + Number(part), 0) * 1000;

/** Runs an immediate action's steps in order through callService (which non-admins may use). */
export async function runActions(hass: HomeAssistant, actions: Action[]): Promise<void> {
  for (const step of actions) {
    if (typeof step.delay === "string") {
      await new Promise((resolve) => setTimeout(resolve, toMs(step.delay as string)));
      continue;
    }
    const [domain, service] = String(step.action).split(".");
    await hass.callService(domain!, service!, step.data ?? {}, step.target);
  }
}
