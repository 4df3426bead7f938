/** The records' screens (issue 29): records it cannot read, the recovery key, directives to restore, suggestions. */
import { html, nothing } from "lit";
import type { Vault } from "./vault.ts";

export interface VaultView {
  vault: Vault;
  admin: boolean;
  /** The recovery key shown (an admin asked), or "". */
  shown: string;
  /** The "Recovery key" field is open. */
  asking: boolean;
  onShow: () => void;
  onAsk: () => void;
  onRecover: (text: string) => void;
}

/** Records this key cannot open are said (never used); directives another instance holds can be restored. */
export function vaultView({ vault, admin, shown, asking, onShow, onAsk, onRecover }: VaultView) {
  if (!vault.ready) return nothing;
  const n = vault.unreadable;
  const unreadable = n
    ? html`<p role="alert">${n === 1 ? "One directive record" : `${n} directive records`} cannot be read with this Home Assistant's key: sealed with another Home Assistant's key, or changed outside your home. ${n === 1 ? "It is" : "They are"} not used.</p>
        ${admin && !asking ? html`<div class="row"><button type="button" @click=${onAsk}>Use recovery key</button></div>` : nothing}`
    : nothing;
  const submit = (event: Event) => {
    event.preventDefault();
    onRecover(((event.target as HTMLFormElement).elements.namedItem("recovery") as HTMLInputElement).value);
  };
  const ask = admin && asking && n
    ? html`<form @submit=${submit}>
        <label for="recovery">Recovery key</label>
        <input id="recovery" name="recovery" autocomplete="off" spellcheck="false" required aria-describedby="recovery-help" />
        <p id="recovery-help" class="muted">The key another Home Assistant's card showed you; it stays in this Home Assistant.</p>
        <div class="row"><button class="primary" type="submit" ?disabled=${vault.busy}>Use this key</button></div>
        ${vault.recoveryError ? html`<p class="error" role="alert">${vault.recoveryError}</p>` : nothing}
      </form>`
    : nothing;
  return html`${unreadable}${ask}${missingView(vault, admin)}${admin ? recoveryView(shown, onShow) : nothing}`;
}

/** Directives whose automations this Home Assistant lacks: listed, then re-created after the usual checks. */
function missingView(vault: Vault, admin: boolean) {
  const missing = vault.missing;
  if (!missing.length) return nothing;
  return html`<h3 id="missing-title">Not in this Home Assistant</h3>
    <ul aria-labelledby="missing-title">
      ${missing.map(({ stored, record }) => html`<li><div class="name">${record.text}</div>
        ${vault.blocked[stored.id] ? html`<p class="error" role="alert">${vault.blocked[stored.id]}</p>` : nothing}</li>`)}
    </ul>
    ${admin
      ? html`<div class="row"><button class="primary" type="button" ?disabled=${vault.busy} @click=${() => vault.restore()}>Restore</button></div>`
      : html`<p class="muted">An administrator of this Home Assistant can restore them.</p>`}`;
}

function recoveryView(shown: string, onShow: () => void) {
  return html`<div class="recovery">
    <button type="button" @click=${onShow}>${shown ? "Hide recovery key" : "Show recovery key"}</button>
    ${shown
      ? html`<label>Recovery key <input readonly .value=${shown} /></label>
          <p class="muted">Keep it somewhere safe: on a new Home Assistant it brings your directives back. HomeDirective never sees it.</p>`
      : nothing}
  </div>`;
}

/** Directives written for this home (Auto-prompting): one click puts one into "Directive" for review. */
export function suggestionsView(suggestions: string[], note: string, onPick: (text: string) => void) {
  if (note) return html`<p class="muted">${note}</p>`;
  if (!suggestions.length) return nothing;
  return html`<h3 id="suggestions-title">Suggestions</h3>
    <ul aria-label="Suggestions" class="suggestions">
      ${suggestions.map((text) => html`<li><button type="button" @click=${() => onPick(text)}>${text}</button></li>`)}
    </ul>`;
}
