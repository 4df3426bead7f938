/**
 * How English says a reading is past a number: "rises above", "drops below", "is warmer than". The threshold reader
 * (directive/thresholds.ts) builds its patterns from these lists, and coverage (directive/coverage.ts) counts their
 * words as read, so a wording added here is understood and accounted for at once.
 */
import type { Thresholds } from "../types.ts";

/** "gets warmer than", "is warmer than": a comparison said with its verb. */
const COMPARED = (said: string, adjectives: string[]) => adjectives.map((a) => `${said}${a} than`);

/** A reading said past a number, in a clause: "is above 25", "more than 70 %". */
/** A comparison with a number, as the rewrites read it ("above", "more than", "warmer than"). */
export const COMPARATIVE = String.raw`(?:above|below|over|under|more than|less than|higher than|lower than|warmer than|colder than)`;
/** A price said in its currency ("above 3 kroner", "below 10 cents"): read as the sensor reports it, never converted. */
const PRICES = {
  euros: ["euros", "euro", "eur"], cents: ["cents", "cent", "ct"], kroner: ["kroner", "krone", "kronor", "kr", "dkk", "nok", "sek"],
  pence: ["pence", "p"], dollars: ["dollars", "dollar", "usd"],
};
/** The currencies' words, not their abbreviations ("p", "kr", "ct"), which would begin or be other words. */
export const PRICE_WORDS = Object.values(PRICES).flat().filter((word) => word.length > 3);

export const PAST_A_NUMBER = /\b(?:above|below|over|under|more than|less than|higher than|lower than)\s+-?\d/;

export const THRESHOLDS: Thresholds = {
  above: [
    "rises above", "goes above", "goes over", "climbs past", "goes past", "gets past", "rises past", "passes", "crosses", "goes beyond",
    "gets above", "climbs above", "is above", "is over", "exceeds", "tops", "is more than", "reaches", "hits",
    "comes up to", "gets up to", "climbs to", "rises to", "warms up to", "becomes more than", "becomes greater than", "becomes higher than",
    // "stronger", "harder", "faster": said of the wind.
    ...COMPARED("gets ", ["warmer", "hotter", "higher", "brighter", "more humid", "stronger", "harder", "faster"]),
    ...COMPARED("is ", ["warmer", "hotter", "higher", "brighter", "more humid", "stronger", "harder", "faster"]),
    "above", "over", "more than", "warmer than", "hotter than", "brighter than", "stronger than", "harder than", "faster than",
  ],
  below: [
    "drops below", "drops under", "falls below", "falls under", "goes below", "goes under", "dips below", "gets below", "is below",
    "is under", "is lower than", "is less than", "comes down to", "gets down to", "drops to", "falls to", "cools down to", "becomes less than", "becomes lower than",
    ...COMPARED("gets ", ["colder", "cooler", "lower", "darker", "weaker", "slower"]),
    ...COMPARED("is ", ["colder", "cooler", "darker", "weaker", "slower"]),
    "below", "under", "less than", "colder than", "cooler than", "darker than", "weaker than", "slower than",
  ],
  measures: ["temperature", "temp", "humidity", "level", "power", "reading", "sensor", "illuminance", "wind", "speed"],
  units: {
    // Every power figure is read in watts; a speed in mph or kmh (lang/en/spellings.ts writes "km/h" so).
    watts: ["watts"], celsius: ["degrees celsius"], fahrenheit: ["degrees fahrenheit"], mph: ["mph"], kmh: ["kmh"],
    cm: ["cm"], mm: ["mm"], kwh: ["kwh"], volts: ["v", "volt", "volts"], mps: ["mps"],
    ...PRICES,
  },
  numberUnits: ["degrees fahrenheit", "degrees celsius", "degrees", "percent", "lux", "mps", ...PRICE_WORDS],
  negations: ["not", "no longer", "never"],
  movements: ["go", "goes", "get", "gets", "rise", "rises", "drop", "drops", "fall", "falls", "climb", "climbs"],
  held: { leads: ["for"], qualifiers: ["more than", "over", "at least", "longer than"] },
  // "the bathroom humidity is 10 above the living room": a number past another reading, not past the number.
  relative: /\b\d+(?:\.\d+)? ?(?:degrees |percent )?(?:above|below|over|under|more than|less than) (?:the|that of|what)\b/,
  joinedState: /\b(?:on|off|open|closed|shut|running|home|away)\s+(?:and|or|but)\b/,
  otherEvents: ["there is motion", "there is movement", "motion is detected", "detects motion"],
  twoReadings: {
    than: "than",
    determiners: ["the", "my", "our", "a"],
    readings: ["temperature", "temp", "humidity", "reading", "level"],
    comparatives: ["colder", "warmer", "hotter", "cooler", "higher", "lower", "more humid", "brighter", "darker", "more", "less", "greater"],
  },
  pronouns: ["it", "they"],
};
