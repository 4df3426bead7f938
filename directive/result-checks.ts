/**
 * Stage "check": a result refused when it would not run as said. A clock trigger outside the directive's own time
 * window never runs; a repeat that does not fall on its window's start runs at other times; a condition on several of
 * the devices acted on needs every one of them so; a person is never "on".
 */
import { Refusal, type Result } from "./types.ts";

/** The checks of a compiled result; each throws the refusal that says what would not run. */
export function refuseUnrunnable(result: Result): void {
  if (result.kind !== "automation") return;
  const same = result.conditions.find((c) => c.condition === "time" && c.after && c.after === c.before);
  if (same) throw new Refusal("ambiguous", "A window that starts and ends at the same time is no window; say the hours with am or pm (“between 8am and 8pm”).");
  refuseShiftedRepeat(result);
  refuseDeadTrigger(result);
  refuseAllOfThem(result);
  refusePersonState(result);
}

/** A person is home, away or in a zone; this home's only zone is home (HA's person states: "home", "not_home"). */
const PERSON_STATES = new Set(["home", "not_home"]);

/**
 * A person said to be "off" or "open" ("…, but not if they are on" with "they" read as the person who came home): a
 * state a person never takes, so the automation would never run as said; refused, never written.
 */
function refusePersonState(result: Result & { kind: "automation" }): void {
  const options = result.actions.flatMap((a) => ("choose" in a ? a.choose : []));
  const states = [
    ...result.triggers.flatMap((t) => (t.trigger === "state" ? [t.to, t.from].map((state) => ({ ids: t.entity_id, state })) : [])),
    ...[...result.conditions, ...options.flatMap((o) => o.conditions)].flatMap((c) => (c.condition === "state" ? [{ ids: c.entity_id, state: c.state }] : [])),
  ];
  const odd = states.find(({ ids, state }) => state !== undefined && ids.some((id) => id.startsWith("person.")) && !PERSON_STATES.has(state));
  if (odd) throw new Refusal("ambiguous", `The directive reads as ${odd.ids.join(", ")} being “${odd.state}”, a state a person never has; name the device that state is said of.`);
}

/** Whether a clock time ("18:00:00") passes a time condition's window, which may run past midnight (HA's own rule). */
function passes(at: string, after?: string, before?: string): boolean {
  if (after && before) return after <= before ? at >= after && at < before : at >= after || at < before;
  return (!after || at >= after) && (!before || at < before);
}

/**
 * "Turn on the hallway light at 6pm, and when the front door opens after 11pm": a window said of one moment is every
 * trigger's, and a clock trigger outside it would never run. Refused rather than written with a trigger that is dead.
 */
function refuseDeadTrigger(result: Result & { kind: "automation" }): void {
  for (const t of result.triggers) {
    if (t.trigger !== "time" || !/^\d\d:\d\d/.test(t.at)) continue;
    const window = result.conditions.flatMap((c) => (c.condition === "time" && (c.after || c.before) && !passes(t.at, c.after, c.before) ? [c] : []))[0];
    const said = [window?.after && `after ${window.after.slice(0, 5)}`, window?.before && `before ${window.before.slice(0, 5)}`].filter(Boolean).join(" and ");
    if (window) throw new Refusal("ambiguous", `The directive runs at ${t.at.slice(0, 5)}, which is outside the time it may run (${said}); if that window is of another moment only, make two directives.`);
  }
}

/**
 * "every 2 hours between 7am and 7pm": Home Assistant's "/2" fires when the hour divides by 2 (8, 10, …), never at 7,
 * 9, …; a window whose start the repeat does not fall on would run at other times than said.
 */
function refuseShiftedRepeat(result: Result & { kind: "automation" }): void {
  const start = result.conditions.flatMap((c) => (c.condition === "time" && c.after ? [c.after] : []))[0];
  if (!start) return;
  const [hour, minute] = start.split(":").map(Number) as [number, number];
  for (const t of result.triggers) {
    if (t.trigger !== "time_pattern") continue;
    const every = (field: string) => (field.startsWith("/") ? Number(field.slice(1)) : 1);
    const hours = every(t.hours) > 1 || t.minutes === "0";
    if (hours ? hour % every(t.hours) === 0 && minute === 0 : minute % every(t.minutes) === 0) continue;
    const runs = hours ? (every(t.hours) === 1 ? "Every hour runs on the hour" : `Every ${every(t.hours)} hours runs at 0:00, ${every(t.hours)}:00 and each hour that divides by ${every(t.hours)}`) : `Every ${every(t.minutes)} minutes runs at :00, :${String(every(t.minutes)).padStart(2, "0")} and each minute that divides by ${every(t.minutes)}`;
    throw new Refusal("unsupported", `${runs}, not from ${start.slice(0, 5)}; start the window on one of those times, or say each time.`);
  }
}

/**
 * "turn off the blanket and the towel warmer if they are still on": a state condition on several of the targets needs
 * every one of them so (HA's rule for a list), and a blanket left on alone would stay on. Refused, not written.
 */
function refuseAllOfThem(result: Result & { kind: "automation" }): void {
  const targets = new Set(result.actions.flatMap((a) => ("target" in a && a.target ? a.target.entity_id : [])));
  const all = result.conditions.find((c) => c.condition === "state" && c.entity_id.length > 1 && c.entity_id.every((id) => targets.has(id)) && /^(?:on|off|open|closed)$/.test(String(c.state)));
  if (all) throw new Refusal("ambiguous", `A condition on ${all.condition === "state" ? all.entity_id.length : "several"} of the devices it acts on holds only when every one of them is so; name one device, or leave the condition out.`);
}
