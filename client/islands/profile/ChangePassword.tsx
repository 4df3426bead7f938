import type { FormEvent } from "react";
import { lifecycleMessage, lifecycleMessages } from "../../lifecycle-messages.ts";
import { actions, useAction } from "../action.ts";
import { Field, FormError } from "../Form.tsx";

/** Current, new and confirmed password; success signs every other device out. */
export function ChangePassword() {
  const { busy, run, error, fail, clear } = useAction();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const next = String(form.get("new-password"));
    if (next !== form.get("confirm-password")) return fail(lifecycleMessages.mismatch);
    await run(
      async () => {
        await (await (await actions()).accountActions()).changePassword(String(form.get("current-password")), next);
        formElement.reset();
      },
      {
        done: lifecycleMessages.passwordChanged,
        // Re-authentication's wrong password is the current one here.
        failed: (caught) => lifecycleMessage(caught, lifecycleMessages.passwordFailed, lifecycleMessages.wrongCurrent),
        report: fail,
      },
    );
  };
  return (
    <section className="card settings" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      <form className="form" onSubmit={submit} onInput={clear}>
        <fieldset disabled={busy}>
          <legend className="visually-hidden">Change password</legend>
          <Field label="Current password" type="password" name="current-password" autoComplete="current-password" />
          <Field label="New password" type="password" name="new-password" autoComplete="new-password" />
          <Field label="Confirm new password" type="password" name="confirm-password" autoComplete="new-password" />
          <FormError message={error} />
          <button type="submit" className="button primary">
            {busy ? "Changing..." : "Change password"}
          </button>
        </fieldset>
      </form>
    </section>
  );
}
