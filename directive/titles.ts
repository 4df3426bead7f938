import { withoutAccents } from "./letters.ts";
import { withoutMessages } from "./lang/en/messages.ts";
import { en } from "./lang/en/index.ts";
import { alternation, anyWord } from "./lang/word-pattern.ts";

/**
 * Stage "titles", read while the text is normalized (text.ts): what a title says (when the directive runs, its
 * event, the device "them" means) and what is left out.
 */

const T = en.titles;

/**
 * What people put before a directive that is not part of it: an assistant's wake word ("Hey Siri,"),
 * a title ("Midnight lights out: turn off …", the alias of an automation with its description), or a
 * request for an automation ("create an automation that turns on …").
 */
const PREAMBLE = [
  ...T.addressed,
  /^(?:[^:]|(?<=\d):(?=\d\d)){2,50}:\s+(?=\S)/,
  // "Movie Started - Turn Off Lights": a title set off by a dash.
  // Not "at sunset - 30 min": a dash before a number of minutes is an offset.
  new RegExp(String.raw`^[^:,\d-]{2,50}\s${T.dash}\s+(?=\S)(?!\d+\s?(?:${alternation(T.offsetUnits)})\b)`),
  T.request,
  T.bracketed,
];

/** A title up to its colon (never one between digits, "at 23:30") or its dash. */
const TITLE_END = new RegExp(String.raw`^((?:[^:]|(?<=\d):(?=\d\d))+?)(?::(?!\d\d)|\s${T.dash}\s|\s\()`);

/** The word before a moment, and the words before days, at the start of what a title says. */
const AT_START = new RegExp(`^${T.written.at} `);
const DAY_LEAD = new RegExp(`^(?:${alternation(T.dayLeads)}) `);
const ONLY = anyWord(T.onlyWords);
const AUTOMATIC = new RegExp(`^(?:${alternation(T.automatic)})\\s+`);
const PRONOUN = anyWord(T.pronouns);
const PRONOUN_EARLY = new RegExp(`^\\w+ (?:${alternation(T.pronouns)})\\b`);
/** Everything up to the title's last determiner: what is left is the noun phrase it ends with. */
const UP_TO_NOUN = new RegExp(`^.*\\b(?:${alternation(T.determiners)}) `);

/** When a title says the directive runs, how to say it in the body, and the title's other words. */
function whenInTitle(title: string): { said: string; first: boolean; rest: string } | null {
  // "10pm: if the garage door is open, shut it": a title that is only a time comes first, as "at 10pm, …".
  if (T.atOnly.test(title.trim())) return { said: `${T.written.at} ${title.trim().replace(AT_START, "")}`, first: true, rest: "" };
  // "Night - hall light on with motion", "Day: lights off after 30 min of no motion": the part of the day it runs in.
  const part = T.partOfDay.exec(title.trim());
  if (part) return { said: part[1] ? T.written.day : T.written.night, first: false, rest: "" };
  const timed = T.timed.exec(title);
  const days = T.days.exec(title);
  if (!timed && !days) return null;
  // "Not on weekends:", "Never on Sundays -": the other days, said as "except on …" after the body.
  const except = days && (T.notDays.test(title.slice(0, days.index)) || T.daysNot.test(title.slice(days.index + days[0].length))) ? `${T.written.except} ` : "";
  // "Mon-Sat:": a range the spellings say as its days ("on monday and … saturday"), with their own "on".
  const range = days && /[-–]/.test(days[0]) ? days[0].replace(DAY_LEAD, "") : null;
  const said = [timed?.[0], days ? range && !except ? range : `${except}${T.written.on} ${days[0].replace(DAY_LEAD, "")}` : undefined].filter(Boolean).join(" ");
  // "Weekdays only - …": "only" says no more than the days do.
  const rest = [timed?.[0], days?.[0]].reduce((left, part) => (part ? left!.replace(part, " ") : left), title)!.replace(ONLY, " ").replace(T.notDays, " ").replace(T.daysNot, " ").trim();
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
    const title = TITLE_END.exec(m[0])?.[1];
    // "Good Night at 10:00 PM: turn off …", "Weekend mornings: …", "10pm: if …": when the title says is when it runs.
    const when = title ? whenInTitle(title) : null;
    if (title && when) {
      // "Night - towel rail on at 6:30am": a clock time in the body says when; the title's part of the day adds nothing.
      const said = (when.said === T.written.day || when.said === T.written.night) && T.clockSaid.test(out) ? "" : when.said;
      out = when.first ? `${said}, ${out.trim()}` : `${out.trim().replace(/[.!]$/, "")} ${said}`;
      if (when.rest) dropped = when.rest;
      end = at;
      continue;
    }
    // "Back door open: turn on …", "Garage left open: notify me": a title that states an event is the trigger, never dropped.
    // "Back door still open: notify us when the back door has been open for 30 seconds": a body with its own event
    // says it again; the title is then its label, left out and checked as any other (title-coverage.ts).
    if (title && T.event.test(title.trim()) && !T.bodyEvent.test(out)) {
      out = `when ${title.trim().replace(T.event, (_, state: string) => ` is ${state}`)}, ${out}`;
      continue;
    }
    // "Turn off porch light: Midnight": what follows the colon is only when, so the "title" is the directive.
    if (title && T.atOnly.test(out.trim())) {
      out = `${title.trim()} ${T.written.at} ${out.trim().replace(AT_START, "")}`;
      continue;
    }
    // "Strip lights follow the door: on while it is open, off when it shuts": a body that starts with a bare state says it of the title.
    if (title && T.bareState.test(out.trim())) {
      // "Auto dust extractor - on when …": the title's "auto" says the automation is automatic, not a mode.
      out = `${title.trim().replace(AUTOMATIC, "")} ${out.trim().replace(AUTOMATIC, "")}`;
      continue;
    }
    // "Limit the bathroom fan: turn it off …": the noun phrase at the title's end.
    if (title && PRONOUN_EARLY.test(out) && !/,/.test(title)) out = out.replace(PRONOUN, `${T.written.the} ${title.trim().replace(UP_TO_NOUN, "").replace(T.stateAfter, "")}`);
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
