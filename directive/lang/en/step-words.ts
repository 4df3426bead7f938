/**
 * The words of one action phrase that are not its targets (directive/steps.ts): level idioms with the level they give,
 * politeness and noise around the verb, amounts said without a number, and numbers said as a threshold or a change.
 */
import type { StepWords } from "../types.ts";

/**
 * After "light" as the verb: what is lit ("light the porch", and with the article dropped, "Light garage" as a whole
 * step). Not "light on", "light level" or "light strip", where "light" is the noun.
 */
const LIT = String.raw`(?: (?:the|all|every|my|our)\b| (?!(?:on|off|up|down|out|levels?|sensors?|lux|intensity|strips?|bulbs?|switch(?:es)?|colou?rs?|is|are)\b)[\w']+(?: [\w']+)?\s*$)`;

export const STEP_WORDS = {
  idioms: [
    // "half open", "half down", "open the shutter halfway": half of the way is position 50 either way.
    [/\b(?:half (?:way )?(?:open|closed?|shut|down|up)|open (?:\w+ ){0,4}?(?:halfway|half way|half)|halfway|half way|(?:on |at |to )?half (?:speed|power|brightness))\b/, "level", 50],
    [/\b(?:to |at )?(?:the )?(?:minimum|lowest|dimmest|min)(?: brightness| level| setting)?\b/, "level", 1],
    [/\b(?:to |at )?(?:the )?(?:maximum|highest|brightest|full brightness|max|full speed|top speed|full power|full blast)(?: brightness| level| setting| speed)?\b|\b(?:on|at|to) full\b/, "level", 100],
    // "at a third", "on quarter brightness": that share of full.
    [/\b(?:on |at |to )?a third(?: brightness| speed| power)?\b/, "level", 33],
    [/\b(?:on |at |to )?(?:a )?quarter (?:brightness|speed|power)\b/, "level", 25],
    [/\bstop (?:the |all the |all |both )?(?=(?:[\w']+\s+){0,3}(?:shutter|blind|cover|curtain|shade|awning|garage door|gate)s?\b)/, "stop"],
  ],
  polite: /\b(?:can you|could you|would you|will you|please|i want you to|i want|i would like|make sure|ensure)\b/g,
  noise: /\b(?:fahrenheit|celsius|colou?r|speed|single|set|reset|change|put|make it|make|bring|take|(?<=^\s*)drive|turn|switch|dim|brighten|decrease|increase|reduce|adjust|again|back(?=\s*$| (?:on|off|to|up|down|in|again|it|them)\b)|fully|all the way|completely|up|down|brightness|level|position|temperature|temp|setpoint|of|is|are|to|at|it|that|this)\b/g,
  vague: /\b(?:partially|partly|slightly|a bit|a little|somewhat|a tad)\b/,
  threshold: /^(?!.*\b(?:when|whenever|if|while|once|until|after|triggers?)\b).*\b(?:above|below|over|under|more than|less than)\s+-?\d+(?:\.\d+)?(?![\d.])(?!\s*(?:seconds?|minutes?|hours?|days?)\b)/,
  changeBy: /\bby -?\d+(?:\.\d+)?(?!\s*(?:am|pm|:|o'clock))|\b(?:up|down) (?:by )?-?\d|\d (?:degrees? |percent )?(?:warmer|cooler|hotter|colder|higher|lower)\b/,
  turned: /\bturn (?:[\w' ]+ )?(?:up|down)\b|\b(?:raise|lower|increase|decrease|reduce)\b/,
  airConditioner: /\b(?:ac|aircon|air conditioning|air conditioner)\b/,
  particleLast: /^(?!\s*(?:please )?(?:turn|switch)\b).*\b(?:on|off)\s*$/,
  objectWord: /\b(?:it|its|that|this|one)\b/,
  idiomVerbs: ["open", "close", "set", "raise", "lower", "dim"],
  // "… to 21 degrees after I finish my coffee": a person's doing, not a time or an event.
  someoneDoes: /\b(?:after|before|until|once) (?:i|we|you|he|she|they)\b.*/,
  fanSpeed: /\bspeed (\d+)\b(?! ?percent)/,
  twoVerbs: /\b(?:turn|switch) (?:on|off)\b.+\b(?:turn|switch) (?:(?:it|them) )?(?:on|off)\b/,
  stopCharging: [/\bstop charging(?: the| my)?(?: car| vehicle| ev)?\b/, " off charger "],
  stepVerbs: ["dim", "brighten", "decrease", "increase", "reduce"],
  temperature: ["temperature", "temp", "setpoint"],
  valueTo: ["to", "at"],
  switchVerbs: ["turn", "switch"],
  settingVerbs: ["set", "reset", "change", "put", "make", "bring", "adjust"],
  aboutLight: new RegExp(String.raw`\b(?:dim|brighten|brightness|light up|illuminate|bright|dark)\b|^\s*light${LIT}`),
  placing: ["the", "my", "our", "his", "her", "their"],
  onIdioms: new RegExp(String.raw`\b(?:change|switch) to(?= (?:the )?(?:\w+ ){0,4}scene\b)|^\s*light\b(?=${LIT})`),
  plural: (noun) => (/(?:s|sh|ch|x)$/.test(noun) ? `${noun}(?:es)?` : `${noun}s?`),
} satisfies StepWords;
