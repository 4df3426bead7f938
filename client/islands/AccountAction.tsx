import "./common.ts";
import { type FormEvent, useEffect, useState } from "react";
import { actions, networkMessage, useAction } from "./action.ts";
import { Field, FormError } from "./Form.tsx";

/** Where the e-mail's link lands: what the page shows for each step. */
type View =
  | { step: "checking" }
  | { step: "reset"; code: string; email: string }
  | { step: "verified"; message: string }
  | { step: "failed"; message: string; retry: { href: string; label: string } };

const NEW_LINK = { href: "/forgot-password", label: "Send a new link" };
const RESEND = { href: "/profile#email-verification", label: "Resend from your profile" };

/** The link's mode and code, read once in the browser (the prerendered page shows "checking"). */
async function open(): Promise<View> {
  const query = new URLSearchParams(window.location.search);
  const code = query.get("oobCode");
  const mode = query.get("mode");
  const retry = mode === "verifyEmail" ? RESEND : NEW_LINK;
  const a = await (await actions()).accountActions();
  if (!code || (mode !== "resetPassword" && mode !== "verifyEmail")) return { step: "failed", message: a.lifecycleMessages.codeMissing, retry };
  try {
    if (mode === "verifyEmail") {
      await a.verifyEmail(code);
      return { step: "verified", message: a.lifecycleMessages.verified };
    }
    return { step: "reset", code, email: await a.checkResetCode(code) };
  } catch (error) {
    return { step: "failed", message: a.lifecycleMessage(error, a.lifecycleMessages.codeInvalid) ?? networkMessage, retry };
  }
}

/** /account-action: Firebase's custom action handler (password reset and e-mail verification). */
export default function AccountAction() {
  const [view, setView] = useState<View>({ step: "checking" });
  useEffect(() => void open().then(setView), []);
  if (view.step === "checking") return <p role="status" className="card">Checking your link…</p>;
  if (view.step === "reset") return <ResetForm code={view.code} email={view.email} onExpired={setView} />;
  if (view.step === "verified")
    return (
      <section className="card confirmation" role="status">
        <h2>Email verified</h2>
        <p>{view.message}</p>
        <p className="actions">
          <a className="button primary" href="/profile">Go to Profile</a>
        </p>
      </section>
    );
  return (
    <section className="card confirmation" role="alert">
      <h2>This link cannot be used</h2>
      <p>{view.message}</p>
      <p className="actions">
        <a className="button primary" href={view.retry.href}>{view.retry.label}</a>
      </p>
    </section>
  );
}

function ResetForm({ code, email, onExpired }: { code: string; email: string; onExpired: (view: View) => void }) {
  const { busy, run, error, fail, clear } = useAction();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password"));
    const a = await (await actions()).accountActions();
    if (password !== form.get("confirm")) return fail(a.lifecycleMessages.mismatch);
    const reset = async () => {
      await a.resetPassword(code, password);
      return "/login";
    };
    const report = (message: string, caught: unknown) => {
      const code = (caught as { code?: string }).code;
      // The code died while the form was open (used elsewhere, expired): the form can no longer work.
      if (code === "auth/expired-action-code" || code === "auth/invalid-action-code") onExpired({ step: "failed", message, retry: NEW_LINK });
      else fail(message);
    };
    await run(reset, { done: a.lifecycleMessages.resetDone, failed: "Failed to reset the password", report });
  };
  return (
    <form className="form card" onSubmit={submit} onInput={clear}>
      <fieldset disabled={busy}>
        <legend className="visually-hidden">Choose a new password</legend>
        <p>Choose a new password for {email}.</p>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field label="New password" type="password" name="password" autoComplete="new-password" />
        <Field label="Confirm password" type="password" name="confirm" autoComplete="new-password" />
        <FormError message={error} />
        <button type="submit" className="button primary">
          {busy ? "Saving..." : "Save new password"}
        </button>
      </fieldset>
    </form>
  );
}
