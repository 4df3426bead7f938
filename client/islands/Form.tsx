import { type InputHTMLAttributes, useState } from "react";
import { showToast } from "../toast.ts";

/** The form's own error line: a live region that is always present, so a new message is announced. */
export function FormError({ message }: { message: string }) {
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

/**
 * A form's error: shown in FormError beside the submit button and toasted, until the visitor edits the
 * form (pass `clear` as the form's onInput).
 */
export function useFormError() {
  const [error, setError] = useState("");
  const fail = (message: string) => {
    setError(message);
    showToast(message, "error");
  };
  return { error, fail, clear: () => setError("") };
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
