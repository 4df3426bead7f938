/**
 * The shape of a language's colour words (lang/<code>/colours.ts, read by directive/colours.ts), part of the Language
 * shape (types.ts). Lists are words found whole, which the stage makes patterns of once at load; the kelvin pattern
 * is the table's own, as its word order is the language's.
 */
export interface ColourWords {
  /** CSS colour names HA's color_name takes, as the scorer writes them (lower case, no spaces). */
  names: readonly string[];
  /** Spellings the scorer folds into one (SCHEMA §5). */
  same: Readonly<Record<string, string>>;
  /** Named whites with their kelvin ("warm white"). */
  whites: readonly (readonly [string, number])[];
  /** First words of colour names that are also said apart ("light green" for lightgreen). */
  shades: readonly string[];
  /** Words before a colour ("in", "to"). */
  before: readonly string[];
  /** Device nouns after which a shade said apart is the colour ("the lamp light blue"), not a word of the name. */
  devices: readonly string[];
  /** The word a colour may be followed by ("colour", "color"). */
  colourWord: readonly string[];
  /** A colour temperature: the number in group 1 when its unit is said ("2700 K"), in group 2 after the words ("colour temperature to 2700"). */
  kelvin: RegExp;
  /** The units of a colour temperature ("k", "kelvin"). */
  kelvinUnits: readonly string[];
}
