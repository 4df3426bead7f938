/** How English says a part of the day (directive/schedule.ts): it says which half of the clock a bare hour is in. */
import type { PartsOfDay } from "../schedule-shape.ts";

export const PARTS_OF_DAY: PartsOfDay = {
  said: /\b(?:in the|this|during the) (?:mornings?|evenings?|afternoons?|day)\b|\btonight\b/,
  any: /\bduring the day\b|\bin the (?:morning|evening|afternoon)\b|\btonight\b|\bthis (?:morning|evening|afternoon)\b|\b(?:mornings|evenings|afternoons)\b(?! scene)|\b(?:morning|evening|afternoon)\b(?= [a-z])(?! (?:scene|on|off)\b)/,
  last: /(?:,|\bonly)\s*(?:in the|during the|this) (?:mornings?|evenings?|afternoons?|day)[\s.!]*$/,
  later: /\b(?:evenings?|nights?|tonight|nightly|afternoons?)\b(?! ?lights?| ?lamps?)/,
  morning: /\bmornings?\b/,
  evening: /\b(?:evenings?|afternoons?)\b/,
  night: /\b(?:at|in the|during the) night\b/g,
  sun: /\b(?:mornings?|evenings?|tonight)\b/,
  sunset: /\b(?:evenings?|tonight)\b/,
  once: /\b(?:tonight|today|this (?:morning|afternoon|evening|weekend))\b/,
};
