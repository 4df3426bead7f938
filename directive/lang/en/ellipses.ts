/**
 * Words said once for two places (lang/en/rewrites.ts): "the rolluik in the kitchen and in the living room" is the
 * rolluik of each. Said again for the second place, the device keeps its noun there; without it, "in the living room"
 * read as everything there that the verb could act on (the curtains beside the rolluik).
 */
import type { Rewrite } from "../types.ts";

export const ELLIPSES: readonly Rewrite[] = [
  [/\b(the|all the|my|our) ((?:[\p{L}']+ ){0,2}?[\p{L}']+) (in|on) the ((?:[\p{L}']+ ){0,2}?[\p{L}']+),? and (in|on) the (?=[\p{L}'])/gu, "$1 $2 $3 the $4 and the $2 $5 the "],
];
