/**
 * Wordings people use, rewritten into the few the grammar reads (Hassil's idea: many templates, one
 * meaning). Each rule is general: a grammatical construction, never a name or a sentence of a set.
 * Applied in order to the normalised text, before times and clauses are taken apart (directive/phrases.ts).
 */
import type { Rewrite } from "../types.ts";
import { DAY, DURATION } from "./clock.ts";
import { EVENT_WORDINGS } from "./event-wordings.ts";
import { FRAMINGS } from "./framings.ts";
import { OPERATIONS } from "./operations.ts";
import { TIME_WORDINGS } from "./time-wordings.ts";

const STILL = String.raw`(?:no (?:motion|movement|activity|one moving)|without (?:any )?(?:motion|movement|activity)|inactivity|vacancy|being empty)`;
/** A device said first, as the subject: a few words that are not a verb, a time or a "when". */
const SUBJECT = String.raw`(?!(?:when|whenever|if|once|as soon as|at|on|every|after|before|turn|switch|set|put|dim|open|close|shut|activate|notify|alert|tell|remind|send|make|keep)\b)((?:the )?[\w'-]+(?: (?:and )?[\w'-]+){0,5}?)`;
export const REWRITES: readonly Rewrite[] = [
  ...FRAMINGS,
  // "10 minutes after the last movement": no motion for that long.
  [new RegExp(`\\b${DURATION} (?:after|since) (?:the )?last (?:motion|movement|activity)\\b`, "g"), "when there is no motion for $1 $2"],
  [new RegExp(`\\bthe sun (?:rose|came up|has risen) ${DURATION} ago\\b`, "g"), "$1 $2 after sunrise"],
  [new RegExp(`\\bthe sun (?:set|went down|has set) ${DURATION} ago\\b`, "g"), "$1 $2 after sunset"],
  [/\bin the dark\b/g, "after dark"],
  // "when motion detected and is dark": the subject left out is "it".
  [/\b(and|but) is (dark|light)\b/g, "$1 it is $2"],
  [/\bwhilst\b/g, "while"],
  [/\bany ?time\b(?= (?:the|a|an|someone|anyone|my|our|it)\b)/g, "whenever"],
  ...TIME_WORDINGS,
  // "If it is dark and there is motion on the driveway": the event first, the darkness its condition.
  [/\b(when|whenever|if|once) it is (dark|light)(?: outside)? and ([^,]+)/g, "$1 $3 and it is $2"],
  // "when it gets dark": the moment it does, sunset (while "when it is dark" stays a condition).
  // With a number ("dark outside (below 30 lux)") it is a light sensor's reading instead.
  // "when it becomes dark (30 min after sunset)": the time it says.
  [new RegExp(`\\b(?:when|once|as soon as) it (?:gets|becomes|turns|goes) dark (?=${DURATION} (?:after|before) (?:sunset|sundown|dusk)\\b)`, "g"), ""],
  [/\b(?:when|once|as soon as) it (?:gets|becomes|turns|goes) dark\b(?![^,]*\d)/g, "at sunset"],
  [/\b(?:when|once|as soon as) it (?:gets|becomes|turns) light\b(?![^,]*\d)/g, "at sunrise"],
  // "Kitchen LEDs on and off with the sink light", "make the fan follow the light": two branches.
  [/^(?:make |have )?(?:the )?(.+?) (?:(?:turn )?on and off|follow) (?:with )?(the .+)$/, "turn on $1 when $2 turns on, and turn off $1 when $2 turns off"],
  // "arriving through the front door": the door opens.
  [/\b(?:arriving|coming in|entering|someone enters) (?:through|by|via) (the (?:\w+ )?door)\b/g, "$1 opens"],
  // "when arriving home": whoever arrives.
  [/\b(when|whenever|if) (?:arriving|coming|getting|returning) (home|back)\b/g, "$1 anyone arrives $2"],
  // "after 7 minutes of no motion", "after 1 minute of vacancy": the sensor has been clear that long.
  [new RegExp(`\\b(?:after|in) ${DURATION} (?:of )?${STILL}`, "g"), "when there is no motion for $1 $2"],
  // "after it has been on for an hour": the target in that state for that long.
  [new RegExp(`\\bafter (it|they) (?:has|have) been (?:left )?(on|off|open|closed) for (?:more than |over )?${DURATION}`, "g"), "when $1 is $2 for $3 $4"],
  // "Keep the extractor on for 15 minutes after the light turns off": on when it does, off again after that long.
  [new RegExp(`\\bkeep (.+?) (?:on|running) for ${DURATION} (?:after|once) ([^,]+)`, "g"), "when $4, turn on $1 for $2 $3"],
  // "20 seconds after it opens", "3 hours after it enters cool mode": the event held that long.
  [new RegExp(`\\b${DURATION} after (?!(?:the )?(?:sunset|sunrise|sundown|dusk|dawn|nightfall|daybreak|first light|the sun)\\b)((?:the |it |they |\\w+ (?=(?:leaves|arrives|comes|gets|goes|returns)\\b))[^,]*?)(?=,|$| if | but )`, "g"), "when $3 for $1 $2"],
  // "… with motion when the light level is below 200 lux": a second "when" that states a reading narrows the first.
  [/\b((?:on|with|upon) (?:any )?(?:motion|movement|activity)\b[^,]*?) when (?=[^,]*\b(?:is|are)\b)/g, "$1 and "],
  // "on motion", "with motion in the hall": when there is motion.
  [/\b(?:on|with|upon) (?:any )?(motion|movement|activity)\b/g, "when there is $1"],
  [/\bfor any arrival\b/g, "when anyone arrives"],
  // "The patio lights should turn off at midnight": a modal before the verb says nothing more.
  [/\b(?:should|must|shall|needs? to|has to|have to|will|could|can|would)\s+(?=(?:be )?(?:turn|switch|go|come|open|close|shut|dim|start|stop)\w*\b)/g, ""],
  // "get the espresso machine going": on.
  [/\bget (the [^,]+?) (?:going|running|started)\b/g, "turn on $1"],
  // "to be turned off", "should be switched on": the verb.
  [/\b(?:to )?be (?:turned|switched) (on|off)\b/g, "turn $1"],
  [/\b(?:to )?be (closed|shut|opened)\b/g, (_: string, state: string) => (state === "opened" ? "open" : "close")],
  // "if it is still on", "has been left on": the state.
  [/\b(is|are|been) (?:still|left) (on|off|open|closed)\b/g, "$1 $2"],
  // "the fridge remains open for 4 minutes", "stays on": is.
  [/\b(?:remains?|stays?) (on|off|open|closed)\b/g, "is $1"],
  // "switch off after 30min of activity": a device's own running, not motion.
  [new RegExp(`\\bafter ${DURATION} of (?:activity|running|operation|use|usage)\\b`, "g"), "after $1 $2"],
  [/\bactivity\b/g, "motion"],
  // "Turn on the fountain while the dishwasher runs, off when it finishes": on when it starts, off when it finishes.
  [/\b(?:turn|switch|keep) on (.+?) (?:while|as long as) (.+?) (?:runs|is running)\b(?:,? (?:and )?(?:turn (?:it |them )?)?off when (?:it|they|\2) (?:finishes|stops|ends|is done|is finished))$/, "turn on $1 when $2 starts, and turn off $1 when $2 finishes"],
  // "Turn on the humidifier below 40 % humidity": when the reading is below it.
  [/\b(turn (?:on|off) [^,]+?|(?:on|off)) (below|above|under|over) (\d+(?:\.\d+)?) ?(percent|degrees|lux|watts)? ?(humidity|temperature|illuminance|light level)\b/g, "$1 when the $5 is $2 $3 $4"],
  // "…, off below 60 %": the other threshold of the same reading, with the other action.
  [/,\s*(?:and )?(?:turn )?(on|off) (?:when it (?:is|falls|drops|rises|goes) )?(below|above|under|over) (\d+(?:\.\d+)?) ?(percent|degrees|lux|watts)?(?= |,|$)/g, ", and turn $1 when it is $2 $3 $4"],
  // "unless it is already on": only while it is not, said as the other state.
  [/\bunless (it|they|\w+) (is|are) (?:already |still )?(on|off|open|closed)\b/g, (_, who: string, be: string, state: string) => `only if ${who} ${be} ${({ on: "off", off: "on", open: "closed", closed: "open" } as Record<string, string>)[state]}`],
  [/\bleakage\b/g, "leak"],
  // "when I open the bathroom door": the door opens, whoever opens it.
  [/\b(?:i|we|you|someone|somebody|anyone) (open|close)s? (the (?:[\w']+ ){0,3}?(?:door|window|gate|garage|shed|fridge|freezer))\b/g, "$2 $1s"],
  // "at sunset with an offset of minus 10 minutes": before it.
  [new RegExp(`\\bat (sunset|sunrise|dusk|dawn) with an offset of (?:minus|-) ?${DURATION}`, "g"), "$2 $3 before $1"],
  [new RegExp(`\\bat (sunset|sunrise|dusk|dawn) with an offset of (?:plus |\\+ ?)?${DURATION}`, "g"), "$2 $3 after $1"],
  // "when opening the office window", "upon closing the gate": when it opens or closes.
  [/\b(?:when|upon|on|after) (open|clos)ing (the [^,]+?)(?=,|$| and | if )/g, (_, verb: string, what: string) => `when ${what} ${verb === "open" ? "opens" : "closes"}`],
  // "… for 10 minutes and then turns off": the undo "for" already says.
  // Not a state held that long ("if it has been on for 30 minutes, then turn it off"): that is the event.
  [new RegExp(`(?<!\\b(?:been|is|are|was|were|stays?|stayed|left|remains?|remained)(?: \\w+)? )(\\bfor \\d+(?:\\.\\d+)? ?(?:seconds?|minutes?|hours?)),? (?:and )?then (?:(?:turns?|switch(?:es)?|goes|${OPERATIONS.phrasal.off.join("|")}) (?:it |them )?off|(?:${OPERATIONS.verbs.off.join("|")})s?(?: it| them)?)$`, "g"), "$1"],
  // "Christmas tree starts at sundown and shuts off at 11pm": a device that starts is turned on.
  [new RegExp(`^${SUBJECT} (?:starts|comes on)\\b(?= (?:at|when|on|every|after|before|if)\\b)`), "turn on $1"],
  [/\band (?:then )?(?:shuts?|cuts?) off\b/g, "and turn off"],
  // "The decking lights shall turn on when …", "Christmas tree shuts off at 11pm": the device said first.
  [new RegExp(`^${SUBJECT} (?:turn|switch|go|come)(?:s|es)? (on|off)\\b(?! (?:the|all|my|our)\\b)`), "turn $2 $1"],
  [new RegExp(`^${SUBJECT} shuts? off\\b`), "turn off $1"],
  // "in the hours of darkness": while it is dark.
  [/\b(?:in|during) the hours of darkness\b/g, "after dark"],
  // "Mia has been away for 10 minutes": she is away, held.
  [/\b(has|have) been (?:away|gone|out)\b/g, "is away"],
  // "10 minutes after motion stops": no motion for that long.
  [new RegExp(`\\b${DURATION} after (?:the |all )?(?:motion|movement) (?:stops|has stopped|ends|clears|is cleared|is no longer detected)\\b`, "g"), "when there is no motion for $1 $2"],
  // "WHEN it is 2230 THEN turn off …": a rule written as when/then; "it is 0900" is a time.
  [/^(when|if|whenever) (.+?),? then (?=\w)/, "$1 $2, "],
  [/\b(?:when|if|once) it is (\d{1,2}):?(\d{2})\b(?!\s?(?:percent|degrees))/g, "at $1:$2"],
  [/\b(?:and )?(?:if |when )?it is (?:a |the )?(weekend|weekday)s?\b/g, "on $1s"],
  // "At 9:00 on weekends and Mark is home, turn on …": a state joined to a leading time is its condition.
  [/^(at [^,]+?) and (?=[^,]+? (?:is|are) [^,]+,)/, "$1 if "],
  // "Notify Tom when the air con is still on when he leaves": the second "when" is the event, the state its condition.
  [/\bwhen ([^,]+? (?:is|are) (?:still )?(?:on|off|open|closed|running)) when ([^,]+)$/, "when $2 and $1"],
  // "No one is home, turn …": a state said first, before the action, is its condition.
  [/^((?:nobody|somebody|someone|anyone|anybody|everyone|everybody) (?:is|are) [^,]+),\s*(?=\w)/, "if $1, "],
  // "the house is empty": nobody is home.
  [/\b(?:the )?(?:house|home|apartment|flat) is empty\b/g, "nobody is home"],
  [/\b(?:the )?(?:house|home|apartment|flat) (?:becomes|gets) empty\b/g, "everyone leaves"],
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
  [/\b(?:late )?(?:at night|in the evening|in the morning),? (?=between \d)/g, ""],
  // A purpose changes nothing an automation does: "turn on the entry lights to help with entry".
  [/\b(?:in order )?to help(?: with)? \w+(?= when| if| at|,|$)/g, ""],
  [/\bco2\b/g, "carbon dioxide"],
  // "Heating control in the living room": the room's heating.
  [/\b(?:heating|heat|temperature|climate) control(?:ler|s)?\b/g, "heating"],
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
  // "after sunset and before sunrise" is one window, the night, not two conditions that never hold together.
  [/\bafter (?:sunset|dusk|sundown|nightfall) and before (?:sunrise|dawn|daybreak)\b/g, "between sunset and sunrise"],
  [/\bafter (?:sunrise|dawn|daybreak) and before (?:sunset|dusk|sundown|nightfall)\b/g, "between sunrise and sunset"],
  // "during the day" with no hours of its own: while the sun is up.
  [/\bduring the day\b(?! (?:from |between )?\d)/g, "while the sun is up"],
  [/\beveryday\b/g, "every day"],
  [/\bfull bright\b/g, "full brightness"],
  // "when a light is turned on": an indefinite device in an event is any of that kind.
  [/\b(when|whenever|if|once) an? (light|lamp|door|window|switch|fan|plug|blind|shutter|cover)s? (?=is |are |gets |turns |opens |closes |goes )/g, "$1 any $2 "],
  // "there is someone in the kitchen": someone is in it.
  [/\bthere (?:is|are) (someone|somebody|anyone|anybody|nobody|people) (in|on) /g, "$1 is $2 "],
  // "Cupboard lights on when someone is in the kitchen, off when it has been empty for 10 minutes": a verbless pair.
  [/^((?:the )?[\w' ]{2,40}?) on ((?:when|whenever|if|at) [^,]+),? (?:and )?off ((?:when|whenever|if|at|after) .+)$/, "turn on $1 $2, and turn off $1 $3"],
  // "Office warm", "lounge cool white": a verbless command naming a white.
  [/^((?:the )?[\w' ]{2,40}?) (warm|cool|cold) ?(?:white)?$/, "set $1 to $2 white"],
  // "Mallika's side of the bed lamp": the bedside lamp.
  [/\bside of the bed\b|\bbedside table\b|\bnight ?stand\b/g, "bedside"],
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
