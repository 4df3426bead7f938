/**
 * The Home Assistant stand-in (fixtures/ha/) against what a real Home Assistant 2025.10 answered
 * (../shared/ha-recorded/responses-2025.10.json): each recorded call is made to the stand-in, in the
 * order it was recorded, and its answer compared whole; message ids, context ids and user ids (the
 * recording's "<…>" placeholders) may be any value. Every recorded answer is either compared here or
 * named below with the reason it is not.
 */
import { readFileSync } from "node:fs";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HomeAssistant } from "../../card/types.ts";
import { standIn } from "./fixtures/ha/stand-in.ts";

const RECORDED = JSON.parse(readFileSync(new URL("../../../shared/ha-recorded/responses-2025.10.json", import.meta.url), "utf8")) as Record<string, unknown>;
/** Recorded answers the stand-in does not give, and why. */
const NOT_COMPARED: Record<string, string> = {
  "notifications after traversal": "the stand-in keeps no notification list and the card never reads one; that the traversal reached a service is checked on \"POST traversal id\"",
};

const ha = standIn(new URLSearchParams(), () => {});
const hass = (): HomeAssistant => ha.hass;
let messageId = 0;
/** A callWS answer as HA's websocket sends it (hass.callWS resolves with its `result`). */
const ws = async (message: { type: string; [key: string]: unknown }) => ({ id: ++messageId, type: "result", success: true, result: await hass().callWS(message) });
/** A callApi answer as status and body (hass.callApi rejects with `status_code` and `body` on an error). */
const api = (method: string, path: string, body?: Record<string, unknown>) =>
  hass().callApi(method as "GET", path, body).then((answer) => ({ status: 200, body: answer }), (error: { status_code: number; body: unknown }) => ({ status: error.status_code, body: error.body }));

const AUTOMATION = "config/automation/config/";
const sunset = [{ trigger: "sun", event: "sunset" }];
const blinds = { alias: "Close the blinds at sunset", description: "d", triggers: sunset, conditions: [], actions: [{ action: "cover.close_cover", target: { entity_id: ["cover.x"] } }], mode: "single" };
const byEntity = (states: { entity_id: string }[]) => [...states].sort((a, b) => a.entity_id.localeCompare(b.entity_id));
/** The automations' states (hass.states is keyed by entity, so their order means nothing: both sides sorted). */
const ownStates = () => byEntity(Object.values(hass().states).filter((s) => ["homedirective_1111111111111111", "other"].includes(String(s.attributes.id)))
  .map(({ entity_id, state, attributes }) => ({ entity_id, state, attributes })));

/** The calls, in the order they were recorded (later ones see what earlier ones saved). */
const CALLS: [string, () => Promise<unknown>][] = [
  ["get_user_data never set", () => ws({ type: "frontend/get_user_data", key: "homedirective_never_set" })],
  ["set_user_data null", () => ws({ type: "frontend/set_user_data", key: "homedirective_example", value: { x: 1 } })],
  ["get_user_data all", () => ws({ type: "frontend/get_user_data" })],
  ["validate_config ok", () => ws({ type: "validate_config", triggers: sunset, actions: blinds.actions })],
  ["validate_config bad action", () => ws({ type: "validate_config", actions: [{ action: "light.turn_on", target: { entity_id: ["Floor Lamp"] } }] })],
  ["validate_config unknown service", () => ws({ type: "validate_config", actions: [{ action: "lock.unlock_everything", target: { entity_id: ["lock.front_door"] } }] })],
  ["GET missing automation config", () => api("GET", `${AUTOMATION}homedirective_0000000000000000`)],
  ["POST good", () => api("POST", `${AUTOMATION}homedirective_1111111111111111`, blinds)],
  ["GET good", () => api("GET", `${AUTOMATION}homedirective_1111111111111111`)],
  ["POST malformed", () => api("POST", `${AUTOMATION}homedirective_3333333333333333`, { alias: "No actions", triggers: sunset })],
  ["POST with inner id", () => api("POST", `${AUTOMATION}homedirective_2222222222222222`, { ...blinds, id: "other", alias: "Inner id" })],
  ["GET inner-id one", () => api("GET", `${AUTOMATION}homedirective_2222222222222222`)],
  ["POST traversal id", () => api("POST", `${AUTOMATION}homedirective_a/../../../../services/persistent_notification/create`, { message: "reached" })],
  ["automation states", async () => ownStates()],
  ["DELETE good", () => api("DELETE", `${AUTOMATION}homedirective_1111111111111111`)],
  ["DELETE missing", () => api("DELETE", `${AUTOMATION}homedirective_1111111111111111`)],
  ["call_service automation.turn_off", async () => ({ id: ++messageId, type: "result", success: true, result: await hass().callService("automation", "turn_off", { entity_id: "automation.inner_id" }) })],
  ["config state", async () => ((await hass().callWS({ type: "get_config" })) as { state: string }).state],
];

/** `actual` with every value the recording replaced by a "<…>" placeholder taken from `recorded`. */
function masked(recorded: unknown, actual: unknown): unknown {
  if (typeof recorded === "string" && /^<.+>$/.test(recorded)) return actual === undefined || actual === null ? actual : recorded;
  if (Array.isArray(recorded) && Array.isArray(actual)) return actual.map((item, i) => masked(recorded[i], item));
  if (recorded && actual && typeof recorded === "object" && typeof actual === "object" && !Array.isArray(actual)) {
    return Object.fromEntries(Object.entries(actual).map(([key, value]) => [key, masked((recorded as Record<string, unknown>)[key], value)]));
  }
  return actual;
}

const test = suite("the Home Assistant stand-in answers as a real HA 2025.10");

test("should compare or name every recorded answer", () => {
  assert.equal([...CALLS.map(([name]) => name), ...Object.keys(NOT_COMPARED)].sort(), Object.keys(RECORDED).sort());
});

test("should answer each recorded call as HA did, in the recorded order", async () => {
  for (const [name, call] of CALLS) {
    const answer = await call();
    const expected = name === "automation states" ? byEntity(RECORDED[name] as { entity_id: string }[]) : RECORDED[name];
    assert.equal(masked(expected, answer), expected, name);
  }
  const traversal = ha.calls.filter((c) => c.kind === "service").map((c) => c.args.slice(0, 2));
  assert.equal(traversal[0], ["persistent_notification", "create"], "the `..` path reached the service, as in HA");
});

test.run();
