/**
 * Stage "resolve", a room's words said with a device's: the room a name is said in ("the kotatsu in the tatami room"),
 * whose device it is ("pippa's desk lamp") and every one of a kind in a room said by part of its name ("bia's lights").
 */
import type { Index, Named } from "./home-index.ts";
import type { Mention } from "./names.ts";
import { areasWhere } from "./names-in-phrase.ts";
import { words } from "./text.ts";
import { type Area, type Entity, Refusal } from "./types.ts";

export const inAreas = (entity: Entity, areas: Area[]) => areas.length === 0 || areas.some((a) => a.area_id === entity.area);
export const hasWords = (named: Named<Entity>, wanted: string[]) => wanted.every((w) => named.words.includes(w));
/** The mention as said, without its article. */
export const said = (m: Mention) => m.text.replace(/^(?:the|a|an|my|our|your) /, "");
/** The areas whose name or an alias holds every word left over ("pippa" of Pippa's Office). */
const roomsOf = (index: Index, rest: string[]) => areasWhere(index, (w) => rest.every((r) => w.includes(r)));

/**
 * "the kotatsu in the tatami room" where Kotatsu is the living room's: a name said with a room it is not in means the
 * device of that room whose name holds it (Washitsu Kotatsu), or none; "both kotatsu": every device holding the name.
 */
export function roomOfName(index: Index, m: Mention): Mention {
  if (m.exact.length === 0) return m;
  const holding = (e: Entity) => index.entities.filter((n) => n.item !== e && n.item.domain === e.domain && hasWords(n, words(e.name.toLowerCase()))).map((n) => n.item);
  if (m.areas.length > 0 && m.exact.every((e) => e.area && !inAreas(e, m.areas))) {
    const there = m.exact.flatMap(holding).filter((e) => inAreas(e, m.areas));
    if (there.length === 0) throw new Refusal("unknown_entity", `This home has no “${said(m)}”: ${m.exact.map((e) => `“${e.name}”`).join(", ")} is not in ${m.areas.map((a) => a.name).join(" or ")}.`);
    return { ...m, exact: there, areas: [] };
  }
  if (m.plural && m.areas.length === 0 && m.exact.length === 1 && /\b(?:both|all|every)\b/.test(m.text)) return { ...m, exact: [...m.exact, ...holding(m.exact[0]!)] };
  return m;
}

/** "pippa's desk lamp", "bia's fairy lights": the other words say the named devices' room, whose they are; they add none. */
export const inOwnRoom = (index: Index, m: Mention): boolean =>
  m.exact.length > 0 && m.rest.length > 0 && m.soft.length + m.kinds.length + m.areas.length === 0 && m.exact.every((e) => roomsOf(index, m.rest).some((a) => a.area_id === e.area));

/** "bia's lights" beside Bia's Room: a kind's plural said with words of one room's name is every one there too. */
export function withRoomSaid(index: Index, m: Mention, named: Named<Entity>[], ofKind: Named<Entity>[]): Named<Entity>[] {
  const room = m.plural && m.kinds.length > 0 && m.areas.length + m.soft.length === 0 ? roomsOf(index, m.rest) : [];
  if (room.length !== 1 || named.length === 0) return named;
  return [...named, ...ofKind.filter((n) => inAreas(n.item, room) && !named.some((c) => c.item === n.item))];
}

/**
 * "gonçalo's desk lamp" where the Desk Lamp is in Pippa's Office: a person's name said with a device that is not in
 * their room names none of the home's; it is not that device and the person's own lamp together.
 */
export function refuseNotTheirs(index: Index, m: Mention): void {
  const person = m.exact.length > 0 && m.rest.length > 0 ? index.people.find((p) => m.rest.every((w) => p.words.includes(w))) : undefined;
  if (person && !inOwnRoom(index, m)) throw new Refusal("unknown_entity", `This home has no “${said(m)}”: ${m.exact.map((e) => `“${e.name}”`).join(", ")} is not in ${person.item.name}'s room.`);
}
