/** "What this card sends": the home sent with every compile and suggestion, listed as the API receives it. */
import { html, nothing } from "lit";
import type { Home } from "./home.ts";

/** The button, and when open, the entities, areas, floors and notify services in the home the card sends. */
export function sendsView(home: Home, open: boolean, onToggle: () => void) {
  const list = (label: string, items: string[]) =>
    html`<h4 id="sends-${label}">${label} (${items.length})</h4>${items.length ? html`<ul class="sends" aria-labelledby="sends-${label}">${items.map((i) => html`<li>${i}</li>`)}</ul>` : html`<p class="muted">None.</p>`}`;
  return html`<div class="row"><button type="button" aria-expanded=${open ? "true" : "false"} aria-controls="sends" @click=${onToggle}>What this card sends</button></div>
    ${open
      ? html`<section id="sends" aria-label="What this card sends">
          <p class="muted">With each directive, and to ask for suggestions, the card sends HomeDirective this and nothing else: change it with the card's exposed areas, domains and entities.</p>
          ${list("Entities", home.entities.map((e) => `${e.name} (${e.entity_id})`))}
          ${list("Areas", home.areas.map((a) => a.name))}
          ${list("Floors", home.floors.map((f) => f.name))}
          ${list("Notify services", home.services.map((s) => `${s.name} (${s.service})`))}
        </section>`
      : nothing}`;
}
