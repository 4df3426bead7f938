/** English number words, so "twenty point five degrees" reads like 20.5. */
export const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
export const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
/** Words that scale or join the ones before them. */
export const SCALES: Record<string, number> = { hundred: 100, thousand: 1000 };
/** The word between a number's whole part and its digits after the point: "twenty point five". */
export const DECIMAL_POINT = "point";

/**
 * "the one in the hall", "one of the lamps": the word for one standing for a device, not a number, and the words around
 * it that tell which (directive/numbers.ts leaves it a word then).
 */
export const ONE_AS_PRONOUN = {
  word: "one",
  /** Right after these it is the number: "at one", "to one percent". */
  numberAfter: [
    "at", "to", "by", "for", "in", "after", "before", "until", "till", "from", "past", "every", "minus", "point", "than", "above",
    "below", "over", "under", "around", "about", "is", "are", "only", "just",
  ],
  /** Right after these it is a device: "the one", "that one". */
  pickers: ["the", "that", "this", "which", "each", "other", "another", "any", "no"],
  /** Before a word naming which, then "one": "the downstairs one", "my left one". */
  owners: ["the", "my", "our", "his", "her", "their"],
  /** Words after an owner that are not a word naming which. */
  notNaming: ["at", "to", "for", "by"],
  /** Right before these it is a device: "one too", "one of the lamps", "one upstairs" (or a comma, or the end). */
  followers: ["too", "as well", "also", "of", "in", "on", "by", "near", "over", "under", "next", "upstairs", "downstairs", "and"],
} as const;
