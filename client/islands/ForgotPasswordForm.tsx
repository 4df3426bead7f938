import "./common.ts";
import { type FormEvent, useState } from "react";
import { actions, useAction } from "./action.ts";
import { Field, FormError } from "./Form.tsx";

/** /forgot-password: one e-mail field; the same confirmation whether or not the address has an account. */
export default function ForgotPasswordForm() {
  const { busy, run, error, fail, clear } = useAction();
  const [sent, setSent] = useState("");
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email"));
    const send = async () => {
      // Its sentences come with the actions, so the page's own JavaScript stays small until the visitor acts.
      const a = await (await actions()).accountActions();
      await a.requestPasswordReset(email);
      setSent(a.lifecycleMessages.resetSent);
    };
    await run(send, { failed: "Failed to send the reset email", report: fail });
  };
  if (sent)
    return (
      <section className="card confirmation" aria-live="polite">
        <h2>Check your email</h2>
        <p>{sent}</p>
        <p>The link works once and expires after an hour. Nothing arrived? Look in your spam folder, or send it again.</p>
        <p className="actions">
          <a className="button primary" href="/login">Back to log in</a>
          <button type="button" className="button" onClick={() => setSent("")}>Send again</button>
        </p>
      </section>
    );
  return (
    <form className="form card" onSubmit={submit} onInput={clear}>
      <fieldset disabled={busy}>
        <legend className="visually-hidden">Reset your password</legend>
        <p>Enter the email address of your account and we'll send you a link to choose a new password.</p>
        <Field label="Email" type="email" name="email" autoComplete="email" />
        <FormError message={error} />
        <button type="submit" className="button primary">
          {busy ? "Sending..." : "Send reset link"}
        </button>
      </fieldset>
      <a className="button link" href="/login">Back to log in</a>
    </form>
  );
}
