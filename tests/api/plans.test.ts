/** One source per fact: the database's allowed plan values are exactly content/plans.ts's ids. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { openDb } from "../../api/db.ts";
import { planIds } from "../../content/plans.ts";

/** The quoted values of the subscriptions.plan CHECK constraint, as PostgreSQL's catalog prints it. */
export function allowedPlans(definition: string): string[] {
  return [...definition.matchAll(/'([^']+)'/g)].map((m) => m[1]!).sort();
}

test("should allow in subscriptions.plan exactly the plan ids of content/plans.ts", async () => {
  const dir = mkdtempSync(join(tmpdir(), "plans-"));
  const db = await openDb({ databaseUrl: null, dataDir: join(dir, "pglite") });
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

test.run();
