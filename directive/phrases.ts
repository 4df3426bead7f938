/**
 * Stage "phrases": the wordings of the language's rewrite table (lang/<code>/rewrites.ts) read into the few
 * the later stages read, once, before times and clauses are taken apart.
 */
import { en } from "./lang/en/index.ts";
import { Refusal } from "./types.ts";

/** The text in the wordings the grammar reads; a limit on some days only is refused (lang/en/rewrites.ts says why). */
export function rephrase(text: string): string {
  const limited = en.someDaysOnly.exec(text);
  if (limited) throw new Refusal("unsupported", `“${limited[0]}” limits some days only, and an automation's conditions hold on every day together; write one directive for those days and one for the others.`);
  const clock = en.clockDuration.exec(text);
  if (clock) throw new Refusal("ambiguous", `“${clock[0]}” could be minutes or hours; say “for 10 minutes” or “for 10 hours”.`);
  let out = text;
  for (const [pattern, replacement] of en.rewrites) out = out.replace(pattern, replacement as string);
  return out;
}
