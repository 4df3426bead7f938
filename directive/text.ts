import { en } from "./lang/en/index.ts";
import { withoutAccents } from "./letters.ts";
import { digitize } from "./numbers.ts";
import { gatedTable } from "./gates.ts";
import { withoutMessages } from "./lang/en/messages.ts";
import { strip } from "./titles.ts";
import { alternation, anyWord, escaped } from "./lang/word-pattern.ts";

export { escaped };

/** The language's words normalizing reads (lang/en/text-words.ts), each pattern built once from them here. */
const T = en.text;
/** A half of the day, with or without its dots ("pm", "p.m."). */
const DOTTED_MERIDIEM = T.meridiem.map((half) => [...half].map((c) => `${escaped(c)}\\.?`).join("")).join("|");
const MERIDIEM = alternation(T.meridiem);
/** "at lights-out (23:00)": the lead in group 1, the clock time in group 2; the name holds no other time word. */
const NAMED_MOMENT = new RegExp(String.raw`\b(${alternation(T.momentLeads)}) (?:(?!\b(?:${alternation(T.notInMoment)})\b)[\p{L}' -]){2,24} \((\d{1,2}(?::\d{2})?\s?(?:${DOTTED_MERIDIEM})?)\)`, "gu");
const DOTTED_CLOCK = new RegExp(String.raw`\b(\d{1,2})\.(\d{2}) ?(${MERIDIEM})\b`, "g");
const { letter, clockLeads, lateLeads, ranges } = T.hours;
/** "2h" is two hours, but "at 8h", "8h to 10h" and "after 22h" are clock times. */
const HOURS_LETTER = new RegExp(String.raw`(?<!\b(?:${alternation(clockLeads)}) |\d${letter} (?:${alternation(ranges)}) |\b(?:${alternation(lateLeads)}) (?=(?:1[3-9]|2[0-3])${letter}\b))\b(\d+(?:\.\d+)?) ?${letter}\b`, "g");
const STATEMENT_IN_BRACKETS = new RegExp(String.raw`\s*\(((?:${alternation(T.statementStarts)}) (?:[^()\d]+ )+[^()\d]+)\)\s*\.?\s*$`);
const CONDITION_IN_BRACKETS = new RegExp(String.raw`\s*\((?:(${alternation(T.bracketedDayParts)}),?\s+)?((?:${alternation(T.conditionStarts)}) [^()]+)\)\s*\.?\s*$`);
const ONE_WORD = T.oneWord.map(([said, word]) => [anyWord([escaped(said)], "g"), word] as const);
const PLUS_AND = new RegExp(String.raw`(?<!\b(?:${alternation(T.sunWords)}))\s\+\s`, "g");
const CLOCK_MERIDIEM = new RegExp(String.raw`\b(\d{1,2})(?::(\d{2}))?\s?(${MERIDIEM})\b`, "g");

/** "The coffee maker turns on the kitchen lights": the one rule, as a pair for String.replace. */
const linked = en.linkedSubject[0] as [RegExp, (...args: string[]) => string];

/** Signs, units and contractions in the language's one spelling (lang/en/spellings.ts), each rule tried only where it may match. */
const spell = gatedTable(en.spellings);

/** Runs of spaces, squeezed to one: spacing mechanics, no word. */
const SPACES = /\s+/g;

/**
 * Lower-case, punctuation-light text in which numbers, units and contractions have one spelling. The patterns
 * written out below are punctuation and spacing mechanics and hold no word; each one with a word is built above from
 * the language's table, or is the table's own.
 */
export function normalize(text: string): string {
  const lowered = withoutAccents(text.normalize("NFKC").toLowerCase().trim());
  // "trigger: … action: …", Home Assistant's parts said in order, are no title (lang/en/ha-terms.ts).
  // A message's own words (quoted, or after a colon) are left out before a colon can be read as a title's.
  const written = strip(en.automationParts.reduce((out, [pattern, spelled]) => out.replace(pattern, spelled as string), withoutMessages(lowered))).text
    .replace(...linked)
    .replace(...T.thirdPerson)
    // "at lights-out (23:00)": a named moment with its clock time in brackets is that time.
    // The moment's name holds no other time word: "at dusk till bedtime (23:15)" is two times.
    .replace(NAMED_MOMENT, "$1 $2")
    .replace(/[‘’`]/g, "'")
    // "Activate the 'Good Night' scene": a name in single quotes is the name; "living_room" is two words.
    .replace(/(^|[\s,:])'([^']+)'(?=[\s,.:!?]|$)/g, "$1$2")
    .replace(/(\p{L})_(?=\p{L})/gu, "$1 ")
    // "the Boys' light": a plural's possessive is the plural; "12.30 am" is 12:30am.
    .replace(...T.pluralPossessive)
    .replace(DOTTED_CLOCK, "$1:$2$3")
    .replace(HOURS_LETTER, `$1 ${T.hours.word}`);
  const stopped = spell(written)
    // "Can you turn on the landing light? Otis doesn't like the dark", "… off at midnight; on weekdays …": a
    // sentence's end or a semicolon, between words, parts clauses as a comma does.
    .replace(/(\p{L})[.?!]+\s+(?=\p{L})|(\d)[?!]+\s+(?=\p{L})|([\p{L}\d])\s*;\s*(?=[\p{L}\d])/gu, (_, letter, digit, before) => `${letter ?? digit ?? before}, `)
    .replace(/(\p{L})-(?=\p{L})/gu, "$1 ")
    // "your garage door(s)": the plural, written with its maybe.
    .replace(...T.pluralMaybe)
    .replace(/\s&\s/g, ` ${T.and} `)
    // "… (we tend to move enough during dinner time)": a statement in brackets at the end is a clause of its own, as
    // after a comma ("Exterior Lights (on at sunset)" stays).
    .replace(STATEMENT_IN_BRACKETS, ", $1")
    .replace(CONDITION_IN_BRACKETS, (_, part: string | undefined, condition: string) => (part ? `, ${T.dayPartSaid(part)}, ${condition}` : `, ${condition}`))
    // Brackets, quotes, the signs left and an ellipsis are spaces.
    .replace(/[()[\]{}"!?;…]|\.{2,}/g, " ")
    .replace(/(\D)\.(\s|$)/g, "$1 $2")
    // "… to 20.": a sentence's full stop after a number (a decimal has digits after its point).
    .replace(/(\d)\.(\s|$)/g, "$1$2");
  // Before number words become digits (lang/en/text-words.ts): "no one" is nobody, not "no 1".
  const plain = ONE_WORD.reduce((out, [said, word]) => out.replace(said, word), stopped)
    // "the front/back door", "Sunday + monday": either, and both.
    .replace(/\b(\p{L}{2,})\/(\p{L}{2,})\b/gu, `$1 ${T.or} $2`)
    .replace(PLUS_AND, ` ${T.and} `)
    .replace(/\s+,/g, ",")
    .replace(SPACES, " ")
    .trim();
  return digitize(plain)
    .replace(CLOCK_MERIDIEM, (_, h, m = "00", half) => `${h}:${m}${half}`)
    .replace(SPACES, " ")
    .trim();
}

/** One form per word for matching names, as the language folds it (lang/en/stem.ts). */
export const stem = (word: string): string => T.stem(word);

/**
 * Words of a phrase, stemmed; commas and other separators dropped. An elided article ("Porte d'Entrée", "Sala
 * dell'Orto") is a word of its own, as the home's names are split (home-index.ts's plain); "Bob's" stays one.
 */
export const words = (phrase: string): string[] =>
  phrase
    .split(/[\s,]+|(?<=\p{L})'(?=\p{L}{2})/u)
    .filter(Boolean)
    .map(stem);

