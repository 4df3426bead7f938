/**
 * The shape of a language's words for chains of clauses (lang/<code>/chain.ts, read by directive/chain.ts and
 * directive/clause-events.ts), part of the Language shape. Lists are words found whole; patterns are where the word
 * order is the language's own.
 */

/** Where a directive parts into clauses that each have a moment of their own ("on at sunset, off at 11"). */
export interface SplitWords {
  /** Where a second clause may start (global): ", and", " but", a bare "on"/"off" after a time. */
  separator: RegExp;
  /** A clause that starts another action on the same target, given the alternation of the order verbs. */
  starts: (branchVerbs: string) => RegExp;
  /** A level or a temperature, which holds digits but says no moment (global). */
  valueSaid: RegExp;
  /** Words that start a clause with its condition or event ("if", "when"), which is then no step's condition. */
  conditionFirst: readonly string[];
  /** A condition said last in a step ("… if Ginette is home"), to its end. */
  conditionOnly: RegExp;
  /** Words that give a clause a moment of its own: a time, the sun, an event, a condition; or a digit. */
  moment: RegExp;
  /** A step after an evening sun start that opens (which is the morning's). */
  opensAfterDusk: RegExp;
  /** Another device started at a bare hour after an evening start; the hour in group 1. */
  startedAtBareHour: RegExp;
  /** The other half of a morning start's pair ("… and off", "turn them on"). */
  pairsHalf: RegExp;
  /** A bare hour said before ("at 7", "at half past 7"): the hour in group 1, its minutes in group 2. */
  bareHour: RegExp;
  /** An evening end after it: pm hour and minutes (1, 2), midnight (3), or a 24-hour time (4, 5). */
  eveningEnd: RegExp;
  /** What comes before an end's keyword, taken off to quote the end. */
  beforeEndKeyword: RegExp;
  /** Words that say something goes off ("off", "out"). */
  goingOff: readonly string[];
}

/** How one clause's event reads beside its conditions (directive/clause-events.ts). */
export interface EventClauseWords {
  /** A word or two after "and" at the end of an event clause, no determiner before them; the words in group 1. */
  andTail: RegExp;
  /** An action or another event left inside the event, to its end. */
  stray: RegExp;
  /** A clause that says a change (an event). */
  eventive: RegExp;
  /** The verbs of a clause that says only a state. */
  stateVerbs: readonly string[];
  /** The verbs of a state, with their negations ("isn't"): a clause that may only narrow a moment. */
  stativeVerbs: readonly string[];
  /** A state said with a participle of change ("is opened"), which is an event. */
  passiveChange: RegExp;
  /** Who is home, a state ("someone is home", "Bob is away"), the whole clause. */
  present: RegExp;
  /** A device said after a state with "and", and no state of its own; the device in group 1. */
  deviceAfterState: RegExp;
  /** A device's state said of "it" ("it is still on"). */
  deviceIt: RegExp;
  /** A trailing "and", taken off to quote the condition. */
  trailingAnd: RegExp;
  /** A duration said ("for 10 minutes"). */
  forADuration: RegExp;
  /** A state held for a time ("for at least 10 minutes"), which is an event. */
  heldFor: RegExp;
  /** A clause that ends with "or": the moment's alternative. */
  orAtEnd: RegExp;
}

export interface ChainWords {
  split: SplitWords;
  events: EventClauseWords;
}
