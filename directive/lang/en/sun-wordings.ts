/**
 * The sun said loosely ("sun is down", "on sun up", "when it is dusk") and said moving ("when the sun goes down", "… or
 * it gets dark"): its moment or its state. Applied in their place among lang/en/time-wordings.ts.
 */
import type { Rewrite } from "../types.ts";
import { ORDER_VERBS } from "./operations.ts";

export const SUN_LOOSELY: readonly Rewrite[] = [
  // "and sun is down", "on sun down": the sun, said without its article.
  [/\b(and|when|if|while|once) sun is (down|up|set|out)\b/g, "$1 the sun is $2"],
  // "only if the sun is down": dark, as the sun condition reads it.
  [/\bthe sun is (down|set|below the horizon|up|out|above the horizon)\b/g, (_: string, where: string) => (/down|set|below/.test(where) ? "it is dark" : "it is light")],
  [/\b(?:on|at) sun ?down\b/g, "at sunset"],
  [/\b(?:on|at) sun ?up\b/g, "at sunrise"],
  // "when it is dusk": at dusk; "Sunset close covers": a title that starts with its moment.
  [/\b(?:when|once) it is (?:the )?(sunset|sunrise|dusk|dawn|sundown|sunup|midnight|noon)\b/g, "at $1"],
  [new RegExp(`^(sunset|sunrise|dusk|dawn|sundown|sunup|midnight|noon),? (?=(?:${ORDER_VERBS.join("|")})\\b)`), "at $1, "],
  // "Notify sunset", "alert me dusk": a title's message request with its moment, the "at" left out.
  [/^((?:notify|alert|remind|message|ping)(?: (?:me|us|everyone|everybody))?) (?=(?:sunset|sunrise|dusk|dawn|sundown|sunup)$)/, "$1 at "],
];

export const SUN_MOVING: readonly Rewrite[] = [
  // "when the sun goes down", "once the sun comes up": at sunset, at sunrise.
  [/\b(?:when|whenever|once|as soon as) the sun (?:goes down|sets|has set)\b/g, "at sunset"],
  [/\b(?:when|whenever|once|as soon as) the sun (?:comes up|rises|has risen)\b/g, "at sunrise"],
  // "when the temperature drops under 80 or the sun sets", "… or it gets dark": the other event is the sun's.
  [/(?<=\b(?:when|whenever|once|if)\b[^,]*) or (?:when |if |once )?(?:the sun (?:goes down|sets|has set)|(?:it (?:gets|becomes|turns|goes|is) )?dark\b(?! ?(?:mode|scene))(?![^,]*\d))/g, " or at sunset"],
  [/(?<=\b(?:when|whenever|once|if)\b[^,]*) or (?:when |if |once )?the sun (?:comes up|rises|has risen)\b/g, " or at sunrise"],
];
