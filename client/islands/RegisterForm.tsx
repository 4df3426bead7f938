import "./common.ts";
import { registerMessages } from "../messages.ts";
import { session } from "../start-session.ts";
import { CredentialsForm } from "./CredentialsForm.tsx";
import { Field } from "./Form.tsx";

// Sent before the sign-out of SPEC §4, while the new user is signed in; loaded only then.
const sendVerification = (idToken: string) => import("../identity.ts").then((m) => m.sendVerificationEmail(idToken));

const signUp = async (form: FormData) =>
  (await session()).register(String(form.get("email")), String(form.get("password")), sendVerification);

// SPEC §5: checked here, so nothing is submitted when the two differ.
const mismatch = (form: FormData) => (form.get("password") !== form.get("confirm") ? registerMessages.mismatch : null);

/** /register: e-mail, password and confirmation. */
export default function RegisterForm() {
  return (
    <CredentialsForm
      legend="Create your account"
      run={signUp}
      refuse={mismatch}
      success="Registration successful! Please log in."
      messages={registerMessages}
      submitLabel="Create Account"
      busyLabel="Creating Account..."
      footer={<a className="button link" href="/login">Already have an account? Log in</a>}
    >
      <Field label="Email" type="email" name="email" autoComplete="email" />
      <Field label="Password" type="password" name="password" autoComplete="new-password" />
      <Field label="Confirm password" type="password" name="confirm" autoComplete="new-password" />
    </CredentialsForm>
  );
}
