/**
 * The event said first, without "when": "No motion for 5 minutes and the fan is on, turn the fan off",
 * "Basement door open turn the light on", "Garage door open for 10 minutes, notify me".
 */
import { titleAndBody } from "./titles.ts";
import { Refusal, type Result } from "./types.ts";
import { ACTION_START, NOTIFY_VERBS } from "./verbs.ts";

const EVERY_ACTION_START = new RegExp(ACTION_START.source, "g");
/** Words a clause that already says when, or what to do, starts with. */
const SAYS_WHEN = /^(?:when|whenever|if|once|as soon as|at|on|in|every|each|after|before|during|between|while|from|until|by|please)\b/;
/** A device's state said after it ("garage door open", "heater left on for 2 hours"): in a head, no verb. */
const STATE_AFTER = / (?:is |are |was |were )?(?:left )?(open|opened|closed|shut|on|off)((?: for [^,]+)?)$/i;

/** What stands right before a verb that is not an order's: its subject, an auxiliary, "not" or "to". */
const SUBJECT_BEFORE = /(?:\b(?:i|we|you|it|they|he|she|not|never|do|does|did|will|would|can|could|should|must|may|might|to)|n't)\s+$/i;
/** A message asked for: "Lights off, blinds down" is two commands, "Garage door open, notify me" is not. */
const NOTIFIES = new RegExp(`^(?:${NOTIFY_VERBS})\\b`);
/** A state said as one ("is open", "left on"): never a command. */
const STATED = / (?:is|are|was|were|left) (?:left )?(?:open|opened|closed|shut|on|off)\b/i;

/** Each way to read the text with its first clause as the event: where an action's verb may start. */
function readings(text: string): string[] {
  const [title, body] = titleAndBody(text);
  const out: string[] = [];
  for (const verb of body.toLowerCase().matchAll(EVERY_ACTION_START)) {
    const before = body.slice(0, verb.index);
    // "… so it does not run all night": a verb after its subject, an auxiliary or "not" is a statement's, no order.
    if (SUBJECT_BEFORE.test(before)) continue;
    const head = before.replace(/[\s,;:-]+$/, "").replace(STATE_AFTER, " is $1$2");
    if (head.split(/\s+/).length < 2 || SAYS_WHEN.test(head.toLowerCase())) continue;
    out.push(`${title} when ${head}, ${body.slice(verb.index)}`.trim());
  }
  return out;
}

const attempt = (read: (text: string) => Result, text: string): Result | null => {
  try {
    return read(text);
  } catch (error) {
    if (error instanceof Refusal) return null;
    throw error;
  }
};

/**
 * Reads `text` as written; when that is refused, with its first clause as the event, the first reading that
 * compiles. A state after a device followed by a comma and a message ("Garage door open for 10 minutes,
 * notify me"), or said as a state ("left open"), is the event before anything else: read as a command, it
 * would open the door.
 */
export function eventFirst(text: string, read: (text: string) => Result): Result {
  const body = titleAndBody(text)[1];
  const comma = body.indexOf(",");
  const rest = body.slice(comma + 1).trim().toLowerCase();
  if (comma > 0 && STATE_AFTER.test(body.slice(0, comma)) && (NOTIFIES.test(rest) || STATED.test(body.slice(0, comma)))) {
    const first = readings(text).map((t) => attempt(read, t)).find(Boolean);
    if (first) return first;
  }
  try {
    return read(text);
  } catch (error) {
    if (!(error instanceof Refusal) || error.final) throw error;
    for (const reading of readings(text)) {
      const result = attempt(read, reading);
      if (result) return result;
    }
    throw error;
  }
}
