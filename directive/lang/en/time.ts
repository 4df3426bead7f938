/** How English says clock times, durations and sets of days (directive/time.ts): "7:30pm", "1 hour 30 minutes", "weekdays". */
import type { TimeWords } from "../time-shape.ts";
import { DAYS_OF_WEEK, DURATION, FULL_DAY } from "./clock.ts";

/** A part of the day after a set of days ("weekday mornings"). */
const PART = String.raw`(?: (?:mornings?|evenings?|nights?|afternoons?))?`;

export const TIME_WORDS = {
  clockTime: /^(\d{1,2})(?::(\d{2}))?(am|pm)?$/,
  duration: new RegExp(DURATION, "g"),
  unitSeconds: { second: 1, seconds: 1, sec: 1, secs: 1, minute: 60, minutes: 60, min: 60, mins: 60, hour: 3600, hours: 3600, hr: 3600, hrs: 3600 },
  workdays: new RegExp(String.raw`\b(?:on |every |during the |during |each )?(?:a )?(?:weekdays?|workdays?|work days?|working days?|business days?)${PART}\b`),
  weekend: new RegExp(String.raw`\b(?:on |every |during the |over the |at )?(?:the )?weekends?${PART}\b`),
  everyDay: /\b(?:every|each) (?:single )?(?:day|morning|evening|night)\b|\b(?:daily|nightly|everyday)\b/,
  week: DAYS_OF_WEEK,
  dayName: new RegExp(`(${FULL_DAY})s?`, "g"),
  dayRange: /\b(?:to|through|thru|until|till)\b/,
  bareHour: /\b(at|until|till|til|after|by) (\d{1,2})(:\d{2})?(?![\w.:])(?!\s?(?:am|pm)\b)/g,
} satisfies TimeWords;
