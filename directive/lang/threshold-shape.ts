/**
 * The shape of a language's threshold words (lang/<code>/thresholds.ts, read by directive/thresholds.ts), part of the
 * Language shape (types.ts). Lists are words or phrases found whole; the stage builds each pattern once at load.
 */

/** The units a threshold may be said in that the stage converts or checks against the sensor's own unit. */
export type SaidUnit = "watts" | "celsius" | "fahrenheit" | "mph" | "kmh" | "cm" | "mm" | "kwh" | "volts" | "mps" | "euros" | "cents" | "kroner" | "pence" | "dollars";

/** Wordings of a reading past a number, above and below it, and the words around the number. */
export interface Thresholds {
  above: readonly string[];
  below: readonly string[];
  /** Words of a sensor's name that only say what it measures ("Pool Water Temperature", "Wind Speed"). */
  measures: readonly string[];
  /** The words that say each unit ("watts", "degrees celsius"), whole. */
  units: Readonly<Record<SaidUnit, readonly string[]>>;
  /** Words after the number that only say its unit, left out of the subject; a longer one first ("degrees celsius"). */
  numberUnits: readonly string[];
  /** Words that say a comparison does not hold, right before its wording ("is not above", "no longer below"). */
  negations: readonly string[];
  /** Verbs between a negation and the wording ("never goes over"). */
  movements: readonly string[];
  /** How long a reading must hold ("for more than 10 minutes"), no threshold: the lead, then words before the number. */
  held: { leads: readonly string[]; qualifiers: readonly string[] };
  /** Another event said before the number ("there is motion under 30 lux"), which is not the reading's subject. */
  otherEvents: readonly string[];
  /** A number past another reading ("10 above the living room"), which a threshold cannot say. */
  relative: RegExp;
  /** A state said before the reading and joined to it ("heating off and …"): another clause, which the reading must not swallow. */
  joinedState: RegExp;
  /**
   * One reading against another ("colder than the snug temperature"): the word of comparison, words before the other
   * reading, the readings it may name, and the comparatives said with it before no number.
   */
  twoReadings: { than: string; determiners: readonly string[]; readings: readonly string[]; comparatives: readonly string[] };
  /** Pronouns for a sensor said before ("… and off when it falls below 75"). */
  pronouns: readonly string[];
}
