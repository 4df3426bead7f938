/** Stage "events": a trigger sensor said by its kind alone, found in the room of the action's targets. */
import type { Mention } from "./names.ts";
import type { Context } from "./readings.ts";
import { resolve } from "./resolve.ts";
import type { Kind } from "./kinds.ts";
import { type Entity, Refusal } from "./types.ts";

/** The one room the action's targets are in, if they share one. */
const targetsRoom = (ctx: Context) => (ctx.rooms.length === 1 ? ctx.index.home.areas.find((a) => a.area_id === ctx.rooms[0]) : undefined);

/**
 * "Turn on the bathroom mirror light when the door is opened": a door said with no room or name is the one door of the
 * room the action's targets are in (SCHEMA §4.7), when that room has exactly one that fits; otherwise null, and the
 * door is read as said (one door in the home, or ambiguous).
 */
export function inTargetsRoom(ctx: Context, said: Mention, fits: (e: Entity) => boolean): Entity[] | null {
  const bare = said.kinds.length + said.soft.length > 0 && said.exact.length === 0 && said.areas.length === 0 && said.rest.length === 0 && !said.everything && !said.plural;
  const area = targetsRoom(ctx);
  if (!bare || !area) return null;
  try {
    const here = resolve(ctx.index, { ...said, areas: [area] }).filter(fits);
    return here.length === 1 ? here : null;
  } catch (error) {
    if (error instanceof Refusal) return null;
    throw error;
  }
}

/**
 * "Turn off the living room fan when the ceiling light is turned off": a device said in words several rooms' devices
 * share is the one in the room of the action's targets, when exactly one there fits; otherwise the question stands.
 */
export function resolvedNearTargets(ctx: Context, said: Mention, fallback: Kind[]): Entity[] {
  try {
    return resolve(ctx.index, said, fallback);
  } catch (error) {
    const area = targetsRoom(ctx);
    if (!(error instanceof Refusal) || error.reason !== "ambiguous" || !area || said.areas.length > 0) throw error;
    try {
      const here = resolve(ctx.index, { ...said, areas: [area] }, fallback);
      if (here.length === 1) return here;
    } catch (inRoom) {
      if (!(inRoom instanceof Refusal)) throw inRoom;
    }
    throw error;
  }
}
