/** English words for durations and weekdays, as patterns over the normalised text (directive/time.ts reads them). */

/** A clock time in the normalised text: 7, 7:30, 7:30am, 19:45, 0:00 (midnight), 12:00 (noon). */
export const CLOCK_TIME = String.raw`\d{1,2}(?::\d{2})?(?:am|pm)?`;

/** A duration phrase: "10 minutes", "1 hour", "90 seconds", "2 mins"; group 1 the number, group 2 the unit. */
export const DURATION = String.raw`(\d+(?:\.\d+)?) ?(seconds?|secs?|minutes?|mins?|hours?|hrs?)\b`;

/** A moment said by its clock time or the sun's: "7", "6:30pm", "sunset", "midnight" (no groups). */
export const MOMENT_SAID = String.raw`(?:sunset|sunrise|sundown|dusk|dawn|noon|midnight|\d{1,2}(?::\d{2})?(?: ?[ap]m)?)`;

/** The last bare hour said "at night" that is the small hours ("at 2 every night" is 02:00; "at 8 every night" 20:00). */
const LAST_SMALL_HOUR = 5;

/** The part of the day a directive says its bare hours are in: "every evening" (after noon), "every night". */
export type Half = false | "evening" | "night";

/**
 * The half of the clock of a bare hour (1 to 12) said in a part of the day: the morning's unless "evening" or "night"
 * says otherwise; at night 12 and the first hours are the small hours ("at 2 every night", "at 12 at night").
 */
export function halfOf(hour: number, part: Half): "am" | "pm" | undefined {
  if (!part) return undefined;
  return part === "night" && (hour === 12 || hour <= LAST_SMALL_HOUR) ? "am" : hour === 12 ? undefined : "pm";
}

/** The ways to say sunset and sunrise (no groups). */
export const SUNSET_SAID = String.raw`(?:sunset|sundown|dusk|nightfall|twilight|the sun goes down|the sun sets)`;
export const SUNRISE_SAID = String.raw`(?:sunrise|sunup|dawn|daybreak|first light|the sun comes up|the sun rises|the sun is up)`;

/** The days' names in week order, Monday first as Home Assistant's time condition lists them. */
export const DAYS_OF_WEEK = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
/** A day's name, spelled out. */
export const FULL_DAY = `(?:${DAYS_OF_WEEK.join("|")})`;
/** A day's name, singular or plural. */
export const DAY = `${FULL_DAY}s?`;
/** "mon", "tues", "thurs": the short spellings people type, each with its day. */
export const SHORT_DAYS: Readonly<Record<string, string>> = {
  mon: "monday", tue: "tuesday", tues: "tuesday", wed: "wednesday", thu: "thursday", thur: "thursday", thurs: "thursday",
  fri: "friday", sat: "saturday", sun: "sunday",
};

/** A part of the day said as when ("in the morning", "at night", "every evening", "tonight"), and its word as `part`. */
export const PART_SAID = /\b(?:in the|this|during the|at|every|each) (?<part>morning|afternoon|evening|night)s?\b|\b(?<tonight>tonight)\b/g;
/** The clock hours (from, until; minutes of the day) each part of the day spans: "12:30 in the morning" is after midnight. */
export const PART_SPANS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  morning: [[0, 12 * 60]],
  afternoon: [[12 * 60, 18 * 60 + 1]],
  evening: [[17 * 60, 24 * 60]],
  night: [[18 * 60, 24 * 60], [0, 6 * 60]],
  tonight: [[17 * 60, 24 * 60], [0, 4 * 60 + 1]],
};
