/**
 * "Deck Light turns on Woodpile Lights", "the coffee maker switches on the kitchen lights": a title of a linked rule,
 * one device said to switch another. Read before normalizing drops the verb's -s (text.ts), since "turn on the lights"
 * said to someone ("can you switch on …") has no subject and "turns" says one.
 */
import type { Rewrite } from "../types.ts";
import { MOMENT_SAID, SUNRISE_SAID, SUNSET_SAID } from "./clock.ts";

/** Words no device's name starts with or holds as the subject: a request, a moment, a condition, a list. */
const NOT_A_DEVICE = String.raw`(?!(?:can|could|would|will|please|hey|ok|okay|when|whenever|if|at|on|every|after|before|then|this|that|it|which|who|always|never|just|now|also|only|automatically)\b)`;
/** Words a device's name does not hold: joins, moments and what people do. */
const NO_NAME = String.raw`(?!\b(?:and|or|when|if|then|at|to|it|after|before|until|since|once|minutes?|hours?|seconds?|leaves|arrives|opens|closes|gets|comes|goes|is|are|that|which|who)\b)`;
const SUBJECT = String.raw`((?:the |my |our )?${NOT_A_DEVICE}(?:${NO_NAME}[\p{L}'-]+ ){0,4}?${NO_NAME}[\p{L}'-]+)`;
/** What is switched: names and "and", no moment, condition or number after it. */
const OBJECT = String.raw`((?:the |my |our |all (?:the )?)?(?:(?!\b(?:at|when|whenever|if|once|every|after|before|until|for|in|then|daily|from|between|during|on|off|too)\b)[^,\d])+?)`;

/** "the rain sensor turns off the fountain", "the bedroom window turns off the thermostat": a sensor acts when it senses. */
const SENSING = /\b(?:window|door|gate|sensor|leak|rain|detector|contact|smoke|water)s?$/;

/** How long, or after what, the switched device changes: "… for 10 minutes", "… after sunset" (kept with it). */
const HELD = String.raw` (?:for \d+(?:\.\d+)? ?(?:seconds?|minutes?|mins?|hours?)|after (?:sunset|dark|sundown|dusk|\d+(?:\.\d+)? ?(?:seconds?|minutes?|mins?|hours?)))`;

/** "after sunset the christmas tree turns on the porch light": a restriction said first, kept with the switched device. */
const LEAD_ONE = String.raw`(?:(?:after|before) (?:${SUNSET_SAID}|${SUNRISE_SAID}|dark|\d{1,2}(?::\d{2})?(?: ?[ap]m)?)|on weekdays|on weekends|at night|on (?:mon|tues|wednes|thurs|fri|satur|sun)days)`;
const LEAD = String.raw`(?:(${LEAD_ONE}(?:,? (?:and )?${LEAD_ONE})*),? )?`;

export const LINKED_SUBJECT: readonly Rewrite[] = [
  [new RegExp(String.raw`^${LEAD}(?:starting |switching on )?${SUBJECT}(?: on)? (?:also |automatically |will |should )?(?:turns|switches|turn|switch) (?:(on|off) ${OBJECT}|${OBJECT} (on|off))(${HELD})?$`, "u"),
    (said: string, lead: string | undefined, subject: string, state?: string, object?: string, laterObject?: string, laterState?: string, held?: string) =>
      (/\b(?:turns|switches|also|automatically|will|should)\b/.test(said) || /[^s]s$/.test(subject) ? `${lead ? `${lead}, ` : ""}when ${subject} turns ${SENSING.test(subject) ? "on" : state ?? laterState}, turn ${state ?? laterState} ${object ?? laterObject}${held ?? ""}` : said)],
];

/**
 * "the coffee maker turns on the kitchen lights at 7": a linked rule said with a moment of its own, which could start it or
 * only bound it; read as an order, both devices would be switched at 7. Refused (directive/interleaved.ts).
 */
const SWITCHES = String.raw`(?: on)? (?:also |automatically |will |should )?(?:turns|switches) (?:on|off) (?!(?:at|by|every|from|between|in|and|then|again|daily|each|\d)\b)`;
const MOMENT = String.raw`(?:at|by|every|from|between) ${MOMENT_SAID}`;
/** "if nobody is home the front door turns on the hallway light": a state said first, with no comma before the subject. */
const STATE_FIRST = String.raw`(?:if|when|while) [^,]+?(?: is| are|['’]s|['’]re| isn['’]t| aren['’]t)(?: not| all| both)? (?:home|away|out|gone|empty|open|closed|on|off|dark|light)`;
export const LINKED_AT = new RegExp(String.raw`^(?:${SUBJECT}${SWITCHES}[^,]+? ${MOMENT}|${MOMENT}\S*,? ${SUBJECT}${SWITCHES}|${STATE_FIRST} ${SUBJECT}${SWITCHES})`, "u");

