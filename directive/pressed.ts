/** The event reader for presses: a doorbell rings, a button is pressed (its binary sensor turns on). */
import { FOR, type Parser, ids, withFor } from "./readings.ts";
import { mention } from "./names.ts";
import { resolve } from "./resolve.ts";
import { Refusal } from "./types.ts";

/** "When the doorbell rings", "someone presses the button": a doorbell's or button's sensor turns on. */
const PRESSED = /\b(?:rings|rang|is rung|gets rung|is pressed|gets pressed|was pressed|presses|pushes|is pushed)\b/;
export const pressed: Parser = (ctx, clause, asCondition) => {
  if (asCondition || !PRESSED.test(clause)) return null;
  // A press has no length: "rings for 5 minutes" is how long the action lasts, said in the wrong place.
  const held = FOR.exec(clause);
  if (held) throw new Refusal("ambiguous", `“${held[0]}” could be how long the action lasts; say “turn on … for ${held[1]} ${held[2]}”.`);
  const subject = clause.replace(PRESSED, " ").replace(/\b(?:someone|somebody|anyone|anybody)\b/g, " ");
  const found = resolve(ctx.index, mention(ctx.index, subject));
  if (found.length === 0 || found.some((e) => e.domain !== "binary_sensor")) return null;
  return { trigger: withFor({ trigger: "state", entity_id: ids(found), to: "on" }, clause), subjects: found };
};
