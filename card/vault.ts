/**
 * The card's directive records (issue 29) as a Lit reactive controller: opened with the home's key,
 * reconciled with HA's automations, written on create and edit, brought back on a new instance with the
 * recovery key, and restored there. The key and the instance id live in the user's storage on the
 * instance (records.ts); only ciphertext reaches the API.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import { type DirectiveRecord, deriveKeys, keyFromRecovery, openRecord, recoveryString } from "./crypto.ts";
import { sentence } from "./errors.ts";
import type { Home } from "./home.ts";
import { applyChanges } from "./reconcile.ts";
import { restoreOne } from "./restore.ts";
import type { AutomationConfig } from "./written.ts";
import { type Opened, type RecordStore, automationsSignature, loadOrCreateInstance, loadOrCreateVaultKey, reconcile, recordStore, restorable, saveVaultKey } from "./records.ts";
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
  #apiUrl = "";
  #apiKey = "";

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
    [this.#apiUrl, this.#apiKey] = [apiUrl, apiKey];
    const hass = this.host.hass;
    [this.#key, this.#instance] = [await loadOrCreateVaultKey(hass), await loadOrCreateInstance(hass)];
    this.#store = recordStore(apiUrl, apiKey, await deriveKeys(this.#key));
    await this.sync();
  }

  close() {
    this.#store = null;
    this.opened = [];
    this.unreadable = 0;
  }

  /** True when HA's automations changed since the last reconciliation. */
  stale(hass: HomeAssistant) {
    return !!this.#store && automationsSignature(hass) !== this.#signature;
  }

  /** Reads every record and brings this instance's in line with HA's automations. */
  async sync() {
    const store = this.#store;
    if (!store) return;
    this.#signature = automationsSignature(this.host.hass);
    try {
      this.opened = await Promise.all((await store.list()).map((stored) => store.open(stored)));
      this.unreadable = this.opened.filter((o) => !o.record).length;
      const { deleted, active } = await applyChanges(this.host.hass, store, reconcile(this.opened, this.host.hass, this.#instance));
      this.opened = this.opened.filter((o) => !deleted.has(o.stored.id)).map((o) => (active.has(o.stored.id) ? { ...o, stored: { ...o.stored, active: active.get(o.stored.id)! } } : o));
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
    this.#opened(id, { ...record, instance: this.#instance });
    return before;
  }

  /**
   * A pasted recovery key: used only if it opens records this key cannot. The records this instance
   * wrote under its own key are sealed again under the recovered one first, so none is lost.
   */
  async useRecovery(text: string) {
    const key = keyFromRecovery(text);
    const store = this.#store;
    this.recoveryError = key ? "" : "That is not a recovery key: it is the 43 letters, digits, - and _ the card showed. Nothing was changed.";
    this.busy = !!key && !!store;
    this.host.requestUpdate();
    if (!key || !store) return;
    try {
      const keys = await deriveKeys(key);
      const opens = await Promise.all(this.opened.filter((o) => !o.record).map((o) => openRecord(keys, o.stored.id, o.stored.data).then(() => true, () => false)));
      if (!opens.some(Boolean)) return void (this.recoveryError = "That recovery key opens none of your directive records. Nothing was changed.");
      const recovered = recordStore(this.#apiUrl, this.#apiKey, keys);
      for (const { stored, record } of this.opened) if (record) await recovered.update(stored.id, { record });
      await saveVaultKey(this.host.hass, key);
      [this.#key, this.#store] = [key, recovered];
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
    this.busy = true;
    this.blocked = {};
    this.host.requestUpdate();
    try {
      for (const missing of this.missing) {
        const blocked = await restoreOne(this.host, missing, store, this.#instance);
        if (blocked) this.blocked = { ...this.blocked, [missing.stored.id]: blocked };
      }
    } catch (error) {
      this.error = sentence(error);
    } finally {
      this.busy = false;
      await this.sync();
    }
  }

  #opened(id: string, record: DirectiveRecord) {
    this.opened = this.opened.map((o) => (o.stored.id === id ? { ...o, record } : o));
  }
}
