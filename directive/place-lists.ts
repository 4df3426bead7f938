/**
 * Stage "scope", a place before a list of kinds: "the upstairs doors or windows" is the upstairs doors or the upstairs
 * windows, not every window of the home beside the upstairs doors; "the kitchen lights and fans" are both the kitchen's.
 */
import { KIND_WORDS, SOFT_KINDS } from "./kinds.ts";
import { type Index, numberedName, plain } from "./home-index.ts";
import { type Mention, mention } from "./names.ts";
import { areaNamed, areasWhere, isFloorNamed } from "./names-in-phrase.ts";
import { stem, words } from "./text.ts";

const NOUNS = [...Object.keys(KIND_WORDS), ...Object.keys(SOFT_KINDS)].map((n) => `${n}(?:e?s)?`).join("|");
/** Up to three words, a kind noun, "or" or "and", and a second kind noun that nothing places. */
// Not a verb after "and" ("the verandah light and switch it off"): a second noun followed by what follows a verb.
const LISTED = new RegExp(`\\b((?:[\\p{L}']+ ){1,3})(${NOUNS}) (or|and) (${NOUNS})\\b(?! (?:in|on|of|near|by|upstairs|downstairs|it|them|off|the|all|my|our|both|every|back|everything)\\b)`, "gu");

/** The place that ends the words before the first noun ("any of the upstairs" → "upstairs"), if they end with one. */
function placeEnding(index: Index, before: string): string | null {
  const said = before.trim().split(" ");
  for (let from = 0; from < said.length; from++) {
    const phrase = said.slice(from).join(" ");
    if (areaNamed(index, phrase) || isFloorNamed(index, phrase)) return phrase;
  }
  return null;
}

/** Two places and one kind noun: "the upstairs and downstairs thermostats". */
const PLACES = new RegExp(`\\b((?:[\\p{L}']+ ){1,3})(or|and) ((?:[\\p{L}']+ ){0,2}[\\p{L}']+) (${NOUNS})\\b`, "gu");

/**
 * "in all the bedrooms", "every bedroom", "in the bedrooms": each room whose name or alias holds the word, as a list ("in the common
 * bedroom, the master room and jun kai room"); a room called only "Bedroom" is not every bedroom of the home.
 */
function everyRoom(index: Index, text: string): string {
  // "in the bedrooms", "in bedrooms": plural, every one of them too.
  return text.replace(/\b(?:in )?(?:(?:all|every|each|both)(?: of)? (?:the )?(bedroom|bathroom|toilet|room)s?|(?:the |(?<=\bin ))(bedroom|bathroom|toilet)s(?! (?:level|floor|wing|storey|story|corridor)\b))\b/g, (said: string, every?: string, plural?: string) => {
    const word = (every ?? plural)!;
    const rooms = areasWhere(index, (w) => w.includes(word));
    if (rooms.length < 2) return said;
    // A room's number is marked as a name word ("bedroom no2"), as home-words.ts marks the text before this stage.
    const names = rooms.map((a) => `the ${numberedName(plain(a.name))}`);
    return `in ${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  });
}

/** A kind noun, then "in" and a list of places: "the fans in the living room and the bedroom". */
const KIND_IN = new RegExp(`\\b(${NOUNS}) in ((?:(?:the )?[\\p{L}']+(?: [\\p{L}']+){0,4}(?:,| and| or) )+(?:the )?[\\p{L}']+(?: [\\p{L}']+){0,4})`, "gu");

/**
 * "set the fans in the living room and the bedroom to 30%": the kind is each place's, said again for each, so the last
 * place is never read alone (a room said with a level is its lights: the bedroom's lights went to 30 %).
 */
function kindInEach(index: Index, text: string): string {
  return text.replace(KIND_IN, (said: string, noun: string, list: string) => {
    const places = list.split(/,? (?:and|or) |, /);
    // The last place may run on into other words ("the bedroom to 30"): the longest start of it that is a place.
    const last = words(places.at(-1)!).map((_, i, all) => all.slice(0, all.length - i).join(" ")).find((p) => isPlace(index, p));
    if (!last || !places.slice(0, -1).every((p) => isPlace(index, p))) return said;
    const joint = / or (?:the )?[^,]*$/.test(list) ? "or" : "and";
    const rest = list.slice(list.lastIndexOf(last) + last.length);
    return `${[...places.slice(0, -1), last].map((p) => `${noun} in ${p}`).join(` ${joint} `)}${rest}`;
  });
}

const isPlace = (index: Index, phrase: string) => areaNamed(index, phrase) !== null || isFloorNamed(index, phrase);

export function placedLists(index: Index, said: string): string {
  const text = kindInEach(index, everyRoom(index, said));
  if (!/ (?:or|and) /.test(text)) return text;
  const kinds = text.replace(LISTED, (said: string, before: string, first: string, joint: string, second: string) => {
    const place = placeEnding(index, before);
    return place ? `${before}${first} ${joint} ${place} ${second}` : said;
  });
  // "the upstairs and downstairs thermostats": each place's, not the first place's lights beside the second's thermostat.
  return kinds.replace(PLACES, (said: string, before: string, joint: string, second: string, noun: string) => {
    const first = placeEnding(index, before);
    const isPlace = areaNamed(index, second) || isFloorNamed(index, second);
    return first && isPlace ? `${before.trimEnd()} ${noun} ${joint} ${second} ${noun}` : said;
  });
}

/** A place said after the last of several targets ("downstairs", "in the kitchen"), beside no name of its own. */
const TRAILING_PLACE = / (?:downstairs|upstairs|(?:in|on|at|of) (?:the )?[\w' ]+)$/;

/**
 * "Turn off the lights and the heating downstairs", "turn on the lights and open the blind in the office": the place
 * said at the end is every bare kind's before it ("all the lights" stays the home's).
 */
export function trailingPlace(index: Index, mentions: Mention[]): Mention[] {
  const place = TRAILING_PLACE.exec(` ${mentions.at(-1)!.text}`);
  // "in the kitchen" beside the Hearth Kitchen: the one room whose name holds the words, else nothing is shared.
  const said = place ? words(place[0]).filter((w) => !/^(?:in|on|at|of|the)$/.test(w)).map(stem) : [];
  const named = place ? mention(index, place[0]).areas : [];
  const areas = named.length > 0 || said.length === 0 ? named : areasWhere(index, (w) => said.every((s) => w.includes(s)));
  if (areas.length !== 1 && named.length === 0) return mentions;
  const bare = (m: Mention) => m.areas.length === 0 && m.exact.length === 0 && m.rest.length === 0 && m.kinds.length + m.soft.length > 0 && !m.everything;
  return mentions.map((m, i) => (i < mentions.length - 1 && bare(m) ? { ...m, areas } : m));
}
