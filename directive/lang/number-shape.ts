/** The shape of a language's words around its numbers (lang/<code>/numbers.ts), part of the Language shape (types.ts). */
/** The word for one standing for a device ("the one in the hall"), and the words around it that say so (directive/numbers.ts). */
export interface OneAsPronoun {
  word: string;
  /** Words right before it that make it the number ("at one"). */
  numberAfter: readonly string[];
  /** Words right before it that make it a device ("the one"). */
  pickers: readonly string[];
  /** Words before a word naming which, then it ("the downstairs one"). */
  owners: readonly string[];
  /** Words after an owner that are not a word naming which. */
  notNaming: readonly string[];
  /** Words right after it that make it a device ("one of the lamps"). */
  followers: readonly string[];
}
