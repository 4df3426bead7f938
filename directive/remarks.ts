/**
 * Stage "remarks": a statement beside the order that asks nothing of the home (lang/<code>/remarks.ts), left out
 * before the clauses are read, so that "turn off the ceiling fan, it's freezing down there" is the order it gives.
 * A clause that names a device or a room of the home, says when, or reads as a state the home can see is never a
 * remark: it stays, to be read or refused.
 */
import { event } from "./events.ts";
import type { Index } from "./home-index.ts";
import { ANY_UNSUPPORTED } from "./kinds.ts";
import { en } from "./lang/en/index.ts";
import { mention } from "./names.ts";
import { words } from "./text.ts";
import { Refusal } from "./types.ts";

/** Whether the home sees the clause as a state ("it is dark", "nobody is home"), or one of several ("a window is open"). */
function readsAsState(index: Index, clause: string): boolean {
  try {
    event({ index, rooms: [], pronoun: [], people: [] }, clause, true);
    return true;
  } catch (error) {
    // Read, but the home has not the thing ("nothing called stuffy"): no state of this home.
    if (error instanceof Refusal) return error.reason === "ambiguous";
    throw error;
  }
}

function isRemark(index: Index, clause: string, timed: boolean): boolean {
  const { statement, asks, times } = en.remarks;
  // A remark naming something the alpha refuses ("the robot left") is refused in its own words.
  if (!statement.test(clause) || asks.test(clause) || (!timed && times.test(clause)) || ANY_UNSUPPORTED.test(clause)) return false;
  const m = mention(index, clause);
  // A person is who the remark is about ("Otis left them on again"); a device, a kind of device or a room may be
  // what to act on or watch.
  // A device counts when its whole name is said: "Otis left them on" names Otis, not Otis's Window.
  const said = new Set(words(clause));
  const whole = (name: string) => words(name.toLowerCase().replace(/['’]s\b/g, "")).every((w) => said.has(w));
  const named = m.exact.filter((e) => e.domain !== "person" && whole(e.name));
  if (named.length > 0 || m.areas.some((a) => whole(a.name)) || m.kinds.length > 0 || m.soft.length > 0) return false;
  return !readsAsState(index, clause);
}

/** The directive without a remark after the order, or a reason before it ("…, so turn …"). */
export function withoutRemarks(index: Index, said: string): string {
  const text = said.replace(/\s+/g, " ");
  const after = en.remarks.after.exec(text);
  const out = after && isRemark(index, after[1]!.trim(), en.remarks.times.test(text.slice(0, after.index))) ? text.slice(0, after.index).trim() : text;
  const before = en.remarks.before.exec(out);
  return before && isRemark(index, before[1]!.trim(), false) ? out.slice(before[0].length) : out;
}
