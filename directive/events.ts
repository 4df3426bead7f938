import { known } from "./coverage.ts";
import { READ, SUPPORTED } from "./domains.ts";
import { presence } from "./presence.ts";
import { type Context, FOR, type Parser } from "./readings.ts";
import { numeric } from "./thresholds.ts";
import { stem } from "./text.ts";

export type { Context };
import { pressed } from "./pressed.ts";
import { motion, running, stateOf } from "./states.ts";
import { travelling } from "./cover-travel.ts";
import { alarm } from "./alarms.ts";
import { type Condition, type Entity, Refusal, type Trigger } from "./types.ts";

/** What an event clause ("the front door opens", "Bob is home") becomes in each role. */
export interface Event {
  /** Usually one; a clause naming things of different kinds ("the mudroom door or the garage door") has one per kind. */
  triggers: Trigger[];
  condition?: Condition;
  /** Entities it names, for "close it" and for sensors that take the action's room. */
  subjects: Entity[];
}


/** Tried in order; the first that recognises the clause decides. */
const PARSERS: Parser[] = [presence, numeric, motion, alarm, running, travelling, stateOf, pressed];

export function event(ctx: Context, clause: string, asCondition: boolean): Event {
  // A condition holds at the moment of the trigger; "for 10 minutes" in one would be dropped, so refuse it.
  const held = asCondition ? FOR.exec(clause) : null;
  if (held) throw new Refusal("unsupported", `“${clause}” is read as a condition, and a condition that must have held “${held[0]}” is not supported yet; make it the trigger (“when …”).`);
  for (const parse of PARSERS) {
    const found = parse(ctx, clause, asCondition);
    // "when the TV is on": a media player (a lock, a vacuum) is outside what a directive may read.
    const foreign = found?.subjects.find((e) => !READ.has(e.domain));
    if (foreign) throw new Refusal("unsupported", `“${foreign.name}” is a ${foreign.domain.replace(/_/g, " ")}, which HomeDirective does not read yet; it reads ${SUPPORTED}.`);
    if (found) return { triggers: [...(found.trigger ? [found.trigger] : []), ...(found.more ?? [])], condition: found.condition, subjects: found.subjects };
  }
  // "when the kids reach school", "Bambu print finished": words neither the language nor the home knows name a
  // thing the home does not have (a zone, a printer); an event of known words is one not understood yet.
  const strange = (clause.match(/\p{L}+/gu) ?? []).filter((w) => !known(w) && !ctx.index.names.has(stem(w)));
  if (strange.length > 0) throw new Refusal("unknown_entity", `This home has nothing called “${strange.join(" ")}” that “${clause}” could be read from.`);
  // "when the battery level is below 30 %": a reading of a sensor the home does not have.
  const reading = /^(?:the |my |our )?(.+?) (?:is |goes |falls |drops |rises |gets )?(?:above|below|over|under|more than|less than|exceeds)(?: \d| a \d)/.exec(clause);
  if (reading) throw new Refusal("unknown_entity", `This home has no sensor for “${reading[1]}”; name a sensor it has.`);
  throw new Refusal("unsupported", `“${clause}” is not an event HomeDirective understands yet; it understands times, sunrise and sunset, presence, motion, doors and windows, switches and sensor readings.`);
}
