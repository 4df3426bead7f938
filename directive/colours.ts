/** Light colours read from the language's colour table (SCHEMA §3; lang/en/colours.ts). */
import { en } from "./lang/en/index.ts";
import { alternation } from "./lang/word-pattern.ts";

const C = en.colours;
/** "lightgreen" said apart as "light green": a name longer than its shade, the shade first. */
const SPACED = C.names.flatMap((c) => {
  const shade = c.length > 4 ? C.shades.find((s) => c.startsWith(s)) : undefined;
  return shade ? [`${shade} ${c.slice(shade.length)}`] : [];
});
/**
 * A colour name, or a shade said as two words ("light green") after "to", "in" or a device noun ("the lamp light
 * blue"): otherwise "Night light green" is the Night Light in green, its name's last word never the colour's first.
 */
const NAMES = new RegExp(
  `\\b(?:(?:${C.before.map((w) => `${w} `).join("|")}|(?<=\\b(?:${alternation(C.devices)}) ))(${SPACED.join("|")})|(?:(?:${alternation(C.before)}) )?(${[...C.whites.map(([w]) => w), ...C.names].join("|")}))(?: (?:${alternation(C.colourWord)}))?\\b`,
);
/** A four- or five-digit number with its kelvin unit, if said: where the colour temperature said by words was. */
const KELVIN_NUMBER = new RegExp(`\\b(\\d{4,5})\\s*(?:${alternation(C.kelvinUnits)})?\\b`, "g");

/** The phrase without the first whole number `digits` and its unit. */
function withoutNumber(phrase: string, digits: string): string {
  let found = false;
  return phrase.replace(KELVIN_NUMBER, (said, number: string) => (found || number !== digits ? said : ((found = true), " ")));
}

/** The colour a phrase asks for, as light.turn_on data, and the phrase without it; null when none. */
export function colour(phrase: string): { data: Record<string, number | string>; rest: string } | null {
  const k = C.kelvin.exec(phrase);
  if (k) return { data: { color_temp_kelvin: Number(k[1] ?? k[2]) }, rest: k[1] ? phrase.replace(k[0], " ") : withoutNumber(phrase, k[2]!) };
  const m = NAMES.exec(phrase);
  if (!m) return null;
  // Spacing mechanics, no word: a name said with any spaces, written as the scorer writes it.
  const said = (m[1] ?? m[2])!.replace(/\s+/g, " ");
  const white = C.whites.find(([w]) => w === said);
  if (white) return { data: { color_temp_kelvin: white[1] }, rest: phrase.replace(m[0], " ") };
  const name = said.replace(/ /g, "");
  return { data: { color_name: C.same[name] ?? name }, rest: phrase.replace(m[0], " ") };
}
