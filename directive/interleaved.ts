/**
 * Stage "interleaved", after a directive is read whole: an automation that runs every step at every moment is what
 * the person said only when the moments are said together ("at 7am and at sunset, …"). When a step sits between two
 * moments ("dim the lamp at 9pm, the hall light off at 11pm") and the branch splitter did not part them (branches.ts),
 * each step has its own moment, and running all of them at both would be another automation: refused.
 */
import { DAY } from "./lang/en/clock.ts";
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
