/**
 * Stage "persons' rooms", beside scope.ts: "turn off Mairi's lights" where Mairi has a room of her own ("Mairi's Room")
 * is that room's lights, not only the one light her name is in (Mairi's Night Light).
 */
import { type Index, plain } from "./home-index.ts";
import { DEVICE_NOUNS } from "./kinds.ts";
import { stem } from "./text.ts";

/** The text with "<person> <kind>s" said as "the <kind>s in <the person's room>" where the home has one such room. */
export function inPersonsRoom(index: Index, text: string): string {
  if (index.people.length === 0) return text;
  return text.replace(/\b([\p{L}]+) ([\p{L}]+s)\b/gu, (said: string, who: string, kinds: string) => {
    if (!DEVICE_NOUNS.has(stem(kinds)) || !index.people.some((p) => p.words[0] === who)) return said;
    const rooms = index.home.areas.filter((a) => [a.name, ...(a.aliases ?? [])].some((n) => plain(n).startsWith(`${who} `)));
    return rooms.length === 1 ? `the ${kinds} in ${plain(rooms[0]!.name)}` : said;
  });
}
