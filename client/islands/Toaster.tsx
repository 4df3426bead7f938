import { useEffect } from "react";
import { useStore } from "../use-store.ts";
import { dismissToast, showHandedOverToast, toastStore } from "../toast.ts";

/**
 * The toast region, fixed bottom-right. It is in the page from the start (empty) so screen readers
 * announce what later appears in it.
 */
export default function Toaster() {
  const toast = useStore(toastStore);
  useEffect(showHandedOverToast, []);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toast ? (
        <div key={toast.id} className={`toast ${toast.type}`}>
          <p>{toast.message}</p>
          <button type="button" aria-label="Close notification" onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
