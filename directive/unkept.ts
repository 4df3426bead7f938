/**
 * Stage "read", refusals from the words as written: what a directive says that its automation would not keep (a change
 * done "by" a time, a repeat "from" a time with no end, a duration with no unit, a window said of one of two moments,
 * an "if" that may be the last step's alone). Read before the words are rewritten, which would lose the sign.
 */
import { DAY, SUNRISE_SAID, SUNSET_SAID } from "./lang/en/clock.ts";
import { TENS, UNITS } from "./lang/en/numbers.ts";
import { THRESHOLDS } from "./lang/en/thresholds.ts";
import { alternation } from "./lang/word-pattern.ts";
import { Refusal } from "./types.ts";

/** A clock time said with its half or its minutes ("7am", "6:30"), noon or midnight, as written (not yet normalised). */
const CLOCK = String.raw`(?:\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\d{1,2}:\d{2}|noon|midnight)`;
const CLOCK_OR_SUN = String.raw`(?:${CLOCK}|${SUNSET_SAID}|${SUNRISE_SAID})`;
/**
 * What a step or a repeat says of time that no trigger keeps: "brighten it to 100 % by 7:00" (gradually, by then; it
 * was a jump at 7:00), "every hour from 6am" (from then on; it also ran at 1am, 2am, …).
 */
const UNKEPT_TIME: [RegExp, (said: string) => string][] = [
  // "for 90 minutes before 7am": from then until 7am, which a clock time minus a duration does not say (it ran after 7).
  [new RegExp(String.raw`\bfor (?:\d+(?:[.,]\d+)?|an?) ?(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|h|m)\b[^,]*? before ${CLOCK}`), (said) => `“${said}” starts a while before a clock time, which HomeDirective does not count back; say when it starts and ends (“from 5:30am until 7am”).`],
  [new RegExp(String.raw`\b(?:brighten|dim|fade|ramp|bring|raise|warm|heat|cool)\w*\b[^,.]*\b(?:up|to|down)\b[^,.]*\bby ${CLOCK_OR_SUN}`), (said) => `“${said}” asks for a change that is done by then; HomeDirective sets a value at a moment (“at 7:00”).`],
  [new RegExp(String.raw`\bevery (?:\d+ )?(?:seconds?|minutes?|hours?|mins?|hrs?) (?:from|starting(?: at| from)?|beginning(?: at)?) ${CLOCK_OR_SUN}(?![\d:])(?!\s*(?:am|pm|to|until|till|til|and)\b)`), (said) => `“${said}” repeats from a moment on without an end, which a repeat that runs all day would not keep; say the hours (“every hour between 6am and 10pm”).`],
];
/** "turn on the porch light 5 after sunset", "10 before 7": minutes not said (it was a level of 5, or 05:00). */
const MINUTES_LEFT_OUT = new RegExp(String.raw`(?<!\b(?:above|below|over|under|than|to|least|exceeds|reaches|hits|by)\s)(?<![:.,\d])\b\d+ (?:after|before) (?:${SUNSET_SAID}|${SUNRISE_SAID}|the |\d+(?::\d\d)?(?:\s?[ap]m)?)`);
/** A number said in words, from two ("for one of us" is no amount): "ten", "twenty-five". */
const ONES = Object.keys(UNITS).filter((w) => UNITS[w]! >= 2);
const NUMBER_WORD = `(?:(?:${Object.keys(TENS).join("|")})(?:[- ](?:${ONES.filter((w) => UNITS[w]! < 10).join("|")}))?|${ONES.join("|")})`;
/**
 * "turn on the porch light for 15", "for ten", "no motion for 15": how long or how bright is not said (it was 15 % or
 * 10 %, or dropped).
 */
const UNIT_LEFT_OUT = new RegExp(String.raw`\bfor (?:\d+(?:\.\d+)?(?![.,\d])|${NUMBER_WORD}\b(?![- ](?:${ONES.join("|")})\b))(?!\s*(?:%|percent|degrees?|°|seconds?|secs?|s\b|minutes?|mins?|mns?\b|m\b|hours?|hrs?|h\b|days?|am|pm|:|o'clock|or more|or less|and (?:a )?(?:half|quarter)\b|(?:${alternation(THRESHOLDS.numberUnits)})\b))`);

/**
 * "At 11pm turn off the garden lights and notify me if the back door is open", "turn on the chandelier, and the porch
 * light if it's dark": an "if" after the last step may be that step's alone or every step's, and the automation's
 * conditions would hold it for every step.
 */
const LAST_STEP_IF = /\b(?:turn|switch|close|open|set|dim|shut|start|stop|activate)\b[^,.]*\band (?:then |also )?(?:notify|tell|message|text|alert|send|ping|remind)\b[^,.]*?\s(?:if|unless)\s|\b(?:turn|switch|close|open|set|dim|shut|start|stop|activate)\b[^.]*,\s*and (?:also )?(?:the|my|our) [^,.]*?\s(?:if|unless)\s/;

/**
 * "at sunset and when there is motion on the porch after 11pm", "at 9pm on weekdays and when the back door opens": a
 * moment and an event joined, with a time, days or a condition that may be said of one of them. The automation's
 * conditions hold for every trigger (the sunset one would never run), so such a join is refused.
 */
const JOINED_MOMENTS = new RegExp(String.raw`\b(?:at|by|around) ${CLOCK_OR_SUN}[^,]*?,?\s*\b(?:and|or)(?: also)?,? (?:when|whenever|once)\b|\b(?:when|whenever|once)\b[^,]*?,?\s*\b(?:and|or)(?: also)?,? (?:at|by) ${CLOCK_OR_SUN}`);
const QUALIFIED = new RegExp(String.raw`\b(?:on |every )?(?:weekdays?|weekends?|workdays?|school (?:days|nights)|${DAY}s?)\b|\b(?:after|before|between|during|if|while|unless|only|tonight|at night|in the (?:morning|evening|afternoon|night))\b|\b(?:from|until|till) ${CLOCK_OR_SUN}`);

/** The join and its own words, up to the commas around it: days or a condition set off by a comma are both moments'. */
function joinedQualified(words: string): boolean {
  const join = JOINED_MOMENTS.exec(words);
  if (!join) return false;
  const end = words.indexOf(",", join.index + join[0].length);
  return QUALIFIED.test(words.slice(words.lastIndexOf(",", join.index) + 1, end < 0 ? undefined : end));
}

/** "below 1.000", "over 2.500 kW": a thousands dot or three decimals, as the writer's country writes numbers. */
const THOUSANDS_OR_DECIMALS = /(?<![\d.,])\d{1,3}\.\d{3}(?![\d.]|,\d)(?! ?(?:lux|lx|w|watts?|ppm)\b)/;

/** What the words say of time and steps that an automation would not keep. */
export function refuseUnkept(words: string): void {
  for (const [pattern, why] of UNKEPT_TIME) {
    const m = pattern.exec(words);
    if (m) throw new Refusal("unsupported", why(m[0].trim()));
  }
  const minutes = MINUTES_LEFT_OUT.exec(words);
  if (minutes) throw new Refusal("ambiguous", `“${minutes[0].replace(/ the$/, "")}” does not say what the number counts; say “${minutes[0].split(" ")[0]} minutes ${minutes[0].split(" ")[1]} …”.`);
  const dotted = THOUSANDS_OR_DECIMALS.exec(words);
  if (dotted) throw new Refusal("ambiguous", `“${dotted[0]}” may be ${dotted[0].replace(".", "")} or ${Number(dotted[0])}, as countries write numbers differently; write ${dotted[0].replace(".", "")} or ${Number(dotted[0])}.`);
  const unitless = UNIT_LEFT_OUT.exec(words);
  if (unitless) throw new Refusal("ambiguous", `“${unitless[0]}” does not say ${unitless[0].slice(4)} what; say “${unitless[0]} minutes”.`);
  if (joinedQualified(words)) throw new Refusal("ambiguous", "The time, days or condition said beside one of the moments would hold for both, since an automation's conditions hold for all of its triggers; give each moment its own directive.");
  if (LAST_STEP_IF.test(words)) throw new Refusal("ambiguous", `The “if” after the last step may be that step's alone or every step's; say it first (“if …, turn off … and notify me”), or give the step its own directive.`);
}
