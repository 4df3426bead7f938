/**
 * SCHEMA v2's shape (/work/shared/directives/SCHEMA.md §1–3), key by key: the card writes or runs a
 * compile answer only when every trigger, condition and action has the keys the compiler writes and no
 * other, each holding the kind of value it should. A key the card does not know is refused, not passed
 * on: HA would act on it (a `target.device_id`, a `data.entity_id`, a template).
 */
import { NOTIFY_DATA, SERVICES } from "../directive/services.ts";

type Value = "text" | "number" | "ids";
type Keys = Record<string, Value>;

const TRIGGERS: Record<string, Keys> = {
  time: { at: "text" },
  sun: { event: "text", offset: "text" },
  state: { entity_id: "ids", from: "text", to: "text", for: "text" },
  numeric_state: { entity_id: "ids", above: "number", below: "number", for: "text" },
  time_pattern: { hours: "text", minutes: "text", seconds: "text" },
};
const CONDITIONS: Record<string, Keys> = {
  time: { after: "text", before: "text", weekday: "ids" },
  state: { entity_id: "ids", state: "text" },
  numeric_state: { entity_id: "ids", above: "number", below: "number" },
  sun: { after: "text", before: "text", after_offset: "text", before_offset: "text" },
  trigger: { id: "text" },
};

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const fits = (value: unknown, kind: Value) =>
  kind === "ids" ? Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string") : kind === "number" ? typeof value === "number" && Number.isFinite(value) : typeof value === "string";

/** The first key of `item` outside `keys` (or holding the wrong kind of value), as words; null when it fits. */
function oddKey(item: Record<string, unknown>, keys: Keys, where: string): string | null {
  for (const [key, value] of Object.entries(item)) {
    const kind = keys[key];
    if (!kind) return `the key “${key}” in ${where}`;
    if (!fits(value, kind)) return `the value of “${key}” in ${where}`;
  }
  return null;
}

function triggerProblem(trigger: unknown): string | null {
  if (!isMap(trigger) || typeof trigger.trigger !== "string" || !TRIGGERS[trigger.trigger]) return "a trigger of a kind HomeDirective does not write";
  return oddKey(trigger, { trigger: "text", id: "text", ...TRIGGERS[trigger.trigger] }, `a ${trigger.trigger} trigger`);
}

function conditionProblem(condition: unknown): string | null {
  if (!isMap(condition) || typeof condition.condition !== "string" || !CONDITIONS[condition.condition]) return "a condition of a kind HomeDirective does not write";
  return oddKey(condition, { condition: "text", ...CONDITIONS[condition.condition] }, `a ${condition.condition} condition`);
}

/** One step: a service call, a delay, or (in an automation) a choose by trigger id. */
function actionProblem(action: unknown, chooses: boolean): string | null {
  if (!isMap(action)) return "an action that is not a mapping";
  if ("delay" in action) return oddKey(action, { delay: "text" }, "a delay");
  if ("choose" in action && chooses) return chooseProblem(action);
  return typeof action.action === "string" ? serviceProblem(action, action.action) : "an action of a kind HomeDirective does not write";
}

/** A service call: a service of the vocabulary, its target's entity list (none for notifications), its data keys. */
function serviceProblem(action: Record<string, unknown>, service: string): string | null {
  const notify = /^notify\.[a-z0-9_]+$/.test(service);
  const dataKeys = notify ? NOTIFY_DATA : SERVICES[service];
  if (!dataKeys) return `the service ${service}, which HomeDirective never writes`;
  const targeted = !dataKeys.includes("message");
  const extra = Object.keys(action).find((key) => key !== "action" && key !== "data" && !(targeted && key === "target"));
  if (extra) return `the key “${extra}” in ${service}`;
  if (targeted && !(isMap(action.target) && Object.keys(action.target).length === 1 && fits(action.target.entity_id, "ids"))) return `${service}'s target`;
  if (action.data === undefined) return targeted ? null : `${service} without a message`;
  if (!isMap(action.data)) return `${service}'s data`;
  const odd = Object.entries(action.data).find(([key, value]) => !dataKeys.includes(key) || !(fits(value, "text") || fits(value, "number")));
  return odd ? `the key “${odd[0]}” in ${service}'s data` : null;
}

function chooseProblem(action: Record<string, unknown>): string | null {
  const options = action.choose;
  if (Object.keys(action).length !== 1 || !Array.isArray(options) || options.length === 0) return "a choose HomeDirective does not write";
  for (const option of options) {
    if (!isMap(option) || Object.keys(option).some((k) => k !== "conditions" && k !== "sequence") || !Array.isArray(option.conditions) || !Array.isArray(option.sequence)) return "a choose option HomeDirective does not write";
    const found = firstOf(option.conditions, conditionProblem) ?? firstOf(option.sequence, (a) => actionProblem(a, false));
    if (found) return found;
  }
  return null;
}

const firstOf = (items: unknown[], check: (item: unknown) => string | null) => {
  for (const item of items) {
    const found = check(item);
    if (found) return found;
  }
  return null;
};

/** What in a compile answer's result falls outside SCHEMA v2's shape, as words; null when all of it fits. */
export function shapeProblem(result: Record<string, unknown>): string | null {
  const automation = result.kind === "automation";
  const parts = automation ? ["kind", "triggers", "conditions", "actions"] : ["kind", "actions"];
  const extra = Object.keys(result).find((key) => !parts.includes(key));
  if (extra) return `the key “${extra}” beside the ${String(result.kind)}`;
  if (parts.slice(1).some((part) => !Array.isArray(result[part])) || (result.actions as unknown[]).length === 0) return `an answer without its ${parts.slice(1).join(", ")}`;
  if (automation) {
    const found = firstOf(result.triggers as unknown[], triggerProblem) ?? firstOf(result.conditions as unknown[], conditionProblem);
    if (found) return found;
  }
  return firstOf(result.actions as unknown[], (a) => actionProblem(a, automation));
}
