import { nameWords } from "./coverage.ts";
import { KIND_WORDS, SOFT_KINDS, isKind, type Kind } from "./kinds.ts";
import { stem, words } from "./text.ts";
import { type Area, type Entity, type Home, Refusal } from "./types.ts";

/** Words that carry no name: articles, possessives, politeness, and the scope words handled apart. */
const FILLER = new Set(
  "the a an my our your their his her its this that these those them they of in on at to for from and roller back throughout area areas or please all every each any some whole entire everything everywhere house home apartment flat place room rooms one ones both is are was were be been being has have had get gets got left stay stays detected there it when then sensor".split(" ").map(stem),
);
const SCOPE = /\b(?:all|every|each|everywhere|whole|entire|everything|the house|the home|the apartment|the flat|throughout)\b/;

interface Named<T> {
  item: T;
  words: string[];
  /** Only kind words ("Light", "Thermostat"): found by its kind and room, never matched as a name. */
  generic?: boolean;
}

/** A home prepared for matching: every name and alias as stemmed words. */
export interface Index {
  home: Home;
  areas: Named<Area>[];
  people: Named<Entity>[];
  /** Floors by name and alias, each with the areas on it (SCHEMA §4.3). */
  floors: Named<Area[]>[];
  entities: Named<Entity>[];
  /** Every word of every name the home gives, stemmed: words a directive may use without the grammar knowing them. */
  names: ReadonlySet<string>;
}

export function indexHome(home: Home): Index {
  const areas = home.areas.flatMap((area) => [area.name, ...(area.aliases ?? [])].map((name) => ({ item: area, words: words(plain(name)) })));
  // zone.home and sun.sun are Home Assistant's own: "the home" and "the sun" never name them as devices.
  // Persons are read apart (persons()): "Emma's room" is a room, never the person Emma as a device.
  // A name that is only a kind word (a sensor called "Light") would capture every "lights": it is
  // reached by its kind and room, never as a name.
  const generic = (w: string[]) => w.every((x) => x in KIND_WORDS || x in SOFT_KINDS);
  const entities = home.entities
    .filter((e) => e.domain !== "zone" && e.domain !== "sun" && e.domain !== "person")
    .map((entity) => {
      const w = words(plain(entity.name));
      return { item: entity, words: w, generic: generic(w) };
    });
  const people = home.entities.filter((e) => e.domain === "person").map((entity) => ({ item: entity, words: words(plain(entity.name)) }));
  // Longest names first, so "living room floor lamp" is taken before "living room".
  const longestFirst = <T,>(list: Named<T>[]) => list.sort((a, b) => b.words.length - a.words.length);
  const floors = (home.floors ?? []).flatMap((floor) => {
    const on = home.areas.filter((a) => a.floor === floor.floor_id);
    return [floor.name, ...(floor.aliases ?? [])].map((name) => ({ item: on, words: words(plain(name)) }));
  });
  const names = nameWords([
    ...home.entities.map((e) => plain(e.name)),
    ...home.areas.flatMap((a) => [a.name, ...(a.aliases ?? [])].map(plain)),
    ...(home.floors ?? []).flatMap((f) => [f.name, ...(f.aliases ?? [])].map(plain)),
    ...(home.services ?? []).map((s) => plain(s.name ?? "")),
  ]);
  return { home, areas: longestFirst(areas), floors: longestFirst(floors), entities: longestFirst(entities), people: longestFirst(people), names };
}

/** A name as the normalised text spells it: "Emma's Room" is "emma room", "Mini-Split" is "mini split". */
const plain = (name: string) => name.toLowerCase().replace(/['’]s\b/g, "").replace(/(\p{L})-(?=\p{L})/gu, "$1 ").replace(/[^\p{L}\p{N}\s]/gu, " ");

/** Where `needle` occurs as consecutive words in `hay` not yet taken, or -1. */
function find(hay: string[], taken: boolean[], needle: string[]): number {
  if (needle.length === 0) return -1;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (taken[i + j] || hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** Takes the names found in the words, in the order given (longest first, see indexHome). */
function takeNames<T>(hay: string[], taken: boolean[], names: Named<T>[]): T[] {
  const found: T[] = [];
  for (const named of names) {
    if (named.generic) continue;
    const at = find(hay, taken, named.words);
    if (at < 0) continue;
    for (let j = 0; j < named.words.length; j++) taken[at + j] = true;
    if (!found.includes(named.item)) found.push(named.item);
  }
  return found;
}

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
  const plural = /\b(?:lights|lamps|shutters|blinds|curtains|switches|plugs|sockets|thermostats|fans|doors|windows|covers|them|they)\b/.test(phrase);
  return { except, ...read, everything: SCOPE.test(phrase), plural: plural || raw.length === 0, text: phrase.trim() };
}

/** The names, rooms, floors and kinds a phrase's words hold, taking device names or room names first. */
function readNames(index: Index, phrase: string, hay: string[], roomsFirst: boolean) {
  const taken = hay.map(() => false);
  // A name may hold a filler word ("Living Room", "Home Office"). A name that is only a kind word
  // ("Thermostat") is the target only when it is the whole phrase, word for word (SCHEMA §4.1).
  const bare = phrase.trim().replace(/^(?:the|my|our|a|an) /, "");
  const whole = index.entities.filter((n) => n.generic && plain(n.item.name).trim() === bare).map((n) => n.item);
  if (whole.length > 0) taken.fill(true);
  // "the kitchen lights" beside a light named "Kitchen Light": a plural kind noun means every one of that name or room.
  const plurals = phrase.split(/\s+/).filter((w) => stem(w) !== w && (stem(w) in KIND_WORDS || stem(w) in SOFT_KINDS)).map(stem);
  const singular = (n: Named<Entity>) => plain(n.item.name).split(/\s+/).some((w) => plurals.includes(w));
  const names = plurals.length > 0 ? index.entities.filter((n) => !singular(n)) : index.entities;
  const roomsBefore = roomsFirst ? takeNames(hay, taken, index.areas) : [];
  const exact = whole.length > 0 ? whole : takeNames(hay, taken, names);
  // An area's name before a floor's: "the first floor bathroom" is that area.
  const areas = roomsFirst ? roomsBefore : takeNames(hay, taken, index.areas);
  const onFloors = takeNames(hay, taken, index.floors);
  const floor = onFloors.flat();
  if (onFloors.length > 0 && floor.length === 0) throw new Refusal("unknown_entity", `No area of this home is on “${phrase.trim()}”.`);
  if (floor.length > 0) areas.push(...floor.filter((a) => !areas.includes(a)));
  hay.forEach((w, i) => FILLER.has(w) && (taken[i] = true));
  const kinds: Kind[] = [];
  const kindWords: string[] = [];
  const soft: string[] = [];
  hay.forEach((w, i) => {
    if (taken[i]) return;
    if (w in KIND_WORDS) (kinds.push(KIND_WORDS[w]!), kindWords.push(w), (taken[i] = true));
    else if (w in SOFT_KINDS) (soft.push(w), (taken[i] = true));
  });
  return { exact, areas, kinds, kindWords, soft, rest: hay.filter((_, i) => !taken[i]) };
}

const inAreas = (entity: Entity, areas: Area[]) => areas.length === 0 || areas.some((a) => a.area_id === entity.area);
const hasWords = (named: Named<Entity>, wanted: string[]) => wanted.every((w) => named.words.includes(w));

/**
 * The entities a phrase means (SCHEMA §4): an exact name first; else a kind of device in the named
 * rooms (or the whole home); a unique partial name; a singular that fits several is ambiguous.
 * `fallback` is the kind the verb implies ("dim" means lights) when the phrase names none.
 */
export function resolve(index: Index, m: Mention, fallback: Kind[] = []): Entity[] {
  const found: Entity[] = [...m.exact];
  const describe = m.rest.length > 0 || m.soft.length > 0 || m.kinds.length > 0 || m.areas.length > 0;
  if (!describe) {
    if (found.length > 0) return found;
    if (!m.everything) throw new Refusal("ambiguous", `“${m.text}” does not say which device; name it or its room.`);
  }
  if (m.exact.length > 0 && m.rest.length === 0 && m.soft.length === 0 && m.exact.every((e) => m.kinds.every((k) => isKind(e, k)))) return found;
  // "The fish tank light" where Fish Tank is a switch: the kind word does not fit the name it follows,
  // and reading it as every light of the home would be silently wrong.
  if (m.exact.length > 0 && m.kinds.length > 0 && m.areas.length === 0 && m.rest.length === 0 && m.soft.length === 0 && !m.everything) {
    const misfit = m.exact.find((e) => !m.kinds.some((k) => isKind(e, k)));
    if (misfit) throw new Refusal("ambiguous", `“${said(m)}”: “${misfit.name}” is a ${misfit.domain.replace("_", " ")}, not a ${m.kindWords.join(" or ")}; name the device as the home does.`);
  }
  // "the lamp", "the door" alone: a kind of device, not a name, so any of that kind fits (SCHEMA §4.6).
  if (m.soft.length > 0 && m.rest.length === 0 && m.kinds.length === 0 && m.areas.length === 0 && found.length === 0 && !m.plural && !m.everything) {
    const ofKind = index.entities.filter((n) => m.soft.some((s) => isKind(n.item, SOFT_KINDS[s]!)));
    if (ofKind.length > 1) throw ambiguous(m, ofKind.map((n) => n.item));
  }
  const kinds = m.kinds.length > 0 ? m.kinds : m.soft.length > 0 ? [] : fallback;
  let candidates = index.entities.filter((n) => inAreas(n.item, m.areas) && (kinds.length === 0 || kinds.some((k) => isKind(n.item, k))));
  const wanted = [...m.rest, ...m.soft];
  if (wanted.length > 0) {
    const named = candidates.filter((n) => hasWords(n, wanted));
    if (named.length === 0 && m.rest.length === 0) {
      // "the lamps in the lounge" with no entity called lamp: the noun still says lights.
      candidates = candidates.filter((n) => m.soft.some((s) => isKind(n.item, SOFT_KINDS[s]!)));
    } else candidates = named;
  }
  // "The christmas lights": no light has that name, but one thing's name holds every word said.
  if (candidates.length === 0 && m.rest.length > 0) candidates = index.entities.filter((n) => inAreas(n.item, m.areas) && hasWords(n, [...wanted, ...m.kindWords]));
  if (candidates.length === 0) throw unknown(index, m, kinds);
  // "The bedroom fan": the room's fan, else a switch named fan there (SCHEMA §4.6).
  const proper = candidates.filter((n) => !kinds.some((k) => k.named?.[n.item.domain]));
  if (proper.length > 0 && proper.length < candidates.length && kinds.some((k) => k.named)) candidates = proper;
  const singular = !m.plural && !m.everything && m.areas.length === 0 && wanted.length === 0;
  if (singular && candidates.length > 1 && found.length === 0) throw ambiguous(m, candidates.map((n) => n.item));
  if (wanted.length > 0 && !m.plural && !m.everything && candidates.length > 1 && m.areas.length === 0) throw ambiguous(m, candidates.map((n) => n.item));
  for (const n of candidates) if (!found.includes(n.item)) found.push(n.item);
  return leaveOut(found, m.except);
}

function leaveOut(found: Entity[], except: Mention | undefined): Entity[] {
  if (!except) return found;
  const kept = found.filter((e) => !except.exact.includes(e) && !except.areas.some((a) => a.area_id === e.area));
  if (kept.length === 0) throw new Refusal("ambiguous", `Leaving out “${except.text}” leaves nothing to act on.`);
  return kept;
}

/** The words as the person wrote them, without a leading article: "the attic light" → "attic light". */
const said = (m: Mention) => m.text.replace(/^(?:the|a|an|my|our|your) /, "");

export function ambiguous(m: Mention, candidates: Entity[]): Refusal {
  const names = candidates.slice(0, 6).map((e) => `“${e.name}”`).join(", ");
  return new Refusal("ambiguous", `“${said(m)}” could mean ${names}; say which one.`);
}

/** The closest names of the kind asked for, so the message offers what would have worked. */
export function unknown(index: Index, m: Mention, kinds: Kind[]): Refusal {
  const pool = index.entities.filter((n) => kinds.length === 0 || kinds.some((k) => isKind(n.item, k)));
  const score = (n: Named<Entity>) => n.words.filter((w) => m.rest.includes(w) || m.soft.includes(w)).length + (inAreas(n.item, m.areas) && m.areas.length ? 1 : 0);
  const near = [...pool].sort((a, b) => score(b) - score(a) || a.item.name.localeCompare(b.item.name)).slice(0, 3);
  const offer = near.length > 0 ? ` The closest: ${near.map((n) => `“${n.item.name}”`).join(", ")}.` : "";
  const room = m.areas.length > 0 ? ` in ${m.areas.map((a) => a.name).join(" and ")}` : "";
  return new Refusal("unknown_entity", `This home has no “${said(m)}”${room}.${offer}`);
}

/** Person entities named in a phrase. */
export function persons(index: Index, phrase: string): Entity[] {
  const hay = words(phrase);
  const taken = hay.map(() => false);
  return takeNames(hay, taken, index.people);
}

export const everyone = (index: Index) => index.home.entities.filter((e) => e.domain === "person");
