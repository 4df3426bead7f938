/**
 * Stage "home words": the directive in the words the home's names use: a synonym for the name the home
 * gives (language table), and a number that is part of a name marked as a name word.
 */
import { type Index, numberedName, plain } from "./home-index.ts";
import { en } from "./lang/en/index.ts";
import { alternation } from "./lang/word-pattern.ts";
import { digitize } from "./numbers.ts";
import { escaped, normalize, words } from "./text.ts";

const SPACED = new WeakMap<Index, string[]>();
/** The home's names (devices, rooms), each as " word word ", once per prepared home. */
function spacedNames(index: Index): string[] {
  let found = SPACED.get(index);
  if (!found) SPACED.set(index, (found = [...index.entities, ...index.areas].map((n) => ` ${n.words.join(" ")} `)));
  return found;
}

/** The home's names holding a phrase's words, each as " word word ". */
const namesHolding = (index: Index, phrase: string) => {
  const want = ` ${words(phrase).join(" ")} `;
  return spacedNames(index).filter((name) => name.includes(want));
};

/**
 * Whether the home uses a phrase in the directive: a name holding it is said whole ("washer" is the home's
 * word in "the washer drip tray", not in "the washer is done" when the machine is the "Washing Machine").
 */
const homeSays = (index: Index, phrase: string, text: string) => {
  const said = ` ${words(text).join(" ")} `;
  return namesHolding(index, phrase).some((name) => said.includes(name));
};

/** Each synonym with its pattern, built once. */
const SYNONYMS = en.lexicon.synonyms.map((group) => group.map((said) => ({ said, at: new RegExp(`\\b${said}\\b`, "g") })));

/**
 * "notify if the washing machine is done" in a home whose machine is "Washer": a phrase no name holds stands
 * for the synonym (language table) that one does. A phrase the home uses itself is never replaced.
 */
export function inHomeWords(index: Index, text: string): string {
  let out = text;
  for (const group of SYNONYMS) {
    for (const { said, at } of group) {
      if (!out.includes(said) || out.search(at) < 0 || homeSays(index, said, out)) continue;
      const used = group.filter((other) => other.said !== said && namesHolding(index, other.said).length > 0);
      if (used.length === 1) out = out.replace(at, used[0]!.said);
    }
  }
  return out;
}

/**
 * "Set Hue Play 1 to warm white": a number that is part of a device's name is marked as a name word, so the
 * step reader never takes it for a level. Only where the whole name is said.
 */
export function numberedNames(index: Index, text: string): string {
  const { marks, rows } = numberedOf(index);
  let out = text;
  for (const { at, marked } of marks) out = out.replace(at, marked);
  // "turn on bunkie light 3" beside Bunkie Light 1 and 2: the row's next name, which the home lacks, never a 3 % level.
  for (const unlisted of unlistedOf(index)) out = out.replace(unlisted, (said, stem: string, n: string) => (rows.some((r) => r.name === `${stem} no${n}`) ? said : `${stem} no${n}`));
  // "Hue color lamp 1 and 2": a number after a numbered name is the next name of the row when the home has it.
  for (const { name, stem, more } of rows) {
    if (!out.includes(name)) continue;
    out = out.replace(more, (said, listed: string) => {
      const rest = [...listed.matchAll(NEXT_NUMBER)];
      return rest.every((m) => rows.some((r) => r.name === `${stem} no${m[2]}`)) ? `${name}${rest.map((m) => `${m[1]} ${stem} no${m[2]}`).join("")}` : said;
    });
  }
  return out;
}

/** Per row stem ("bunkie light"), a number said right after it that no unit follows: a name of the row, had or not. */
const UNLISTED = new WeakMap<Index, RegExp[]>();
function unlistedOf(index: Index): RegExp[] {
  let found = UNLISTED.get(index);
  if (!found) {
    const stems = [...new Set(numberedOf(index).rows.map((r) => r.stem))];
    found = stems.map((stem) => new RegExp(`\\b(${escaped(stem)}) (\\d{1,2})\\b(?!\\s*(?:%|[:.]\\d|${alternation([...en.thresholds.numberUnits, ...Object.keys(en.time.unitSeconds), ...en.text.meridiem])})\\b)`, "g"));
    UNLISTED.set(index, found);
  }
  return found;
}

/** What joins a number said after another ("1, 2 and 3"); in NEXT_NUMBER, group 1. */
const JOINED = `(?:,|,? ${en.text.and})`;
const NEXT_NUMBER = new RegExp(`(${JOINED}) (\\d+)`, "g");
/** A name's word a text spells as a clock time ("1PM"). */
const CLOCK_WORD = new RegExp(`\\b\\d{1,2}(?:${alternation(en.text.meridiem)})\\b`);
const DIGIT = /\d/;

interface Numbered {
  /** Where a name is said, and the name with its numbers marked as name words. */
  marks: { at: RegExp; marked: string }[];
  /** Names ending in a number ("hue color lamp no1"), their stem, and the pattern of more numbers said after them. */
  rows: { name: string; stem: string; more: RegExp }[];
}
const NUMBERED = new WeakMap<Index, Numbered>();

/** The home's names holding a number, with their patterns, once per prepared home. */
function numberedOf(index: Index): Numbered {
  let found = NUMBERED.get(index);
  if (!found) {
    const names = index.entities.map(({ item }) => plain(item.name).trim().replace(/\s+/g, " "));
    const at = (said: string) => new RegExp(`\\b${escaped(said)}\\b`, "g");
    const marks = [
      ...names.filter((name) => DIGIT.test(name)).map((name) => ({ at: at(name), marked: numberedName(name) })),
      // "in bedroom 2", "the floor 1 lights": a room's or floor's number with the word before it, as people shorten it.
      ...placeNumbers(index).map((said) => ({ at: at(said), marked: numberedName(said) })),
      // "Shelly 1PM Garage": the text spells a clock-like word of a name as a time ("1:00pm"); it is the name's word.
      ...names.filter((name) => CLOCK_WORD.test(name)).map((name) => ({ at: at(normalize(name)), marked: numberedName(name) })),
      // "Dinner for Two": the text says "dinner for 2" once number words are digits; the name is its words again.
      ...names.filter((name) => !DIGIT.test(name) && digitize(name) !== name).map((name) => ({ at: at(digitize(name)), marked: name })),
    ];
    const rows = [...new Set(marks.map((m) => m.marked))].flatMap((name) => {
      const row = / no\d+$/.exec(name);
      return row ? [{ name, stem: name.slice(0, row.index), more: new RegExp(`\\b${escaped(name)}((?:${JOINED} \\d+\\b)+)`, "g") }] : [];
    });
    found = { marks, rows };
    NUMBERED.set(index, found);
  }
  return found;
}

/** The last word and number of each room's and floor's name that ends in one ("larkhill bedroom 2" → "bedroom 2"). */
function placeNumbers(index: Index): string[] {
  const said = [...index.areas, ...index.floors].map(({ words }) => words.join(" "));
  return [...new Set(said.flatMap((name) => /(?:^| )([\p{L}']+) no(\d+)$/u.exec(name)?.slice(1, 3).join(" ") ?? []))];
}

/** "turn on light.bike_store", "when person.mira arrives": an entity id the home has is that entity, said by its name. */
export function byEntityId(index: Index, text: string): string {
  if (!/[a-z_]\.[a-z0-9_]/.test(text)) return text;
  // zone.home and sun.sun are read by their own wordings ("zone.home is 0", "sun.sun below_horizon").
  return text.replace(/\b(?!zone\.|sun\.)[a-z_]+\.[a-z0-9_]+\b/g, (id) => index.home.entities.find((e) => e.entity_id === id)?.name ?? id);
}
