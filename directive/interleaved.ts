/**
 * Stage "interleaved", after a directive is read whole: readings that would run something other than what was said.
 * An automation that runs every step at every moment is what the person said only when the moments are said together
 * ("at 7am and at sunset, …"). When a step sits between two moments ("dim the lamp at 9pm, the hall light off at
 * 11pm") and the branch splitter did not part them (branches.ts), each step has its own moment, and running all of them
 * at both would be another automation: refused. So are an automation that undoes its own trigger beside clock moments,
 * and "every evening" said with no time (never "now"). Read from the words before that: a state said of one later step
 * alone, and two states denied together, which an automation's conditions cannot hold.
 */
import { refuseUnkept } from "./unkept.ts";
import { DAY } from "./lang/en/clock.ts";
import { EVENT_MARK } from "./lang/en/happenings.ts";
import { LINKED_AT } from "./lang/en/linked.ts";
import { PAST_A_NUMBER } from "./lang/en/thresholds.ts";
import { en } from "./lang/en/index.ts";
import { type Result, Refusal } from "./types.ts";
import { ACTION_START } from "./verbs.ts";

/** A moment a directive says: a clock time, the sun's, an offset from it. */
const MOMENT = /\b(?:(?:at|by) \d{1,2}(?::\d{2})?(?:am|pm)?(?![\d.:%]| ?(?:percent|degrees)\b)|at (?:sunset|sunrise|dusk|dawn|noon|midnight)|\d+ (?:minutes?|hours?) (?:before|after) (?:sunset|sunrise|dusk|dawn)|(?:before|after) (?:sunset|sunrise|dusk|dawn))\b/g;
/** A step said without its verb: a particle or a level, not "on weekdays". */
const STEP = new RegExp(String.raw`\b(?:on|off|up|down)\b(?!\s+(?:weekdays?|weekends?|workdays?|${DAY}|the|every)\b)|\b\d+(?:\.\d+)? ?(?:percent|degrees)\b`);

const DAYS_SAID = new RegExp(String.raw`\b(?:on|every|each|day|daily|nightly|only|weekdays?|weekends?|${DAY}s?)\b`, "g");
/** A stretch of words between moments that says a step: a verb, a particle or a level, or a device said after "and". */
const holdsStep = (words: string) => ACTION_START.test(words) || STEP.test(words) || /^\s*(?:,\s*)?(?:and\s+)?(?:then\s+)?(?:the|my|our|all)\s/.test(words);

export function refuseInterleaved(text: string, result: Result): void {
  if (result.kind !== "automation" || result.triggers.length < 2) return;
  const steps = result.actions.filter((a) => !("delay" in a));
  if (steps.length < 2 || steps.some((a) => "choose" in a)) return;
  const moments = [...text.matchAll(MOMENT)];
  if (new Set(moments.map((m) => m[0])).size < 2) return;
  // The words before the first moment, between each two, and after the last.
  const cuts = [0, ...moments.flatMap((m) => [m.index, m.index + m[0].length]), text.length];
  const stretches = cuts.flatMap((at, i) => (i % 2 === 0 ? [text.slice(at, cuts[i + 1])] : []));
  // "at 9pm the blanket on and at 9:30 goodnight scene": words after the last moment, joined by "and", are a step too.
  const [beforeLast, last] = [stretches.at(-2) ?? "", stretches.at(-1) ?? ""];
  const trailing = !holdsStep(last) && /(?:\band|\bthen|,)\s*$/.test(beforeLast) && /\p{L}{3,}/u.test(last.replace(DAYS_SAID, " "));
  if (stretches.filter(holdsStep).length + (trailing ? 1 : 0) >= 2) {
    throw new Refusal("ambiguous", `“${text}” says steps beside different moments, and HomeDirective could not tell which step goes with which; say each step with its own moment (“turn on … at 7, and turn off … at 9”).`);
  }
}

/** The call that at once leaves each state a trigger waits for. */
const UNDOES: Record<string, RegExp> = { closed: /^cover\.open_cover$/, open: /^cover\.close_cover$/, on: /\.turn_off$/, off: /\.turn_on$/ };

/**
 * "Velux blind closed at 9pm, open at 8am" read as "when the blind closes, open it": an automation that undoes, on the
 * same device and at once, the change that starts it fights the person; it is refused, never written.
 */
export function refuseSelfUndo(result: Result): void {
  // Only beside moments of the clock: "turn the fan back on if someone turns it off" means what it says.
  if (result.kind !== "automation" || !result.triggers.some((t) => t.trigger === "time" || t.trigger === "sun")) return;
  const calls = result.actions.flatMap((a) => ("choose" in a ? a.choose.flatMap((o) => o.sequence) : [a]));
  for (const t of result.triggers) {
    if (t.trigger !== "state" || t.for || !t.to || !UNDOES[t.to]) continue;
    const undone = calls.find((a) => "action" in a && UNDOES[t.to!]!.test(a.action) && "target" in a && a.target?.entity_id.some((id) => t.entity_id.includes(id)));
    if (undone) throw new Refusal("ambiguous", `HomeDirective read “${text(t.entity_id)} ${t.to}” as the event that starts it, and the automation would undo it at once; say the steps with verbs (“close … at 9pm, open it at 8am”).`);
  }
}

const text = (ids: string[]) => ids.map((id) => id.split(".")[1]!.replace(/_/g, " ")).join(", ");

const RECURRING = /\b(?:(?:every|each) (?:day|night|evening|morning|afternoon|weekday|weekend|week)s?|daily|nightly|at night|tonight|on (?:weekdays|weekends))\b/;

/** "Turn on the porch light every evening": how often, said with no time or event, is never "now". */
export function refuseUntimed(text: string, result: Result): void {
  const often = result.kind === "action" ? RECURRING.exec(text) : null;
  if (often) throw new Refusal("ambiguous", `“${often[0]}” says how often but not when; give a time (“at 7pm”, “at sunset”).`);
}

/** Hours or days said of a later step alone, between commas: "…, and, on weekdays, start …", "and, after 10pm, turn …". */
const HOURS_OR_DAYS = String.raw`(?:on (?:weekdays|weekends|${DAY}(?:(?:,| and| or) ${DAY})*)|(?:except|but not|not) (?:on )?[^,.]+|(?:after|before) (?:\d{1,2}(?::\d{2})?(?: ?[ap]m)?|sunset|sunrise|dark|dusk|dawn)|between [^,.]+ and [^,.]+|at night|during the (?:day|night)|in the (?:morning|evening|afternoon))(?=,|\s+(?:also\s+)?(?:${ACTION_START.source}))`;
/** A state said of a later step, before its verb: ", and if it's dark turn on …", ". If nobody is home, close …". */
const STEP_CONDITION = new RegExp(String.raw`(?:,\s*(?:and|but|then)(?:\s+then)?,?\s+|\.\s+|;\s*|\s+and(?:\s+then)?,?\s*|\s+then,?\s+)((?:only )?(?:if|unless|as long as|when|whenever|while|provided(?: that)?|assuming(?: that)?) (?![^,.]*\b(?:${EVENT_MARK})\b)[^,.]*\b(?:is|are|isn't|aren't|'s|'re)\b[^,.]*?|(?:only )?${HOURS_OR_DAYS})(?:,?\s+((?:${ACTION_START.source})\s+[^,.]+)|,\s*((?:also |then )?(?:the|my|our|all|her|his|their) [^,.]+)|\s+((?:the|my|our|all|her|his|their) [^,.]+?\s(?:too|as well)))(?=[,.;!]|$)`);
/** A later step with its own state after it: "…, and the porch light too if it's dark", "also the porch light if it's dark". */
const STEP_THEN_CONDITION = /(?:,\s*(?:and\s+)?(?:also\s+)?|\s+and\s+(?:also\s+)?|;\s*(?:also\s+)?)((?:the|my|our|all|her|his|their) [^,.]+?)\s+(?:too|as well|also)?\s*((?:but\s+)?(?:only\s+)?(?:if|unless|when|as long as) [^,.]*\b(?:is|are|isn't|aren't|'s|'re)\b[^,.]*)$/;
/** A later step after a wait, then a state: "…, then turn it off after 5 minutes unless Bob is home". */
const WAITED_CONDITION = new RegExp(String.raw`(?:,|\band\b|\bthen\b)\s+(?:then\s+)?((?:${ACTION_START.source})(?:(?!\band\b)[^,.])*?\b(?:after (?:about |around |roughly )?(?:\d+(?:\.\d+)?|an?|one|half an?) (?:seconds?|minutes?|mins?|hours?|hrs?)|\d+ (?:seconds?|minutes?|mins?|hours?) later))\b,?\s+((?:but\s+)?(?:(?:only|not|except)\s+)?(?:if|unless|as long as)\s[^,.]*)`);
/** The same with the wait said first: "…, then after an hour turn it off if Bob isn't home". */
const WAIT_FIRST_CONDITION = new RegExp(String.raw`(?:,|\band\b|\bthen\b)\s+(?:then\s+)?((?:after (?:about |around |roughly )?(?:\d+(?:\.\d+)?|an?|one|half an?) (?:seconds?|minutes?|mins?|hours?|hrs?)|\d+ (?:seconds?|minutes?|mins?|hours?) later),?\s+(?:${ACTION_START.source})(?:(?!\band\b)[^,.])*?)\s*,?\s+((?:but\s+)?(?:(?:only|not|except)\s+)?(?:if|unless|as long as)\s[^,.]*)`);
/** A state said after one step and before the next: "close the shutter if it is above 25, and turn on the fan". */
const CONDITION_BETWEEN = new RegExp(String.raw`((?:${ACTION_START.source})\s[^,.]*?)\s+((?:only )?(?:if|unless|as long as|while|provided(?: that)?) [^,.]*\b(?:is|are|isn't|aren't|'s|'re)\b[^,.]*),\s*(?:and|then|and then)\s+((?:${ACTION_START.source})\s[^,.]+)`);
/** A state said last, of the step after its own comma: "turn the jug on, and put the heat pump on heat if it's cold". */
const CONDITION_LAST = new RegExp(String.raw`,\s*(?:and|then|and then)\s+((?:${ACTION_START.source})\s[^,.]*?)\s+((?:only )?(?:if|unless|as long as|while|provided(?: that)?) [^,.]*\b(?:is|are|isn't|aren't|'s|'re)\b[^,.]*)$`);
/** What gives a step its own moment, so that it is its own clause and can hold its own condition. */
const OWN_MOMENT = /\b(?:at|when|whenever|once|after|before|every|until|sunset|sunrise|dusk|dawn|noon|midnight)\b|\d ?(?:am|pm)\b|\d[:.]\d\d\b|\d ?(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)\b/;

/** A reading past a number: "is above 25", "is under 60 %". */
const READING = PAST_A_NUMBER;
/** "…, and tell Urska": an order to tell someone, whose notice of what was done holds with it. */
const TELLING = new RegExp(`^(?:${en.operations.notify.join("|")}|let)\\b`);
/** "When the humidity is over 75 %, start the fan, and when it is under 60 % stop it": each step its own reading, branches. */
const pairedReadings = (said: string, condition: string) => READING.test(condition) && /^(?:if|when|whenever)\b/.test(said) && READING.test(said.slice(0, ACTION_START.exec(said)?.index));

/**
 * "When Alice gets home turn on the hallway light, and if it's dark turn on the porch light too": the state is said of
 * the last step alone, which shares its moment with the steps before it. An automation holds a condition for all of
 * its steps, so reading it would gate the hallway light too: refused until steps can hold their own conditions.
 */
function refuseStepCondition(said: string): void {
  // "… and turn it off after an hour unless Bob is home": a state said of the step after a wait.
  const waited = WAITED_CONDITION.exec(said) ?? WAIT_FIRST_CONDITION.exec(said);
  if (waited) throw new Refusal("unsupported", `“${waited[2]!.trim()}” is said of “${waited[1]!.trim()}” alone, after the wait, and HomeDirective cannot yet hold a condition for one step of several; give that step its own directive.`);
  const tail = STEP_THEN_CONDITION.exec(said);
  if (tail && !OWN_MOMENT.test(tail[1]!) && /\b(?:too|as well|also)\b/.test(tail[0])) throw new Refusal("unsupported", `“${tail[2]}” is said of “${tail[1]}” alone, and HomeDirective cannot yet hold a condition for one step of several; give that step its own directive.`);
  const between = CONDITION_BETWEEN.exec(said);
  if (between && !OWN_MOMENT.test(between[3]!) && !pairedReadings(said, between[2]!) && !TELLING.test(between[3]!)) throw new Refusal("unsupported", `“${between[2]}” is said after “${between[1]}” and before “${between[3]}”, and HomeDirective cannot tell whether it holds for both or one alone; say it first (“if …, …”) or give each step its own directive.`);
  const last = CONDITION_LAST.exec(said);
  if (last && !OWN_MOMENT.test(last[1]!) && ACTION_START.test(said.slice(0, last.index))) throw new Refusal("unsupported", `“${last[2]}” is said of “${last[1]}” alone, after its own comma, and HomeDirective cannot yet hold a condition for one step of several; give that step its own directive.`);
  const m = STEP_CONDITION.exec(said);
  // The steps before it: what follows a leading "when …," or "at …,", or all of it ("when Alice gets home turn on …").
  const before = said.slice(0, m?.index ?? 0).replace(/^[^,]*\b(?:when|whenever|if|once|at|on|every)\b[^,]*,/, "");
  const step = m?.[2] ?? m?.[3] ?? m?.[4];
  if (!m || OWN_MOMENT.test(step!) || !ACTION_START.test(before) || pairedReadings(said, m[1]!)) return;
  throw new Refusal("unsupported", `“${m[1]}” is said of “${step!.trim()}” alone, and HomeDirective cannot yet hold a condition for one step of several; give that step its own directive.`);
}

/** "unless A and B", "not if A and B": two states denied together. */
const DENIED_BOTH = /\b(?:unless|(?:not|except) (?:if|when|while))\s+((?:(?!\b(?:and|or|then)\b)[^,.])*\b(?:is|are|'s|'re)\b(?:(?!\b(?:and|or|then)\b)[^,.])*\band\b(?:(?!\bthen\b)[^,.])*\b(?:is|are|'s|'re)\b[^,.]*)/;

/**
 * "…, unless the humidity is above 60 and Alice is home": it runs when either is not so, which conditions (all of
 * which must hold) cannot say; read as both denied, or as one of them, it would be another automation.
 */
function refuseDeniedBoth(said: string): void {
  const m = DENIED_BOTH.exec(said);
  if (m) throw new Refusal("unsupported", `“${m[0].trim()}” holds when either is not so, which HomeDirective cannot check yet; say the states it should run in (“only if … and …”).`);
}

/**
 * Conditions the words say that an automation's conditions cannot hold, read from the words as written (quotes left
 * out); what an automation would not keep is read without the home's names ("the Tea for Two scene" says no duration).
 */
export function refuseUnheldConditions(said: string, names: readonly RegExp[]): void {
  const words = said.toLowerCase().replace(/["“][^"”]*["”]/g, " ");
  const linkedAt = LINKED_AT.exec(words);
  const subject = linkedAt?.[1] ?? linkedAt?.[2] ?? linkedAt?.[3];
  if (subject && !/\b(?:app|automation|rule|script|routine|flow|blueprint|program|schedule|timer|system)$/.test(subject)) throw new Refusal("ambiguous", `“${words.trim()}” says one device switches another and a time or a state of its own; say “when ${subject} turns on, …” or “at …, turn on …”.`);
  refuseStepCondition(words);
  refuseDeniedBoth(words);
  // Most directives say nothing unkept: the names are taken out only to check a refusal again.
  try {
    refuseUnkept(words);
  } catch {
    refuseUnkept(names.reduce((left, name) => left.replace(name, " "), words.replace(/-/g, " ")));
  }
}
