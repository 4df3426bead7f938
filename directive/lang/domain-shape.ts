/** The shape of one device domain in a language table (lang/types.ts): its nouns, verbs, services and states. */
export type Operation = "on" | "off" | "toggle" | "open" | "close" | "stop";

/** One device domain the compiler operates: its nouns, verbs, services, states and how it reads. */
export interface DomainTable {
  domain: string;
  /** Stemmed nouns, each with the device classes it means; null: any device of the domain. */
  nouns: Record<string, readonly string[] | null>;
  /** A plug-in device: a switch whose name holds this word counts as one of these (SCHEMA §4.6). */
  plugIn?: string;
  /**
   * Which devices run exactly while they are on, so "starts" and "stops" are on and off: all of the domain's, or those
   * whose names hold one of these words (a pump, an extractor).
   */
  runs?: "all" | readonly string[];
  /** Nouns that say which mode a device must have: "the cellar heater" is no unit that only cools (HA's hvac_modes). */
  modes?: Record<string, string>;
  services: Partial<Record<Operation, string>>;
  /** Services that take data: the keys each takes and their types, which it needs, and what undoes it. */
  data?: Record<string, { keys: Record<string, "number" | "string">; needs?: readonly string[]; undo?: Operation }>;
  /** The states a trigger or condition may name, and the words people use for each. */
  states: Record<string, readonly string[]>;
  /** How the domain reads in a sentence about what is supported. */
  summary: string;
}
