import { withoutAccents } from "./letters.ts";
import { withoutMessages } from "./lang/en/messages.ts";

/**
 * Stage "titles", read while the text is normalized (text.ts): what a title says (when the directive runs, its
 * event, the device "them" means) and what is left out.
 */

/**
 * What people put before a directive that is not part of it: an assistant's wake word ("Hey Siri,"),
 * a title ("Midnight lights out: turn off …", the alias of an automation with its description), or a
 * request for an automation ("create an automation that turns on …").
 */
const PREAMBLE = [
  /^(?:(?:hey|ok|okay|hi)\s+)?(?:siri|google|alexa|mycroft|homey|jarvis|assistant|computer|nabu)\s*[,:!.]\s*/,
  /^(?:hey|ok|okay)\s+(?:siri|google|alexa|mycroft|homey|jarvis|assistant|nabu)\s+/,
  /^(?:siri|alexa|jarvis)\s+(?=(?:please\s+)?(?:turn|switch|set|open|close|dim|notify|start|stop)\b)/,
  /^(?:[^:]|(?<=\d):(?=\d\d)){2,50}:\s+(?=\S)/,
  // "Movie Started - Turn Off Lights": a title set off by a dash.
  // Not "at sunset - 30 min": a dash before a number of minutes is an offset.
  /^[^:,\d-]{2,50}\s[-–—]\s+(?=\S)(?!\d+\s?(?:min(?:ute)?s?|hours?|hrs?|h)\b)/,
  /^(?:please\s+)?(?:create|make|write|set up|add|build)\s+(?:an?\s+|me\s+an?\s+)?(?:automation|routine|rule)\s+(?:that|which|to)\s+/,
];

const EVENT_TITLE = /\s+(?:is\s+|are\s+|was\s+)?(?:left\s+)?(open|opened|closed|shut)(?=$|\s+(?:after|before|at|during|between|while|on)\b)/;

/** A clock time or a moment of the sun after "at", as a title may hold it. */
const TIMED = /\bat (?:midnight|noon|(?:sunset|sunrise)(?: (?:minus|plus|[-+]) ?\d+ ?(?:min(?:ute)?s?|hours?|hrs?))?|\d{1,2}(?::\d{2})?\s?(?:[ap]\.?m\.?)?)(?=\s|$)/;
/** A time alone: "midnight", "at 7am", "sunset". */
const AT_ONLY = /^(?:at )?(?:midnight|noon|midday|sunset|sunrise|dusk|dawn|\d{1,2}(?:[:.]\d{2})?\s?(?:[ap]\.?m\.?)?)[.!]?$/;

/** A title that is only a part of the day: the day (group 1) or the night. */
const PART_OF_DAY = /^(?:(?:during the |in the )?(day|day ?time|daylight)|(?:at )?(?:night|night ?time|after dark|dark))$/;

/** Days a title says ("Saturday and Sunday mornings", "weekdays"): the days the directive runs on. */
const DAYS = String.raw`(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]* ?(?:-|–|to|through|thru) ?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekdays?|weekends?)`;
const TITLE_DAYS = new RegExp(String.raw`\b(?:on |every )?${DAYS}(?:(?:,| and| or| &) ${DAYS})*(?: (?:mornings?|evenings?|nights?|afternoons?))?\b`);

/** A negation before a title's days: "not on weekends", "never Sundays", "no weekends", "except Fridays". */
const NOT_DAYS = /\b(?:not|never|no|except|but|skip|excluding|off)\s*(?:on\s*)?$/;
/** A negation after a title's days: "Sundays off", "weekends excluded". */
const DAYS_NOT = /^\s*(?:off|excluded|skipped)\b/;

const PART_SAID = /^(?:at night|during the day)$/;
const CLOCK_SAID = /\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b\d{1,2}:\d{2}\b|\b(?:at|by) \d{1,2}\b|\b(?:midnight|noon)\b/;

/** When a title says the directive runs, how to say it in the body, and the title's other words. */
function whenInTitle(title: string): { said: string; first: boolean; rest: string } | null {
  // "10pm: if the garage door is open, shut it": a title that is only a time comes first, as "at 10pm, …".
  if (AT_ONLY.test(title.trim())) return { said: `at ${title.trim().replace(/^at /, "")}`, first: true, rest: "" };
  // "Night - hall light on with motion", "Day: lights off after 30 min of no motion": the part of the day it runs in.
  const part = PART_OF_DAY.exec(title.trim());
  if (part) return { said: part[1] ? "during the day" : "at night", first: false, rest: "" };
  const timed = TIMED.exec(title);
  const days = TITLE_DAYS.exec(title);
  if (!timed && !days) return null;
  // "Not on weekends:", "Never on Sundays -": the other days, said as "except on …" after the body.
  const except = days && (NOT_DAYS.test(title.slice(0, days.index)) || DAYS_NOT.test(title.slice(days.index + days[0].length))) ? "except " : "";
  // "Mon-Sat:": a range the spellings say as its days ("on monday and … saturday"), with their own "on".
  const range = days && /[-–]/.test(days[0]) ? days[0].replace(/^(?:on|every) /, "") : null;
  const said = [timed?.[0], days ? range && !except ? range : `${except}on ${days[0].replace(/^(?:on|every) /, "")}` : undefined].filter(Boolean).join(" ");
  // "Weekdays only - …": "only" says no more than the days do.
  const rest = [timed?.[0], days?.[0]].reduce((left, part) => (part ? left!.replace(part, " ") : left), title)!.replace(/\bonly\b/, " ").replace(NOT_DAYS, " ").replace(DAYS_NOT, " ").trim();
  // "Only on weekdays: open the blind at 7 and close it at 7pm": days alone are said first, of every clause.
  return { said, first: !timed && !except, rest };
}

export function strip(text: string): { text: string; title: string | null; end: number } {
  let out = text;
  let dropped: string | null = null;
  let end = 0;
  for (const pattern of PREAMBLE) {
    // A title's colon never sits between digits ("at 23:30").
    const m = pattern.exec(out);
    if (!m || /\d:\s*$/.test(m[0]) || m[0].length >= out.length) continue;
    out = out.slice(m[0].length);
    const at = text.length - out.length;
    // "Office blinds: open them at 9am …": a title may be the thing the sentence's first "them" means.
    const title = /^((?:[^:]|(?<=\d):(?=\d\d))+?)(?::(?!\d\d)|\s[-–—]\s)/.exec(m[0])?.[1];
    // "Good Night at 10:00 PM: turn off …", "Weekend mornings: …", "10pm: if …": when the title says is when it runs.
    const when = title ? whenInTitle(title) : null;
    if (title && when) {
      // "Night - towel rail on at 6:30am": a clock time in the body says when; the title's part of the day adds nothing.
      const said = PART_SAID.test(when.said) && CLOCK_SAID.test(out) ? "" : when.said;
      out = when.first ? `${said}, ${out.trim()}` : `${out.trim().replace(/[.!]$/, "")} ${said}`;
      if (when.rest) dropped = when.rest;
      end = at;
      continue;
    }
    // "Back door open: turn on …", "Garage left open: notify me": a title that states an event is the trigger, never dropped.
    if (title && EVENT_TITLE.test(title.trim())) {
      out = `when ${title.trim().replace(EVENT_TITLE, (_, state: string) => ` is ${state}`)}, ${out}`;
      continue;
    }
    // "Turn off porch light: Midnight": what follows the colon is only when, so the "title" is the directive.
    if (title && AT_ONLY.test(out.trim())) {
      out = `${title.trim()} at ${out.trim().replace(/^at /, "")}`;
      continue;
    }
    // "Strip lights follow the door: on while it is open, off when it shuts": a body that starts with a bare state says it of the title.
    if (title && /^(?:on|off)\b(?= (?:while|whilst|when|whenever|if|as long as|with)\b)/.test(out.trim())) {
      // "Auto dust extractor - on when …": the title's "auto" says the automation is automatic, not a mode.
      out = `${title.trim().replace(/^(?:auto|automatic|automated|smart)\s+/, "")} ${out.trim()}`;
      continue;
    }
    // "Limit the bathroom fan: turn it off …": the noun phrase at the title's end.
    if (title && /^\w+ (?:them|it)\b/.test(out) && !/,/.test(title)) out = out.replace(/\b(?:them|it)\b/, `the ${title.trim().replace(/^.*\b(?:the|my|our) /, "")}`);
    else if (title) {
      // "Office: High Temperature - …": two titles are both left out, so both are checked.
      dropped = dropped ? `${dropped} ${title.trim()}` : title.trim();
      end = at;
    }
  }
  return { text: out, title: dropped, end };
}

/** The title a directive starts with and normalize() leaves out ("Midnight lights out: …"), for the coverage check. */
export const droppedTitle = (text: string): string | null => strip(withoutMessages(withoutAccents(text.normalize("NFKC").toLowerCase().trim()))).title;

/** A directive split after the title normalize() leaves out: "Movie started - " and "turn off the lights". */
export function titleAndBody(text: string): [string, string] {
  const { title, end } = strip(withoutAccents(text.normalize("NFKC").toLowerCase().trim()));
  const whole = text.trim();
  return title === null ? ["", whole] : [whole.slice(0, end), whole.slice(end)];
}
