/** One source per fact: the database's allowed plan values are exactly content/plans.ts's ids. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { migratedPglite } from "../helpers/pglite.ts";
import { openDb } from "../../api/db.ts";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { featuresOf, planIds, plans, plansWith } from "../../content/plans.ts";
import { MESSAGES } from "../../api/errors.ts";
import { Pricing } from "../../templates/pages/Pricing.tsx";
import type { PageProps } from "../../templates/pages/props.ts";

/** The quoted values of the subscriptions.plan CHECK constraint, as PostgreSQL's catalog prints it. */
export function allowedPlans(definition: string): string[] {
  return [...definition.matchAll(/'([^']+)'/g)].map((m) => m[1]!).sort();
}

test("should allow in subscriptions.plan exactly the plan ids of content/plans.ts", async () => {
  const dir = mkdtempSync(join(tmpdir(), "plans-"));
  const db = await openDb({ databaseUrl: null, dataDir: await migratedPglite(join(dir, "pglite")) });
  try {
    const rows = await db.query<{ def: string }>(
      "SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid WHERE t.relname = 'subscriptions' AND c.contype = 'c' AND pg_get_constraintdef(c.oid) LIKE '%plan%'",
    );
    assert.is(rows.length, 1, "one CHECK on plan");
    assert.equal(allowedPlans(rows[0]!.def), [...planIds].sort(), "a new plan in content needs a migration widening the CHECK");
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("should notice a drift (the comparison can fail)", () => {
  assert.not.equal(allowedPlans("CHECK ((plan = ANY (ARRAY['basic'::text, 'pro'::text])))"), [...planIds].sort());
});

test("should render the pricing copy from the limits and features the API enforces (issue 29)", () => {
  const html = renderToStaticMarkup(createElement(Pricing, { meta: { heading: "Pricing" }, site: {}, copy: "" } as unknown as PageProps));
  const expected: Record<string, [number | null, number | null, boolean, boolean]> = {
    basic: [15, 10, false, false],
    pro: [50, 20, true, true],
    "power-user": [null, null, true, true],
  };
  for (const plan of plans) {
    assert.equal([plan.deviceLimit, plan.automationLimit, plan.scheduling, plan.autoPrompting], expected[plan.id], plan.id);
    assert.equal(plan.features, featuresOf(plan), `${plan.id}: features are derived, not typed`);
    const card = html.slice(html.indexOf(`<h2>${plan.name}</h2>`), html.indexOf("</li></ul><a", html.indexOf(`<h2>${plan.name}</h2>`)));
    for (const feature of plan.features) assert.ok(card.includes(feature), `${plan.id} card lists ${feature}`);
    assert.is(card.includes("Scheduling"), plan.scheduling, `${plan.id}: Scheduling on the card exactly when the API allows it`);
    assert.is(card.includes("Auto-prompting"), plan.autoPrompting, `${plan.id}: Auto-prompting on the card exactly when the API serves it`);
  }
  assert.ok(html.includes("10 active automations") && html.includes("Unlimited automations"));
  for (const feature of ["Scheduling", "Auto-prompting", "Active automations"]) assert.ok(html.includes(`<dt>${feature}</dt>`), `the page says what ${feature} does`);
  assert.is(plansWith("scheduling"), "Pro and Power User");
  assert.match(MESSAGES.scheduling("Basic", "it runs at a time of day", plansWith("scheduling")), /comes with the Pro and Power User plans, not Basic/);
});

test.run();
