/**
 * What English puts before a directive (directive/titles.ts): an assistant's wake word, a request for an automation,
 * and a title that says when the directive runs ("Weekend mornings:"), on which days, or the event that starts it.
 */
import type { TitleWords } from "../types.ts";
import { ORDER_VERBS } from "./operations.ts";

/** One day or a range of them, as a title says it: "Mon-Sat", "saturdays", "weekdays". */
const DAYS = String.raw`(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]* ?(?:-|–|to|through|thru) ?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekdays?|weekends?)`;

export const TITLE_WORDS = {
  addressed: [
    /^(?:(?:hey|ok|okay|hi)\s+)?(?:siri|google|alexa|mycroft|homey|jarvis|assistant|computer|nabu)\s*[,:!.]\s*/,
    /^(?:hey|ok|okay)\s+(?:siri|google|alexa|mycroft|homey|jarvis|assistant|nabu)\s+/,
    /^(?:siri|alexa|jarvis)\s+(?=(?:please\s+)?(?:turn|switch|set|open|close|dim|notify|start|stop)\b)/,
  ],
  // "sunset lamp (floor lamp on 20 min before sunset, when someone is present)": an automation's name with its
  // description in brackets; not "Exterior Lights (on at sunset)", whose brackets say only when, nor a name that orders.
  bracketed: new RegExp(String.raw`^(?![^(]*\b(?:${ORDER_VERBS.join("|")}|on|off)\b)[^():,\d]{2,40}?\s\((?=(?:[^()\s]+\s+){3,}[^()]*\)\s*[.!]?$)`),
  request: /^(?:please\s+)?(?:create|make|write|set up|add|build)\s+(?:an?\s+|me\s+an?\s+)?(?:automation|routine|rule)\s+(?:that|which|to)\s+/,
  // "Movie Started - Turn Off Lights", "Bed Power Supply • auto-off after 30 s": what sets a title off.
  dash: "[-–—•·|]",
  offsetUnits: ["minutes", "minute", "mins", "min", "hours", "hour", "hrs", "hr", "h"],
  event: /\s+(?:is\s+|are\s+|was\s+)?(?:left\s+)?(open|opened|closed|shut)(?=$|\s+(?:after|before|at|during|between|while|on)\b)/,
  bodyEvent: /\b(?:when|whenever|once|as soon as)\b/,
  timed: /\bat (?:midnight|noon|(?:sunset|sunrise)(?: (?:minus|plus|[-+]) ?\d+ ?(?:min(?:ute)?s?|hours?|hrs?))?|\d{1,2}(?::\d{2})?\s?(?:[ap]\.?m\.?)?)(?=\s|$)/,
  atOnly: /^(?:at )?(?:midnight|noon|midday|sunset|sunrise|dusk|dawn|\d{1,2}(?:[:.]\d{2})?\s?(?:[ap]\.?m\.?)?)[.!]?$/,
  partOfDay: /^(?:(?:during the |in the )?(day|day ?time|daylight)|(?:at )?(?:night|night ?time|after dark|dark))$/,
  days: new RegExp(String.raw`\b(?:on |every )?${DAYS}(?:(?:,| and| or| &) ${DAYS})*(?: (?:mornings?|evenings?|nights?|afternoons?))?\b`),
  notDays: /\b(?:not|never|no|except|but|skip|excluding|off)\s*(?:on\s*)?$/,
  daysNot: /^\s*(?:off|excluded|skipped)\b/,
  clockSaid: /\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b\d{1,2}:\d{2}\b|\b(?:at|by) \d{1,2}\b|\b(?:midnight|noon)\b/,
  written: { at: "at", on: "on", except: "except", the: "the", day: "during the day", night: "at night" },
  dayLeads: ["on", "every"],
  onlyWords: ["only"],
  // "Movie time: close the blinds …", "Good night: turn off …", "I'm pulling in now: open the gate": a routine's name or the
  // speaker's own news, said as the steps are wanted now. Not "Washing done:", "Print finished:", which are events.
  routine: /^(?:[\w']+ time|bed ?time|wake ?up|lock ?up|locking up|good ?(?:night|morning)|(?:movie|film|game|date|pizza|tv) night|(?:i'm|i am|we're|we are) [\w' ]+)$/,
  // "Heater - Auto off when Cam leaves home": "auto" says the automation is automatic, not a mode.
  bareState: /^(?:(?:auto|automatically) )?(?:on|off)\b(?= (?:while|whilst|when|whenever|if|as long as|with)\b)/,
  automatic: ["auto", "automatic", "automated", "smart"],
  pronouns: ["them", "it", "its"],
  determiners: ["the", "my", "our"],
  stateAfter: /\s+(?:is\s+)?(?:done|finished|complete|ready|running|started|open|closed|on|off)$/,
} satisfies TitleWords;
