/**
 * The one way an account, plan or form button runs its call: busy from the click until client/action.ts
 * has shown the outcome, and a form's error line. client/action.ts and its sentence table are fetched on
 * the first action, so no page's first JavaScript carries them; only the network sentence comes with the
 * page, for when that fetch fails.
 */
import { useState } from "react";
import type { Outcome } from "../action.ts";
import { showToast } from "../toast.ts";

/**
 * What a visitor reads when a request never reached Firebase, our API or our site. It comes with React's
 * chunk, on every page with a button, because it must show when client/action.ts cannot be fetched; the
 * sentence tables there leave it to this file (messages.ts's sentenceFor).
 */
export const networkMessage = "Could not reach the server. Check your connection and try again.";

/**
 * client/action.ts, fetched on the first action: the buttons' outcome and the sentences, and the loader of
 * the account's actions (`(await actions()).accountActions()`; React's chunk cannot import those itself).
 */
export const actions = () => import("../action.ts");

export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  /** A form's error: shown in its FormError and toasted, until the visitor edits the form (`clear` as its onInput). */
  const fail = (message: string) => {
    setError(message);
    showToast(message, "error");
  };
  const run = async (call: () => Promise<string | void>, outcome: Outcome = {}) => {
    setBusy(true);
    // Stays busy for good once the browser is leaving the page. When client/action.ts cannot be fetched
    // (offline, or a deploy replaced it), the button is free again and the network sentence goes where the
    // call's failure would: its report, else `fail`'s toast (an island without a FormError shows only that).
    setBusy(
      await actions().then(
        (action) => action.perform(call, outcome, networkMessage),
        (error) => ((outcome.report ?? fail)(networkMessage, error), false),
      ),
    );
  };
  return { busy, run, error, fail, clear: () => setError("") };
}
