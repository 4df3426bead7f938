/**
 * Stage "home": the home prepared for matching, once per home: every name and alias as the normalised
 * text spells it, in stemmed words, longest first.
 */
import { ACTUATED, KIND_WORDS, SOFT_KINDS } from "./kinds.ts";
import { stem, words } from "./text.ts";
import type { Area, Entity, Home } from "./types.ts";

/** The stemmed words of every name the home gives: devices, areas, floors, persons and phones. */
export function nameWords(names: Iterable<string>): ReadonlySet<string> {
  const out = new Set<string>();
  for (const name of names) for (const word of name.toLowerCase().match(/\p{L}+/gu) ?? []) out.add(stem(word));
  return out;
}

export interface Named<T> {
  item: T;
  words: string[];
  /** Only kind words ("Light", "Thermostat"): found by its kind and room, never matched as a name. */
  generic?: boolean;
  /** The name's words as said, not stemmed: "Garden Lights" says "lights", a plural of its own. */
  said?: string[];
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
  /** Two neighbouring words of a name written as one ("backdoor", "livingroom"), to the name's spelling. */
  joined: ReadonlyMap<string, string>;
}

/** "Back Door" → backdoor: back door; "Living Room" → livingroom: living room. */
function joinedWords(names: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of names) {
    const said = plain(name).split(/\s+/).filter(Boolean);
    for (let i = 0; i + 1 < said.length; i++) out.set(`${said[i]}${said[i + 1]}`, `${said[i]} ${said[i + 1]}`);
  }
  return out;
}

export function indexHome(home: Home): Index {
  // "Bedroom 2": a number in a room's name is a name word, as in a device's (home-words.ts marks it in the text).
  const areas = home.areas.flatMap((area) => [area.name, ...(area.aliases ?? [])].map((name) => ({ item: area, words: words(plain(name)).map(numbered) })));
  // zone.home and sun.sun are Home Assistant's own: "the home" and "the sun" never name them as devices.
  // Persons are read apart (persons()): "Emma's room" is a room, never the person Emma as a device.
  // A name that is only a kind word (a sensor called "Light") would capture every "lights": it is
  // reached by its kind and room, never as a name.
  const generic = (w: string[]) => w.every((x) => x in KIND_WORDS || x in SOFT_KINDS);
  const entities = home.entities
    .filter((e) => e.domain !== "zone" && e.domain !== "sun" && e.domain !== "person")
    .map((entity) => {
      const w = words(plain(entity.name)).map(numbered);
      return { item: entity, words: w, generic: generic(w), said: plain(entity.name).split(/\s+/) };
    });
  const people = home.entities.filter((e) => e.domain === "person").map((entity) => ({ item: entity, words: words(plain(entity.name)) }));
  // Longest names first, so "living room floor lamp" is taken before "living room".
  const longestFirst = <T,>(list: Named<T>[]) => list.sort((a, b) => b.words.length - a.words.length);
  const floors = (home.floors ?? []).flatMap((floor) => {
    const on = home.areas.filter((a) => a.floor === floor.floor_id);
    return [floor.name, ...(floor.aliases ?? [])].map((name) => ({ item: on, words: words(plain(name)).map(numbered) }));
  });
  const names = nameWords([
    ...home.entities.map((e) => plain(e.name)),
    ...home.areas.flatMap((a) => [a.name, ...(a.aliases ?? [])].map(plain)),
    ...(home.floors ?? []).flatMap((f) => [f.name, ...(f.aliases ?? [])].map(plain)),
    ...(home.services ?? []).map((s) => plain(s.name ?? "")),
  ]);
  const joined = joinedWords([...home.entities.map((e) => e.name), ...home.areas.flatMap((a) => [a.name, ...(a.aliases ?? [])])]);
  return { home, areas: longestFirst(areas), floors: longestFirst(floors), entities: longestFirst(entities), people: longestFirst(people), names, joined };
}

/** A number inside a name ("Hue Play 1") as the text spells it once scope.ts has marked it: never a value. */
export const numbered = (word: string) => (/^\d+(?:am|pm)?$/.test(word) ? `no${word}` : word);
/** A plain name with its numbers marked as name words: "hue play 1" → "hue play no1". */
export const numberedName = (name: string) => name.trim().split(/\s+/).map(numbered).join(" ");

/** A name as the normalised text spells it: "Emma's Room" is "emma room", "Mini-Split" is "mini split". */
export const plain = (name: string) => name.toLowerCase().replace(/['’]s\b/g, "").replace(/(\p{L})-(?=\p{L})/gu, "$1 ").replace(/[^\p{L}\p{N}\s]/gu, " ");

/**
 * The devices that can be operated whose whole name opens this one's: "Car Charger" of "Car Charger Power", "Washing
 * Machine" of "Washing Machine Door". What the reading measures, or what the part belongs to.
 */
export const ownersOf = (index: Index, e: Entity): Entity[] =>
  index.home.entities.filter((d) => d !== e && ACTUATED.has(d.domain) && e.name.toLowerCase().startsWith(`${d.name.toLowerCase()} `));
