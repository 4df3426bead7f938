/**
 * Stage "unread": wordings whose every word the language knows, so coverage lets them through, but that no stage
 * reads ("don't set the heating to 19", "…, the first time", "…, a bit dimmer"). The automation would do the
 * opposite, or every time, or at the old level: the directive is refused, naming the words (lang/<code>/unread.ts).
 */
import { refuseUnexplained } from "./coverage.ts";
import { en } from "./lang/en/index.ts";
import { MESSAGE } from "./notify.ts";

/** Refuses the first unread wording, looking only at words that are not a message or a name of the home ("Dimmer Switch"). */
export function refuseUnread(text: string, names: readonly RegExp[]): void {
  // A name ends at a comma too ("switch on the towel warmer, but …").
  const words = text.replace(MESSAGE, " ").replace(/,/g, " ,");
  if (!en.unread.some((pattern) => pattern.test(words))) return;
  const rest = names.reduce((left, name) => left.replace(name, " "), words);
  for (const pattern of en.unread) {
    const m = pattern.exec(rest);
    if (m) refuseUnexplained([m[0].trim()]);
  }
}
