/**
 * What every account and plan button does around its call, once the click has made it busy: a toast
 * saying it worked, or the sentence for what went wrong. Loaded with the actions, never with a page.
 */
import { lifecycleMessage } from "./lifecycle-messages.ts";
import { storageKeys } from "./storage-keys.ts";
import { showToast } from "./toast.ts";

export interface Outcome {
  /** Success's toast; when the call resolves to an address, the browser goes there and the toast is handed over. */
  done?: string;
  /** Failure's sentence: lifecycle-messages.ts's table with this fallback, or the sentence this gives. */
  failed: string | ((error: unknown) => string);
  /** Where failure's sentence goes: an error toast, unless the form shows it. */
  report?: (message: string, error: unknown) => void;
}

const toastError = (message: string) => showToast(message, "error");

/**
 * Keeps success's toast for the next page, because a navigation is about to unload this one (toast.ts's
 * showHandedOverToast shows it there). Written here, its only writer, so pages load it with the actions.
 */
function handOverToast(message: string): void {
  try {
    sessionStorage.setItem(storageKeys.toast, JSON.stringify({ message, type: "success" }));
  } catch {
    // Storage blocked: the message is lost, the navigation still happens.
  }
}

/** Runs the call and shows its outcome; resolves to whether the button stays busy (the page is leaving). */
export async function perform(call: () => Promise<string | void>, { done, failed, report = toastError }: Outcome): Promise<boolean> {
  try {
    const next = await call();
    if (next) {
      if (done) handOverToast(done);
      window.location.assign(next);
      return true;
    }
    if (done) showToast(done);
  } catch (error) {
    report(typeof failed === "string" ? lifecycleMessage(error, failed) : failed(error), error);
  }
  return false;
}
