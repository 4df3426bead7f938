/**
 * Stage "unread": wordings whose every word the language knows, so coverage lets them through, but that no stage
 * reads ("don't set the heating to 19", "…, the first time", "…, a bit dimmer"). The automation would do the
 * opposite, or every time, or at the old level: the directive is refused, naming the words (lang/<code>/unread.ts).
 */
import { refuseUnexplained, unexplained } from "./coverage.ts";
import { en } from "./lang/en/index.ts";
import { MESSAGE } from "./notify.ts";

/**
 * Refuses the first unread wording, looking only at words that are not a message or a name of the home ("Dimmer Switch");
 * the words no table knows are named with it, so the refusal says every part it did not understand.
 */
export function refuseUnread(text: string, names: readonly RegExp[], nameWords: ReadonlySet<string>): void {
  // A name ends at a comma too ("switch on the towel warmer, but …").
  const words = text.replace(MESSAGE, " ").replace(/,/g, " ,");
  if (!en.unread.some((pattern) => pattern.test(words))) return;
  const rest = names.reduce((left, name) => left.replace(name, " "), words);
  for (const pattern of en.unread) {
    const m = pattern.exec(rest);
    const said = m?.[0].trim();
    const more = said ? unexplained(text, nameWords) : [];
    if (said) refuseUnexplained(more.some((p) => p.includes(said)) ? more : [said, ...more.filter((p) => !said.includes(p))]);
  }
}
