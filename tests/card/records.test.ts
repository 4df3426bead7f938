/** Reconciliation (issue 29): records follow what HA has, whoever paused or deleted the automation. */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { automationsSignature, reconcile, type StoredRecord } from "../../card/records.ts";
import type { HomeAssistant } from "../../card/types.ts";

const state = (id: string, on: boolean) => ({ entity_id: `automation.${id}`, state: on ? "on" : "off", attributes: { id } });
const hass = (...automations: [string, boolean][]) =>
  ({ states: Object.fromEntries([...automations.map(([id, on]) => [`automation.${id}`, state(id, on)]), ["automation.mine", { entity_id: "automation.mine", state: "on", attributes: { id: "123" } }]]) }) as unknown as Pick<HomeAssistant, "states">;
const opened = (id: string, automationId: string, active: boolean, readable = true) => ({
  stored: { id, data: "", active } as StoredRecord,
  record: readable ? { text: "t", automationId, config: {} } : null,
});

test("should delete the records of deleted automations and follow pauses and resumes", () => {
  const records = [opened("r1", "homedirective_a", true), opened("r2", "homedirective_b", true), opened("r3", "homedirective_c", false), opened("r4", "homedirective_d", true)];
  const changes = reconcile(records, hass(["homedirective_a", true], ["homedirective_b", false], ["homedirective_c", true]));
  assert.equal(changes, [
    { id: "r2", do: "active", active: false },
    { id: "r3", do: "active", active: true },
    { id: "r4", do: "delete" },
  ]);
});

test("should leave alone records it cannot read and automations it did not create", () => {
  assert.equal(reconcile([opened("r1", "homedirective_gone", true, false)], hass()), [], "a tampered record is never acted on");
  assert.equal(reconcile([], hass(["homedirective_a", true])), []);
});

test("should change its signature when an automation of the card changes state, not for others", () => {
  const a = automationsSignature(hass(["homedirective_a", true]));
  assert.is.not(automationsSignature(hass(["homedirective_a", false])), a);
  assert.is(automationsSignature(hass(["homedirective_a", true])), a);
});

test.run();
