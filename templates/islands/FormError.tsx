/** The form's own error line: a live region that is always present, so a new message is announced. */
export function FormError({ message }: { message: string }) {
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
