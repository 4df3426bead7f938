/**
 * What "Scheduling" sells (content/plans.ts): a result that runs at a time of day or at the sun, waits
 * for a state to hold `for` a while, or undoes an action after a `delay`. A plan without it gets these
 * refused by POST /v1/compile; the playground (no account) compiles everything.
 */
import type { Result } from "../../../directive/index.ts";

/** Trigger kinds that are a moment of the clock or of the sun. */
const CLOCK_TRIGGERS = new Set(["time", "sun", "time_pattern"]);

/** Why a result needs Scheduling, as the end of a sentence, or null when it does not. */
export function schedulingUse(result: Result): string | null {
  if (result.kind === "error") return null;
  if (result.kind === "automation") {
    for (const trigger of result.triggers as readonly Record<string, unknown>[]) {
      if (CLOCK_TRIGGERS.has(String(trigger.trigger))) return trigger.trigger === "sun" ? "it runs at sunrise or sunset" : "it runs at a time of day";
      if (trigger.for !== undefined) return "it waits for a state to hold for a while";
    }
  }
  return hasDelay(result.actions) ? "an action waits for a delay" : null;
}

/** Any `delay` (or `wait_*`) in the actions, however deeply a `choose` or a sequence nests it. */
function hasDelay(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasDelay);
  if (!value || typeof value !== "object") return false;
  return Object.entries(value).some(([key, inner]) => key === "delay" || key.startsWith("wait_") || hasDelay(inner));
}
