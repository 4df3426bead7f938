/**
 * The shape of a language's words for what an action step says beside its verb (lang/<code>/step-values.ts and
 * lang/<code>/notices.ts, read by directive/step-values.ts and directive/notify.ts), part of the Language shape: a
 * number and its unit, a mode, its timing, and who a notification goes to. Lists are words or phrases found whole;
 * patterns are where the word order is the language's own.
 */

/** The scale a temperature is said in. */
export type Scale = "celsius" | "fahrenheit";

export interface ValueWords {
  /** The word of a percentage and the word of a temperature, as the stage's units name them. */
  percent: string;
  degrees: string;
  /** The words of a scale, after the degrees, and which scale each says. */
  scales: Record<string, Scale>;
  /** Words before a value ("to", "at", "by"); `by` of them says a step. */
  valueBefore: readonly string[];
  by: string;
  /** Words before a setpoint ("to", "at"); the first is written before a bare number said after a mode. */
  setpointBefore: readonly string[];
  /** Words of a duration, a short duration and light after a number, which then is no value of the step. */
  timeUnits: readonly string[];
  shortTimeUnits: readonly string[];
  lightUnits: readonly string[];
  /** Words after a number that make it a time of day. */
  meridiem: readonly string[];
  /** HVAC modes, spaces where HA writes underscores; the word that may follow ("mode") and the words before one. */
  hvacModes: readonly string[];
  mode: string;
  modeBefore: readonly string[];
  /** How long a step holds ("for 10 minutes"), and how long it waits before ("5 minutes later", "in 5 minutes"). */
  hold: RegExp;
  later: RegExp;
  /** The words of `later` that count down from now ("in 5 minutes"). */
  countdown: readonly string[];
  /** Particles of a step up or down ("turn it up by 20 %"), and a verb that steps ("increase", "turn … up"). */
  particles: readonly string[];
  stepVerb: RegExp;
  /** Verbs that start a step: one between two values says they are two steps. */
  joining: readonly string[];
  /** Verbs that may mean "to" or "by" a percentage when neither is said. */
  toOrBy: readonly string[];
  /** Words that say a step down, and a step up. */
  down: readonly string[];
  up: readonly string[];
}

/** Who a notification goes to and what it says (directive/notify.ts). */
export interface NotifyWords {
  /** The verb that notifies only with a message's noun after it ("send me a text"). */
  send: string;
  /** A verb that notifies with the listener between ("let us know"). */
  letKnow: RegExp;
  /** A message's nouns, after which "to" and no order says who it goes to; a reminder's; the word before ("push"). */
  nouns: readonly string[];
  reminders: readonly string[];
  push: string;
  /** Articles before a message's noun, and the word that says who it goes to ("to"). */
  articles: readonly string[];
  to: string;
  /** Words after a message's "to" that start the message, not name who gets it ("say"), beside the order verbs. */
  say: readonly string[];
  /** Words before a message ("that", "saying"), and those that end who it goes to ("about"). */
  says: readonly string[];
  recipientsEnd: readonly string[];
  /** Words after which "to" names whom something is passed on to, never the message ("say it to Katrin"). */
  passedOn: readonly string[];
  /** A message's verb and its message, up to the condition after it: what a scan for devices skips. */
  message: RegExp;
  /** Words about the delivery, not who gets it ("a notification", "on my phone"). */
  delivery: RegExp;
  /** Words after "to" that say the delivery, not the message ("to receive", "to my phone", "to me"). */
  notSaid: readonly string[];
  possessives: readonly string[];
  phones: readonly string[];
  listeners: readonly string[];
  /** Words of a condition after the message, "except"/"but" before one, and "at" a time. */
  conditions: readonly string[];
  excepting: readonly string[];
  at: string;
  /** A condition said before the message, up to its comma ("when …, notify me"). */
  leadingCondition: readonly string[];
  /** Words for everyone with a phone (stemmed by the stage), and the words that join names. */
  everyone: readonly string[];
  joiners: readonly string[];
  /** Kin the home cannot tell who they are ("the kids", "mum"). */
  kin: readonly string[];
  /** A notify service that is no phone (a tablet, a watch), by its name. */
  notPhone: RegExp;
  /** Words that ask for a message, which a directive that sends none lost. */
  asked: readonly string[];
}

export interface StepDetails {
  values: ValueWords;
  notify: NotifyWords;
}
