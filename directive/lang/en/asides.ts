/**
 * What people say beside the order, rewritten first (lang/en/rewrites.ts): a state said before it ("the iron's still
 * on, switch it off": "it" is the iron), a remark after it (", I forgot again", ", nobody's up there any more"), and
 * conditions said by negation ("not at weekends", "but never before 7am", "if it's not dark yet", "isn't open").
 */
import type { Rewrite } from "../types.ts";
import { EVENT_VERB } from "./happenings.ts";
import { ORDER_VERBS } from "./operations.ts";
import { COMPARATIVE } from "./thresholds.ts";

const ORDER = ORDER_VERBS.join("|");
/** A state said of a device, before the comma: "is still on", "are too bright", "does not need to be on", "left … on". */
const SAID_STATE = String.raw`(?:is|are|was|were|has been|have been|keeps?|never|does not|do not)\b[^,]*`;

/** "the iron is still on, switch it off": the order, with "it" standing for the device the remark named. */
function remarkThenOrder(device: string, place: string | undefined, order: string): string {
  return order.replace(/\b(?:it|them)\b/, `${device}${place ? ` ${place}` : ""}`);
}

export const ASIDES: readonly Rewrite[] = [
  // "unless the bedroom is already above 18 degrees", "when the power stays below 3 W for 5 minutes": a reading past a
  // number, the adverb or the verb of lasting saying nothing more ("for 5 minutes" says how long).
  [new RegExp(String.raw`\b(is|are) already (?=${COMPARATIVE} )`, "g"), "$1 "],
  [new RegExp(String.raw`\b(stays|remains|stay|remain) (?=${COMPARATIVE} -?\d)`, "g"), (said: string) => (/s $/.test(said) ? "is " : "are ")],
  // "if too warm (above 45 degrees)": the number says how warm is too warm; "if it is too warm" alone names no number.
  [new RegExp(String.raw`\b(if|when|once|unless) (?:it (?:is|gets) |it's )?(?:too|very) (?:warm|hot|cold|cool|humid|damp|dry|bright|dark) (?=${COMPARATIVE} -?\d)`, "g"), "$1 it is "],
  // "when bunkie light 1 turns off turn off bunkie light 2": the event ends at its particle, before the order's verb.
  [new RegExp(String.raw`^((?:when|whenever|once|if|as soon as) [^,]*?\b(?:turns?|switch(?:es)?|go(?:es)?|comes?) (?:on|off)) (?=(?:${ORDER}) (?:on|off|the|all|my|our|me|us|everyone)\b)`), "$1, "],
  // "Please switch on …": the polite word before the order says nothing more (left there, a rule reading a verbless
  // order took it for the start of a device's name).
  [new RegExp(`^(?:please|kindly),? (?=(?:${ORDER})\\b)`), ""],
  [new RegExp(String.raw`^((?:the|my|our) [\w' ]+?) ${SAID_STATE}, ((?:${ORDER})\b[^,]*\b(?:it|them)\b.*)$`), (_: string, device: string, order: string) => remarkThenOrder(device, undefined, order)],
  // "I left the lights on in the suds room, turn them off": the lights there.
  [new RegExp(String.raw`^i (?:left|forgot) ((?:the|my|our) [\w' ]+?) (?:on|off|open)(?: (in the [\w' ]+?))?(?: again)?, ((?:${ORDER})\b[^,]*\b(?:it|them)\b.*)$`), (_: string, device: string, place: string | undefined, order: string) => remarkThenOrder(device, place, order)],
  // ", I forgot again", ", nobody is up there any more", ", Rosalind says it is not warm enough", ", it never gets
  // switched off": a remark after the order that asks nothing, in these fixed forms only, to the end of the directive.
  [new RegExp(String.raw`,\s*(?:(?:i|we) (?:forgot|forget|always forget|keep forgetting)(?: it| them)?|(?:nobody|no one)(?: is)? (?:up there|down there|in there|using it|reading|there)|[a-z]+ (?:says|said|thinks) it is (?:not |too )?(?:warm|cold|hot|chilly|dark|bright)(?: enough)?|(?:it|they) (?:never|always) gets? (?:switched|turned|left) (?:on|off))(?: (?:again|any ?more|as usual|every time|lately|today))*\s*$`), ""],
  // "and the fairy lights as well", "and ines too": one more of what was said, the "and" says so already.
  [/(\band (?:the |my |our )?[\w' ]+?),? (?:as well|too|also)\b/g, "$1"],
  // "the desk lamp and the shelf lamp, turn them both off": the devices named first are "them".
  [new RegExp(String.raw`^((?:the|my|our) [^,]+?(?: and (?:the|my|our) [^,]+?)+), ((?:${ORDER})\b[^,]*?)\b(?:them both|both of them|them all|all of them|them)\b`), "$2 $1"],
  // "when either of the bedside lamps turns on": any of them.
  [/\beither of (?=(?:the|my|our) )/g, "any of "],
  // "notify me if the patio door opens when nobody is home": the second "when" states what holds, a condition.
  [new RegExp(String.raw`\b(if|when|whenever|once) ([^,]+?\b(?:${EVENT_VERB})) when (?=[^,]*\b(?:is|are)\b)`, "g"), "$1 $2 while "],
  // "in case they were left on": a reason, not a condition.
  [/\s*\bin case (?:it|they) (?:was|were|is|are|got|get) (?:left )?(?:on|open)\b/g, ""],
  // "not at weekends", "but not on weekdays": the other days.
  [/,?\s*(?:but )?not (?:at|on|during) (?:the )?weekends?\b/g, " on weekdays"],
  [/,?\s*(?:but )?not (?:at|on|during) (?:the )?weekdays?\b/g, " on weekends"],
  // "but not before 7 or after 22": the "not" holds over both, so only between them.
  [/,?\s*(?:but )?(?:never|not) before (\S+(?: [ap]m)?) or after (\S+(?: [ap]m)?)/g, " only between $1 and $2"],
  [/,?\s*(?:but )?(?:never|not) after (\S+(?: [ap]m)?) or before (\S+(?: [ap]m)?)/g, " only between $2 and $1"],
  // "but never before 7am", "not after 10pm": only after, only before.
  // "at sunrise, but not before 7:00", "no earlier than 7": whichever comes later (directive/assemble.ts).
  [/,?\s*(?:but )?(?:(?:never|not) (?:before|earlier than)|no earlier than)\b/g, " later after"],
  // "at sunrise or at 7:00, whichever is later": the same.
  [/\bat (sunrise|sunset|dawn|dusk) or (?:at )?(\S+),? whichever (?:is |comes )?later\b/g, "at $1 later after $2"],
  [/,?\s*(?:but )?(?:never|not) after\b/g, " before"],
  // "but not between 11pm and 6am": only between 6am and 11pm.
  [/,?\s*(?:but )?(?:never|not) between (\S+) and (\S+)/g, " only between $2 and $1"],
  // "… or the time passes 09:00", "when the clock strikes 7": that time.
  [/\b(?:(?:when|once|if) )?the (?:time|clock) (?:passes|reaches|hits|gets to|is past|strikes|turns) (?=\d)/g, "at "],
  // "From sunset, dim the lights to 6 %, and at 23:00 …": a moment said with "from" and its own comma is when it starts.
  [/^from (sunset|sunrise|sundown|dusk|dawn|noon|midnight|\d{1,2}(?::\d{2})?(?:am|pm)?),/g, "at $1,"],
  // "if Bob hasn't left", "unless Alice hasn't come home": presence said by the move that has not happened.
  [/\b(\w+) has not (?:left|gone out|gone)(?: yet)?\b/g, "$1 is home"],
  [/\b(\w+) (?:has not (?:come|got|gotten|arrived) (?:home|back)|has not arrived|is not (?:back|home yet))(?: yet)?\b/g, "$1 is away"],
  // "when someone arrives and nobody was home", "… while the house is empty": the first one home (the empty house was
  // dropped, and the automation ran on every arrival).
  [/\b(?:someone|somebody|anyone|anybody) (?:arrives|comes|gets|returns)(?: back)?(?: home)?,? (?:and|while|whilst|when) (?:(?:nobody|no one|noone)(?: else)? (?:was|is|were) (?:at )?home|the (?:house|home|flat|apartment) (?:was|is) (?:empty|vacant))\b/g, "the first someone arrives home"],
  // "if the house isn't empty", "when the house is no longer empty": someone is home.
  [/\b(?:the )?(?:house|home|flat|apartment) (?:is no longer (?:empty|vacant)|stops being (?:empty|vacant)|(?:becomes|gets) occupied(?: again)?|is occupied again)\b/g, "the first someone arrives home"],
  // "when Alice leaves an empty house", "leaves the house empty", "is the last to leave": she leaves, and nobody is home.
  [/\b(\w+) (?:leaves|has left) (?:an empty (?:house|home|flat|apartment)|the (?:house|home|flat|apartment) empty)\b|\b(\w+) is the last (?:one |person )?to leave\b/g, (_: string, one?: string, other?: string) => `${one ?? other} leaves and nobody is home`],
  // "when Alice leaves but Bob doesn't", "… without Bob": the other stays home; "gets home but Bob doesn't": is away.
  [/\b(\w+) (leaves|goes out|has left)(?: (?:but|and) (\w+) (?:does not|doesn't|has not|hasn't)| without (\w+))\b/g, (_: string, one: string, verb: string, other?: string, without?: string) => `${one} ${verb} and ${other ?? without} is home`],
  [/\b(\w+) ((?:gets|comes|arrives) (?:home|back)|arrives)(?: (?:but|and) (\w+) (?:does not|doesn't|has not|hasn't)| without (\w+))\b/g, (_: string, one: string, verb: string, other?: string, without?: string) => `${one} ${verb} and ${other ?? without} is away`],
  // "and nobody else is home": the one who arrives is not among them (clause-events.ts leaves them out).
  [/\b(nobody|no one) else\b/g, "$1"],
  [/\b(?:the )?(?:house|home|flat|apartment) is not (?:empty|vacant)\b/g, "someone is home"],
  // "when everyone but Bob has left": not everyone, which presence refuses rather than read as everyone.
  [/\b(?:everyone|everybody|all of us) (?:but|except|apart from|other than) \w+/g, "not everyone"],
  // "when house empty", said without "is": the same, not a room of the house with no motion in it.
  [/\b(?:the )?(?:house|home|flat|apartment) (?:is )?(?:empty|vacant)\b/g, "nobody is home"],
  // "if both of us are home", "we are both home": every one of them.
  [/\b(?:both of us are|we are both|we are all) (home|away|out)\b/g, "everyone is $1"],
  // "if either of us is home", "when one of us arrives": someone, whoever it is.
  [/(?<!\b(?:last|first|every) )\b(?:either|one|any) of us\b(?= (?:is|gets|arrives|comes|leaves|goes|returns)\b)/g, "someone"],
  // "if it's not dark yet", "isn't open", "is not on": the state that is.
  [/\bit is not (?:dark|night)(?: yet| out| outside)?\b/g, "it is light"],
  [/\bit is not (?:light|daytime|day)(?: yet| out| outside)?\b/g, "it is dark"],
  [/\b(is|are) not (open|closed|shut|on|off)\b/g, (_: string, be: string, state: string) => `${be} ${({ open: "closed", closed: "open", shut: "open", on: "off", off: "on" } as Record<string, string>)[state]}`],
  // "doesn't close within 5 minutes": still open that long.
  [/\bdoes not (?:close|get closed|shut) (?:within|in) /g, "has been open for "],
  // "is no longer home": is away.
  [/\b(?:is|are) no longer (?:at )?home\b/g, "is not home"],
  // "the hall goes quiet for 5 minutes", "nobody has been in the lounge for 30 minutes": no motion there that long.
  [/\bthe ([\w' ]+?) (?:goes|has gone|is|has been) quiet for\b/g, "there has been no motion in the $1 for"],
  [/\bit (?:goes|has gone|is|has been) (?:quiet|clear) for\b/g, "there has been no motion for"],
  // "whilst nobody's in", "when mark gets in": at home, arriving home.
  [/\b(nobody|no one|everyone|everybody|someone|somebody|anyone) is in(?=\s*(?:,|$|\b(?:and|or|but|while|whilst|when|if|after|before|at|on)\b))/g, "$1 is home"],
  // Only after a word that starts an event: "…, rain gets in" is a remark about the weather, not someone arriving.
  [/\b(when|whenever|once|as soon as|after|until|if|before) (\w+) gets in(?=\s*(?:,|$|\b(?:and|or|but|while|whilst|when|if|after|before|at|on)\b))/g, "$1 $2 gets home"],
  // "when Otis gets home from school": home, wherever from.
  [/\b((?:gets?|comes?|arrives?|got|came) (?:back )?home) from (?:school|work|the office|college|uni|university|the gym|shopping|holiday|vacation|a trip|practice|training)\b/g, "$1"],
  // "…, but only on working days and if somebody is at home": the days and the condition, both kept; the "and" between
  // them joins no steps.
  [/\b(?:but )?only (on [\w' ]+?) and (?=(?:only )?(?:if|while|as long as) )/g, "$1 "],
  // "if the leak sensor finds water" (Danish "finder vand", German "findet Wasser"): it detects it.
  [/\b(finds|find|found) (?=(?:a |any )?(?:water|leak|smoke|gas|motion|movement)\b)/g, (_: string, verb: string) => (verb === "found" ? "detected " : verb === "find" ? "detect " : "detects ")],
  // "the loo motion sensor picks something up": it detects motion.
  [/\bpicks (?:something|someone|anything|anyone|movement|motion) up\b|\bpicks up (?:something|someone|anything|anyone|movement|motion)\b/g, "detects motion"],
  // "off after 2 minutes with no movement on the landing": when there has been none that long.
  [/\bafter (\d+(?:\.\d+)? (?:seconds?|minutes?|hours?)) (?:with|of) no (?:motion|movement|activity)((?: (?:on|in) the (?:(?!(?:turn|switch|shut|close|open|lower|raise|set|dim|notify)\b)[\w']+ ?)+?)?)(?=,|$| and\b| then\b| (?:turn|switch|shut|close|open|lower|raise|set|dim|notify)\b)/g, "when there is no motion$2 for $1"],
  // "the drive motion sensor sees someone", "spots movement": it detects motion.
  [/\b(?:sees|spots|notices|senses|catches) (?:someone|somebody|something|anyone|anybody|movement|motion)\b/g, "detects motion"],
  // "when the high water sensor trips", "the door sensor is triggered": a sensor that goes on.
  [/(?<!\bmotion )\b((?:sensor|detector|contact)s?) (?:trips|is tripped|gets tripped|is triggered|gets triggered|triggers|fires|goes off)\b/g, "$1 turns on"],
  [/\b(?:nobody|no one) has been in (the [\w' ]+?) for\b/g, "there has been no motion in $1 for"],
];
