import { type FormEvent, useState } from "react";
import { lifecycleMessages } from "../../lifecycle-messages.ts";
import { signOutToLeave } from "../../leaving.ts";
import { actions, useAction } from "../action.ts";
import { Field, FormError } from "../Form.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

/** Delete account, set apart: the password is typed again in a dialog before anything is deleted. */
export function DangerZone() {
  const [open, setOpen] = useState(false);
  const { busy, run } = useAction();
  const [error, setError] = useState("");
  const close = () => {
    if (busy) return;
    setOpen(false);
    setError("");
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password"));
    // The dialog shows a failure beside the password, without a toast.
    await run(
      async () => {
        await (await (await actions()).accountActions()).deleteAccount(password);
        await signOutToLeave().catch(() => {}); // the user is gone; only the local session is left to clear
        return "/";
      },
      { done: lifecycleMessages.deleted, failed: lifecycleMessages.deleteFailed, report: setError },
    );
  };
  return (
    <section className="card settings danger-zone" aria-labelledby="danger-zone-title">
      <h2 id="danger-zone-title">Danger zone</h2>
      <p>
        Deleting your account removes your sign-in, your API key, your subscription and your alpha application at once and for
        good. Backups are deleted within 30 days.
      </p>
      <p className="actions">
        <button type="button" className="button danger" onClick={() => setOpen(true)}>
          Delete account
        </button>
      </p>
      <ConfirmDialog open={open} title="Delete your account?" onClose={close} busy={busy}>
        <p>This cannot be undone. Type your password to confirm it is you.</p>
        <form className="form" onSubmit={submit} onInput={() => setError("")}>
          <fieldset disabled={busy}>
            <legend className="visually-hidden">Confirm deletion</legend>
            <Field label="Password" type="password" name="password" autoComplete="current-password" />
            <FormError message={error} />
            <p className="actions">
              <button type="button" className="button" onClick={close}>
                Cancel
              </button>
              <button type="submit" className="button danger">
                {busy ? "Deleting..." : "Delete my account"}
              </button>
            </p>
          </fieldset>
        </form>
      </ConfirmDialog>
    </section>
  );
}
