/**
 * The shape of a language's lexicon (lang/<code>/lexicon.ts), part of `Language` (lang/types.ts): every word the
 * grammar reads, by the role it plays. A word of a directive that is in none of these and in no name of the home
 * was not understood: the result is a refusal naming it (coverage.ts).
 */
export interface Lexicon {
  /** Words that carry nothing an automation does: articles, politeness, adverbs of manner. */
  filler: readonly string[];
  /** Words the rules read: verbs, particles, connectives, states, events, quantities and times. */
  grammar: Record<string, readonly string[]>;
  /** Whole phrases that change nothing an automation does ("to save energy"), taken out before counting. */
  purposes: readonly RegExp[];
  /**
   * Everyday words one slip from a word of a home's names ("heading" from a Reading Lamp, "living" from a Lighting
   * strip): never corrected towards it. (An -ing word is never corrected towards a word of the language; towards a
   * name it may be, since "dinning" is the Dining Table's.)
   */
  plain: readonly string[];
  /**
   * Words of events and states a title may say, grouped by what they mean ("done", "finished", "finishes"): a title's
   * word is said again by the body when the body says a word of its group (directive/title-coverage.ts).
   */
  titleEvents: readonly (readonly string[])[];
  /** Title event words a body may tell by a reading ("Washer done:" … "when the washer power stays under 5 W"). */
  toldByReading: readonly string[];
  /** Phrases that name the same device ("washing machine", "washer"): one stands for another the home uses. */
  synonyms: readonly (readonly string[])[];
}
