/**
 * Stage "branches", the split: where a directive parts into clauses that each have a moment of their own ("on at
 * sunset, off at 11"), tried separator by separator, each side compiled to see that it reads.
 */
import { en } from "./lang/en/index.ts";
import { alternation, anyWord } from "./lang/word-pattern.ts";
import { nextOnTheClock, startOf } from "./time.ts";
import { TIMED_ORDER, isEllipsis, withVerb } from "./ellipsis.ts";
import { BRANCH_VERBS } from "./verbs.ts";
import { Refusal, type Entity, type Result } from "./types.ts";

/** What one clause of a directive compiled to, and what later clauses may refer back to. */
export interface Part {
  result: Result;
  /** The entities its actions operate: "them" in a later clause. */
  targets: Entity[];
  /** The entities its events name: "it" in a later event ("… and off when it falls below 75 %"). */
  subjects: Entity[];
  /** Whether it has a trigger of its own (a time, the sun, an event), not one made from "after 30 minutes". */
  own: boolean;
}

/** What an earlier clause leaves for a later one's pronouns. */
export interface Before {
  targets: Entity[];
  subjects: Entity[];
  /** Every earlier clause's targets: "… and the spa pool on at 6pm, turn both of them off at 10pm". */
  earlier?: Entity[];
}

export type Compile = (text: string, before: Before) => Part;

const W = en.chain.split;
/** Where a second clause may start: ", and", ",", " and", " but", or a bare "on"/"off" after a time ("on at 9am off at 3pm"), never "on weekdays". */
const SEPARATOR = W.separator;
/**
 * A clause that starts another action on the same target: "off at 11pm", "turn them off when …",
 * "close them at dusk", "set them to 100 % at sunrise", "back to auto when she comes home".
 */
const STARTS = W.starts(BRANCH_VERBS);
/** A level or a temperature, which holds digits but says no moment. */
const VALUE_SAID = W.valueSaid;
/** A clause that says its condition or event first ("if …"), which is then no step's condition. */
const CONDITION_FIRST = new RegExp(`^(?:${alternation(W.conditionFirst)})\\b`);
/** Words that say something goes off ("off", "out"). */
const GOING_OFF = anyWord(W.goingOff);

export type Automation = Extract<Result, { kind: "automation" }>;

/** A part, or null when it refuses: a split that does not read leaves the directive to be read whole. */
function attempt(compile: Compile, text: string, before: Before): Part | null {
  try {
    return compile(text, before);
  } catch (error) {
    if (error instanceof Refusal) return null;
    throw error;
  }
}

const triggered = (p: Part | null): p is Part & { result: Automation } => p !== null && p.result.kind === "automation" && p.own;

/**
 * "On at 6pm and off at 11", "on at sunset, off at 11", "on at 6, off at 4": a bare hour after the first clause's time is
 * the next one on the clock (time.ts), never the hours before it; sunset stands for the early evening.
 */
function inTheEvening(right: string, first: Automation): string {
  const start = startOf(first);
  if (start === null) return right;
  // "close the blinds at dusk, then open them at 7", "at sunset close them and at 8 open them": what opens after dusk
  // opens in the morning.
  if (start >= 12 * 60 && first.triggers.some((t) => t.trigger === "sun") && W.opensAfterDusk.test(right)) return right;
  // "the porch light on at sunset and the coffee maker on at 7": another device started at a bare hour after an
  // evening start may be the morning's or the evening's.
  const started = start >= 12 * 60 && W.startedAtBareHour.exec(right);
  if (started && nextOnTheClock(`at ${started[1]}`, start) !== `at ${started[1]}`) throw new Refusal("ambiguous", `“at ${started[1]}” may be morning or evening after the evening's first step; say ${started[1]}am or ${started[1]}pm.`);
  // A morning start moves only its own pair's other half ("on at 6 and off at 4"), never another device's morning
  // ("… off at 8, and the heating on at 6:30").
  if (start < 12 * 60 && !W.pairsHalf.test(right)) return right;
  return nextOnTheClock(right, start);
}

/** The clauses of the directive, each with its own trigger, or null when it is not of that shape. */
export function chain(text: string, before: Before, compile: Compile): Automation[] | null {
  const splits = [...text.matchAll(SEPARATOR)];
  let passed: { m: RegExpMatchArray; first: Part & { result: Automation }; elliptical: boolean } | null = null;
  for (const [i, m] of splits.entries()) {
    const said = text.slice(m.index! + m[0].length);
    const elliptical = !STARTS.test(said) && !TIMED_ORDER.test(said) && isEllipsis(said);
    if (!STARTS.test(said) && !TIMED_ORDER.test(said) && !elliptical) continue;
    // "at 6:45 set the thermostat to 20 and turn on the coffee maker if Ginette is home": an "if" with no moment of its
    // own is a condition of the whole, never a trigger of the last step.
    // (Not "turn on X if A, and turn off X if B", where each "if" is its step's event.)
    const left = text.slice(0, m.index);
    if (!CONDITION_FIRST.test(said) && CONDITION_ONLY.test(said) && !MOMENT.test(said.replace(CONDITION_ONLY, "")) && MOMENT.test(left.replace(CONDITION_ONLY, ""))) continue;
    const first = attempt(compile, text.slice(0, m.index), before);
    if (!triggered(first)) continue;
    // "at sunset turn on the porch light and close the blinds, then turn it off at 11": a step with no moment of its
    // own ("close the blinds") belongs to the clause before it, so a later split is tried first.
    // "set the heat pump to 20 at 6am, open the curtains and turn the jug on at 7am": "and" binds closer than the comma
    // before it, so that step goes with the later moment.
    const closer = m[0].startsWith(",") && !splits[i + 1]?.[0].includes(",") && MOMENT.test(said);
    // (A value is no moment: "set the kitchen lights to 60%, and at 9am …" stays with the clause before.)
    if (i < splits.length - 1 && !closer && !MOMENT.test(said.slice(0, splits[i + 1]!.index! - m.index! - m[0].length).replace(VALUE_SAID, " "))) {
      passed ??= { m, first, elliptical };
      continue;
    }
    return split(text, m, first, elliptical, before, compile);
  }
  return passed ? split(text, passed.m, passed.first, passed.elliptical, before, compile) : null;
}

/** The directive parted at `m`: the clause before it, then the chain of clauses after it. */
function split(text: string, m: RegExpMatchArray, first: Part & { result: Automation }, elliptical: boolean, before: Before, compile: Compile): Automation[] | null {
  const said = text.slice(m.index! + m[0].length);
  const right = elliptical ? withVerb(text.slice(0, m.index), said) : said;
  const earlier = [...new Set([...(before.earlier ?? before.targets), ...first.targets])];
  const next = { targets: first.targets.length > 0 ? first.targets : before.targets, subjects: first.subjects.length > 0 ? first.subjects : before.subjects, earlier };
  halfOfDay(text.slice(0, m.index), said, first.result);
  const later = inTheEvening(right, first.result);
  const rest = chain(later, next, compile);
  if (rest) return [first.result, ...rest];
  const second = attempt(compile, later, next);
  if (!triggered(second) && elliptical) throw new Refusal("ambiguous", `“${said}” has a moment of its own, and HomeDirective could not read it as its own step; give it its own verb.`);
  return triggered(second) ? [first.result, second.result] : null;
}

/**
 * "porch light on at 7, off at 11pm": a bare hour turning something on, before an evening end that would leave it
 * on all day if read as the morning's, may be either half of the day (an aquarium at 7am, a porch light at 7pm).
 */
function halfOfDay(left: string, right: string, first: Automation): void {
  const bare = W.bareHour.exec(left);
  const end = W.eveningEnd.exec(right);
  const on = first.actions.some((a) => "action" in a && /\.turn_on$/.test(a.action) && !/^climate\./.test(a.action));
  if (!bare || !end || !on || !GOING_OFF.test(right)) return;
  const [hour, endAt] = [Number(bare[1]), end[3] ? 24 * 60 : end[4] ? Number(end[4]) * 60 + Number(end[5]) : (Number(end[1]) % 12 + 12) * 60 + Number(end[2] ?? 0)];
  if (hour >= 1 && hour <= 11 && (hour + 12) * 60 < endAt) throw new Refusal("ambiguous", `“at ${bare[1]}${bare[2] ?? ""}” may be morning or evening before “${end[3] ? "midnight" : end[0].replace(W.beforeEndKeyword, "")}”; say ${bare[1]}${bare[2] ?? ""}am or ${bare[1]}${bare[2] ?? ""}pm.`);
}

/** A condition said last in a step: "… if Ginette is home", "… unless it is raining". */
const CONDITION_ONLY = W.conditionOnly;

/** Words that give a clause a moment of its own: a time, the sun, an event, a condition. */
const MOMENT = W.moment;
