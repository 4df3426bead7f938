/** What the stages derive from the language's domain tables: services, the operated domains, the supported list. */
import { en } from "./lang/en/index.ts";
import type { Operation } from "./lang/types.ts";

export type { DomainTable, Operation } from "./lang/types.ts";
export const DOMAINS = en.domains;

/** The service for an operation on a domain, if the domain has one. */
export const serviceFor = (op: Operation, domain: string): string | undefined => DOMAINS.find((d) => d.domain === domain)?.services[op];

/** The domains HA's actions reach; everything else (sensors, persons) can only be read. */
export const ACTUATED: ReadonlySet<string> = new Set(DOMAINS.map((d) => d.domain));

/** The domains a trigger or condition may read besides those: SCHEMA v2's sensors, persons, zones and the sun. */
export const READ: ReadonlySet<string> = new Set([...ACTUATED, "binary_sensor", "sensor", "person", "zone", "sun"]);

export const SUPPORTED = `${DOMAINS.map((d) => d.summary).join(", ")}, sensors and notifications`;


const RUNNING = new Map(DOMAINS.map((d) => [d.domain, d.runs === "all" ? /(?:)/ : d.runs ? new RegExp(`\\b(?:${d.runs.join("|")})s?\\b`, "i") : null]));
/** A device that runs exactly while it is on: a fan, or a switch named as a pump or an extractor. */
export const runsWhileOn = (e: { domain: string; name: string }): boolean => RUNNING.get(e.domain)?.test(e.name) ?? false;
