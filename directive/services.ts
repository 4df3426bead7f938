/**
 * The services the compiler can write (SCHEMA v2 §3), as one table that readers of its output share:
 * the dashboard card writes or runs nothing outside it. Derived from the language's domain tables (the
 * services of each operation, and the services that take data with their keys); tests/card/vocabulary.test.ts
 * compiles the directive sets and fails when the compiler writes a service missing here.
 */
// The domain tables themselves, not domains.ts: that reads them through the English language table
// (lang/en/index.ts), which would bring the lexicon, numbers and colours into the card's bundle (~3 KB gzip).
import { DOMAINS } from "./lang/en/domains.ts";

/** A notification's data keys: the compiler writes one per service the home lists (SCHEMA §3.3), with no target. */
export const NOTIFY_DATA: readonly string[] = ["message", "title"];

/** Every service the compiler writes, each with the data keys it may carry ([] for none). */
export const SERVICES: Readonly<Record<string, readonly string[]>> = Object.fromEntries([
  ...DOMAINS.flatMap((table) => Object.values(table.services).map((service) => [service, []] as const)),
  ...DOMAINS.flatMap((table) => Object.entries(table.data ?? {}).map(([service, spec]) => [service, Object.keys(spec.keys)] as const)),
  ["persistent_notification.create", NOTIFY_DATA],
]);
