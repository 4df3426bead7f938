/** "Your directives": the automations the card created, with Pause/Resume and Delete (admins only). */
import { LitElement, html, nothing } from "lit";
import { deleteAutomation, ownAutomations, setAutomation } from "./ha.ts";
import { styles } from "./styles.ts";
import type { HassEntity, HomeAssistant } from "./types.ts";

const when = (iso: unknown) => (typeof iso === "string" && iso ? new Date(iso).toLocaleString() : "never");

export class HomeDirectiveList extends LitElement {
  static override styles = styles;
  static override properties = { hass: { attribute: false }, editable: { attribute: false }, confirming: { state: true }, busy: { state: true }, error: { state: true } };
  declare hass: HomeAssistant;
  /** Automation ids whose directive record this home can read: those offer "Edit" (the card handles the event). */
  declare editable: string[];
  declare confirming: string | null;
  declare busy: string | null;
  declare error: string;

  constructor() {
    super();
    this.editable = [];
    this.confirming = null;
    this.busy = null;
    this.error = "";
  }

  /** One change at a time per list: a second click while HA answers does nothing. */
  private async act(entityId: string, change: () => Promise<unknown>) {
    if (this.busy) return;
    this.busy = entityId;
    this.error = "";
    try {
      await change();
      this.confirming = null;
    } catch (error) {
      this.error = `Home Assistant refused: ${(error as { message?: string }).message ?? String(error)}.`;
    } finally {
      this.busy = null;
    }
  }

  private item(state: HassEntity, admin: boolean) {
    const alias = String(state.attributes.friendly_name ?? state.entity_id);
    const on = state.state === "on";
    const id = String(state.attributes.id);
    const controls = this.confirming === id
      ? html`<p id="confirm-${id}">Delete “${alias}” from Home Assistant? This cannot be undone.</p>
          <div class="row" role="group" aria-labelledby="confirm-${id}">
            <button class="primary" ?disabled=${!!this.busy} @click=${() => this.act(state.entity_id, () => deleteAutomation(this.hass, id))}>Yes, delete</button>
            <button @click=${() => (this.confirming = null)}>Cancel</button>
          </div>`
      : html`<div class="row">
          <button ?disabled=${!!this.busy} aria-label="${on ? "Pause" : "Resume"}" aria-describedby="alias-${id}"
            @click=${() => this.act(state.entity_id, () => setAutomation(this.hass, state.entity_id, !on))}>${on ? "Pause" : "Resume"}</button>
          ${this.editable.includes(id)
            ? html`<button ?disabled=${!!this.busy} aria-describedby="alias-${id}" @click=${() => this.dispatchEvent(new CustomEvent("edit", { detail: id, bubbles: true, composed: true }))}>Edit</button>`
            : nothing}
          <button ?disabled=${!!this.busy} aria-describedby="alias-${id}" @click=${() => (this.confirming = id)}>Delete</button>
        </div>`;
    return html`<li>
      <div class="name" id="alias-${id}">${alias}</div>
      <div class="muted">${on ? "On" : "Paused"} · last triggered ${when(state.attributes.last_triggered)}</div>
      ${admin ? controls : nothing}
    </li>`;
  }

  override render() {
    if (!this.hass) return nothing;
    const admin = !!this.hass.user?.is_admin;
    const own = ownAutomations(this.hass);
    return html`<h3>Your directives</h3>
      ${admin ? nothing : html`<p class="muted">Only an administrator of this Home Assistant can pause, create and delete directives.</p>`}
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      ${own.length ? html`<ul>${own.map((s) => this.item(s, admin))}</ul>` : html`<p class="muted">None yet: an automation you create here appears in this list.</p>`}`;
  }
}
