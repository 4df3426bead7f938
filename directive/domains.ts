/**
 * The vocabulary of the domains the compiler operates, one table per domain: the nouns that name its
 * devices (with the device classes each means), its services per operation, the states it reports and
 * the words for them, and how it reads in a summary. kinds.ts and actions.ts derive their lists from
 * these tables; adding a domain is one table here plus its cases in a fixture.
 */
export type Operation = "on" | "off" | "toggle" | "open" | "close" | "stop";

export interface DomainTable {
  domain: string;
  /** Stemmed nouns, each with the device classes it means; null: any device of the domain. */
  nouns: Record<string, readonly string[] | null>;
  /** A plug-in device: a switch whose name holds this word counts as one of these (SCHEMA §4.6). */
  plugIn?: string;
  services: Partial<Record<Operation, string>>;
  /** The states a trigger or condition may name, and the words people use for each. */
  states: Record<string, readonly string[]>;
  /** How the domain reads in a sentence about what is supported. */
  summary: string;
}

const ON_OFF = { on: ["on", "switched on", "turned on"], off: ["off", "switched off", "turned off"] };

export const DOMAINS: readonly DomainTable[] = [
  {
    domain: "cover",
    nouns: { shutter: ["shutter"], blind: ["blind"], shade: ["shade"], curtain: ["curtain"], awning: ["awning"], cover: null },
    // Turning a cover on opens it, as Home Assistant's homeassistant.turn_on does.
    services: { on: "cover.open_cover", off: "cover.close_cover", toggle: "cover.toggle", open: "cover.open_cover", close: "cover.close_cover", stop: "cover.stop_cover" },
    states: { open: ["open", "opened"], closed: ["closed", "shut"], opening: ["opening"], closing: ["closing"] },
    summary: "shutters and blinds",
  },
  {
    domain: "light",
    nouns: { light: null, lighting: null, bulb: null },
    services: { on: "light.turn_on", off: "light.turn_off", toggle: "light.toggle" },
    states: ON_OFF,
    summary: "lights",
  },
  {
    domain: "switch",
    nouns: { plug: null, socket: null, outlet: null, switch: null },
    services: { on: "switch.turn_on", off: "switch.turn_off", toggle: "switch.toggle" },
    states: ON_OFF,
    summary: "switches",
  },
  {
    domain: "fan",
    nouns: { fan: null },
    plugIn: "fan",
    services: { on: "fan.turn_on", off: "fan.turn_off", toggle: "fan.toggle" },
    states: ON_OFF,
    summary: "fans",
  },
  {
    domain: "scene",
    nouns: { scene: null },
    services: { on: "scene.turn_on" },
    states: {},
    summary: "scenes",
  },
  {
    domain: "climate",
    nouns: { thermostat: null, heating: null, heater: null, climate: null, radiator: null, hvac: null, ac: null, aircon: null, conditioning: null, conditioner: null },
    services: { on: "climate.turn_on", off: "climate.turn_off" },
    states: { heat: ["heating"], cool: ["cooling"], dry: ["drying"], idle: ["idle"], off: ["off"] },
    summary: "thermostats",
  },
];

/** The service for an operation on a domain, if the domain has one. */
export const serviceFor = (op: Operation, domain: string): string | undefined => DOMAINS.find((d) => d.domain === domain)?.services[op];

/** The domains HA's actions reach; everything else (sensors, persons) can only be read. */
export const ACTUATED: ReadonlySet<string> = new Set(DOMAINS.map((d) => d.domain));

export const SUPPORTED = `${DOMAINS.map((d) => d.summary).join(", ")}, sensors and notifications`;
