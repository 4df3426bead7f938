/**
 * Stage "persons' rooms", beside scope.ts: "turn off Mairi's lights" where Mairi has a room of her own ("Mairi's Room")
 * is that room's lights, not only the one light her name is in (Mairi's Night Light).
 */
import { type Index, plain } from "./home-index.ts";
import { DEVICE_NOUNS } from "./kinds.ts";
import { areasWhere } from "./names-in-phrase.ts";
import { stem, words } from "./text.ts";
import { Refusal } from "./types.ts";

/**
 * "the lights in Dean's room", "in Richard's bedroom": the room of that name, else the one room called "bedroom" when
 * "bedroom" is said, else refused; never the one device the person's name is in (Dean's Bedside).
 */
export function personsRoomSaid(index: Index, text: string): string {
  if (index.people.length === 0) return text;
  return text.replace(/\bin (?:the )?([\p{L}]+) (room|bedroom)\b/gu, (said: string, who: string, room: string) => {
    const person = index.people.find((p) => p.words[0] === who);
    if (!person) return said;
    const exact = areasWhere(index, (w) => w.join(" ") === words(`${who} ${room}`).join(" "));
    const named = exact.length > 0 ? exact : areasWhere(index, (w) => w.length > 1 && w[0] === stem(who));
    if (named.length === 1) return `in ${plain(named[0]!.name)}`;
    if (named.length > 1) return said;
    const bedroom = room === "bedroom" ? areasWhere(index, (w) => w.join(" ") === "bedroom") : [];
    if (bedroom.length === 1) return `in ${plain(bedroom[0]!.name)}`;
    throw new Refusal("unknown_entity", `This home has no room it knows as ${person.item.name}'s; name the room.`);
  });
}

/** The text with "<person> <kind>s" said as "the <kind>s in <the person's room>" where the home has one such room. */
export function inPersonsRoom(index: Index, text: string): string {
  if (index.people.length === 0) return text;
  return text.replace(/\b([\p{L}]+) ([\p{L}]+s)\b/gu, (said: string, who: string, kinds: string) => {
    if (!DEVICE_NOUNS.has(stem(kinds)) || !index.people.some((p) => p.words[0] === who)) return said;
    const rooms = index.home.areas.filter((a) => [a.name, ...(a.aliases ?? [])].some((n) => plain(n).startsWith(`${who} `)));
    return rooms.length === 1 ? `the ${kinds} in ${plain(rooms[0]!.name)}` : said;
  });
}
