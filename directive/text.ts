import { en } from "./lang/en/index.ts";
import { withoutAccents } from "./letters.ts";
import { digitize } from "./numbers.ts";
import { gatedTable } from "./gates.ts";
import { withoutMessages } from "./lang/en/messages.ts";
import { strip } from "./titles.ts";

/** A verb in the third person after "an automation that …", or in a title ("Motion turns on …"). */
const THIRD_PERSON = /\b(turn|dim|activate|deactivate|enable|disable)s\b|\b(switch)es\b(?= (?:on|off)\b)/g;

/** "The coffee maker turns on the kitchen lights": the one rule, as a pair for String.replace. */
const linked = en.linkedSubject[0] as [RegExp, (...args: string[]) => string];

/** Signs, units and contractions in the language's one spelling (lang/en/spellings.ts), each rule tried only where it may match. */
const spell = gatedTable(en.spellings);

/** Lower-case, punctuation-light text in which numbers, units and contractions have one spelling. */
export function normalize(text: string): string {
  const lowered = withoutAccents(text.normalize("NFKC").toLowerCase().trim());
  // "trigger: … action: …", Home Assistant's parts said in order, are no title (lang/en/ha-terms.ts).
  // A message's own words (quoted, or after a colon) are left out before a colon can be read as a title's.
  const written = strip(en.automationParts.reduce((out, [pattern, spelled]) => out.replace(pattern, spelled as string), withoutMessages(lowered))).text
    .replace(...linked)
    .replace(THIRD_PERSON, "$1$2")
    // "at lights-out (23:00)": a named moment with its clock time in brackets is that time.
    // The moment's name holds no other time word: "at dusk till bedtime (23:15)" is two times.
    .replace(/\b(at|by|around|until|till) (?:(?!\b(?:till|until|to|and|or|at|by|from|dusk|dawn|sunset|sunrise|sundown|noon|midnight)\b)[\p{L}' -]){2,24} \((\d{1,2}(?::\d{2})?\s?(?:[ap]\.?m\.?)?)\)/gu, "$1 $2")
    .replace(/[‘’`]/g, "'")
    // "Activate the 'Good Night' scene": a name in single quotes is the name; "living_room" is two words.
    .replace(/(^|[\s,:])'([^']+)'(?=[\s,.:!?]|$)/g, "$1$2")
    .replace(/(\p{L})_(?=\p{L})/gu, "$1 ")
    // "the Boys' light": a plural's possessive is the plural; "12.30 am" is 12:30am.
    .replace(/(\p{L}s)'(?=\s|$)/gu, "$1")
    .replace(/\b(\d{1,2})\.(\d{2}) ?([ap]m)\b/g, "$1:$2$3")
    .replace(/(?<!\b(?:at|from|until|till|between) |\dh (?:to|and|until|till) )\b(\d+(?:\.\d+)?) ?h\b/g, "$1 hours");
  const plain = spell(written)
    // "Can you turn on the landing light? Otis doesn't like the dark", "… off at midnight; on weekdays …": a
    // sentence's end or a semicolon, between words, parts clauses as a comma does.
    .replace(/(\p{L})[.?!]+\s+(?=\p{L})|(\d)[?!]+\s+(?=\p{L})|([\p{L}\d])\s*;\s*(?=[\p{L}\d])/gu, (_, letter, digit, before) => `${letter ?? digit ?? before}, `)
    .replace(/(\p{L})-(?=\p{L})/gu, "$1 ")
    // "your garage door(s)": the plural, written with its maybe.
    .replace(/(\p{L})\((?:e?s)\)/gu, "$1s")
    .replace(/\s&\s/g, " and ")
    // "… (we tend to move enough during dinner time)": a statement in brackets at the end is a clause of its own, as
    // after a comma ("Exterior Lights (on at sunset)" stays).
    .replace(/\s*\(((?:we|i|you|they|he|she|it|that|this|there|my|our|his|her|their) (?:[^()\d]+ )+[^()\d]+)\)\s*\.?\s*$/, ", $1")
    .replace(/[()[\]{}"!?;]/g, " ")
    .replace(/\.{2,}|…/g, " ")
    .replace(/(\D)\.(\s|$)/g, "$1 $2")
    // "… to 20.": a sentence's full stop after a number (a decimal has digits after its point).
    .replace(/(\d)\.(\s|$)/g, "$1$2")
    .replace(/\beach and every\b/g, "every")
    // Before number words become digits: "no one" is nobody, not "no 1".
    .replace(/\bno one\b|\bno-one\b/g, "nobody")
    .replace(/\ba\/c\b/g, "ac")
    // "the front/back door", "Sunday + monday": either, and both.
    .replace(/\b(\p{L}{2,})\/(\p{L}{2,})\b/gu, "$1 or $2")
    .replace(/(?<!\b(?:sunset|sunrise|dusk|dawn))\s\+\s/g, " and ")
    .replace(/\s+,/g, ",")
    .replace(/\s+/g, " ")
    .trim();
  return digitize(plain)
    .replace(/\b(\d{1,2})(?::(\d{2}))?\s?(am|pm)\b/g, (_, h, m = "00", half) => `${h}:${m}${half}`)
    .replace(/\s+/g, " ")
    .trim();
}

const IRREGULAR = new Map([["people", "person"], ["children", "child"], ["men", "man"], ["women", "woman"]]);

/** One form per word for matching names: plurals and a few verb endings folded. */
export function stem(word: string): string {
  return fold(word);
}

function fold(word: string): string {
  if (!word.endsWith("s") || word.length <= 3) return IRREGULAR.get(word) ?? word;
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (!word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}

/** Words of a phrase, stemmed; commas and other separators dropped. */
export const words = (phrase: string): string[] =>
  phrase
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(stem);

/** Text as a pattern that matches only itself, for names put into a regular expression. */
export const escaped = (said: string) => said.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
