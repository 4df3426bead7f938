/** Light colours read from the language's colour table (SCHEMA §3). */
import { CSS, SAME, WHITES } from "./lang/en/colours.ts";

const SHADES = /^(light|dark|deep|hot|sky|royal|sea|spring|forest|mint)/;
const SPACED = CSS.filter((c) => c.length > 4 && SHADES.test(c)).map((c) => c.replace(SHADES, "$1 "));
/**
 * A colour name, or a shade said as two words ("light green") after "to", "in" or a device noun ("the lamp light
 * blue"): otherwise "Night light green" is the Night Light in green, its name's last word never the colour's first.
 */
const NAMES = new RegExp(`\\b(?:(?:in |to |(?<=\\b(?:lamps?|lights?|bulbs?|strips?) ))(${SPACED.join("|")})|(?:(?:in|to) )?(${[...WHITES.map(([w]) => w), ...CSS].join("|")}))(?: colou?r)?\\b`);
/** "2700 K", "2700 kelvin", or a bare number after "colour temperature" ("set the colour temperature to 2700"). */
const KELVIN = /\b(?:(?:in|to|at) )?(\d{4,5}) ?(?:k|kelvin)\b|\b(?:colou?r )?temperature\b[^\d]{0,40}?\b(?:of |to |at )?(\d{4,5})\b/;

/** The colour a phrase asks for, as light.turn_on data, and the phrase without it; null when none. */
export function colour(phrase: string): { data: Record<string, number | string>; rest: string } | null {
  const k = KELVIN.exec(phrase);
  if (k) return { data: { color_temp_kelvin: Number(k[1] ?? k[2]) }, rest: k[1] ? phrase.replace(k[0], " ") : phrase.replace(new RegExp(`\\b${k[2]}\\s*(?:k|kelvin)?\\b`), " ") };
  const m = NAMES.exec(phrase);
  if (!m) return null;
  const said = (m[1] ?? m[2])!.replace(/\s+/g, " ");
  const white = WHITES.find(([w]) => w === said);
  if (white) return { data: { color_temp_kelvin: white[1] }, rest: phrase.replace(m[0], " ") };
  const name = said.replace(/ /g, "");
  return { data: { color_name: SAME[name] ?? name }, rest: phrase.replace(m[0], " ") };
}
