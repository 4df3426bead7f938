/** Reconciliation (issue 29): records follow what HA has, whoever paused or deleted the automation. */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { automationsSignature, reconcile, restorable, type StoredRecord } from "../../card/records.ts";
import type { HomeAssistant } from "../../card/types.ts";

const state = (id: string, on: boolean) => ({ entity_id: `automation.${id}`, state: on ? "on" : "off", attributes: { id } });
const hass = (...automations: [string, boolean][]) =>
  ({ states: Object.fromEntries([...automations.map(([id, on]) => [`automation.${id}`, state(id, on)]), ["automation.mine", { entity_id: "automation.mine", state: "on", attributes: { id: "123" } }]]) }) as unknown as Pick<HomeAssistant, "states">;
const HERE = "instance-here-000000000";
/** instance null: a record written before instances were told apart (no instance field). */
const opened = (id: string, automationId: string, active: boolean, readable = true, instance: string | null = HERE) => ({
  stored: { id, data: "", active } as StoredRecord,
  record: readable ? { text: "t", automationId, config: {}, ...(instance === null ? {} : { instance }) } : null,
});

test("should delete the records of deleted automations and follow pauses and resumes", () => {
  const records = [opened("r1", "homedirective_a", true), opened("r2", "homedirective_b", true), opened("r3", "homedirective_c", false), opened("r4", "homedirective_d", true)];
  const changes = reconcile(records, hass(["homedirective_a", true], ["homedirective_b", false], ["homedirective_c", true]), HERE);
  assert.equal(changes, [
    { id: "r2", do: "active", active: false },
    { id: "r3", do: "active", active: true },
    { id: "r4", do: "delete" },
  ]);
});

test("should leave alone records it cannot read and automations it did not create", () => {
  assert.equal(reconcile([opened("r1", "homedirective_gone", true, false)], hass(), HERE), [], "a tampered record is never acted on");
  assert.equal(reconcile([], hass(["homedirective_a", true]), HERE), []);
});

test("should leave another instance's records alone, offer the missing ones for restore, and treat records without an instance as this one's", () => {
  const other = "instance-elsewhere-0000";
  const records = [opened("r1", "homedirective_gone", true, true, other), opened("r2", "homedirective_a", false, true, other), opened("r3", "homedirective_old", true, true, null), opened("r4", "homedirective_x", true, false)];
  const here = hass(["homedirective_a", true]);
  assert.equal(reconcile(records, here, HERE), [{ id: "r3", do: "delete" }], "a record from before instances is this instance's");
  assert.equal(restorable(records, here, HERE).map((o) => o.stored.id), ["r1"], "only the other instance's directive missing here; never an unreadable one");
  assert.equal(restorable(records, here, other), [], "on its own instance nothing is offered for restore");
});

test("should change its signature when an automation of the card changes state, not for others", () => {
  const a = automationsSignature(hass(["homedirective_a", true]));
  assert.is.not(automationsSignature(hass(["homedirective_a", false])), a);
  assert.is(automationsSignature(hass(["homedirective_a", true])), a);
});

test.run();
