/**
 * The compiler's own plain-language reading of a result, in the home's names: the landing page, the
 * playground, the API's answer and the card all show this, so there is one interpreter of the output.
 * "At sunset: turn on Porch Light. At 23:00: turn off Porch Light."
 */
import { DOMAINS, type Operation } from "./domains.ts";
import { DATA, DAYS, DAY_SETS, OPERATION_WORDS } from "./lang/en/summary.ts";
import type { Action, Condition, Home, Result, Trigger } from "./types.ts";

type Names = (ids: readonly string[], joiner?: string) => string;

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


/** "23:00:00" → "23:00"; seconds only when they are not zero. */
const clock = (hms: string) => hms.replace(/^(\d\d:\d\d):00$/, "$1");

/** "01:30:00" → "1 hour 30 minutes". */
export function duration(hms: string): string {
  const [h = 0, m = 0, s = 0] = hms.replace(/^[+-]/, "").split(":").map(Number);
  const unit = (n: number, word: string) => (n ? `${n} ${word}${n === 1 ? "" : "s"}` : "");
  return [unit(h, "hour"), unit(m, "minute"), unit(s, "second")].filter(Boolean).join(" ") || "0 seconds";
}

const list = (words: readonly string[], joiner = "and") =>
  words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} ${joiner} ${words.at(-1)}`;

function namer(home: Home): Names {
  const byId = new Map(home.entities.map((e) => [e.entity_id, e.name]));
  for (const s of home.services ?? []) byId.set(s.service, s.name ?? s.service);
  return (ids, joiner) => list(ids.map((id) => byId.get(id) ?? id), joiner);
}

const classOf = (home: Home, id: string) => home.entities.find((e) => e.entity_id === id)?.device_class ?? null;
const OPENINGS = new Set(["door", "window", "opening", "garage_door"]);

/** The words for an entity reaching a state, by what the entity is. */
function becomes(home: Home, ids: readonly string[], to: string | undefined, from: string | undefined): string {
  const id = ids[0] ?? "";
  const domain = id.split(".")[0];
  if (domain === "person") return to === "home" ? "comes home" : "leaves";
  const cls = classOf(home, id);
  if (cls === "motion" || cls === "occupancy" || cls === "presence") return to === "off" ? "detects no motion" : "detects motion";
  if (cls && OPENINGS.has(cls)) return to === "off" ? "closes" : "opens";
  const words: Record<string, string> = { on: "turns on", off: "turns off", open: "opens", closed: "closes", opening: "starts opening", closing: "starts closing" };
  if (to !== undefined) return words[to] ?? `becomes ${to.replace(/_/g, " ")}`;
  return `stops being ${String(from).replace(/_/g, " ")}`;
}

const bounds = (t: { above?: number; below?: number }) =>
  t.above !== undefined && t.below !== undefined ? `is between ${t.above} and ${t.below}` : t.above !== undefined ? `rises above ${t.above}` : `drops below ${t.below}`;
const held = (t: { for?: string }) => (t.for ? ` for ${duration(t.for)}` : "");

function trigger(t: Trigger, home: Home, names: Names): string {
  switch (t.trigger) {
    case "time":
      return `at ${clock(t.at)}`;
    case "sun":
      return t.offset ? `${duration(t.offset)} ${t.offset.startsWith("-") ? "before" : "after"} ${t.event}` : `at ${t.event}`;
    case "state":
      return `when ${names(t.entity_id, "or")} ${becomes(home, t.entity_id, t.to, t.from)}${held(t)}`;
    case "numeric_state":
      if (t.entity_id.length === 1 && t.entity_id[0] === "zone.home" && t.below === 1) return `when everyone has left${held(t)}`;
      return `when ${names(t.entity_id, "or")} ${bounds(t)}${held(t)}`;
    case "time_pattern": {
      const every = (v: string, unit: string) => (v === "*" ? `every ${unit}` : `every ${v.slice(1)} ${unit}s`);
      if (t.hours.startsWith("/")) return every(t.hours, "hour");
      if (t.minutes.startsWith("/") || t.minutes === "*") return every(t.minutes, "minute");
      if (t.seconds.startsWith("/") || t.seconds === "*") return every(t.seconds, "second");
      return `every hour at ${t.minutes} minutes past`;
    }
  }
}

function condition(c: Condition, home: Home, names: Names): string {
  switch (c.condition) {
    case "time": {
      const days = c.weekday ? (DAY_SETS[c.weekday.join(",")] ?? `on ${list(c.weekday.map((d) => DAYS[d] ?? d))}`) : "";
      const hours = c.after && c.before ? `between ${clock(c.after)} and ${clock(c.before)}` : c.after ? `after ${clock(c.after)}` : c.before ? `before ${clock(c.before)}` : "";
      return [hours, days].filter(Boolean).join(" ");
    }
    case "state":
      if (c.entity_id[0] === "sun.sun") return c.state === "below_horizon" ? "when it is dark" : "while the sun is up";
      if (c.entity_id.every((id) => id.startsWith("person."))) return `when ${names(c.entity_id)} ${c.entity_id.length > 1 ? "are" : "is"} ${c.state === "home" ? "home" : "away"}`;
      return `if ${names(c.entity_id)} ${c.entity_id.length > 1 ? "are" : "is"} ${c.state.replace(/_/g, " ")}`;
    case "numeric_state":
      if (c.entity_id[0] === "zone.home" && c.above === 0) return "when someone is home";
      return `if ${names(c.entity_id)} ${c.above !== undefined && c.below !== undefined ? `is between ${c.above} and ${c.below}` : c.above !== undefined ? `is above ${c.above}` : `is below ${c.below}`}`;
    case "sun": {
      // "Only 1 hour after sunset": the offset is part of what the person reviews.
      const side = (word: "after" | "before", event?: string, offset?: string) =>
        event && (offset ? `${word === "after" ? "from" : "until"} ${duration(offset)} ${offset.startsWith("-") ? "before" : "after"} ${event}` : `${word} ${event}`);
      return [side("after", c.after, c.after_offset), side("before", c.before, c.before_offset)].filter(Boolean).join(" and ");
    }
    case "trigger":
      return "";
  }
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
