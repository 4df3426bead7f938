/**
 * What a device is said to do, as the step that does it: "the porch light comes on at dusk", "let the shutter down",
 * "crank the fan all the way up", "Kitchen Lights FULL". Rewritten after the request's framing (framings.ts).
 */
import { ORDER_VERBS } from "./operations.ts";
import { COMPARATIVE, THRESHOLDS } from "./thresholds.ts";

/** The units a reading is compared in, as the spellings write them ("percent", "watts", "kmh"). */
const UNITS = [...THRESHOLDS.numberUnits, ...Object.values(THRESHOLDS.units).flat()].join("|");
import type { Rewrite } from "../types.ts";
import { CLIMATE_WORDS } from "./domains.ts";
import { SUNRISE_SAID, SUNSET_SAID } from "./clock.ts";

/** What a device said to do a thing at a moment is to be made to do ("the shutter goes up": open it). */
const DOES: Record<string, string> = { open: "open", close: "close", start: "turn on", stop: "turn off", up: "open", down: "close" };

/** A word of a device's name in a list without a verb: not a verb, a time or a value word, nor a person speaking. */
const LIST_WORD = `(?!(?:${ORDER_VERBS.join("|")}|when|whenever|if|at|on|off|then|to|by|and|come|comes|go|goes|get|gets|is|are|be|should|must|will|need|want|just|i|we|you|i'm|please)\\b)`;

export const DEVICE_WORDINGS: readonly Rewrite[] = [
  // "all lights go out at 23:00", "when the hallway light goes out": a light that goes out goes off.
  [/\b((?:lights?|lamps?|bulbs?|candles?|lanterns?|strips?)(?: (?:on|in|of|at) (?:the |my |our )?[\w']+(?: [\w']+){0,2}?)?) (go|goes|went|must go|should go|shall go) out\b/g, "$1 $2 off"],
  // "put the awning out", "awning in at dusk": an awning out is extended, open; in is retracted ("out" alone is off).
  // The awning's words hold no verb or time word ("at sundown pull the awning in" retracts "the awning").
  [new RegExp(`\\b(?:(?:put|roll|pull|bring|wind|let|push) )?((?:the |my |our )?(?:(?!(?:pull|roll|wind|sundown|sunset|sunrise|dusk|dawn)\\b)${LIST_WORD}[\\w']+ )*?awnings?) (out|in|back in)\\b(?! (?:the|my|our)\\b)`, "g"), (_: string, awning: string, way: string) => `${way === "out" ? "extend" : "retract"} ${awning}`],
  // "take the awning in at sunset and put it out at 10am": "it" after an awning is put out or in as the awning is.
  [/(?<=\bawnings?\b.*)\b(?:put|roll|pull|bring|wind|let|push|take) (it|them) (?:back )?(out|in)\b(?! (?:the|my|our)\b)/g, (_: string, it: string, way: string) => `${way === "out" ? "extend" : "retract"} ${it}`],
  // "at 6am turn the heating on at 21", "turn on the bedroom thermostat at 20 when Alice gets home": beside another
  // moment, a bare number after a thermostat's "on at" is its setpoint, not a second time.
  [new RegExp(String.raw`\b(?:turn|switch|put) (on )?((?:the |my |our )?(?:(?!(?:and|then|set|turn|switch|put)\b)[\w']+ )*?(?:${CLIMATE_WORDS})(?: in the [\w' ]+?)?) (on )?((?:in|on) the [\w' ]+? )?(?:at|to) ((?:1\d|2\d|3[0-5])(?:\.\d)?)(?![\d:]|\s?(?:am|pm|o'clock|degrees|percent)\b)`, "g"), (...g: unknown[]) => {
    const [said, on1, what, on2, place = "", n, at, text] = g as [string, string | undefined, string, string | undefined, string | undefined, string, number, string];
    const elsewhere = text.slice(0, at) + text.slice(at + said.length);
    return (on1 || on2) && /\d(?::\d{2})?\s?(?:am|pm)\b|\d:\d{2}|\b(?:sunset|sunrise|dusk|dawn|noon|midnight|when|whenever|if|once)\b/.test(elsewhere) ? `set ${what} ${place}to ${n} degrees` : said;
  }],
  // "kitchen lights and fan off", "porch and garden lights on at sunset", "… on 20 minutes before sunset": a list with its
  // particle and no verb is turned so.
  [new RegExp(`^((?:the |my |our )?(?:${LIST_WORD}[\\w']+ ){1,4}?and (?:the |my |our )?(?:${LIST_WORD}[\\w']+ ?){1,4}?) (on|off)(?=$|,| (?:at|when|whenever|if|every|on|after|before|from|until)\\b| \\d+ ?(?:minutes?|mins?|hours?|hrs?) (?:before|after)\\b)`), "turn $2 $1"],
  // "the kitchen AC unit", "all the air conditioner units": the unit is the device.
  [/\b(air conditioner|air con|aircon|ac|heat pump|dehumidifier|humidifier) unit(s?)\b/g, (_: string, device: string, plural: string) => `${/^a(?:ir ?con|c)$/.test(device) ? "air conditioner" : device}${plural}`],
  // "dinner party on, dining room shutter closed and …", "kitchen blinds open at 7": a cover said with the state it is to
  // be in, with no verb, is closed or opened (a door's or a window's state may be a condition: never read so).
  [new RegExp(`(?<=^|, |\\band )((?:the |my |our )?(?:${LIST_WORD}[\\w']+ ){0,4}?(?:shutters?|blinds?|curtains?|shades?|awnings?)) (closed|shut|open|opened)(?=$|,| and\\b| at\\b| on\\b| every\\b)`, "g"), (_: string, cover: string, state: string) => `${/^open/.test(state) ? "open" : "close"} ${cover}`],
  // "at 10pm can the TV backlight go off", "could the tiller light come on for 10 minutes?": asked as a question, the
  // device doing it is what is asked for.
  [/\b(?:can|could|would|will) ((?:the|my|our) [\w' ]+?) (?=(?:come|go|turn|switch) (?:on|off)\b|(?:go|come|roll) (?:up|down)\b)/g, "$1 "],
  // "The e-bike charger, switch it off": a device said first, then the order on "it", is that device's order.
  [new RegExp(`^((?:the |my |our )?(?:${LIST_WORD}[\\w']+ ?){1,5}), ((?:${ORDER_VERBS.join("|")})) (?:it|them)\\b`), "$2 $1"],
  // "On 23:00 all lights go out", "every day on 7 o'clock": "on" a clock time that no verb comes before is "at" it, as
  // German and Dutch say it ("um", "om"); read as a particle it turned the devices on.
  [/(?<=^|, |\b(?:day|daily|morning|evening|night|weekdays?|weekends?)\s)on (?=\d{1,2}:\d{2}\b|\d{1,2}\s?(?:am|pm|o'clock|o clock)\b)/g, "at "],
  // "porch light on sunset off 11pm", "coffee maker on 6:45 weekdays off 7:30", "cylinder off at 23:00 back on 05:00",
  // "blinds up 7am down at sunset": each particle with its own time.
  [/\b(on|off|up|down|open|closed?) (?:at )?(sunset|sunrise|dusk|dawn|noon|midnight|\d{1,2}(?::\d{2})?\s?(?:am|pm)?)((?: (?:every day|daily|every night|nightly|(?:on )?weekdays|(?:on )?weekends|mon-fri|(?:on |every )?(?:mon|tues|wednes|thurs|fri|satur|sun)days?))?),? (?:and )?(?:back )?(off|on|up|down|open|closed?) (?:at )?(sunset|sunrise|dusk|dawn|noon|midnight|\d{1,2}(?::\d{2})?\s?(?:am|pm)?)(?![\w:])/g, (said: string, first: string, at: string, days: string, second: string, end: string) => (first === second ? said : `${first} at ${at}${days}, ${second} at ${end}`)],
  // "jug on at 6:30 coffee machine on at 6:45", "porch light on at sunset garden lights off at 11pm": another device's
  // step after a step's moment, with no comma or "and", is its own step.
  [/\b(on|off|up|down|open|closed?) ((?:at )?(?:sunset|sunrise|dusk|dawn|noon|midnight|\d{1,2}(?::\d{2})?\s?(?:am|pm)?))(?= (?!(?:and|then|on|off|up|down|open|close|closed|every|daily|nightly|weekdays?|weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tue|wed|thu|fri|sat|sun|until|till|to|for|if|when|whenever|unless|except|but|or|only|at|after|before|from|between|back|again|tonight|today|seconds?|secs?|minutes?|mins?|hours?|hrs?|percent|degrees|lux|watts?)\b)(?:(?:the|my|our) )?[\w'-]+(?: [\w'-]+){0,3} (?:on|off|up|down|open|closed?)\b)/g, (_: string, step: string, at: string) => `${step} ${at.startsWith("at ") ? at : `at ${at}`},`],
  // "bedroom curtains up 8am": a particle's clock time is when.
  [/\b(on|off|up|down) (\d{1,2}:\d{2}\s?(?:am|pm)?|\d{1,2}\s?(?:am|pm))(?![\w:])/g, "$1 at $2"],
  // "the desk lamp light blue", "the hallway light light blue": after the light's own noun, "light" is the colour's.
  [/(?<=\b(?:lights?|lamps?|bulbs?|strips?|leds?) )light (blue|green|pink)\b/g, "light$1"],
  // "both the pool light and the pool house light": "both" opens the list; it makes neither name plural.
  [/\bboth (?=(?:the|my|our) [\w' ]+? and (?:the|my|our) )/g, ""],
  // "switch on the two bedside lamps", "both 3 fans": a count of the devices, never a level.
  [/\b(the|all|my|our|her|his|their|both|these|those) (?:[2-9]|1[0-2]) (?=(?!(?:percent|degrees|minutes?|hours?|seconds?|am|pm|watts|lux|o'clock)\b)[a-z])/g, "$1 "],
  // "Heat the front parlour to 21.5 degrees", "warm the bedroom up to 20 degrees": the room's temperature set.
  [/^(?:heat|warm|cool)(?: up| down)? ((?:the|my|our) [\w' ]+?)(?: up| down)? to (-?\d+(?:\.\d+)?) degrees\b/, "set $1 temperature to $2 degrees"],
  // "on the drawing room AC at 24": no hour of the clock, so the temperature to cool or heat to.
  [new RegExp(String.raw`\b((?:${CLIMATE_WORDS}|heater)(?: [\w']+)?) at (2[4-9]|3[0-5])(\.\d)?\b(?! ?(?::|am|pm|percent|minutes?|hours?))`, "g"), "$1 to $2$3 degrees"],
  // "should switch off itself": the device turning off.
  [/\b(turn|switch)(?:es|s)? (on|off) (?:itself|themselves)\b|\b(turn|switch)(?:es|s)? (?:itself|themselves) (on|off)\b/g, (_: string, a?: string, b?: string, c?: string, d?: string) => `${a ?? c} ${b ?? d}`],
  // "… the front door lights go to 90%": a level said as what the device does, as the step that sets it.
  // Never an event's subject ("if the bathroom light turns on at 50 %").
  [/(?<!\b(?:when|whenever|if|once|while|until|unless|and|or) )\b(the (?:(?!\b(?:is|are|was|were|opens?|opened|closes?|closed|when|if|at|and|or)\b)[\w' ])+?) (?:goes|go|is set|are set|gets set|get set|come on|comes on|turn on|turns on) (?:to|at) (\d+(?:\.\d+)? percent)\b/g, "set $1 to $2"],
  // "make the blinds down in the living room": the room said after the particle belongs to the blinds.
  [/\b(make|let|put|drive) ((?:the|my|our|all) [\w' ]+?) (up|down) ((?:in|on) the [\w' ]+?)(?=$|,| (?:at|when|every|if|on)\b)/g, "$1 $2 $4 $3"],
  // "open the kitchen blind on 70 percent", "dim the lamp on 40 %": "on" a share is "to" it, as German "auf" says.
  [/(?<=\b(?:open|close|dim|brighten|set|put|raise|lower|make|run|drive)\b[^,]*?) on (?=\d+(?:\.\d+)? ?(?:%|percent)\b)/g, " to "],
  // "put the heat pump on heating", "switch the heat pump on cooling at 6": its mode ("heating" was read as the heat pump
  // itself, turned on, which may resume cooling).
  [/\b(?:put|switch|set|turn) ((?:the|my|our) [\w' -]+?) (?:on|to|into|in) (heat|cool)ing(?: mode)?\b/g, "set $1 to $2 mode"],
  // "at 6:00 the heat pump must go on heating mode" (Danish "skal gå på varme"): said without the verb, at a clause's start.
  [/(^|, |:\d\d )((?:the|my|our) (?:(?!\b(?:is|are|was|were|in)\b)[\w' -])+?) on (heat|cool)ing(?: mode)?\b/g, "$1set $2 to $3 mode"],
  // "put the thermostat on heat at 21": a mode's number is its temperature, not a clock time.
  [/\b(on|in|to) (heat cool|heat|cool|auto|dry)(?: mode)? at (\d{1,2}(?:\.\d+)?)\b(?! ?(?::|am|pm|o'?clock|percent))/g, "$1 $2 mode to $3 degrees"],
  // "make the worktop lights 20 % brighter": a brightness step.
  [/\bmake (.+?) (\d+(?:\.\d+)?) percent (brighter|dimmer|darker)\b/g, (_: string, what: string, n: string, way: string) => `${way === "brighter" ? "brighten" : "dim"} ${what} by ${n} percent`],
  // "dim the lights with 20 percent" (Dutch "met", German "um"): by how much, a step, never the level it ends at.
  [/\b((?:dim|brighten|darken)\b[^,]*?) with (\d+(?:\.\d+)? ?(?:percent|%))/g, "$1 by $2"],
  // "warm white with 30 percent": at that brightness.
  [/\bwith (\d+(?:\.\d+)?) percent(?: brightness)?\b/g, "at $1 percent"],
  // "drive the roller shutter down": lower it.
  [/\b(?:drive|put) ((?:the |my |our )?[\w' ]+?(?:door|gate|shutters?|blinds?|shades?|curtains?)|it|them) (down|up)\b/g, (_: string, what: string, way: string) => `${way === "down" ? "lower" : "raise"} ${what}`],
  // "the balcony solar makes more than 0.6 kW": generates.
  [/\b(?:makes|produces|delivers|generates) (more|less) than\b/g, "is generating $1 than"],
  // "switch over to the homework scene", "switch the thermostat over to cool": to it.
  [/\b(switch|turn|change|set|put)( [\w' ]+?)? over to\b/g, "$1$2 to"],
  // "turn off all three landing lights": "all" with a count before a plural says every one of them (the count is
  // not a value; a unit or a time after the number is). "The two lamps" in a home of three stays unread.
  [/\ball (?:[2-9]|1[0-2]) (?!(?:minutes?|hours?|seconds?|mins?|secs?|degrees?|percent|days?|weeks?|times?|am|pm|o'clock|kw|w|watts?|lux)\b)(?=(?:[a-z']+ ){0,3}[a-z']+s\b)/g, "all "],
  // "put the lane lamps and the lantern on, then …": the particle said after a list of devices.
  [/(^|,\s*(?:and |then )?)put ((?:(?!\b(?:on|off|then)\b)[^,])+? and (?:(?!\b(?:on|off|then)\b)[^,])+?) on(?=\s*(?:,|$|then\b|at\b|when\b))/g, "$1turn on $2"],
  // "crank the porch fan all the way up": to its maximum.
  [/\b(?:crank|turn|put) ((?:the |my |our )[\w' ]+?) all the way up\b/g, "set $1 to 100 percent"],
  // "bump the game room lights up 20%": a brightness step, up or down.
  [/\b(?:bump|turn|take|bring|nudge|crank|knock) ((?:the |my |our |it|them)[^,]*?) (up|down) (\d+(?:\.\d+)?) percent\b/g, "take $1 $2 by $3 percent"],
  // "walkway lights and porch light on at dusk": devices, then the state and when.
  // Not "the thermostat to 22 and the lamp on": a part with its own value is its own step.
  [/^((?:(?!\b(?:on|off|at|to|when|if|turn|switch|set|shall|will|should|comes?|goes?|turns?|notifications?)\b)[\w' ]){2,60}? and (?:(?!\b(?:on|off|at|to|when|if|turn|switch|set|shall|will|should|comes?|goes?|turns?)\b)[\w' ]){2,40}?) (on|off) (?=at |when |every |if |on )/, "turn $2 $1 "],
  // "let the shutter down", "let the blinds up": lower or raise them.
  [/\blet ((?:the |my |our )?[\w' ]+?|it|them) (down|up)\b/g, (_: string, what: string, way: string) => `${way === "down" ? "lower" : "raise"} ${what}`],
  // "lets have Owen's lamp come on at 8pm and have it shut off at 8:30pm": have X do it is doing it to X.
  [/^let'?s have ((?:the )?[\w' ]+?) (?:come|go|turn|switch) (on|off)\b/, "turn $2 $1"],
  [/\bhave (it|them) (?:shut|turn|switch|go|come) (off|on)\b/g, "turn $1 $2"],
  // "have the curtains close 15 minutes before sunset": the curtains, closed then.
  [/^have ((?:the|my|our) [\w' ]+?) (close|open|turn on|turn off|switch on|switch off)\b/, "$2 $1"],
  // "Set the dinner scene": a scene is set by activating it.
  [/\bset (?:the |my |our )?([\w' ]+? scene)\b/g, "activate the $1"],
  // "Kitchen Lights FULL": a light at full brightness.
  [/^((?:the )?[\w' ]{2,40}? lights?) (?:full|full brightness|max|maximum)$/, "set $1 to 100 percent"],
  // "the porch light should come on at dusk", "is programmed to go on", "I have my porch light scheduled to turn off at 11pm".
  [/\b(?:should|must|shall|will|would|needs? to|has to|have to|(?:is|are) (?:programmed|scheduled|set|timed|configured) to) (?=(?:come|go|turn|switch)(?:es|s)? (?:on|off)\b|(?:go|come|roll)(?:es|s)? (?:up|down)\b)/g, ""],
  [/^i have ((?:the |my |our )[\w' ]{2,40}?) (?:set|programmed|scheduled|timed|configured) to (?:come|go|turn|switch) (on|off)\b/, "turn $2 $1"],
  // "when the door opens the porch light comes on": the event, then what the device does, with no comma between.
  [/^(when|whenever|if|once) ([^,]+?) (the (?:(?!\b(?:is|are|was|were|opens?|opened|closes?|closed|goes|above|below|when|if|and|or)\b)[\w' ])+?) (?:comes?|goes?|turns?|switch(?:es)?) (on|off)$/, "$1 $2, turn $4 $3"],
  [/^((?:the )?[\w' ]{2,40}?) (?:comes?|goes?) (on|off) (?=at |every |on |when |if )/, "turn $2 $1 "],
  // "Dehumidifier on after enclosure door closed": a title's "after" an event is when it happens (a length of time after
  // "after" is a delay, read elsewhere).
  [/^((?:the )?[\w' ]{2,40}?) (on|off) after ((?:the |my |our )?(?!\d)[\w' ]{2,40}? (?:is |was |gets |has been )?(?:closed|opened|shut|closes|opens))$/, "$1 $2 when $3"],
  // "when the wind is above 50 km/h the awning close": a number (and its unit) ends the event where the step's device begins.
  [new RegExp(String.raw`^((?:when|whenever|once|as soon as) [^,]*?\b${COMPARATIVE} -?\d+(?:\.\d+)?(?: ?(?:${UNITS}))?) (?=the )`), "$1, "],
  // "when there is motion in the hal the Hal Plafondlamp on": a place ends the event where the step's device begins;
  // "in the X the Y" joins no two noun phrases otherwise.
  [new RegExp(String.raw`^((?:when|whenever|once|as soon as) [^,]*? (?:in|at|on) the [\w']+(?: (?!(?:${ORDER_VERBS.join("|")})\b)[\w']+)?) (?=the [\w' ]{2,40}? (?:on|off)(?:$|,| and ))`), "$1, "],
  // "(making sure) the pool pump is turned off at 10 PM": what should be done to the device then, said in the passive.
  [/^(?:(?:making|make) sure (?:that )?|ensure (?:that )?)?((?:the |my |our )[\w' ]{2,40}?) (?:is|are|gets?|should be|will be|must be|needs to be) (?:turned|switched) (on|off) (?=at |every |when |whenever |if |by |once |on )/, "turn $2 $1 "],
  // "the dining table lamp turns on at 7 p.m.": a device that turns itself on then ("these", "it" and modals name no
  // device; an order or a second clause is no subject).
  [/^((?:(?!\b(?:will|should|shall|must|can|could|would|these|those|they|it|to|sure|when|and|turn|switch)\b)[\w' ]){2,40}?) (?:turns?|switch(?:es)?) (on|off) (?=at |every |when |whenever |if |as )/, "turn $2 $1 "],
  // "at 7am, the lights in Owen's room come on": the time first, then what happens.
  [/^(at [^,]+), ((?:the )?[\w' ]{2,60}?) (?:comes?|goes?|turns?|switch(?:es)?) (on|off)(?: automatically)?$/, "$1, turn $3 $2"],
  // "At sunset the shutter goes down", "at 7:00 the coffee machine starts": what the device does then is the step.
  [new RegExp(String.raw`^(at (?:\d|${SUNSET_SAID}|${SUNRISE_SAID})[^,]*?),? ((?:the )?(?:(?!\b(?:if|when|while|unless|is|are|still|open|close|shut|turn|switch|set)\b)[\w' ]){2,60}?) (?:gently |slowly |automatically )?(opens?|closes?|starts|stops|(?:goes|go|rolls|roll|comes|come) (?:up|down))(?: automatically)?$`), (_: string, at: string, what: string, does: string) => `${at}, ${DOES[does.replace(/^(?:goes|go|rolls|roll|comes|come) /, "").replace(/s$/, "")]} ${what}`],
  // "heated towel rail 5am-7am": a device and the window it is on in.
  [/^(?!(?:turn|switch|set|open|close|dim|activate|keep|run|start|notify|when|if|at|on|from|every)\b)((?:the |my |our )?[\w' ]{2,40}?),? (?:on )?(?=from \d[^,]* until \d)/, "turn on $1 "],
  // "bathroom heat lamps and the towel warmer, on at 6:05 AM": devices, then their state and time.
  [/^(?!(?:turn|switch|set|open|close|dim|activate)\b)((?:(?!\b(?:on|off|at)\b)[\w' ]){2,80}?), (on|off) (?=at \d[^,]*$)/, "turn $2 $1 "],
];
