/**
 * Moments said before the orders they start ("At sunset or when someone arrives, turn on …", "When …, X, and when …, Y"),
 * said after them, where the clause reader looks for them: part of the rewrite table (rewrites.ts), in its place there.
 */
import type { Rewrite } from "../types.ts";
import { ORDER_VERBS } from "./operations.ts";

export const MOMENTS_FIRST: readonly Rewrite[] = [
  // "At sunset or when someone arrives, turn on …": either moment said first is said after the action, as it reads there.
  [/^((?:at|on) [^,]+? or (?:when|if|whenever|once) [^,]+),\s*(?=\w)(.+)$/, "$2 $1"],
  // "When there's motion, turn the lights on, and when nobody moves for 30 minutes, turn them off": each order after its moment.
  // ("…, if nobody moves for 30 minutes, …": an "if" held for a while is a moment too, not a condition.)
  [/^(when|whenever|once) ([^,.]+),\s*([^,.]+?)(?:,? and|,|\.)\s+(?:then )?(when|whenever|once|if(?=[^,.]*\bfor \d+ (?:seconds?|minutes?|mins?|hours?)\b)) ([^,.]+),\s*([^,.]+)$/, (_: string, k1: string, a: string, x: string, k2: string, b: string, y: string) => `${x} ${k1} ${a}, and ${y} ${k2 === "if" ? "when" : k2} ${b}`],
  // "If either of us is home, turn on the hall light when the front door opens": the state said first is the condition
  // of the order, said after its event, where the clause reader looks for it.
  [new RegExp(`^((?:only )?(?:if|as long as|while) [^,]+? (?:is|are) [^,]+),\\s*((?:${ORDER_VERBS.join("|")})\\b[^,]*? (?:when|whenever|once|as soon as) [^,]+)$`), "$2 $1"],
  // "Every morning from 6:40 until 7:30 turn on the towel warmer": a window said first is said after the action.
  [/^((?:every (?:morning|evening|day|night|weekday) |on weekdays |on weekends )?(?:from|between) \S+ (?:until|and) \S+),? ((?:turn|switch|keep|set|open|close|run)\b.+)$/, "$2 $1"],
];
