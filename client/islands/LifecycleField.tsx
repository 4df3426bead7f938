/**
 * The labelled input of the lifecycle forms, with the same markup as CredentialsForm's Field. Not
 * imported from there: sharing it would split CredentialsForm out of the /login bundle into a chunk of its own.
 */
export function Field({ label, ...input }: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="field">
      <span>{label}</span>
      <input required {...input} />
    </label>
  );
}
