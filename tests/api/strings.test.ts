/**
 * Strings that attack or confuse (SQL and HTML injection, emoji, right-to-left text, formulas) sent over
 * HTTP come back byte for byte from each database, through `npm run admin -- alpha export --csv` as data,
 * and through `alpha list` with bidirectional and control characters shown as escapes.
 */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { migratedPglite } from "../helpers/pglite.ts";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { admin } from "../../api/admin.ts";
import { openDb, type Db, type DbOptions } from "../../api/db.ts";
import { alphaData } from "../../api/data/alpha.ts";
import { apiUnderTest } from "../helpers/app.ts";
import { startPostgres } from "../helpers/postgres.ts";
import { setUp } from "../helpers/setup.ts";

const TEXTS = [
  "'); DROP TABLE alpha_applications; --",
  "x' OR '1'='1' /* $1 \\'",
  '<script>alert("x")</script>',
  '"><img src=x onerror=alert(1)>&amp;',
  "👩‍👩‍👧‍👦 🏳️‍🌈 👍🏽",
  "שלום עולם",
  "مرحبا \u202eevil\u202c and \u2067isolate\u2069",
  "e\u0301 and é",
  '=HYPERLINK("http://evil.example","click")',
  'a,b;"c""d',
  '\\u0000 \\" {"a":1}',
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𠜎",
  "\ufeffzero\u200bwidth",
  "ש".repeat(200),
];
const EMAILS = ["o'brien+<b>@example.com", '"><svg/onload=alert(1)>@example.com', "用户@例子.广告", "😀@example.com", "שלום@דוגמה.ישראל", "=1+1@example.com", "-cmd@example.com"];
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** RFC 4180, as a spreadsheet reads it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') {
      for (i++; i < text.length && !(text[i] === '"' && text[i + 1] !== '"'); i++) cell += text[i] === '"' ? text[++i] : text[i];
    } else if (c === ",") (row.push(cell), (cell = ""));
    else if (c === "\r" && text[i + 1] === "\n") (row.push(cell), rows.push(row), (row = []), (cell = ""), i++);
    else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** What a spreadsheet shows for a stored value: formulas arrive defused with a leading '. */
const defused = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const dir = mkdtempSync(join(tmpdir(), "api-strings-"));
const cluster = await startPostgres();
const backends: [string, DbOptions, Record<string, string>][] = [["pglite", { databaseUrl: null, dataDir: await migratedPglite(join(dir, "pglite")) }, { DATA_DIR: join(dir, "pglite") }]];
backends.push(["postgres", { databaseUrl: cluster.url, dataDir: "" }, { DATABASE_URL: cluster.url }]);

for (const [name, options, env] of backends) {
  const test = suite(`stored strings on ${name}`);
  const ctx = {} as { db: Db; sent: { email: string; entityTypes: string[] }[] };

  setUp(test, async () => {
    ctx.db = await openDb(options);
    const api = await apiUnderTest({ db: ctx.db, verify: async () => ({ uid: "x", email: null, emailVerified: false, authTime: null }) });
    const base = await api.listen();
    ctx.sent = EMAILS.map((email, i) => ({ email, entityTypes: ["lights", ...TEXTS.slice(i * 2, i * 2 + 2).map((t) => `other: ${t}`)] }));
    for (const body of ctx.sent) {
      const response = await fetch(`${base}/alpha-subscribe`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
      assert.is(response.status, 200, `${body.email}: ${await response.text()}`);
    }
    await api.close();
  }, async () => {
    await ctx.db?.close();
    if (name !== backends.at(-1)![0]) return;
    await cluster?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  test("should give back every string byte for byte", async () => {
    const rows = await alphaData(ctx.db).list();
    for (const { email, entityTypes } of ctx.sent) {
      const row = rows.find((r) => r.email === email);
      assert.ok(row, `${email} was stored under another spelling`);
      assert.equal(row.entityTypes.map((t) => Buffer.from(t).toString("hex")), entityTypes.map((t) => Buffer.from(t).toString("hex")));
    }
  });

  test("should export them from the command line as CSV cells a spreadsheet reads back unchanged, formulas defused", async () => {
    await ctx.db.close(); // a PGlite folder has one user at a time
    const run = spawnSync(process.execPath, ["--import", "tsx", "api/admin.ts", "alpha", "export", "--csv"], { env: { ...process.env, ...env }, encoding: "utf8" });
    ctx.db = await openDb(options);
    assert.is(run.status, 0, run.stderr);
    const [header, ...rows] = parseCsv(run.stdout.replace(/\n$/, "")); // console.log's line end
    assert.equal(header!.slice(0, 5), ["email", "experience", "automationsCount", "devicesCount", "entityTypes"]);
    assert.is(rows.length, ctx.sent.length);
    for (const { email, entityTypes } of ctx.sent) {
      const row = rows.find((r) => r[0] === defused(email));
      assert.ok(row, `${email} is not in the export as ${defused(email)}`);
      assert.is(row[4], defused(entityTypes.join("; ")));
    }
  });

  test("should list them with bidirectional and control characters escaped, so they cannot reorder or drive a terminal", async () => {
    await ctx.db.query("INSERT INTO alpha_applications (email_key, email, entity_types) VALUES ('old@example.com', 'old@example.com', $1::jsonb)", [JSON.stringify(["other: \u001b[2J\u0007bell"])]);
    const out = await admin(["alpha", "list"], ctx.db);
    assert.not.ok(BIDI.test(out), "a raw bidirectional control reached the terminal");
    assert.not.ok(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/.test(out), "a raw control character reached the terminal");
    assert.ok(out.includes("\\u{202e}evil\\u{202c}"), out);
    assert.ok(out.includes("other: \\u{1b}[2J\\u{7}bell"), out);
    for (const text of TEXTS.filter((t) => !BIDI.test(t))) assert.ok(out.includes(text), `${text} is missing from the list`);
    await ctx.db.query("DELETE FROM alpha_applications WHERE email_key = 'old@example.com'");
  });

  test.run();
}
