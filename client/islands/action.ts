/** The account and plan buttons' action (client/action.ts) with its busy state, and the account's actions. */
import { useState } from "react";
import { type Outcome, perform } from "../action.ts";

/**
 * client/account-actions.ts, fetched on first use only, its sentences with it. ForgotPasswordForm.tsx and
 * AccountAction.tsx write this import again: on their pages, importing this file would cost a file of its own.
 */
export const accountActions = () => import("../account-actions.ts");

/** `busy` from the click until the outcome is shown, or for good once the browser is leaving the page. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<string | void>, outcome: Outcome) => {
    setBusy(true);
    setBusy(await perform(call, outcome));
  };
  return { busy, run };
}
