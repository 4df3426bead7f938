/** "Turn off all the lights except the office lamp": what an exception leaves out of the devices a phrase names. */
import type { Index } from "./home-index.ts";
import type { Mention } from "./names.ts";
import { type Entity, Refusal } from "./types.ts";

/**
 * "except the office lamp": the office's lamp, not every device in the office; "except the office": the room. The
 * caller's `resolve` reads what the exception names, so this file sits below resolve.ts.
 */
export function exceptions(index: Index, except: Mention, resolve: (index: Index, m: Mention) => Entity[]): Mention {
  const described = except.exact.length === 0 && except.areas.length > 0 && except.kinds.length + except.soft.length + except.rest.length > 0;
  return described ? { ...except, exact: resolve(index, { ...except, except: undefined }), areas: [] } : except;
}

export function leaveOut(found: Entity[], except: Mention | undefined): Entity[] {
  if (!except) return found;
  const kept = found.filter((e) => !except.exact.includes(e) && !except.areas.some((a) => a.area_id === e.area));
  // "Set the thermostat to 21 except the lamp": an exception that leaves out nothing was not understood.
  if (kept.length === found.length) throw new Refusal("ambiguous", `“except ${except.text}” leaves out nothing of what the directive acts on; name one of its devices or rooms.`);
  if (kept.length === 0) throw new Refusal("ambiguous", `Leaving out “${except.text}” leaves nothing to act on.`);
  return kept;
}
