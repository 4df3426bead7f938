/**
 * The threshold reader: "the bathroom humidity goes above 70 %", "when the solar makes more than 1.5 kW", a number
 * compared with the sensors the clause names, in the unit they report.
 */
import { MEASURES, isKind } from "./kinds.ts";
import { en } from "./lang/en/index.ts";
import { mention } from "./names.ts";
import { words } from "./text.ts";
import { fahrenheit } from "./step-values.ts";
import { grammatical } from "./coverage.ts";
import { type Context, MEASURE_WORDS, type Parser, ids, sensors, withFor } from "./readings.ts";
import { type Condition, type Entity, Refusal, type Trigger } from "./types.ts";
import { alternation, anyWord } from "./lang/word-pattern.ts";
import type { SaidUnit } from "./lang/threshold-shape.ts";

/** The language's threshold words (lang/en/thresholds.ts); each pattern below is built from them once, here. */
const W = en.thresholds;

/** The language's wordings as one pattern each, longest first: "is above" before "above". */
const wordings = (list: readonly string[]) => new RegExp(`\\b(?:${[...list].sort((x, y) => y.length - x.length).join("|")})\\b`);
const ABOVE = wordings(W.above);
const BELOW = wordings(W.below);
/** A unit as the clause says it: "watts", "degrees celsius". */
const said = (unit: SaidUnit) => anyWord(W.units[unit]);

/** Units a threshold may be said in, the sensor unit it converts to, and how. */
const CONVERSIONS: [RegExp, RegExp, (n: number) => number][] = [
  // "more than 1500 watts" (every power figure is read in watts) on a sensor reporting kW is 1.5.
  [said("watts"), /^kw$/i, (n) => n / 1000],
  // "warmer than 25°C" on a °F sensor is 77; "above 50°F" on a °C sensor is 10.
  [said("celsius"), /^°?f$/i, fahrenheit],
  [said("fahrenheit"), /^°?c$/i, (n) => Math.round(((n - 32) * 5) / 9 * 10) / 10],
  // "above 25 mph" on a km/h sensor is 40; "40 km/h" on an mph sensor is 25.
  [said("mph"), /^km\/h$/i, (n) => Math.round(n * 1.609344 * 10) / 10],
  [said("kmh"), /^mph$/i, (n) => Math.round((n / 1.609344) * 10) / 10],
];

/** Units said as they are reported, never converted: a sensor reporting another is refused, not misread. */
const AS_REPORTED: [RegExp, RegExp][] = [
  [said("cm"), /^cm$/i], [said("mm"), /^mm$/i], [said("kwh"), /^kwh$/i], [said("volts"), /^v$/i], [said("mps"), /^m\/s$/i],
  // A price sensor reports in its currency per kWh ("DKK/kWh", "€/kWh", "p/kWh").
  [said("euros"), /^(?:eur|€)\b/i], [said("cents"), /^(?:ct|c|cents?|¢)\b/i], [said("kroner"), /^(?:dkk|nok|sek|kr)\b/i],
  [said("pence"), /^(?:p|gbp|pence)\b/i], [said("dollars"), /^(?:usd|\$)/i],
];

/** The threshold in the unit the sensors report, when the words say another; sensors with no unit take it as said. */
function inSensorUnit(n: number, clause: string, found: Entity[]): number {
  for (const [said, unit] of AS_REPORTED) {
    const other = found.find((e) => said.test(clause) && !unit.test(e.unit_of_measurement ?? ""));
    if (other) throw new Refusal("unsupported", `“${other.name}” reports in ${other.unit_of_measurement ?? "no unit"}, not in the unit “${clause}” says; give the number in its unit.`);
  }
  for (const [said, unit, convert] of CONVERSIONS) {
    if (!said.test(clause)) continue;
    const other = found.filter((e) => unit.test(e.unit_of_measurement ?? ""));
    if (other.length === 0) return n;
    if (other.length < found.length) throw new Refusal("ambiguous", `${found.map((e) => `“${e.name}”`).join(" and ")} report in different units; name one of them.`);
    return convert(n);
  }
  return n;
}

/** "When the Humidade WC goes above 70 %": a sensor named by its own name, in words no measure has, measures its class. */
function namedMeasure(ctx: Context, clause: string): (typeof MEASURES)[number] | undefined {
  const named = mention(ctx.index, clause).exact.filter((e) => e.domain === "sensor");
  const classes = new Set(named.map((e) => e.device_class));
  return named.length > 0 && classes.size === 1 ? MEASURES.find(([, kind]) => kind.classes!.includes(named[0]!.device_class ?? "")) : undefined;
}

/**
 * The one sensor whose every name word the clause says; else the one whose name holds every word the clause says,
 * its other words only saying what it measures ("the pool water is above 70": Pool Water Temperature).
 */
function namedWhole(ctx: Context, clause: string): Entity[] {
  const said = new Set(words(clause));
  const named = mention(ctx.index, clause).exact.filter((e) => e.domain === "sensor" && words(e.name.toLowerCase()).every((w) => said.has(w)));
  if (named.length > 0) return named.length === 1 ? named : [];
  const content = [...said].filter((w) => !grammatical(w));
  const loose = ctx.index.home.entities.filter((e) => {
    const own = words(e.name.toLowerCase());
    return e.domain === "sensor" && content.length > 0 && content.every((w) => own.includes(w)) && own.every((w) => said.has(w) || MEASURE_WORDS.has(w));
  });
  return loose.length === 1 ? loose : [];
}

/** A comparison said not to hold: "is not above", "is no longer below", "never goes over". */
const NEGATED = new RegExp(String.raw`\b(?:${alternation(W.negations)})(?: (?:${alternation(W.movements)}))?\s*$`);
/** "for more than 10 minutes": how long the reading holds, whose number is no threshold. */
const HELD = new RegExp(String.raw`\b(?:${alternation(W.held.leads)}) (?:(?:${alternation(W.held.qualifiers)}) )?\d+(?:\.\d+)? ?\w+`);
const OTHER_EVENT = anyWord(W.otherEvents);
const { than, determiners, readings, comparatives } = W.twoReadings;
/** "5 degrees colder than the snug temperature": the other reading named after "than", or no number after it. */
const TWO_READINGS = new RegExp(String.raw`\b${than} (?:(?:${alternation(determiners)}) )?[\w' ]*?(?:${alternation(readings)})\b|\b(?:${alternation(comparatives)}) ${than} (?!-?\d)`);
const PRONOUN = anyWord(W.pronouns);
/** A number with the words that only say its unit: none of the subject's name. */
const NUMBER_WITH_UNIT = new RegExp(String.raw`(?<![a-z])-?\d+(?:\.\d+)?\s*(?:${alternation(W.numberUnits)})?`, "g");

export const numeric: Parser = (ctx, clause, asCondition) => {
  const unheld = clause.replace(HELD, "");
  // A number inside a name's word ("Shelly no1pm") is the name's, not the threshold.
  const number = /(?<![a-z])(-?\d+(?:\.\d+)?)/.exec(unheld);
  const above = ABOVE.exec(clause);
  // "bothy temp under 16 8-5": a second number would be left unread (the subject below drops every number).
  if (above ?? BELOW.exec(clause)) {
    const numbers = unheld.match(/(?<![a-z])-?\d+(?:\.\d+)?/g) ?? [];
    if (numbers.length > 1) throw new Refusal("unsupported", `“${clause}” gives more than one number (${numbers.join(", ")}); a reading is compared with one.`);
  }
  const past = above ?? BELOW.exec(clause);
  // "there is motion under 30 lux": another event said beside the number is not this reading's subject.
  if (!number || !past || OTHER_EVENT.test(clause.slice(0, past.index))) return null;
  // "when heating off and outside temperature below 5": the state joined before the reading is a clause of its own,
  // never a word of the sensor's name to leave out.
  const joined = W.joinedState.exec(clause.slice(0, past.index));
  if (joined) throw new Refusal("unsupported", `HomeDirective did not understand “${clause.slice(0, joined.index + joined[0].length).trim()}” before the reading; say it as a condition (“and the heating is off”).`);
  // "is not above 18", "no longer below 18": the other side of the number (HA's thresholds are strict either way).
  const dir = (above !== null) !== NEGATED.test(clause.slice(0, past.index)) ? "above" : "below";
  // "… and off when it falls below 75": the measure of the sensor "it" names.
  // "5 degrees colder than the snug temperature", "2 degrees warmer than downstairs": one reading against another,
  // which a threshold cannot say.
  if (TWO_READINGS.test(clause) || W.relative.test(clause)) throw new Refusal("unsupported", `“${clause}” compares two sensors; HomeDirective compares a sensor with a number (“above 25 degrees”).`);
  // "its temperature is above 45 degrees" of the Garden Power Supply: the unit said with the number names the measure first.
  const unit = (clause.match(NUMBER_WITH_UNIT) ?? []).join(" ");
  const measure = MEASURES.find(([pattern]) => pattern.test(unit)) ?? MEASURES.find(([pattern]) => pattern.test(clause)) ?? MEASURES.find(([, kind]) => PRONOUN.test(clause) && ctx.pronoun.some((e) => isKind(e, kind))) ?? namedMeasure(ctx, clause);
  const subject = clause.replace(ABOVE, " ").replace(BELOW, " ").replace(NUMBER_WITH_UNIT, " ");
  // "the uv index is above 8": a sensor no measure word names, said by its whole name, is read as it reports.
  const found = measure ? sensors(ctx, subject, measure[1], measure[1].classes![0]!.replace("_", " ")) : namedWhole(ctx, subject);
  if (found.length === 0) return null;
  const value = { entity_id: ids(found), [dir]: inSensorUnit(Number(number[1]), clause, found) };
  if (asCondition) return { condition: { condition: "numeric_state", ...value } as Condition, subjects: found };
  return { trigger: withFor({ trigger: "numeric_state", ...value } as Trigger, clause), subjects: found };
};
