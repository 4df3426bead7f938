import type { ColourWords } from "../colour-shape.ts";

/**
 * Light colours (SCHEMA §3): CSS names HA's color_name takes, written as the scorer normalises them
 * (lower case, no spaces), the spellings folded into one, and named whites in kelvin.
 */
export const CSS = (
  "red green blue yellow orange purple pink white cyan magenta violet indigo turquoise lime teal gold " +
  "crimson coral salmon lavender maroon navy olive aquamarine azure beige brown chocolate tomato orchid " +
  "plum tan khaki silver gray grey fuchsia aqua lightblue lightgreen lightpink darkblue darkgreen darkred " +
  "darkorange deeppink hotpink skyblue royalblue seagreen springgreen forestgreen mintcream ivory"
).split(" ");
/** Spellings the scorer folds into one (SCHEMA §5). */
export const SAME: Record<string, string> = { grey: "gray", aqua: "cyan", fuchsia: "magenta" };
/** "warm white" and friends, as Home Assistant's intents read them. */
export const WHITES: [string, number][] = [["warm white", 2700], ["soft white", 2700], ["cool white", 4000], ["cold white", 4000], ["daylight", 6500], ["day light", 6500], ["candle light", 1900], ["candlelight", 1900]];

/** How English says a colour around its name (directive/colours.ts). */
export const COLOUR_WORDS = {
  names: CSS,
  same: SAME,
  whites: WHITES,
  shades: ["light", "dark", "deep", "hot", "sky", "royal", "sea", "spring", "forest", "mint"],
  before: ["in", "to"],
  devices: ["lamps", "lamp", "lights", "light", "bulbs", "bulb", "strips", "strip"],
  colourWord: ["colour", "color"],
  kelvin: /\b(?:(?:in|to|at) )?(\d{4,5}) ?(?:k|kelvin)\b|\b(?:colou?r )?temperature\b[^\d]{0,40}?\b(?:of |to |at )?(\d{4,5})\b/,
  kelvinUnits: ["k", "kelvin"],
} satisfies ColourWords;
