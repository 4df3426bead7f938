/**
 * The ways English asks for a message, rewritten as "notify …": "let Rangi and Ngaire know", "give me a
 * notification", "give a notification to my phone". Applied after the request's framing (framings.ts).
 */
import type { Rewrite } from "../types.ts";

/** What a message comes as. */
const MESSAGE = String.raw`(?:(?:push |text |sms )?(?:notification|message|alert|warning|heads[- ]up|ping|text)|push)`;

export const MESSAGE_REQUESTS: readonly Rewrite[] = [
  // "Freezer Door Open Notification (after 3 minutes)", "garage left open alert": a title naming the message by the state
  // that sends it; the state held for the time said after it.
  [new RegExp(String.raw`^((?:the )?[\w' ]{2,40}?) (?:is |left )?(open|opened|closed|on|off) ${MESSAGE}s?(?: (?:after|for) (\d+(?:\.\d+)? ?(?:seconds?|minutes?|mins?|hours?)))?$`), (_: string, what: string, state: string, after?: string) => `notify me when ${what} ${after ? "has been" : "is"} ${state === "opened" ? "open" : state}${after ? ` for ${after}` : ""}`],
  // "let Amina know it's finished": a statement after "know" is the message, as after "tell Amina" (framings.ts).
  [/\blet ((?:me|us|everyone|everybody|[\w']+)(?: and [\w']+)?) know (?!(?:that|about|when|whenever|if|once|and|at|on|after|before|via|by|with)\b)(?=(?:the|it|its|we|our|your|my|dinner|lunch|someone|somebody|there|they)\b[^,]*?\b(?:is|are|was|were|has|have|had|needs?)\b)/g, "tell $1 that "],
  // "let Rangi and Ngaire know", "let both of us know", "let me know": whoever is to know is told ("let them know" is
  // left for notify.ts, which reads "them").
  [/\blet (?!them know\b)((?:[\w']+ ){0,3}?(?:and |& )?[\w']+) know\b/g, "notify $1"],
  // "give me a notification", "give Sanne and me a heads-up": a message to them.
  [new RegExp(String.raw`\bgive ((?:me|us|[\w']+)(?: and (?:me|[\w']+))?) an? ${MESSAGE}\b`, "g"), "notify $1"],
  // "send a push to our phones" (Danish "send en push"): a push is the message itself.
  [new RegExp(String.raw`\bsend (?:(me|us|[\w']+) )?an? push\b(?! notification)(?: to (?:(?:my|our) (?:phones?|mobiles?|cells?)|((?:me|us|[\w']+)(?: and (?:me|[\w']+))?)))?`, "g"), (_: string, first?: string, whom?: string) => `notify ${first ?? whom ?? (/ to our /.test(_) ? "us" : "me")}`],
  // "give a notification to my phone", "give an alert to Wouter", "give an alert": a message to whom it says, else the speaker.
  [new RegExp(String.raw`\bgive an? ${MESSAGE}(?: to (?:(?:my|our) (?:phones?|mobiles?|cells?)|((?:me|us|[\w']+)(?: and (?:me|[\w']+))?)))?\b`, "g"), (_: string, whom?: string) => `notify ${whom ?? "me"}`],
];
