/**
 * Reconciliation's changes (records.ts reconcile) carried out at the API. A record whose automation
 * has no state is deleted only once HA's automation config API answers 404 "Resource not found" for
 * it (ha.ts automationExists), and none while HA is not RUNNING: a missing state alone (HA starting,
 * the automation integration not loaded, the entity disabled) proves nothing, and the record is what
 * Restore depends on.
 */
import { automationExists, haRunning } from "./ha.ts";
import { type Change, type Opened, type RecordStore, reconcile } from "./records.ts";
import type { HomeAssistant } from "./types.ts";

/** The records after reconciling this instance's with HA's automations: deleted ones dropped, active flags as stored. */
export async function reconciled(hass: HomeAssistant, store: RecordStore, opened: Opened[], instance: string): Promise<Opened[]> {
  const { deleted, active } = await applyChanges(hass, store, reconcile(opened, hass, instance));
  return opened.filter((o) => !deleted.has(o.stored.id)).map((o) => (active.has(o.stored.id) ? { ...o, stored: { ...o.stored, active: active.get(o.stored.id)! } } : o));
}

/** Resolves to the records deleted and the active flags now stored; a change the API refuses is left for next time. */
export async function applyChanges(hass: HomeAssistant, store: RecordStore, changes: Change[]): Promise<{ deleted: Set<string>; active: Map<string, boolean> }> {
  const deleted = new Set<string>();
  const active = new Map<string, boolean>();
  for (const change of changes) {
    // A resume past the plan's limit is refused by the API: the record stays paused, HA keeps the automation.
    if (change.do === "active") await store.update(change.id, { active: change.active }).then(() => active.set(change.id, change.active), () => undefined);
  }
  const gone = changes.filter((c): c is Extract<Change, { do: "gone" }> => c.do === "gone");
  if (!gone.length || !(await haRunning(hass).catch(() => false))) return { deleted, active };
  for (const { id, automationId } of gone) {
    if (await automationExists(hass, automationId).catch(() => true)) continue;
    await store.remove(id).then(() => deleted.add(id), () => undefined);
  }
  return { deleted, active };
}
