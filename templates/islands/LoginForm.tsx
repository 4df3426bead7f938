import { useEffect, useState } from "react";
import { authStore } from "../../client/auth-store.ts";
import { loginMessages, messageFor } from "../../client/messages.ts";
import { session } from "../../client/start-session.ts";
import { useStore } from "../../client/use-store.ts";
import { handOverToast, showToast } from "../../client/toast.ts";
import { CredentialsForm, Field } from "./CredentialsForm.tsx";

/** /login: e-mail and password; a signed-in visitor is sent to /. */
export default function LoginForm() {
  const { user } = useStore(authStore);
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => {
    if (user && !submitting) window.location.replace("/");
  }, [user, submitting]);

  const onSubmit = async (form: FormData) => {
    setSubmitting(true);
    try {
      await (await session()).login(String(form.get("email")), String(form.get("password")));
      handOverToast("Welcome back!");
      window.location.assign("/");
    } catch (error) {
      showToast(messageFor(error, loginMessages), "error");
      setSubmitting(false);
    }
  };

  return (
    <CredentialsForm
      submitting={submitting}
      submitLabel="Log in"
      busyLabel="Logging in..."
      onSubmit={onSubmit}
      footer={<a className="button link" href="/register">Don't have an account? Sign up</a>}
    >
      <Field label="Email" type="email" name="email" autoComplete="email" />
      <Field label="Password" type="password" name="password" autoComplete="current-password" />
    </CredentialsForm>
  );
}
