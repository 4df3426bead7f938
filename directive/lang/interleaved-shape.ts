/**
 * The shape of a language's words for steps said beside different moments or with conditions of their own
 * (lang/<code>/interleaved.ts, read by directive/interleaved.ts), part of the Language shape.
 */

/** A condition said of one step of several; each pattern is built around where an order starts (the stage's verbs). */
export interface StepConditions {
  /** A state said of a later step, before its verb: the state in group 1, the step in group 2, 3 or 4. */
  stated: RegExp;
  /** A later step with its own state after it ("…, and the porch light too if it's dark"): the step in group 1, the state in 2. */
  thenStated: RegExp;
  /** A later step after a wait, then a state: the step in group 1, the state in group 2. */
  waited: RegExp;
  /** The same with the wait said first ("then after an hour turn it off if …"). */
  waitFirst: RegExp;
  /** A state said after one step and before the next: the steps in groups 1 and 3, the state in group 2. */
  between: RegExp;
  /** A state said last, of the step after its own comma: the step in group 1, the state in group 2. */
  last: RegExp;
}

export interface InterleavedWords {
  /** A moment a directive says: a clock time, the sun's, an offset from it (global: every one is found). */
  moment: RegExp;
  /** A step said without its verb: a particle or a level, not "on weekdays". */
  stepWithoutVerb: RegExp;
  /** Words that only say which days (global: taken out to see what else is said). */
  daysSaid: RegExp;
  /** A device said after "and" at the start of a stretch of words: a step of its own. */
  deviceAfterAnd: RegExp;
  /** A stretch that ends with a joint ("and", "then", a comma), so what follows it is one more step. */
  joinedAtEnd: RegExp;
  /** How often, said with no time ("every evening", "daily"). */
  recurring: RegExp;
  /** What gives a step its own moment, so that it is its own clause and can hold its own condition. */
  ownMoment: RegExp;
  /** An order to tell someone, whose notice of what was done holds with the step before it. */
  telling: RegExp;
  /** Words a clause with a reading starts with ("if", "when"): each step with its own reading is a branch. */
  readingStarts: readonly string[];
  /** Words that add a step to those before it ("too", "as well"). */
  alsoWords: readonly string[];
  /** Words of the moment or condition a directive opens with, before the comma that ends it ("when …,", "at …,"). */
  openingWords: readonly string[];
  /** Two states denied together ("unless A and B"): the states in group 1. */
  deniedBoth: RegExp;
  /** Nouns that end the subject of "… turns on …" when it is a rule, not a device ("the app", "the schedule"). */
  ruleNouns: readonly string[];
  /** A reading said past a number ("is above 25"): a step with its own reading is a branch, not a condition of one step. */
  pastANumber: RegExp;
  /** One device said to switch another with a time or state of its own; the subject in group 1, 2 or 3 (lang/<code>/linked.ts). */
  linkedAt: RegExp;
  /** The conditions said of one step, built once around the source of the stage's pattern where an order starts. */
  stepConditions: (actionStart: string) => StepConditions;
}
