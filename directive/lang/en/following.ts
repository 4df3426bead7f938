/**
 * A device that follows another's state, said with "while": "keep the dehumidifier on while the washing machine is
 * going and switch it off when it stops", "mirror light on while the extractor fan is running, off again when it
 * stops", "have the fan run while the light is on and stop when it goes off". One automation of two branches, on when
 * the other starts and off when it ends; spliced into the rewrite table before the wishes, which would read "… is on"
 * as the order (lang/en/rewrites.ts).
 */
import type { Rewrite } from "../types.ts";

/** The other device's state while the first is on, the words that end it, and how the grammar says start and end. */
const STATES = [
  { during: "runs|run|is running|are running|is going|are going|is in use|are in use|operates", ends: "finishes|stops|stop|ends|is done|is finished|has finished|has stopped|turns off|goes off|is off|done|finished|stops running", start: "starts", end: "finishes" },
  { during: "is on|are on|is switched on|are switched on|is turned on|are turned on", ends: "turns off|turn off|goes off|go off|is off|are off|is turned off|are turned off|is switched off|are switched off|switches off|switch off", start: "turns on", end: "turns off" },
  { during: "is open|are open|is opened|are opened", ends: "closes|close|shuts|shut|is closed|are closed|is shut|are shut|gets closed", start: "opens", end: "closes" },
];

/** Each state's words as patterns, once. */
const MATCHERS = STATES.map((s) => ({ ...s, isDuring: new RegExp(`^(?:${s.during})$`), isEnd: new RegExp(`^(?:${s.ends})$`) }));

const LEAD = String.raw`(?:(?:is it possible|would it be possible|is there a way|how (?:can|do) i) to )?(?:(?:i'd like|i would like|i want|we want|we'd like|have|get|let|make|keep|turn|switch|put) )?(?:for )?`;
const FOLLOWER = String.raw`(?:on ((?:(?!\bwhile\b)[^,])+?)|((?:(?!\bwhile\b)[^,])+?) (?:to )?(?:on|run|running|to be on|come on|comes on))`;
const UNDO = String.raw`(?:(?:turn|switch|shut|have|make) (?:it |them |the [\w' ]+? )?)?(?:off|stop|stops|stop running|go off|goes off)(?: again)?`;
const WHILE = new RegExp(
  String.raw`^${LEAD}${FOLLOWER} (?:while|whilst|as long as|for as long as|whenever|when) ((?:(?!\b(?:while|when|and)\b)[^,])+?) (${STATES.map((s) => s.during).join("|")})\b,? (?:and )?(?:then )?${UNDO} (?:when|once|after|as soon as) (?:(it|they|the [\w' ]+?|[\w' ]+?) )?(${STATES.flatMap((s) => s.ends.split("|")).join("|")})$`,
);

/** The words of a phrase, without articles. */
const words = (phrase: string) => phrase.split(" ").filter((w) => w && w !== "the");

function follow(said: string, on: string | undefined, named: string | undefined, other: string, during: string, who: string | undefined, ends: string): string {
  const state = MATCHERS.find((s) => s.isDuring.test(during))!;
  // The end must be the same state's ("while it is open … when it shuts"), said of the same device: "it", "they" or
  // fewer of its own words ("the light" for "the powder room light"). Anything else is not this sentence.
  if (!state.isEnd.test(ends)) return said;
  if (who && !/^(?:it|they)$/.test(who) && !words(who).every((w) => words(other).includes(w))) return said;
  const device = on ?? named!;
  return `turn on ${device} when ${other} ${state.start}, and turn off ${device} when ${other} ${state.end}`;
}

export const FOLLOWING: readonly Rewrite[] = [
  // "Garage strip lights follow the workshop door: on while it is open": "it" is the device followed.
  [/^([\w' ]+?) follows? ((?:the )?[\w' ]+?) (on|run|running) (while|whilst|as long as|whenever) (?:it|they) /, "$1 $3 $4 $2 "],
  [WHILE, follow],
];
