/**
 * The shape of a language's words for reading an action part into steps (lang/<code>/plan.ts, read by
 * directive/plan.ts), part of the Language shape.
 */

export interface PlanWords {
  /** Where one step ends and the next starts (", and then", " as well as", " plus "). */
  splitActions: RegExp;
  /** A part that is only a connective left over from the split ("then"). */
  connective: RegExp;
  /** The words between two steps that say the second starts once the first is done ("then"), at their end. */
  sequenced: RegExp;
  /**
   * "Turn the entry and porch lights off": the particle said after the targets, never a mode ("on heat"); the verb in
   * group 1, the targets in group 2, the particle in group 3.
   */
  particleLast: RegExp;
  /** Targets that hold a value ("to 40 %"), which a particle after them does not close. */
  valueInTargets: RegExp;
  /** What follows a step closed by its particle: another step (", …", " and …"). */
  nextStep: RegExp;
  /** Both states said for one moment ("on or off"). */
  bothStates: RegExp;
  /** The word that joins a notification's recipients ("Richard and Lucy"). */
  and: string;
  /** Nouns of things a state "open" may be said of as well as an order to open them ("door", "gate"). */
  opensOnlyWhenTold: RegExp;
  /** An order to open said as one ("open the …", "… up"). */
  openOrder: RegExp;
  /** Words around a scene's name said with no verb ("it's bed time", "time for …"), taken out (global). */
  sceneFraming: RegExp;
  /** A word before its object ("feed the cat"): the word in group 1, which may be a verb the language does not know. */
  verbBeforeObject: RegExp;
  /** Articles, taken out of a part that continues the step before (global). */
  articles: RegExp;
  /** A part that starts with a word other than an article or a quantifier, then more words ("make dinner"). */
  wordFirst: RegExp;
}
