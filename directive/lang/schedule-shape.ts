/** The shape of a language's schedule words (lang/<code>/schedule-wordings.ts), part of the Language shape (types.ts). */

/** Patterns that each add one kind of time to a schedule (directive/schedule.ts), with the groups each holds. */
export interface ScheduleRules {
  /** "every 15 minutes": group 1 the number, 2 its unit (one time.ts's seconds() reads). */
  everyN: RegExp;
  /** "every hour", "every minute", "hourly": group 1 the unit, if said. */
  everyOne: RegExp;
  /** The sun down ("after dark", "at night"), and the sun up ("while the sun is up"): conditions. */
  dark: RegExp;
  light: RegExp;
  /** "only if it is more than an hour after sunset": groups 1-2 the duration, 3 the side, 4 the sun's word. */
  sunOffsetWhile: RegExp;
  /** "from an hour before sunset", never a window's start: groups 1-2 the duration, 3 the side, 4 the sun's word. */
  sunOffsetFrom: RegExp;
  /** "30 minutes before sunset", never inside a window: groups 1-2 the duration, 3 the side, 4 the sun's word. */
  sunOffsetAt: RegExp;
  /** "after sunset": group 1 the side, 2 the sun's word. */
  sunSide: RegExp;
  /** "at sunset", a sun word opening or closing the text: the sun's word in group 1, 2 or 3. */
  atSun: RegExp;
  /** "between 9 and 11": groups 1 and 2 the clock times. */
  clockWindow: RegExp;
  /** "between midnight and sunrise": group 1 the clock time, 2 the sun's word. */
  clockToSun: RegExp;
  /** "between sunset and 23:00": group 1 the sun's word, 2 the clock time. */
  sunToClock: RegExp;
  /** "10 until 11": groups 1 and 2 the clock times. */
  clockToClock: RegExp;
  /** "after 10pm", "until 6": group 1 the side, 2 the clock time. */
  clockSide: RegExp;
  /** "at 10pm and 6am": group 1 the first clock time, 2 the others as said (each a `time`). */
  atClocks: RegExp;
  /** "7:30am" alone: group 1 the clock time. */
  clockAlone: RegExp;
}

/** How a language says when (lang/<code>/schedule-wordings.ts, read by directive/schedule.ts). */
export interface ScheduleWordings {
  /** A clock time said as one, not a value, in group 1 (a source: each of a list). */
  time: string;
  /** A clock time said as one ("at 10", "21:30"), not a value ("to 18"). */
  clockSaid: RegExp;
  /** The ways to say sunset (a source); a sun word that is none of them says sunrise. */
  sunset: string;
  /** The words for a side of a moment ("prior to", "until") and which side each is. */
  sides: Readonly<Record<string, "before" | "after">>;
  rules: ScheduleRules;
  /** A list of weekdays ("on mondays and fridays", "monday to friday nights"). */
  weekdays: RegExp;
  /** Days said between two times ("at 7 on weekdays and at 9"), which may be the first time's or both's. */
  daysBetween: RegExp;
  /** Days said of nights ("friday nights"), whose small hours are the next day's. */
  nights: RegExp;
  parts: PartsOfDay;
}

/** A part of the day as a directive says it (directive/schedule.ts). */
export interface PartsOfDay {
  /** One said as when ("in the evening", "tonight"), not inside a name ("the Film Evening scene"). */
  said: RegExp;
  /** Every way a part of the day is said, taken out of the text. */
  any: RegExp;
  /** Said last with "only" or its own comma ("…, only in the morning"). */
  last: RegExp;
  /** A part in the clock's second half ("every evening", "nightly"), not a device ("night light"). */
  later: RegExp;
  /** The morning, which keeps a bare hour in the first half. */
  morning: RegExp;
  /** The evening or afternoon: after noon, not the night's small hours. */
  evening: RegExp;
  /** The night beside a clock time, which only says its half (global). */
  night: RegExp;
  /** A part the sun's moment may only repeat ("the morning", "tonight"), and of those, the ones sunset repeats. */
  sun: RegExp;
  sunset: RegExp;
  /** One moment, not every day ("tonight", "this morning"). */
  once: RegExp;
}
