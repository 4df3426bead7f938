/** Orders said where an event or a condition stands, found so that they are refused, never dropped (clauses.ts, clause-events.ts). */
import { en } from "./lang/en/index.ts";

const ORDER_INSIDE = new RegExp(`(?:\\s?[-–:]|\\bthen)\\s*(?:${en.orderVerbs.join("|")})\\b.*`);

const THEN_GRAMMAR = new Set([...en.lexicon.filler, ...(en.lexicon.grammar.pronouns ?? [])]);
const GRAMMAR = new Set([...en.lexicon.filler, ...["connectives", "prepositions", "pronouns", "auxiliaries", "people"].flatMap((role) => en.lexicon.grammar[role] ?? [])]);

/**
 * An order inside an event or a condition: after a dash or "then" one of the order verbs ("… over 21 degrees -
 * turn off the thermostat"), or after "and" a verb in its plain form before its object ("when Ravi leaves and
 * water the lawn"), which no event says ("… and leaves the house" is the event's own verb).
 */
export function orderInside(clause: string): RegExpExecArray | null {
  const plain = /\band (then )?(\p{L}+) (?:the|a|an|my|our|your|some|his|her|their)\b.*/u.exec(clause);
  // After "and then" any plain verb is an order ("… and then do the dishes"), "do" and "get" too.
  if (plain && !/(?:s|ed|ing)$/.test(plain[2]!) && !(plain[1] ? THEN_GRAMMAR : GRAMMAR).has(plain[2]!)) return plain;
  return ORDER_INSIDE.exec(clause);
}
