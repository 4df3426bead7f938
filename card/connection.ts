/**
 * The card's link to the account, as a Lit reactive controller: the key kept in the HA user's own
 * storage, the plan (asked again on every connected load, so it and the device count are current),
 * then the records and the suggestions, which never hold the Compile form.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import { ApiError, type Plan, fetchPlan, suggest } from "./api.ts";
import { sentence } from "./errors.ts";
import { loadKey, saveKey } from "./ha.ts";
import type { Home } from "./home.ts";
import type { HomeAssistant } from "./types.ts";
import type { Vault } from "./vault.ts";

export interface ConnectionHost extends ReactiveControllerHost {
  hass: HomeAssistant;
  apiUrl(): string;
  exposed(): Home;
  readonly vault: Vault;
}

export class Connection implements ReactiveController {
  phase: "loading" | "connect" | "ready" = "loading";
  plan: Plan | null = null;
  busy = false;
  error = "";
  suggestions: string[] = [];
  /** Why there are none: the plan has no Auto-prompting (the API's sentence). */
  suggestionsNote = "";
  /** Kept in memory only: it comes from, and goes back to, the user's storage on the instance. */
  key = "";
  /** The records opening: a save waits for it, so no automation is written without its record. */
  opening: Promise<void> = Promise.resolve();
  #loading = false;

  constructor(private readonly host: ConnectionHost) {
    host.addController(this);
  }
  hostConnected() {}

  #set(change: Partial<Connection>) {
    Object.assign(this, change);
    this.host.requestUpdate();
  }

  /** Once, when the first hass arrives: a key already stored for this HA user, checked against the API (the plan with it). */
  async load() {
    if (this.#loading) return;
    this.#loading = true;
    try {
      const key = await loadKey(this.host.hass);
      if (!key) return this.#set({ phase: "connect" });
      this.key = key;
      this.#set({ plan: await fetchPlan(this.host.apiUrl(), key), phase: "ready" });
      await this.openRecords();
    } catch (error) {
      this.#set({ error: sentence(error), phase: this.key ? "ready" : "connect" });
    }
  }

  async connect(key: string) {
    if (this.busy) return;
    this.#set({ busy: true, error: "" });
    try {
      const plan = await fetchPlan(this.host.apiUrl(), key);
      await saveKey(this.host.hass, key); // only a key the API accepted is kept
      Object.assign(this, { key, plan, phase: "ready" });
    } catch (error) {
      return this.#set({ error: sentence(error) });
    } finally {
      this.#set({ busy: false });
    }
    await this.openRecords();
  }

  async disconnect() {
    try {
      await saveKey(this.host.hass, null);
      this.host.vault.close();
      this.#set({ key: "", plan: null, error: "", phase: "connect" });
    } catch (error) {
      this.#set({ error: sentence(error) });
    }
  }

  /** The records (vault.ts), then suggestions for the exposed home when the plan has Auto-prompting. */
  openRecords() {
    return (this.opening = this.#open());
  }

  async #open() {
    const url = this.host.apiUrl();
    try {
      await this.host.vault.open(url, this.key);
    } catch (error) {
      this.#set({ error: sentence(error) });
    }
    try {
      this.#set({ suggestions: (await suggest(url, this.key, this.host.exposed())).suggestions.map((s) => s.text) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) this.#set({ suggestionsNote: error.message });
    }
  }
}
