/**
 * The one way an account, plan or form button runs its call: busy from the click until client/action.ts
 * has shown the outcome, and a form's error line. client/action.ts and its sentence table are fetched on
 * the first action, so no page's first JavaScript carries them.
 */
import { useState } from "react";
import type { Outcome } from "../action.ts";
import { showToast } from "../toast.ts";

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
    // Stays busy for good once the browser is leaving the page.
    setBusy(await (await import("../action.ts")).perform(call, outcome));
  };
  return { busy, run, error, fail, clear: () => setError("") };
}
