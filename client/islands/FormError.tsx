import { useState } from "react";
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
