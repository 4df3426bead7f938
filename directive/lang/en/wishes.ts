/**
 * How English asks politely or wishes, rewritten into the order it asks for ("I'd like the heater to come on at
 * five", "Would you mind turning off …", "What I want is for the pendants to go to 40 %", "Could you make it so
 * that …"); applied first of the rewrite table (lang/en/rewrites.ts), before the framings read what is left.
 */
import type { Rewrite } from "../types.ts";
import { ORDER_VERBS } from "./operations.ts";

/** The plain form of an order's gerund ("turning" → "turn", "closing" → "close", "dimming" → "dim"). */
const PLAIN: Record<string, string> = { turning: "turn", switching: "switch", closing: "close", opening: "open", setting: "set", putting: "put", dimming: "dim", running: "run", lowering: "lower", raising: "raise", activating: "activate", starting: "start", stopping: "stop", shutting: "shut", sending: "send", making: "make" };

const WISH = String.raw`(?:i'd like|i would like|i want|we want|we'd like|we would like|i'd love|i need|we need|(?:(?:i|we)(?:'m|'re| am| are) )?going to need)`;

/** What a wished device does, and the order that makes it so ("$" is the device). */
const WISHED: Record<string, string> = {
  "come on": "turn on $", "go on": "turn on $", "switch itself on": "turn on $", "turn itself on": "turn on $", "switch on": "turn on $", "turn on": "turn on $", "turned on": "turn on $", "switched on": "turn on $", on: "turn on $",
  "come off": "turn off $", "go off": "turn off $", "switch itself off": "turn off $", "turn itself off": "turn off $", "switch off": "turn off $", "turn off": "turn off $", "turned off": "turn off $", "switched off": "turn off $", off: "turn off $",
  open: "open $", opened: "open $", close: "close $", closed: "close $", shut: "close $",
  raised: "open $", lowered: "close $", "shut off": "turn off $", "come up": "open $", "go up": "open $", "come down": "close $", "go down": "close $",
  "kick on": "turn on $", "kick off": "turn off $", "set to": "set $ to", "go to": "set $ to", "be at": "set $ to", at: "set $ to",
  "running at": "set $ to", "run at": "set $ to", running: "turn on $",
};

/** Past participles of order verbs that are not the verb plus "-ed" or "-d". */
const IRREGULAR: Record<string, string> = { set: "set", shut: "shut", put: "put", cut: "cut", run: "run", keep: "kept", leave: "left", make: "made", bring: "brought", take: "taken", drive: "driven", light: "lit", send: "sent", tell: "told", dim: "dimmed", stop: "stopped", flip: "flipped" };
/** "dimmed" → "dim", "rolled up" → "roll up": each one-word order verb's participle, to its verb. */
const PARTICIPLES: Record<string, string> = Object.fromEntries(
  ORDER_VERBS.filter((verb) => !verb.includes(" ")).map((verb) => [IRREGULAR[verb] ?? (verb.endsWith("e") ? `${verb}d` : `${verb}ed`), verb]),
);
/** What follows "on" when it places a device ("the lights on the stoop"), not when it is the state ("on every day"). */
const NOUN_AFTER = String.raw`(?:the|my|our|a|an|this|that|all|(?:each|every)(?! (?:\d|day|night|morning|evening|week|hour|minute|weekday|time)))\b`;
/** Who wishes a device some way: "the heater", "all the blinds", "all 3 landing lights". */
const WISHED_TARGET = String.raw`(?:for )?((?:(?:all|every|both)(?: \d+)? (?:the |my |our )?|the |my |our )(?:(?!\bto\b)[\w' ])+?)`;
/** The order verbs, longest first, with the particle an order may carry ("to roll up", "to switch off"). */
const longestFirst = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join("|");
const VERB_ALTERNATION = longestFirst(ORDER_VERBS);

/** The other state, for a condition said negatively ("unless the window is open": if it is closed). */
const OTHER_STATE: Record<string, string> = { open: "closed", closed: "open", shut: "open", on: "off", off: "on", home: "away", away: "home" };

/** The plain verb of a third-person order ("an automation that raises the blinds"). */
const PLAIN_VERB: Record<string, string> = { turns: "turn", switches: "switch", raises: "raise", lowers: "lower", opens: "open", closes: "close", dims: "dim", sets: "set", starts: "start", stops: "stop", runs: "run", activates: "activate", "lights up": "turn on", notifies: "notify", sends: "send", shuts: "shut" };

export const WISHES: readonly Rewrite[] = [
  // How people ask on a forum: "I'm trying to get the coop light to come on at 5am", "How do I make the heater switch
  // off at 9:30?", "My goal is for the percolator to …", "Looking for an automation that turns …": the wish, or the order.
  [/^(?:i'm|i am|we're|we are) trying to (?:get|have|make) |^how (?:do|can|would|should) (?:i|we) (?:get|have|make) |^(?:my|our|the) goal is (?:for|to have|to get|to make) /, "i'd like "],
  // "Can I get the fountain pump to come on …", "Can someone help me make the lamps go off?": the wish.
  [/^(?:can|could) (?:(?:someone|somebody|anyone|you) help (?:me|us) (?:to )?|(?:i|we) )(?:get|have|make) (?=(?:the|my|our|all|both|every) )/, "i'd like "],
  [new RegExp(String.raw`^(?:(?:i'm|i am|we're|we are) )?(?:trying to (?:set up|create|build|write|find|make)|looking for) (?:an? )?(?:automation|something|rule|routine|way|script) (?:that|which|to) (?:(${Object.keys(PLAIN_VERB).join("|")})\b)?`), (_: string, verb: string | undefined) => (verb ? `${PLAIN_VERB[verb]} ` : "")],
  [/^(?:(?:i'm|i am|we're|we are) trying to|how (?:do|can|would|should) (?:i|we)|(?:my|our|the) goal is to) /, ""],
  // "Go ahead and open …", "I'd love it if you could put on …", "I'd like you to close it": the order itself.
  [/\b(?:go ahead and|i'd love it if you could|i would love it if you could|(?:could you |can you |please )?make it so (?:that )?)\s*/g, ""],
  [new RegExp(String.raw`\b${WISH} you to\s+`, "g"), ""],
  // "Is it possible to close the awning at sundown?", "… to have the towel warmer on from 6": the order, or the wish.
  [/^(?:is it possible|would it be possible|is there a way) to (?:have|get) /, "i'd like "],
  [/^(?:is it possible|would it be possible|is there a way) to /, ""],
  // "I'd like a notification when …", "I want to be alerted if …", "Priya wants a text when …": a message asked for.
  // "… a text to Walt when …": to Walt; "a reminder to take the bins out" is a message.
  [new RegExp(String.raw`(^|, )(?:${WISH}|i wish|get|(?:can|could) (?:i|we) (?:get|have)) (?:to (?:get|receive|be sent) )?(?:a|an) (?:push )?(?:notification|alert|message|text|warning)\b(?: to (?!(?:say|${ORDER_VERBS.join("|")})\b)(?=\w))?`, "g"), (said: string, before: string) => (said.endsWith(" to ") ? `${before}notify ` : `${before}notify me`)],
  [new RegExp(String.raw`(^|, )(?:${WISH}|i wish) to be (?:notified|alerted|told|warned|messaged|texted)\b`, "g"), "$1notify me"],
  [/(^|, )([a-z]+) (?:wants|would like|needs) (?:a|an) (?:push )?(?:notification|alert|message|text|warning)\b/g, "$1notify $2"],
  // "My partner wants the stove fan light dimmed", "Priya wants the sofa lamp at 40 %": a wish like one's own.
  [/^(?:(?:my|our) [a-z]+|[a-z]+) (?:wants|would like|needs) (?=(?:the|all|both|every|my|our|his|her) )/, "i'd like "],
  // "Would you mind turning off …": the order, in its plain form.
  [/\b(?:would|do) you mind (\w+ing)\b/g, (said: string, gerund: string) => (PLAIN[gerund] ? PLAIN[gerund]! : said)],
  // "What I want right now is for the pendants to go to 40 %": the same wish as "I'd like the pendants to …".
  [/^what (?:i|we) (?:want|would like|'d like|need)(?: to do)?(?: right now| now)? is (?:for )?/, "i'd like "],
  // "I'd like the heater to come on at five", "… all the blinds closed", "… the heat pump set to 20": the order
  // ("the lights on the stoop floor to go off": an "on" before "the" places the lights).
  [new RegExp(String.raw`(^|, |\s)${WISH} ${WISHED_TARGET} (?:to (?:be )?)?(${longestFirst(Object.keys(WISHED))})\b(?! ${NOUN_AFTER})`, "g"), (_: string, before: string, what: string, verb: string) => `${before}${WISHED[verb]!.replace("$", what)}`],
  // "I'd like the barn fan to run from noon", "… the percolator to start brewing", "… the stove light dimmed to 25 %":
  // any order verb, or its participle, said of the wished device, is that order on it.
  [new RegExp(String.raw`(^|, |\s)${WISH} ${WISHED_TARGET} to (${VERB_ALTERNATION})((?: (?:on|off|up|down))?)(?: \w+ing)?\b(?! ${NOUN_AFTER})`, "g"), (_: string, before: string, what: string, verb: string, particle: string) => `${before}${verb}${particle} ${what}`],
  [new RegExp(String.raw`(^|, |\s)${WISH} ${WISHED_TARGET} (${Object.keys(PARTICIPLES).join("|")})((?: (?:on|off|up|down))?)\b(?! ${NOUN_AFTER})`, "g"), (_: string, before: string, what: string, done: string, particle: string) => `${before}${PARTICIPLES[done]}${particle} ${what}`],
  [/\band (?:then )?(?:go|goes|come|comes) (on|off)(?: again)? (?=at|when|once|after)/g, "and $1 "],
  // "… on at 9 pm and back off at 11 pm": "back" says again, and names nothing.
  [/\b(and|then|and then) back (on|off)\b(?= (?:at|when|once|after|before|by|if|while|until)\b)/g, "$1 $2"],
  // "when Harriet comes home, the kettle goes on": what a device does, after the event, as the order.
  [/(,\s*)((?:the |my |our )[\w' ]+?) (?:goes|comes|turns|switches) (on|off)(?=,|$)/g, "$1turn $3 $2"],
  // "As long as someone is home, …": only then.
  [/^as long as ([^,]+),\s*/, "if $1, "],
  // "…, as long as it is dark", "…, provided someone is home": a condition said last, for every part before it.
  [/,\s*(?:but )?(?:as long as|so long as|provided(?: that)?)\s+(?=[^,]+$)/, ", but only if "],
  // "Unless it's already light out": only while it is dark; "unless it's already dark": only while it is light.
  [/\bunless it is (?:already )?(?:light|bright)(?: out(?:side)?)?\b/g, "if it is dark"],
  [/\bunless it is (?:already )?dark(?: out(?:side)?)?\b/g, "if it is light"],
  // "um", "ok so", "turn the lamp off, would you": words said around the order, which ask nothing of the home.
  [/(^|,\s*|\s)(?:um+|uh+|erm|er|hmm+)(?=\s|,|$),?/g, "$1"],
  [/^(?:ok(?:ay)?|right|so|alright|hey)(?: so)?,? (?=\w)/, ""],
  [/,? (?:would you|could you|can you|will you|please|thanks|thank you|cheers|ta)$/, ""],
  // "kindly switch off …", "kindly do the needful and …": the order, asked politely.
  [/\b(?:kindly )?do the needful(?: and)?\s*/g, ""],
  [/\bkindly\s+/g, ""],
  // "on the AC at 24", "off the geyser", "and off it when …": "on" and "off" said as the verb.
  [/(^|,\s*(?:and |then )?|\band (?:then )?|\bthen )(on|off) (?=(?:the|my|our|all|every|both|it|them)\b(?! (?:weekends?|weekdays?|hour|half|dot|first|second|third|ground|top|upper|lower|floor|\d)))/g, "$1turn $2 "],
  // "at dusk on the puja room light", "at 11 pm off all lights": after a moment said first, the particle is the verb.
  [/(^(?:at|by) (?:\d{1,2}(?::\d{2})?(?: ?[ap]m)?|sunset|sunrise|dusk|dawn|noon|midnight)(?: (?:every day|daily|on weekdays|on weekends))?,? )(on|off) (?=(?:the|my|our|all|every|both)\b(?! (?:weekends?|weekdays?|ground|top|upper|lower|floor)\b))/, "$1turn $2 "],
  // "pop the lights on", "bung the heating on", "whack the rad up to 21": British for put.
  [/\b(?:pop|bung|stick|whack)\b(?= (?:the|my|our|it|them|all)\b[^,]*?\b(?:on|off|up|down)\b)/g, "put"],
  // "bloody hot", "really cold": as hot, as cold; the threshold said beside it is the measure.
  [/\b(?:bloody|really|very|super|freezing) (?=(?:hot|cold|warm|chilly|humid|dark|bright)\b)/g, ""],
  // "put the fan on like fifty percent": about that much, which is that much.
  [/\b(?:like|about|around|roughly) (?=\d+(?:\.\d+)? percent\b)/g, ""],
  // "First close the awning, then …": the order in which the steps are written is the order they run.
  [new RegExp(`^(?:first(?: of all)?|firstly),? (?=(?:${ORDER_VERBS.join("|")})\\b)`), ""],
  // "once a day at noon": every day at that time.
  [/\b(?:once a day|once daily|every single day)\b/g, "every day"],
  // "but not if it's light outside or Orrin is away": neither, so not the one and not the other.
  [/\b(unless|(?:not|except) (?:if|when|while)) ([^,]+?) or (?=(?:the |my |our )?[\w']+(?: [\w']+)? (?:is|are)\b)/g, "$1 $2 and $1 "],
  // "but not if it is light outside": only while it is dark, and the other way round; "unless it's raining": while it is not.
  [/,?\s*\b(?:but )?(?:unless|(?:not|except) (?:if|when|while)) it is (light|dark|raining|snowing)(?: outside| out)?\b/g, (_: string, state: string) => `, if it is ${({ light: "dark", dark: "light" } as Record<string, string>)[state] ?? `not ${state}`}`],
  // "unless the outdoor temperature is below 10", "not if the humidity is over 80": only while the reading is on the
  // other side of the number.
  [/(?:,?\s*\b(?:but )?(?:unless|(?:not|except) (?:if|when|while))) ((?:the |my |our )?(?:(?!\b(?:is|are|and|or|if|not)\b)[\w' ])+?) (is|are) (above|over|more than|higher than|warmer than|below|under|less than|lower than|colder than) (?=-?\d)/g, (_: string, what: string, be: string, side: string) => `, if ${what} ${be} ${/^(?:above|over|more|higher|warmer)/.test(side) ? "below" : "above"} `],
  // "unless the skylight is open", "but not if they are already on", "don't bother if Odell isn't home": only while the
  // state is the other one ("if the skylight is closed", "if Odell is home"). Never of "someone" or "any window":
  // the other of "someone is home" is "nobody is", the rules below.
  [/(?:,?\s*\b(?:but )?(?:unless|(?:not|except) (?:if|when|while))|,?\s*\b(?:but )?(?:do not|don't) bother (?:if|when)) ((?!(?:someone|somebody|anyone|anybody|everyone|everybody|nobody|no one|any|all|every|some)\b)(?:the |my |our )?(?:(?!\b(?:is|are|and|or|if|not)\b)[\w' ])+?) (is|are) (not )?(?:already |still )?(open|closed|shut|on|off|home|away)\b/g, (_: string, who: string, be: string, not: string | undefined, state: string) => `, if ${who} ${be} ${not ? state : OTHER_STATE[state]}`],
  // "not if nobody is home", "unless no one is in": only while someone is.
  [/(?:,?\s*\b(?:but )?(?:unless|(?:not|except) (?:if|when|while))) (?:nobody|no one|no-one) is (?:at )?(?:home|in|around)\b/g, ", if someone is home"],
  // "Unless Alice is home, turn off …": a state said first opens the directive, with no comma before it.
  [/^,\s*/, ""],
  // What the two rules above leave of "not if A or B": "if A' and, if B'" is "if A' and B'".
  [/\band\s*,\s*if\b/g, "and"],
  // "… at sunset until 11pm unless nobody is home", "…, but only if …", "…, but only on weekends": the window's end keeps
  // its "if" or its days, as when said without the comma (which parted them, and the light was never turned off).
  [/\b((?:until|till|til) [^,]+?),\s*(?:but )?(?:only )?(?:if|provided(?: that)?|as long as)\b/g, "$1 if"],
  [/\b((?:until|till|til) [^,]+?),\s*(?:but )?only (on|at|during)\b/g, "$1 $2"],
  // "unless there is motion in the yard", "unless someone is home": only while there is none, only while nobody is.
  [/\bunless there is (?:any )?(?:motion|movement)\b/g, "if there is no motion"],
  [/\bunless (?:someone|somebody|anyone|anybody) is (?:at )?home\b/g, "if nobody is home"],
  [/\bunless (?:everyone|everybody) is (?:out|away|gone)\b/g, "if someone is home"],
  // "after sunset but before 11 pm": both bounds of the window.
  [/\b(after [^,]+?) but (before)\b/g, "$1 and $2"],
  // "straight away", "right away": now, which a directive always means.
  [/\s*\b(?:straight away|right away|at once|right now)\b/g, ""],
  // "Switch the bedside lamp off now", "towel rail on now and off again in 20 mins": now, at the end of the directive
  // or of its first step, is when a directive acts anyway ("now and then", "now and again" say how often: kept).
  [/,?(?<!\bjust)\s+now(?=$|,\s*\S| and (?:then )?(?!again\b|then\b)\S)/g, ""],
  // "when either the back door or the gate opens": either of them, the "or" says.
  [/\beither (?=(?:the|a|an|my|our)\b[^,]*\bor\b)/g, ""],
];
