/**
 * Stage "phrases": the wordings of the language's rewrite table (lang/<code>/rewrites.ts) read into the few
 * the later stages read, once, before times and clauses are taken apart.
 */
import { en } from "./lang/en/index.ts";
import type { Rewrite } from "./lang/types.ts";
import { Refusal } from "./types.ts";

/** Whether a pattern's source has an alternation outside every group, so no one literal starts each match. */
function topLevelOr(source: string): boolean {
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) return true;
  }
  return false;
}

/**
 * The words one of which every match of a rule starts with ("whilst", "sun ", "when|whenever|if"), when its
 * pattern begins with plain letters: a text without them skips the rule, so the table's ~170 rules do not each
 * scan every directive.
 */
function gateOf(pattern: RegExp): string[] | null {
  if (topLevelOr(pattern.source)) return null;
  const plain = /^(?:\^|\\b)?([a-z][a-z ]{2,})/.exec(pattern.source);
  // "(?:when|whenever|if) …": a first group of plain words, one of which every match holds.
  const group = plain ? null : /^(?:\^|\\b)?\((?:\?:)?([a-z |]+)\)/.exec(pattern.source);
  const m = plain ?? group;
  if (!m) return null;
  // "colou?r", "(?:a|the)?": a letter or group a quantifier follows may be absent.
  const next = pattern.source[m[0].length];
  if (group && (next === "?" || next === "*" || next === "{")) return null;
  const gates = plain ? [next === "?" || next === "*" || next === "{" ? m[1]!.slice(0, -1) : m[1]!] : m[1]!.split("|");
  return gates.every((g) => g.trim().length >= 2) ? gates : null;
}

const GATED: readonly (readonly [Rewrite, string[] | null])[] = en.rewrites.map((rule) => [rule, gateOf(rule[0])]);

/** The text in the wordings the grammar reads; a limit on some days only is refused (lang/en/rewrites.ts says why). */
export function rephrase(text: string): string {
  const limited = en.someDaysOnly.exec(text);
  if (limited) throw new Refusal("unsupported", `“${limited[0]}” limits some days only, and an automation's conditions hold on every day together; write one directive for those days and one for the others.`);
  const clock = en.clockDuration.exec(text);
  if (clock) throw new Refusal("ambiguous", `“${clock[0]}” could be minutes or hours; say “for 10 minutes” or “for 10 hours”.`);
  let out = text;
  for (const [[pattern, replacement], gates] of GATED) if (gates === null || gates.some((g) => out.includes(g))) out = out.replace(pattern, replacement as string);
  return out;
}
