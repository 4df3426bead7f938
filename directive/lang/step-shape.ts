/**
 * The shape of a language's step words (lang/<code>/step-words.ts, read by directive/steps.ts), part of the Language
 * shape (types.ts): the words of one action phrase that are not its targets. Lists are words found whole, which the
 * stage makes patterns of once at load; patterns are where the word order is the language's own.
 */
import type { Respelling } from "./text-shape.ts";

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
  /** Verbs a level idiom may hold ("open the curtains halfway"): its step is then a level of its own, not the previous step's. */
  idiomVerbs: readonly string[];
  /** A moment said by what someone does ("after I finish my coffee"), which no home can see; to the end of the phrase. */
  someoneDoes: RegExp;
  /** A fan's own numbered step ("speed 3"), which a percentage would only guess. */
  fanSpeed: RegExp;
  /** Two verbs with their particles in one phrase ("turn on the light turn off after 20 mins"): two steps said as one. */
  twoVerbs: RegExp;
  /** Stopping a car's charging, written as its charger off. */
  stopCharging: Respelling;
  /** Verbs that step a level up or down ("dim", "increase"), which need a level said with them or by a later step. */
  stepVerbs: readonly string[];
  /** Words that say a temperature ("temp", "setpoint"): a bare number with them is degrees. */
  temperature: readonly string[];
  /** Words before the value a step sets ("to 21", "at 50 %"); without them a number may be a change or a share closed. */
  valueTo: readonly string[];
  /** Verbs said with "on" or "off" ("turn", "switch"): "turn on the aircon to 23 degrees" also switches it on. */
  switchVerbs: readonly string[];
  /** Verbs that set a value beside the step verbs ("set", "bring"): a value said with one is no verbless step. */
  settingVerbs: readonly string[];
  /** Words that ask about light ("dim the bedroom", "light up the lounge", "light the porch"). */
  aboutLight: RegExp;
  /** Words after a particle that place the device rather than end the step ("the string lights on the porch"). */
  placing: readonly string[];
  /** Idioms of turning on beside the operation table's verbs ("switch to the reading scene", "light the porch"). */
  onIdioms: RegExp;
  /** A device noun with its plural, as a pattern ("lights?", "switch(?:es)?"), for a particle said after it. */
  plural: (noun: string) => string;
}
