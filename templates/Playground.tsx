import { demoHome } from "../content/demo-home.ts";
import { directives } from "../content/directives.ts";
import { homeTemplate } from "../content/home-template.ts";
import { playground } from "../content/playground.ts";

/** Devices a visitor can name, grouped by room; zone and sun are Home Assistant's own and not listed. */
const rooms = demoHome.areas.map((area) => ({
  ...area,
  devices: demoHome.entities.filter((entity) => entity.area === area.area_id),
}));
const people = demoHome.entities.filter((entity) => entity.domain === "person");

/**
 * "Try a directive": prerendered whole, so it reads and works as a form before any script runs;
 * client/playground.ts loads the compiler on the visitor's first use and answers in the page.
 */
export function Playground() {
  return (
    <section className="playground card" aria-labelledby="playground-title" data-playground>
      <h2 id="playground-title">{playground.title}</h2>
      <p>{playground.lead}</p>
      <form className="playground-form" data-playground-form>
        <label htmlFor="directive-text">{playground.label}</label>
        <div className="playground-row">
          <input
            id="directive-text"
            name="directive"
            type="text"
            maxLength={500}
            autoComplete="off"
            spellCheck={false}
            required
            defaultValue={directives[0]}
          />
          <button type="submit" className="button">Compile</button>
        </div>
      </form>
      <div className="playground-examples">
        <h3>{playground.examplesTitle}</h3>
        <ul>
          {directives.map((text) => (
            <li key={text}>
              <button type="button" className="example" data-example>{text}</button>
            </li>
          ))}
        </ul>
      </div>
      <details className="demo-home">
        <summary>{playground.homeSummary(rooms.length, rooms.reduce((n, room) => n + room.devices.length, 0), people.length)}</summary>
        <ul className="rooms">
          {rooms.map((room) => (
            <li key={room.area_id}>
              <strong>{room.name}</strong>
              {room.aliases.length > 0 ? <span className="aliases"> (also “{room.aliases.join("”, “")}”)</span> : null}
              <ul>
                {room.devices.map((device) => (
                  <li key={device.entity_id}>
                    {device.name} <code>{device.entity_id}</code>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          <li>
            <strong>{playground.peopleTitle}</strong>
            <ul>
              {people.map((person) => (
                <li key={person.entity_id}>
                  {person.name} <code>{person.entity_id}</code>
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </details>
      <MyHome />
      <p className="playground-home-in-use" data-playground-in-use data-mine={playground.myHome.mineInUse}>{playground.myHome.demoInUse}</p>
      <p className="visually-hidden" aria-live="polite" data-playground-status />
      <div className="playground-result" data-playground-result hidden>
        <div className="playground-result-head">
          <h3 data-playground-heading>{playground.resultTitle}</h3>
          <button type="button" className="button small" data-playground-copy>Copy</button>
        </div>
        <p className="automation" data-playground-summary />
        <pre tabIndex={0} aria-labelledby="playground-yaml-label"><code data-playground-yaml /></pre>
        <span id="playground-yaml-label" className="visually-hidden">{playground.yamlLabel}</span>
        <div className="playground-steps" data-playground-steps>
          <h4>{playground.automationSteps.title}</h4>
          <ol>
            {playground.automationSteps.steps.map((step) => <li key={step}>{step}</li>)}
          </ol>
        </div>
        <p className="playground-steps" data-playground-action-note hidden>{playground.actionNote}</p>
      </div>
      <p id="directive-error" className="playground-error" data-playground-error data-load-failed={playground.loadFailed} hidden />
    </section>
  );
}

/**
 * "Use my home": the template (rendered here at build time from content/home-template.ts, so no script
 * carries it), the field for its result, and the buttons; client/playground-run.ts does the rest.
 */
function MyHome() {
  const words = playground.myHome;
  return (
    <details className="my-home" data-playground-my-home>
      <summary>{words.summary}</summary>
      <p>{words.lead}</p>
      <ol>
        {words.steps.map((step) => <li key={step}>{step}</li>)}
      </ol>
      <div className="playground-result-head">
        <h3 id="home-template-title">{words.templateTitle}</h3>
        <button type="button" className="button small" data-playground-copy-template>{words.copyTemplate}</button>
      </div>
      <pre className="home-template" tabIndex={0} aria-labelledby="home-template-title"><code data-playground-template>{homeTemplate}</code></pre>
      <p className="note">{words.limits}</p>
      <label htmlFor="home-json">{words.fieldLabel}</label>
      <textarea id="home-json" name="home" rows={4} spellCheck={false} autoComplete="off" data-playground-home-json />
      <div className="playground-row">
        <button type="button" className="button" data-playground-use-home>{words.use}</button>
        <button type="button" className="button" data-playground-forget-home hidden>{words.forget}</button>
      </div>
      <p id="home-error" className="playground-error" data-playground-home-error hidden />
    </details>
  );
}
