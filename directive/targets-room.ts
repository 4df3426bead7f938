/** Stage "events": a trigger sensor said by its kind alone, found in the room of the action's targets. */
import type { Mention } from "./names.ts";
import type { Context } from "./readings.ts";
import { resolve } from "./resolve.ts";
import { type Entity, Refusal } from "./types.ts";

/**
 * "Turn on the bathroom mirror light when the door is opened": a door said with no room or name is the one door of the
 * room the action's targets are in (SCHEMA §4.7), when that room has exactly one that fits; otherwise null, and the
 * door is read as said (one door in the home, or ambiguous).
 */
export function inTargetsRoom(ctx: Context, said: Mention, fits: (e: Entity) => boolean): Entity[] | null {
  const bare = said.kinds.length + said.soft.length > 0 && said.exact.length === 0 && said.areas.length === 0 && said.rest.length === 0 && !said.everything && !said.plural;
  const area = ctx.rooms.length === 1 ? ctx.index.home.areas.find((a) => a.area_id === ctx.rooms[0]) : undefined;
  if (!bare || !area) return null;
  try {
    const here = resolve(ctx.index, { ...said, areas: [area] }).filter(fits);
    return here.length === 1 ? here : null;
  } catch (error) {
    if (error instanceof Refusal) return null;
    throw error;
  }
}
