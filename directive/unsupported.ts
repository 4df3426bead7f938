/** Stage "refuse": capabilities outside the alpha, named by words that are not the home's own names. */
import type { Index } from "./home-index.ts";
import { ANY_UNSUPPORTED, SUPPORTED, UNSUPPORTED } from "./kinds.ts";
import { wholeNames } from "./name-lists.ts";
import { MESSAGE } from "./notify.ts";
import { Refusal } from "./types.ts";

/** Refuses capabilities outside the alpha, looking only at words that are not names of the home's devices. */
export function refuseUnsupported(index: Index, text: string): void {
  // Most directives name nothing unsupported: look at the names only when a word matched.
  if (!ANY_UNSUPPORTED.test(text)) return;
  const rest = wholeNames(index).reduce((left, name) => left.replace(name, " "), text.replace(MESSAGE, " "));
  for (const [pattern, what] of UNSUPPORTED) {
    if (pattern.test(rest)) throw new Refusal("unsupported", `${what} are not supported in the alpha; it supports ${SUPPORTED}.`);
  }
}
