/**
 * Stage "coverage", of a title: the words a title left out of the directive (titles.ts) must be said again in its
 * body, or the directive is refused, naming the title (coverage.ts says how).
 */
import { known } from "./coverage.ts";
import { en } from "./lang/en/index.ts";
import { stem } from "./text.ts";

const split = (phrase: string) => phrase.toLowerCase().match(/\p{L}+/gu) ?? [];

/**
 * Words of states, events, presence and the sun: a title that says one ("Back door open: …", "Nobody home,
 * after sunset: …") says when or only-if, which the body must repeat.
 */
/** Each event word a title may say, with the words of its group (lang/en/lexicon.ts `titleEvents`). */
const EVENT_GROUP = new Map(en.lexicon.titleEvents.flatMap((group) => group.map((word) => [word, group.map(stem)] as const)));

/**
 * "Back door open after sunset: turn on the garden lights": a title is left out of the directive, so a state,
 * an event or a name of the home that only the title says would be silently dropped: it must be said again.
 */
export function unrepeated(title: string | null, body: string, names: ReadonlySet<string>): string[] {
  if (!title) return [];
  // "Unless it is raining, midnight lights out: …": a title names; a clause in it asks, and is not dropped.
  if (/\b(?:unless|if|when|whenever|while|until|except|only|but|every|during|after|before|then)\b/.test(title)) return [title];
  const said = new Set(split(body).map(stem));
  // "In winter, midnight lights out: …": a title of two parts says more than a name; each word must be said again.
  if (title.includes(",") && split(title).some((w) => !said.has(stem(w)) && !en.lexicon.filler.includes(w))) return [title];
  // "Washing done: notify everyone when the washing machine finishes": an event word is said again in other words of its group.
  const saidAgain = (w: string) => said.has(stem(w)) || (EVENT_GROUP.get(w) ?? []).some((g) => said.has(g));
  const left = split(title).filter((w) => !saidAgain(w) && (EVENT_GROUP.has(w) || (names.has(stem(w)) && !known(w))));
  // "Washer done: when the washer power stays under 5 W …": a body that says its own event of the title's subject (every
  // other word of the title said again) tells a machine's cycle by its reading; never "Hallway motion: … when the lux …".
  const subject = split(title).filter((w) => !EVENT_GROUP.has(w) && !en.lexicon.filler.includes(w));
  if (left.every((w) => en.lexicon.toldByReading.includes(w)) && subject.length > 0 && subject.every((w) => said.has(stem(w))) && en.titles.bodyEvent.test(body)) return [];
  return left.length > 0 ? [title] : [];
}

