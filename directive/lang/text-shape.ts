/**
 * The shape of a language's words that normalizing reads (lang/<code>/text-words.ts, read by directive/text.ts), part
 * of the Language shape (types.ts). Lists are words found whole, from which text.ts builds each pattern once at load.
 */

/** A wording and the one spelling it is written in ("$1" and the like for its groups). */
export type Respelling = readonly [RegExp, string];

export interface TextWords {
  /** A verb in the third person ("an automation that turns …"), written in its base form. */
  thirdPerson: Respelling;
  /** Words before a named moment with its clock time in brackets ("at lights-out (23:00)"). */
  momentLeads: readonly string[];
  /** Words a moment's name never holds: other times and what joins them ("at dusk till bedtime (23:15)" is two times). */
  notInMoment: readonly string[];
  /** The halves of the day after a clock time ("7pm"), each also said with dots ("7 p.m."). */
  meridiem: readonly string[];
  /** A plural's possessive ("the Boys' light"), written as the plural. */
  pluralPossessive: Respelling;
  /** A plural written with its maybe ("your garage door(s)"), written as the plural. */
  pluralMaybe: Respelling;
  /** Hours said by a letter ("2h"): the letter, the word it means, and words before a clock time written so ("at 8h", "8h to 10h"). */
  /** "19h": clockLeads make it a clock time, as do lateLeads before an hour past noon ("after 22h"); else a duration. */
  hours: { letter: string; word: string; clockLeads: readonly string[]; lateLeads: readonly string[]; ranges: readonly string[] };
  /** Words that say both and either, written for "&", "+" and "/". */
  and: string;
  or: string;
  /** Words a statement in brackets starts with ("(we tend to move …)"): a clause of its own. */
  statementStarts: readonly string[];
  /** What opens a condition said in brackets at the end ("(when it's dark)"), and the parts of day that may lead it. */
  conditionStarts: readonly string[];
  bracketedDayParts: readonly string[];
  /** How the bracketed part of day is said in the sentence ("evening" → "in the evening"). */
  dayPartSaid: (part: string) => string;
  /** Phrases said in one word ("each and every"), in order. */
  oneWord: readonly (readonly [string, string])[];
  /** Moments of the sun, after which "+" is an offset ("sunset + 30 min"), not "and". */
  sunWords: readonly string[];
  /** One form per word for matching names: plurals and a few verb endings folded. */
  stem: (word: string) => string;
}
