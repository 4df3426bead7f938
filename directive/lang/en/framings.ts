/**
 * How people frame a request around the directive itself (a forum question, an order for an automation, a notice
 * named by its event, a wish) and days said by exception (days-excepted.ts), rewritten first (lang/en/rewrites.ts). What a device is said
 * to do comes next (device-wordings.ts).
 */
import type { Rewrite } from "../types.ts";
import { DURATION } from "./clock.ts";
import { DAYS_EXCEPTED } from "./days-excepted.ts";
import { EVENT_MARK } from "./happenings.ts";
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
/** Asking for an automation: "please create an automation that", "I want to make a rule to", "add a routine when". */
const ASK_FOR_RULE = String.raw`(?:please )?(?:(?:i|we|you) (?:want|need|would like|'d like) to |(?:just )?imagine (?:that )?you want to |let's |lets |(?:we|i) (?:achieved|did|do|solved|handle|handled) (?:this|it|that) by )?(?:create|creating|make|making|set up|setting up|build|building|write|writing|add|adding|configure|configuring) (?:an?|the|me an?) (?:automation|rule|routine)(?: in home assistant)? (?:(?:that|which|to|so that) |(?=(?:when|whenever|if|once)\b))`;

/** The rule itself, as its subject: "this app", "my automation", "a single schedule that". */
const THE_RULE = String.raw`(?:(?:this|the|my|our|an?|one|(?:a )?single) (?:app|automation|rule|script|routine|flow|blueprint|program|schedule|timer)(?: (?:that|which))?|(?:i|we) (?:have|had|use|made|set up) (?:a|an) (?:[\w-]+ )?(?:rule|automation|routine|flow|timer|app|script|schedule) (?:that|which))`;

/** Alternations of those verbs, for the rules below. */
const SAID_OF_IT = THIRD.map((t) => t.said).join("|");
const ORDER = ORDER_VERBS.join("|");

const STATE_VERB: Record<string, string> = { closed: "close", shut: "close", open: "open", opened: "open", on: "turn on", off: "turn off" };

export const FRAMINGS: readonly Rewrite[] = [
  // "If … - turn on the thermostat, and if … - turn it off": each rule as its step and its condition.
  [new RegExp(`(^|, and )(if|when|whenever|once) ([^,]+?) ?[-–] ?((?:${ORDER})\\b[^,]*)`, "g"), "$1$4 $2 $3"],
  // "when the back door opens porch light on & notify me", "when alice leaves turn off the heater": an event with no
  // comma before its step ends at its verb; the step, said with or without a verb, is what to do.
  [new RegExp(String.raw`^((?:when|whenever|once|as soon as) [^,]*?\b(?:opens|closes|opened|closed|arrives|leaves|gets home|comes home|(?:is|are) detected|finishes|finished|goes off|rings)) (?=(?!(?:in|on|at|for|from|by|near|outside|inside|after|before|between|during|while|and|or|home|back|work|the house|again)\b)(?:(?:the |my |our |all (?:the )?)?[\w' ]{2,40}? (?:on|off|to \d+(?:\.\d+)?(?: ?(?:percent|degrees))?)(?=$| and | &|,)|(?:${ORDER})\b))`), "$1, "],
  // "set the thermostat to 20 open the blind and …": a value followed by another order ends its step there.
  [new RegExp(String.raw`\bto (-?\d+(?:\.\d+)?(?: ?(?:percent|degrees))?)((?: at \d{1,2}(?::\d{2})?(?:am|pm)?)?) (?=(?:${ORDER})\b)`, "g"), "to $1$2, "],
  // "…at sunset, and if nobody is home, turn it off at 11pm": a state said before a later clause is that clause's
  // condition, as "…, and turn it off at 11pm if nobody is home" says it (the comma would give it to the clause before).
  [new RegExp(String.raw`(, (?:and|but) )(if|unless|while|as long as) ((?![^,]*\b(?:${EVENT_MARK})\b)[^,]*\b(?:is|are)\b[^,]*), ((?:${ORDER})\b[^,]*)`, "g"), "$1$4 $2 $3"],
  // "This app turns on …", "Sends a notification when …": what a rule does, said of it, is the order.
  // "A single schedule that turns on …": the same, said of a rule not yet written.
  [new RegExp(`^(?:${THE_RULE} )?(?:will |should |shall )?(?:automatically )?(${SAID_OF_IT})\\b`), (_: string, said: string) => BY_THIRD.get(said)!],
  [new RegExp(`^${THE_RULE} (?:will |should |shall )?(?:automatically )?(?=(?:${ORDER})\\b)`), ""],
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
  // Not where it names a place: "drawing room" is a room, "washing machine" a device.
  [new RegExp(`(^|, (?:and )?)(${GERUNDS.map((g) => g.ing).join("|")})\\b(?! (?:rooms?|machines?|area|board)\\b)`), (_: string, before: string, ing: string) => `${before}${BY_GERUND.get(ing)}`],
  // "With the kitchen light, it turns on whenever …": the device said first is what "it" is.
  [/^(?:with|for) ((?:the|my|our) [\w' ]+?),\s*(?:it|they) (?=(?:turns?|switch(?:es)?|comes?|goes?) (?:on|off)\b)/, "$1 "],
  // "Notifications to let me know when …": a message asked for.
  [/^(?:a |the )?(?:push )?(?:notifications?|alerts?|messages?) to (?=(?:let \w+ know|tell \w+|notify \w+)\b)/, ""],
  // "I have a rule that turns off …", "my purpose is to …", "it is recommended to …": what the rule does is asked for.
  [/^(?:i|we) (?:have|had|use|made|set up) (?:a|an) (?:[\w-]+ )?(?:rule|automation|routine|flow|timer|app|script|schedule) (?:that|which) /, ""],
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
  // After another order's comma, "will be" foretells and "… should be on then" expects ("turn on the fan when it is hot,
  // the heater will be off"): remarks, never orders.
  [/(^|, |\bthen |\d(?:am|pm)? )(the [\w' ]+?) (should|must|shall|will|needs? to|has to|have to) be (closed|shut|open|opened|on|off)\b( then$)?/g, (said: string, before: string, what: string, modal: string, state: string, then?: string) => (before === ", " && (modal === "will" || then) ? said : `${before}${STATE_VERB[state]} ${what}${then ?? ""}`)],
  // "write me a message", "write Zofia a message": a notification to them.
  [/\bwrite (me|us|\w+) an? (?:message|note|text|notification)\b/g, "notify $1"],
  // "When the dryer stops, tell Ines the washing is done": after the event, a statement told to someone is the message.
  [/(,\s*(?:and |then )?|\bthen )(tell|text|message|ping) (me|us|everyone|everybody|\w+)((?: and \w+)?) (?!(?:that|about|to|when|whenever|if|once|and|at|on|after|before|via|by|with)\b)(?=(?:the|it|its|we|our|your|my|dinner|lunch|breakfast|tea|supper|someone|somebody|there)\b[^,]*?\b(?:is|are|was|were|has|have|had|needs?)\b)/g, "$1$2 $3$4 that "],
  [/\bwrite an? (?:message|note|text|notification) to (me|us|\w+)\b/g, "notify $1"],
  // "I want the garage door to auto close after 15 minutes": once it has been open that long.
  [new RegExp(`^(?:i want|i'd like|i would like|you want) (the [\\w' ]+?) to (?:auto-? ?|automatically )?(close|shut|turn off|switch off) after ${DURATION}`), (_: string, what: string, verb: string, n: string, unit: string) => `${verb} ${what} after it has been ${/close|shut/.test(verb) ? "open" : "on"} for ${n} ${unit}`],
  [/^i want a way to (?:automatically )?/, ""],
  // "at the start of the bedtime routine at 8:00pm": a named moment said with its time is the time.
  [/\bat (?:the )?(?:start|beginning|end) of (?:the |my |our )?[\w' ]+? (?=at \d)/g, ""],
  // "I need to turn on …", "At 10:30 PM I turn off …": the speaker's own doing is the automation's.
  [/^i (?:need|want|wanted|would like|'d like|have) (?:you )?to (?=turn|switch|open|close|set|dim|start|stop)/, ""],
  [/(^|, |\d(?:am|pm)? )i (turn|switch|open|close|set|dim|shut)\b/g, "$1$2"],
  [/^i run (?=(?:the|my) )/, "turn on "],
  // "schedule my living room blinds to open …": the schedule is the automation.
  [/^schedule (.+?) to (open|close|turn on|turn off|switch on|switch off)\b/, "$2 $1"],
  // "Trigger the front door light by the motion sensor": turn it on on motion.
  [/^trigger (.+?) (?:by|with|from|on) (?:the |a )?(?:motion|movement)(?: sensor)?$/, "turn on $1 when there is motion"],
  // The request framed as a forum question or an order for an automation: "How do I turn on …", "create an automation that notifies you if …".
  [/^(?:how (?:do i|can i|could i|to|would i) )(?=turn|switch|set|open|close|dim|make|get|notify|send)/, ""],
  // "I want to create a rule to …", "imagine you want to make a rule that …", "create a rule when …": what it does.
  [new RegExp(`^${ASK_FOR_RULE}(?:notif(?:y|ies) (?:you|me|us)|alerts? (?:you|me|us))\\b`), "notify me"],
  [new RegExp(`^${ASK_FOR_RULE}(?:(${SAID_OF_IT})\\b)?`), (_: string, said?: string) => (said ? BY_THIRD.get(said)! : "")],
  // "I wanted to get a text message on my phone when …", "… it will give me a push notification": a message asked for.
  [/^i (?:want|wanted|would like|need) to (?:get|receive|have) an? (?:text |push |sms )?(?:message|notification|alert|text)(?: on my (?:phone|mobile|cell))? (?=when|if|whenever|once)/, "notify me "],
  [/\b(it will|it should|and) (?:give|send) me an? (?:push )?(?:notification|message|alert)$/, (_: string, by: string) => (by === "and" ? "and notify me" : "notify me")],
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
  ...DAYS_EXCEPTED,
  // "… when there is motion and off when there has been none for 2 minutes": none of the motion said before.
  [/(\b(?:motion|movement)\b.*)\bthere (?:has been|is|was|have been) none\b/g, "$1there has been no motion"],
];
