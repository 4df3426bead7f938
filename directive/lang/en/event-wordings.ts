/**
 * Wordings of events and conditions ("after the garage door closes", "when absent", "any of the windows or
 * doors"), rewritten last, after the table in lang/en/rewrites.ts.
 */
import type { Rewrite } from "../types.ts";
import { DURATION } from "./clock.ts";

/** What a sensor reads, said after the places it is read in. */
const READINGS = "temperature|temp|humidity|illuminance|light level|voltage|power|energy|co2|pressure|moisture";
/** One to three words naming a place or a device, none of them a verb, a comparison or a joint. */
const PLACE_WORD = String.raw`(?!\b(?:or|and|the|when|if|is|are|was|opens?|closes?|opened|closed|goes|turns|gets|drops|rises|on|off|above|below|over|under|${READINGS})\b)[\w']+`;
const PLACE_WORDS = `(?:${PLACE_WORD} ){0,2}${PLACE_WORD}`;

export const EVENT_WORDINGS: readonly Rewrite[] = [
  // "the office or bedroom temperature", "the leisure and starter battery voltages": a reading of each place or device
  // said (the first was dropped: the office's sensor was never read).
  [new RegExp(String.raw`\bthe (${PLACE_WORDS}) (or|and) (?:the )?(${PLACE_WORDS} )?(${READINGS})s?\b`, "g"), "the $1 $4 $2 the $3$4"],
  // "when the drip tray detects water", "… is wet": a moisture sensor sensing a leak.
  // "if there's water under the kitchen sink", "there is water detected in …", "when water is detected by the boiler": a leak where it is said to be.
  [/\b(?:there is (?:water|a leak)(?: (?:detected|found|sensed))?|(?:water|a leak) is (?:detected|found|sensed)) (?:under|in|on|at|by|near|around|behind|beside) ((?:the |my |our )?(?:(?!(?:and|then|notify|turn|switch|close|open)\b)[\w']+ ){0,3}?[\w']+)(?=$|,| (?:and|then|notify|alert|tell|turn|switch|close|open|send)\b)/g, "$1 detects a leak"],
  [/\b(?:detects?|senses?) (?:water|moisture)\b|\b(?:is|are|gets?|becomes?) wet\b/g, "detects a leak"],
  // "when the garage door goes up", "if it's still up": a door or cover that goes up opens, one that is up is open.
  [/\b(doors?|gates?|shutters?|blinds?|shades?|covers?) (?:goes|go|rolls|roll|comes|come) up\b/g, "$1 opens"],
  [/\b(doors?|gates?|shutters?|blinds?|shades?|covers?) (?:goes|go|rolls|roll|comes|come) down\b/g, "$1 closes"],
  [/\b((?:door|gate|it|they) (?:is|are)(?: still)?) up\b/g, "$1 open"],
  // "the sump pump kicks on": it turns on; "is pulling more than 0.8 kW", "uses less than 10 watts": it draws.
  [/\bkicks? (?:on|in)\b/g, "turns on"],
  [/\b(?:(?:is )?(?:pulling|using|consuming)|pulls|uses|consumes) (more than|less than|over|under|above|below)(?= -?\d)/g, "is drawing $1"],
  // "the back door is opened or closed": it opens or closes (each is read on its own).
  [/\b(?:is|are|gets|get) (?:opened|open) or (?:closed|shut)\b/g, "opens or closes"],
  [/\b(?:is|are|gets|get) (?:closed|shut) or (?:opened|open)\b/g, "closes or opens"],
  // "if nobody is home and the cabin door is opened", "… gets opened": the door opens, an event (read as a state, the
  // door became the condition and the arrival the trigger, or was dropped).
  [/(?<=\b(?:if|when|whenever)\b[^,]*\b(?:is|are)\b[^,]* and (?:the |my |our )(?:[\w']+ ){0,3})(doors?|windows?|gates?|hatch|lid) (?:is|are|gets|get) opened\b(?! for\b)/g, (_: string, what: string) => `${what} ${/s$/.test(what) ? "open" : "opens"}`],
  // "Turn ON Ecobee to Auto if windows closed": a state said without its verb, after "if", is a state.
  [/\b(if|unless|while|as long as) ((?:the |all (?:the )?|my |our |both )?(?!(?:is|are|was|were|it|they|left|still|been|being|turned|switched|not|any|nobody|someone|everyone)\b)[a-z'-]+(?: (?!(?:is|are|was|were|it|they|and|or|left|still|been|being|turned|switched|not|turns?|switch(?:es)?|goes|go|comes?|gets?|stays?|kicks?|flips?)\b)[a-z'-]+){0,3}) (open|closed|shut|on|off)(?=$|,| and\b| or\b)/g,
    (_: string, word: string, subject: string, state: string) => `${word} ${subject} ${/s$/.test(subject) && !/ss$/.test(subject) ? "are" : "is"} ${state}`],
  // "turn the pantry light on/off when the pantry door opens/closes": each state with its event, in the order said.
  [/\b((?:turn|switch) (?:(?!\b(?:when|if|whenever)\b)[^,])+?) (on|off) (?:or|and) (on|off) (when|whenever) ((?:(?!\b(?:opens|closes)\b)[^,])+?) (opens|closes) (?:or|and) (opens|closes)\b/g,
    (said: string, step: string, a: string, b: string, when: string, subject: string, x: string, y: string) => (a === b || x === y ? said : `${step} ${a} ${when} ${subject} ${x}, and ${b} ${when} it ${y}`)],
  // "turn the hall light on/off with motion in the hall": on with the motion, off when it ends.
  [/\b((?:turn|switch) (?:(?!\b(?:when|if|whenever)\b)[^,])+?) on (?:or|and) off (when|whenever) there is (motion|movement)((?: (?:in|on|at) [^,]+?)?)(?=$|,)/g, "$1 on $2 there is $3$4, and off $2 there is no $3$4"],
  // "notify both phones that the garage door has been open for 15 minutes": a state held that long is when to notify,
  // not news to send now.
  [new RegExp(`^(notify|tell|alert|warn|message|text) ((?:(?!\\bthat\\b)[\\w' ])+?) that ((?:the|my|our) [\\w' ]+?) (?:has|have) been (?:left )?(open|closed|on|off|running) for ${DURATION}$`), "when $3 has been $4 for $5 $6, $1 $2"],
  // "if it's dark (under 30 lux)": the number says what dark is, a light level rather than the sun.
  [/\bit is dark,? (?:under|below|less than) (\d+(?:\.\d+)?) lux\b/g, "the illuminance is below $1 lux"],
  // "it's dark out": dark.
  [/\bdark out(?:side)?\b/g, "dark"],
  // "if it's above 50 degrees outside": the outdoor temperature.
  [/\bit is (above|below|over|under|more than|less than|warmer than|colder than) (-?\d+(?:\.\d+)?)(?: degrees( celsius| fahrenheit)?)? (?:outside|outdoors|out)\b/g, (_: string, way: string, n: string, unit?: string) => `the outdoor temperature is ${way} ${n} degrees${unit ?? ""}`],
  // "any leak sensor wet": it detects a leak.
  [/(?<=\bsensors? )wet\b/g, "detects a leak"],
  // "when either garage door opens": any of them.
  [/\beither (?!the\b|of\b|a\b|an\b|one\b|or\b)(?=\w)/g, "any "],
  // "when somebody enters the house": someone arrives home.
  [/\b(someone|somebody|anyone|anybody) (?:enters|comes into|walks into|gets into) the (?:house|home)\b/g, "$1 arrives home"],
  // "if open >10 min", "is open longer than 10 minutes": held that long.
  [new RegExp(`\\b(open|on|closed|off) ((?:more|longer) than ${DURATION})`, "g"), "$1 for $2"],
  [new RegExp(`\\bafter ${DURATION} of (?:it |them )?being (?:switched |turned )?on\\b`, "g"), "after $1 $2"],
  // "when just arrived": when someone arrives; "turn off X after 5 minutes on": once it has been on that long.
  [/\b(when|once) (?:just )?(?:arrived|arriving)\b/g, "$1 someone arrives"],
  [new RegExp(`\\bafter ${DURATION} on\\b`, "g"), "after $1 $2"],
  // "Notify when the dryer finishes based on power below 20W": the reading it is told by.
  [/\b(?:finishes|is done|is finished|completes) (?:based on|according to|using|by) (?:the |its )?(?=[\w ]*\b(?:power|consumption|energy|current)\b)/g, ""],
  // "Notify Front Door Open": a notice titled by its event.
  [/^(notify|alert)(?: me)? ((?:(?!\b(?:when|whenever|if|once|every|is|are|and|or|not)\b)[\w' ]){2,40}?) (open|opened|closed|left open|unlocked)$/, "$1 me when $2 is $3"],
  // "when my backdoor state changes to open": when it is open.
  [/\b(?:state |status )?changes? to (open|closed|on|off)\b/g, "is $1"],
  // "turn off the heating if …, with an alert": and a message.
  [/,? with an? (?:alert|notification|message|push notification)\.?$/, ", and notify me"],
  // "turn off the kitchen lights when nobody is there": the room of the targets is empty, as its motion says.
  [/\b(when|whenever|if|once) (?:nobody|no one) is (?:there|in there|in the room)\b/g, "$1 there is no motion"],
  // "Dinner Table Spots Turn On At Half Brightness": the level said in words.
  [/\b(?:at|to) half brightness\b/g, "to 50 percent"],
  // "Turn off all lights when we leave except the porch light": the exception belongs to the targets, never to the event.
  [/^((?:turn|switch|close|open|set|dim)\b[^,]*?) ((?:when|whenever|if|once|as soon as) [^,]+?) ((?:except(?: for)?|apart from|other than|excluding|but not) [^,]+)$/, "$1 $3 $2"],
  // "Run scene to dim the living room": which scene is not said.
  [/^(?:run|trigger|activate|start) (?:a |the )?scene to\b/, "activate a scene that would"],
  // "Turn on the bedside lights at movement": when there is motion.
  [/\b(?:at|on|upon) (?:any )?(?:motion|movement)\b(?! sensor)( when\b)?/g, (_: string, more?: string) => (more ? "when there is motion and" : "when there is motion")],
  [/\b(?:motion|movement) (?:happens|occurs|is seen|is sensed)\b/g, "there is motion"],
  // "when the washing is done", "the dishes are done": the machine that does it.
  [/\bthe (?:washing|laundry) (is|are) (done|finished|ready|complete)\b/g, "the washing machine is $2"],
  [/\bthe dishes (?:is|are) (done|finished|ready|clean)\b/g, "the dishwasher is $1"],
  // "is in an open state": is open.
  [/\b(is|are) in an? (open|closed|on|off) (?:state|position)\b/g, "$1 $2"],
  // "the medicine cabinet door sensor is triggered": its contact opens.
  [/\b(door|window|gate|cabinet|drawer) (?:contact |sensor |contact sensor )(?:is |gets |was )?triggered\b/g, "$1 opens"],
  // "if no motion was detected over the last 30 minutes": no motion for that long.
  [new RegExp(`\\b(?:there (?:is|has been|was|have been) )?no (motion|movement|activity|one)(?: (?:was|has been|is|were|have been))?(?: detected| seen| sensed)? (?:over|in|during|within|for) (?:the (?:last|past) )?${DURATION}`, "g"), "there is no motion for $2 $3"],
  // "with no motion for 3 mins", "after no motion for 3 mins": when there has been none that long.
  [/\b(?:with|after|on|upon) (?=there is no motion for )/g, "when "],
  // "when motion sensed": motion is detected.
  [/\b(motion|movement|presence|occupancy) (?:is )?(?:sensed|seen|registered)\b/g, "$1 is detected"],
  // "Please on the porch light": "on" and "off" said as the verb, as Indian English does.
  [/^(?:please|pls|plz|kindly) (?=(?:on|off) (?:the|my|our|all)\b)/, ""],
  // "automate the radiator to turn off when …": the automation is the action.
  [/^automate (.+?) to (turn|switch) (on|off)\b/, "$2 $3 $1"],
  [/^automat(?:e|ing) (?:your |my |the )(.+?) to (open|close)\b/, "$2 the $1"],
  // "when my office door is left open for 60 seconds the aircon is turned off": the passive result is the action.
  [/^(when|if|once|whenever) (.+?),? (the [\w' ]+?) (?:is|are|gets?|should be|will be) (?:turned|switched) (on|off)$/, "$1 $2, turn $4 $3"],
  [/^(when|if|once|whenever) ([^,]+), (the [\w' ]+?) (?:goes|go|comes|come|turns|switches) (on|off)$/, "$1 $2, turn $4 $3"],
  // "after one hour of usage": once it has been on that long.
  [new RegExp(`\\bafter ${DURATION} of (?:usage|use|running|being on)\\b`, "g"), "after it has been on for $1 $2"],
  // "send me a short message": the message is the message.
  [/\b(?:a )?(?:short|quick|brief) (message|text|notification)\b/g, "a $1"],
  // "after say 10 mins", "at say 40c": a hedge before a number changes nothing.
  [/\bsay (?=\d)/g, ""],
  // An adverb that changes nothing an automation does.
  [/\b(?:automatically|always)\b/g, " "],
  // "on when someone enters the garage and off after the last person leaves": leaves that room, not home.
  [/\b(enters|walks into|comes into|goes into) (the [\w' ]+?)\b(.*)\b(?:after|when|once) (?:the last (?:person|one)|everyone|everybody) (?:leaves|has left|left)\b(?! home| the house)/g, "$1 $2$3when nobody is in $2"],
  // "turn the lights off after the garage door closes": after an event is when it happens.
  [/\bafter (?=(?:the|a|an|someone|somebody|everyone|everybody|nobody|\w+) (?:(?!\b(?:when|if|and|then)\b)[^,\d])*?\b(?:opens|closes|leaves|arrives|stops|finishes|ends|turns (?:on|off)|is (?:opened|closed|turned (?:on|off))|has been|have been)\b)/g, "when "],
  // "when absent": when the household is away.
  [/\b(?:when|once|if) (?:we are |i am |everyone is )?absent\b/g, "when everyone leaves"],
  // "5 minutes after there is no movement in the kitchen": no motion there for that long.
  [new RegExp(`\\b${DURATION} after there (?:is|has been) no (?:motion|movement|activity)((?: in (?:the )?[\\w' ]+?)?)(?=,|$| and\\b)`, "g"), "when there is no motion$3 for $1 $2"],
  // "the side yard sensor picks up motion": it detects it.
  [/\b(?:picks? up|registers?|catches|spots?) (?:any )?(motion|movement)\b/g, "detects $1"],
  // "with nighttime motion": when there is motion, at night.
  [/\bwith (?:night ?time|nightly|night) (?:motion|movement)\b/g, "when there is motion at night"],
  // "turn the plug off if it is on when we leave": the event, with the state as its condition.
  [/\bif (it is (?:still )?(?:on|off|open|closed|running)) (when|whenever|once|as soon as) ([^,]+)/g, "$2 $3, only if $1"],
  // "on front door open": when it opens.
  [/\bon (?:the )?((?:[\w']+ ){0,3}(?:door|window|gate)) (?:open|opened|opening)\b/g, "when the $1 opens"],
  // "Shut off if on for more than 60 mins": once it has been on that long.
  [new RegExp(`\\b(?:if|when|once) (on|off|open) for (?:more than |over |longer than )?${DURATION}`, "g"), "when it has been $1 for $2 $3"],
  // "if any of the windows or doors are left open": either kind, each as "any" of its own.
  [/\b(if|when|whenever|once) (?:any (?:of )?(?:the |my |our )?|an? |the )?(window|door)s? (?:or|our|and) (?:the )?(door|window)s? ((?:is|are|gets?) (?:(?!\b(?:while|when|if|and|but|only)\b)[^,])+|(?:open|close)s?\b(?:(?!\b(?:while|when|if|and|but|only)\b)[^,])*)/g, "$1 any $2 $4 or any $3 $4"],
  // "if someone turns it off": when it turns off, whoever does it.
  [/\b(when|whenever|if) (?:someone|somebody|anyone|anybody) (?:turns?|switch(?:es)?) (it|them) (on|off)\b/g, "$1 $2 turns $3"],
  // "after say 10 mins of it coming on": once it has been on that long.
  [new RegExp(`\\bafter ${DURATION} of (it|them|they) (?:coming|being|turning|turned|switched|switching) (on|off)\\b`, "g"), "when $3 has been $4 for $1 $2"],
];

/** Time since the last motion or since the sun moved ("after 8 minutes of no motion", "the sun set an hour ago"). */
export const ELAPSED_WORDINGS: readonly Rewrite[] = [
  // "after 8 minutes of no motion", "when there has been 8 minutes of no movement": no motion for that long.
  [new RegExp(`\\bafter ${DURATION} of (?:no|zero) (?:motion|movement|activity)\\b`, "g"), "when there has been no motion for $1 $2"],
  [new RegExp(`\\b${DURATION} of (?:no|zero) (?:motion|movement|activity)\\b`, "g"), "no motion for $1 $2"],
  // "10 minutes after the last movement": no motion for that long.
  // "keep the light on for 5 minutes after the last motion (, then switch it off)": off once it has been still that long.
  [new RegExp(`\\bkeep ([^,]+?) on (?:for |until )?${DURATION} (?:after|since) (?:the )?last (?:motion|movement|activity)\\b(?:,? (?:and )?then (?:switch|turn) (?:it|them) off)?`, "g"), "turn off $1 when there is no motion for $2 $3"],
  [new RegExp(`\\b${DURATION} (?:after|since) (?:the )?last (?:motion|movement|activity)\\b`, "g"), "when there is no motion for $1 $2"],
  [new RegExp(`\\bthe sun (?:rose|came up|has risen) ${DURATION} ago\\b`, "g"), "$1 $2 after sunrise"],
  [new RegExp(`\\bthe sun (?:set|went down|has set) ${DURATION} ago\\b`, "g"), "$1 $2 after sunset"],
];
