/**
 * Stage "resolve", two places said together with no "and" or "or" between them: "the granny flat lounge light" is the
 * flat's lounge light (Flat Lounge Light), not every light of the flat and of the main lounge. The one place holding
 * a device named with the other place's words is the place; those words narrow the name.
 */
import type { Index } from "./home-index.ts";
import type { Mention } from "./names.ts";
import { stem, words } from "./text.ts";
import type { Area } from "./types.ts";

/** The stemmed words of a place's names and aliases that the phrase says. */
function saidOf(area: Area, said: Set<string>): string[] {
  return [...new Set([area.name, ...(area.aliases ?? [])].flatMap((n) => words(n.toLowerCase()).map(stem)).filter((w) => said.has(w)))];
}

export function nestedPlaces(index: Index, m: Mention): Mention {
  if (m.areas.length !== 2 || /\b(?:or|and)\b|,/.test(m.text)) return m;
  const said = new Set(words(m.text).map(stem));
  // Each place said by words of its own: two rooms of one floor said by its name ("the basement lights") are not nested.
  const own = m.areas.map((area) => saidOf(area, said));
  if (own.some((w) => w.length === 0)) return m;
  // "all the lights in the loft", the Loft floor's two rooms each named with "loft": one word says both, as a floor does.
  if (own[0]!.every((w) => own[1]!.includes(w)) || own[1]!.every((w) => own[0]!.includes(w))) return m;
  const readings = m.areas.map((area, i) => {
    const other = own[1 - i]!;
    const named = index.entities.filter((n) => n.item.area === area.area_id && other.length > 0 && other.every((w) => n.words.includes(w)));
    return { area, other, named };
  });
  const fits = readings.filter((r) => r.named.length > 0);
  return fits.length === 1 ? { ...m, areas: [fits[0]!.area], rest: [...m.rest, ...fits[0]!.other] } : m;
}
