/**
 * <homedirective-card>: a thin element over three controllers: the account link (connection.ts), the
 * compile → review → write flow (review.ts) and the encrypted records (vault.ts). Screens are in
 * views.ts and vault-view.ts, every HA call in ha.ts, the checks in checks.ts.
 */
import { LitElement, html, type PropertyValues } from "lit";
import { type CardConfig, checkConfig, configForm, stubConfig } from "./config.ts";
import { hassChanged, memoTwo } from "./watch.ts";
import { Connection } from "./connection.ts";
import { ownAutomations } from "./ha.ts";
import { deviceCount, homeFrom } from "./home.ts";
import { Review } from "./review.ts";
import { sendsView } from "./sends-view.ts";
import { styles } from "./styles.ts";
import type { HomeAssistant } from "./types.ts";
import { connectView, readyView } from "./views.ts";
import { Vault } from "./vault.ts";
import { CARD_VERSION } from "./version.ts";
import { suggestionsView, vaultView } from "./vault-view.ts";

/** The API the build points at (API_URL); a card config's api_url overrides it. */
declare const CARD_API_URL: string;
const defaultApi = typeof CARD_API_URL === "string" ? CARD_API_URL : "https://api.homedirective.ai";

export class HomeDirectiveCard extends LitElement {
  static override styles = styles;
  static override properties = { hass: { attribute: false }, config: { state: true }, recovery: { state: true }, asking: { state: true }, sending: { state: true } };
  declare hass: HomeAssistant;
  declare config: CardConfig;
  /** The recovery key shown to an admin who asked, or "". */
  declare recovery: string;
  /** The "Recovery key" field is open. */
  declare asking: boolean;
  /** "What this card sends" is open. */
  declare sending: boolean;
  /** The records at the API, sealed with the home's key; the key never leaves the instance. */
  readonly vault = new Vault(this);
  readonly connection = new Connection(this);
  readonly review = new Review(this);

  constructor() {
    super();
    Object.assign(this, { recovery: "", asking: false, sending: false });
  }

  static getStubConfig = stubConfig;
  static getConfigForm = () => configForm;
  setConfig(config: unknown) {
    this.config = checkConfig(config);
  }
  getCardSize() {
    return this.connection.phase === "ready" ? 8 : 3;
  }
  getGridOptions() {
    return { columns: 12, min_columns: 6, rows: "auto" };
  }

  apiUrl() {
    return this.config?.api_url || defaultApi;
  }
  api() {
    return { url: this.apiUrl(), key: this.connection.key };
  }
  get opening() {
    return this.connection.opening;
  }
  /** The home this card exposes: what is sent to the API and the only entities a write may name. */
  exposed() {
    return this.#exposed(this.hass, this.config);
  }
  #exposed = memoTwo(homeFrom);

  /** A new hass that changes nothing the card shows (a sensor's state) is not rendered: no rebuild, no walk. */
  protected override shouldUpdate(changed: PropertyValues<this>) {
    if (changed.size !== 1 || !changed.has("hass")) return true;
    return hassChanged(changed.get("hass") as HomeAssistant | undefined, this.hass);
  }

  protected override willUpdate(changed: PropertyValues) {
    if (changed.has("hass") && this.hass && this.connection.phase === "loading") void this.connection.load();
    // Automations paused, resumed or deleted anywhere (this card's list, HA's own editor) update their records.
    if (changed.has("hass") && this.hass && this.vault.stale(this.hass)) void this.vault.sync();
  }

  private compile(event: Event) {
    event.preventDefault();
    void this.review.compile(((event.target as HTMLFormElement).elements.namedItem("directive") as HTMLTextAreaElement).value.trim());
  }

  /** A suggestion, or an edited directive's text, into "Directive" for the usual compile and review. */
  private fill(text: string) {
    const field = this.renderRoot.querySelector<HTMLTextAreaElement>("#directive");
    if (!field) return;
    field.value = text;
    field.focus();
  }

  private edit(automationId: string) {
    const found = this.vault.recordOf(automationId);
    if (!found) return;
    this.review.edit({ recordId: found.stored.id, automationId });
    this.fill(found.record.text);
  }

  private ready() {
    const { connection: c, review: r } = this;
    return readyView({
      plan: c.plan, devices: deviceCount(this.exposed()), busy: c.busy || r.busy, error: c.error || r.error, hass: this.hass,
      onDisconnect: () => c.disconnect(), onCompile: (e) => this.compile(e),
      suggestions: suggestionsView(c.suggestions, c.suggestionsNote, (text) => this.fill(text)),
      sends: sendsView(this.exposed(), this.sending, () => (this.sending = !this.sending)),
      editing: !!r.editing, onCancelEdit: () => r.edit(null),
      editable: this.vault.ready ? ownIds(this.hass).filter((id) => this.vault.recordOf(id)) : [], onEdit: (id) => this.edit(id),
      review: r.compiled && {
        compiled: r.compiled, written: r.written, admin: !!this.hass.user?.is_admin, problem: r.problem, failure: r.failure, saving: r.busy,
        editing: !!r.editing || r.saved, createdId: r.createdId, ran: r.ran, onCreate: () => (r.editing ? r.saveEdit() : r.create()), onRun: () => r.run(),
      },
    });
  }

  override render() {
    const phase = this.connection.phase;
    const body = phase === "loading"
      ? html`<p class="muted" role="status">Loading…</p>`
      : phase === "connect"
        ? connectView({ busy: this.connection.busy, error: this.connection.error, onConnect: (key) => this.connection.connect(key) })
        : html`${this.ready()}${vaultView({
            vault: this.vault, admin: !!this.hass.user?.is_admin, shown: this.recovery, asking: this.asking,
            onShow: () => (this.recovery = this.recovery ? "" : this.vault.recovery),
            onAsk: () => (this.asking = true),
            onRecover: (text) => void this.vault.useRecovery(text).then(() => (this.asking = !!this.vault.recoveryError)),
          })}`;
    return html`<ha-card><div class="card"><h2>HomeDirective</h2>${body}<p class="muted version">HomeDirective card v${CARD_VERSION}</p></div></ha-card>`;
  }
}

/** The config ids of the card's automations in this HA. */
const ownIds = (hass: HomeAssistant) => ownAutomations(hass).map((s) => String(s.attributes.id));
