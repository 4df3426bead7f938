/**
 * The shape of a language's presence words (lang/<code>/presence.ts, read by directive/presence.ts), part of the
 * Language shape. Lists are words or phrases found whole; patterns are where the word order is the language's own.
 */
export interface PresenceWords {
  /** The first of the household home ("the first of us to get home", "home to an empty house"). */
  first: RegExp;
  /** Who is left out or who alone ("anyone but Bob", "home alone", "with Bob out"); the match is quoted in a refusal. */
  excepting: RegExp;
  /** A count of people ("2 or more people", "at least two of us"); the match is quoted in a refusal. */
  counted: RegExp;
  /** "anyone but", "someone other than": anyone of the others, read as a list of them. */
  anyoneBut: RegExp;
  /** Verbs of coming ("gets", "arrives", "is back"), read as an arrival beside `homeward`. */
  arriving: readonly string[];
  /** Words that say where the arrival is: home, back. */
  homeward: readonly string[];
  /** Verbs of going ("leaves", "goes out", "is away"). */
  leaving: readonly string[];
  /** Every one of a group together ("both", "the last of us"), not the first to arrive. */
  together: readonly string[];
  /** The household said as one ("we", "the family"). */
  household: readonly string[];
  /** The household said away together ("are away"): all of it. */
  allAway: readonly string[];
  /** Words that say two of the household ("both", "the two of us"). */
  two: readonly string[];
  /** Anyone of the household. */
  someone: readonly string[];
  /** All of the household ("everyone", "nobody", "the whole family"). */
  everyone: readonly string[];
  /** Someone said to be home ("is home", "are both at home"). */
  atHome: RegExp;
  /** Someone said not to be home ("is not home", "is away", "nobody is home"). */
  notHome: RegExp;
  /** A place other than home after a verb of coming or going ("leaves work"), the place in group 1. */
  elsewhere: RegExp;
  /** A verb of coming to a place ("arrives at", "gets to"), which with `elsewhere` is a zone this home lacks. */
  towards: RegExp;
  /** Some of the household but not which ("not everyone", "one of us"). */
  partly: RegExp;
  /** Two said together ("with Bob", "along with"); the match is quoted in a refusal. */
  along: RegExp;
  /** The pronouns for one person ("she", "he"). */
  thirdPerson: readonly string[];
  /** The speaker coming or going ("when I get home"). */
  speaker: RegExp;
  /** A clause whose subject (group 1) comes or goes, which may be a person the home does not have. */
  stranger: RegExp;
  /** Subjects of `stranger` that are no name ("it", "there", "motion"). */
  notAName: readonly string[];
  /** The household said gone all at once ("nobody", "no one"). */
  nobody: RegExp;
  /** Either of those named ("or", "either"). */
  either: readonly string[];
  /** Each of those named ("both", "each"). */
  each: readonly string[];
  /** Verbs in the plural, which say every one of those named ("are", "have", "arrive"). */
  plural: readonly string[];
}
