import "./common.ts";
import { loginMessages } from "../messages.ts";
import { session } from "../start-session.ts";
import { CredentialsForm } from "./CredentialsForm.tsx";
import { Field } from "./Form.tsx";

const logIn = async (form: FormData) =>
  (await session()).login(String(form.get("email")), String(form.get("password")));

/** /login: e-mail and password. */
export default function LoginForm() {
  return (
    <CredentialsForm
      legend="Log in"
      run={logIn}
      success="Welcome back!"
      messages={loginMessages}
      submitLabel="Log in"
      busyLabel="Logging in..."
      footer={
        <>
          <a className="button link" href="/forgot-password">Forgot password?</a>
          <a className="button link" href="/register">Don't have an account? Sign up</a>
        </>
      }
    >
      <Field label="Email" type="email" name="email" autoComplete="email" />
      <Field label="Password" type="password" name="password" autoComplete="current-password" />
    </CredentialsForm>
  );
}
