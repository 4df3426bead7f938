/**
 * What a new `hass` changes on the card (issue 38): HA hands a card a new hass on every state change
 * anywhere in the home, many a second in a big one. The card shows its plan and device count, the
 * card's own automations and the review; a sensor changing state changes none of these. So a new hass
 * re-renders only when a registry, the services, the user or one of the automations' states changed,
 * as HA's own cards compare the entities they show.
 */
import type { HomeAssistant } from "./types.ts";

/** One argument's last result: recomputed when the argument is another object. */
export function memoOne<A extends object, R>(compute: (argument: A) => R): (argument: A) => R {
  let last: A | undefined;
  let result: R;
  return (argument) => {
    if (argument !== last) [last, result] = [argument, compute(argument)];
    return result;
  };
}

/** Two arguments' last result. */
export function memoTwo<A, B, R>(compute: (a: A, b: B) => R): (a: A, b: B) => R {
  let last: [A, B] | undefined;
  let result: R;
  return (a, b) => {
    if (!last || last[0] !== a || last[1] !== b) [last, result] = [[a, b], compute(a, b)];
    return result;
  };
}

/** The automation entities of the registry (the card's own have a config id, so a registry entry), memoised on it. */
const automationIds = memoOne((entities: HomeAssistant["entities"]) => Object.keys(entities).filter((id) => id.startsWith("automation.")));

const KEYS = ["entities", "devices", "areas", "floors", "services", "user"] as const;

/** Whether the card would show anything different with `next` than with `old`. */
export function hassChanged(old: HomeAssistant | undefined, next: HomeAssistant): boolean {
  if (!old) return true;
  if (KEYS.some((key) => old[key] !== next[key])) return true;
  if (old.states === next.states) return false;
  return automationIds(next.entities).some((id) => old.states[id] !== next.states[id]);
}
