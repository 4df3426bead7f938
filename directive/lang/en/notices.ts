/**
 * How English says who a notification goes to and what it says (directive/notify.ts): "notify me", "send a text to
 * Marcus", "let us know", "remind us to set the alarm", "tell Lucy that dinner is ready".
 */
import type { NotifyWords } from "../step-detail-shape.ts";

const NOUNS = ["notifications", "notification", "messages", "message", "texts", "text", "alerts", "alert", "warnings", "warning"];
const REMINDERS = ["reminders", "reminder"];
const RECIPIENTS_END = ["that", "to", "saying", "about"];
const CONDITIONS = ["when", "whenever", "if", "once", "unless"];
const EXCEPTING = ["except", "but"];
const MESSAGE_VERBS = ["remind", "tell", "notify", "message", "text", "warn", "alert"];
const BOUNDS = [...CONDITIONS, "after", "before", "until"];

export const NOTIFY_WORDS = {
  send: "send",
  letKnow: /let(?= \w+(?: \w+)? know\b)/,
  nouns: NOUNS,
  reminders: REMINDERS,
  push: "push",
  articles: ["a", "an", "the"],
  to: "to",
  say: ["say"],
  says: ["that", "saying", "to say"],
  passedOn: ["say it", "say this", "say that"],
  recipientsEnd: RECIPIENTS_END,
  message: new RegExp(
    String.raw`\b(?:${MESSAGE_VERBS.join("|")})\b[^,]*?\b(?:${RECIPIENTS_END.join("|")})\b[^,]*?(?=,|$|\s(?:${EXCEPTING.map((w) => `${w} `).join("|")})?(?:${BOUNDS.join("|")})\b)`,
  ),
  delivery: new RegExp(
    String.raw`\b(?:know|a |an |the )?(?:push )?(?:${[...NOUNS, ...REMINDERS].join("|")})\b|\bknow\b|\bsend\b|\bon (?:my|our|the) phones?\b|\bto (?:my|our|the|his|her) phones?\b`,
    "g",
  ),
  notSaid: ["receive", "get", "have", "send", "notify", "alert", "warn", "be"],
  possessives: ["my", "our", "the", "his", "her", "their"],
  phones: ["phones", "phone", "mobiles", "mobile"],
  listeners: ["me", "us"],
  conditions: CONDITIONS,
  excepting: EXCEPTING,
  at: "at",
  leadingCondition: ["when", "if"],
  everyone: [
    "me", "us", "we", "i", "everyone", "everybody", "all", "family", "household", "whole", "house", "home", "of", "to", "a", "an",
    "the", "my", "our", "phone", "phones", "smartphone", "smartphones", "mobile", "mobiles", "device", "devices", "wide",
  ],
  joiners: ["and", "or", "both"],
  kin: ["parents", "parent", "mum", "mom", "dad", "mother", "father", "kids", "children", "wife", "husband", "partner"],
  notPhone: /ipad|tablet|\bwatch\b/i,
  asked: ["notifications", "notification", "alerts", "alert", "reminders", "reminder", "warnings", "warning", "notify", "remind", "warn"],
} satisfies NotifyWords;
