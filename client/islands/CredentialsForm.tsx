import { type FormEvent, type ReactNode, useEffect } from "react";
import { authStore } from "../auth-store.ts";
import { type loginMessages, messageFor } from "../messages.ts";
import { useStore } from "../use-store.ts";
import { useAction } from "./action.ts";
import { FormError } from "./Form.tsx";

interface Submission {
  /** Signs in or up with the form's fields; throws the provider's or our own error. */
  run: (form: FormData) => Promise<void>;
  /** A SPEC §8 message for a form the provider must never see (e.g. mismatched passwords). */
  refuse?: (form: FormData) => string | null;
  /** The toast shown on / after success. */
  success: string;
  messages: typeof loginMessages;
}

/**
 * What /login and /register share (SPEC §4, §6): a signed-in visitor is sent to /; while submitting
 * the fields are disabled; success goes to / with a toast; failure toasts the catalogue message.
 */
export function CredentialsForm(props: Submission & { legend: string; submitLabel: string; busyLabel: string; children: ReactNode; footer: ReactNode }) {
  const { user } = useStore(authStore);
  const { busy: submitting, run, error, fail, clear } = useAction();
  useEffect(() => {
    if (user && !submitting) window.location.replace("/");
  }, [user, submitting]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const refusal = props.refuse?.(form);
    if (refusal) return fail(refusal);
    const submit = async () => {
      await props.run(form);
      return "/";
    };
    await run(submit, { done: props.success, failed: (error) => messageFor(error, props.messages), report: fail });
  };

  return (
    <form className="form card" onSubmit={onSubmit} onInput={clear}>
      {/* The fieldset disables every control at once while submitting; its legend names the form. */}
      <fieldset disabled={submitting}>
        <legend className="visually-hidden">{props.legend}</legend>
        {props.children}
        <FormError message={error} />
        <button type="submit" className="button primary">
          {submitting ? props.busyLabel : props.submitLabel}
        </button>
      </fieldset>
      {props.footer}
    </form>
  );
}
