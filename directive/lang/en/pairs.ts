/**
 * A device's on/off pair said without its verbs ("Cupboard lights on when …, off when …", "When A, the light on, and
 * when B off"): each half as an order of its own. Part of the rewrite table (rewrites.ts), applied in its place there.
 */
import type { Rewrite } from "../types.ts";
import { ORDER_VERBS } from "./operations.ts";

export const VERBLESS_PAIRS: readonly Rewrite[] = [
  // "Cupboard lights on when someone is in the kitchen, off when it has been empty for 10 minutes": a verbless pair.
  // Not "switch the rail on at 6 and the blanket off at 7", nor "… on at sunset and turn them off at 11pm": a verb said,
  // or another device or verb in the "on" part, is no pair.
  [new RegExp(String.raw`^(?!(?:${ORDER_VERBS.join("|")})\b)((?:the )?[\w' ]{2,40}?) on ((?:when|whenever|if|at) (?:(?! and (?:then )?(?:the |my |our |(?:${ORDER_VERBS.join("|")})\b))[^,])+),? (?:and )?off ((?:when|whenever|if|at|after) .+)$`), "turn on $1 $2, and turn off $1 $3"],
  // "Pantry light on when the door opens, and pantry light off when the door closes": the verbless pair, its device said twice.
  [new RegExp(String.raw`^(?!(?:${ORDER_VERBS.join("|")})\b)((?:the )?[\w' ]{2,40}?) (on|off) ((?:when|whenever|if|at) [^,]+), and (?:the )?\1 (on|off) ((?:when|whenever|if|at|after) .+)$`), "turn $2 $1 $3, and turn $4 $1 $5"],
  // "When there is motion in the hall, the hall light on, and when there is no motion for 3 minutes off": the pair said
  // event first; each event keeps its own state of the one device.
  [/^(when|whenever|once) ([^,]+), (?:(?:turn|switch) )?(the [\w' ]+?) (on|off), and (when|whenever|once|if) ([^,]+?),? (?:(?:turn|switch) (?:it|them) )?(on|off)$/, (all: string, w1: string, a: string, what: string, s1: string, w2: string, b: string, s2: string) => (s1 === s2 ? all : `turn ${s1} ${what} ${w1} ${a}, and turn ${s2} ${what} ${w2} ${b}`)],
];
