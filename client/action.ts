import "./core.ts";
/**
 * What every account, plan and form button does around its call, once the click has made it busy: a toast
 * saying it worked, or the sentence for what went wrong. islands/action.ts fetches it on the first action,
 * never with a page, and its sentence table with it; loaded on its own, it imports core.ts (see there).
 */
import { lifecycleMessage } from "./lifecycle-messages.ts";
import { sentenceFor } from "./messages.ts";
import { handOverToast, showToast } from "./toast.ts";

export interface Outcome {
  /** Success's toast; when the call resolves to an address, the browser goes there and the toast is handed over. */
  done?: string;
  /**
   * Failure's sentence: lifecycle-messages.ts's table with this fallback, or the sentence this gives; without
   * it, the error's own (our API's sentence, which client/api.ts quotes, or the call's own failure). When
   * nothing answered, the network sentence (undefined from the tables: messages.ts's sentenceFor).
   */
  failed?: string | ((error: unknown) => string | undefined);
  /** Where failure's sentence goes: an error toast, unless the form shows it. */
  report?: (message: string, error: unknown) => void;
}

const toastError = (message: string) => showToast(message, "error");

/**
 * client/account-actions.ts, fetched on first use only: the one place it is imported. It is written here, in
 * the chunk islands/action.ts fetches, because React's chunk cannot import it (see there).
 */
export const accountActions = () => import("./account-actions.ts");

/**
 * Runs the call and shows its outcome; resolves to whether the button stays busy (the page is leaving).
 * `network` is islands/action.ts's sentence for a request nothing answered.
 */
export async function perform(call: () => Promise<string | void>, { done, failed, report = toastError }: Outcome, network: string): Promise<boolean> {
  try {
    const next = await call();
    if (next) {
      if (done) handOverToast(done);
      window.location.assign(next);
      return true;
    }
    if (done) showToast(done);
  } catch (error) {
    const sentence = typeof failed === "string" ? lifecycleMessage(error, failed) : failed ? failed(error) : sentenceFor(error, {}, (error as Error).message);
    report(sentence ?? network, error);
  }
  return false;
}
