/**
 * The home's names found in a phrase's words: consecutive words not yet taken, longest name first; and the persons and
 * rooms a phrase names (names.ts reads devices, rooms, floors and kinds together).
 */
import { type Index, type Named, plain } from "./home-index.ts";
import { words } from "./text.ts";
import type { Area, Entity } from "./types.ts";

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
export function takeNames<T>(hay: string[], taken: boolean[], names: Named<T>[]): T[] {
  const found: T[] = [];
  // A home has hundreds of names and a phrase a few words: a name whose first word is not among them is not looked for.
  const said = new Set(hay);
  for (const named of names) {
    if (named.generic || !said.has(named.words[0]!)) continue;
    const at = find(hay, taken, named.words);
    if (at < 0) continue;
    for (let j = 0; j < named.words.length; j++) taken[at + j] = true;
    if (!found.includes(named.item)) found.push(named.item);
  }
  return found;
}

/** Person entities named in a phrase. */
export function persons(index: Index, phrase: string): Entity[] {
  const hay = words(phrase);
  const taken = hay.map(() => false);
  return takeNames(hay, taken, index.people);
}

/** Areas named in a phrase, by name or alias. */
export function areasIn(index: Index, phrase: string): Area[] {
  const hay = words(phrase);
  return takeNames(hay, hay.map(() => false), index.areas);
}

/** The rooms one of whose names or aliases (as words) passes `test`: "every room with 'bedroom' in a name". */
export const areasWhere = (index: Index, test: (words: string[]) => boolean): Area[] => [...new Set(index.areas.filter((n) => test(n.words)).map((n) => n.item))];

/** The area a whole phrase names ("Kitchen", "the master bedroom"), or null. */
export function areaNamed(index: Index, phrase: string): Area | null {
  const said = words(plain(phrase)).filter((w) => w !== "the").join(" ");
  return index.areas.find((a) => a.words.join(" ") === said)?.item ?? null;
}

/** Whether a phrase is exactly a floor's name or alias ("Outdoor", "upstairs"). */
export function isFloorNamed(index: Index, phrase: string): boolean {
  const said = words(plain(phrase)).filter((w) => w !== "the").join(" ");
  return index.floors.some((f) => f.words.join(" ") === said);
}

export const everyone = (index: Index) => index.home.entities.filter((e) => e.domain === "person");
