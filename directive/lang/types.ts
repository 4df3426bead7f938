/**
 * The shape every language table has (directive/lang/<code>/). The stages read words only from a table of
 * this shape, so a second language is a second table, not a second compiler.
 */
import type { StepWords } from "./step-shape.ts";
import type { TitleWords } from "./title-shape.ts";
import type { ClauseWords } from "./clause-shape.ts";
import type { DeviceStates } from "./state-shape.ts";
import type { PresenceWords } from "./presence-shape.ts";
import type { InterleavedWords, StepConditions } from "./interleaved-shape.ts";
import type { ScheduleWordings } from "./schedule-shape.ts";
import type { OneAsPronoun } from "./number-shape.ts";
import type { TextWords } from "./text-shape.ts";
import type { Thresholds } from "./threshold-shape.ts";
import type { ChainWords } from "./chain-shape.ts";
import type { StepDetails } from "./step-detail-shape.ts";
import type { DomainTable, Operation } from "./domain-shape.ts";
import type { ReadingWords } from "./reading-shape.ts";
import type { ColourWords } from "./colour-shape.ts";
import type { BranchWords } from "./branch-shape.ts";
import type { PlanWords } from "./plan-shape.ts";
import type { TimeWords } from "./time-shape.ts";
import type { AlarmWords } from "./alarm-shape.ts";
import type { Lexicon } from "./lexicon-shape.ts";

export type { DomainTable, InterleavedWords, Lexicon, Operation, PresenceWords, StepConditions, StepWords, Thresholds, TitleWords };
/** A capability outside the alpha: the words that name it and how the refusal calls it. */
export interface Unsupported {
  words: readonly string[];
  what: string;
}

/** The verbs of the operations, by how they are said, and what undoes each. */
export interface Operations {
  phrasal: Partial<Record<Operation, readonly string[]>>;
  verbs: Partial<Record<Operation, readonly string[]>>;
  becomes: Partial<Record<Operation, readonly string[]>>;
  particles: Partial<Record<Operation, readonly string[]>>;
  setting: readonly string[];
  notify: readonly string[];
  inverse: Partial<Record<Operation | "level", Operation>>;
}

/** A wording and what it is rewritten to: a replacement string with $1…, or a function of the groups. */
export type Rewrite = readonly [RegExp, string | ((...groups: string[]) => string)];

/** Statements beside the order that ask nothing of the home (lang/<code>/remarks.ts, read by directive/remarks.ts). */
export interface Remarks {
  /** The last clause, in group 1. */
  after: RegExp;
  /** A reason before the order, in group 1; the match ends where the order starts. */
  before: RegExp;
  /** A purpose after the order: its keyword in group 1, the clause in group 2 ("… so nobody can look in", "… in case …"). */
  purpose: RegExp;
  /** The purpose's keyword that says a precaution ("in case"): done anyway, never only then. */
  precaution: RegExp;
  /** A moment on the clock or the sun, which a precaution is said beside. */
  timed: RegExp;
  /** A clause that says what should not happen ("it does not turn on the garage light"). */
  negated: RegExp;
  /** A clause said as a statement (a subject, then a verb). */
  statement: RegExp;
  /** Words no remark holds: a condition, an order, a second clause. */
  asks: RegExp;
  /** Words that say when: in a remark only beside an order that says its own time or event. */
  times: RegExp;
}

export interface Language {
  code: string;
  /** An automation's parts said in order ("trigger: …; action: …"), read before a title is looked for. */
  automationParts: readonly Rewrite[];
  /** Signs, units and contractions in one spelling, applied while the text is normalized. */
  spellings: readonly Rewrite[];
  /** Wordings rewritten into the ones the grammar reads, in order (directive/phrases.ts). */
  rewrites: readonly Rewrite[];
  /** A time limit said for some days only ("not before 7am on weekends"): refused, see rewrites.ts. */
  someDaysOnly: RegExp;
  /** A body whose subject is a pronoun for the title's devices; group 1 the state (directive/compile.ts). */
  titleSubject: RegExp;
  /** "The coffee maker turns on the kitchen lights": one device said to switch another, read while the verb's person still shows. */
  linkedSubject: readonly Rewrite[];
  remarks: Remarks;
  /** Wordings no stage reads though their words are known ("don't set …", "the first time"), refused by name (lang/<code>/unread.ts). */
  unread: readonly RegExp[];
  thresholds: Thresholds;
  /** A duration written as a clock ("for 10:00"), refused as ambiguous (directive/phrases.ts). */
  clockDuration: RegExp;
  /** Devices picked by their state ("the lights that are on"), refused (directive/phrases.ts); group 0 is what to name. */
  onlyThose: RegExp;
  domains: readonly DomainTable[];
  unsupported: readonly Unsupported[];
  lexicon: Lexicon;
  operations: Operations;
  /** Every verb that starts an order, derived from `operations` (lang/<code>/operations.ts). */
  orderVerbs: readonly string[];
  /** Colour names HA's color_name takes, named whites with their kelvin, and the words around a colour (lang/<code>/colours.ts). */
  colours: ColourWords;
  /** Number words: units and tens add up, scales multiply; `point` says the decimals; one said for a device. */
  numbers: { units: Record<string, number>; tens: Record<string, number>; scales: Record<string, number>; point: string; oneAsPronoun: OneAsPronoun };
  steps: StepWords;
  /** What cuts a directive into its actions, its event and its conditions (lang/<code>/clauses.ts). */
  clauses: ClauseWords;
  /** Motion, appliances, things open or closed, switched or heating, as said (lang/<code>/device-states.ts). */
  deviceStates: DeviceStates;
  titles: TitleWords;
  presence: PresenceWords;
  /** Where a directive parts into clauses with moments of their own, and how one clause's event reads (lang/<code>/chain.ts). */
  chain: ChainWords;
  interleaved: InterleavedWords;
  /** Amounts and clock times said in words around their digits ("an hour and a half", "half past six"), in order (directive/numbers.ts). */
  numberPhrases: readonly Rewrite[];
  /** Repeats, the sun, clock times, days and parts of the day: what says when (lang/<code>/schedule-wordings.ts). */
  schedule: ScheduleWordings;
  /** Words normalizing reads: a verb's person, "2h", "&", a statement in brackets (lang/<code>/text-words.ts). */
  text: TextWords;
  /** Values, timing and notifications said beside an action's verb (lang/<code>/step-values.ts, notices.ts). */
  stepDetails: StepDetails;
  /** The sensor a clause reads: its pronouns, "for 10 minutes", "any of the sensors", outdoors (lang/<code>/readings.ts). */
  readings: ReadingWords;
  /** Days, states and bounds said once for clauses with moments of their own (lang/<code>/branches.ts). */
  branches: BranchWords;
  /** Where an action part parts into steps, and the words around a step's verb (lang/<code>/plan.ts). */
  plan: PlanWords;
  /** Clock times, durations and sets of days as said (lang/<code>/time.ts). */
  time: TimeWords;
  /** What alarms sense and when they clear, as said (lang/<code>/alarms.ts). */
  alarms: AlarmWords;
}
