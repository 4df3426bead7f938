/**
 * The compiler's own plain-language reading of a result, in the home's names: the landing page, the
 * playground, the API's answer and the card all show this, so there is one interpreter of the output.
 * "At sunset: turn on Porch Light. At 23:00: turn off Porch Light."
 */
import { DOMAINS, type Operation } from "./domains.ts";
import { DATA, OPERATION_WORDS } from "./lang/en/summary.ts";
import type { Action, Home, Result, Trigger } from "./types.ts";
import { type Names, condition, duration, list, trigger } from "./describe-when.ts";

/** Service → verb, derived from the domain tables so a new domain reads without a change here. */
const VERBS: Record<string, string> = { "scene.turn_on": "activate" };
// The specific operation names a service first: cover.close_cover reads "close", not "turn off".
const PRIORITY: readonly Operation[] = ["open", "close", "stop", "toggle", "on", "off"];
for (const table of DOMAINS) {
  for (const operation of PRIORITY) {
    const service = table.services[operation];
    if (service) VERBS[service] ??= OPERATION_WORDS[operation];
  }
}

/** The home's names for entity ids and services, listed. */
function namer(home: Home): Names {
  const byId = new Map(home.entities.map((e) => [e.entity_id, e.name]));
  for (const s of home.services ?? []) byId.set(s.service, s.name ?? s.service);
  return (ids, joiner) => list(ids.map((id) => byId.get(id) ?? id), joiner);
}

function action(a: Action, home: Home, names: Names): string {
  if ("delay" in a) return `wait ${duration(a.delay)}`;
  if ("choose" in a) return a.choose.map((o) => `${o.conditions.map((c) => condition(c, home, names)).filter(Boolean).join(" and ") || "otherwise"}: ${sequence(o.sequence, home, names)}`).join("; ");
  if (!("target" in a)) {
    const { message } = a.data;
    return a.action === "persistent_notification.create" ? `show the notification “${message}” in Home Assistant` : `send “${message}” to ${names([a.action])}`;
  }
  const data = a.data ?? {};
  const step = data.brightness_step_pct;
  if (step !== undefined) return `${Number(step) < 0 ? "dim" : "brighten"} ${names(a.target.entity_id)} by ${Math.abs(Number(step))} %`;
  const verb = VERBS[a.action] ?? (Object.keys(data).length > 0 ? "set" : a.action.split(".")[1]!.replace(/_/g, " "));
  // "set Office Thermostat to 21 °C in heat mode": a second value reads as "in", not a second "to".
  return `${verb} ${names(a.target.entity_id)}${Object.entries(data).map(([key, value], i) => (DATA[key]?.(value) ?? ` (${key} ${value})`).replace(/^ to (?=\S+ mode$)/, i > 0 ? " in " : " to ")).join("")}`;
}

const sequence = (actions: readonly Action[], home: Home, names: Names) => actions.map((a) => action(a, home, names)).join(", then ");
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/** The branch each trigger belongs to, when the actions are one choose by trigger id (SCHEMA §3.1). */
function branches(result: Extract<Result, { kind: "automation" }>) {
  const only = result.actions.length === 1 ? result.actions[0] : undefined;
  if (!only || !("choose" in only)) return null;
  const options = only.choose.map((o) => {
    const ids = o.conditions.flatMap((c) => (c.condition === "trigger" ? [c.id] : []));
    return { triggers: result.triggers.filter((t) => t.id !== undefined && ids.includes(t.id)), conditions: o.conditions.filter((c) => c.condition !== "trigger"), sequence: o.sequence };
  });
  return options.every((o) => o.triggers.length > 0) ? options : null;
}

/** Plain language for a result, in the home's names: what runs when, or why the directive was refused. */
export function describe(result: Result, home: Home): string {
  if (result.kind === "error") return result.message;
  const names = namer(home);
  if (result.kind === "action") return sentence(`now: ${sequence(result.actions, home, names)}`);
  const when = (triggers: readonly Trigger[]) => list(triggers.map((t) => trigger(t, home, names)), "or");
  const only = result.conditions.map((c) => condition(c, home, names)).filter(Boolean);
  const parts = (branches(result) ?? [{ triggers: result.triggers, conditions: [], sequence: result.actions }]).map((b) => {
    const own = b.conditions.map((c) => condition(c, home, names)).filter(Boolean);
    return sentence(`${when(b.triggers)}${own.length ? `, ${list(own)}` : ""}: ${sequence(b.sequence, home, names)}`);
  });
  if (only.length > 0) parts.push(sentence(`only ${list(only)}`));
  return parts.join(" ");
}
