/**
 * How English says devices' states, holds and thresholds ("after 7 minutes of no motion", "keep … on for 15
 * minutes after …", "the patio lights should turn off at midnight", "below 40 % humidity"), rewritten into the
 * wordings the grammar reads; spliced in order into the rewrite table (lang/en/rewrites.ts).
 */
import type { Rewrite } from "../types.ts";
import { DURATION, SUNRISE_SAID, SUNSET_SAID } from "./clock.ts";
import { OPERATIONS, ORDER_VERBS } from "./operations.ts";
import { COMPARATIVE, THRESHOLDS } from "./thresholds.ts";

const STILL = String.raw`(?:no (?:motion|movement|activity|one moving)|without (?:any )?(?:motion|movement|activity)|inactivity|vacancy|being empty)`;
/**
 * A device said first, as the subject: a few words that are not a verb, a time or a "when"; no number or comparison
 * ("granary temp above 24 turn on the fan" says a reading, not what turns on).
 */
const WORD = String.raw`(?!(?:above|below|over|under|than)\b)[\p{L}'-]+`;
const SUBJECT = String.raw`(?!(?:when|whenever|if|once|as soon as|at|on|every|after|before|turn|switch|set|put|dim|open|close|shut|activate|notify|alert|tell|remind|send|make|keep)\b)((?:the )?${WORD}(?: (?:and )?${WORD}){0,5}?)`;

/** Words that say an event happened: what an event clause holds before a condition said after "and". */
const AN_EVENT = String.raw`(?=[^,]*\b(?:motion|movement|opens|opened|closes|closed|above|below|over|under|arrives|gets (?:home|back)|comes (?:home|back)|leaves|turns (?:on|off)|rises|drops|falls|goes)\b)`;
/** Not a word of the "and …" condition: "when anyone but Bob gets home" says an event of its own. */
const NOT_VERB = String.raw`(?!(?:not|gets?|comes?|arrives?|leaves?|goes)\b)`;
/** The end of a condition said after "and": a comma, "then", an arrow or the end. */
const CLAUSE_END = String.raw`(?=\s*(?:,|then\b|->|$))`;

export const STATE_WORDINGS: readonly Rewrite[] = [
  // "turn on the porch light (when the front door opens) and leave it / the light on for 5 minutes": the light just turned
  // on, for that long (it was turned on twice, and "the light" read as the lights where the door is).
  [new RegExp(String.raw`\b((?:turn|switch) on (?:(?!\b(?:when|whenever|if|once|at|after|and|then)\b)[^,])+?)((?: (?:when|whenever|if|once) [^,]+?)?)(?:,? and|,? then|,)+ (?:leave|keep) (?:it|them|the (?:light|lights|lamp|lamps|fan|heater|switch)) on for ${DURATION}(?: after (?:that|this|it))?(?! (?:after|once)\b)`, "g"), "$1 for $3 $4$2"],
  // "… and leave it on for 2 minutes after the motion stops": off that long after; said as a stay, it was read as a second
  // trigger of the same "on", and the light never went off.
  [new RegExp(String.raw`(?:,?(?: and| then)+|,) (?:leave|keep) (it|them|the (?:light|lights|lamp|lamps|fan|heater|switch)) on (?:for )?${DURATION} (after|once) (?!(?:that|this|it)\b)`, "g"), ", and turn $1 off $2 $3 $4 "],
  // "IF porch motion AND dark THEN …", "kitchen motion and nobody home": a condition said without its verb is said in
  // full, so it is read as one (it was read into the event's words and dropped, or "not daylight" turned motion off).
  [new RegExp(String.raw`\band (?:(?:it is|it's|its) )?(?:dark(?: outside)?|night(?:time)?|after dark|the sun is down|sun down|not daylight|not daytime|not light(?: outside)?)${CLAUSE_END}`, "g"), "and it is dark"],
  [new RegExp(String.raw`\band (?:(?:it is|it's|its) )?(?:not dark|daylight|daytime|light outside|not night(?:time)?)${CLAUSE_END}`, "g"), "and it is light"],
  [new RegExp(String.raw`\b(and|with) (nobody|no one|everyone|everybody|someone|somebody|anyone) (home|away|out)${CLAUSE_END}`, "g"), "and $2 is $3"],
  // "When the bedroom goes above 25 and Alice home", "… and the window closed", "… and Bob still home": in the event
  // clause, after its event, a person or a device and a state, said without "is".
  [new RegExp(String.raw`^((?:when|whenever|if|once) ${AN_EVENT}[^,]*?) (?:and|with|while|but) ((?:the |my |our )?(?:${NOT_VERB}[\w']+)(?: ${NOT_VERB}[\w']+){0,3}?) (?:is |are )?(?:still |already )?(?:stays |remains )?(not )?(home|away|off|on|open|closed)${CLAUSE_END}`), (_: string, event: string, who: string, not = "", state: string) => `${event} and ${who} ${/ and /.test(who) ? "are" : "is"} ${not}${state}`],
  // "and the house was empty": is, when the event happens (an empty house, presence.ts).
  [/\b(?:the )?(?:house|home|flat|apartment) was (?:empty|vacant)(?: before)?\b/g, "nobody is home"],
  // "Kitchen LEDs on and off with the sink light", "make the fan follow the light": two branches.
  [/^(?:make |have )?(?:the )?(.+?) (?:(?:turn )?on and off|follow) (?:with )?(the .+)$/, "turn on $1 when $2 turns on, and turn off $1 when $2 turns off"],
  // "if someone leaves the fridge door open for 3 mins", "if the kids left it on": the device is left so, by whoever.
  // Only after "if" or "when": "…, Otis left them on again" reports what happened, a remark.
  [/(?<=\b(?:if|when|whenever|once|in case|unless) )(?:someone|somebody|anyone|anybody|i|we|you|they|he|she|the kids|(?!(?:but|and|or|then|please|just|to|not|never|always|do|will|would|can|could|should|must|always)\b)[a-z]+) (?:leaves?|left|has left|have left) (the (?:(?!\b(?:and|or|is|are|was|were)\b)[\w' ])+?|it|them) (open|on|running)\b/g, (_: string, what: string, state: string) => `${what} ${what === "them" ? "are" : "is"} left ${state === "running" ? "on" : state}`],
  // "stops being above 25": no longer above it, the crossing back.
  [/\bstops? being (above|over|below|under|more than|less than|higher than|lower than)\b/g, "is no longer $1"],
  // "when motion in the hall and lux outside under 100": a reading joined to an event without its verb is a state.
  [/(?<=\b(?:when|whenever|if|once)\b[^,]*\band )((?:the )?(?:(?!(?:is|are|was|were|goes|go|gets|get|drops|drop|rises|rise|falls|fall|dips|climbs|stays|remains|reads|hits|reaches|has|have|been|it|they|on|off|turn|switch|set|and|or|if|when|above|below|over|under|than)\b)[\p{L}'-]+ ){1,4})(under|over|below|above|less than|more than|lower than|higher than) (?=-?\d)/gu, "$1is $2 "],
  // "when the deck door is no longer open", "is not open anymore": the other state.
  [/\b(is|are) (?:no longer|not) (open|closed|on|off|home)(?: any ?more)?\b(?! for\b)/g, (...g: string[]) => { const [said, be, state, at, text] = g as [string, string, string, unknown, string]; return /\b(?:when|whenever|once|as soon as)\s(?:(?!\b(?:if|and)\b).)*$/.test(text.slice(0, at as number)) ? `${be} ${({ open: "closed", closed: "open", on: "off", off: "on", home: "away" } as Record<string, string>)[state]}` : said; }],
  // "arriving through the front door": the door opens.
  [/\b(?:arriving|coming in|entering|someone enters) (?:through|by|via) (the (?:\w+ )?door)\b/g, "$1 opens"],
  // "when arriving home": whoever arrives.
  [/\b(when|whenever|if) (?:arriving|coming|getting|returning) (home|back)\b/g, "$1 anyone arrives $2"],
  // "after 7 minutes of no motion", "after 1 minute of vacancy": the sensor has been clear that long.
  [new RegExp(`\\b(?:after|in) ${DURATION} (?:of )?${STILL}`, "g"), "when there is no motion for $1 $2"],
  // "after it has been on for an hour": the target in that state for that long.
  [new RegExp(`\\bafter (it|they) (?:has|have) been (?:left )?(on|off|open|closed) for (?:more than |over )?${DURATION}`, "g"), "when $1 is $2 for $3 $4"],
  // "Keep (leave) the extractor on for 15 minutes after the light turns off": on when it does, off again after that long.
  [new RegExp(`\\b(?:keep|leave) (.+?) (?:on|running) for ${DURATION} (?:after|once) ([^,]+)`, "g"), "when $4, turn on $1 for $2 $3"],
  // "if the garage door is still open after 10pm", "left on after 11pm": is it so at that moment (a door already open
  // then was never closed when read as "opens after 10pm").
  [new RegExp(String.raw`\b((?:still|left) (?:open|on|running|closed|off)) (?:after|past|by) (${SUNSET_SAID}|${SUNRISE_SAID}|midnight|noon|\d{1,2}(?::\d{2})? ?[ap]m\b|\d{1,2}:\d{2})(?! ?(?:minutes?|mins?|hours?|hrs?|seconds?|secs?)\b)`, "g"), "$1 at $2"],
  // "turn on the hallway light for 5 minutes after the front door opens", "… for 2 hours after sunset": on for that long
  // from the event (it was read as the door held open 5 minutes, or sunset + 2 hours, and never off).
  [new RegExp(`\\bfor ${DURATION} (?:right )?after (${SUNSET_SAID}|${SUNRISE_SAID})\\b`, "g"), "for $1 $2 at $3"],
  // "… for 10 minutes before sunrise": from that long before it, until it.
  [new RegExp(`\\bfor ${DURATION} (?:right )?before (${SUNSET_SAID}|${SUNRISE_SAID})\\b`, "g"), "$1 $2 before $3 for $1 $2"],
  [new RegExp(`(?<!\\b(?:keep|keeps|leave|leaves|stay|stays|remain|remains)\\b[^,]*)\\bfor ${DURATION} (?:right )?after (?!(?:that|this|it|midnight|noon|tonight|dark)\\b|\\d)`, "g"), "for $1 $2 when "],
  // "2 minutes after the door opens turn off the heater": with no comma, the order after the event is not part of it.
  [new RegExp(`\\b(${DURATION} after (?:the |it |they |\\w+ (?=(?:leaves|arrives|comes|gets|goes|returns)\\b))[^,]*?\\b(?:opens|closes|opened|closed|leaves|left|arrives|locks|unlocks|(?:turns|goes|comes|switches) (?:on|off)|starts|stops|gets (?:home|back)|comes (?:home|back)|returns)) (?=(?:${ORDER_VERBS.join("|")})\\b)`, "g"), "$1, "],
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
  // "if the humidity is still above 70 percent after 10 minutes", "the iron is still on after 20 minutes": held that long.
  [/\b(?:is|are) still ((?:above|below|over|under|more than|less than) [^,]*?|on|off|open|closed) after (\d+(?:\.\d+)? (?:seconds?|minutes?|hours?))\b/g, "has been $1 for $2"],
  // "when the bathroom gets steamy, over 75 percent", "if it's nippy in the conservatory, under 10 degrees": a feeling
  // named with its threshold is the reading the threshold's unit measures.
  [/\b(?:(the [\w' ]+?) (?:gets|is|is getting)|it (?:gets|is|is getting) (?:\w+ )?(?:in|on|out in|outside in) (the [\w' ]+?)|it (?:gets|is|is getting))(?: \w+)? (?:steamy|humid|muggy|damp|nippy|chilly|cold|cool|freezing|hot|warm|dark|gloomy|bright)(?: (?:in|out in|on) (the [\w' ]+?))?, (over|above|under|below) (\d+(?:\.\d+)?) (degrees(?: fahrenheit| celsius)?|percent|lux)\b/g,
    (_: string, a: string | undefined, b: string | undefined, c: string | undefined, side: string, n: string, unit: string) => `${a ?? b ?? c ?? "the"} ${unit.startsWith("degrees") ? "temperature" : unit === "percent" ? "humidity" : "illuminance"} is ${side} ${n} ${unit}`],
  // "if it is still on", "has been left on": the state.
  [/\b(is|are|been) (?:still|left) (on|off|open|closed)\b/g, "$1 $2"],
  // "turn off the lounge lights, the floor lamp stays on", "… but leave the floor lamp on": that one is left out.
  [/(?:,|\s+but)\s+(?:(?:leave|keep) (the [\w' ]+?) (?:on|off|open|closed|alone|as it is)|(the [\w' ]+?) (?:stays?|remains?|can stay|will stay|should stay|is staying) (?:on|off|open|closed))$/, (_: string, left?: string, stays?: string) => ` except ${left ?? stays}`],
  // "the fridge remains open for 4 minutes", "stays on": is.
  [/\b(?:remains?|stays?) (on|off|open|closed)\b/g, "is $1"],
  // "switch off after 30min of activity": a device's own running, not motion.
  [new RegExp(`\\bafter ${DURATION} of (?:activity|running|operation|use|usage)\\b`, "g"), "after $1 $2"],
  [/\bactivity\b/g, "motion"],
  // "Turn on the humidifier below 40 % humidity": when the reading is below it.
  [/\b(turn (?:on|off) [^,]+?|(?:on|off)) (below|above|under|over) (\d+(?:\.\d+)?) ?(percent|degrees|lux|watts)? ?(humidity|temperature|illuminance|light level)\b/g, "$1 when the $5 is $2 $3 $4"],
  // "…, off below 60 %": the other threshold of the same reading, with the other action.
  [/,\s*(?:and )?(?:turn )?(on|off) (?:when it (?:is|falls|drops|rises|goes) )?(below|above|under|over) (\d+(?:\.\d+)?) ?(percent|degrees|lux|watts)?(?= |,|$)/g, ", and turn $1 when it is $2 $3 $4"],
  // "… when the front door opens and off again 2 minutes later": the undo after the event, not a part of it.
  [new RegExp(`\\b((?:when|whenever|once|if) [^,]+?)(?:,\\s*(?:and )?| and )(?:then )?(?:turn )?(?:it |them )?(?:back )?off(?: again)? (?:${DURATION} later|after ${DURATION})$`), (_: string, event: string, n1?: string, u1?: string, n2?: string, u2?: string) => `${event}, then off again after ${n1 ?? n2} ${u1 ?? u2}`],
  // "…, and when it is under 60 % stop it again": the other threshold, said before its action.
  [/,?\s+and when it (?:is|falls|drops|goes|gets|rises)(?: back)? (below|under|above|over) (\d+(?:\.\d+)?) ?(percent|degrees|lux|watts)?,? (stop|start|turn on|turn off|switch on|switch off|turn (?:it|them) (?:on|off)|switch (?:it|them) (?:on|off))(?: it| them)?(?: again)?$/, (_: string, side: string, n: string, unit: string | undefined, verb: string) => `, and turn ${/stop|off/.test(verb) ? "off" : "on"} when it is ${side} ${n} ${unit ?? ""}`.trimEnd()],
  // "… and off once it is back under 58 %": the same, joined by "and".
  [/(?<!,)\s+and (?:then )?(?:turn )?(on|off)(?: again)? (?:when|once|if) it (?:is |gets |goes |falls |drops |comes )?(?:back )?(below|above|under|over) (\d+(?:\.\d+)?) ?(percent|degrees|lux|watts)?(?= |,|$)/g, ", and turn $1 when it is $2 $3 $4"],
  // "unless it is already on": only while it is not, said as the other state.
  [/\bunless (it|they|\w+) (is|are) (?:already |still )?(on|off|open|closed)\b/g, (_, who: string, be: string, state: string) => `only if ${who} ${be} ${({ on: "off", off: "on", open: "closed", closed: "open" } as Record<string, string>)[state]}`],
  [/\bleakage\b/g, "leak"],
  // "turn on the boiler at 6:00 if it was off": the state it is in when the moment comes, said in the past.
  [/\b((?:only )?if|unless) (it|they|that|those) (?:was|were) (on|off|open|closed|shut)\b(?! (?:for|when|before|after)\b)/g, (_: string, word: string, it: string, state: string) => `${word} ${it} ${it === "it" || it === "that" ? "is" : "are"} ${state}`],
  // "when I open the bathroom door": the door opens, whoever opens it.
  // Only after a word that starts an event: "can you close the garage door" asks for it.
  [/\b(when|whenever|if|once|after|until|till|before|as soon as) (?:i|we|you|someone|somebody|anyone) (open|close)s? (the (?:[\w']+ ){0,3}(?:door|window|gate|garage|shed|fridge|freezer)s?)\b/g, "$1 $3 $2s"],
  // "at sunset with an offset of minus 10 minutes": before it.
  [new RegExp(`\\bat (sunset|sunrise|dusk|dawn) with an offset of (?:minus|-) ?${DURATION}`, "g"), "$2 $3 before $1"],
  [new RegExp(`\\bat (sunset|sunrise|dusk|dawn) with an offset of (?:plus |\\+ ?)?${DURATION}`, "g"), "$2 $3 after $1"],
  // "when opening the office window", "upon closing the gate": when it opens or closes.
  [/\b(?:when|upon|on|after) (open|clos)ing (the [^,]+?)(?=,|$| and | if )/g, (_, verb: string, what: string) => `when ${what} ${verb === "open" ? "opens" : "closes"}`],
  // "… for 10 minutes and then turns off": the undo "for" already says.
  // Not a state held that long ("if it has been on for 30 minutes, then turn it off"): that is the event.
  [new RegExp(`(?<!\\b(?:been|is|are|was|were|stays?|stayed|left|remains?|remained)(?: \\w+)? )(\\bfor \\d+(?:\\.\\d+)? ?(?:seconds?|minutes?|hours?)),? (?:and )?then (?:(?:turns?|switch(?:es)?|goes|${OPERATIONS.phrasal.off!.join("|")}) (?:it |them )?off|(?:${OPERATIONS.verbs.off!.join("|")})s?(?: it| them)?)$`, "g"), "$1"],
  // "Christmas tree starts at sundown and shuts off at 11pm": a device that starts is turned on.
  [new RegExp(`^${SUBJECT} (?:starts|comes on)\\b(?= (?:at|when|on|every|after|before|if)\\b)`, "u"), "turn on $1"],
  [/\band (?:then )?(?:shuts?|cuts?) off\b/g, "and turn off"],
  // "The decking lights shall turn on when …", "Christmas tree shuts off at 11pm": the device said first.
  [new RegExp(`^${SUBJECT} (?:turn|switch|go|come)(?:s|es)? (on|off)\\b(?! (?:the|all|my|our)\\b)`, "u"), "turn $2 $1"],
  [new RegExp(`^${SUBJECT} shuts? off\\b`, "u"), "turn off $1"],
  // "granary temp above 24 turn on the fan", "humidity over 70, then the extractor on": a reading past a number said
  // first, with no "when", is when the order runs (not a temperature to set).
  [new RegExp(`^(?!(?:when|whenever|if|once|at|on|every|after|before|from|between|${ORDER_VERBS.join("|")})\\b)([^,]*?\\b(?:above|below|over|under|more than|less than) -?\\d+(?:\\.\\d+)?(?: ?(?:degrees(?: fahrenheit| celsius)?|percent|lux|watts|kilowatts|ppm))?)(?:,? then|,)? (?=(?:${ORDER_VERBS.join("|")})\\b)`), "when $1, "],
  // "when solar power over 2500 W, …" (a title's shorthand, "->" read as "when"): the reading is past the number.
  [new RegExp(String.raw`\b(when|whenever|if|once|while) ((?:the |my |our )?(?:[\w']+ ){0,3}?(?:${THRESHOLDS.measures.join("|")})) (?=${COMPARATIVE} -?\d)`, "g"), "$1 $2 is "],
  // "in the hours of darkness": while it is dark.
  [/\b(?:in|during) the hours of darkness\b/g, "after dark"],
  // "Mia has been away for 10 minutes": she is away, held.
  [/\b(has|have) been (?:away|gone|out)\b/g, "is away"],
  // "10 minutes after motion stops": no motion for that long.
  [new RegExp(`\\b${DURATION} after (?:the |all )?(?:motion|movement) (?:stops|has stopped|ends|clears|is cleared|is no longer detected)\\b`, "g"), "when there is no motion for $1 $2"],
];
