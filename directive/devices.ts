/**
 * How many devices a home holds, as a plan counts them: the API refuses a home over its plan's limit
 * with this number, and the card shows "N of M devices exposed" with the same one.
 */

/** Persons, zones and the sun are Home Assistant's own, not devices a plan counts. */
const NOT_DEVICES: ReadonlySet<string> = new Set(["person", "zone", "sun"]);

/** An entity as the API and the card both hold it: a domain, else the one its id starts with. */
interface Counted {
  entity_id: string;
  domain?: string;
}

export const devicesIn = (home: { entities: readonly Counted[] }): number =>
  home.entities.filter((e) => !NOT_DEVICES.has(e.domain ?? e.entity_id.split(".")[0]!)).length;
