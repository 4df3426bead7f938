import type { InputHTMLAttributes } from "react";

/** The form's own error line: a live region that is always present, so a new message is announced. */
export function FormError({ message }: { message: string }) {
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

/** A labelled, required input: every form's field (sign-in, register, reset, the profile's forms). */
export function Field({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="field">
      <span>{label}</span>
      <input required {...input} />
    </label>
  );
}
