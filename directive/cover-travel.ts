/** Stage "events": a cover said in its travel ("the gate is opening", "if the garage door is closing"): that state itself. */
import { en } from "./lang/en/index.ts";
import { mention } from "./names.ts";
import { type Parser, ids } from "./readings.ts";
import { resolve } from "./resolve.ts";
import { stateSaid } from "./states.ts";

const S = en.deviceStates;

export const travelling: Parser = (ctx, clause, asCondition) => {
  const said = S.travelling.exec(clause);
  if (!said) return null;
  const found = resolve(ctx.index, mention(ctx.index, clause.replace(S.travelling, " ")), [{ domains: ["cover"] }]);
  // A door contact "is opening" says nothing a contact reports: left to the other readers, which refuse it.
  if (found.length === 0 || found.some((e) => e.domain !== "cover")) return null;
  const state = stateSaid("cover", said[1]!)!;
  return asCondition ? { condition: { condition: "state", entity_id: ids(found), state }, subjects: found } : { trigger: { trigger: "state", entity_id: ids(found), to: state }, subjects: found };
};
