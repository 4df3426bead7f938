/**
 * Stage "scope", words that point at a device said before them: "its light" (the device named with the noun whose name
 * shares the most words with what came before) and "the one in the hall" (the device noun said last).
 */
import { type Index, plain } from "./home-index.ts";
import { stem, words } from "./text.ts";

/**
 * "When the cart lodge door opens, turn on its light", "set the rafter bedroom fan to 40 % and turn on its light": the
 * device named with the noun whose name shares the most words with what was said before "its", when one does.
 */
export function its(index: Index, text: string): string {
  if (!/\bits \p{L}/u.test(text)) return text;
  return text.replace(/\bits (\p{L}+)/gu, (said: string, noun: string, at: number) => {
    const before = new Set(words(text.slice(0, at)).filter((w) => w.length > 2));
    // "when there's motion in the living room, turn on its lights": a plural is every one of the room's, not one name.
    const rooms = new Set(stem(noun) !== noun ? index.areas.filter((a) => a.words.every((w) => before.has(w))).map((a) => a.item) : []);
    if (rooms.size === 1) return `the ${plain([...rooms][0]!.name)} ${noun}`;
    const scored = index.entities.filter((n) => n.words.includes(stem(noun))).map((n) => ({ n, score: n.words.filter((w) => w !== stem(noun) && before.has(w)).length }));
    const best = Math.max(0, ...scored.map((s) => s.score));
    const tied = scored.filter((s) => s.score === best);
    // "the bedroom ceiling fan … its light" beside a Bedroom Ceiling Light: the fan's, the noun said last before "its".
    const last = lastNamed(index, text.slice(0, at));
    const top = tied.length > 1 && last ? tied.filter((s) => s.n.words.includes(stem(last))) : tied;
    return best > 0 && top.length === 1 ? `the ${plain(top[0]!.n.item.name)}` : said;
  });
}

/** Words that end no device's name: the verbs, particles and joints around one. */
const JOINT = new Set(["and", "the", "a", "an", "on", "off", "then", "too", "also", "as", "well", "turn", "switch", "both", "it", "them"]);

/** The last word said before `at` that is a word of the home's names, past the verbs and joints around it. */
const lastNamed = (index: Index, before: string) => before.split(/\s+/).reverse().find((w) => w && !JOINT.has(w) && index.names.has(stem(w)));

/**
 * "Turn on the landing nightlight and the one in the hall", "… and the landing one too": "one" is the device noun said
 * last before it ("nightlight"), in the place said with it.
 */
export function theOne(index: Index, text: string): string {
  if (!/\bone\b/.test(text)) return text;
  return text.replace(/\b(the|that|this)((?: \p{L}+)?) one\b/gu, (said: string, article: string, place: string, at: number) => {
    const noun = lastNamed(index, text.slice(0, at));
    if (!noun) return said;
    // "the upstairs floor lamp … the downstairs one": the words said with the noun, the first one changed.
    const phrase = [...text.slice(0, at).matchAll(new RegExp(`\\b(?:the|my|our) ((?:[\\p{L}']+ ){1,3})${noun}\\b`, "gu"))].at(-1)?.[1]?.trim().split(" ");
    return place && phrase && phrase.length > 1 ? `${article}${place} ${phrase.slice(1).join(" ")} ${noun}` : `${article}${place} ${noun}`;
  });
}
