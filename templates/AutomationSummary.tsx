import { Fragment } from "react";

/** A canonical compiler result (/work/shared/directives/SCHEMA.md), only the parts a summary reads. */
export type DirectiveResult =
  | { kind: "automation"; triggers: Part[]; conditions: Part[]; actions: Part[] }
  | { kind: "action"; actions: Part[] };

/** One trigger, condition or action: the schema's keys, loosely typed (the compiler owns the strict types). */
export type Part = Record<string, unknown> & { entity_id?: string[] };

type Phrase = (part: Part) => string;

const titleCase = (words: string) => words.replace(/\b\w/g, (c) => c.toUpperCase());

/** `cover.living_room_shutter` reads as "Living Room Shutter": the demo has no friendly names to hand. */
const entityName = (id: string) => titleCase((id.split(".")[1] ?? id).replace(/_/g, " "));
const names = (ids: unknown) => (Array.isArray(ids) ? ids.map(String).map(entityName).join(", ") : "");

/** "07:30:00" → "7:30"; "00:05:00" as a duration → "5 min". */
const clock = (hms: unknown) => String(hms).replace(/^0?(\d+:\d\d):00$/, "$1");
function duration(hms: unknown): string {
  const [h = 0, m = 0, s = 0] = String(hms).replace("-", "").split(":").map(Number);
  return [h && `${h} h`, m && `${m} min`, s && `${s} s`].filter(Boolean).join(" ") || "0 s";
}
const forPart = (part: Part) => (part.for ? ` for ${duration(part.for)}` : "");
const bounds = (part: Part) =>
  [part.above !== undefined && `above ${part.above}`, part.below !== undefined && `below ${part.below}`].filter(Boolean).join(" and ");

const stateWords: Record<string, string> = {
  on: "turns on", off: "turns off", home: "comes home", not_home: "leaves", open: "opens", closed: "closes",
};
const weekdaySets: Record<string, string> = { "mon,tue,wed,thu,fri": "weekdays", "sat,sun": "weekends" };

const triggers: Record<string, Phrase> = {
  time: (t) => `at ${clock(t.at)}`,
  sun: (t) => (t.offset ? `${duration(t.offset)} ${String(t.offset).startsWith("-") ? "before" : "after"} ${t.event}` : String(t.event)),
  state: (t) => `${names(t.entity_id)} ${t.to !== undefined ? (stateWords[String(t.to)] ?? `becomes ${t.to}`) : `leaves ${t.from}`}${forPart(t)}`,
  numeric_state: (t) => `${names(t.entity_id)} ${bounds(t)}${forPart(t)}`,
  time_pattern: (t) => `every ${[t.hours, t.minutes].map(String).find((v) => v.startsWith("/"))?.slice(1) ?? ""} ${String(t.minutes).startsWith("/") ? "min" : "h"}`,
};

const conditions: Record<string, Phrase> = {
  time: (c) =>
    [
      Array.isArray(c.weekday) && (weekdaySets[c.weekday.join(",")] ?? c.weekday.map((d) => titleCase(String(d))).join(", ")),
      c.after && c.before ? `${clock(c.after)}–${clock(c.before)}` : c.after ? `after ${clock(c.after)}` : c.before && `before ${clock(c.before)}`,
    ].filter(Boolean).join(", "),
  state: (c) =>
    c.entity_id?.[0] === "sun.sun" ? (c.state === "below_horizon" ? "after dark" : "while the sun is up") : `${names(c.entity_id)} is ${String(c.state).replace("_", " ")}`,
  numeric_state: (c) => `${names(c.entity_id)} ${bounds(c)}`,
  sun: (c) => [c.after && `after ${c.after}`, c.before && `before ${c.before}`].filter(Boolean).join(" and "),
};

const verbs: Record<string, string> = {
  turn_on: "turn on", turn_off: "turn off", toggle: "toggle", open_cover: "open", close_cover: "close", stop_cover: "stop",
  set_cover_position: "set", set_temperature: "set", set_hvac_mode: "set",
};
/** The data an action carries, as the words that end its phrase. */
const dataWords: Record<string, (value: unknown) => string> = {
  brightness_pct: (v) => ` to ${v}%`, position: (v) => ` to ${v}% open`, temperature: (v) => ` to ${v} °C`, hvac_mode: (v) => ` to ${v}`,
};

function action(part: Part): string {
  if (part.delay) return `wait ${duration(part.delay)}`;
  const service = String(part.action ?? "").split(".")[1] ?? "";
  const target = (part.target ?? {}) as { entity_id?: string[] };
  const data = Object.entries((part.data ?? {}) as Record<string, unknown>).map(([key, value]) => dataWords[key]?.(value) ?? "");
  return `${verbs[service] ?? service.replace(/_/g, " ")} ${names(target.entity_id)}${data.join("")}`;
}

const phrase = (table: Record<string, Phrase>, key: string) => (part: Part) => table[String(part[key])]?.(part) ?? String(part[key]);

/** Renders a compiled directive compactly: "When sunset · Only if weekdays · Do close Living Room Shutter". */
export function AutomationSummary({ result }: { result: DirectiveResult }) {
  const rows: [string, string][] =
    result.kind === "action"
      ? [["Do now", result.actions.map(action).join(", then ")]]
      : [
          ["When", result.triggers.map(phrase(triggers, "trigger")).join(" or ")],
          ["Only if", result.conditions.map(phrase(conditions, "condition")).join(" and ")],
          ["Do", result.actions.map(action).join(", then ")],
        ];
  return (
    <dl className="automation">
      {rows
        .filter(([, text]) => text)
        .map(([term, text]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{text}</dd>
          </Fragment>
        ))}
    </dl>
  );
}
