/**
 * The card's directive records (issue 29) as a Lit reactive controller: opened with the home's key,
 * reconciled with HA's automations, written on create and edit, brought back on a new instance with the
 * recovery key, and restored there. The key and the instance id live in the user's storage on the
 * instance (records.ts); only ciphertext reaches the API.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import { type DirectiveRecord, deriveKeys, recoveryString } from "./crypto.ts";
import { sentence } from "./errors.ts";
import type { Home } from "./home.ts";
import { reconciled } from "./reconcile.ts";
import { recover } from "./recovery.ts";
import { restoreAll } from "./restore.ts";
import type { AutomationConfig } from "./written.ts";
import { type Opened, type RecordStore, automationsSignature, loadOrCreateInstance, loadOrCreateVaultKey, recordStore, restorable } from "./records.ts";
import type { HomeAssistant } from "./types.ts";

export class Vault implements ReactiveController {
  /** Records this key opens, and how many it cannot (changed outside the home, or another home's key). */
  opened: Opened[] = [];
  unreadable = 0;
  error = "";
  recoveryError = "";
  /** A restore blocked per record id: the sentence naming what this Home Assistant lacks. */
  blocked: Record<string, string> = {};
  busy = false;
  #store: RecordStore | null = null;
  #key: Uint8Array | null = null;
  #instance = "";
  #signature = "";
  #api = { url: "", key: "" };
  #syncs = Promise.resolve();

  constructor(private readonly host: ReactiveControllerHost & { hass: HomeAssistant; exposed(): Home }) {
    host.addController(this);
  }
  hostConnected() {}

  get ready() {
    return !!this.#store;
  }
  get recovery() {
    return this.#key ? recoveryString(this.#key) : "";
  }
  /** Another instance's directives whose automations this Home Assistant does not have. */
  get missing() {
    return this.#store ? restorable(this.opened, this.host.hass, this.#instance) : [];
  }
  /** This instance's readable record for one of the card's automations. */
  recordOf(automationId: string): (Opened & { record: DirectiveRecord }) | undefined {
    return this.opened.find((o): o is Opened & { record: DirectiveRecord } => o.record?.automationId === automationId && o.record.instance === this.#instance);
  }

  /** The home's key and instance id (made on the first connect) and the records. */
  async open(apiUrl: string, apiKey: string) {
    this.#api = { url: apiUrl, key: apiKey };
    const hass = this.host.hass;
    [this.#key, this.#instance] = [await loadOrCreateVaultKey(hass), await loadOrCreateInstance(hass)];
    this.#store = recordStore(apiUrl, apiKey, await deriveKeys(this.#key));
    await this.sync();
  }

  close() {
    [this.#store, this.opened, this.unreadable] = [null, [], 0];
  }

  /** True when HA's automations changed since the last reconciliation. */
  stale(hass: HomeAssistant) {
    return !!this.#store && automationsSignature(hass) !== this.#signature;
  }

  /** Reads every record and brings this instance's in line with HA's automations: one sync at a time, each reading afresh, so two never delete one record. */
  sync(): Promise<void> {
    this.#signature = automationsSignature(this.host.hass); // not stale while queued: the queued sync reads the latest hass
    return (this.#syncs = this.#syncs.then(() => this.#sync()));
  }
  async #sync() {
    const store = this.#store;
    if (!store) return;
    this.#signature = automationsSignature(this.host.hass);
    try {
      this.opened = await Promise.all((await store.list()).map((stored) => store.open(stored)));
      this.unreadable = this.opened.filter((o) => !o.record).length;
      this.opened = await reconciled(this.host.hass, store, this.opened, this.#instance);
    } catch (error) {
      this.error = sentence(error);
    }
    this.host.requestUpdate();
  }

  /** The record of a new automation, written before HA's (past the plan's limit the API refuses it first). */
  async create(text: string, automationId: string, config: AutomationConfig): Promise<string | null> {
    if (!this.#store) return null;
    const record = { text, automationId, config, instance: this.#instance };
    const id = await this.#store.create(record);
    this.opened = [...this.opened, { stored: { id, data: "", active: true }, record }];
    return id;
  }

  async remove(id: string) {
    await this.#store?.remove(id);
    this.opened = this.opened.filter((o) => o.stored.id !== id);
  }

  /** A record's new text and config (an edit); resolves to the record it replaced, to put back if HA refuses. */
  async replace(id: string, record: DirectiveRecord): Promise<DirectiveRecord | null> {
    const before = this.opened.find((o) => o.stored.id === id)?.record ?? null;
    await this.#store?.update(id, { record: { ...record, instance: this.#instance } });
    this.opened = this.opened.map((o) => (o.stored.id === id ? { ...o, record: { ...record, instance: this.#instance } } : o));
    return before;
  }

  /** A pasted recovery key (recovery.ts): the records are sealed again under it, and it becomes the home's key. */
  async useRecovery(text: string) {
    if (!this.#store || this.busy) return;
    [this.busy, this.recoveryError] = [true, ""];
    this.host.requestUpdate();
    try {
      const recovered = await recover(this.host.hass, text, this.opened, this.#api);
      if (typeof recovered === "string") return void (this.recoveryError = recovered);
      [this.#key, this.#store] = [recovered.key, recovered.store];
      await this.sync();
    } catch (error) {
      this.recoveryError = sentence(error);
    } finally {
      this.busy = false;
      this.host.requestUpdate();
    }
  }

  /**
   * Re-creates in this Home Assistant the automations of the directives it is missing, each after the
   * checks a new one passes (restore.ts); one that fails is named and skipped. Each restored directive
   * gets a record of its own for this instance: the other instance's record stays as it is.
   */
  async restore() {
    const store = this.#store;
    if (!store || this.busy) return;
    [this.busy, this.blocked] = [true, {}];
    this.host.requestUpdate();
    try {
      await restoreAll(this.host, this.missing, store, this.#instance, (id, why) => (this.blocked = { ...this.blocked, [id]: why }));
    } catch (error) {
      this.error = sentence(error);
    } finally {
      this.busy = false;
      await this.sync();
    }
  }
}
