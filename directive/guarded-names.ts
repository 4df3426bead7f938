/**
 * Names the step reader would take apart: "set the lower thermostat to 21" (Lower Thermostat, not "lower"),
 * "turn off the lights on the roof level" (the floor Roof Level, not a level). Where the whole name is said, it is
 * set aside while the step is read and put back in the words that name the targets.
 */
import { escaped } from "./text.ts";
import { type Index, plain } from "./home-index.ts";
import { readsAsStep } from "./steps.ts";

const GUARDED = new WeakMap<Index, { at: RegExp; names: string[] } | null>();

/** The home's names (not sensors') of two words or more that hold a step's word, longest first, once per prepared home. */
function guardedOf(index: Index): { at: RegExp; names: string[] } | null {
  if (GUARDED.has(index)) return GUARDED.get(index)!;
  const { home } = index;
  // A sensor's name is not guarded: "the living room temperature" is how a thermostat's setting is said.
  const said = [...home.entities.filter((e) => !e.domain.endsWith("sensor")).map((e) => e.name), ...home.areas.flatMap((a) => [a.name, ...(a.aliases ?? [])]), ...(home.floors ?? []).flatMap((f) => [f.name, ...(f.aliases ?? [])])];
  const names = [...new Set(said.map((name) => plain(name).trim().replace(/\s+/g, " ")))].filter((name) => name.includes(" ") && readsAsStep(name)).sort((a, b) => b.length - a.length);
  const found = names.length > 0 ? { at: new RegExp(`\\b(?:${names.map(escaped).join("|")})\\b`, "g"), names } : null;
  GUARDED.set(index, found);
  return found;
}

/** Placeholders hold no word, number or sign any reader takes: "namekeepa", "namekeepb", … */
const placeholder = (i: number) => `namekeep${String.fromCharCode(97 + (i % 26))}`;

/** The phrase with the guarded names said in it set aside, and the way to put them back. */
export function guardNames(index: Index, phrase: string): { phrase: string; restore: (text: string) => string } {
  const guard = guardedOf(index);
  // A global pattern keeps its lastIndex between calls: test from the start each time.
  if (guard) guard.at.lastIndex = 0;
  if (!guard || !guard.at.test(phrase)) return { phrase, restore: (text) => text };
  const kept: string[] = [];
  const masked = phrase.replace(guard.at, (name) => placeholder(kept.push(name) - 1));
  return { phrase: masked, restore: (text) => text.replace(/\bnamekeep([a-z])\b/g, (_, c: string) => kept[c.charCodeAt(0) - 97] ?? "") };
}
