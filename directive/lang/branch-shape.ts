/**
 * The shape of a language's words for directives whose clauses have moments of their own (lang/<code>/branches.ts,
 * read by directive/branches.ts), part of the Language shape. Patterns are the language's own word order; those that
 * must stop before an order take the stage's alternation of order verbs (`actionStart`).
 */

/** A wording and the text it is rewritten to. */
type Respelling = readonly [RegExp, string];

export interface BranchWords {
  /** Days named anywhere ("weekdays", "monday"). */
  anyDay: RegExp;
  /** Days said last of the whole directive ("…, weekdays only"), with what sets them off. */
  daysLast: RegExp;
  /** Days said first of the whole directive ("on weekdays, …"), with what sets them off. */
  daysFirst: RegExp;
  /** A clause that says every day ("daily", "every night"). */
  everyDay: RegExp;
  /**
   * A state or a part of the day said first ("if someone is home, …", "at night, …"): the state after a condition word
   * in group 1, a state said with "when" in group 2, the part of the day in group 3.
   */
  stateFirst: RegExp;
  /** The state said first, said again as the condition said last with "only" (", only if someone is home"). */
  stateLast: (first: RegExpExecArray) => string;
  /** A bound said last that postpones a moment ("… later after 7"). */
  postponedLast: RegExp;
  /** A bound on the clock said last with "only" ("only after sunset", "before 7 only"). */
  momentOnly: RegExp;
  /** A condition, a bound or a window said last of the whole directive, to its end. */
  onlyAfter: RegExp;
  /** Words that give a clause a moment: a time, the sun, an event; or a digit. */
  saysWhen: RegExp;
  /** Words said at the end after ", and" with no verb ("…, and the fountain"); the words in group 1. */
  tooSaid: RegExp;
  /** Words that give those words a verb or a moment of their own. */
  tooOwn: RegExp;
  /** Days said last after their own comma, or with "only" or "except", not before an order of their own. */
  daysSetOff: (actionStart: string) => RegExp;
  /** Contractions said in full, as the normalized text says them ("isn't" -> "is not", "Emma's home" -> "Emma is home"). */
  contractions: readonly Respelling[];
  /** A state said inside the last clause (no comma, no "only"), or in a sentence of its own, to the end. */
  ownCondition: RegExp;
  /** Days said before the last clause's order ("…, and on weekends turn it off …"). */
  daysLead: (actionStart: string) => RegExp;
  /** Where one clause ends and the next starts (", and then", " and ", ". "). */
  clauseBreak: RegExp;
  /** A clause that says a moment (a digit or the sun). */
  clauseMoment: RegExp;
  /** A clause that starts with when it runs and then its order ("on weekdays open them at 8"). */
  verbAfterWhen: (actionStart: string) => RegExp;
}
