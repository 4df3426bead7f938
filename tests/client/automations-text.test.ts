/** The profile's automation count (issue 29): "N of M active automations", or "N active automations" without a limit. */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { automationsText } from "../../client/checkout.ts";

test("should say the count against the plan's limit, or the count alone when the plan has none", () => {
  assert.is(automationsText({ active: 3, paused: 2, limit: 10 }), "3 of 10 active automations");
  assert.is(automationsText({ active: 0, paused: 0, limit: 20 }), "0 of 20 active automations");
  assert.is(automationsText({ active: 25, paused: 0, limit: null }), "25 active automations");
  assert.is(automationsText({ active: 1, paused: 0, limit: null }), "1 active automation");
  assert.is(automationsText({ active: 2, paused: 1, limit: 0 }), "2 of 0 active automations", "a plan that ended: nothing more may be active");
});

test.run();
