/**
 * Stage "interleaved", after a directive is read whole: readings that would run something other than what was said.
 * An automation that runs every step at every moment is what the person said only when the moments are said together
 * ("at 7am and at sunset, …"). When a step sits between two moments ("dim the lamp at 9pm, the hall light off at
 * 11pm") and the branch splitter did not part them (branches.ts), each step has its own moment, and running all of them
 * at both would be another automation: refused. So are an automation that undoes its own trigger beside clock moments,
 * and "every evening" said with no time (never "now"). Read from the words before that: a state said of one later step
 * alone, and two states denied together, which an automation's conditions cannot hold.
 */
import { refuseUnkept } from "./unkept.ts";
import { en } from "./lang/en/index.ts";
import { alternation, anyWord } from "./lang/word-pattern.ts";
import { type Result, Refusal } from "./types.ts";
import { ACTION_START } from "./verbs.ts";

/** The language's words for steps and their moments (lang/en/interleaved.ts). */
const I = en.interleaved;
/** A stretch of words between moments that says a step: a verb, a particle or a level, or a device said after "and". */
const holdsStep = (words: string) => ACTION_START.test(words) || I.stepWithoutVerb.test(words) || I.deviceAfterAnd.test(words);

export function refuseInterleaved(text: string, result: Result): void {
  if (result.kind !== "automation" || result.triggers.length < 2) return;
  const steps = result.actions.filter((a) => !("delay" in a));
  if (steps.length < 2 || steps.some((a) => "choose" in a)) return;
  const moments = [...text.matchAll(I.moment)];
  if (new Set(moments.map((m) => m[0])).size < 2) return;
  // The words before the first moment, between each two, and after the last.
  const cuts = [0, ...moments.flatMap((m) => [m.index, m.index + m[0].length]), text.length];
  const stretches = cuts.flatMap((at, i) => (i % 2 === 0 ? [text.slice(at, cuts[i + 1])] : []));
  // "at 9pm the blanket on and at 9:30 goodnight scene": words after the last moment, joined by "and", are a step too.
  const [beforeLast, last] = [stretches.at(-2) ?? "", stretches.at(-1) ?? ""];
  const trailing = !holdsStep(last) && I.joinedAtEnd.test(beforeLast) && /\p{L}{3,}/u.test(last.replace(I.daysSaid, " "));
  if (stretches.filter(holdsStep).length + (trailing ? 1 : 0) >= 2) {
    throw new Refusal("ambiguous", `“${text}” says steps beside different moments, and HomeDirective could not tell which step goes with which; say each step with its own moment (“turn on … at 7, and turn off … at 9”).`);
  }
}

/** The call that at once leaves each state a trigger waits for. */
const UNDOES: Record<string, RegExp> = { closed: /^cover\.open_cover$/, open: /^cover\.close_cover$/, on: /\.turn_off$/, off: /\.turn_on$/ };

/**
 * "Velux blind closed at 9pm, open at 8am" read as "when the blind closes, open it": an automation that undoes, on the
 * same device and at once, the change that starts it fights the person; it is refused, never written.
 */
export function refuseSelfUndo(result: Result): void {
  // Only beside moments of the clock: "turn the fan back on if someone turns it off" means what it says.
  if (result.kind !== "automation" || !result.triggers.some((t) => t.trigger === "time" || t.trigger === "sun")) return;
  const calls = result.actions.flatMap((a) => ("choose" in a ? a.choose.flatMap((o) => o.sequence) : [a]));
  for (const t of result.triggers) {
    if (t.trigger !== "state" || t.for || !t.to || !UNDOES[t.to]) continue;
    const undone = calls.find((a) => "action" in a && UNDOES[t.to!]!.test(a.action) && "target" in a && a.target?.entity_id.some((id) => t.entity_id.includes(id)));
    if (undone) throw new Refusal("ambiguous", `HomeDirective read “${text(t.entity_id)} ${t.to}” as the event that starts it, and the automation would undo it at once; say the steps with verbs (“close … at 9pm, open it at 8am”).`);
  }
}

const text = (ids: string[]) => ids.map((id) => id.split(".")[1]!.replace(/_/g, " ")).join(", ");

/** "Turn on the porch light every evening": how often, said with no time or event, is never "now". */
export function refuseUntimed(text: string, result: Result): void {
  const often = result.kind === "action" ? I.recurring.exec(text) : null;
  if (often) throw new Refusal("ambiguous", `“${often[0]}” says how often but not when; give a time (“at 7pm”, “at sunset”).`);
}

/** Conditions said of one step of several, around where an order starts. */
const STEP_CONDITIONS = I.stepConditions(ACTION_START.source);
const ALSO = anyWord(I.alsoWords);
const READING_START = new RegExp(`^(?:${alternation(I.readingStarts)})\\b`);
/** What a leading "when …," or "at …," says, up to its comma. */
const OPENING = new RegExp(`^[^,]*\\b(?:${alternation(I.openingWords)})\\b[^,]*,`);
/** The subject of "… turns on …" that is a rule, not a device. */
const A_RULE = new RegExp(`\\b(?:${alternation(I.ruleNouns)})$`);

/** A reading past a number: "is above 25", "is under 60 %". */
const READING = I.pastANumber;
/** "When the humidity is over 75 %, start the fan, and when it is under 60 % stop it": each step its own reading, branches. */
const pairedReadings = (said: string, condition: string) => READING.test(condition) && READING_START.test(said) && READING.test(said.slice(0, ACTION_START.exec(said)?.index));

/**
 * "When Alice gets home turn on the hallway light, and if it's dark turn on the porch light too": the state is said of
 * the last step alone, which shares its moment with the steps before it. An automation holds a condition for all of
 * its steps, so reading it would gate the hallway light too: refused until steps can hold their own conditions.
 */
function refuseStepCondition(said: string): void {
  // "… and turn it off after an hour unless Bob is home": a state said of the step after a wait.
  const waited = STEP_CONDITIONS.waited.exec(said) ?? STEP_CONDITIONS.waitFirst.exec(said);
  if (waited) throw new Refusal("unsupported", `“${waited[2]!.trim()}” is said of “${waited[1]!.trim()}” alone, after the wait, and HomeDirective cannot yet hold a condition for one step of several; give that step its own directive.`);
  const tail = STEP_CONDITIONS.thenStated.exec(said);
  if (tail && !I.ownMoment.test(tail[1]!) && ALSO.test(tail[0])) throw new Refusal("unsupported", `“${tail[2]}” is said of “${tail[1]}” alone, and HomeDirective cannot yet hold a condition for one step of several; give that step its own directive.`);
  const between = STEP_CONDITIONS.between.exec(said);
  if (between && !I.ownMoment.test(between[3]!) && !pairedReadings(said, between[2]!) && !I.telling.test(between[3]!)) throw new Refusal("unsupported", `“${between[2]}” is said after “${between[1]}” and before “${between[3]}”, and HomeDirective cannot tell whether it holds for both or one alone; say it first (“if …, …”) or give each step its own directive.`);
  const last = STEP_CONDITIONS.last.exec(said);
  if (last && !I.ownMoment.test(last[1]!) && ACTION_START.test(said.slice(0, last.index))) throw new Refusal("unsupported", `“${last[2]}” is said of “${last[1]}” alone, after its own comma, and HomeDirective cannot yet hold a condition for one step of several; give that step its own directive.`);
  const m = STEP_CONDITIONS.stated.exec(said);
  // The steps before it: what follows a leading "when …," or "at …,", or all of it ("when Alice gets home turn on …").
  const before = said.slice(0, m?.index ?? 0).replace(OPENING, "");
  const step = m?.[2] ?? m?.[3] ?? m?.[4];
  if (!m || I.ownMoment.test(step!) || !ACTION_START.test(before) || pairedReadings(said, m[1]!)) return;
  throw new Refusal("unsupported", `“${m[1]}” is said of “${step!.trim()}” alone, and HomeDirective cannot yet hold a condition for one step of several; give that step its own directive.`);
}

/**
 * "…, unless the humidity is above 60 and Alice is home": it runs when either is not so, which conditions (all of
 * which must hold) cannot say; read as both denied, or as one of them, it would be another automation.
 */
function refuseDeniedBoth(said: string): void {
  const m = I.deniedBoth.exec(said);
  if (m) throw new Refusal("unsupported", `“${m[0].trim()}” holds when either is not so, which HomeDirective cannot check yet; say the states it should run in (“only if … and …”).`);
}

/**
 * Conditions the words say that an automation's conditions cannot hold, read from the words as written (quotes left
 * out); what an automation would not keep is read without the home's names ("the Tea for Two scene" says no duration).
 */
export function refuseUnheldConditions(said: string, names: readonly RegExp[]): void {
  const words = said.toLowerCase().replace(/["“][^"”]*["”]/g, " ");
  const linkedAt = I.linkedAt.exec(words);
  const subject = linkedAt?.[1] ?? linkedAt?.[2] ?? linkedAt?.[3];
  if (subject && !A_RULE.test(subject)) throw new Refusal("ambiguous", `“${words.trim()}” says one device switches another and a time or a state of its own; say “when ${subject} turns on, …” or “at …, turn on …”.`);
  refuseStepCondition(words);
  refuseDeniedBoth(words);
  // Most directives say nothing unkept: the names are taken out only to check a refusal again.
  try {
    refuseUnkept(words);
  } catch {
    refuseUnkept(names.reduce((left, name) => left.replace(name, " "), words.replace(/-/g, " ")));
  }
}
