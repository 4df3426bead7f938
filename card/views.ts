/** The card's screens as templates over the element's state; the element (element.ts) holds the handlers. */
import { html, nothing } from "lit";
import type { Compiled, Plan } from "./api.ts";
import type { HomeAssistant } from "./types.ts";
import type { Written } from "./written.ts";

export interface ConnectView {
  busy: boolean;
  error: string;
  onConnect: (key: string) => void;
}

/** First use: ask for the key (never stored in the dashboard's config). */
export function connectView({ busy, error, onConnect }: ConnectView) {
  const submit = (event: Event) => {
    event.preventDefault();
    const input = (event.target as HTMLFormElement).elements.namedItem("key") as HTMLInputElement;
    onConnect(input.value.trim());
  };
  return html`<form @submit=${submit}>
    <p>Connect this card to your HomeDirective account: copy the API key from your profile on homedirective.ai. It is kept in your own Home Assistant user's storage, not in the dashboard.</p>
    <label for="key">API key</label>
    <input id="key" name="key" type="password" autocomplete="off" spellcheck="false" required />
    <div class="row"><button class="primary" type="submit" ?disabled=${busy}>Connect</button></div>
    ${error ? html`<p class="error" role="alert">${error}</p>` : nothing}
  </form>`;
}

/** "23 of 50 devices exposed", and what to do when that is over the plan's limit. */
export function planView(plan: Plan, devices: number, onDisconnect: () => void) {
  const limit = plan.deviceLimit;
  const over = limit !== null && devices > limit;
  return html`<p>Connected: ${plan.name} plan. <span>${devices} of ${limit ?? "unlimited"} devices exposed.</span></p>
    ${over ? html`<p class="error">Your ${plan.name} plan allows ${limit} devices; expose fewer in the card's settings (areas, domains, entities) or choose a larger plan.</p>` : nothing}
    <div class="row"><button @click=${onDisconnect}>Disconnect</button></div>`;
}

export interface ReviewView {
  compiled: Compiled;
  /** What the card will write or run, and its YAML; null for the compiler's refusal. */
  written: Written | null;
  admin: boolean;
  /** A failed check: blocks the write until the directive is compiled again. */
  problem: string;
  /** A write or run HA refused (malformed, network): shown, and the button may be pressed again. */
  failure: string;
  saving: boolean;
  createdId: string;
  ran: boolean;
  /** Editing a saved directive: the write updates its automation ("Save changes"). */
  editing: boolean;
  onCreate: () => void;
  onRun: () => void;
}

/**
 * Review before anything is written: the YAML of exactly what will be written or run, the API's summary
 * as a hint beside it, the checks' verdict and the one write button.
 */
export function reviewView(view: ReviewView) {
  const { result, summary } = view.compiled;
  const written = view.written;
  if (!written) return html`<p class="error" role="alert">${(result.kind === "error" && result.message) || "HomeDirective could not turn this into an automation."}</p>`;
  const blocked = !!view.problem;
  const button = written.kind === "automation"
    ? view.createdId
      ? html`<p class="ok" role="status">${view.editing ? "Saved." : "Created."} <a href="/config/automation/edit/${view.createdId}">Review in Home Assistant</a></p>`
      : view.admin
        ? html`<button class="primary" ?disabled=${blocked || view.saving} @click=${view.onCreate}>${view.editing ? "Save changes" : "Create automation"}</button>`
        : html`<p class="muted">Only an administrator of this Home Assistant can create automations.</p>`
    : view.ran
      ? html`<p class="ok" role="status">Done.</p>`
      : html`<button class="primary" ?disabled=${blocked || view.saving} @click=${view.onRun}>Run now</button>`;
  return html`<h3>Review</h3>
    ${summary ? html`<p>${summary} <span class="muted">(HomeDirective's reading, a hint: the YAML below is what counts.)</span></p>` : nothing}
    <p class="muted">${written.kind === "automation" ? "This automation will be saved in Home Assistant, exactly as written here:" : "This runs once, now, exactly as written here; nothing is saved:"}</p>
    <pre tabindex="0" role="region" aria-label="Automation YAML">${written.yaml}</pre>
    ${blocked ? html`<p class="error" role="alert">${view.problem}</p>` : nothing}
    ${view.failure ? html`<p class="error" role="alert">${view.failure}</p>` : nothing}
    <div class="row">${button}</div>`;
}

export interface ReadyView {
  plan: Plan | null;
  devices: number;
  busy: boolean;
  error: string;
  hass: HomeAssistant;
  review: ReviewView | null;
  /** The suggestions list, or the line saying which plans have them. */
  suggestions: unknown;
  /** "What this card sends" (sends-view.ts). */
  sends: unknown;
  editing: boolean;
  onCancelEdit: () => void;
  /** The card's automations that have a readable record, so can be edited. */
  editable: string[];
  onEdit: (automationId: string) => void;
  onDisconnect: () => void;
  onCompile: (event: Event) => void;
}

/** Connected: the plan, the directive field, the review of the last compile and the card's automations. */
export function readyView(view: ReadyView) {
  return html`${view.plan ? planView(view.plan, view.devices, view.onDisconnect) : html`<div class="row"><button @click=${view.onDisconnect}>Disconnect</button></div>`}
    ${view.sends}
    <form @submit=${view.onCompile}>
      <label for="directive">Directive</label>
      ${view.editing ? html`<p class="muted" id="editing">Editing a saved directive: compile it again, review, and save the changes to the same automation.</p>` : nothing}
      <textarea id="directive" name="directive" maxlength="500" required placeholder="Close the shutters at sunset on weekdays" aria-describedby=${view.editing ? "editing" : nothing}></textarea>
      <div class="row"><button class="primary" type="submit" ?disabled=${view.busy}>Compile</button>
        ${view.editing ? html`<button type="button" @click=${view.onCancelEdit}>Cancel edit</button>` : nothing}</div>
    </form>
    ${view.suggestions}
    ${view.error ? html`<p class="error" role="alert">${view.error}</p>` : nothing}
    ${view.review ? reviewView(view.review) : nothing}
    <homedirective-list .hass=${view.hass} .editable=${view.editable} @edit=${(e: CustomEvent<string>) => view.onEdit(e.detail)}></homedirective-list>`;
}
