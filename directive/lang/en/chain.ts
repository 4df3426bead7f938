/**
 * How English chains clauses that each have a moment of their own (directive/chain.ts): "on at sunset, off at 11",
 * "close the blinds at dusk, then open them at 7"; and how one clause's event reads (lang/en/event-clause.ts).
 */
import type { ChainWords, SplitWords } from "../chain-shape.ts";
import { DAY } from "./clock.ts";
import { EVENT_CLAUSE_WORDS } from "./event-clause.ts";

/** A command without a verb, then its moment: "spa pump off at 10pm", "the blinds up at 7". */
const VERBLESS = String.raw`(?:the |my |our )?[\w' ]{1,40}? (?:on|off|up|down|to \d+(?:\.\d+)? ?(?:percent|degrees)?)(?= (?:at|when|whenever|once|if|after|before|from|every)\b)`;

const SPLIT_WORDS = {
  // ", and", ",", " and", " but", or a bare "on"/"off" after a time ("on at 9am off at 3pm"), never "on weekdays".
  separator: new RegExp(String.raw`,\s*(?:(?:and\s+)?then\s+|and\s+|but\s+)?|\s+(?:and|but)\s+(?:then\s+)?|(?<=\d(?:am|pm)?|\b(?:sunset|sunrise|dusk|dawn|midnight|noon))\s+(?=(?:on|off)\b(?!\s+(?:weekdays?|weekends?|workdays?|${DAY})\b))`, "g"),
  // "off at 11pm", "turn them off when …", "close them at dusk", "set them to 100 % at sunrise", "back to auto when …".
  starts: (branchVerbs) => new RegExp(`^(?:(?:${branchVerbs})\\b|(?:back\\s+)?(?:on|off)\\b|(?:up|down)\\b(?=\\s(?:at|when|whenever|once|after|before|from|every)\\b)|back to\\b|to \\d|(?:then\\s+)?(?:they|it)\\s+(?:go|goes|turn|turns|come|comes|switch|switches)\\b|${VERBLESS})`),
  valueSaid: /\b\d+(?:\.\d+)? ?(?:percent|degrees(?: celsius| fahrenheit)?)\b|^(?:set|put|turn|dim|raise|lower)\b[^,]*? to \d+(?:\.\d+)?\b(?!:| ?(?:am|pm|o'?clock))/g,
  conditionFirst: ["if", "unless", "when", "whenever"],
  conditionOnly: /\s(?:but )?(?:only )?(?:if|unless)\s.*$/,
  moment: new RegExp(String.raw`\b(?:at|when|whenever|if|once|after|before|until|till|from|between|every|daily|nightly|sunset|sunrise|sundown|dusk|dawn|noon|midnight|weekdays?|weekends?|later|${DAY}s?)\b|\d`),
  // "close the blinds at dusk, then open them at 7", "at sunset close them and at 8 open them".
  opensAfterDusk: /^\W*(?:and |then |, )*(?:at \S+ |on \S+ )?(?:open|raise|lift|pull up)\b/,
  // "the porch light on at sunset and the coffee maker on at 7".
  startedAtBareHour: /^\W*(?:and |then |, )*(?:at \S+ )?(?:turn on|switch on|start|run|open|raise)\b(?![^,]*\b(?:it|them)\b)[^,]*?\bat (\d{1,2}(?::\d{2})?)(?![\d:]|\s?(?:am|pm)\b)/,
  // "on at 6 and off at 4", never another device's morning ("… off at 8, and the heating on at 6:30").
  pairsHalf: /^\W*(?:and |then |, )*(?:(?:turn|switch|shut) )?(?:(?:it|them) )?(?:on|off|close|open)\b/,
  bareHour: /\bat (?:half (?:past )?)?(\d{1,2})(:\d{2})?(?![\d:]|\s?(?:am|pm)\b)/,
  eveningEnd: /^[^,]*?\b(?:at|until|till) (?:(\d{1,2})(?::(\d{2}))? ?pm\b|(midnight|0?0:00\b)|(1[3-9]|2[0-3]):(\d{2})\b)/,
  beforeEndKeyword: /^.*?\b(?=at|until|till)/,
  goingOff: ["off", "out"],
} satisfies SplitWords;

export const CHAIN_WORDS = { split: SPLIT_WORDS, events: EVENT_CLAUSE_WORDS } satisfies ChainWords;
