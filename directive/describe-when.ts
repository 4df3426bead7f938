/**
 * When a result runs, in plain language (describe.ts): its triggers ("at sunset", "when Front Door opens for 5 minutes")
 * and its conditions ("between 22:00 and 06:00 on weekdays", "while the sun is up").
 */
import { DAYS, DAY_SETS } from "./lang/en/summary.ts";
import type { Condition, Home, Trigger } from "./types.ts";

/** The home's names for entity ids, listed with "and" or the joiner given. */
export type Names = (ids: readonly string[], joiner?: string) => string;

/** "23:00:00" → "23:00"; seconds only when they are not zero. */
const clock = (hms: string) => hms.replace(/^(\d\d:\d\d):00$/, "$1");

/** "01:30:00" → "1 hour 30 minutes". */
export function duration(hms: string): string {
  const [h = 0, m = 0, s = 0] = hms.replace(/^[+-]/, "").split(":").map(Number);
  const unit = (n: number, word: string) => (n ? `${n} ${word}${n === 1 ? "" : "s"}` : "");
  return [unit(h, "hour"), unit(m, "minute"), unit(s, "second")].filter(Boolean).join(" ") || "0 seconds";
}

export const list = (words: readonly string[], joiner = "and") =>
  words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} ${joiner} ${words.at(-1)}`;

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

export function trigger(t: Trigger, home: Home, names: Names): string {
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

export function condition(c: Condition, home: Home, names: Names): string {
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
