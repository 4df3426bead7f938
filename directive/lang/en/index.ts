/** The English language table: every word the English grammar reads, as data. */
import type { Language } from "../types.ts";
import { COLOUR_WORDS } from "./colours.ts";
import { DOMAINS } from "./domains.ts";
import { LEXICON } from "./lexicon.ts";
import { DECIMAL_POINT, ONE_AS_PRONOUN, SCALES, TENS, UNITS } from "./numbers.ts";
import { AMOUNT_PHRASES } from "./amount-phrases.ts";
import { CLOCK_IDIOMS } from "./clock-idioms.ts";
import { SCHEDULE_WORDINGS } from "./schedule-wordings.ts";
import { OPERATIONS, ORDER_VERBS } from "./operations.ts";
import { CLOCK_DURATION, ONLY_THOSE, REWRITES, SOME_DAYS_ONLY, TITLE_SUBJECT } from "./rewrites.ts";
import { LINKED_SUBJECT } from "./linked.ts";
import { AUTOMATION_PARTS } from "./ha-terms.ts";
import { REMARKS } from "./remarks.ts";
import { SPELLINGS } from "./spellings.ts";
import { STEP_WORDS } from "./step-words.ts";
import { CLAUSE_WORDS } from "./clauses.ts";
import { DEVICE_STATES } from "./device-states.ts";
import { THRESHOLDS } from "./thresholds.ts";
import { UNSUPPORTED } from "./unsupported.ts";
import { UNREAD } from "./unread.ts";
import { TITLE_WORDS } from "./titles.ts";
import { PRESENCE_WORDS } from "./presence.ts";
import { CHAIN_WORDS } from "./chain.ts";
import { INTERLEAVED_WORDS } from "./interleaved.ts";
import { TEXT_WORDS } from "./text-words.ts";
import { STEP_DETAILS } from "./step-details.ts";
import { READING_WORDS } from "./readings.ts";
import { BRANCH_WORDS } from "./branches.ts";
import { PLAN_WORDS } from "./plan.ts";
import { TIME_WORDS } from "./time.ts";
import { ALARM_WORDS } from "./alarms.ts";

export const en = {
  code: "en",
  automationParts: AUTOMATION_PARTS,
  spellings: SPELLINGS,
  rewrites: REWRITES,
  someDaysOnly: SOME_DAYS_ONLY,
  titleSubject: TITLE_SUBJECT,
  linkedSubject: LINKED_SUBJECT,
  remarks: REMARKS,
  unread: UNREAD,
  thresholds: THRESHOLDS,
  clockDuration: CLOCK_DURATION,
  onlyThose: ONLY_THOSE,
  domains: DOMAINS,
  unsupported: UNSUPPORTED,
  lexicon: LEXICON,
  operations: OPERATIONS,
  orderVerbs: ORDER_VERBS,
  colours: COLOUR_WORDS,
  numbers: { units: UNITS, tens: TENS, scales: SCALES, point: DECIMAL_POINT, oneAsPronoun: ONE_AS_PRONOUN },
  steps: STEP_WORDS,
  clauses: CLAUSE_WORDS,
  deviceStates: DEVICE_STATES,
  titles: TITLE_WORDS,
  presence: PRESENCE_WORDS,
  chain: CHAIN_WORDS,
  interleaved: INTERLEAVED_WORDS,
  numberPhrases: [...AMOUNT_PHRASES, ...CLOCK_IDIOMS],
  schedule: SCHEDULE_WORDINGS,
  text: TEXT_WORDS,
  stepDetails: STEP_DETAILS,
  readings: READING_WORDS,
  branches: BRANCH_WORDS,
  plan: PLAN_WORDS,
  time: TIME_WORDS,
  alarms: ALARM_WORDS,
} satisfies Language;
