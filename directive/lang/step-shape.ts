/** The shape of a language's step words (lang/<code>/step-words.ts), part of the Language shape (types.ts). */
/** The words of one action phrase that are not its targets (lang/<code>/step-words.ts, read by directive/steps.ts). */
export interface StepWords {
  /** Level idioms ("halfway", "full brightness") with the level they give, and "stop" said of a cover; tried before the verbs. */
  idioms: readonly (readonly [RegExp, "level" | "stop", number?])[];
  /** Asking politely ("can you", "please"), taken out before the step is read. */
  polite: RegExp;
  /** Words around the verb and the value that name no target ("set", "turn", "brightness", "to"). */
  noise: RegExp;
  /** An amount said without a number ("slightly", "a bit"), refused. */
  vague: RegExp;
  /** A number said as a reading's threshold ("over 24"), not a value to set. */
  threshold: RegExp;
  /** A change by a number ("by 2", "2 degrees warmer"), which no call makes. */
  changeBy: RegExp;
  /** A verb that turns a value up or down, which with degrees and no "to" is a change. */
  turned: RegExp;
  /** The words for an air conditioner, whose "on" is its cooling mode. */
  airConditioner: RegExp;
  /** A particle said last with no verb before it ("kitchen spotlights on"), which closes its step (directive/plan.ts). */
  particleLast: RegExp;
  /** A word standing for the object ("it", "that"): a step without one says no object at all ("… then off again"). */
  objectWord: RegExp;
}
