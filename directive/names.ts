/**
 * What a noun phrase names: the home's devices, rooms, floors and kinds in its words, what "except" leaves out, and
 * whether it says every one (scope words, a plural). The names are found by names-in-phrase.ts.
 */
import { KIND_WORDS, SOFT_KINDS, type Kind } from "./kinds.ts";
import { type Index, type Named, plain } from "./home-index.ts";
import { nameLists } from "./name-lists.ts";
import { takeNames } from "./names-in-phrase.ts";
import { stem, words } from "./text.ts";
import { type Area, type Entity, Refusal } from "./types.ts";

/** Words that carry no name: articles, possessives, politeness, and the scope words handled apart. */
const FILLER = new Set(
  "the a an smart my our your their his her its this that these those them they of in on at to for from and roller back throughout area areas or please all every each any some whole entire everything everywhere house home apartment flat place room rooms one ones both is are was were be been being has have had get gets got left stay stays detected there it when then sensor too also".split(" ").map(stem),
);
const SCOPE = /\b(?:all|any|every|each|everywhere|whole|entire|everything|(?:the|my|our|your) (?:house|home|apartment|flat)|throughout)\b/;

/** What a noun phrase names, before it is narrowed to entities. */
export interface Mention {
  exact: Entity[];
  areas: Area[];
  kinds: Kind[];
  /** "… except the bedroom": the devices and rooms to leave out. */
  except?: Mention;
  /** The words that named the kinds, for a name that holds one ("Exterior Christmas Lights"). */
  kindWords: string[];
  soft: string[];
  rest: string[];
  everything: boolean;
  plural: boolean;
  text: string;
  /** The exact names are shared by devices in several rooms and no room narrowed them: resolving says which (resolve.ts). */
  twins?: boolean;
}

/** "All lights except the bedroom": what follows is taken out of what the phrase names. */
const EXCEPT = /\s(?:except(?: for)?|apart from|other than|excluding|but not)\s(.+)$/;

export function mention(index: Index, said: string): Mention {
  const but = EXCEPT.exec(said);
  const phrase = but ? said.slice(0, but.index) : said;
  const except = but ? mention(index, but[1]!) : undefined;
  if (except && except.exact.length === 0 && except.areas.length === 0) throw new Refusal("unknown_entity", `“${but![1]}” after “${but![0].trim().split(" ")[0]}” names no device or room of this home.`);
  const hay = words(phrase);
  // Names first, else rooms first ("the master bedroom blinds": the room Master Bedroom and its blinds, not
  // "Bedroom Blinds" with "master" left over): the reading that leaves fewer words unread.
  const first = readNames(index, phrase, hay, false);
  const read = first.rest.length > 0 ? [first, readNames(index, phrase, hay, true)].sort((a, b) => a.rest.length - b.rest.length)[0]! : first;
  const raw = phrase.split(/\s+/);
  // "the screens" beside Terrace Screen East and West: the plural of a word of the home's names is every one of them.
  // A kind noun in the plural ("lights", "rollershutters") is every one of that kind.
  const plural = /\b(?:them|they|both)\b/.test(phrase) || raw.some((w) => /s$/.test(w) && stem(w) !== w && (index.names.has(stem(w)) || stem(w) in KIND_WORDS || stem(w) in SOFT_KINDS));
  return { except, ...read, everything: SCOPE.test(phrase), plural: plural || raw.length === 0, text: phrase.trim() };
}

/** The names, rooms, floors and kinds a phrase's words hold, taking device names or room names first. */
function readNames(index: Index, phrase: string, hay: string[], roomsFirst: boolean) {
  const taken = hay.map(() => false);
  // A name may hold a filler word ("Living Room", "Home Office"). A name that is only a kind word
  // ("Thermostat") is the target only when it is the whole phrase, word for word (SCHEMA §4.1).
  const bare = phrase.trim().replace(/^(?:the|my|our|a|an) /, "");
  const whole = [...(nameLists(index).generic.get(bare) ?? [])];
  if (whole.length > 0) taken.fill(true);
  // "the kitchen lights" beside a light named "Kitchen Light": a plural kind noun means every one of that name or room.
  const plurals = phrase.split(/\s+/).filter((w) => stem(w) !== w && (stem(w) in KIND_WORDS || stem(w) in SOFT_KINDS)).map(stem);
  const singular = (n: Named<Entity>) => n.said!.some((w) => plurals.includes(w));
  const names = plurals.length > 0 ? index.entities.filter((n) => !singular(n)) : index.entities;
  // "the bedroom floor" where that is a floor's alias: the floor's longer name holds the room's, and is said whole.
  const shadowing = takeNames(hay, taken, nameLists(index).shadowing);
  const roomsBefore = roomsFirst ? takeNames(hay, taken, index.areas) : [];
  const exact = whole.length > 0 ? whole : takeNames(hay, taken, names);
  // An area's name before a floor's: "the first floor bathroom" is that area.
  const areas = roomsFirst ? roomsBefore : takeNames(hay, taken, index.areas);
  const onFloors = [...shadowing, ...takeNames(hay, taken, index.floors)];
  const floor = onFloors.flat();
  if (onFloors.length > 0 && floor.length === 0) throw new Refusal("unknown_entity", `No area of this home is on “${phrase.trim()}”.`);
  if (floor.length > 0) areas.push(...floor.filter((a) => !areas.includes(a)));
  const { named, twins } = sameNamed(index, exact, areas);
  // "left" is a past ("everyone left") and a side ("the left outlet"): a side only where the home names one.
  hay.forEach((w, i) => FILLER.has(w) && !(w === "left" && index.names.has(w)) && (taken[i] = true));
  const kinds: Kind[] = [];
  const kindWords: string[] = [];
  const soft: string[] = [];
  hay.forEach((w, i) => {
    if (taken[i]) return;
    if (w in KIND_WORDS) (kinds.push(KIND_WORDS[w]!), kindWords.push(w), (taken[i] = true));
    else if (w in SOFT_KINDS) (soft.push(w), (taken[i] = true));
  });
  return { exact: named, twins, areas, kinds, kindWords, soft, rest: hay.filter((_, i) => !taken[i]) };
}

/**
 * "The ceiling light in the games cellar" in a home with a Ceiling Light in nine rooms: a name several devices share
 * is the one in the room said; with no room, every one of them, marked as twins for resolving to settle or refuse.
 */
function sameNamed(index: Index, exact: Entity[], areas: Area[]): { named: Entity[]; twins: boolean } {
  const twins = (e: Entity) => nameLists(index).byName.get(plain(e.name).trim()) ?? [e];
  if (exact.every((e) => twins(e).length === 1)) return { named: exact, twins: false };
  const all = [...new Set(exact.flatMap(twins))];
  const placed = areas.length > 0 ? all.filter((e) => areas.some((a) => a.area_id === e.area)) : [];
  return placed.length > 0 ? { named: placed, twins: false } : { named: all, twins: true };
}
