/**
 * The shape of a language's words for the sensor a clause reads (lang/<code>/readings.ts, read by directive/readings.ts),
 * part of the Language shape (types.ts). Lists are words found whole, from which the stage builds each pattern once at
 * load; patterns are where the word order is the language's own.
 */
export interface ReadingWords {
  /** Words that may be a clause's whole subject and name nothing ("it", "they", "this", "one"). */
  pronouns: readonly string[];
  /** Verbs, adverbs and the article said around such a pronoun ("the", "it has still been"), dropped before it is read. */
  pronounFillers: readonly string[];
  /** Pronouns that stand for the devices the clause is about ("it", "their"): the earlier event's subject. */
  ownPronouns: readonly string[];
  /** A state held for a time ("for at least 10 minutes"): group 1 the number, group 2 its unit. */
  heldFor: RegExp;
  /** Every sensor of a kind said at once ("any of the door sensors", "all windows"). */
  anyOfKind: RegExp;
  /** "any" said of the sensors of the kind read, not of something else ("any motion", "anyone"). */
  anyOne: RegExp;
  /** Words that say outdoors, in a clause or in a sensor's name ("outside", "exterior"). */
  outdoors: readonly string[];
  /** Words that say outdoors only as a clause's last word ("below -5 out"). */
  outdoorsLast: readonly string[];
  /** The endings of a possessive, dropped from a sensor's name ("Tom's Temperature"). */
  possessive: readonly string[];
  /** By what is read ("leak"), the words of a sensor's name that say it reads something else ("Rain Sensor"). */
  notOf: Readonly<Record<string, readonly string[]>>;
}
