/**
 * How people frame a request around the directive itself (a forum question, an order for an automation,
 * a notice named by its event) and days said by exception, rewritten first (lang/en/rewrites.ts).
 */
import type { Rewrite } from "../types.ts";
import { DAY, DURATION } from "./clock.ts";
import { OPERATIONS, ORDER_VERBS } from "./operations.ts";

/** "switching", "closing", "dimming": the -ing form of an operation's first word. */
const gerund = (verb: string) => {
  const [word, ...rest] = verb.split(" ");
  const ing = /[^e]e$/.test(word!) ? `${word!.slice(0, -1)}ing` : /^[^aeiou]*[aeiou][bdgmnprt]$/.test(word!) ? `${word}${word!.at(-1)}ing` : `${word}ing`;
  return { ing: [ing, ...rest].join(" "), verb };
};
/** The operations' own verbs (not the setting or message ones). */
const OPERATION_VERBS = [...new Set([...Object.values(OPERATIONS.phrasal), ...Object.values(OPERATIONS.verbs)].flat())];
const GERUNDS = OPERATION_VERBS.map(gerund);
const BY_GERUND = new Map(GERUNDS.map((g) => [g.ing, g.verb]));
/** "turns", "switches", "notifies": an operation's or a message's verb said of the rule that does it. */
const third = (verb: string) => {
  const [word, ...rest] = verb.split(" ");
  const s = /(?:s|sh|ch|x)$/.test(word!) ? `${word}es` : /[^aeiou]y$/.test(word!) ? `${word!.slice(0, -1)}ies` : `${word}s`;
  return { said: [s, ...rest].join(" "), verb };
};
const THIRD = ORDER_VERBS.map(third);
const BY_THIRD = new Map(THIRD.map((t) => [t.said, t.verb]));
/** Alternations of those verbs, for the rules below. */
const SAID_OF_IT = THIRD.map((t) => t.said).join("|");
const ORDER = ORDER_VERBS.join("|");

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
/** "friday and saturday" → the other five days, as the weekday list the schedule reads. */
function otherDays(said: string): string {
  const left = WEEKDAYS.filter((day, i) => !(said.includes(day) || (/weekends?/.test(said) && i >= 5) || (/weekdays?/.test(said) && i < 5)));
  return `on ${left.join(", ")}`;
}

const STATE_VERB: Record<string, string> = { closed: "close", shut: "close", open: "open", opened: "open", on: "turn on", off: "turn off" };

export const FRAMINGS: readonly Rewrite[] = [
  // "should switch off itself": the device turning off.
  [/\b(turn|switch)(?:es|s)? (on|off) (?:itself|themselves)\b|\b(turn|switch)(?:es|s)? (?:itself|themselves) (on|off)\b/g, (_: string, a?: string, b?: string, c?: string, d?: string) => `${a ?? c} ${b ?? d}`],
  // "If … - turn on the thermostat, and if … - turn it off": each rule as its step and its condition.
  [new RegExp(`(^|, and )(if|when|whenever|once) ([^,]+?) ?[-–] ?((?:${ORDER})\\b[^,]*)`, "g"), "$1$4 $2 $3"],
  // "This app turns on …", "Sends a notification when …": what a rule does, said of it, is the order.
  [new RegExp(`^(?:(?:this|the|my|our) (?:app|automation|rule|script|routine|flow|blueprint|program) )?(?:will |should |shall )?(?:automatically )?(${SAID_OF_IT})\\b`), (_: string, said: string) => BY_THIRD.get(said)!],
  [new RegExp(`^(?:this|the|my|our) (?:app|automation|rule|script|routine|flow|blueprint|program) (?:will |should |shall )?(?:automatically )?(?=(?:${ORDER})\\b)`), ""],
  // "turn on a bathroom light based on motion": when there is motion.
  [/\bbased on (?:the )?(?:motion|movement|occupancy)\b/g, "when there is motion"],
  // "reminds you to …", said of the rule: the message is for the person reading it.
  [new RegExp(`^(${OPERATIONS.notify.join("|")}) you\\b`), "$1 me"],
  // "Will dim the landing light …", "I want to notify when …": the order, said as what will happen.
  [new RegExp(`^will (?=(?:${ORDER})\\b)`), ""],
  [/^i (?:want|would like|need) to (notify|alert|warn)\b(?! me\b)/, "$1 me"],
  // "every morning at 6:30 AM, it turned on the electric blanket": what it did is what it is to do.
  [/\bit (?:turned|switched) (on|off)\b/g, "turn $1"],
  // "…, you will be notified": a message asked for.
  [/\b(?:you|i|we) (?:will |shall |should |would )?(?:be|get|are|gets) (?:notified|alerted|warned|informed)\b/g, "notify me"],
  // "switching on the coffee machine", a step written as what happens: the verb.
  [new RegExp(`(^|, (?:and )?)(${GERUNDS.map((g) => g.ing).join("|")})\\b`), (_: string, before: string, ing: string) => `${before}${BY_GERUND.get(ing)}`],
  // "I have a rule that turns off …", "my purpose is to …", "it is recommended to …": what the rule does is asked for.
  [/^(?:i|we) (?:have|had|use|made|set up) (?:a|an) (?:rule|automation|routine|flow|timer|app|script|schedule) (?:that|which) /, ""],
  [/^(?:my|our|the) (?:purpose|goal|idea|aim|plan) is to /, ""],
  [/\bit is (?:recommended|advisable|best|a good idea) to /g, ""],
  [/\b(?:utilize|utilise|use) (?:a|the) timer to /g, ""],
  // "If e.g. a smoke detector triggers": an example is what is asked for.
  [/\b(?:e\.g|eg|i\.e|for example|for instance)\b,? ?/g, ""],
  // "rig Juniper's night light to turn off at 6am": the light, turned off then.
  [/^(?:rig|program|configure|set) ((?:the |my |our )?[\w' ]+?) to (turn on|turn off|switch on|switch off|open|close)\b/, "$2 $1"],
  // "receive a notification every time …": a message asked for.
  [/^(?:i )?(?:receive|get) an? (?:push )?(?:notification|message|alert|text)\b/, "notify me"],
  // "This automation turns on …": the automation is what is asked for.
  [/^this automation (?=turns?\b|switch(?:es)?\b|opens?\b|closes?\b|sets?\b|will\b|should\b)(?:will |should )?/, ""],
  // "I'd like Glen to receive a text if …", "you want to receive a notification if …": a message asked for.
  [/^(?:i'd like|i would like|i want) (\w+) to (?:get|receive) an? (?:text|message|notification|alert)\b/, "notify $1"],
  [/^(?:you|we) (?:want|would like|'d like|need) to (?:get|receive|have) an? (?:text |push )?(?:message|notification|alert|text)\b/, "notify me"],
  // "I'd like the bedroom blinds closed at night": the state wished for, as the step that makes it.
  [/^(?:i'd like|i would like|i want|you want|we want) (the [\w' ]+?) (?:to be )?(closed|shut|open|opened|on|off)\b/, (_: string, what: string, state: string) => `${STATE_VERB[state]} ${what}`],
  // "… then the office fan should be on", "the shutters must be closed at sunset": the state wanted, as the step that makes it.
  [/(^|, |\bthen |\d(?:am|pm)? )(the [\w' ]+?) (?:should|must|shall|will|needs? to|has to|have to) be (closed|shut|open|opened|on|off)\b/g, (_: string, before: string, what: string, state: string) => `${before}${STATE_VERB[state]} ${what}`],
  // "… the front door lights go to 90%": a level said as what the device does, as the step that sets it.
  // Never an event's subject ("if the bathroom light turns on at 50 %").
  [/(?<!\b(?:when|whenever|if|once|while|until|unless|and|or) )\b(the (?:(?!\b(?:is|are|was|were|opens?|opened|closes?|closed|when|if|at|and|or)\b)[\w' ])+?) (?:goes|go|is set|are set|gets set|get set|come on|comes on|turn on|turns on) (?:to|at) (\d+(?:\.\d+)? percent)\b/g, "set $1 to $2"],
  // "put the thermostat on heat at 21": a mode's number is its temperature, not a clock time.
  [/\b(on|in|to) (heat cool|heat|cool|auto|dry)(?: mode)? at (\d{1,2}(?:\.\d+)?)\b(?! ?(?::|am|pm|o'?clock|percent))/g, "$1 $2 mode to $3 degrees"],
  // "write me a message", "write Zofia a message": a notification to them.
  [/\bwrite (me|us|\w+) an? (?:message|note|text|notification)\b/g, "notify $1"],
  [/\bwrite an? (?:message|note|text|notification) to (me|us|\w+)\b/g, "notify $1"],
  // "make the worktop lights 20 % brighter": a brightness step.
  [/\bmake (.+?) (\d+(?:\.\d+)?) percent (brighter|dimmer|darker)\b/g, (_: string, what: string, n: string, way: string) => `${way === "brighter" ? "brighten" : "dim"} ${what} by ${n} percent`],
  // "warm white with 30 percent": at that brightness.
  [/\bwith (\d+(?:\.\d+)?) percent(?: brightness)?\b/g, "at $1 percent"],
  // "drive the roller shutter down": lower it.
  [/\b(?:drive|put) ((?:the |my |our )?[\w' ]+?(?:door|gate|shutters?|blinds?|shades?|curtains?)|it|them) (down|up)\b/g, (_: string, what: string, way: string) => `${way === "down" ? "lower" : "raise"} ${what}`],
  // "the balcony solar makes more than 0.6 kW": generates.
  [/\b(?:makes|produces|delivers|generates) (more|less) than\b/g, "is generating $1 than"],
  // "switch over to the homework scene", "switch the thermostat over to cool": to it.
  [/\b(switch|turn|change|set|put)( [\w' ]+?)? over to\b/g, "$1$2 to"],
  // "crank the porch fan all the way up": to its maximum.
  [/\b(?:crank|turn|put) ((?:the |my |our )[\w' ]+?) all the way up\b/g, "set $1 to 100 percent"],
  // "bump the game room lights up 20%": a brightness step, up or down.
  [/\b(?:bump|turn|take|bring|nudge|crank|knock) ((?:the |my |our |it|them)[^,]*?) (up|down) (\d+(?:\.\d+)?) percent\b/g, "take $1 $2 by $3 percent"],
  // "walkway lights and porch light on at dusk": devices, then the state and when.
  [/^((?:(?!\b(?:on|off|at|when|if|turn|switch|set|shall|will|should|comes?|goes?|turns?|notifications?)\b)[\w' ]){2,60}? and (?:(?!\b(?:on|off|at|when|if|turn|switch|set|shall|will|should|comes?|goes?|turns?)\b)[\w' ]){2,40}?) (on|off) (?=at |when |every |if |on )/, "turn $2 $1 "],
  // "let the shutter down", "let the blinds up": lower or raise them.
  [/\blet ((?:the |my |our )?[\w' ]+?|it|them) (down|up)\b/g, (_: string, what: string, way: string) => `${way === "down" ? "lower" : "raise"} ${what}`],
  // "I want the garage door to auto close after 15 minutes": once it has been open that long.
  [new RegExp(`^(?:i want|i'd like|i would like|you want) (the [\\w' ]+?) to (?:auto-? ?|automatically )?(close|shut|turn off|switch off) after ${DURATION}`), (_: string, what: string, verb: string, n: string, unit: string) => `${verb} ${what} after it has been ${/close|shut/.test(verb) ? "open" : "on"} for ${n} ${unit}`],
  [/^i want a way to (?:automatically )?/, ""],
  // "lets have Owen's lamp come on at 8pm and have it shut off at 8:30pm": have X do it is doing it to X.
  [/^let'?s have ((?:the )?[\w' ]+?) (?:come|go|turn|switch) (on|off)\b/, "turn $2 $1"],
  [/\bhave (it|them) (?:shut|turn|switch|go|come) (off|on)\b/g, "turn $1 $2"],
  // "at the start of the bedtime routine at 8:00pm": a named moment said with its time is the time.
  [/\bat (?:the )?(?:start|beginning|end) of (?:the |my |our )?[\w' ]+? (?=at \d)/g, ""],
  // "I need to turn on …", "At 10:30 PM I turn off …": the speaker's own doing is the automation's.
  [/^i (?:need|want|wanted|would like|'d like|have) (?:you )?to (?=turn|switch|open|close|set|dim|start|stop)/, ""],
  [/(^|, |\d(?:am|pm)? )i (turn|switch|open|close|set|dim|shut)\b/g, "$1$2"],
  [/^i run (?=(?:the|my) )/, "turn on "],
  // "have the curtains close 15 minutes before sunset": the curtains, closed then.
  [/^have ((?:the|my|our) [\w' ]+?) (close|open|turn on|turn off|switch on|switch off)\b/, "$2 $1"],
  // "Set the dinner scene": a scene is set by activating it.
  [/\bset (?:the |my |our )?([\w' ]+? scene)\b/g, "activate the $1"],
  // "schedule my living room blinds to open …": the schedule is the automation.
  [/^schedule (.+?) to (open|close|turn on|turn off|switch on|switch off)\b/, "$2 $1"],
  // "Trigger the front door light by the motion sensor": turn it on on motion.
  [/^trigger (.+?) (?:by|with|from|on) (?:the |a )?(?:motion|movement)(?: sensor)?$/, "turn on $1 when there is motion"],
  // "Kitchen Lights FULL": a light at full brightness.
  [/^((?:the )?[\w' ]{2,40}? lights?) (?:full|full brightness|max|maximum)$/, "set $1 to 100 percent"],
  // The request framed as a forum question or an order for an automation: "How do I turn on …", "create an automation that notifies you if …".
  [/^(?:how (?:do i|can i|could i|to|would i) )(?=turn|switch|set|open|close|dim|make|get|notify|send)/, ""],
  [/^(?:please )?(?:create|make|set up|build|write|add) (?:an?|the|me an?) automation(?: in home assistant)? (?:that|which|to) (?:notif(?:y|ies) (?:you|me|us)|alerts? (?:you|me|us))\b/, "notify me"],
  [/^(?:please )?(?:create|make|set up|build|write|add) (?:an?|the|me an?) automation(?: in home assistant)? (?:that|which|to) /, ""],
  // "I wanted to get a text message on my phone when …", "… it will give me a push notification": a message asked for.
  [/^i (?:want|wanted|would like|need) to (?:get|receive|have) an? (?:text |push |sms )?(?:message|notification|alert|text)(?: on my (?:phone|mobile|cell))? (?=when|if|whenever|once)/, "notify me "],
  [/\b(?:it will|it should|and) (?:give|send) me an? (?:push )?(?:notification|message|alert)$/, "notify me"],
  // "provide me and my wife with a notification when …": a message asked for.
  [/^(?:please )?(?:provide|give|send) (me|us)( and [\w' ]+?)? with an? (?:push )?(?:notification|message|alert)\b/, (_: string, who: string, more?: string) => (more || who === "us" ? "notify us" : "notify me")],
  // "Notification and turn lights on when …": a message asked for by its noun, first of the steps.
  [/^(?:a |an )?(?:push )?(?:notification|alert|message) and (?=turn|switch|open|close|set)/, "notify me and "],
  // "Washing Machine Done Notification": the notice named by its event.
  [/^((?:the )?[\w' ]{3,40}?) (done|finished|complete) (?:notification|alert|notice)$/, "notify me when $1 is $2"],
  // "Notify on leak detected": on an event is when it happens.
  [/^(notify|alert)(?: me)? on (?=\w+ (?:is )?(?:detected|opened|closed|open|completed|finished|done)\b)/, "notify me when "],
  // "A notification will be generated if the door …": the message, asked for in the passive, first.
  [/^(?:a |an )?(?:push )?(?:notification|message|alert|text) (?:will be|is|should be|gets|must be) (?:generated|sent|created|triggered|pushed|issued)(?: to (?:my|our) (?:phone|mobile|cell)s?)?\b/, "notify me"],
  // "… a push notification is sent to my phone": the message, asked for in the passive.
  [/,? (?:then )?(?:a |an )?(?:push )?(?:notification|message|alert|text) (?:is|are|should be|will be|gets) sent(?: to (?:my|our) (?:phone|mobile|cell)s?)?$/, ", notify me"],
  // "set a schedule so that the carport lights come on at dusk": the lights, turned on then.
  [/^set (?:up )?a schedule (?:so that|so|that) /, ""],
  // "the porch light should come on at dusk", "is programmed to go on", "I have my porch light scheduled to turn off at 11pm".
  [/\b(?:should|must|shall|will|would|needs? to|has to|have to|(?:is|are) (?:programmed|scheduled|set|timed|configured) to) (?=(?:come|go|turn|switch)(?:es|s)? (?:on|off)\b)/g, ""],
  [/^i have ((?:the |my |our )[\w' ]{2,40}?) (?:set|programmed|scheduled|timed|configured) to (?:come|go|turn|switch) (on|off)\b/, "turn $2 $1"],
  // "when the door opens the porch light comes on": the event, then what the device does, with no comma between.
  [/^(when|whenever|if|once) ([^,]+?) (the (?:(?!\b(?:is|are|was|were|opens?|opened|closes?|closed|goes|above|below|when|if|and|or)\b)[\w' ])+?) (?:comes?|goes?|turns?|switch(?:es)?) (on|off)$/, "$1 $2, turn $4 $3"],
  [/^((?:the )?[\w' ]{2,40}?) (?:comes?|goes?) (on|off) (?=at |every |on |when |if )/, "turn $2 $1 "],
  // "the dining table lamp turns on at 7 p.m.": a device that turns itself on then ("these", "it" and modals name no device).
  [/^((?:(?!\b(?:will|should|shall|must|can|could|would|these|those|they|it|to|sure)\b)[\w' ]){2,40}?) (?:turns?|switch(?:es)?) (on|off) (?=at |every |when |if |as )/, "turn $2 $1 "],
  // "at 7am, the lights in Owen's room come on": the time first, then what happens.
  [/^(at [^,]+), ((?:the )?[\w' ]{2,60}?) (?:comes?|goes?|turns?|switch(?:es)?) (on|off)(?: automatically)?$/, "$1, turn $3 $2"],
  [/^(at \d[^,]*?),? ((?:the )?(?:(?!\b(?:if|when|while|unless|is|are|still|open|close|shut|turn|switch|set)\b)[\w' ]){2,60}?) (?:gently |slowly |automatically )?(open|close)s?(?: automatically)?$/, "$1, $3 $2"],
  // "heated towel rail 5am-7am": a device and the window it is on in.
  [/^(?!(?:turn|switch|set|open|close|dim|activate|keep|run|start|notify|when|if|at|on|from|every)\b)((?:the |my |our )?[\w' ]{2,40}?),? (?:on )?(?=from \d[^,]* until \d)/, "turn on $1 "],
  // "bathroom heat lamps and the towel warmer, on at 6:05 AM": devices, then their state and time.
  [/^(?!(?:turn|switch|set|open|close|dim|activate)\b)((?:(?!\b(?:on|off|at)\b)[\w' ]){2,80}?), (on|off) (?=at \d[^,]*$)/, "turn $2 $1 "],
  // "at 23:30 except on friday and saturday", "every day but not on weekends": the other days.
  [new RegExp(`\\b(?:every day )?(?:except|but not|apart from|other than|excluding) (?:on |at |during )?(?:the )?((?:${DAY}|weekends?|weekdays?)(?:(?:,| and| or|, and) (?:on )?(?:${DAY}|weekends?))*)\\b`, "g"), (_: string, days: string) => otherDays(days)],
  // "… when there is motion and off when there has been none for 2 minutes": none of the motion said before.
  [/(\b(?:motion|movement)\b.*)\bthere (?:has been|is|was|have been) none\b/g, "$1there has been no motion"],
];
