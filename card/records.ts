/**
 * The card's side of /v1/directives (issue 29): the home's record key, kept beside the API key in the
 * user's frontend storage on the instance and never sent; records sealed with card/crypto.ts before they
 * leave; and reconciliation, so automations paused or deleted anywhere (this card, HA's own editor)
 * update their records.
 */
import type { ListRecordsAnswer } from "../api/routes/key/directives.ts";
import { request } from "./api.ts";
import { type DirectiveRecord, type RecordKeys, TamperedRecord, deriveKeys, fromBase64Url, generateKey, newRecordId, openRecord, sealRecord, toBase64Url } from "./crypto.ts";
import { isOwnId, loadUserData, saveUserData } from "./ha.ts";
import type { HomeAssistant } from "./types.ts";

/** The record key's place in the user's frontend storage, beside the API key's (ha.ts). */
const VAULT_STORE = "homedirective_record_key";
/**
 * This instance's id, beside them: a record names the instance its automation lives on, so a second
 * Home Assistant (restored with the recovery key) lists the first one's directives to restore instead of
 * deleting their records as automations it does not have.
 */
const INSTANCE_STORE = "homedirective_instance";

export async function loadOrCreateInstance(hass: HomeAssistant): Promise<string> {
  const value = await loadUserData(hass, INSTANCE_STORE);
  if (typeof value === "string" && /^[A-Za-z0-9_-]{22}$/.test(value)) return value;
  const instance = newRecordId();
  await saveUserData(hass, INSTANCE_STORE, instance);
  return instance;
}

/** The home's 32-byte key: loaded, or generated and stored on the first connect. Never sent to the API. */
export async function loadOrCreateVaultKey(hass: HomeAssistant): Promise<Uint8Array> {
  const value = await loadUserData(hass, VAULT_STORE);
  if (typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value)) return fromBase64Url(value);
  const key = generateKey();
  await saveVaultKey(hass, key);
  return key;
}
export const saveVaultKey = (hass: HomeAssistant, key: Uint8Array) => saveUserData(hass, VAULT_STORE, toBase64Url(key));

/** A record as GET /v1/directives lists it: the API's own wire type (type-only, nothing bundled), the fields the card reads. */
export type StoredRecord = Pick<ListRecordsAnswer["directives"][number], "id" | "data" | "active">;

const call = request;

/** One account's records, as the card reads and writes them. */
export function recordStore(apiUrl: string, apiKey: string, keys: RecordKeys) {
  return {
    /** Every record, page by page (the API answers at most 25 at a time); at most 1,000 records, so 40 pages. */
    async list(): Promise<StoredRecord[]> {
      const all: StoredRecord[] = [];
      for (let cursor = "", pages = 0; pages === 0 || (cursor && pages < 40); pages++) {
        const page = await call<ListRecordsAnswer>(apiUrl, apiKey, "GET", `/v1/directives${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`);
        all.push(...page.directives);
        cursor = page.next ?? "";
      }
      return all;
    },
    /** Creates the record first: over the plan's limit the API refuses, and nothing is written to HA. */
    async create(record: DirectiveRecord, active = true): Promise<string> {
      const id = newRecordId();
      await call(apiUrl, apiKey, "POST", "/v1/directives", { id, data: await sealRecord(keys, id, record), active });
      return id;
    },
    update: async (id: string, change: { record?: DirectiveRecord; active?: boolean }) =>
      call(apiUrl, apiKey, "PUT", `/v1/directives/${encodeURIComponent(id)}`, {
        ...(change.record ? { data: await sealRecord(keys, id, change.record) } : {}),
        ...(change.active === undefined ? {} : { active: change.active }),
      }),
    remove: (id: string) => call(apiUrl, apiKey, "DELETE", `/v1/directives/${encodeURIComponent(id)}`),
    /** A record opened, or marked as changed outside the home (its tag failed): never used then. */
    async open(stored: StoredRecord): Promise<Opened> {
      try {
        return { stored, record: await openRecord(keys, stored.id, stored.data) };
      } catch (error) {
        if (error instanceof TamperedRecord) return { stored, record: null };
        throw error;
      }
    },
  };
}
export type RecordStore = ReturnType<typeof recordStore>;

/** What reconciliation does to one record. */
export type Change = { id: string; do: "gone"; automationId: string } | { id: string; do: "active"; active: boolean };

export interface Opened {
  stored: StoredRecord;
  /** null: the tag failed (another home's key, or changed outside the home); never used. */
  record: DirectiveRecord | null;
}

/** The card's automations in this HA: config id → on. */
function automationsHere(hass: Pick<HomeAssistant, "states">): Map<string, boolean> {
  const automations = new Map<string, boolean>();
  for (const [entityId, state] of Object.entries(hass.states)) {
    const id = state.attributes.id;
    if (entityId.startsWith("automation.") && isOwnId(id)) automations.set(id, state.state === "on");
  }
  return automations;
}

/** A record without an instance (written before instances were told apart) is another instance's: never deleted here. */
const ofInstance = (record: DirectiveRecord, instance: string) => record.instance === instance;

/**
 * The changes that bring this instance's records in line with the automations HA has: a record whose
 * automation has no state is a candidate for deletion ("gone", confirmed with HA's config API before
 * anything is deleted); one whose automation was turned off or on in HA follows it. Records that cannot
 * be read, records of another instance, and automations without a record are left alone.
 */
export function reconcile(opened: Opened[], hass: Pick<HomeAssistant, "states">, instance: string): Change[] {
  const automations = automationsHere(hass);
  const changes: Change[] = [];
  for (const { stored, record } of opened) {
    if (!record || !ofInstance(record, instance)) continue;
    const on = automations.get(record.automationId);
    if (on === undefined) changes.push({ id: stored.id, do: "gone", automationId: record.automationId });
    else if (on !== stored.active) changes.push({ id: stored.id, do: "active", active: on });
  }
  return changes;
}

/** Readable records of another instance whose automation this HA does not have: what "Restore" offers. */
export const restorable = (opened: Opened[], hass: Pick<HomeAssistant, "states">, instance: string): (Opened & { record: DirectiveRecord })[] => {
  const automations = automationsHere(hass);
  return opened.filter((o): o is Opened & { record: DirectiveRecord } => !!o.record && !ofInstance(o.record, instance) && !automations.has(o.record.automationId));
};

/** A signature of the card's automations and their states: reconcile again only when it changes. */
export const automationsSignature = (hass: Pick<HomeAssistant, "states">) =>
  Object.entries(hass.states)
    .filter(([entityId, s]) => entityId.startsWith("automation.") && isOwnId(s.attributes.id))
    .map(([entityId, s]) => `${entityId}=${s.state}`)
    .sort()
    .join(",");

export { deriveKeys };
