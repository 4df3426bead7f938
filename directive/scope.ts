/**
 * What the words around a device noun settle before the clauses are read: a room the directive's title
 * names ("Shed: notify me when the door opens"), and a noun said again ("… the bedroom window … when
 * the window is closed"). Both rewrite the text, so the later stages read one spelling.
 */
import { KIND_WORDS, SOFT_KINDS } from "./kinds.ts";
import { type Index, plain } from "./home-index.ts";
import { areaNamed, areasIn, isFloorNamed, persons } from "./names-in-phrase.ts";
import { stem, words } from "./text.ts";
import { en } from "./lang/en/index.ts";

const NOUNS = [...Object.keys(KIND_WORDS), ...Object.keys(SOFT_KINDS), "motion"].map((n) => `${n}(?:e?s)?`).join("|");
/** A device noun and the word before it. */
const NOUN_AFTER = new RegExp(`(^|\\b[\\p{L}']+ )(${NOUNS})\\b`, "gu");
/** Words that stand before a noun without naming it: a room inserted after them keeps the phrase whole. */
const OPEN = new Set("the all of my our when if and or a any every no is there for".split(" "));

/** A word after which a room may stand before a noun: not a name word ("front" in "front door"). */
const opens = (index: Index, word: string) => word === "" || OPEN.has(word) || !index.names.has(stem(word));

/**
 * "Bedroom: close blinds at 10pm", "Shed: notify me when motion is detected and the door is closed": a title
 * that is a room's name (HA users title automations "Room: …") places every device the directive names
 * without a room of its own in that room, when the directive names no room itself. Null: no room title.
 */
export function inTitledRoom(index: Index, title: string | null, text: string): string | null {
  if (!title) return null;
  // "Garage: …", "Outdoor: …": a room's or a floor's title places the devices the body does not place itself.
  const name = areaNamed(index, title)?.name.toLowerCase() ?? (isFloorNamed(index, title) ? plain(title) : null);
  if (!name) return null;
  if (areasIn(index, text).length > 0) return text;
  return text.replace(NOUN_AFTER, (whole: string, before: string, noun: string) => {
    if (!opens(index, before.trim())) return whole;
    // Motion is said of a room ("no motion in the bedroom"), a device by the room's name ("the bedroom fan").
    return noun === "motion" ? `${before}motion in the ${name}` : `${before}${name} ${noun}`;
  });
}

/** A device noun alone after "the", not placed by what follows it ("the window in the hall"). */
const NOT_PLACED = String.raw`\b(?! (?:in|on|of|near|by|from|outside|inside)\b)`;
/** "the window", "the lights": a device noun, singular or plural, alone after "the". */
const BARE = new RegExp(`\\bthe (${NOUNS})${NOT_PLACED}`, "gu");

/** "the bedroom window": up to three words before a device noun. */
const QUALIFIED = new RegExp(`\\b((?:[\\p{L}']+ ){1,3})(${NOUNS})\\b`, "gu");

/** The name words that end `words`, nearest last: "when the bedroom" → "bedroom". */
function qualifier(index: Index, words: string[]): string {
  let i = words.length;
  while (i > 0 && index.names.has(stem(words[i - 1]!)) && !OPEN.has(words[i - 1]!)) i--;
  return words.slice(i).join(" ");
}

/**
 * "Turn off the bedroom radiator when the bedroom window is open and back on when the window is closed":
 * "the window" said after one window was named is that window. Only when exactly one earlier phrase ends
 * with the noun, and the noun stands alone ("the window", not "the window in the hall").
 */
export function referBack(index: Index, text: string): string {
  if (!text.includes("the ")) return text;
  const named = new Map<string, { phrases: Set<string>; at: number }>();
  for (const m of text.matchAll(QUALIFIED)) {
    const said = qualifier(index, m[1]!.trim().split(" "));
    if (!said) continue;
    const seen = named.get(m[2]!) ?? { phrases: new Set<string>(), at: m.index! };
    named.set(m[2]!, { phrases: seen.phrases.add(`${said} ${m[2]}`), at: seen.at });
  }
  return text.replace(BARE, (whole: string, noun: string, where: number) => {
    const earlier = named.get(noun);
    return earlier && earlier.phrases.size === 1 && where > earlier.at ? `the ${[...earlier.phrases][0]}` : whole;
  });
}

/** A device noun in the singular, alone after "the": "the light", "the door". */
const BARE_SINGULAR = new RegExp(`\\bthe (${[...Object.keys(KIND_WORDS), ...Object.keys(SOFT_KINDS)].join("|")})${NOT_PLACED}`, "gu");

/**
 * "When no one is in the bathroom for 2 minutes but the light is still on, turn it off": in a directive that
 * names one room, "the light" alone is that room's. Only the singular: "the lights" stays every light.
 */
export function inOneRoom(index: Index, text: string): string {
  BARE_SINGULAR.lastIndex = 0;
  if (!BARE_SINGULAR.test(text)) return text;
  const rooms = areasIn(index, text);
  if (rooms.length !== 1) return text;
  const name = rooms[0]!.name.toLowerCase();
  // "the curtain left": a noun followed by another word of a name is part of that name, not the kind.
  return text.replace(BARE_SINGULAR, (whole: string, noun: string, at: number) => {
    const next = /^ ([\p{L}']+)/u.exec(text.slice(at + whole.length))?.[1];
    return next && !OPEN.has(next) && index.names.has(stem(next)) ? whole : `the ${name} ${noun}`;
  });
}

/** "her" or "his" before a noun, or "her" or "him" told something ("notify her", "let him know"). */
const OF_A_PERSON = new RegExp(String.raw`\b(?:her|his)\b(?= [\p{L}])|(?<=\b(?:${[...en.operations.notify, "let"].join("|")}) )(?:her|him)\b`, "gu");

/**
 * "When Shanna gets home, turn on her lamp", "when Ngaio leaves, notify her": "her", "his" or "him" is the one person
 * named before it ("when kayla gets home turn on her light and let dana know": Kayla's), else the only person named at all.
 */
export function possessive(index: Index, text: string): string {
  if (!/\b(?:her|his|him)\b/.test(text)) return text;
  const everyone = persons(index, text);
  return text.replace(OF_A_PERSON, (said: string, at: number) => {
    const before = persons(index, text.slice(0, at));
    const named = before.length > 0 ? before : everyone;
    return named.length === 1 ? plain(named[0]!.name).split(" ")[0]! : said;
  });
}

/** "the <kind noun> <by|over|…> [the] <one or two words>", the kind nouns from the kinds table. */
const BY_PLACE = new RegExp(String.raw`\bthe (${[...Object.keys(KIND_WORDS), ...Object.keys(SOFT_KINDS)].join("|")})(s?) (?:by|over|near|beside|above|under|next to|along|around) (?:the )?(\p{L}+(?: \p{L}+)?)\b`, "gu");

const PLACED = /\b(?:by|over|near|beside|above|under|next to|along|around)\b/;

/**
 * "The lamp by the sofa", "the light over the stairs": a device said by where it is, when the home names it so
 * ("Sofa Lamp", "Stairs Light").
 */
export function byPlace(index: Index, text: string): string {
  if (!PLACED.test(text)) return text;
  return text.replace(BY_PLACE, (said: string, noun: string, plural: string, place: string) => {
    // The place is one word or two ("the lamp by the sofa and …": "sofa", not "sofa and").
    const [first, second] = place.split(" ");
    const names = (at: string) => index.entities.some((n) => n.words.join(" ") === [...words(at), stem(noun)].join(" "));
    if (names(place)) return `the ${place} ${noun}${plural}`;
    if (second && names(first!)) return `the ${first} ${noun}${plural} ${second}`;
    // "the lights along the drive", "the lamps around the pool": a room said by where the devices are.
    const device = (at: string) => index.entities.some((n) => words(at).every((w) => n.words.includes(w)));
    const room = (at: string) => !device(at) && (areasIn(index, at).length > 0 || index.areas.filter((a) => words(at).every((w) => a.words.includes(w))).length === 1);
    if (room(place)) return `the ${noun}${plural} in the ${place}`;
    return second && room(first!) ? `the ${noun}${plural} in the ${first} ${second}` : said;
  });
}
