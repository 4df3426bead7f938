/**
 * Stage "coverage": every word of a directive must be accounted for. A word that is in no table of the
 * language and in no name of the home was read by no rule, so a result that ignored it could do something
 * the person did not ask for: the directive is refused, naming the words ("unless the dog is inside").
 */
import { KIND_WORDS, SENSES, SOFT_KINDS } from "./kinds.ts";
import { en } from "./lang/en/index.ts";
import { SUNSET_SAID } from "./lang/en/clock.ts";
import type { Language } from "./lang/types.ts";
import { MESSAGE } from "./notify.ts";
import { stem } from "./text.ts";
import { hms } from "./time.ts";
import { type Result, Refusal } from "./types.ts";

const split = (phrase: string) => phrase.toLowerCase().match(/\p{L}+/gu) ?? [];

/** Every word the language's tables hold, as written and stemmed. */
function vocabulary(lang: Language): Set<string> {
  const words = [
    ...lang.lexicon.filler,
    ...Object.values(lang.lexicon.grammar).flat(),
    ...lang.domains.flatMap((d) => [d.domain, ...Object.keys(d.nouns), ...Object.keys(d.states), ...Object.values(d.states).flat().flatMap(split)]),
    ...Object.values(lang.operations).flatMap((list) => (Array.isArray(list) ? list : Object.values(list).flat())).flatMap(split),
    ...[...lang.thresholds.above, ...lang.thresholds.below].flatMap(split),
    ...lang.colours.names,
    // "the outdoor temperature" in a home whose sensor is "Outside Temperature": the words the reader takes for outdoors.
    ...lang.readings.outdoors,
    ...lang.colours.whites.flatMap(([name]) => split(name)),
    ...Object.keys(lang.numbers.units),
    ...Object.keys(lang.numbers.tens),
    ...Object.keys(lang.numbers.scales),
    ...Object.keys(KIND_WORDS),
    ...Object.keys(SOFT_KINDS),
    ...Object.keys(SENSES),
  ];
  return new Set([...words, ...words.map(stem)]);
}

const KNOWN = vocabulary(en);

/**
 * The words of capabilities outside the alpha only say what is refused: alone ("vacation" without "mode")
 * they account for nothing, but spelling must not correct them ("mowing" is not "moving").
 */
const REFUSED = new Set(en.unsupported.flatMap((u) => u.words.flatMap(split)).flatMap((w) => [w, stem(w)]));

/** The language's words, as written and stemmed, for spelling.ts to correct towards or leave alone. */
export const knownWords = (): Iterable<string> => [...KNOWN, ...REFUSED];

const GRAMMATICAL = new Set(
  [...en.lexicon.filler, ...["connectives", "prepositions", "pronouns", "auxiliaries", "quantities", "times", "events", "sun", "places"].flatMap((role) => en.lexicon.grammar[role] ?? [])].flatMap((w) => [w, stem(w)]),
);

/** A word that only builds the sentence (filler, connective, time, quantity): it names nothing ("water" in "the water temperature" does). */
export const grammatical = (w: string) => GRAMMATICAL.has(w) || GRAMMATICAL.has(stem(w));

/** A word the language table holds (any role), as written or as its stem. */
export const known = (w: string) => KNOWN.has(w) || KNOWN.has(stem(w));

/** The words not understood, grouped into the phrases they stand in; empty when every word is accounted for. */
export function unexplained(text: string, names: ReadonlySet<string>): string[] {
  const tokens = text.replace(MESSAGE, " ").split(/[\s,]+/).filter(Boolean);
  const unknown = tokens.map((t) => split(t).some((w) => !known(w) && !names.has(stem(w))));
  const phrases: string[] = [];
  // Unknown words at most two known words apart are one phrase: "unless the dog is inside".
  for (let i = 0; i < tokens.length; i++) {
    if (!unknown[i]) continue;
    let end = i;
    for (let j = i + 1; j < tokens.length && j <= end + 3; j++) if (unknown[j]) end = j;
    phrases.push(tokens.slice(i, end + 1).join(" "));
    i = end;
  }
  return phrases;
}

/** Throws the refusal that names what was not understood. */
export function refuseUnexplained(phrases: string[]): void {
  if (phrases.length === 0) return;
  const quoted = phrases.map((p) => `“${p}”`).join(" and ");
  throw new Refusal("unsupported", `I did not understand ${quoted}; HomeDirective does nothing it cannot account for. Leave it out or say it another way.`);
}

const UNIT_SECONDS: Record<string, number> = { second: 1, minute: 60, hour: 3600 };
/**
 * A quantity's number as the result may hold it: as said, in the other temperature scale (a setpoint to the half degree)
 * when it is degrees, in W or kW when it is power; a number said without its unit may be either. (Any unit in kW made
 * "50 percent" the 0 of "someone is home", so a dropped level went through.)
 */
const forms = (n: number, unit: string) => [
  n,
  ...(/^(?:degrees)?$/.test(unit) ? [(n - 32) * (5 / 9), Math.round((n - 32) * (5 / 9) * 2) / 2, n * (9 / 5) + 32] : []),
  ...(/^(?:w|watts?|kw)?$/.test(unit) ? [n * 1000, n / 1000] : []),
];

/**
 * "… when there has been 8 minutes of no motion", "… to 40 percent", "… at 6:45am": a duration, a clock time or a
 * quantity the result holds nowhere (as a "for", an offset, a delay, a period, a time, a value or a threshold) was
 * read by no rule, though its words
 * are the language's; the result would ignore it. (0 and 100 percent may be an operation: closed, open.)
 */
const SUNSET_TO_MIDNIGHT = new RegExp(`\\b(?:between|from) ${SUNSET_SAID} (?:and|to|until|till) 0:00\\b`, "g");

export function refuseDropped(text: string, result: Result): void {
  if (result.kind === "error") return;
  const json = JSON.stringify(result);
  // "between sunset and midnight" is HA's "after sunset", which lasts until midnight (windows.ts).
  const said = text.replace(MESSAGE, " ").replace(SUNSET_TO_MIDNIGHT, "after sunset");
  for (const m of said.matchAll(/(\d+(?:\.\d+)?) (second|minute|hour)s?\b/g)) {
    const seconds = Math.round(Number(m[1]) * UNIT_SECONDS[m[2]!]!);
    if (!json.includes(hms(seconds)) && !json.includes(`"/${m[1]}"`)) throw dropped(m[0], `“no motion for ${m[0]}”, “off again after ${m[0]}”`);
  }
  for (const m of said.matchAll(/\b(\d{1,2}):(\d{2})(am|pm)?\b/g)) {
    // A bare hour may have been read in the evening ("on at 6, off at 11" is 11pm).
    const hour = Number(m[1]) % 12 + (m[3] === "pm" ? 12 : 0);
    const hours = m[3] ? [hour] : [Number(m[1]) % 24, (Number(m[1]) + 12) % 24];
    if (!hours.some((h) => json.includes(`${String(h).padStart(2, "0")}:${m[2]}:00`))) throw dropped(m[0], `“at ${m[0]}”, “between ${m[0]} and …”`);
  }
  const numbers = (json.match(/-?\d+(?:\.\d+)?(?=[,}\]])/g) ?? []).map(Number);
  // "lounge temp below 16 …": a threshold said without its unit is one all the same.
  const thresholds = [...said.matchAll(/\b(?:above|below|over|under|(?:more|less|higher|lower|greater) than) (-?\d+(?:\.\d+)?)\b(?! ?(?:percent|degrees|lux|watts?|w|kw|ppm|mph|km|kph|kmh|knots?|m\/s|fahrenheit|celsius|[cf]\b|seconds?|minutes?|hours?|days?|am|pm|[:.]\d))/g)].map((m) => [m[0], m[1]!.replace("-", ""), ""] as const);
  for (const m of [...said.matchAll(/(\d+(?:\.\d+)?) (percent|degrees|lux|watts?|w|kw|ppm)\b/g), ...thresholds]) {
    const n = Number(m[1]);
    if (m[2] === "percent" && (n === 0 || n === 100)) continue;
    if (!forms(n, m[2]!).some((f) => numbers.some((x) => Math.abs(Math.abs(x) - f) < 0.06))) throw dropped(m[0], `“set … to ${m[0]}”, “when … goes above ${m[0]}”`);
  }
}

const dropped = (what: string, example: string) => new Refusal("unsupported", `HomeDirective read no place for “${what}” in the automation; say where it goes (${example}).`);
