import { en } from "./lang/en/index.ts";
import { fromTheSun, untilTheSun, window } from "./windows.ts";
import { DAY_SETS, type Half, WEEK, dayList, hms, laterHour, seconds, timeOf } from "./time.ts";
import { type Condition, Refusal, type Trigger } from "./types.ts";
import { refuseDaysApart, refusePartApart } from "./agreement.ts";

/** What the time words of a directive say: when it fires, and the time-based "only if"s. */
export interface Schedule {
  triggers: Trigger[];
  conditions: Condition[];
  /** "after sunset" / "after 10pm": a condition beside an event, the trigger when there is none. */
  openEnded: { trigger: Trigger; condition: Condition }[];
  weekdays: string[] | null;
}

const { rules: SAID, parts: PARTS, sides: SIDES } = en.schedule;
const SUNSET_WORD = new RegExp(`^(?:${en.schedule.sunset})$`);
const eventOf = (word: string) => (SUNSET_WORD.test(word) ? "sunset" : "sunrise");
/** The seconds in one of a unit ("hours", "min"), as durations read it: tells hours, minutes and seconds apart. */
const unitSeconds = (unit: string | undefined) => seconds(`1 ${unit}`);
const TIME_IN_LIST = new RegExp(en.schedule.time, "g");

/** One rule: a pattern over the normalised text and what its match adds to the schedule. */
type Rule = [RegExp, (s: Schedule, m: RegExpMatchArray, evening: Half) => void];

const below = { condition: "state", entity_id: ["sun.sun"], state: "below_horizon" } as Condition;
const above = { condition: "state", entity_id: ["sun.sun"], state: "above_horizon" } as Condition;

const RULES: Rule[] = [
  [SAID.everyN, (s, m) => {
    const n = Number(m[1]);
    const unit = unitSeconds(m[2]) === 3600 ? "hours" : unitSeconds(m[2]) === 1 ? "seconds" : "minutes";
    // Home Assistant's "/n" fires when the clock's value divides by n, so only an n that divides the hour (or the day)
    // repeats evenly: "every 45 minutes" would fire at :00 and :45.
    if (n === 0 || (unit === "hours" ? 24 : 60) % n !== 0) throw new Refusal("unsupported", `“${m[0]}” does not divide the ${unit === "hours" ? "day" : "hour"} evenly, and a repeating time pattern can only say that; choose a number that does (every ${unit === "hours" ? "2, 3, 4, 6 or 12 hours" : "5, 10, 15, 20 or 30 " + unit}).`);
    const every = n === 1 ? "*" : `/${n}`;
    s.triggers.push({ trigger: "time_pattern", hours: unit === "hours" ? every : "*", minutes: unit === "minutes" ? every : unit === "hours" ? "0" : "*", seconds: unit === "seconds" ? every : "0" });
  }],
  [SAID.everyOne, (s, m) => s.triggers.push({ trigger: "time_pattern", hours: "*", minutes: unitSeconds(m[1]) === 60 ? "*" : "0", seconds: "0" })],
  [SAID.dark, (s) => s.conditions.push(below)],
  [SAID.light, (s) => s.conditions.push(above)],
  // "only if it is more than an hour after sunset": the sun's moment with an offset, as a condition.
  [SAID.sunOffsetWhile, (s, m) => {
    const side = SIDES[m[3]!]!;
    s.conditions.push({ condition: "sun", [side]: eventOf(m[4]!), [`${side}_offset`]: `${side === "before" ? "-" : "+"}${hms(seconds(`${m[1]} ${m[2]}`)!)}` } as Condition);
  }],
  // "when there is motion from an hour before sunset": from then on, a condition (sun after sunset -1 h).
  [SAID.sunOffsetFrom, (s, m) => {
    const sign = SIDES[m[3]!] === "after" ? "+" : "-";
    s.conditions.push({ condition: "sun", after: eventOf(m[4]!), after_offset: `${sign}${hms(seconds(`${m[1]} ${m[2]}`)!)}` } as Condition);
  }],
  // Never a moment inside a window ("between 1 hour before sunset and sunrise"), which no trigger says.
  [SAID.sunOffsetAt, (s, m) => {
    const sign = SIDES[m[3]!] === "before" ? "-" : "+";
    s.triggers.push({ trigger: "sun", event: eventOf(m[4]!), offset: `${sign}${hms(seconds(`${m[1]} ${m[2]}`)!)}` });
  }],
  [SAID.sunSide, (s, m) => {
    const event = eventOf(m[2]!);
    s.openEnded.push({ trigger: { trigger: "sun", event }, condition: { condition: "sun", [SIDES[m[1]!]!]: event } as Condition });
  }],
  [SAID.atSun, (s, m) => s.triggers.push({ trigger: "sun", event: eventOf(m[1] ?? m[2] ?? m[3]!) })],
  [SAID.clockWindow, (s, m, evening) => s.conditions.push(window(m[1]!, m[2]!, evening))],
  // "between midnight and sunrise", "between sunset and 23:00": a clock on one side, the sun on the other.
  [SAID.clockToSun, (s, m, evening) => s.conditions.push(...untilTheSun(m[1]!, eventOf(m[2]!), evening, m[0]))],
  [SAID.sunToClock, (s, m, evening) => s.conditions.push(...fromTheSun(eventOf(m[1]!), m[2]!, evening, m[0]))],
  [SAID.clockToClock, (s, m, evening) => s.conditions.push(window(m[1]!, m[2]!, evening))],
  [SAID.clockSide, (s, m, evening) => {
    const at = timeOf(m[2]!, evening);
    const key = SIDES[m[1]!]!;
    s.openEnded.push({ trigger: { trigger: "time", at }, condition: { condition: "time", [key]: at } as Condition });
  }],
  // "at 10pm and 6am".
  [SAID.atClocks, (s, m, evening) => {
    // "at 10 and at 2": a bare hour after an earlier time in the list is the next one on the clock (2pm).
    let last: number | null = null;
    for (const t of [m[1]!, ...[...(m[2] ?? "").matchAll(TIME_IN_LIST)].map((x) => x[1]!)]) {
      const at = timeOf((last === null ? null : laterHour(t, last)) ?? t, evening);
      s.triggers.push({ trigger: "time", at });
      last = Number(at.slice(0, 2)) * 60 + Number(at.slice(3, 5));
    }
  }],
  [SAID.clockAlone, (s, m, evening) => s.triggers.push({ trigger: "time", at: timeOf(m[1]!, evening) })],
];

/** The rules with the g flag, made once: every match of a rule applies, then is taken out. */
const GLOBAL_RULES = RULES.map(([pattern, apply]) => [new RegExp(pattern.source, "g"), apply, pattern] as const);

/** Every part of the day said, taken out at once. */
const ALL_PARTS = new RegExp(PARTS.any.source, "g");

/** Whether a part of the day only repeats a sun trigger: the evening or tonight at sunset, the morning at sunrise. */
const sunAgrees = (t: Trigger, part: string) => t.trigger === "sun" && (t.event === "sunset") === PARTS.sunset.test(part) && PARTS.sun.test(part);

/** Takes the time words out of `text`, returning what they say and the text without them. */
export function schedule(text: string): { schedule: Schedule; rest: string } {
  const s: Schedule = { triggers: [], conditions: [], openEnded: [], weekdays: null };
  let rest = ` ${text} `;
  const half = PARTS.later.test(text) && !PARTS.morning.test(text);
  const evening: Half = !half ? false : PARTS.evening.test(text) ? "evening" : "night";
  // "at 7 on weekdays and at 9": the days may be the first time's only (9 every day) or both; asked, never guessed.
  const split = en.schedule.daysBetween.exec(text);
  if (split) throw new Refusal("ambiguous", `“${split[0]}” may put the days on the first time only or on both; say the days once for both (“on weekdays at 7 and 9”), or write two directives.`);
  const days = en.schedule.weekdays.exec(rest);
  if (days) (s.weekdays = dayList(days[0])), (rest = rest.replace(days[0], " "));
  let said = days ? 1 : 0;
  const phrases: { said: string; days: readonly string[] }[] = days ? [{ said: days[0], days: s.weekdays! }] : [];
  for (const [pattern, days] of DAY_SETS) {
    const m = pattern.exec(rest);
    if (!m) continue;
    said++;
    phrases.push({ said: m[0], days });
    if (days.length < 7) s.weekdays = [...(s.weekdays ?? []), ...days].filter((d, i, all) => all.indexOf(d) === i);
    rest = rest.replace(m[0], " ");
  }
  refuseDaysApart(text, phrases);
  if (s.weekdays && s.weekdays.length === 7) s.weekdays = null;
  if (s.weekdays) s.weekdays.sort((a, b) => WEEK.indexOf(a as never) - WEEK.indexOf(b as never));
  // "at night at 10", "between 0:00 and 6:00 in the night": beside a clock time the night says its half, no sun condition.
  if (evening === "night" && en.schedule.clockSaid.test(rest)) rest = rest.replace(PARTS.night, " ");
  const partOfDay = PARTS.said.exec(rest);
  const clocked = en.schedule.clockSaid.test(rest);
  rest = rest.replace(ALL_PARTS, " ");
  for (const [global, apply, once] of GLOBAL_RULES) {
    if (!once.test(rest)) continue;
    for (const m of rest.matchAll(global)) apply(s, m, evening);
    rest = rest.replace(global, " ");
  }
  refusePartApart(text, s.triggers);
  // "friday and saturday nights at 1am": a night's small hours are the next day's.
  const times = s.triggers.map((t) => (t.trigger === "time" && typeof t.at === "string" ? t.at : "99"));
  if (days && en.schedule.nights.test(days[0]) && s.weekdays && times.length > 0 && times.every((at) => at < "06:00")) s.weekdays = WEEK.filter((_, i) => s.weekdays!.includes(WEEK[(i + 6) % 7]!));
  // "put the hall pendant on in the evening": a part of the day qualifies a clock time; alone it says no time, and beside
  // a repeat, the sun's other end or another window ("every 30 minutes …, only in the morning", "at dusk …, in the
  // morning", "when Alice arrives after dark, …, only in the morning") no window either: it was left out. The evening beside sunset, the morning beside sunrise only repeat it.
  const last = PARTS.last.test(text);
  if (partOfDay && (s.triggers.length + s.conditions.length === 0 || (last && s.triggers.length === 0) || (!clocked && !s.triggers.every((t) => sunAgrees(t, partOfDay[0]))))) throw new Refusal("ambiguous", `“${partOfDay[0].trim()}” says no time of its own; give one (“at 7pm”, “at sunset”).`);
  // "at 10 tonight", "this morning at 9", "today at 5pm": one moment, which an automation would repeat every day.
  const once = PARTS.once.exec(text);
  if (once && s.triggers.length > 0) throw new Refusal("unsupported", `“${once[0]}” asks for one time only; HomeDirective writes automations that run every time, so leave it out to have it every day.`);
  // "at 7am on weekdays and 9am on weekends": days that go with different times are two automations' worth.
  if (said > 1 && s.triggers.length > 1) throw new Refusal("unsupported", "Different days at different times are not supported in one directive yet; write one directive per set of days.");
  return { schedule: s, rest: rest.replace(/\s+/g, " ").trim() };
}
