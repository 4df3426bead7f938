import { en } from "./lang/en/index.ts";
import { digitize } from "./numbers.ts";
import { gatedTable } from "./gates.ts";
import { QUOTED_FOR, QUOTED_TO } from "./lang/en/messages.ts";

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
  /^[^:,\d-]{2,50}\s[-–—]\s+(?=\S)/,
  /^(?:please\s+)?(?:create|make|write|set up|add|build)\s+(?:an?\s+|me\s+an?\s+)?(?:automation|routine|rule)\s+(?:that|which|to)\s+/,
];
/** A verb in the third person after "an automation that …", or in a title ("Motion turns on …"). */
const THIRD_PERSON = /\b(turn|dim|activate|deactivate|enable|disable)s\b|\b(switch)es\b(?= (?:on|off)\b)/g;

const EVENT_TITLE = /\s+(?:is\s+|are\s+|was\s+)?(?:left\s+)?(open|opened|closed|shut)(?=$|\s+(?:after|before|at|during|between|while|on)\b)/;

/** A clock time or a moment of the sun after "at", as a title may hold it. */
const TIMED = /\bat (?:midnight|noon|sunset|sunrise|\d{1,2}(?::\d{2})?\s?(?:[ap]\.?m\.?)?)(?=\s|$)/;
/** A time alone: "midnight", "at 7am", "sunset". */
const AT_ONLY = /^(?:at )?(?:midnight|noon|midday|sunset|sunrise|dusk|dawn|\d{1,2}(?:[:.]\d{2})?\s?(?:[ap]\.?m\.?)?)[.!]?$/;

/** Days a title says ("Saturday and Sunday mornings", "weekdays"): the days the directive runs on. */
const DAYS = String.raw`(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekdays?|weekends?)`;
const TITLE_DAYS = new RegExp(String.raw`\b(?:on |every )?${DAYS}(?:(?:,| and| or| &) ${DAYS})*(?: (?:mornings?|evenings?|nights?|afternoons?))?\b`);

/** When a title says the directive runs, how to say it in the body, and the title's other words. */
function whenInTitle(title: string): { said: string; first: boolean; rest: string } | null {
  // "10pm: if the garage door is open, shut it": a title that is only a time comes first, as "at 10pm, …".
  if (AT_ONLY.test(title.trim())) return { said: `at ${title.trim().replace(/^at /, "")}`, first: true, rest: "" };
  const timed = TIMED.exec(title);
  const days = TITLE_DAYS.exec(title);
  if (!timed && !days) return null;
  const said = [timed?.[0], days ? `on ${days[0].replace(/^(?:on|every) /, "")}` : undefined].filter(Boolean).join(" ");
  const rest = [timed?.[0], days?.[0]].reduce((left, part) => (part ? left!.replace(part, " ") : left), title)!.trim();
  return { said, first: false, rest };
}

function strip(text: string): { text: string; title: string | null; end: number } {
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
      out = when.first ? `${when.said}, ${out.trim()}` : `${out.trim().replace(/[.!]$/, "")} ${when.said}`;
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
export const droppedTitle = (text: string): string | null => strip(text.normalize("NFKC").toLowerCase().trim()).title;

/** A directive split after the title normalize() leaves out: "Movie started - " and "turn off the lights". */
export function titleAndBody(text: string): [string, string] {
  const { title, end } = strip(text.normalize("NFKC").toLowerCase().trim());
  const whole = text.trim();
  return title === null ? ["", whole] : [whole.slice(0, end), whole.slice(end)];
}

/** "notify Ann "…"", "send "…" to": the quoted message, left out of the words read (notify.ts reads it from the original). */
const EVERY_QUOTED_FOR = new RegExp(QUOTED_FOR, "gu");
const EVERY_QUOTED_TO = new RegExp(QUOTED_TO, "gu");

/** Signs, units and contractions in the language's one spelling (lang/en/spellings.ts), each rule tried only where it may match. */
const spell = gatedTable(en.spellings);

/** Lower-case, punctuation-light text in which numbers, units and contractions have one spelling. */
export function normalize(text: string): string {
  const lowered = text.normalize("NFKC").toLowerCase().trim();
  // "trigger: … action: …", Home Assistant's parts said in order, are no title (lang/en/ha-terms.ts).
  const written = strip(en.automationParts.reduce((out, [pattern, spelled]) => out.replace(pattern, spelled as string), lowered)).text
    .replace(EVERY_QUOTED_FOR, "$1 $2")
    .replace(EVERY_QUOTED_TO, "notify ")
    .replace(THIRD_PERSON, "$1$2")
    // "at lights-out (23:00)": a named moment with its clock time in brackets is that time.
    // The moment's name holds no other time word: "at dusk till bedtime (23:15)" is two times.
    .replace(/\b(at|by|around|until|till) (?:(?!\b(?:till|until|to|and|or|at|by|from|dusk|dawn|sunset|sunrise|sundown|noon|midnight)\b)[\p{L}' -]){2,24} \((\d{1,2}(?::\d{2})?\s?(?:[ap]\.?m\.?)?)\)/gu, "$1 $2")
    .replace(/[‘’`]/g, "'")
    // "Activate the 'Good Night' scene": a name in single quotes is the name; "living_room" is two words.
    .replace(/(^|[\s,:])'([^']+)'(?=[\s,.:!?]|$)/g, "$1$2")
    .replace(/(\p{L})_(?=\p{L})/gu, "$1 ")
    // "the Boys' light": a plural's possessive is the plural; "12.30 am" is 12:30am.
    .replace(/(\p{L}s)'(?=\s|$)/gu, "$1")
    .replace(/\b(\d{1,2})\.(\d{2}) ?([ap]m)\b/g, "$1:$2$3")
    .replace(/\b(\d+(?:\.\d+)?) ?h\b/g, "$1 hours");
  const plain = spell(written)
    // "Can you turn on the landing light? Otis doesn't like the dark": a sentence's end, between words, parts clauses as a comma does.
    .replace(/(\p{L})[.?!]+\s+(?=\p{L})/gu, "$1, ")
    .replace(/(\p{L})-(?=\p{L})/gu, "$1 ")
    // "your garage door(s)": the plural, written with its maybe.
    .replace(/(\p{L})\((?:e?s)\)/gu, "$1s")
    .replace(/\s&\s/g, " and ")
    .replace(/[()[\]{}"!?;]/g, " ")
    .replace(/\.{2,}|…/g, " ")
    .replace(/(\D)\.(\s|$)/g, "$1 $2")
    // "… to 20.": a sentence's full stop after a number (a decimal has digits after its point).
    .replace(/(\d)\.(\s|$)/g, "$1$2")
    .replace(/\beach and every\b/g, "every")
    // Before number words become digits: "no one" is nobody, not "no 1".
    .replace(/\bno one\b|\bno-one\b/g, "nobody")
    .replace(/\ba\/c\b/g, "ac")
    // "the front/back door", "Sunday + monday": either, and both.
    .replace(/\b(\p{L}{2,})\/(\p{L}{2,})\b/gu, "$1 or $2")
    .replace(/\s\+\s/g, " and ")
    .replace(/\s+,/g, ",")
    .replace(/\s+/g, " ")
    .trim();
  return digitize(plain)
    .replace(/\b(\d{1,2})(?::(\d{2}))?\s?(am|pm)\b/g, (_, h, m = "00", half) => `${h}:${m}${half}`)
    .replace(/\s+/g, " ")
    .trim();
}

const IRREGULAR = new Map([["people", "person"], ["children", "child"], ["men", "man"], ["women", "woman"]]);

/** One form per word for matching names: plurals and a few verb endings folded. */
export function stem(word: string): string {
  return fold(word);
}

function fold(word: string): string {
  if (!word.endsWith("s") || word.length <= 3) return IRREGULAR.get(word) ?? word;
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (!word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}

/** Words of a phrase, stemmed; commas and other separators dropped. */
export const words = (phrase: string): string[] =>
  phrase
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(stem);
