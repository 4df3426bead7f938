/**
 * Lists of a prepared home's names that reading a phrase (names.ts) consults on every mention, derived
 * once per home: deriving them per phrase spelled every name again on each of the several mentions a
 * directive has (bench/directive.ts). Keyed by the index, so a home prepared anew is read anew.
 */
import { READ } from "./domains.ts";
import { type Index, type Named, numberedName, plain } from "./home-index.ts";
import { escaped } from "./text.ts";
import type { Area, Entity } from "./types.ts";

interface NameLists {
  /** Devices whose name is only kind words ("Thermostat"), by that name as the text spells it, in index order. */
  generic: Map<string, Entity[]>;
  /** Floors whose longer name holds an area's ("the bedroom floor" beside "Bedroom"), in index order. */
  shadowing: Named<Area[]>[];
  /** Every device by its name as the text spells it: names several devices share. */
  byName: Map<string, Entity[]>;
  /**
   * The supported devices', rooms' and floors' names as whole words: the "AC" is not inside "vacuum", a "TV Lounge" is
   * a room, not a television, and a device the alpha does not support ("Robot Vacuum") is still the word that says so.
   */
  whole: RegExp[];
}

const LISTS = new WeakMap<Index, NameLists>();

const grouped = (named: readonly Named<Entity>[]) => {
  const out = new Map<string, Entity[]>();
  for (const { item } of named) out.set(plain(item.name).trim(), [...(out.get(plain(item.name).trim()) ?? []), item]);
  return out;
};

export function nameLists(index: Index): NameLists {
  let found = LISTS.get(index);
  if (!found) {
    const shadowing = index.floors.filter((f) => index.areas.some((a) => a.words.length < f.words.length && f.words.join(" ").includes(a.words.join(" "))));
    found = { generic: grouped(index.entities.filter((n) => n.generic)), shadowing, byName: grouped(index.entities), whole: wholeOf(index) };
    LISTS.set(index, found);
  }
  return found;
}

function wholeOf(index: Index): RegExp[] {
  const places = [...index.home.areas, ...(index.home.floors ?? [])].flatMap((p) => [p.name, ...(p.aliases ?? [])]);
  const names = [...index.entities.filter(({ item }) => READ.has(item.domain)).map(({ item }) => item.name), ...places].map((name) => name.toLowerCase().replace(/-/g, " "));
  const said = names.flatMap((name) => [name, numberedName(name)]);
  return [...new Set([...said, ...ownWords(index)])].map((name) => new RegExp(`(?<!\\S)${escaped(name)}(?!\\S)`));
}

/**
 * "Sonos off" where the Sonos is a plug (Sonos Player, a switch): a word of a switch's name that no other device of the
 * home says is that switch, though the word alone names a kind the alpha refuses; never a light's ("my tv" beside a
 * TV Lightstrip) nor a word a media player, vacuum or lock of the home also says.
 */
function ownWords(index: Index): string[] {
  const counts = new Map<string, number>();
  const said = (n: Named<Entity>) => n.said ?? n.words;
  for (const n of index.entities) for (const w of new Set(said(n))) counts.set(w, (counts.get(w) ?? 0) + 1);
  return index.entities.filter(({ item }) => item.domain === "switch").flatMap((n) => said(n).filter((w) => w.length > 2 && counts.get(w) === 1));
}

/** The whole-word patterns of the home's names (NameLists.whole), derived once per prepared home. */
export const wholeNames = (index: Index): RegExp[] => nameLists(index).whole;
