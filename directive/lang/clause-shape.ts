/**
 * The shape of a language's clause words (lang/<code>/clauses.ts, read by directive/clauses.ts), part of the Language
 * shape: what cuts a directive into its actions, its event and its conditions. Lists are words found whole; patterns
 * are where the word order is the language's own.
 */
export interface ClauseWords {
  /** Words that open an event clause ("when", "as soon as"), in the order they are tried; the one said is kept. */
  eventKeywords: readonly string[];
  /** An order said after another with "and" or "then", given the pattern where an order starts; the match ends there. */
  thenAction: (actionStart: string) => RegExp;
  /** A condition said as one ("but only if …", "as long as …"), anywhere; group 1 the condition, up to a comma. */
  onlyIf: RegExp;
  /** Where an event or condition clause splits into two ("the door opens and nobody is home"). */
  split: RegExp;
  /** What comes before an event keyword ends with "or": the event is another trigger ("… at dusk or if …"). */
  orBefore: RegExp;
  /** What comes before an event keyword ends with "and" or "or": the event is joined to a moment said before. */
  joinedBefore: RegExp;
  /** An event's verb with its particle and nothing after ("lights turn on"). */
  verbParticle: RegExp;
  /** After a comma, another event said with "or when …": the event goes on. */
  orAnotherEvent: RegExp;
  /** A comma before "or", dropped from an event (global). */
  commaBeforeOr: RegExp;
  /** Where a condition starts inside an event clause ("… there is motion if the door is open"). */
  innerCondition: RegExp;
  /** A condition at the end of the actions ("… if they are on"); group 1 the condition. */
  trailingCondition: RegExp;
  /** A tail that starts with a condition ("if …", "but only while …"). */
  conditionStart: RegExp;
  /** The same, with the rest in group 1. */
  conditionAfter: RegExp;
  /** An event's subject that is plural and determined ("the bifold doors "), its last word in group 1. */
  pluralSubject: RegExp;
  /** A verb right after a word, which makes that word a noun ("power is under 5 W"). */
  verbAfterNoun: RegExp;
  /** A piece of a clause that says something happens or is: a verb, or a motion said by its word. */
  clauseVerb: RegExp;
  /** The word that joins two pieces of one clause ("Richard and Lucy"), written back when they are joined. */
  and: string;
}
