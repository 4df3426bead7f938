/**
 * Stage "ellipsis", read by the branch splitter (branches.ts): a later clause that says its own moment but leaves out
 * what the clause before it said ("turn on the bow lantern at 7 and the stern lantern at sunset", "set the thermostat
 * to 18 at 10pm and 21 at 6am"). Read whole, such a directive would run every device or value at every moment said.
 */
import { en } from "./lang/en/index.ts";
import { Refusal } from "./types.ts";
import { ACTION_START, BRANCH_VERBS, OPERATION_PATTERNS } from "./verbs.ts";

/** Where a clause's own moment starts. */
const MOMENT = String.raw`(?:at|from|every|when|whenever|once|\d+(?:\.\d+)?\s(?:minutes?|hours?|seconds?)\s(?:before|after)|(?:before|after)\s(?:sunset|sunrise|dusk|dawn))\b`;
/** Words that open a condition or a continuation, never a device: "only when it is dark", "or at 10pm". */
const NOT_A_DEVICE = String.raw`(?:${BRANCH_VERBS}|at|from|every|when|whenever|once|if|unless|on|off|to|for|until|only|not|or|and|but|even|also|just|then|except|again|back|still|already|is|are|it|they|there)\b`;
/** A value said again with its moment: "21 at 6am", "to 40 % at 9", "magenta at 7:15". */
const VALUE = String.raw`(?:\d+(?:\.\d+)?(?:\s?(?:%|percent|degrees?(?: celsius| fahrenheit)?))?|${[...en.colours.names, ...en.colours.whites.map(([w]) => w)].join("|")})`;

/** A clause led by its own time or event, then its verb or its particle: "…, and at 8am turn on the kettle", "…, at 23:00 landing lights off". */
export const TIMED_ORDER = new RegExp(String.raw`^(?:at|on|from|every|when|whenever|once|after|before)\s[^,]*?(?:\b(?:${BRANCH_VERBS})\b|\s(?:on|off|up|down|\d+(?:\.\d+)? ?(?:percent|degrees))$)`);
const DEVICE_AGAIN = new RegExp(String.raw`^(?:(?:the|my|our|all|both)\s)?(?:(?!${NOT_A_DEVICE})[\w'-]+\s){1,5}${MOMENT}`);
const VALUE_AGAIN = new RegExp(String.raw`^(?:to\s)?${VALUE}\s${MOMENT}`);
/** Whether a clause is a device or a value and its own moment, its verb left out. */
export const isEllipsis = (said: string): boolean => VALUE_AGAIN.test(said) || DEVICE_AGAIN.test(said);

/** The words before the first clause's value, and every place an action starts in it. */
const VALUE_BEFORE = new RegExp(String.raw`^(.*?\s)(to\s)?${VALUE}\s${MOMENT}`);
const EVERY_START = new RegExp(ACTION_START, "g");

/** How an operation is said again before a device whose verb was left out. */
const SAY_AGAIN: Record<string, string> = { on: "turn on", off: "turn off", open: "open", close: "close", toggle: "toggle" };

/** The clause said whole: the device takes the last verb said, the value the words before the first value. */
export function withVerb(first: string, right: string): string {
  if (VALUE_AGAIN.test(right)) {
    const before = VALUE_BEFORE.exec(first);
    if (before) return `${before[1]}${before[2] ?? ""}${right.replace(/^to\s/, "")}`;
  }
  const starts = [...first.matchAll(EVERY_START)];
  const last = starts.length > 0 ? first.slice(starts.at(-1)!.index) : "";
  const op = OPERATION_PATTERNS.find(([pattern]) => pattern.test(last))?.[1];
  // A verb not found is asked for, never guessed.
  if (!op || !SAY_AGAIN[op]) throw new Refusal("ambiguous", `“${right}” has a moment of its own but no verb; say what to do there (“turn on …”, “set … to …”).`);
  return `${SAY_AGAIN[op]} ${right}`;
}
