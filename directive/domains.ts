/** What the stages derive from the language's domain tables: services, the operated domains, the supported list. */
import { en } from "./lang/en/index.ts";
import type { Operation } from "./lang/types.ts";

export type { DomainTable, Operation } from "./lang/types.ts";
export const DOMAINS = en.domains;

/** The service for an operation on a domain, if the domain has one. */
export const serviceFor = (op: Operation, domain: string): string | undefined => DOMAINS.find((d) => d.domain === domain)?.services[op];

/** The domains HA's actions reach; everything else (sensors, persons) can only be read. */
export const ACTUATED: ReadonlySet<string> = new Set(DOMAINS.map((d) => d.domain));

export const SUPPORTED = `${DOMAINS.map((d) => d.summary).join(", ")}, sensors and notifications`;

/** Every service the compiler can write on a device, from the tables: the ones without data and the ones with. */
export const SERVICES: ReadonlySet<string> = new Set(DOMAINS.flatMap((d) => [...Object.values(d.services), ...Object.keys(d.data ?? {})]));

type Check = (value: unknown, at: string) => string | null;
const typed = (type: "number" | "string"): Check => (v, at) => (typeof v === type && (type === "string" ? v !== "" : Number.isFinite(v)) ? null : `${at} must be a ${type}`);
const MESSAGE = { target: false, required: { message: typed("string") }, optional: { title: typed("string") } };

/** What a service call may carry, for the schema check: a target, and the data keys it needs or may have. */
export function serviceShape(service: string): { target: boolean; required: Record<string, Check>; optional: Record<string, Check> } | null {
  if (/^notify\.[a-z0-9_]+$/.test(service) || service === "persistent_notification.create") return MESSAGE;
  if (!SERVICES.has(service)) return null;
  const spec = DOMAINS.flatMap((d) => Object.entries(d.data ?? {})).find(([name]) => name === service)?.[1];
  const keys = Object.entries(spec?.keys ?? {}).map(([k, t]) => [k, typed(t)] as const);
  const needs = new Set(spec?.needs ?? []);
  return { target: true, required: Object.fromEntries(keys.filter(([k]) => needs.has(k))), optional: Object.fromEntries(keys.filter(([k]) => !needs.has(k))) };
}
