/**
 * <homedirective-card>: connect with the account's key, compile a directive against the exposed home,
 * review it, then create the automation (or run the action) in Home Assistant. The screens are in
 * views.ts, every HA call in ha.ts, the checks in checks.ts.
 */
import { LitElement, html, type PropertyValues } from "lit";
import { ApiError, type Compiled, type Plan, compile, fetchPlan, suggest } from "./api.ts";
import { missingReference, validationProblem } from "./checks.ts";
import { type CardConfig, checkConfig, configForm, stubConfig } from "./config.ts";
import { haMessage } from "./errors.ts";
import { automationConfig, createAutomation, loadKey, newAutomationId, ownAutomations, runActions, saveKey } from "./ha.ts";
import { deviceCount, homeFrom } from "./home.ts";
import { styles } from "./styles.ts";
import type { HomeAssistant } from "./types.ts";
import { connectView, readyView } from "./views.ts";
import { Vault } from "./vault.ts";
import { suggestionsView, vaultView } from "./vault-view.ts";

/** The API the build points at (API_URL); a card config's api_url overrides it. */
declare const CARD_API_URL: string;
const defaultApi = typeof CARD_API_URL === "string" ? CARD_API_URL : "https://api.homedirective.ai";

const sentence = (error: unknown) => (error instanceof ApiError ? error.message : haMessage(error));
const partsOf = (result: Compiled["result"]) =>
  result.kind === "automation" ? { triggers: result.triggers, conditions: result.conditions, actions: result.actions } : { actions: result.kind === "action" ? result.actions : [] };

export class HomeDirectiveCard extends LitElement {
  static override styles = styles;
  static override properties = {
    hass: { attribute: false }, config: { state: true }, plan: { state: true }, phase: { state: true }, busy: { state: true },
    error: { state: true }, compiled: { state: true }, problem: { state: true }, failure: { state: true }, createdId: { state: true }, ran: { state: true },
    recovery: { state: true }, asking: { state: true }, editing: { state: true }, saved: { state: true }, suggestions: { state: true }, suggestionsNote: { state: true },
  };
  declare hass: HomeAssistant;
  declare config: CardConfig;
  declare plan: Plan | null;
  declare phase: "loading" | "connect" | "ready";
  declare busy: boolean;
  declare error: string;
  declare compiled: Compiled | null;
  declare problem: string;
  declare failure: string;
  declare createdId: string;
  declare ran: boolean;
  /** The recovery key shown to an admin who asked, or "". */
  declare recovery: string;
  /** The "Recovery key" field is open. */
  declare asking: boolean;
  /** The directive being edited: its record and automation (saved to the same id). */
  declare editing: { recordId: string; automationId: string } | null;
  /** The last write was an edit's "Save changes". */
  declare saved: boolean;
  declare suggestions: string[];
  /** Why there are none: the plan has no Auto-prompting (the API's sentence). */
  declare suggestionsNote: string;
  /** The records at the API, sealed with the home's key; the key never leaves the instance (vault.ts). */
  #vault = new Vault(this);
  /** Kept in memory only: it comes from, and goes back to, the user's storage on the instance. */
  #key = "";
  #directive = "";
  #loading = false;
  /** The records opening: a save waits for it, so no automation is written without its record. */
  #opening: Promise<void> = Promise.resolve();

  constructor() {
    super();
    Object.assign(this, { plan: null, phase: "loading", busy: false, error: "", compiled: null, problem: "", failure: "", createdId: "", ran: false, recovery: "", asking: false, editing: null, saved: false, suggestions: [], suggestionsNote: "" });
  }

  static getStubConfig = stubConfig;
  static getConfigForm = () => configForm;
  setConfig(config: unknown) {
    this.config = checkConfig(config);
  }
  getCardSize() {
    return this.phase === "ready" ? 8 : 3;
  }
  getGridOptions() {
    return { columns: 12, min_columns: 6, rows: "auto" };
  }

  private get apiUrl() {
    return this.config?.api_url || defaultApi;
  }

  protected override willUpdate(changed: PropertyValues) {
    if (changed.has("hass") && this.hass && !this.#loading && this.phase === "loading") void this.restore();
    // Automations paused, resumed or deleted anywhere (this card's list, HA's own editor) update their records.
    if (changed.has("hass") && this.hass && this.#vault.stale(this.hass)) void this.#vault.sync();
  }

  /** A key already stored for this HA user: check it is still current, else ask again. */
  private async restore() {
    this.#loading = true;
    try {
      const key = await loadKey(this.hass);
      if (!key) return void (this.phase = "connect");
      this.#key = key;
      this.plan = await fetchPlan(this.apiUrl, key);
      this.phase = "ready";
      await this.openVault();
    } catch (error) {
      this.error = sentence(error);
      this.phase = this.#key ? "ready" : "connect";
    }
  }

  private async connect(key: string) {
    if (this.busy) return;
    this.busy = true;
    this.error = "";
    try {
      const plan = await fetchPlan(this.apiUrl, key);
      await saveKey(this.hass, key); // only a key the API accepted is kept
      this.#key = key;
      this.plan = plan;
      this.phase = "ready";
    } catch (error) {
      this.error = sentence(error);
      return;
    } finally {
      this.busy = false;
    }
    // Compile is usable while the records and suggestions arrive: they never hold the form.
    await this.openVault();
  }

  private async disconnect() {
    try {
      await saveKey(this.hass, null);
      this.#key = "";
      this.#vault.close();
      Object.assign(this, { plan: null, compiled: null, error: "", problem: "", phase: "connect" });
    } catch (error) {
      this.error = sentence(error);
    }
  }

  private async compile(event: Event) {
    event.preventDefault();
    const text = ((event.target as HTMLFormElement).elements.namedItem("directive") as HTMLTextAreaElement).value.trim();
    if (!text || this.busy) return;
    Object.assign(this, { busy: true, error: "", compiled: null, problem: "", failure: "", createdId: "", ran: false, saved: false });
    try {
      const compiled = await compile(this.apiUrl, this.#key, text, homeFrom(this.hass, this.config));
      this.#directive = text;
      this.problem = compiled.result.kind === "error" ? "" : await this.check(compiled);
      this.compiled = compiled;
    } catch (error) {
      this.error = sentence(error);
    } finally {
      this.busy = false;
    }
  }

  /** Our reference check first (HA's own checks only the shape), then HA's validate_config. */
  private async check(compiled: Compiled): Promise<string> {
    const parts = partsOf(compiled.result);
    try {
      return missingReference(this.hass, parts) ?? (await validationProblem(this.hass, parts)) ?? "";
    } catch (error) {
      return `Home Assistant could not check the automation: ${(error as { message?: string }).message ?? String(error)}. Nothing was saved.`;
    }
  }

  /** One write, once: the button is disabled from the first click until HA answers. */
  private async create() {
    if (!this.compiled || this.busy || this.createdId) return;
    this.busy = true;
    this.failure = "";
    try {
      const problem = await this.check(this.compiled);
      if (problem) return void (this.problem = problem);
      await this.#opening;
      const id = newAutomationId();
      const config = automationConfig(this.#directive, partsOf(this.compiled.result) as never);
      // The record first: past the plan's automation limit the API refuses it, and nothing is written to HA.
      const recordId = await this.#vault.create(this.#directive, id, config);
      try {
        await createAutomation(this.hass, id, config);
      } catch (error) {
        if (recordId) await this.#vault.remove(recordId).catch(() => undefined);
        throw error;
      }
      this.createdId = id;
    } catch (error) {
      this.failure = sentence(error);
    } finally {
      this.busy = false;
    }
  }

  /** The records (vault.ts), then suggestions for the exposed home when the plan has Auto-prompting. */
  private openVault() {
    return (this.#opening = this.openRecords());
  }

  private async openRecords() {
    try {
      await this.#vault.open(this.apiUrl, this.#key);
    } catch (error) {
      this.error = sentence(error);
    }
    try {
      this.suggestions = (await suggest(this.apiUrl, this.#key, homeFrom(this.hass, this.config))).suggestions.map((s) => s.text);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) this.suggestionsNote = error.message;
    }
  }

  /** A suggestion, or an edited directive's text, into "Directive" for the usual compile and review. */
  private fill(text: string) {
    const field = this.renderRoot.querySelector<HTMLTextAreaElement>("#directive");
    if (!field) return;
    field.value = text;
    field.focus();
  }

  private edit(automationId: string) {
    const found = this.#vault.recordOf(automationId);
    if (!found) return;
    Object.assign(this, { editing: { recordId: found.stored.id, automationId }, compiled: null, problem: "", failure: "", createdId: "" });
    this.fill(found.record.text);
  }

  /** Saves an edit to the same automation id, as HA's editor does; the record first, put back if HA refuses. */
  private async saveEdit() {
    const editing = this.editing;
    if (!this.compiled || !editing || this.busy || this.createdId) return;
    this.busy = true;
    this.failure = "";
    try {
      const problem = await this.check(this.compiled);
      if (problem) return void (this.problem = problem);
      await this.#opening;
      const config = automationConfig(this.#directive, partsOf(this.compiled.result) as never);
      const before = await this.#vault.replace(editing.recordId, { text: this.#directive, automationId: editing.automationId, config });
      try {
        await createAutomation(this.hass, editing.automationId, config);
      } catch (error) {
        if (before) await this.#vault.replace(editing.recordId, before).catch(() => undefined);
        throw error;
      }
      Object.assign(this, { createdId: editing.automationId, editing: null, saved: true });
    } catch (error) {
      this.failure = sentence(error);
    } finally {
      this.busy = false;
    }
  }

  private async run() {
    if (!this.compiled || this.busy || this.compiled.result.kind !== "action") return;
    this.busy = true;
    this.failure = "";
    try {
      const problem = await this.check(this.compiled);
      if (problem) return void (this.problem = problem);
      await runActions(this.hass, this.compiled.result.actions);
      this.ran = true;
    } catch (error) {
      this.failure = haMessage(error).replace("Nothing was saved.", "It may have run in part.");
    } finally {
      this.busy = false;
    }
  }

  private ready() {
    const admin = !!this.hass.user?.is_admin;
    return readyView({
      plan: this.plan, devices: deviceCount(homeFrom(this.hass, this.config)), busy: this.busy, error: this.error, hass: this.hass,
      onDisconnect: () => this.disconnect(), onCompile: (e) => this.compile(e),
      suggestions: suggestionsView(this.suggestions, this.suggestionsNote, (text) => this.fill(text)),
      editing: !!this.editing, onCancelEdit: () => Object.assign(this, { editing: null, compiled: null, problem: "", failure: "" }),
      editable: this.#vault.ready ? ownIds(this.hass).filter((id) => this.#vault.recordOf(id)) : [], onEdit: (id) => this.edit(id),
      review: this.compiled && {
        compiled: this.compiled, admin, problem: this.problem, failure: this.failure, saving: this.busy, editing: !!this.editing || this.saved,
        createdId: this.createdId, ran: this.ran, onCreate: () => (this.editing ? this.saveEdit() : this.create()), onRun: () => this.run(),
      },
    });
  }

  override render() {
    const body = this.phase === "loading"
      ? html`<p class="muted" role="status">Loading…</p>`
      : this.phase === "connect"
        ? connectView({ busy: this.busy, error: this.error, onConnect: (key) => this.connect(key) })
        : html`${this.ready()}${vaultView({
            vault: this.#vault, admin: !!this.hass.user?.is_admin, shown: this.recovery, asking: this.asking,
            onShow: () => (this.recovery = this.recovery ? "" : this.#vault.recovery),
            onAsk: () => (this.asking = true),
            onRecover: (text) => void this.#vault.useRecovery(text).then(() => (this.asking = !!this.#vault.recoveryError)),
          })}`;
    return html`<ha-card><div class="card"><h2>HomeDirective</h2>${body}</div></ha-card>`;
  }
}

/** The config ids of the card's automations in this HA. */
const ownIds = (hass: HomeAssistant) => ownAutomations(hass).map((s) => String(s.attributes.id));
