import "./common.ts";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { countRanges, entityTypes, experiences } from "../../content/alpha-form.ts";
import { applicationFrom, submitAlphaApplication } from "../alpha-application.ts";
import { session } from "../start-session.ts";
import { authStore } from "../auth-store.ts";
import { useStore } from "../use-store.ts";
import { useAction } from "./action.ts";
import { Field, FormError } from "./Form.tsx";

// The form's radio groups must stay one Tab stop through hydration (client/hydrate.ts runs this first).
export { keepRadioGroups as beforeHydrate } from "../hydration/radio-groups.ts";

interface AlphaProps {
  heading: string;
  /** The intro copy, already rendered from content/alpha.md. */
  intro: string;
}

/**
 * /alpha: the application form, or with ?success=true the confirmation card. Both are in the HTML, one h1
 * between them; html[data-alpha-success], which the pre-paint script sets from the address, shows the card.
 */
export default function AlphaForm(props: AlphaProps) {
  return (
    <article className="page narrow alpha">
      <h1>
        <span className="alpha-apply">{props.heading}</span>
        <span className="alpha-done">Alpha Application Submitted</span>
      </h1>
      <div className="alpha-done">
        <p>Thank you for applying to the Alpha track. We'll be in touch soon!</p>
        <p className="actions">
          <a className="button primary" href="/">Back to Home</a>
        </p>
      </div>
      <Application {...props} />
    </article>
  );
}

function RangeSelect({ label, name }: { label: string; name: string }) {
  return (
    <label className="field">
      <span>{label}</span>
      <select name={name} defaultValue="">
        <option value="">Choose a range</option>
        {countRanges.map((range) => <option key={range} value={range}>{range}</option>)}
      </select>
    </label>
  );
}

/**
 * The inputs are uncontrolled: a visitor may type before the island hydrates, and a controlled
 * input would reset what they typed to React's initial state.
 */
function Application({ intro }: AlphaProps) {
  const { user } = useStore(authStore);
  const [otherChecked, setOtherChecked] = useState(false);
  const { busy: submitting, run, error, fail, clear } = useAction();
  const other = useRef<HTMLInputElement>(null);
  const lockedEmail = user?.email;
  // Other may have been ticked before hydration; any change in its group may have ticked or cleared it.
  const syncOther = () => setOtherChecked(other.current!.checked);
  useEffect(syncOther, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const submit = async () => {
      // Sent while a stored session is being restored, the form waits for the first auth state, and
      // sends the signed-in user's address rather than the empty field.
      while (authStore.get().loading) await new Promise<void>((changed) => {
        const stop = authStore.subscribe(() => (stop(), changed()));
      });
      const signedIn = authStore.get().user?.email;
      // Signed in, the token lets the address's verified owner update their application.
      await submitAlphaApplication(applicationFrom(form, signedIn), signedIn ? await (await session()).currentToken() : null);
      return "/alpha?success=true";
    };
    // No `failed`: the error's own sentence, which client/api.ts makes SPEC §8's 'Failed to submit application'
    // when no answer came.
    return run(submit, { report: fail });
  };

  return (
    <div className="alpha-apply">
      {/* The intro (content/alpha.md) carries the link to the community chat. */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: intro }} />
      <form className="form card" onSubmit={onSubmit} onInput={clear}>
        <fieldset disabled={submitting}>
          <legend className="visually-hidden">Alpha application</legend>
          {lockedEmail ? (
            <Field key="locked" label="Email" type="email" name="email" value={lockedEmail} readOnly />
          ) : (
            <Field key="free" label="Email" type="email" name="email" autoComplete="email" />
          )}
          <fieldset className="group">
            <legend>Home Assistant experience</legend>
            {experiences.map((option) => (
              <label key={option.value} className="choice">
                <input type="radio" name="experience" value={option.value} /> {option.label}
              </label>
            ))}
          </fieldset>
          <RangeSelect label="Number of automations" name="automationsCount" />
          <RangeSelect label="Number of devices" name="devicesCount" />
          <fieldset className="group" onChange={syncOther}>
            <legend>Entity types you want to control</legend>
            {entityTypes.map((option) => (
              <label key={option.value} className="choice">
                <input
                  type="checkbox"
                  name="entityTypes"
                  value={option.value}
                  ref={option.value === "other" ? other : undefined}
                />{" "}
                {option.label}
              </label>
            ))}
            {otherChecked ? (
              <label className="field">
                <span>Other entity types</span>
                <input type="text" name="otherEntities" placeholder="e.g., Media Players, Sensors" />
              </label>
            ) : null}
          </fieldset>
          <FormError message={error} />
          <button type="submit" className="button primary">
            {submitting ? "Submitting..." : "Submit Application"}
          </button>
        </fieldset>
      </form>
    </div>
  );
}
