/** Clock times, durations and weekdays as Home Assistant writes them. */
import { type Half, halfOf } from "./lang/en/clock.ts";
import { en } from "./lang/en/index.ts";
import type { TimeWords } from "./lang/time-shape.ts";
import { Refusal, type Trigger } from "./types.ts";

/** The language's clock times, durations and days (lang/<code>/time.ts). */
const W: TimeWords = en.time;

const pad = (n: number) => String(n).padStart(2, "0");

/** HH:MM:SS from a number of seconds. */
export const hms = (seconds: number) => `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;

export type { Half };

/**
 * "7:30pm" → 19:30:00. A bare hour is the morning unless a part of the day says otherwise
 * ("at 8 every evening"); 24-hour times stand as written.
 */
export function clock(text: string, evening: Half = false): string | null {
  const match = W.clockTime.exec(text);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  if (hour > 24 || minute > 59) return null;
  const half = match[3] ?? (match[1]!.startsWith("0") || hour > 12 ? undefined : halfOf(hour, evening));
  if (half === "pm" && hour < 12) hour += 12;
  else if (half === "am" && hour === 12) hour = 0;
  return `${pad(hour % 24)}:${pad(minute)}:00`;
}

/** clock(), or a refusal naming what is no time of day ("… and 72 at 6am": 72 is not an hour). */
export function timeOf(text: string, evening: Half = false): string {
  const at = clock(text, evening);
  if (at === null) throw new Refusal("unsupported", `“${text}” is not a time of day HomeDirective can read; write it as 7:30, 7:30pm or 19:30.`);
  return at;
}

/** "10 minutes" → 600; several parts add up ("1 hour 30 minutes"). */
export function seconds(text: string): number | null {
  let total = 0;
  let found = false;
  for (const match of text.matchAll(W.duration)) {
    total += Number(match[1]) * (W.unitSeconds[match[2]!] ?? 0);
    found = true;
  }
  return found ? Math.round(total) : null;
}

export const WEEK = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const WORKDAYS = WEEK.slice(0, 5);
const WEEKEND = WEEK.slice(5);

/** Named sets of days; "every day" is all seven, which HA writes as no restriction. */
export const DAY_SETS: [RegExp, readonly string[]][] = [
  [W.workdays, WORKDAYS],
  [W.weekend, WEEKEND],
  [W.everyDay, WEEK],
];

/** "monday to friday", "mondays, wednesdays and fridays" → the days in week order. */
export function dayList(text: string): string[] {
  const names = [...text.matchAll(W.dayName)].map((m) => W.week.indexOf(m[1]!));
  if (W.dayRange.test(text) && names.length === 2) {
    const [from, to] = names as [number, number];
    const days: number[] = [];
    for (let d = from; ; d = (d + 1) % 7) {
      days.push(d);
      if (d === to) break;
    }
    return days.sort().map((d) => WEEK[d]!);
  }
  return [...new Set(names)].sort().map((d) => WEEK[d]!);
}

/**
 * "on at 6, off at 4", "at sunset until 10", "from 9 to 5": a bare hour said after a start (minutes after midnight)
 * is the next one on the clock after it, so an hour that would come before the start is the afternoon's or evening's;
 * "until 12" after noon is midnight. Hours with am or pm, 24-hour hours and hours already after the start stay.
 */
export function nextOnTheClock(said: string, start: number): string {
  return said.replace(W.bareHour, (whole, word: string, h: string, minutes = "") => {
    const later = laterHour(`${h}${minutes}`, start);
    return later ? `${word} ${later}` : whole;
  });
}

/** One bare hour ("4", "9:30") said after a start, as the next one on the clock ("4pm"); null when it stays as said. */
export function laterHour(bare: string, start: number): string | null {
  const said = /^(\d{1,2})(:\d{2})?$/.exec(bare);
  if (!said || said[1]!.startsWith("0")) return null;
  const [n, m, minutes] = [Number(said[1]), said[2] ? Number(said[2].slice(1)) : 0, said[2] ?? ""];
  if (n === 12) return start >= 12 * 60 ? `12${minutes}am` : null;
  return n >= 1 && n < 12 && n * 60 + m <= start && (n + 12) * 60 + m > start ? `${n}${minutes}pm` : null;
}

/** Minutes after midnight of the first clock or sun moment among triggers (sunset stands for 18:00), or null. */
export function startOf(first: { triggers: Trigger[] }): number | null {
  const time = first.triggers.find((t) => t.trigger === "time" || t.trigger === "sun");
  if (time?.trigger === "sun") return time.event === "sunset" ? 18 * 60 : 6 * 60;
  if (time?.trigger !== "time" || typeof time.at !== "string" || !/^\d\d:\d\d/.test(time.at)) return null;
  return Number(time.at.slice(0, 2)) * 60 + Number(time.at.slice(3, 5));
}
