/**
 * Stage "plan", lists of targets in an action part: what a list says once for all of its items, and which "and"
 * joins items rather than steps.
 */
import { Refusal } from "./types.ts";
import { en } from "./lang/en/index.ts";

/** Not "make the lamp blue and set the lights to 40 %": a verb after "and" starts a step with its own value. */
const SHARED_VALUE = new RegExp(String.raw`^(set|make|put|change) ((?:(?!\b(?:to|then)\b)[^,])+? and (?:(?!\b(?:to|then|and|${en.orderVerbs.join("|")})\b)[^,])+?) (to [^,]+)$`);

/** "Set the sofa lamp and the window lamp to 40 %": a value said once, after several targets, is each one's. */
export function shareValue(text: string): string {
  const shared = SHARED_VALUE.exec(text);
  if (!shared) return text;
  const [, verb, targets, value] = shared;
  return targets!.split(/ and /).map((target) => `${verb} ${target} ${value}`).join(" and ");
}

/**
 * "all the lights except the porch light and the laneway light": the devices after "except" are one list, not a
 * second step that would switch the laneway light off too; "or" joins them where "and" would part the steps.
 */
const LEAVING_OUT = String.raw`\b(?:except(?: for)?|apart from|other than|excluding|but not)\b`;
const LEFT_OUT = new RegExp(LEAVING_OUT);
/** "… except the porch light, and turn it off 10 minutes later": a pronoun after the list of devices left out. */
const PRONOUN_AFTER = new RegExp(String.raw`${LEAVING_OUT}[^,]*?(?:,\s*|\s)(?:and |then )+[^,]*?\b(it|that|them|those)\b`);
const EXCEPT_AND = new RegExp(String.raw`\b(except(?: for)?|apart from|other than|excluding|but not) ((?:(?!\band\b)[^,])+?) and (?!(?:then|also|${en.orderVerbs.join("|")})\b)`);

/**
 * "turn off the kitchen lights or the living room lights": one of them, which one call on all of them is not.
 * The "or" of a list of devices left out ("except the porch light or the laneway light") is that list's own, and
 * "kitchen/living room" (read "kitchen or living room", directive/text.ts) names both, as a slash does in a list.
 */
export function refuseChoice(phrase: string): void {
  const choice = /\beither\b(?=.*\bor\b)|\bor (?=(?:the|my|our|a|an|his|her|their|this|that) )/.exec(phrase);
  if (choice && !LEFT_OUT.test(phrase)) throw new Refusal("ambiguous", `“${phrase}” names a choice (“${choice[0].trim()}”); HomeDirective acts on every device it is given, so name one, or join them with “and”.`);
}

export function exceptList(text: string): string {
  let out = text;
  for (let before = ""; before !== out; ) {
    before = out;
    out = out.replace(EXCEPT_AND, "$1 $2 or ");
  }
  return out;
}

/** "turn off all lights except the porch light, and turn it off 10 minutes later": "it" may be the one left out. */
export function refuseExceptPronoun(text: string): void {
  const pronoun = PRONOUN_AFTER.exec(text);
  if (pronoun) throw new Refusal("ambiguous", `“${pronoun[1]}” may be the devices left out or the others; name them.`, true);
}
