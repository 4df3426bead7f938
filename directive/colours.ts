/**
 * Light colours as a table (SCHEMA §3): CSS names HA's color_name takes, written as the scorer
 * normalises them (lower case, no spaces), and named whites as colour temperatures in kelvin.
 */
const CSS = (
  "red green blue yellow orange purple pink white cyan magenta violet indigo turquoise lime teal gold " +
  "crimson coral salmon lavender maroon navy olive aquamarine azure beige brown chocolate tomato orchid " +
  "plum tan khaki silver gray grey fuchsia aqua lightblue lightgreen lightpink darkblue darkgreen darkred " +
  "darkorange deeppink hotpink skyblue royalblue seagreen springgreen forestgreen mintcream ivory"
).split(" ");
/** Spellings the scorer folds into one (SCHEMA §5). */
const SAME: Record<string, string> = { grey: "gray", aqua: "cyan", fuchsia: "magenta" };
/** "warm white" and friends, as Home Assistant's intents read them. */
const WHITES: [string, number][] = [["warm white", 2700], ["soft white", 2700], ["cool white", 4000], ["cold white", 4000], ["daylight", 6500], ["day light", 6500], ["candle light", 1900], ["candlelight", 1900]];

const NAMES = new RegExp(`\\b(?:(?:in|to) )?(${[...WHITES.map(([w]) => w), ...CSS.filter((c) => c.length > 4 && /^(?:light|dark|deep|hot|sky|royal|sea|spring|forest|mint)/.test(c)).map((c) => c.replace(/^(light|dark|deep|hot|sky|royal|sea|spring|forest|mint)/, "$1 ?")), ...CSS].join("|")})(?: colou?r)?\\b`);
/** "2700 K", "2700 kelvin", or a bare number after "colour temperature" ("set the colour temperature to 2700"). */
const KELVIN = /\b(?:(?:in|to|at) )?(\d{4,5}) ?(?:k|kelvin)\b|\b(?:colou?r )?temperature\b[^\d]{0,40}?\b(?:of |to |at )?(\d{4,5})\b/;

/** The colour a phrase asks for, as light.turn_on data, and the phrase without it; null when none. */
export function colour(phrase: string): { data: Record<string, number | string>; rest: string } | null {
  const k = KELVIN.exec(phrase);
  if (k) return { data: { color_temp_kelvin: Number(k[1] ?? k[2]) }, rest: k[1] ? phrase.replace(k[0], " ") : phrase.replace(new RegExp(`\\b${k[2]}\\s*(?:k|kelvin)?\\b`), " ") };
  const m = NAMES.exec(phrase);
  if (!m) return null;
  const said = m[1]!.replace(/\s+/g, " ");
  const white = WHITES.find(([w]) => w === said);
  if (white) return { data: { color_temp_kelvin: white[1] }, rest: phrase.replace(m[0], " ") };
  const name = said.replace(/ /g, "");
  return { data: { color_name: SAME[name] ?? name }, rest: phrase.replace(m[0], " ") };
}
