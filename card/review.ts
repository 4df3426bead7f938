/**
 * Compile → review → write, as a Lit reactive controller: the compile answer is turned into what the
 * card will write (written.ts), checked (checks.ts) before every write or run and again by Home
 * Assistant, and then written: a new automation, an edit saved to the same id, or steps run once.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import { type Compiled, compile } from "./api.ts";
import { problemWith } from "./checks.ts";
import { haMessage, sentence } from "./errors.ts";
import { createAutomation, newAutomationId, runActions } from "./ha.ts";
import type { Home } from "./home.ts";
import type { HomeAssistant } from "./types.ts";
import type { Vault } from "./vault.ts";
import { type Written, resultOf, writtenOf } from "./written.ts";

/** What the controller needs from its card: the home it exposes, the API, the records. */
export interface ReviewHost extends ReactiveControllerHost {
  hass: HomeAssistant;
  exposed(): Home;
  api(): { url: string; key: string };
  readonly vault: Vault;
  /** The records opening: a save waits for it, so no automation is written without its record. */
  readonly opening: Promise<void>;
}

export class Review implements ReactiveController {
  compiled: Compiled | null = null;
  /** What will be written or run, and its YAML, built from `compiled` by the card. */
  written: Written | null = null;
  error = "";
  /** A failed check: blocks the write until the directive is compiled again. */
  problem = "";
  /** A write or run HA refused (malformed, network): shown, and the button may be pressed again. */
  failure = "";
  createdId = "";
  ran = false;
  /** The last write was an edit's "Save changes". */
  saved = false;
  busy = false;
  /** The directive being edited: its record and automation (saved to the same id). */
  editing: { recordId: string; automationId: string } | null = null;
  #directive = "";

  constructor(private readonly host: ReviewHost) {
    host.addController(this);
  }
  hostConnected() {}

  #set(change: Partial<Review>) {
    Object.assign(this, change);
    this.host.requestUpdate();
  }

  async compile(text: string) {
    if (!text || this.busy) return;
    this.#set({ busy: true, error: "", compiled: null, written: null, problem: "", failure: "", createdId: "", ran: false, saved: false });
    try {
      const { url, key } = this.host.api();
      const compiled = await compile(url, key, text, this.host.exposed());
      this.#directive = text;
      const written = writtenOf(text, compiled.result);
      this.#set({ compiled, written, problem: written ? await this.check(written) : "" });
    } catch (error) {
      this.#set({ error: sentence(error) });
    } finally {
      this.#set({ busy: false });
    }
  }

  /** Every check of what will be written or run (checks.ts): nothing reaches HA's write or run unless all pass. */
  async check(written: Written): Promise<string> {
    return (await problemWith(this.host.hass, this.host.exposed(), resultOf(written))) ?? "";
  }

  /** One write, once: the button is disabled from the first click until HA answers. The checks run again first. */
  async #write(act: (written: Written & { kind: "automation" }) => Promise<void>) {
    const written = this.written;
    if (!written || written.kind !== "automation" || this.busy || this.createdId) return;
    this.#set({ busy: true, failure: "" });
    try {
      const problem = await this.check(written);
      if (problem) return void (this.problem = problem);
      await this.host.opening;
      await act(written);
    } catch (error) {
      this.failure = sentence(error);
    } finally {
      this.#set({ busy: false });
    }
  }

  /** A new automation: the record first (past the plan's limit the API refuses it, and nothing is written to HA). */
  create() {
    return this.#write(async ({ config }) => {
      const id = newAutomationId();
      const recordId = await this.host.vault.create(this.#directive, id, config);
      try {
        await createAutomation(this.host.hass, id, config);
      } catch (error) {
        if (recordId) await this.host.vault.remove(recordId).catch(() => undefined);
        throw error;
      }
      this.createdId = id;
    });
  }

  /** An edit, saved to the same automation id as HA's editor does; the record first, put back if HA refuses. */
  saveEdit() {
    const editing = this.editing;
    if (!editing) return;
    return this.#write(async ({ config }) => {
      const before = await this.host.vault.replace(editing.recordId, { text: this.#directive, automationId: editing.automationId, config });
      try {
        await createAutomation(this.host.hass, editing.automationId, config);
      } catch (error) {
        if (before) await this.host.vault.replace(editing.recordId, before).catch(() => undefined);
        throw error;
      }
      Object.assign(this, { createdId: editing.automationId, editing: null, saved: true });
    });
  }

  /** An immediate action's steps, run once after the same checks. */
  async run() {
    const written = this.written;
    if (!written || written.kind !== "action" || this.busy) return;
    this.#set({ busy: true, failure: "" });
    try {
      const problem = await this.check(written);
      if (problem) return void (this.problem = problem);
      await runActions(this.host.hass, written.actions);
      this.ran = true;
    } catch (error) {
      this.failure = haMessage(error).replace("Nothing was saved.", "It may have run in part.");
    } finally {
      this.#set({ busy: false });
    }
  }

  edit(editing: Review["editing"]) {
    this.#set({ editing, compiled: null, written: null, problem: "", failure: "", createdId: "" });
  }
}
