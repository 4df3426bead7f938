/**
 * Stage "remarks": a statement beside the order that asks nothing of the home (lang/<code>/remarks.ts), left out
 * before the clauses are read, so that "turn off the ceiling fan, it's freezing down there" is the order it gives.
 * A clause that names a device or a room of the home, says when, or reads as a state the home can see is never a
 * remark: it stays, to be read or refused.
 */
import { event } from "./events.ts";
import type { Index } from "./home-index.ts";
import { ANY_UNSUPPORTED } from "./kinds.ts";
import { en } from "./lang/en/index.ts";
import { type Mention, mention } from "./names.ts";
import { grammatical, known } from "./coverage.ts";
import { stem, words } from "./text.ts";
import { Refusal } from "./types.ts";
import { ACTION_START } from "./verbs.ts";

/** Whether the home sees the clause as a state ("it is dark", "nobody is home"), or one of several ("a window is open"). */
function readsAsState(index: Index, clause: string): boolean {
  try {
    event({ index, rooms: [], pronoun: [], people: [] }, clause, true);
    return true;
  } catch (error) {
    // Read, but the home has not the thing ("nothing called stuffy"): no state of this home.
    if (error instanceof Refusal) return error.reason === "ambiguous";
    throw error;
  }
}

/** Whether every word of a name is among the words said ("Otis left them on" says Otis, not Otis's Window). */
const wholly = (name: string, said: ReadonlySet<string>) => words(name.toLowerCase().replace(/['’]s\b/g, "")).every((w) => said.has(w));

/** A device of the home, of those the mention read, named by its whole name in the text. */
const namesDevice = (m: Mention, text: string) => m.exact.some((e) => e.domain !== "person" && wholly(e.name, new Set(words(text))));

/**
 * Whether the clause says a word of a room's or a device's name that the language does not know ("the parlour is too
 * warm, so turn the heating down"), beside an order that names no device of its own: the words may say which one
 * the order means, so the clause is not left out.
 */
function pointsAtHome(index: Index, clause: string, order: string): boolean {
  const people = new Set(index.people.flatMap((p) => p.words));
  return words(clause).some((w) => !known(w) && !people.has(w) && index.names.has(stem(w))) && !namesDevice(mention(index, order), order);
}

/**
 * "…, the first time", "…, a bit dimmer", "…, the day after": a phrase with no verb that opens like a statement's
 * subject says which time or how much; it is never a remark, but read or refused (unread.ts). A statement may say a
 * count of the past ("they've been left on twice now").
 */
const unreadPhrase = (clause: string) => /^(?:a|the)\b/.test(clause) && en.unread.some((p) => p.test(clause));

/** Whether the clause, said beside the order, is a remark that asks nothing of the home. */
function isRemark(index: Index, clause: string, order: string): boolean {
  const { statement, asks, times } = en.remarks;
  // A remark naming something the alpha refuses ("the robot left") is refused in its own words.
  if (!statement.test(clause) || asks.test(clause) || (!times.test(order) && times.test(clause)) || ANY_UNSUPPORTED.test(clause) || unreadPhrase(clause)) return false;
  const m = mention(index, clause);
  // A person is who the remark is about ("Otis left them on again"); a device may be what to act on or watch, and a
  // kind of device or a room may say which one an order means, unless the order names its device whole ("the office
  // is cold in the mornings, so turn the space heater on at 7:45").
  const said = new Set(words(clause));
  const placed = m.areas.some((a) => wholly(a.name, said)) || m.kinds.length > 0 || m.soft.length > 0;
  // "turn on the hallway light, the lounge lights": a room's or a kind's devices and no other word continue the list.
  const listed = placed && m.rest.filter((w) => !grammatical(w)).length === 0;
  if (listed || namesDevice(m, clause) || (placed && !namesDevice(mention(index, order), order)) || pointsAtHome(index, clause, order)) return false;
  return !readsAsState(index, clause);
}

/** A device's state stated: "the washing machine plug is on", "the heater is already off". */
const STATED = /^(?:the|my|our) (?:(?!\b(?:is|are|was|when|if|and|also)\b)[\w' ])+? (?:is|are) (?:already |still )?(?:on|off|running)$/;

/** The directive without a remark after the order, or a reason before it ("…, so turn …"). */
export function withoutRemarks(index: Index, said: string): string {
  const text = said.replace(/\s+/g, " ");
  const after = en.remarks.after.exec(text);
  // "turn on the laundry light, the washing machine plug is on": how a device is, said after an order, is no order of
  // its own; it may be a remark or a wish, so it is asked about rather than carried out.
  const told = after ? STATED.exec(after[1]!.trim()) : null;
  if (told && ACTION_START.test(text.slice(0, after!.index).split(" ").slice(0, 3).join(" "))) throw new Refusal("ambiguous", `“${told[0]}” says how a device is, not what to do; say “turn on …” or “turn off …” if it is an order, or leave it out.`);
  const out = after && isRemark(index, after[1]!.trim(), text.slice(0, after.index)) ? text.slice(0, after.index).trim() : text;
  const before = en.remarks.before.exec(out);
  return withoutPurpose(index, before && isRemark(index, before[1]!.trim(), out.slice(before[0].length)) ? out.slice(before[0].length) : out);
}

/**
 * The directive without a purpose said after it ("… so nobody can look in from the street"). One that says what should
 * not happen asks for nothing: left out, unless it names a device or a number, which a reader could take for an order
 * ("… at 7am so it does not turn on the garage light" turned the garage light on); that is asked about.
 */
function withoutPurpose(index: Index, text: string): string {
  const purpose = en.remarks.purpose.exec(text);
  if (!purpose) return text;
  const [keyword, said, order] = [purpose[1]!, purpose[2]!.trim(), text.slice(0, purpose.index).trim()];
  // "so the tomatoes don't dry out and notify me": a purpose ends at "and"; the words after it are the order's, read or
  // refused (a precaution's event may go on: "in case we nod off and forget about it").
  const and = en.remarks.precaution.test(keyword) ? null : /\s+and\s/.exec(said);
  const after = text.slice(purpose.index + purpose[0].length);
  const [clause, rest] = and ? [said.slice(0, and.index), `${said.slice(and.index)}${after}`] : [said, after];
  // "at 11:30pm in case someone comes home late": done anyway; read as an event, it switched the lights off on arrival.
  // One with a number may be a condition said loosely ("in case it drops below 5"), so it is asked about.
  // Beside an order with no moment of its own, "in case" says when ("alert me in case the door was left open").
  const precaution = en.remarks.precaution.test(keyword) && en.remarks.timed.test(order);
  if (precaution && !/\d/.test(clause)) return `${order}${rest}`;
  if (precaution) throw new Refusal("ambiguous", `“${keyword} ${clause}” may be a condition or a precaution; say “if …” for a condition, or leave it out.`, true);
  if (!en.remarks.negated.test(clause)) return isRemark(index, clause, order) ? `${order}${rest}` : text;
  if (!/\d/.test(clause) && !namesDevice(mention(index, clause), clause)) return `${order}${rest}`;
  throw new Refusal("ambiguous", `“${purpose[0].replace(/^,?\s+/, "")}” says what should not happen, not what to do; leave it out, or say the order (“turn off …”).`, true);
}
