/**
 * Time words that must agree with each other, or be asked about: days said in two places, and a part of the day said
 * beside clock times it does not hold. Either was left out before, and the automation ran at another time.
 */
import { PART_SAID, PART_SPANS } from "./lang/en/clock.ts";
import { Refusal, type Trigger } from "./types.ts";

/**
 * "On weekdays at 8 open the blind, but not on Mondays" (rewritten as the other days): days said in two places, apart,
 * restrict each other, which joining them as one list ("on weekdays and weekends") would drop; asked, never guessed.
 */
export function refuseDaysApart(text: string, phrases: { said: string; days: readonly string[] }[]): void {
  // "every day" or "every morning" beside other days restricts nothing, as the days' union already says.
  const at = phrases.filter((p) => p.days.length < 7).map((p) => ({ ...p, said: p.said.trim(), i: text.indexOf(p.said.trim()) })).sort((a, b) => a.i - b.i);
  const apart = at.find((p, k) => k > 0 && !/^[\s,]*(?:and|or|&)?[\s,]*$/.test(text.slice(at[k - 1]!.i + at[k - 1]!.said.length, p.i)));
  const differ = new Set(at.map((p) => [...p.days].sort().join())).size > 1;
  if (apart && differ) throw new Refusal("ambiguous", `“${at.map((p) => p.said).join("” and “")}” say the days in two places; say them once (“on Tuesdays to Fridays”).`);
}

const minutes = (at: string) => Number(at.slice(0, 2)) * 60 + Number(at.slice(3, 5));
const holds = (part: string, at: string) => PART_SPANS[part]!.some(([from, until]) => minutes(at) >= from && minutes(at) < until);

/**
 * "At 22:30 close the shutters, only in the morning", "every day at 7am …, during the night": a part of the day beside
 * clock times none of which it holds says another time; "at 6:30 every morning and at 5pm" qualifies one of them.
 */
export function refusePartApart(text: string, triggers: Trigger[]): void {
  const times = triggers.flatMap((t) => (t.trigger === "time" && typeof t.at === "string" && /^\d\d:\d\d/.test(t.at) ? [t.at] : []));
  const parts = [...text.matchAll(PART_SAID)].map((m) => ({ said: m[0], part: (m.groups!.part ?? m.groups!.tonight)!, only: /\bonly\s*$/.test(text.slice(0, m.index)) }));
  if (times.length === 0 || parts.length === 0) return;
  // "At 06:00 and 18:00 …, only in the morning": said with "only", the part must hold every time, not one of them.
  const stray = parts.find((p) => (p.only ? !times.every((at) => holds(p.part, at)) : !times.some((at) => holds(p.part, at))));
  const outside = stray ? times.filter((at) => !holds(stray.part, at)) : [];
  if (stray) throw new Refusal("ambiguous", `“${stray.said}” does not hold ${outside.map((at) => at.slice(0, 5)).join(" or ")}; say the time once (“at 7am”, “at 10pm”).`);
}
