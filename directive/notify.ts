import type { Index } from "./home-index.ts";
import { everyone, persons } from "./names-in-phrase.ts";
import { QUOTED_FOR, QUOTED_TO, colonMessage } from "./lang/en/messages.ts";
import { en } from "./lang/en/index.ts";
import { alternation, anyWord } from "./lang/word-pattern.ts";
import { stem } from "./text.ts";
import { type Action, Refusal, type Result } from "./types.ts";
import { NOTIFY_VERBS } from "./verbs.ts";

const N = en.stepDetails.notify;
const ARTICLE = alternation(N.articles);
const [NOUN, PHONE] = [`(?:${alternation(N.nouns)})`, `(?:${alternation(N.phones)})`];
const [SENT_NOUNS, LISTENERS] = [alternation([...N.nouns, N.push, ...N.reminders]), alternation(N.listeners)];
/**
 * The verbs of a notification, at the start of an action phrase, and who it goes to. "Notify me",
 * "alert the family", "send me a notification", "let us know", "remind us to …", "warn Lucy".
 */
export const NOTIFY = new RegExp(`^(?:${NOTIFY_VERBS.replace(`|${N.send}`, "")}|${N.letKnow.source}|${N.send}(?=.*\\b(?:${SENT_NOUNS})\\b))\\b(.*)$`);
const RECIPIENTS_END = new RegExp(String.raw`\b(?:${alternation(N.recipientsEnd)})\b.*$`);
/** Who a notification goes to: the words after its verb, up to its message ("remind us to set the alarm"). */
export const recipientsOf = (rest: string) => {
  // "send a notification to marcus and priya": after a message's noun, "to" says who it goes to.
  const sentTo = SENT_TO.exec(rest.trim());
  return (sentTo ? sentTo[1]! : rest).replace(RECIPIENTS_END, "").trim();
};
/** After a message's noun, "to" and no order ("to marcus", not "to close the hatch") says who it goes to. */
const NOT_AN_ORDER = String.raw`(?!(?:${alternation([...N.say, ...en.orderVerbs])})\b)`;
const SENT_TO = new RegExp(String.raw`^(?:(?:${ARTICLE}) )?(?:${N.push} )?${NOUN} ${N.to} ${NOT_AN_ORDER}([^,]+)$`);
/** "that", "saying", or a "to" that is not who a message goes to ("a text to Marcus", "say it to Katrin"): where the message starts. */
const SAYS = new RegExp(String.raw`\b(?:${alternation(N.says)}|(?<!\b${NOUN} )(?<!\b(?:${alternation(N.passedOn)}) )${N.to}|(?<=\b${NOUN} )${N.to}(?! ${NOT_AN_ORDER}))\s+`, "i");
/** The part a scan for unsupported devices must skip: a message may name anything ("remind us to set the alarm"). */
export const MESSAGE = N.message;
/** Words for "everyone who has a phone": the listener, the household. */
const ALL = new Set(N.everyone.map(stem));
const JOINER = new RegExp(`^(?:${alternation(N.joiners)})$`);

/** What a message says, after "that", "saying" or "to"; a "to" about the delivery ("to receive a text if", "sent to my phone") is not it. */
const NOT_SAID = String.raw`(?!(?:${alternation(N.notSaid)})\b|(?:${alternation(N.possessives)}) ${PHONE}\b|(?:${LISTENERS})\b)`;
const CONDITION_AFTER = String.raw`(?:\b(?:(?:${N.excepting.map((w) => `${w} `).join("|")})?(?:${alternation(N.conditions)})|${N.at})\b.*)?`;
const SAID = new RegExp(String.raw`${SAYS.source}${NOT_SAID}(.+?)\s*${CONDITION_AFTER}[.!]?$`, "i");
const LEADING_CONDITION = new RegExp(String.raw`^[^,]*\b(?:${alternation(N.leadingCondition)})\b[^,]*,\s*`, "i");
const [KIN, PHONES, ASKED] = [anyWord(N.kin), anyWord(N.phones), anyWord(N.asked)];

const NOTIFY_VERB = new RegExp(String.raw`\b(?:${NOTIFY_VERBS})\b`, "i");

/** The message is what follows "that" or "to" ("… that it's time to wake up"), else the whole directive, as written. */
export function messageOf(original: string): string {
  const quoted = QUOTED_FOR.exec(original)?.[3] ?? QUOTED_TO.exec(original)?.[1] ?? colonMessage(original);
  if (quoted?.trim()) return quoted.trim();
  const rest = original.replace(LEADING_CONDITION, "");
  // "… heat pump to 21 and tell Ngaio": a "to" before the message's verb is another step's value, never the message.
  const verb = NOTIFY_VERB.exec(rest);
  const said = SAID.exec(verb ? rest.slice(verb.index) : rest);
  const text = (said?.[1] ?? original).trim();
  return text.length > 0 ? text.charAt(0).toUpperCase() + text.slice(1) : original.trim() || "Notification";
}

/**
 * One action per notify service of the people named, or of everyone for "me" / "us"; HA's persistent
 * notification when the home lists no service (SCHEMA §3.3).
 */
export function notify(index: Index, recipients: string, message: string): Action[] {
  const services = index.home.services ?? [];
  const rest = recipients.replace(N.delivery, " ");
  // "text Dusty's parents", "notify the kids": the home says who its people are, not who is whose parent.
  const kin = KIN.exec(rest);
  if (kin) throw new Refusal("ambiguous", `HomeDirective does not know who “${rest.trim()}” means in this home; name the people (“notify Alice and Bob”).`);
  const named = persons(index, rest);
  const left = rest.split(/[\s,]+/).filter((w) => w && !ALL.has(stem(w)) && !JOINER.test(w) && !named.some((p) => p.name.toLowerCase().split(/\s+/).includes(w)));
  if (left.length > 0) throw new Refusal("unknown_entity", `This home has no person called “${left.join(" ")}” to notify. The people it knows: ${everyone(index).map((p) => `“${p.name}”`).join(", ") || "none"}.`);
  if (services.length === 0) return [{ action: "persistent_notification.create", data: { message } }];
  const theirs = named.length === 0 ? services : services.filter((s) => named.some((p) => p.entity_id === s.person));
  // "Lorena's phone": not her tablet, when she has a phone beside it.
  const tablet = (s: (typeof services)[number]) => N.notPhone.test(`${s.name ?? ""} ${s.service}`);
  const chosen = named.length > 0 && PHONES.test(rest) && theirs.some((s) => !tablet(s)) ? theirs.filter((s) => !tablet(s)) : theirs;
  for (const p of named) {
    if (!services.some((s) => s.person === p.entity_id)) throw new Refusal("unknown_entity", `${p.name} has no phone to notify in this home; the notify services are ${services.map((s) => `“${s.name ?? s.service}”`).join(", ")}.`);
  }
  return chosen.map((s) => ({ action: s.service, data: { message } }));
}

/** "Garage door open when no one home notification": a message asked for by its noun, and no message sent, lost what was asked. */
export function refuseUnsent(text: string, result: Result, index: Index): void {
  const asked = ASKED.exec(text);
  if (!asked || index.names.has(stem(asked[0])) || result.kind === "error") return;
  const sends = (actions: Action[]): boolean => actions.some((a) => ("action" in a && /^(?:notify|persistent_notification)\./.test(a.action)) || ("choose" in a && a.choose.some((o) => sends(o.sequence))));
  if (!sends(result.actions)) throw new Refusal("unsupported", `HomeDirective read “${asked[0]}” but the directive it understood sends no message; say “notify me when …”.`);
}
