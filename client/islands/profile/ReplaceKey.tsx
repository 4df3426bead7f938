import { useState } from "react";
import { lifecycleMessages } from "../../lifecycle-messages.ts";
import { actions, useAction } from "../action.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

/** "Replace key" behind a confirmation (the old key stops working at once); the profile shows when the key was issued beside it. */
export function ReplaceKey() {
  const [open, setOpen] = useState(false);
  const { busy, run } = useAction();
  const replace = () =>
    run(
      async () => {
        await (await (await actions()).accountActions()).replaceKey();
        setOpen(false);
      },
      { done: lifecycleMessages.keyReplaced, failed: lifecycleMessages.keyFailed },
    );
  return (
    <>
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
    </>
  );
}
