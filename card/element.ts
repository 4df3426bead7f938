/**
 * <homedirective-card>: connect with the account's key, compile a directive against the exposed home,
 * review it, then create the automation (or run the action) in Home Assistant. The screens are in
 * views.ts, every HA call in ha.ts, the checks in checks.ts.
 */
import { LitElement, html, type PropertyValues } from "lit";
import { ApiError, type Compiled, type Plan, compile, fetchPlan } from "./api.ts";
import { missingReference, validationProblem } from "./checks.ts";
import { type CardConfig, checkConfig, configForm, stubConfig } from "./config.ts";
import { haMessage } from "./errors.ts";
import { automationConfig, createAutomation, loadKey, newAutomationId, runActions, saveKey } from "./ha.ts";
import { deviceCount, homeFrom } from "./home.ts";
import { styles } from "./styles.ts";
import type { HomeAssistant } from "./types.ts";
import { connectView, readyView } from "./views.ts";
import { type RecordStore, automationsSignature, deriveKeys, loadOrCreateVaultKey, reconcile, recordStore } from "./records.ts";
import { recoveryString } from "./crypto.ts";

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
    error: { state: true }, compiled: { state: true }, problem: { state: true }, failure: { state: true }, createdId: { state: true }, ran: { state: true }, tampered: { state: true }, recovery: { state: true },
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
  /** Records whose tag failed: changed outside this home, never decrypted or used (issue 29). */
  declare tampered: number;
  declare recovery: string;
  /** The records at the API, sealed with the home's key (records.ts); the key never leaves the instance. */
  #records: RecordStore | null = null;
  #vaultKey: Uint8Array | null = null;
  #signature = "";
  /** Kept in memory only: it comes from, and goes back to, the user's storage on the instance. */
  #key = "";
  #directive = "";
  #loading = false;

  constructor() {
    super();
    Object.assign(this, { plan: null, phase: "loading", busy: false, error: "", compiled: null, problem: "", failure: "", createdId: "", ran: false, tampered: 0, recovery: "" });
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
    if (changed.has("hass") && this.hass && this.#records && automationsSignature(this.hass) !== this.#signature) void this.sync();
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
      await this.openVault();
    } catch (error) {
      this.error = sentence(error);
    } finally {
      this.busy = false;
    }
  }

  private async disconnect() {
    try {
      await saveKey(this.hass, null);
      this.#key = "";
      this.#records = null;
      Object.assign(this, { plan: null, compiled: null, error: "", problem: "", phase: "connect" });
    } catch (error) {
      this.error = sentence(error);
    }
  }

  private async compile(event: Event) {
    event.preventDefault();
    const text = ((event.target as HTMLFormElement).elements.namedItem("directive") as HTMLTextAreaElement).value.trim();
    if (!text || this.busy) return;
    Object.assign(this, { busy: true, error: "", compiled: null, problem: "", failure: "", createdId: "", ran: false });
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
      const id = newAutomationId();
      const config = automationConfig(this.#directive, partsOf(this.compiled.result) as never);
      // The record first: past the plan's automation limit the API refuses it, and nothing is written to HA.
      const recordId = this.#records ? await this.#records.create({ text: this.#directive, automationId: id, config }) : null;
      try {
        await createAutomation(this.hass, id, config);
      } catch (error) {
        if (recordId) await this.#records?.remove(recordId).catch(() => undefined);
        throw error;
      }
      this.createdId = id;
    } catch (error) {
      this.failure = sentence(error);
    } finally {
      this.busy = false;
    }
  }

  /** The home's record key (generated on the first connect, kept in this user's storage) and the record store. */
  private async openVault() {
    this.#vaultKey = await loadOrCreateVaultKey(this.hass);
    this.#records = recordStore(this.apiUrl, this.#key, await deriveKeys(this.#vaultKey));
    await this.sync();
  }

  /** Reads every record (a failed tag is counted, never used) and brings them in line with HA's automations. */
  private async sync() {
    const records = this.#records;
    if (!records) return;
    this.#signature = automationsSignature(this.hass);
    try {
      const opened = await Promise.all((await records.list()).map((stored) => records.open(stored)));
      this.tampered = opened.filter((o) => !o.record).length;
      for (const change of reconcile(opened, this.hass)) {
        // A resume past the plan's limit is refused by the API: the record stays paused, HA keeps the automation.
        await (change.do === "delete" ? records.remove(change.id) : records.update(change.id, { active: change.active })).catch(() => undefined);
      }
    } catch (error) {
      this.error = sentence(error);
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
    return readyView({
      plan: this.plan, devices: deviceCount(homeFrom(this.hass, this.config)), busy: this.busy, error: this.error, hass: this.hass,
      onDisconnect: () => this.disconnect(), onCompile: (e) => this.compile(e),
      review: this.compiled && {
        compiled: this.compiled, admin: !!this.hass.user?.is_admin, problem: this.problem, failure: this.failure, saving: this.busy,
        createdId: this.createdId, ran: this.ran, onCreate: () => this.create(), onRun: () => this.run(),
      },
    });
  }

  override render() {
    const body = this.phase === "loading"
      ? html`<p class="muted" role="status">Loading…</p>`
      : this.phase === "connect"
        ? connectView({ busy: this.busy, error: this.error, onConnect: (key) => this.connect(key) })
        : html`${this.ready()}${this.vaultView()}`;
    return html`<ha-card><div class="card"><h2>HomeDirective</h2>${body}</div></ha-card>`;
  }

  /** Tampered records are said, never used; an admin may see the recovery key to keep. */
  private vaultView() {
    const tampered = this.tampered
      ? html`<p role="alert">${this.tampered === 1 ? "One directive record was" : `${this.tampered} directive records were`} changed outside your home, so ${this.tampered === 1 ? "it is" : "they are"} not used.</p>`
      : "";
    if (!this.hass.user?.is_admin || !this.#vaultKey) return tampered;
    const show = () => (this.recovery = this.recovery ? "" : recoveryString(this.#vaultKey!));
    return html`${tampered}
      <div class="recovery">
        <button type="button" @click=${show}>${this.recovery ? "Hide recovery key" : "Show recovery key"}</button>
        ${this.recovery
          ? html`<label>Recovery key <input readonly .value=${this.recovery} /></label>
              <p class="muted">Keep it somewhere safe: on a new Home Assistant it brings your directives back. HomeDirective never sees it.</p>`
          : ""}
      </div>`;
  }
}
