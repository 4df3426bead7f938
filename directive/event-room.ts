/** Stage "event room": steps said with no room, or with "there", placed in the room of the event that starts them. */
import { actions } from "./actions.ts";
import type { Index } from "./home-index.ts";
import type { Resolved } from "./step-targets.ts";
import { type Entity, Refusal } from "./types.ts";

/**
 * "Turn lights on when movement happens in the garage": lights said with no room, beside an event in one room,
 * are that room's (SCHEMA §4.2 keeps every light for "all the lights"). A reading ("the outdoor temperature")
 * measures the weather or a room's air, not where the lights are.
 */
const THERE = /\b(?:there|in (?:the |that )?(?:same )?(?:room|area|space|place))\s*$/;

/** "the lights", "the ceiling lights", "the lamps" (names in several rooms hold it): a kind, a sort or a name's words, no room. */
const isBare = (m: Resolved["planned"]["mention"]) => m.kinds.length + m.soft.length > 0 && m.areas.length === 0 && m.exact.length === 0 && !m.everything;

/**
 * "When there is no motion in the office or the kitchen, turn off the lights": each room's own, or every light of the
 * home (it was every light); asked about.
 */
function refuseSeveralRooms(index: Index, resolved: Resolved[], subjects: Entity[], rooms: (string | null | undefined)[]): void {
  if (rooms.length < 2 || !rooms.every(Boolean) || subjects.some((e) => e.domain === "sensor")) return;
  const wider = resolved.find((r) => isBare(r.planned.mention) && r.targets.some((e) => rooms.includes(e.area)) && r.targets.some((e) => !rooms.includes(e.area)));
  if (!wider) return;
  const names = rooms.map((id) => index.home.areas.find((a) => a.area_id === id)?.name ?? id).join(" and ");
  throw new Refusal("ambiguous", `“${wider.planned.mention.text.trim()}” beside an event in ${names} may be each room's own or every one in the home; name the rooms.`);
}

export function inEventRoom(index: Index, resolved: Resolved[], subjects: Entity[]): void {
  const rooms = [...new Set(subjects.map((e) => e.area))];
  const area = rooms.length === 1 ? index.home.areas.find((a) => a.area_id === rooms[0]) : undefined;
  // "turn on all the lights there", "… in that room": the event's room, said; never every light of the home.
  const there = resolved.filter((r) => r.planned.mention.areas.length === 0 && THERE.test(r.planned.mention.text));
  if (there.length > 0 && !area) throw new Refusal("ambiguous", `“${THERE.exec(there[0]!.planned.mention.text)![0]}” names no one room here; name the room.`);
  for (const r of there) Object.assign(r, actions(index, r.planned.step, { ...r.planned.mention, everything: false, areas: [area!] }, r.planned.implied));
  if (!area) return refuseSeveralRooms(index, resolved, subjects, rooms);
  // A reading places them only when its name says its room ("the parlour temperature goes above 24, turn on the fans").
  const roomSaid = (e: Entity) => [area.name, ...(area.aliases ?? [])].some((n) => e.name.toLowerCase().includes(n.toLowerCase()));
  if (subjects.some((e) => e.domain === "sensor" && !roomSaid(e))) return;
  for (const r of resolved) {
    const here = isBare(r.planned.mention) ? r.targets.filter((e) => e.area === area.area_id) : [];
    if (here.length > 0 && here.length < r.targets.length) Object.assign(r, actions(index, r.planned.step, { ...r.planned.mention, areas: [area] }, r.planned.implied));
  }
}
