/**
 * How English writes signs, units and contractions, in one spelling each ("> 5min", "15°F", "1.5 kW",
 * "isn't"): applied in order while the text is normalized (directive/text.ts), before any rule reads it.
 */
import type { Rewrite } from "../types.ts";
import { HA_TERMS } from "./ha-terms.ts";
import { CLIMATE_WORDS } from "./domains.ts";
import { ORDER_VERBS } from "./operations.ts";
import { WINDOW_SPELLINGS } from "./window-spellings.ts";
import { CHAT_SHORTHAND } from "./shorthand.ts";
import { HOUR_SPELLINGS } from "./hour-spellings.ts";

/** " fahrenheit" or " celsius" when a temperature says its scale ("68°F", "20 deg C"), else nothing. */
const scale = (said: string) => (/f$|℉|fahrenheit|farenheit/.test(said.replace(/\s+$/, "")) ? " fahrenheit" : /c$|℃|celsius|centigrade/.test(said.replace(/\s+$/, "")) ? " celsius" : "");

/** h:mm:ss as words: "00:05:00" is "5 minutes", "00:00:30" is "30 seconds". */
function spoken(h: string, m: string, s: string): string {
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} seconds`;
}

export const SPELLINGS: readonly Rewrite[] = [
  ...HA_TERMS,
  // "Switch off all lights. Turn off all fans.", "If … - turn on …. If … - turn off …": a sentence that starts
  // with an order or a rule's "if" is the next clause ("lock" too, so that its refusal names it).
  // So is one that starts with its days or its time ("… on at 6. On weekdays, turn it off at 8."): they are its own.
  [new RegExp(`\\.\\s+(?=(?:if|when|whenever|once|unless|lock|${ORDER_VERBS.join("|")}|(?:on |every |at )?(?:weekdays?|weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)|at \\d)\\b)`, "g"), ", and "],
  // "humidity >70% -> extractor on, <55% -> off": the other threshold's arrow first, then the rule's.
  [/,\s*([<>])\s?(\d+(?:\.\d+)?)\s?(%|percent|degrees|°)?\s*(?:->|=>|→)\s*(on|off)\b/g, (_: string, sign: string, n: string, unit: string | undefined, state: string) => `, ${state} ${sign === "<" ? "below" : "above"} ${n}${unit === "%" || unit === "percent" ? " percent" : unit ? " degrees" : ""}`],
  // "motion -> hall light on", "nobody home => lights off": a rule written with an arrow is "when …, …".
  [/^(?!when\b|if\b)(.+?)\s*(?:->|=>|→)\s*(.+)$/, "when $1, $2"],
  // "Turn on the adapter at 05:50 / Turn off the adapter at 07:00": two titles of a pair joined by a slash are two steps.
  [new RegExp(String.raw`\s+\/\s+(?=(?:${ORDER_VERBS.join("|")})\b|[\w' ]{2,40}? (?:on|off) (?:when|whenever|at|if|after|before)\b)`, "g"), ", and "],
  // "kettle on @ 7am", "lamp on @ sunset": at.
  [/\s*@\s*/g, " at "],
  [/\b(\d+(?:\.\d+)?)\s?lx\b/g, "$1 lux"],
  // "cabin ac cool 22": the mode and the temperature, said without a verb.
  [new RegExp(String.raw`(^(?!(?:set|turn|switch|put|make)\b)(?:[\w']+ ){0,2}|\b)(${CLIMATE_WORDS})(?: to)? (cool|heat|auto|dry) (\d{1,2}(?:\.\d)?)\b(?! ?(?::|am|pm|percent|%))`, "g"), "set the $1$2 to $3 mode to $4 degrees"],
  // "lamp on 3 min": on for that long.
  [/\bon (\d+(?:\.\d+)?) ?(minutes?|mins?|hours?|hrs?|seconds?|secs?)(?=,|$)/g, "on for $1 $2"],
  // "the motion detector in the garage", "PIR": a motion sensor.
  [/\b(?:motion|movement) detector(s?)\b|\bpir( sensor)?(s?)\b/g, (_: string, a = "", b?: string, c = "") => `motion sensor${a || c}`],
  ...CHAT_SHORTHAND,
  // "at weekends", "at the weekend": British for on weekends.
  [/\bat (?:the )?weekends?\b/g, "on weekends"],
  // "during day", "during night": the article people leave out.
  [/\bduring (day|night|evening|morning|afternoon)\b/g, "during the $1"],
  // "+20%", "-10%": a brightness step.
  [/(?<![\w.])([+-])\s?(\d+(?:\.\d+)?)\s?%/g, (_: string, sign: string, n: string) => `${sign === "+" ? "up" : "down"} by ${n} percent`],
  // "21,5 degrees", "above 22,5": a decimal comma, as most of Europe writes it (it was read as two numbers). Only beside a
  // unit or after a word that compares or sets, so "lights 1,2" and "7,30" stay as written.
  [/(?<![\d,.])(\d{1,4}),(\d{1,2})(?![\d:]|,\d)(?= ?(?:°|%|degrees?\b|percent\b|kw\b|kwh\b|watts?\b|lux\b|ppm\b))|(?<=\b(?:to|above|below|over|under|than|at least|at most|reaches|exceeds|hits)\s|\bset\b[^,]* on\s)(\d{1,4}),(\d{1,2})(?![\d:]|,\d)(?! ?(?:am|pm|o'clock|h)\b)/g, (_: string, a?: string, b?: string, c?: string, d?: string) => `${a ?? c}.${b ?? d}`],
  // "under 1.000 lux", "over 2.500 W": a thousands dot, as German and Dutch write it, beside a unit no reading has three
  // decimals of (it was 1 lux, 2.5 W). Other numbers with three decimals are asked about (unkept.ts).
  [/(?<![\d.,])(\d{1,3})\.(\d{3})(?![\d.]|,\d)(?= ?(?:lux|lx|w|watts?|ppm)\b)/g, "$1$2"],
  // "each hour", "each morning": every.
  [/\beach (hour|minute|day|morning|evening|night|weekday)\b/g, "every $1"],
  // "open for >5min", "reads <12.5": the signs said in words.
  [/\s?>\s?=?\s?(?=\d)/g, " more than "],
  [/\s?<\s?=?\s?(?=\d)/g, " less than "],
  // "30°", "15°F", "25.5 degC", "75F", "35*": a temperature in the sensor's own unit, as the threshold reads it.
  // The scale is kept when it is said ("degrees fahrenheit"): a threshold or a setpoint in the other one is converted.
  [/\b(\d+(?:\.\d+)?)\s*(?:°\s*[cf]|[℃℉]|°|degrees? (?:celsius|fahrenheit|[cf])|degrees?|deg ?[cf]?|fahrenheit|farenheit|celsius|centigrade)\b|(\d+(?:\.\d+)?)\s*(?:°\s*[cf]|°|\*(?=\s|,|$))/g, (said: string, a?: string, b?: string) => `${a ?? b} degrees${scale(said)}`],
  // "at 7pm/11pm": either time, as "sunset/sunrise" is either word.
  [/\b(\d{1,2}(?::\d{2})?\s?[ap]m)\/(?=\d)/g, "$1 or "],
  // "turn of the ac": the off that lost a letter.
  [/\b(turn|switch|shut) of\b/g, "$1 off"],
  // "if someone at home": is at home.
  [/\b(if|when|while|and) (someone|somebody|anyone|anybody|nobody|everyone|everybody) (?=(?:at )?home\b)/g, "$1 $2 is "],
  // "~50%": about 50 is 50.
  [/~\s?(?=\d)/g, ""],
  [/(\d)\s*%/g, "$1 percent"],
  // "after 5mn", "30sec": minutes and seconds, shortened.
  [/\b(\d+)\s?mn\b/g, "$1 minutes"],
  [/\b(\d+)\s?secs?\b/g, "$1 seconds"],
  // "auto-off after 30 s", "for 10s": seconds, where only a length can follow (never "the 2 s" of a name).
  [/(?<=\b(?:after|for|in|within|every|of) )(\d+)\s?s\b(?!')/g, "$1 seconds"],
  [/\b(\d+)\s?mins?\b/g, "$1 minutes"],
  [/\b(\d+|an)\s?hrs?\b/g, (_: string, n: string) => (n === "an" ? "an hour" : `${n} hours`)],
  // "is greater than 80%": more than.
  [/\b(?:greater|higher|larger|bigger|stronger) than\b/g, "more than"],
  [/\b(\d+(?:\.\d+)?)\s?([cf])\b/g, (_: string, n: string, c: string) => `${n} degrees ${c === "f" ? "fahrenheit" : "celsius"}`],
  // "24 grad": degrees, as German and Dutch speakers write them.
  [/\b(\d+(?:\.\d+)?)\s?grad\b/g, "$1 degrees"],
  // "at 5.30", "from 6.40 to 7.30": a clock time written with a dot.
  [/\b(at|from|to|until|till|by|around|before|after|and) (\d{1,2})\.([0-5]\d)\b(?! ?(?:degrees|percent|kw|w\b|watts|lux|%))/g, "$1 $2:$3"],
  // "over 1.5k lux", "2k watts", "1.2k ppm": thousands said with a k before the unit.
  [/\b(\d+(?:\.\d+)?)k (lux|lx|w|watts?|ppm)\b/g, (_: string, n: string, unit: string) => `${Math.round(Number(n) * 1000)} ${unit}`],
  // Power in watts, the unit Home Assistant's power sensors report: "1.5 kW" is 1500 watts.
  [/\b(\d+(?:\.\d+)?)\s?(?:kw|kilowatts?)\b/g, (_: string, n: string) => `${Math.round(Number(n) * 1000)} watts`],
  [/\b(\d+(?:\.\d+)?)\s?(?:w|watts?)\b/g, "$1 watts"],
  // "40 km/h", "25 mph", "forty kilometres an hour": a speed, in the unit the wind sensor reports.
  [/\b(\d+(?:\.\d+)?)\s?(?:km\/h|kph)\b|\b(?:km|kilometres|kilometers) (?:per|an|a) hour\b/g, (_: string, n?: string) => (n ? `${n} kmh` : "kmh")],
  [/\b(?:miles|mi) (?:per|an|a) hour\b/g, "mph"],
  [/\b(\d+(?:\.\d+)?)\s?(?:m\/s|mps)(?!\w)|\b(?:metres|meters) (?:per|a) second\b/g, (_: string, n?: string) => (n ? `${n} mps` : "mps")],
  [/\bper ?cent\b/g, "percent"],
  [/\b([ap])\.\s?m\.?/g, "$1m"],
  // "10:30p", "7a": the clock's half of the day in one letter.
  [/\b(\d{1,2}:\d{2} ?|\d{1,2})([ap])\b(?!\.)/g, "$1$2m"],
  // "turn turn off the lights": a word typed twice is said once.
  // Not "the hall light light blue", where the second is the colour's.
  [/\b(\p{L}{2,}) \1\b(?<!\blight light(?= (?:blue|green|pink)\b))/gu, "$1"],
  // "for 00:05:00", "offset -00:30:00", "01:00:00 before sunset", "at 07:15:00": Home Assistant's h:mm:ss.
  [/\bfor (\d{1,2}):([0-5]\d):([0-5]\d)\b/g, (_: string, h: string, m: string, s: string) => `for ${spoken(h, m, s)}`],
  [/\b(sunset|sunrise)(?: with)? offset ([+-])(\d{1,2}):([0-5]\d):([0-5]\d)\b/g, (_: string, sun: string, sign: string, h: string, m: string, s: string) => `${spoken(h, m, s)} ${sign === "-" ? "before" : "after"} ${sun}`],
  [/\b(?:with )?offset ([+-])(\d{1,2}):([0-5]\d):([0-5]\d)\b/g, (_: string, sign: string, h: string, m: string, s: string) => `${sign === "-" ? "-" : "+"}${spoken(h, m, s)}`],
  [/\b(\d{1,2}):([0-5]\d):([0-5]\d) (before|after) (sunset|sunrise)\b/g, (_: string, h: string, m: string, s: string, side: string, sun: string) => `${spoken(h, m, s)} ${side} ${sun}`],
  [/\b(\d{1,2}:[0-5]\d):00\b/g, "$1"],
  // "at seven thirty p m": the half of the day, dictated letter by letter; "cuz", "cos": because.
  [/(?<=(?:\d|o'?clock|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|teen|ty) )([ap]) m\b/g, "$1m"],
  [/\b(?:cuz|coz|cos|'cause|bc)\b/g, "because"],
  // "everyones left", "theyre still open", "its dark out", "isnt": a contraction typed without its apostrophe.
  [/\b(everyone|everybody|nobody|somebody|someone|anyone|anybody|that|there|what)s\b/g, "$1's"],
  [/\btheyre\b/g, "they're"],
  [/\b(is|are|was|does|do|has|have|did)nt\b/g, "$1n't"],
  // Not "its light", "its lamp": a device's own, said of it.
  [/\bits (?=(?:dark|still|on|off|open|opened|shut|closed|raining|snowing|cold|hot|warm|chilly|freezing|after|before|past|not|been|getting|too|below|above|over|under|more|less|sunny|night|daytime|late|early|done|finished|empty|time|\d)\b)/g, "it's "],
  [/\b(is|are|was|does|do|has|have|did)n't\b/g, "$1 not"],
  [/\bwon't\b/g, "will not"],
  // "the back door's still open", "jo's home": "'s" before a state is "is" (not a possessive: "jo's lamp").
  [/\b(\w+)'s (?=(?:still|not|already|open|closed|shut|on|off|home|out|away|empty|running|going|done|finished)\b)/g, "$1 is "],
  // "is not open anymore", "nobody is home any more": the state now, which "anymore" only stresses.
  [/\b(open|closed|shut|on|off|home|away|running|empty) any ?more\b/g, "$1"],
  // "the rads": the radiators.
  [/\brad(s)?\b/g, "radiator$1"],
  // "all ACs": the plural of "ac", which the stemmer leaves whole.
  [/\b(a\/?c)s\b/g, "aircons"],
  // "when sun goes down", "when everybody leave": the article and the verb's -s, which English as a second language drops.
  [/\b(when|once|as soon as|after|before) sun (goes|sets|rises|comes)\b/g, "$1 the sun $2"],
  [/\b(everybody|everyone|nobody|somebody|someone|anybody|anyone) (leave|arrive|come|get|go)\b/g, "$1 $2s"],
  // "the smoke alarm", "the fire alarm": a smoke sensor, no alarm panel.
  [/\b(?:smoke|fire) alarms?\b/g, "smoke sensor"],
  // "a CO leak", "the co detector", "the gas alarm": the gas's sensor, no alarm panel.
  [/\bco (?=leaks?\b|sensors?\b|detectors?\b|alarms?\b|(?:is |was )?detected\b)/g, "carbon monoxide "],
  [/\b(gas|carbon monoxide) alarms?\b|\b(smoke|gas|carbon monoxide|leak|water leak) detectors?\b/g, (_: string, alarm?: string, detector?: string) => `${alarm ?? detector} sensor`],
  // "everyone's left", "it's gone off": "'s" before a past participle is "has".
  [/\b(\w+)'s (left|gone|arrived|come|finished|stopped|started|got|been)\b/g, "$1 has $2"],
  // "the pool water's above 70": "'s" before a comparison is "is".
  [/\b(\w+)'s (?=(?:above|below|over|under|higher|lower|warmer|colder|hotter|more than|less than)\b)/g, "$1 is "],
  [/\b(it|that|there|what|everyone|everybody|nobody|someone|somebody|anyone|anybody|he|she)'s\b/g, "$1 is"],
  [/\b(they|we|you)'re\b/g, "$1 are"],
  // "it's been on for an hour": "'s" before "been" is "has".
  [/\b(\w+) is been\b/g, "$1 has been"],
  [/\b(\w+)'s\b/g, "$1"],
  // "the owners' quarters": a plural's possessive is the plural.
  [/\b(\w+s)'(?!\w)/g, "$1"],
  ...WINDOW_SPELLINGS,
  // "half way", "at 7h30": one spelling each. Said as no moment ("on 2h30 every morning", "1h30 before sunset"), an
  // hour and a half is a duration, which directive/numbers.ts reads (it was a trigger at 02:30).
  [/\bhalf way\b/g, "halfway"],
  ...HOUR_SPELLINGS,
  // "has been open a minute", "left open 10 minutes": held for that long.
  [/\b((?:been|is|are|was|were|left|stays?|stayed) (?:left )?(?:open|opened|closed|shut|on|off)) (?=(?:\d+(?:\.\d+)?|an?) (?:seconds?|minutes?|mins?|hours?)\b)/g, "$1 for "],
];
