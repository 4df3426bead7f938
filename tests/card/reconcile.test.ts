/**
 * Deleting a record (card/reconcile.ts, issue 38): only once HA is RUNNING and its automation config API
 * answers exactly as a real HA 2025.10 does for an automation that does not exist (404 "Resource not
 * found", ../shared/ha-recorded/); any other answer (another 404, a 401, no answer) keeps the record.
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { applyChanges } from "../../card/reconcile.ts";
import type { RecordStore } from "../../card/records.ts";
import type { HomeAssistant } from "../../card/types.ts";

const ID = "homedirective_aaaaaaaaaaaaaaaa";
/** HA's frontend rejects a failed callApi so: `status_code` and the JSON body. */
const refused = (status: number, message: string) => () => Promise.reject({ error: `Response error: ${status}`, status_code: status, body: { message } });

/** The records removed when one automation has no state, with HA in `state` answering its config GET by `answer`. */
async function removed(state: string, answer: () => Promise<unknown>): Promise<string[]> {
  const gone: string[] = [];
  const hass = { callWS: async () => ({ state }), callApi: answer } as unknown as HomeAssistant;
  const store = { remove: async (id: string) => void gone.push(id), update: async () => undefined } as unknown as RecordStore;
  const { deleted } = await applyChanges(hass, store, [{ id: "r1", do: "gone", automationId: ID }]);
  assert.equal([...deleted], gone);
  return gone;
}

test("should delete the record once HA, running, answers 404 \"Resource not found\" for its automation", async () => {
  assert.equal(await removed("RUNNING", refused(404, "Resource not found")), ["r1"]);
});

test("should keep the record for any other answer: the automation there, another 404, a refusal, no answer, HA starting", async () => {
  assert.equal(await removed("RUNNING", async () => ({ id: ID })), [], "HA has it");
  assert.equal(await removed("RUNNING", refused(404, "Not Found")), [], "a 404 that is not the automation config API's (a proxy, a route not loaded yet)");
  assert.equal(await removed("RUNNING", refused(401, "Unauthorized")), [], "a refusal proves nothing");
  assert.equal(await removed("RUNNING", () => Promise.reject({ error: "Request error" })), [], "no answer");
  assert.equal(await removed("NOT_RUNNING", refused(404, "Resource not found")), [], "HA starting");
});

test.run();
