import type { FormEvent, ReactNode } from "react";

/** Shared shell of the login and register forms: fields disabled and button relabelled while submitting. */
export function CredentialsForm(props: {
  submitting: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (form: FormData) => void;
  children: ReactNode;
  footer: ReactNode;
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit(new FormData(event.currentTarget));
  };
  return (
    <form className="form card" onSubmit={onSubmit}>
      <fieldset disabled={props.submitting}>
        {props.children}
        <button type="submit" className="button primary">
          {props.submitting ? props.busyLabel : props.submitLabel}
        </button>
      </fieldset>
      {props.footer}
    </form>
  );
}

export function Field({ label, ...input }: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="field">
      <span>{label}</span>
      <input required {...input} />
    </label>
  );
}
