/**
 * The shape of a language's clock times, durations and days as directive/time.ts reads them (lang/<code>/time.ts),
 * part of the Language shape.
 */

export interface TimeWords {
  /** A clock time alone ("7", "7:30pm"): the hour in group 1, the minutes in group 2, "am" or "pm" in group 3. */
  clockTime: RegExp;
  /** A duration's parts ("1 hour 30 minutes", global): the number in group 1, its unit in group 2. */
  duration: RegExp;
  /** The seconds in each unit as said (every spelling the duration pattern's group 2 takes). */
  unitSeconds: Readonly<Record<string, number>>;
  /** Days said as a set: the working week, the weekend, every day. */
  workdays: RegExp;
  weekend: RegExp;
  everyDay: RegExp;
  /** The days' names in week order, Monday first. */
  week: readonly string[];
  /** A day's name said (global), the name as `week` spells it in group 1. */
  dayName: RegExp;
  /** Two days said as a range ("monday to friday"). */
  dayRange: RegExp;
  /** A bare hour after a word that says a moment (global): the word in group 1, the hour in 2, its minutes in 3. */
  bareHour: RegExp;
}
