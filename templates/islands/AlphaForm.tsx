import { type FormEvent, useEffect, useState } from "react";
import { countRanges, entityTypes, experiences, otherPrefix } from "../../content/alpha-form.ts";
import { submitAlphaApplication } from "../../client/api.ts";
import { authStore } from "../../client/auth-store.ts";
import { useStore } from "../../client/use-store.ts";
import { showToast } from "../../client/toast.ts";

interface AlphaProps {
  heading: string;
  /** The intro copy, already rendered from content/alpha.md. */
  intro: string;
}

/** /alpha: the application form, or with ?success=true the confirmation card. */
export default function AlphaForm(props: AlphaProps) {
  const [submitted, setSubmitted] = useState(false);
  // The query is read after hydration: the prerendered HTML is the form, whatever the URL.
  useEffect(() => setSubmitted(new URLSearchParams(location.search).get("success") === "true"), []);
  return submitted ? <Submitted /> : <Application {...props} />;
}

function Submitted() {
  return (
    <section className="page narrow card confirmation">
      <h1>Alpha Application Submitted</h1>
      <p>Thank you for applying to the Alpha track. We'll be in touch soon!</p>
      <p className="actions">
        <a className="button primary" href="/">Back to Home</a>
      </p>
    </section>
  );
}

/** SPEC §3: 'other' becomes 'other: ' plus the free text; the other entries keep their values. */
function entityPayload(checked: string[], otherText: string): string[] {
  return checked.map((value) => (value === "other" ? otherPrefix + otherText.trim() : value));
}

function Application({ heading, intro }: AlphaProps) {
  const { user } = useStore(authStore);
  const [email, setEmail] = useState("");
  const [checked, setChecked] = useState<string[]>([]);
  const [otherText, setOtherText] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const lockedEmail = user?.email ?? null;

  const toggle = (value: string, on: boolean) =>
    setChecked((current) => (on ? [...current, value] : current.filter((v) => v !== value)));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    try {
      await submitAlphaApplication({
        email: lockedEmail ?? email,
        experience: String(form.get("experience") ?? ""),
        automationsCount: String(form.get("automationsCount") ?? ""),
        devicesCount: String(form.get("devicesCount") ?? ""),
        entityTypes: entityPayload(checked, otherText),
      });
      window.location.assign("/alpha?success=true");
    } catch (error) {
      showToast(error instanceof Error ? error.message : "Failed to submit application", "error");
      setSubmitting(false);
    }
  };

  return (
    <article className="page narrow">
      <h1>{heading}</h1>
      {/* The intro (content/alpha.md) carries the link to the community chat. */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: intro }} />
      <form className="form card" onSubmit={onSubmit}>
        <fieldset disabled={submitting}>
          <label className="field">
            <span>Email</span>
            <input
              type="email"
              name="email"
              required
              autoComplete="email"
              value={lockedEmail ?? email}
              readOnly={lockedEmail !== null}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          <fieldset className="group">
            <legend>Home Assistant experience</legend>
            {experiences.map((option) => (
              <label key={option.value} className="choice">
                <input type="radio" name="experience" value={option.value} /> {option.label}
              </label>
            ))}
          </fieldset>
          <label className="field">
            <span>Number of automations</span>
            <select name="automationsCount" defaultValue="">
              <option value="">Choose a range</option>
              {countRanges.map((range) => <option key={range} value={range}>{range}</option>)}
            </select>
          </label>
          <label className="field">
            <span>Number of devices</span>
            <select name="devicesCount" defaultValue="">
              <option value="">Choose a range</option>
              {countRanges.map((range) => <option key={range} value={range}>{range}</option>)}
            </select>
          </label>
          <fieldset className="group">
            <legend>Entity types you want to control</legend>
            {entityTypes.map((option) => (
              <label key={option.value} className="choice">
                <input
                  type="checkbox"
                  value={option.value}
                  checked={checked.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />{" "}
                {option.label}
              </label>
            ))}
            {checked.includes("other") ? (
              <label className="field">
                <span>Other entity types</span>
                <input
                  type="text"
                  name="otherEntities"
                  placeholder="e.g., Media Players, Sensors"
                  value={otherText}
                  onChange={(event) => setOtherText(event.target.value)}
                />
              </label>
            ) : null}
          </fieldset>
          <button type="submit" className="button primary">
            {submitting ? "Submitting..." : "Submit Application"}
          </button>
        </fieldset>
      </form>
    </article>
  );
}
