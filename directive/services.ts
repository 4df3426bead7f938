/**
 * The services the compiler can write (SCHEMA v2 §3), as one table that readers of its output share:
 * the dashboard card writes or runs nothing outside it. Derived from the domain tables (domains.ts),
 * plus the services actions.ts and notify.ts name beside them; tests/card/vocabulary.test.ts compiles
 * the directive sets and fails when the compiler writes a service missing here.
 */
import { DOMAINS } from "./domains.ts";

/** Services with data, named in actions.ts and notify.ts, and the data keys each takes. */
const WITH_DATA: Record<string, readonly string[]> = {
  "light.turn_on": ["brightness_pct", "brightness_step_pct", "color_name", "color_temp_kelvin"],
  "fan.set_percentage": ["percentage"],
  "cover.set_cover_position": ["position"],
  "climate.set_temperature": ["temperature"],
  "climate.set_hvac_mode": ["hvac_mode"],
  "persistent_notification.create": ["message", "title"],
};

/** Every service the compiler writes, each with the data keys it may carry ([] for none). */
export const SERVICES: Readonly<Record<string, readonly string[]>> = Object.fromEntries([
  ...DOMAINS.flatMap((table) => Object.values(table.services).map((service) => [service, WITH_DATA[service] ?? []] as const)),
  ...Object.entries(WITH_DATA),
]);

/** A notify service's data keys: the compiler writes one per service the home lists (SCHEMA §3.3), with no target. */
export const NOTIFY_DATA: readonly string[] = ["message", "title"];
