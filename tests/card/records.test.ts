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

test("should name the records of automations without a state as gone (for HA's config API to confirm) and follow pauses and resumes", () => {
  const records = [opened("r1", "homedirective_aaaaaaaaaaaaaaaa", true), opened("r2", "homedirective_bbbbbbbbbbbbbbbb", true), opened("r3", "homedirective_cccccccccccccccc", false), opened("r4", "homedirective_dddddddddddddddd", true)];
  const changes = reconcile(records, hass(["homedirective_aaaaaaaaaaaaaaaa", true], ["homedirective_bbbbbbbbbbbbbbbb", false], ["homedirective_cccccccccccccccc", true]), HERE);
  assert.equal(changes, [
    { id: "r2", do: "active", active: false },
    { id: "r3", do: "active", active: true },
    { id: "r4", do: "gone", automationId: "homedirective_dddddddddddddddd" },
  ]);
});

test("should leave alone records it cannot read and automations it did not create", () => {
  assert.equal(reconcile([opened("r1", "homedirective_0000000000000000", true, false)], hass(), HERE), [], "a tampered record is never acted on");
  assert.equal(reconcile([], hass(["homedirective_aaaaaaaaaaaaaaaa", true]), HERE), []);
});

test("should leave another instance's records alone, records without an instance too, and offer the missing ones for restore", () => {
  const other = "instance-elsewhere-0000";
  const records = [opened("r1", "homedirective_0000000000000000", true, true, other), opened("r2", "homedirective_aaaaaaaaaaaaaaaa", false, true, other), opened("r3", "homedirective_0000000000000001", true, true, null), opened("r4", "homedirective_0000000000000002", true, false)];
  const here = hass(["homedirective_aaaaaaaaaaaaaaaa", true]);
  assert.equal(reconcile(records, here, HERE), [], "a record from before instances is another instance's: never deleted here");
  assert.equal(restorable(records, here, HERE).map((o) => o.stored.id), ["r1", "r3"], "the other instances' directives missing here; never an unreadable one");
  assert.equal(restorable(records, here, other).map((o) => o.stored.id), ["r3"], "on its own instance only the record without an instance is offered");
});

test("should ignore automations whose id the card does not make", () => {
  const forged = hass(["homedirective_a/../../../../services/lock/unlock", true]);
  assert.equal(reconcile([opened("r1", "homedirective_a/../../../../services/lock/unlock", true)], forged, HERE), [{ id: "r1", do: "gone", automationId: "homedirective_a/../../../../services/lock/unlock" }], "never taken as the card's automation");
});

test("should change its signature when an automation of the card changes state, not for others", () => {
  const a = automationsSignature(hass(["homedirective_aaaaaaaaaaaaaaaa", true]));
  assert.is.not(automationsSignature(hass(["homedirective_aaaaaaaaaaaaaaaa", false])), a);
  assert.is(automationsSignature(hass(["homedirective_aaaaaaaaaaaaaaaa", true])), a);
});

test.run();
