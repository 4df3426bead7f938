import { DOMAINS } from "./domains.ts";
import { en } from "./lang/en/index.ts";
import type { Entity } from "./types.ts";

/** A kind of device named by a general noun: its domain and, for covers and sensors, device classes. */
export interface Kind {
  domains: readonly string[];
  classes?: readonly string[];
  /** A word the name must hold in these domains: a plug-in fan is a switch named "… Fan" (SCHEMA §4.6). */
  named?: Record<string, string>;
  /** A mode a thermostat must have to be one ("heat" for a heater), when the home lists its modes. */
  mode?: string;
}

/**
 * General English nouns for kinds of device (stemmed), from the domain tables, plus the read-only
 * sensors a directive may name as a target it cannot operate. Names in a home never appear here.
 */
export const KIND_WORDS: Record<string, Kind> = {
  ...Object.fromEntries(
    DOMAINS.flatMap((d) =>
      Object.entries(d.nouns).map(([noun, classes]) => {
        const plugIn = DOMAINS.find((p) => p.plugIn === noun);
        const kind: Kind = plugIn ? { domains: [d.domain, "switch"], named: { switch: noun } } : { domains: [d.domain], ...(classes ? { classes } : {}) };
        return [noun, d.modes?.[noun] ? { ...kind, mode: d.modes[noun] } : kind];
      }),
    ),
  ),
  window: { domains: ["binary_sensor"], classes: ["window"] },
};

/** "all the heating": a system said whole, though "the floor heating" names its sort. */
export const SYSTEM_NOUNS = new Set(["heating"]);

/** "the lighting", "the hvac": a whole system, never a sort of its devices. */
const MASS_NOUNS = new Set(["lighting", "hvac", "conditioning"]);

/**
 * Nouns naming one sort of a domain's devices ("radiator", "bulb", "socket"), not the whole domain ("thermostat",
 * "light", "switch"): where some of the home's devices carry the noun in their names, it means those ones.
 */
export const NARROW_NOUNS = new Set(
  DOMAINS.flatMap((d) => Object.entries(d.nouns).filter(([noun, classes], i) => i > 0 && classes === null && noun !== d.domain && !MASS_NOUNS.has(noun)).map(([noun]) => noun)),
);

/** Nouns that are also words of device names ("desk lamp", "office fan"): tried as a name first. */
export const SOFT_KINDS: Record<string, Kind> = {
  lamp: { domains: ["light"] },
  door: { domains: ["binary_sensor", "cover"], classes: ["door", "garage", "gate"] },
};

/** Nouns that end a device's name and say what it is: "Deck Door Blind" is a blind, "Front Door Lock" a lock. */
const HEADS = new Set([...Object.keys(KIND_WORDS), ...Object.keys(SOFT_KINDS), ...en.unsupported.flatMap((u) => u.words)]);

/**
 * Whether a name holding the noun said ends in another thing's noun, so the noun only says which one ("the deck door"
 * is not the Deck Door Blind; "any door" is no Front Door Lock). `name` is the name's stemmed words.
 */
export const headedOtherwise = (name: string[], noun: string) => name.at(-1) !== noun && HEADS.has(name.at(-1) ?? "") && !(name.at(-2) === noun && POWERING.has(name.at(-1)!));
/** "Desk Lamp Plug": a plug's or socket's name says what it powers, so "the desk lamp" is that plug. */
const POWERING = new Set(Object.keys(DOMAINS.find((d) => d.domain === "switch")?.nouns ?? {}));

/** What a sensor measures, by the words a directive uses for it. */
export const MEASURES: [RegExp, Kind][] = [
  // Power first: "the heat pump power drops below 300 W" names a power sensor ("heat" in a device's name is no measure).
  [/\b(?:power|consumption|consuming|generating|producing|drawing|draws|watts)\b/, { domains: ["sensor"], classes: ["power"] }],
  [/\b(?:temperature|temp|warm|warmer|hot|hotter|cold|colder|cool|cooler|degrees|freezing|heat(?! pump))\b/, { domains: ["sensor"], classes: ["temperature"] }],
  // A soil moisture sensor reports a percentage as a humidity sensor does (HA device class "moisture").
  [/\b(?:humidity|humid|damp|moisture)\b/, { domains: ["sensor"], classes: ["humidity", "moisture"] }],
  [/\b(?:illuminance|illumination|lux|light level|brightness|bright|brighter|dark|darker|daylight level)\b/, { domains: ["sensor"], classes: ["illuminance"] }],
  [/\b(?:carbon dioxide|ppm)\b/, { domains: ["sensor"], classes: ["carbon_dioxide"] }],
  [/\b(?:wind speed|wind|gusts?|kmh|mph|mps)\b/, { domains: ["sensor"], classes: ["wind_speed"] }],
];

/** Binary sensors by the event words a directive uses. */
export const SENSES: Record<string, Kind> = {
  motion: { domains: ["binary_sensor"], classes: ["motion", "occupancy", "presence"] },
  door: { domains: ["binary_sensor", "cover"], classes: ["door", "garage", "gate", "garage_door"] },
  window: { domains: ["binary_sensor"], classes: ["window"] },
  smoke: { domains: ["binary_sensor"], classes: ["smoke"] },
  leak: { domains: ["binary_sensor"], classes: ["moisture"] },
  gas: { domains: ["binary_sensor"], classes: ["gas"] },
  // "carbon monoxide" ("carbon" alone is the dioxide's word too).
  monoxide: { domains: ["binary_sensor"], classes: ["carbon_monoxide"] },
};

export const isKind = (entity: Entity, kind: Kind) =>
  kind.domains.includes(entity.domain) &&
  (!kind.mode || entity.domain !== "climate" || !entity.hvac_modes || entity.hvac_modes.includes(kind.mode) || entity.hvac_modes.includes("heat_cool")) &&
  (!kind.classes || entity.domain === "light" || entity.domain === "climate" || kind.classes.includes(entity.device_class ?? "")) &&
  (!kind.named?.[entity.domain] || entity.name.toLowerCase().includes(kind.named[entity.domain]!));

/** What can be open or closed: a cover, or a door or window contact. */
export const OPENABLE: Kind[] = [{ domains: ["cover"] }, { domains: ["binary_sensor"], classes: ["door", "window", "garage_door", "opening", "gate"] }];
export const canOpen = (e: Entity) => OPENABLE.some((kind) => isKind(e, kind));

export { ACTUATED, SUPPORTED } from "./domains.ts";

/** Words of the alpha's unsupported capabilities, for the refusal that names what is supported. */
export const UNSUPPORTED: [RegExp, string][] = en.unsupported.map((u) => [new RegExp(`\\b(?:${u.words.join("|")})\\b`), u.what]);
/** Any of those words: one scan tells that most directives name none. */
export const ANY_UNSUPPORTED = new RegExp(`\\b(?:${en.unsupported.flatMap((u) => u.words).join("|")})\\b`);

/** Every noun that names a kind of device or what a sensor senses ("door", "motion", "sensor"). */
export const DEVICE_NOUNS = new Set([...Object.keys(SENSES), ...Object.keys(KIND_WORDS), ...Object.keys(SOFT_KINDS), "sensor"]);
