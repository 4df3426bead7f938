/**
 * Restoring a directive another Home Assistant holds (issue 29, re-checked in issue 38): a record is
 * data from the API like any compile answer, so its id must be one the card makes and its automation
 * must pass the checks a new one passes. The config written is rebuilt from the record's text and
 * parts; the record is then copied for this instance, and the other instance's record is left as it is.
 */
import { problemWith } from "./checks.ts";
import type { DirectiveRecord } from "./crypto.ts";
import { createAutomation, isOwnId, setAutomation } from "./ha.ts";
import type { Home } from "./home.ts";
import type { Opened, RecordStore } from "./records.ts";
import type { HomeAssistant } from "./types.ts";
import { automationConfig } from "./written.ts";

const CONFIG_KEYS = ["alias", "description", "triggers", "conditions", "actions", "mode"];

/** Why a record's automation may not be written here, as a sentence; null when it may. */
async function problemOf(hass: HomeAssistant, home: Home, record: DirectiveRecord): Promise<string | null> {
  if (!isOwnId(record.automationId)) return "its automation id is not one the card makes, so it is not restored.";
  const config = record.config as Record<string, unknown> | null;
  const extra = typeof config === "object" && config !== null ? Object.keys(config).find((key) => !CONFIG_KEYS.includes(key)) : "config";
  if (extra !== undefined || typeof record.text !== "string") return `its record holds ${extra ? `the key “${extra}”` : "no text"}, which the card never writes, so it is not restored.`;
  const parts = { triggers: config!.triggers as unknown[], conditions: config!.conditions as unknown[], actions: config!.actions as unknown[] };
  return problemWith(hass, home, { kind: "automation", ...parts });
}

/**
 * Writes one record's automation into this Home Assistant after the checks, and keeps a copy of the
 * record for this instance; resolves to the sentence that blocked it, or null.
 */
export async function restoreOne(host: { hass: HomeAssistant; exposed(): Home }, { stored, record }: Opened & { record: DirectiveRecord }, store: RecordStore, instance: string): Promise<string | null> {
  const problem = await problemOf(host.hass, host.exposed(), record);
  if (problem) return `“${String(record.text).slice(0, 200)}”: ${problem}`;
  const config = record.config as { triggers: unknown[]; conditions: unknown[]; actions: unknown[] };
  const written = automationConfig(record.text, { triggers: config.triggers, conditions: config.conditions, actions: config.actions });
  await createAutomation(host.hass, record.automationId, written);
  if (!stored.active) {
    // host.hass again: HA has published the new automation's state since.
    const entity = Object.values(host.hass.states).find((s) => s.attributes.id === record.automationId);
    if (entity) await setAutomation(host.hass, entity.entity_id, false);
  }
  await store.create({ text: record.text, automationId: record.automationId, config: written, instance }, stored.active);
  return null;
}

/** Every missing directive restored in turn; `blocked` hears each one that is not, with its sentence. */
export async function restoreAll(host: { hass: HomeAssistant; exposed(): Home }, missing: (Opened & { record: DirectiveRecord })[], store: RecordStore, instance: string, blocked: (recordId: string, why: string) => void) {
  for (const one of missing) {
    const why = await restoreOne(host, one, store, instance);
    if (why) blocked(one.stored.id, why);
  }
}
