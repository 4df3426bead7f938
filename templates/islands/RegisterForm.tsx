import { useEffect, useState } from "react";
import { authStore } from "../../client/auth-store.ts";
import { messageFor, registerMessages } from "../../client/messages.ts";
import { session } from "../../client/start-session.ts";
import { useStore } from "../../client/use-store.ts";
import { handOverToast, showToast } from "../../client/toast.ts";
import { CredentialsForm, Field } from "./CredentialsForm.tsx";

/** /register: e-mail, password and confirmation; a signed-in visitor is sent to /. */
export default function RegisterForm() {
  const { user } = useStore(authStore);
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => {
    if (user && !submitting) window.location.replace("/");
  }, [user, submitting]);

  const onSubmit = async (form: FormData) => {
    const email = String(form.get("email"));
    const password = String(form.get("password"));
    if (password !== String(form.get("confirm"))) return showToast("Passwords do not match.", "error");
    setSubmitting(true);
    try {
      await (await session()).register(email, password);
      handOverToast("Registration successful! Please log in.");
      window.location.assign("/");
    } catch (error) {
      showToast(messageFor(error, registerMessages), "error");
      setSubmitting(false);
    }
  };

  return (
    <CredentialsForm
      submitting={submitting}
      submitLabel="Create Account"
      busyLabel="Creating Account..."
      onSubmit={onSubmit}
      footer={<a className="button link" href="/login">Already have an account? Log in</a>}
    >
      <Field label="Email" type="email" name="email" autoComplete="email" />
      <Field label="Password" type="password" name="password" autoComplete="new-password" />
      <Field label="Confirm password" type="password" name="confirm" autoComplete="new-password" />
    </CredentialsForm>
  );
}
