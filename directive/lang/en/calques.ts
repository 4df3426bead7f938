/**
 * English as most Home Assistant users write it: as a second language, with the grammar of their first (Dutch,
 * German, French, Scandinavian) carried over. Each rule reads a construction that has one meaning in such English
 * and none other in native English ("more as 70 %", "open since 10 minutes", "make the light out"), into the
 * wording the grammar reads; applied among the rewrites, after the framings and message requests (lang/en/rewrites.ts).
 * Measured on the ninety-sixth set; construct fixtures in tests/directive/fixtures/constructs/second-language.jsonl.
 */
import type { Rewrite } from "../types.ts";
import { DAY, FULL_DAY } from "./clock.ts";
import { NOTIFY_WORDS } from "./notices.ts";
import { COMPARATIVE } from "./thresholds.ts";
import { CSS, WHITES } from "./colours.ts";

const DURATION = String.raw`(?:\d+(?:\.\d+)?|an?|one|half an?) (?:seconds?|secs?|minutes?|mins?|hours?|hrs?)\b`;
/** A light said as what is opened, closed or put out: "the light", "all lamps", "the office desk lamp" (no other device between). */
const LIGHTS_SAID = String.raw`((?:the |all the |all |my |our )?(?:(?!(?:and|or|then)\b)[\p{L}']+ ){0,3}?(?:lights?|lamps?|lighting))\b(?! (?:sensors?|switch(?:es)?|levels?)\b)`;

export const CALQUES: readonly Rewrite[] = [
  // "more as 70 %" (Dutch "meer dan", German "mehr als"): "as" for "than" after a comparative and before a number.
  [/\b(more|less|higher|lower|greater|bigger|smaller|warmer|colder|hotter|cooler|fewer) as (?=-?\d|minus\b)/g, "$1 than "],
  // "60 procent" (Dutch, Polish, Scandinavian), "60 prozent" (German): percent.
  [/(\d)\s*(?:procent|prozent|pourcent)\b/g, "$1 percent"],
  // "open since 10 minutes" (German "seit", Dutch "sinds", French "depuis"): held for that long. "since 10 o'clock",
  // "since sunset" keep their meaning: only a length of time follows "since" this way.
  [new RegExp(String.raw`\bsince (?=${DURATION})`, "g"), "for "],
  // "on during 2 minutes" (French "pendant", Spanish "durante"): for that long.
  [new RegExp(String.raw`\bduring (?=${DURATION})`, "g"), "for "],
  // "is since 5 minutes under 10 W": the length said before the comparison, as German puts it.
  [new RegExp(String.raw`\b(is|are) (for ${DURATION}) (${COMPARATIVE} [^,]+?)(?=,| and |$)`, "g"), "$1 $3 $2"],
  // "when there is 3 minutes no motion" (Dutch "3 minuten geen beweging"): no motion for that long.
  [new RegExp(String.raw`\bthere (?:is|are|has been) (${DURATION}) no (motion|movement)\b`, "g"), "there is no $2 for $1"],
  // "the sun goes under" (Dutch "de zon gaat onder", German "geht unter"): it sets.
  [/\bthe sun (goes|is going|went) under\b/g, "the sun $1 down"],
  // "close the light", "open the lamps" (French "fermer", Italian "chiudere", Greek, Chinese): a light has no other way to
  // open. Not "open the blinds and the lights": the words between hold no other device.
  [new RegExp(String.raw`\b(open|close) ${LIGHTS_SAID}`, "gu"), (_: string, verb: string, what: string) => `turn ${verb === "open" ? "on" : "off"} ${what}`],
  // "at 23 hour", "from 7 hour" (French "23 heures", German "23 Uhr"): the hour on the clock. Not "for 2 hours", "in 1 hour".
  [/\b(at|from|till|until) (\d{1,2}) hours?\b(?! (?:later|after|before|ago|from)\b)/g, "$1 $2:00"],
  // "when Alice goes away from home": she leaves.
  [/\b(goes|went) away(?: from (?:home|the house))?\b/g, (_: string, verb: string) => (verb === "goes" ? "leaves" : "left")],
  // "put out all lights" (German "ausmachen", French "éteindre"): off. Only lights are put out this way ("put out the bins" is
  // no device).
  [new RegExp(String.raw`\bput out ${LIGHTS_SAID}`, "gu"), "turn off $1"],
  // "make the light out", "make the fan on" (German "mach das Licht aus"): turn it off, on.
  [/\bmake ((?:the|all|all the|my|our) [^,]*?)(?<!\b(?:go|come|turn|switch|be)) (out|off|on)\b/g, (_: string, what: string, state: string) => `turn ${what} ${state === "out" ? "off" : state}`],
  // "the heater must go on", "the dishwasher must start" (Dutch "moet aangaan"): the order, said as what the device must do.
  // "the blinds must go up", "Freja's blind must go down", "the patio heater must be out" (Danish "skal gå op", "skal være
  // slukket"): said as the particle alone ("blinds up"). Not "up to 22", a level; not an awning's "out", which extends it.
  [/\b(?:must|should|has to|have to|needs to|need to|shall) (?:go|turn|switch|come|get|be) (on|off|up|down)\b(?! (?:itself|by itself|on its own|to|by)\b)/g, "$1"],
  [/(?<!\b(?:awning|sunshade|screen|canopy)s?\b[^,]*)\b(?:must|should|has to|have to|needs to|need to|shall) (?:go|turn|switch|be) out\b/g, "off"],
  // "on at 16 o'clock and out at 23 o'clock", "…, and at 23 o'clock out" (Danish "ud", German "aus"): the second half of
  // an on/off pair, off.
  [/(\b(?:and|then)|,) out(?= (?:at|when|after|from|again)\b)/g, "$1 off"],
  // "switch the coffee maker on, and over 20 minutes out again" (Dutch "over 20 minuten", Danish "om 20 minutter"): in that
  // long, a delay. Only between a conjunction and a particle: "over 20 minutes" elsewhere is how long a change takes.
  [new RegExp(String.raw`(\b(?:and|then)|,) over (${DURATION}) (on|off|out)\b`, "g"), (_: string, lead: string, length: string, state: string) => `${lead} ${length} later ${state === "out" ? "off" : state}`],
  [/(\b(?:and|then|,) at [\d:]+(?: ?[ap]m)?) out(?=$|,)/g, "$1 off"],
  // "the TV light strip must be blue" (German "soll blau sein"): the colour, said as "the TV light strip blue".
  [new RegExp(String.raw`\b(?:must|should|has to|needs to|shall) (?:be|become|go|turn|get) (?=(?:${[...CSS, ...WHITES.map(([name]) => name)].join("|")})\b)`, "g"), ""],
  [/\b(?:must|should|has to|needs to|shall) (?:start|begin)\b(?! \w+ing\b)/g, "on"],
  // "the awning must go in" (Dutch "moet ingaan", German "muss einfahren"): retracted, as a cover closes. Not "go out",
  // which a light does too.
  [/\b(?:must|should|has to|needs to|shall) (?:go|come|roll|drive) in\b/g, "close"],
  // "let the pond pump run for 15 minutes" (Dutch "laat … draaien"): on, for that long.
  [/\blet ((?:the|my|our) [^,]+?) (?:run|work|go)(?= for \d| for an?\b)/g, "turn on $1"],
  // "By motion in the hall, …" (Dutch "bij beweging", German "bei Bewegung"): when there is motion.
  [/^(?:by|at|with) (motion|movement)\b/, "when there is $1"],
  // "By wind above 50 km/h, …" (Dutch "bij wind boven", German "bei Wind über"): when the reading passes that number.
  [new RegExp(String.raw`^by ((?:the )?[\p{L}]+(?: [\p{L}]+)?) (?=${COMPARATIVE} -?\d)`, "u"), "when $1 is "],
  // "when the rookmelder gives alarm" (Dutch "geeft alarm", German "gibt Alarm"): the detector goes on. Not "sound the
  // alarm", which asks an alarm panel for something (refused as unsupported).
  [/\bgives (?:an? )?(?:alarm|alert)\b/g, "turns on"],
  // "when nobody is anymore at home", "Bob is not anymore at home" (German "nicht mehr"): no longer, which the state says.
  [/\b(is|are)( not)? anymore\b/g, "$1$2"],
  // "when the front door goes open", "stands open since 10 minutes" (Dutch "gaat open", "staat open", Danish "står åben"):
  // it opens, it is open.
  [/\b(goes|go|gets|get) (open|closed|shut)\b(?! the\b)/g, (_: string, verb: string, state: string) => `${state === "open" ? "open" : "close"}${/s$/.test(verb) ? "s" : ""}`],
  [/\b(stands|stand|stood|lies) (open|closed)\b/g, (_: string, verb: string, state: string) => `${verb === "stand" ? "are" : verb === "stood" ? "was" : "is"} ${state}`],
  // "when Mads goes from home" (Danish "går hjemmefra", Dutch "gaat van huis"): he leaves.
  [/\b(goes|go|went) (?:from|out of) (?:home|the house)\b/g, (_: string, verb: string) => (verb === "goes" ? "leaves" : verb === "go" ? "leave" : "left")],
  // "the last one leaves": the last person.
  [/\bthe last one (?=leaves|goes|has left|left)/g, "the last person "],
  // "say it to Katrin" (Dutch "zeg het tegen"): tell her. The message reader skips the same words (notify.ts).
  [new RegExp(String.raw`\b(?:${NOTIFY_WORDS.passedOn.join("|")}) to\b`, "g"), "tell"],
  // "monday till friday", "from sunday till thursday" (German "bis", Dutch "tot"): the range of days.
  [new RegExp(String.raw`\b(${FULL_DAY})s? (?:till|til|until) (?=${DAY}\b)`, "g"), "$1 to "],
  // "is superior to 25 degrees" (French "supérieur à", Italian "superiore a", Spanish "superior a"): above, below.
  [/\b(superior|inferior) (?:to|than|at) (?=-?\d|minus\b)/g, (_: string, word: string) => (word === "superior" ? "above " : "below ")],
  // "put the heating at 21", "put the clim of the bedroom at 24" (French "mettre à", Italian "mettere a"): set it to that
  // value. Not a clock time ("at 21:00", "at 7pm", "at 22h"), nor a step with "on" or "off" ("put the lights on at 7").
  [/\bput ((?:the|my|our|his|her|their|all the|all) (?:(?!\b(?:on|off|out|up|down|to|at|in|when|if|and|then|every|each)\b)[^,]){2,40}?) at (?:the )?(-?\d+(?:\.\d+)?(?: ?(?:percent|degrees))?|half)(?![:.]?\d| ?(?:am|pm|h|o'clock|hours?)\b| in the (?:morning|afternoon|evening|night)\b| (?:tonight|every|each)\b)/g, (_: string, what: string, value: string) => `set ${what} to ${value === "half" ? "50 percent" : value}`],
  // "diminish the ceiling light of 30%" (French "diminuer de", Italian "diminuire del"): by that much.
  [/\b(diminish|dim|reduce|decrease|lower|augment|increase|raise|brighten) ([^,]+?) of (?=\d+(?:\.\d+)? ?percent\b)/g, (_: string, verb: string, what: string) => `${({ diminish: "dim", augment: "increase" } as Record<string, string>)[verb] ?? verb} ${what} by `],
  // "from monday to friday included" (French "inclus", Italian "compreso"): the range says it already.
  [new RegExp(String.raw`\b((?:${FULL_DAY})s? (?:to|till|until) (?:${FULL_DAY})s?),? (?:included|inclusive|incl)\b`, "g"), "$1"],
  // "each 2 hours" (French "chaque", Dutch "elke"): every.
  [/\beach (?=\d+ (?:hours?|hrs?|minutes?|mins?)\b)/g, "every "],
  // "at 22:00 during the week" (French "en semaine", German "unter der Woche"): on weekdays.
  [/\bduring the week\b(?!end)/g, "on weekdays"],
  // "when the night falls" (French "la nuit tombe", Italian "cala la notte"): at sunset.
  [/\b(?:the )?night (?:falls|is falling|comes)\b/g, "the sun sets"],
  // "when Antoine is leaving", "is arriving" (the continuous for the event, as Romance and Slavic speakers say it).
  [/\b(is|are) (leaving|arriving)\b(?! (?:for|in|at)\b)/g, (_: string, be: string, verb: string) => `${verb === "leaving" ? "leave" : "arrive"}${be === "is" ? "s" : ""}`],
  // "the humidity pass 70 %", "the washing machine consume less than 5 W": the verb without its -s.
  [/\b(pass|exceed|reach)(?= (?:-?\d|the \d))/g, (_: string, verb: string) => (verb === "pass" ? "passes" : `${verb}s`)],
  [/\bconsumes?(?= (?:less|more|above|below|under|over)\b)/g, "uses"],
  // "the actual temperature" (French "actuelle", German "aktuell", Dutch "actueel"): now, which a reading always is.
  [/\b(?:actual|current|present) (?=(?:temperature|temp|humidity|power|consumption|level|reading|value)\b)/g, ""],
  // "in mode silence", "in mode heat" (French "en mode", Italian "in modalità"): the mode's name before "mode".
  [/\bin mode (\w+)\b/g, "in $1 mode"],
  // "when it is already dark": the adverb says nothing more.
  [/\bit is already (dark|light)\b/g, "it is $1"],
];
