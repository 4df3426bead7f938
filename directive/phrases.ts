/**
 * Stage "phrases": the wordings of the language's rewrite table (lang/<code>/rewrites.ts) read into the few
 * the later stages read, once, before times and clauses are taken apart.
 */
import { refuseExceptPronoun } from "./lists.ts";
import { en } from "./lang/en/index.ts";
import { gatedTable } from "./gates.ts";
import { ANY_UNSUPPORTED } from "./kinds.ts";
import { Refusal } from "./types.ts";

const rewrite = gatedTable(en.rewrites);

/** The text in the wordings the grammar reads; a limit on some days only is refused (lang/en/rewrites.ts says why). */
export function rephrase(text: string): string {
  const limited = en.someDaysOnly.exec(text);
  if (limited) throw new Refusal("unsupported", `“${limited[0]}” limits some days only, and an automation's conditions hold on every day together; write one directive for those days and one for the others.`);
  refuseExceptPronoun(text);
  const clock = en.clockDuration.exec(text);
  if (clock) throw new Refusal("ambiguous", `“${clock[0]}” could be minutes or hours; say “for 10 minutes” or “for 10 hours”.`);
  // "… so that we can see the path", "to save energy": a purpose the language declares says nothing to do.
  // One that names something refused ("… so I know they are home every other day") is not a purpose, and stays to be read.
  const out = en.lexicon.purposes.reduce((said, purpose) => said.replace(purpose, (found) => (ANY_UNSUPPORTED.test(found) ? found : "")).trim(), text);
  const rewritten = rewrite(out);
  const those = en.onlyThose.exec(rewritten);
  if (those) throw new Refusal("unsupported", `“${those[0]}”: HomeDirective acts on every device a directive names, not only on those that are so at the time; name the devices.`);
  return rewritten;
}
