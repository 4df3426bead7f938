/**
 * Wordings people use, rewritten into the few the grammar reads (Hassil's idea: many templates, one
 * meaning). Each rule is general: a grammatical construction, never a name or a sentence of a set.
 * Applied in order to the normalised text, before times and clauses are taken apart (directive/phrases.ts).
 */
import { FOLLOWING } from "./following.ts";
import { MOMENTS_FIRST } from "./moments-first.ts";
import { READING_PRONOUNS } from "./reading-pronouns.ts";
import { ORDER_VERBS } from "./operations.ts";
import { CLIMATE_WORDS } from "./domains.ts";
import type { Rewrite } from "../types.ts";
import { DAY } from "./clock.ts";
import { ELAPSED_WORDINGS, EVENT_WORDINGS } from "./event-wordings.ts";
import { DEVICE_WORDINGS } from "./device-wordings.ts";
import { FRAMINGS } from "./framings.ts";
import { MESSAGE_REQUESTS } from "./message-requests.ts";
import { ASIDES } from "./asides.ts";
import { CALQUES } from "./calques.ts";
import { ELLIPSES } from "./ellipses.ts";
import { WISHES } from "./wishes.ts";
import { STATE_WORDINGS } from "./state-wordings.ts";
import { TIME_WORDINGS } from "./time-wordings.ts";
import { DARK_AND_LIGHT, TIME_ASIDES } from "./time-asides.ts";
import { WINDOW_WORDINGS } from "./window-wordings.ts";
import { HOUSEHOLD_WORDINGS } from "./household-wordings.ts";
import { VERBLESS_PAIRS } from "./pairs.ts";

export const REWRITES: readonly Rewrite[] = [
  // "turn off the lights that are on": off for those that are on changes nothing for the others, so it reads as all
  // (any other "that are on" is refused, see ONLY_THOSE).
  [/(\b(?:turn|switch|shut|power) off\b[^,]*?) (?:that|which) (?:is|are) (?:currently |still |already |now )?(?:on|running)\b/g, "$1"],
  ...ASIDES,
  ...FOLLOWING,
  ...WISHES,
  ...FRAMINGS,
  ...MESSAGE_REQUESTS,
  ...CALQUES,
  ...ELLIPSES,
  ...DEVICE_WORDINGS,
  ...ELAPSED_WORDINGS,
  [/\bin the dark\b/g, "after dark"],
  // "when motion detected and is dark": the subject left out is "it".
  [/\b(and|but) is (dark|light)\b/g, "$1 it is $2"],
  [/\bwhilst\b/g, "while"],
  [/\bany ?time\b(?= (?:the|a|an|someone|anyone|my|our|it)\b)/g, "whenever"],
  ...TIME_WORDINGS,
  ...TIME_ASIDES,
  ...DARK_AND_LIGHT,
  ...STATE_WORDINGS,
  ...MOMENTS_FIRST,
  ...READING_PRONOUNS,
  // "WHEN it is 2230 THEN turn off …": a rule written as when/then; "it is 0900" is a time.
  // Not "when the door opens turn on the hall light, then the lounge lights", where the "then" follows an order
  // ("open" and "close" are states there: "if the garage door is open then …").
  [new RegExp(`^((?:at )?\\d{1,2}(?::\\d{2})?(?:am|pm)?,? )?(when|if|whenever) ((?:(?!\\b(?:turn|switch|set|dim|activate|start|put)\\b).)+?),? then (?=\\w)`), "$1$2 $3, "],
  [/\b(?:when|if|once) it is (\d{1,2}):?(\d{2})\b(?!\s?(?:percent|degrees))/g, "at $1:$2"],
  [/\b(?:and )?(?:if |when )?it is (?:a |the )?(weekend|weekday)s?\b/g, "on $1s"],
  // "At 9:00 on weekends and Mark is home, turn on …": a state joined to a leading time is its condition.
  [/^(at [^,]+?) and (?=[^,]+? (?:is|are) [^,]+,)/, "$1 if "],
  // "Notify Tom when the air con is still on when he leaves": the second "when" is the event, the state its condition.
  [/\bwhen ([^,]+? (?:is|are) (?:still )?(?:on|off|open|closed|running)) when ([^,]+)$/, "when $2 and $1"],
  ...HOUSEHOLD_WORDINGS,
  // "Space heater auto off when …": the adverb says nothing more.
  [/\bauto (on|off)\b/g, "$1"],
  // "with the motion sensor": when it sees motion.
  [/\b(?:with|by|via) (?:the |a )?(?:motion|movement|occupancy|presence) sensors?\b/g, "when there is motion"],
  // "a resident arrives", "a family member gets home", "Sara drives home": someone arrives.
  [/\b(?:a |any )?(?:resident|family member|household member|member of the (?:family|household))s? (?=arrives?|comes?|gets?|returns?)/g, "someone "],
  [/\b(drives?|drove|pulls? (?:in|up)|walks?) (home|back)\b/g, "arrives $2"],
  // "on again", "off again": the state, said once more.
  [/ again\b/g, ""],
  // "Motion turns on the bathroom lights": the event said first, as the subject of the verb.
  [/^(?:the )?(motion|movement) (?:turns?|switch(?:es)?) (on|off) ([^,]+)/, "turn $2 $3 when there is $1"],
  // "but not after 22:00": before it.
  [/\b(?:but )?not after\b/g, "before"],
  [/\b(?:but )?not before\b/g, "after"],
  // A vague part of the day beside an explicit window says nothing more: "late at night, between 2:30 and 6:30am".
  ...WINDOW_WORDINGS,
  [/\b(?:late )?(?:at night|in the evening|in the morning),? (?=between \d)/g, ""],
  // A purpose changes nothing an automation does: "turn on the entry lights to help with entry".
  [/\b(?:in order )?to help(?: with)? \w+(?= when| if| at|,|$)/g, ""],
  [/\bco2\b/g, "carbon dioxide"],
  // "Heating control in the living room": the room's heating.
  [/\b(?:heating|heat|temperature|climate) control(?:ler|s)?\b/g, "heating"],
  // "turn on the heat in the salon": the heating, not a device whose name starts with "Heat" (a heat lamp, a heat pump).
  [/\b(the|my|our) heat\b(?! (?:pumps?|lamps?|mats?|mode|index|wave|exchanger|recovery|tapes?|cables?|guns?|press|lights?|pads?|controls?|controllers?)\b)/g, "$1 heating"],
  [/\bthe sun (?:goes|drops|sinks|dips) below the horizon\b/g, "sunset"],
  [/\bthe sun (?:goes|rises|comes) above the horizon\b/g, "sunrise"],
  [/\bduring the week\b/g, "on weekdays"],
  [/\b(?:in|at|over|during) the weekends?\b/g, "on weekends"],
  // "Open the blinds at 7am on weekdays and at 9am on weekends": the action again for each set of days (branches.ts).
  [new RegExp(`^((?!(?:when|whenever|if|once)\\b)[^,]*?) (at \\d\\S* (?:on|from|every) [^,]*?(?:${DAY}|weekdays?|weekends?|workdays?)),? and (?:at )?(\\d\\S* (?:on|from|every) [^,]*?(?:${DAY}|weekdays?|weekends?|workdays?))$`), (_: string, act: string, first: string, second: string) => {
    // "Bedroom lights to blue at …": a verbless action repeated is given its verb, so the second clause reads as one.
    const verb = /^(?:turn|switch|open|close|set|dim|activate|start|stop|raise|lower)\b/.test(act) ? act : `set ${act}`;
    return `${verb} ${first}, and ${verb} at ${second}`;
  }],
  [/\beveryday\b/g, "every day"],
  // "send to Sanne a message", "notify to Sanne": the person is whom to send it, not its words.
  [/\bsend to ((?:my |our )?[\p{L}']+) (an?|the) (message|text|notification|reminder|alert)\b/gu, "send $1 $2 $3"],
  [/\bnotify to\b/g, "notify"],
  [/\bfull bright\b/g, "full brightness"],
  // "when a light is turned on": an indefinite device in an event is any of that kind.
  [/\b(when|whenever|if|once) an? (light|lamp|door|window|switch|fan|plug|blind|shutter|cover)s? (?=is |are |gets |turns |opens |closes |goes )/g, "$1 any $2 "],
  // "there is someone in the kitchen": someone is in it.
  [/\bthere (?:is|are) (someone|somebody|anyone|anybody|nobody|people) (in|on|at) /g, "$1 is $2 "],
  ...VERBLESS_PAIRS,
  // "Office warm", "lounge cool white": a verbless command naming a white.
  // Not an order ("set the AC to cool") nor a thermostat or fan ("lounge aircon cool"), where "cool" is a mode.
  [new RegExp(String.raw`^(?!(?:${ORDER_VERBS.join("|")})\b)(?![\w' ]*\b(?:${CLIMATE_WORDS}|heater|cooling|climate|radiator|fan)\b)((?:the )?[\w' ]{2,40}?) (warm|cool|cold) ?(?:white)?$`), "set $1 to $2 white"],
  // "Mallika's side of the bed lamp": the bedside lamp ("nightstand" is a synonym, for homes whose names say it).
  [/\bside of the bed\b|\bbedside table\b/g, "bedside"],
  // "notification on end of wash machine": when it finishes.
  [/\b(?:on|at) (?:the )?end of (?:the )?([^,]+?)(?=,|$)/g, "when the $1 finishes"],
  // "Notification if …", "Start alert when …": a message asked for by its noun.
  [/^(?:(?:start|send|trigger|give|fire|push) )?(?:an? )?(?:push )?(?:notification|alert|warning|reminder)s? (?=if |when |whenever |once )/, "notify me "],
  // "if anyone home", "when nobody home": the verb left out.
  [/\b(anyone|anybody|someone|somebody|nobody|everyone|everybody) (home|away)\b/g, "$1 is $2"],
  [/\bpeople (home|away)\b/g, "people are $1"],
  // "Turn lights off on away": when everyone has left.
  [/\b(?:on|when) away\b/g, "when everyone leaves"],
  // "turn off 23:00": the time without its "at".
  [/\b(on|off) (\d{1,2}:\d{2}(?:am|pm)?)\b/g, "$1 at $2"],
  // ", please" at the end asks nothing more (left as a clause, it repeated the last step).
  [/(?:,\s*)?\b(?:please|pls|plz|thanks|thank you|thx)\s*$/, ""],
  ...EVENT_WORDINGS,
];

/**
 * "…, but not before 7am on weekends": the limit holds on some days only, and an automation's conditions
 * all hold together, so read as written it would never run on the other days.
 */
export const SOME_DAYS_ONLY = new RegExp(String.raw`\bnot (?:before|after|until) [^,]*?\b(?:on|during) (?:the )?(?:weekends?|weekdays?|workdays?|${DAY})\b`);

/** "Outdoor mood lights: make sure these turn on at sunset", "Bathroom Lights: shut off if on for 60 mins": the title names what the body's verb acts on. */
export const TITLE_SUBJECT = /^(?:make sure |ensure )?(?:(?:these|they|those|it) (?:turn|switch|go|come)|turn|switch|shut) (on|off)\b(?= (?:if|when|at|after|once|on|every)\b)/;

/** "on for 10:00": a duration written as a clock, ten minutes or ten hours; refused (directive/phrases.ts). */
export const CLOCK_DURATION = /\bfor \d{1,2}:\d{2}(?::\d{2})?(?!\s*(?:am|pm))\b/;

/**
 * "dim the lights that are on", "any light that is still on": an automation acts on every device it names, not on
 * those in a state at the time; refused (directive/phrases.ts), except where it changes nothing ("turn off the lights
 * that are on" turns off what is off too, harmlessly: the rewrites drop it).
 */
export const ONLY_THOSE = /\b(?:that|which) (?:is|are) (?:currently |still |already |now )?(?:on|off|open|closed|running)\b/;
