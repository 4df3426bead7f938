/**
 * One source per fact: every value the database's CHECKs allow is a value declared in content/ (what the
 * API's schemas and the client's types are built from), and nothing else. A new status, provider or
 * plan declared without a migration widening its CHECK fails here, as plans.test.ts does for plan ids.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { migratedPglite } from "../helpers/pglite.ts";
import { openDb, type Db } from "../../api/db.ts";
import { planIds } from "../../content/plans.ts";
import { checkoutProviders, providers, storedStatuses } from "../../content/subscriptions.ts";

/** The quoted values of a CHECK (column IN (…)), as PostgreSQL's catalog prints it. */
const allowed = (definition: string) => [...definition.matchAll(/'([^']+)'/g)].map((m) => m[1]!).sort();

const CHECKS: [table: string, column: string, declared: readonly string[]][] = [
  ["subscriptions", "status", storedStatuses],
  ["subscriptions", "provider", providers],
  ["subscriptions", "plan", planIds],
  ["checkouts", "provider", checkoutProviders],
  ["checkouts", "plan", planIds],
];

const test = suite("facts declared once");
const ctx = {} as { dir: string; db: Db };
test.before(async () => {
  ctx.dir = mkdtempSync(join(tmpdir(), "facts-"));
  ctx.db = await openDb({ databaseUrl: null, dataDir: await migratedPglite(join(ctx.dir, "pglite")) });
});
test.after(async () => {
  await ctx.db.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

for (const [table, column, declared] of CHECKS) {
  test(`should allow in ${table}.${column} exactly the declared values`, async () => {
    const rows = await ctx.db.query<{ def: string }>(
      `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
       WHERE t.relname = $1 AND c.contype = 'c' AND pg_get_constraintdef(c.oid) ~ ('\\m' || $2 || '\\M')`,
      [table, column],
    );
    assert.is(rows.length, 1, `one CHECK on ${table}.${column}`);
    assert.equal(allowed(rows[0]!.def), [...declared].sort(), `a value declared in content/ needs a migration widening ${table}.${column}'s CHECK`);
  });
}

test("should notice a drift (the comparison can fail)", () => {
  assert.not.equal(allowed("CHECK ((status = ANY (ARRAY['active'::text, 'inactive'::text])))"), [...storedStatuses].sort());
});

test.run();
