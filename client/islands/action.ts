/** The account and plan buttons' action (client/action.ts) with its busy state, and the account's actions. */
import { useState } from "react";
import type { Outcome } from "../action.ts";

/**
 * client/account-actions.ts, fetched on first use only: the account's calls, their sentences and the
 * buttons' outcome (client/action.ts) come with it. Every island imports it from here.
 */
export const accountActions = () => import("../account-actions.ts");

/** `busy` from the click until the outcome is shown, or for good once the browser is leaving the page. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<string | void>, outcome: Outcome) => {
    setBusy(true);
    setBusy(await (await accountActions()).perform(call, outcome));
  };
  return { busy, run };
}
