/**
 * SCHEMA v2's shape, checked: every key known, every value of its type, no null, no empty target. The
 * compiler returns nothing that fails it (compile.ts), and the card checks an answer from the server
 * with it before anything is written into a home.
 */
// The domain tables, not domains.ts (which brings the whole language table): the card bundles this module.
import { DOMAINS } from "./lang/en/domains.ts";
import { SERVICES } from "./services.ts";

type Check = (value: unknown, at: string) => string | null;

const typed = (type: "number" | "string"): Check => (v, at) => (typeof v === type && (type === "string" ? v !== "" : Number.isFinite(v)) ? null : `${at} must be a ${type}`);

/** What a service call may carry: a target, and the data keys it needs or may have (services.ts, the domain tables). */
function serviceShape(service: string): { target: boolean; required: Record<string, Check>; optional: Record<string, Check> } | null {
  if (/^notify\.[a-z0-9_]+$/.test(service) || service === "persistent_notification.create") return { target: false, required: { message: typed("string") }, optional: { title: typed("string") } };
  if (!SERVICES[service]) return null;
  const spec = DOMAINS.flatMap((d) => Object.entries(d.data ?? {})).find(([name]) => name === service)?.[1];
  const needs = new Set(spec?.needs ?? []);
  const keys = Object.entries(spec?.keys ?? {}).map(([k, t]) => [k, typed(t)] as const);
  return { target: true, required: Object.fromEntries(keys.filter(([k]) => needs.has(k))), optional: Object.fromEntries(keys.filter(([k]) => !needs.has(k))) };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const HMS = /^\d{2}:[0-5]\d:[0-5]\d$/;
const ENTITY = /^[a-z_]+\.[a-z0-9_]+$/;
const str: Check = (v, at) => (typeof v === "string" && v.length > 0 ? null : `${at} must be a non-empty string`);
const num: Check = (v, at) => (typeof v === "number" && Number.isFinite(v) ? null : `${at} must be a number`);
const hms: Check = (v, at) => (typeof v === "string" && HMS.test(v) ? null : `${at} must be HH:MM:SS`);
const offset: Check = (v, at) => (typeof v === "string" && /^[+-]\d{2}:[0-5]\d:[0-5]\d$/.test(v) ? null : `${at} must be ±HH:MM:SS`);
const oneOf = (...allowed: string[]): Check => (v, at) => (allowed.includes(v as string) ? null : `${at} must be one of ${allowed.join(", ")}`);
const ids: Check = (v, at) =>
  Array.isArray(v) && v.length > 0 && v.every((id) => typeof id === "string" && ENTITY.test(id)) ? null : `${at} must be a non-empty list of entity ids`;
const days: Check = (v, at) =>
  Array.isArray(v) && v.length > 0 && v.every((d) => ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].includes(d)) ? null : `${at} must list weekdays`;

/** Keys each form may have; `?` marks an optional key. */
function shape(value: unknown, at: string, keys: Record<string, Check>, optional: Record<string, Check> = {}): string | null {
  if (!isObject(value)) return `${at} must be an object`;
  for (const key of Object.keys(value)) if (!(key in keys) && !(key in optional)) return `${at} has an unknown key "${key}"`;
  for (const [key, check] of Object.entries(keys)) if (!(key in value)) return `${at} needs "${key}"`; else { const p = check(value[key], `${at}.${key}`); if (p) return p; }
  for (const [key, check] of Object.entries(optional)) if (key in value) { const p = check(value[key], `${at}.${key}`); if (p) return p; }
  return null;
}

const TRIGGERS: Record<string, [Record<string, Check>, Record<string, Check>]> = {
  time: [{ at: hms }, {}],
  sun: [{ event: oneOf("sunrise", "sunset") }, { offset }],
  state: [{ entity_id: ids }, { from: str, to: str, for: hms }],
  numeric_state: [{ entity_id: ids }, { above: num, below: num, for: hms }],
  time_pattern: [{ hours: str, minutes: str, seconds: str }, {}],
};
const CONDITIONS: Record<string, [Record<string, Check>, Record<string, Check>]> = {
  time: [{}, { after: hms, before: hms, weekday: days }],
  state: [{ entity_id: ids, state: str }, {}],
  numeric_state: [{ entity_id: ids }, { above: num, below: num }],
  sun: [{}, { after: oneOf("sunrise", "sunset"), before: oneOf("sunrise", "sunset"), after_offset: offset, before_offset: offset }],
  trigger: [{ id: str }, {}],
};

function tagged(table: typeof TRIGGERS, tag: string, value: unknown, at: string, extra: Record<string, Check> = {}): string | null {
  if (!isObject(value) || typeof value[tag] !== "string" || !(value[tag] as string in table)) return `${at}.${tag} is not one of ${Object.keys(table).join(", ")}`;
  const [keys, optional] = table[value[tag] as string]!;
  const p = shape(value, at, { [tag]: str, ...keys }, { ...optional, ...extra });
  if (p) return p;
  if ((value[tag] === "numeric_state") && !("above" in value) && !("below" in value)) return `${at} needs above or below`;
  if (tag === "condition" && value.condition === "time" && Object.keys(value).length < 2) return `${at} needs after, before or weekday`;
  return null;
}

const list = (check: Check, min = 0): Check => (v, at) => {
  if (!Array.isArray(v) || v.length < min) return `${at} must be a list${min ? " with an item" : ""}`;
  for (const [i, item] of v.entries()) { const p = check(item, `${at}[${i}]`); if (p) return p; }
  return null;
};
const trigger: Check = (v, at) => tagged(TRIGGERS, "trigger", v, at, { id: str });
const condition: Check = (v, at) => tagged(CONDITIONS, "condition", v, at);

/** A service call: its data keys are the ones the compiler writes for that service. */
const call: Check = (v, at) => {
  if (!isObject(v)) return `${at} must be an object`;
  if ("delay" in v) return shape(v, at, { delay: hms });
  if ("choose" in v) return shape(v, at, { choose: list((o, a) => shape(o, a, { conditions: list(condition, 1), sequence: list(call, 1) }), 1) });
  const service = typeof v.action === "string" ? v.action : "";
  const data = serviceShape(service);
  if (!data) return `${at}.action "${service}" is not a service HomeDirective writes`;
  const payload: Check = (d, a) => shape(d, a, data.required, data.optional);
  return data.target ? shape(v, at, { action: str, target: (t, a) => shape(t, a, { entity_id: ids }) }, { data: payload }) : shape(v, at, { action: str, data: payload });
};

/** What Home Assistant renders as a template in a string ({{ … }}, {% … %}, {# … #}): never written into a home. */
export const TEMPLATE = /\{\{|\{%|\{#/;

/** What is wrong with a result, as one phrase naming the place, or null when it has SCHEMA v2's shape. */
export function resultProblem(result: unknown): string | null {
  if (!isObject(result)) return "the result must be an object";
  if (result.kind === "error") return shape(result, "result", { kind: str, reason: oneOf("unknown_entity", "unsupported", "ambiguous"), message: str });
  if (result.kind === "action") return shape(result, "result", { kind: str, actions: list(call, 1) });
  if (result.kind === "automation") return shape(result, "result", { kind: str, triggers: list(trigger, 1), conditions: list(condition), actions: list(call, 1) });
  return "result.kind must be action, automation or error";
}
