import { useState } from "react";
import { lifecycleMessage, lifecycleMessages } from "../../lifecycle-messages.ts";
import { dateTime } from "../../dates.ts";
import { showToast } from "../../toast.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";


const actions = () => import("../../account-actions.ts");

/** Under the key: when it was issued, and "Replace key" behind a confirmation (the old key stops working at once). */
export function ReplaceKey({ keyCreated }: { keyCreated?: string | null }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!keyCreated) return null; // the key itself is still loading
  const replace = async () => {
    setBusy(true);
    try {
      await (await actions()).replaceKey();
      setOpen(false);
      showToast(lifecycleMessages.keyReplaced);
    } catch (error) {
      showToast(lifecycleMessage(error, lifecycleMessages.keyFailed), "error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="key-meta">
      <p className="key-used">Created: {dateTime(new Date(keyCreated))}</p>
      <button type="button" className="button small" onClick={() => setOpen(true)}>
        Replace key
      </button>
      <ConfirmDialog open={open} title="Replace your API key?" onClose={() => setOpen(false)} busy={busy}>
        <p>
          A new key is created and the current one <strong>stops working at once</strong>. Anything using it, such as your Home
          Assistant integration, needs the new key.
        </p>
        <p className="actions">
          <button type="button" className="button" onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="button primary" onClick={() => void replace()} disabled={busy}>
            {busy ? "Replacing..." : "Replace key"}
          </button>
        </p>
      </ConfirmDialog>
    </div>
  );
}
