/** The shape of a language's title words (lang/<code>/titles.ts, read by directive/titles.ts), part of the Language shape. */
export interface TitleWords {
  /** An assistant addressed by its wake word ("Hey Siri,", "Alexa turn …"), left out before the directive; tried in order. */
  addressed: readonly RegExp[];
  /** An automation's name before its description in brackets, left out as a title. */
  bracketed: RegExp;
  /** A request for an automation ("create an automation that …"), left out before the directive. */
  request: RegExp;
  /** Units of an offset after a dash ("at sunset - 30 min"), which is no title. */
  offsetUnits: readonly string[];
  /** The marks that set a title off before the directive, as a character class. */
  dash: string;
  /** A title that states an event ("Back door left open"): the state in group 1, the title said as its trigger. */
  event: RegExp;
  /** A body that says its own event ("… when the back door has been open"), so an event title is only its label. */
  bodyEvent: RegExp;
  /** A clock time or a moment of the sun after "at", as a title may hold it. */
  timed: RegExp;
  /** A title that is only a time: "midnight", "at 7am", "sunset". */
  atOnly: RegExp;
  /** A title that is only a part of the day: the day in group 1, else the night. */
  partOfDay: RegExp;
  /** Days a title says ("Saturday and Sunday mornings", "weekdays", "Mon-Sat"): the days the directive runs on. */
  days: RegExp;
  /** A negation before a title's days ("not on weekends", "except Fridays"), at the end of what precedes them. */
  notDays: RegExp;
  /** A negation after a title's days ("Sundays off", "weekends excluded"), at the start of what follows them. */
  daysNot: RegExp;
  /** A clock time in the body, which says when better than a title's part of the day. */
  clockSaid: RegExp;
  /**
   * The words the stage writes when it moves what a title says into the body: the word before a moment ("at 10pm",
   * which a title may leave out), before days and other days ("except on weekends"), before the noun a title ends
   * with ("turn it off" said of "the bathroom fan"), and the parts of the day.
   */
  written: { at: string; on: string; except: string; the: string; day: string; night: string };
  /** Words a title's days may start with ("on weekdays", "every Monday"). */
  dayLeads: readonly string[];
  /** Words that say no more than the days do ("Weekdays only"). */
  onlyWords: readonly string[];
  /** A body that starts with a bare state said of the title ("on while it is open"). */
  bareState: RegExp;
  /** A title that names a routine the person starts now ("Movie time:", "Bedtime:", "We're off to bed:"): a label, never an event. */
  routine: RegExp;
  /** Words at a title's start that say it is automatic, not a mode ("Auto dust extractor"). */
  automatic: readonly string[];
  /** Pronouns a body's first words may use for the title's device ("turn it off"). */
  pronouns: readonly string[];
  /** Words before the noun phrase a title ends with ("the", "my"). */
  determiners: readonly string[];
  /** A state said after the title's noun ("Washing machine done"), which the noun is named without. */
  stateAfter: RegExp;
}
