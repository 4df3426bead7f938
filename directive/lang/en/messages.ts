/** How English sets a message's own words apart from the directive's. */
import { ORDER_VERBS } from "./operations.ts";

/**
 * What ends a message before the directive goes on: a sentence's end, or a comma, and the next order ("notify me:
 * gate open. And turn on the gate light", "tell Liam: door!, then turn on …"), or a comma and when it is sent
 * ("notify me: gate open, whenever the gate opens"). Without them the words are the message's.
 */
const NEXT_ORDER = String.raw`\s*(?:(?:[.!;]\s*|,\s+)(?:(?:and|then|also)\s+)*(?:${ORDER_VERBS.join("|")})|,\s+(?:when|whenever|once|as soon as|if|only if)\s)\b`;

/**
 * A message written in double quotes after whom it is for ("notify Ines with the message "…"", "notify everyone
 * "…"") or before ("send "…" to Teodor"): the words are the message's, not the directive's.
 */
export const QUOTED_FOR = /\b(notify|tell|text|message|alert|ping)\s+((?:\p{L}+)(?:\s+and\s+\p{L}+)?)\s*,?\s*(?:(?:with|saying|that says)\s+)?(?:(?:the|a)\s+)?(?:(?:message|text|notification)\s*)?:?\s*["“]([^"”]*)["”]/u;
export const QUOTED_TO = /\b(?:send|text|message|push)\s+(?:(?:a|the)\s+(?:message|text|notification)\s+)?(?:(?:saying|that says)\s+)?["“]([^"”]*)["”]\s+to\s+/u;

/**
 * A message after a colon, to the end ("at 10pm notify me: turn off the porch light", "send a reminder: bins out"):
 * the words are the message's; before the colon is whom it is for, never a title (directive/titles.ts). A time at
 * the end ("remind me: bins out at 8pm") is when to send it; a next order after a stop or a comma is the directive's.
 */
export const COLON_MESSAGE = new RegExp(String.raw`\b((?:notify|tell|text|message|alert|ping|remind|warn)\s+\p{L}+(?:\s+and\s+\p{L}+)?(?:\s+(?:with\s+)?(?:the|a)\s+(?:message|text|notification|reminder|alert))?|send\s+(?:\p{L}+\s+)?(?:a|the)\s+(?:push\s+)?(?:message|text|notification|reminder|alert))\s*:\s*((?:[^"“”:]|(?<=\d):(?=\d))+?)\s*((?:\bat (?:\d{1,2}(?::\d{2})?\s?(?:am|pm)?|noon|midnight|sunset|sunrise|dusk|dawn))?)\s*(?:[.!]?$|(?=${NEXT_ORDER}))`, "iu");

const EVERY_QUOTED_FOR = new RegExp(QUOTED_FOR, "gu");
const EVERY_QUOTED_TO = new RegExp(QUOTED_TO, "gu");

/** What before the message may say when: then a time closing the message is its own words. */
const SAYS_WHEN = /\b(?:at|when|whenever|if|once|every|after|before|on)\b|\d/;

/**
 * The message after a colon, and what of it stays in the directive: whom it is for, and the time at its end when
 * nothing before says when ("remind me: bins out at 8pm" sends at 8pm; "at 10pm notify me: bins out at 7" says it).
 */
function colon(text: string) {
  const m = COLON_MESSAGE.exec(text);
  if (!m) return null;
  const timed = SAYS_WHEN.test(text.slice(0, m.index));
  return { said: m[0], message: timed && m[3] ? `${m[2]} ${m[3]}` : m[2]!, kept: timed ? m[1]! : `${m[1]} ${m[3]}` };
}

/** The words of a message after a colon, or undefined. */
export const colonMessage = (text: string): string | undefined => colon(text)?.message;

/** The text without a message's own words (notify.ts reads them from the original), so none is read as an order or a title. */
export function withoutMessages(text: string): string {
  const out = text.replace(EVERY_QUOTED_FOR, "$1 $2").replace(EVERY_QUOTED_TO, "notify ");
  const c = colon(out);
  return c ? out.replace(c.said, c.kept) : out;
}
