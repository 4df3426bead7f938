/**
 * Days said by exception ("at 23:30 except on friday and saturday", "every weekday except Friday"): the other days, as
 * the weekday list the schedule reads. Applied in its place among lang/en/framings.ts.
 */
import type { Rewrite } from "../types.ts";
import { DAY, DAYS_OF_WEEK } from "./clock.ts";

const WEEKDAYS: readonly string[] = DAYS_OF_WEEK;
const SPAN = "(?:to|through|thru|till|until)";
/** The days from one to the other, the week wrapping ("friday to monday"). */
const spanOf = (from: string, to: string) => Array.from({ length: (WEEKDAYS.indexOf(to) - WEEKDAYS.indexOf(from) + 7) % 7 + 1 }, (_, i) => WEEKDAYS[(WEEKDAYS.indexOf(from) + i) % 7]).join(" ");
/** "friday and saturday" → the other five days, as the weekday list the schedule reads. */
function otherDays(days: string, within = WEEKDAYS): string {
  // "except Monday to Wednesday": every day of the span (it was Monday alone, and "to wednesday" left over).
  const said = days.replace(new RegExp(`(${DAY}) ${SPAN} (${DAY})`, "g"), (_, from: string, to: string) => spanOf(from.replace(/s$/, ""), to.replace(/s$/, "")));
  const left = within.filter((day) => { const i = WEEKDAYS.indexOf(day); return !(said.includes(day) || (/weekends?/.test(said) && i >= 5) || (/weekdays?/.test(said) && i < 5)); });
  // Joined by "and": a comma would end the clause ("from 9am until 5pm, except on sundays").
  return `on ${left.join(" and ")}`;
}

export const DAYS_EXCEPTED: readonly Rewrite[] = [
  // "at 23:30 except on friday and saturday", "every day but not on weekends": the other days.
  // "every weekday except Friday", "on weekends except Sundays": the days of that part of the week but those.
  [new RegExp(`(?:(?:,\\s*|\\s+|^)(?:(?:on|every) )?(weekdays?|weekends?))?(?:,\\s*|\\s+|^)(?:every day )?(?:except|but not|apart from|other than|excluding|unless it is(?: a)?|unless on|(?<=\\bevery day )but) (?:on |at |during )?(?:the )?((?:${DAY}(?: ${SPAN} ${DAY})?|weekends?|weekdays?)(?:(?:,| and| or|, and) (?:on )?(?:${DAY}(?: ${SPAN} ${DAY})?|weekends?))*)\\b`, "g"), (said: string, part: string | undefined, days: string) => `${/^[\s,]/.test(said) ? " " : ""}${otherDays(days, part ? WEEKDAYS.filter((_, i) => (i < 5) === part.startsWith("weekday")) : WEEKDAYS)}`],
];
