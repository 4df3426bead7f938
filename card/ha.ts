/** Every call the card makes into Home Assistant, in one place: the user's storage, validation, writes, runs, pauses. */
import type { Action } from "./api.ts";
import type { AutomationConfig } from "./written.ts";
import type { HassEntity, HomeAssistant } from "./types.ts";

/** The card's one key in the user's frontend storage (per HA user, on the instance, never in the dashboard). */
const KEY_STORE = "homedirective_api_key";
/** Automations the card created carry this id prefix; it never touches any other. */
export const ID_PREFIX = "homedirective_";

/** One value of the user's frontend storage on the instance (the API key, the record key, the instance id). */
export const loadUserData = async (hass: HomeAssistant, key: string): Promise<unknown> => (await hass.callWS<{ value: unknown }>({ type: "frontend/get_user_data", key })).value;
export const saveUserData = (hass: HomeAssistant, key: string, value: unknown) => hass.callWS({ type: "frontend/set_user_data", key, value });

export async function loadKey(hass: HomeAssistant): Promise<string | null> {
  const value = await loadUserData(hass, KEY_STORE);
  return typeof value === "string" && value ? value : null;
}
export const saveKey = (hass: HomeAssistant, key: string | null) => saveUserData(hass, KEY_STORE, key);

/** HA's validate_config over an automation's parts: each part's validity and HA's error. */
export const validateConfig = (hass: HomeAssistant, parts: { triggers?: unknown[]; conditions?: unknown[]; actions: unknown[] }) =>
  hass.callWS<Record<string, { valid: boolean; error: string | null } | undefined>>({ type: "validate_config", ...parts });

/** A fresh automation id: the prefix and 64 random bits, so it never collides with the user's own. */
export function newAutomationId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return ID_PREFIX + Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The ids the card makes (newAutomationId): only these go into a path, so none can leave the automation config API. */
const OWN_ID = /^homedirective_[0-9a-f]{16}$/;
export const isOwnId = (id: unknown): id is string => typeof id === "string" && OWN_ID.test(id);

/** config/automation/config/<id> for one of the card's own ids only, encoded besides; anything else is refused. */
function configPath(id: string): string {
  if (!isOwnId(id)) throw new Error(`The card changes only the automations it created; ${JSON.stringify(id)} is not one of them.`);
  return `config/automation/config/${encodeURIComponent(id)}`;
}

/** POST config/automation/config/<id>, as HA's editor does: one call, so nothing is half-written. */
export const createAutomation = (hass: HomeAssistant, id: string, config: AutomationConfig) =>
  hass.callApi<{ result: string }>("POST", configPath(id), config as unknown as Record<string, unknown>);

export const deleteAutomation = (hass: HomeAssistant, id: string) => hass.callApi("DELETE", configPath(id));

/**
 * Whether HA's automation config API knows the id: true on 200, false only on its own 404 with the body
 * HA gives a missing automation ({"message": "Resource not found"}, ../shared/ha-recorded/); anything else
 * (another 404: a proxy, a route not loaded yet; HA starting, offline, refusing) throws, and the caller
 * assumes it exists.
 */
export async function automationExists(hass: HomeAssistant, id: string): Promise<boolean> {
  try {
    await hass.callApi("GET", configPath(id));
    return true;
  } catch (error) {
    const { status_code, body } = error as { status_code?: number; body?: { message?: unknown } };
    if (status_code === 404 && body?.message === "Resource not found") return false;
    throw error;
  }
}

/** Whether HA has finished starting (get_config's state is RUNNING): before that, absent automations prove nothing. */
export async function haRunning(hass: HomeAssistant): Promise<boolean> {
  const config = await hass.callWS<{ state?: string }>({ type: "get_config" });
  return config?.state === "RUNNING";
}

/** Pause (turn_off) or resume (turn_on) one of the card's automations. */
export const setAutomation = (hass: HomeAssistant, entityId: string, on: boolean) => hass.callService("automation", on ? "turn_on" : "turn_off", { entity_id: entityId });

/** The card's automations: those whose config id carries its prefix. */
export const ownAutomations = (hass: HomeAssistant): HassEntity[] =>
  Object.values(hass.states)
    .filter((s) => s.entity_id.startsWith("automation.") && isOwnId(s.attributes.id))
    .sort((a, b) => String(a.attributes.friendly_name).localeCompare(String(b.attributes.friendly_name)));

const toMs = (duration: string) => duration.split(":").reduce((total, part) => total * 60 + Number(part), 0) * 1000;

/** Runs an immediate action's steps in order through callService (which non-admins may use); checks.ts lets no `choose` through. */
export async function runActions(hass: HomeAssistant, actions: Action[]): Promise<void> {
  for (const step of actions) {
    if ("delay" in step) {
      await new Promise((resolve) => setTimeout(resolve, toMs(step.delay)));
      continue;
    }
    if (!("action" in step)) throw new Error("The card runs only service calls and delays; nothing more was run.");
    const [domain, service] = step.action.split(".");
    await hass.callService(domain!, service!, step.data ?? {}, "target" in step ? step.target : undefined);
  }
}
