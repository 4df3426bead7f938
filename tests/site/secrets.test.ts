import { generateKeyPairSync, randomBytes } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildSite, writeDist } from "../../build.ts";
import { findSecrets, scanDir, scanGit } from "../../scripts/secrets.ts";
import { siteConfigFromEnv } from "../../pipeline/config.ts";

const root = new URL("../..", import.meta.url).pathname;
const token = (n: number) => randomBytes(n).toString("base64url").replace(/[-_]/g, "x").slice(0, n);

// Made at run time so that no secret-shaped string is ever committed (this file is scanned too).
const planted = {
  "private key": generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  "service-account JSON": JSON.stringify({ type: "service_account", project_id: "p" }),
  "service-account e-mail": ["deploy", "ha-cloud-ai.iam.gserviceaccount.com"].join("@"),
  "database URL with a password": ["DATABASE_URL=postgresql://app", token(16)].join(":") + "@db.internal:5432/app",
  "HomeDirective API key": `{"api_key":"hca_${randomBytes(32).toString("base64url")}"}`,
  "Google API key": `apiKey:"AIza${token(35)}"`,
  "Stripe secret key": `sk_live_${token(24)}`,
  "AWS access key": `AKIA${token(16).toUpperCase().replace(/[^A-Z0-9]/g, "Q")}`,
  "API secret with a literal value": `API_KEY_ENCRYPTION_KEY=${randomBytes(32).toString("base64")}`,
};

test("should find every kind of secret it knows, and allow the public Firebase web key", () => {
  for (const [kind, text] of Object.entries(planted)) {
    assert.equal(findSecrets("x.js", `const a = 1;\n${text}\n`).map((f) => [f.kind, f.line]), [[kind, 2]], kind);
  }
  const webKey = /AIza[\w-]{35}/.exec(planted["Google API key"])![0];
  assert.equal(findSecrets("x.js", planted["Google API key"], [webKey]), []);
});

test("should leave no secret in a production build, which carries only the public web config", async () => {
  const apiKey = `AIza${token(35)}`;
  const config = siteConfigFromEnv({
    NODE_ENV: "production",
    FIREBASE_API_KEY: apiKey,
    FIREBASE_AUTH_DOMAIN: "ha-cloud-ai.firebaseapp.com",
    FIREBASE_PROJECT_ID: "ha-cloud-ai",
    API_URL: "https://api.homedirective.ai",
    ANALYTICS_ID: "G-TEST12345",
  });
  const dir = await mkdtemp(join(tmpdir(), "dist-secrets-"));
  const { files } = await buildSite(config);
  await writeDist(files, dir);
  assert.ok(files.some((f) => Buffer.from(f.contents).toString().includes(apiKey)), "the web config is in the bundle");
  assert.equal(scanDir(dir, [apiKey]), []);
  assert.equal(scanDir(dir).map((f) => f.kind), ["Google API key"], "without the allowance the scan sees the key");
});

test("should leave no secret in the local build", async () => {
  const dir = await mkdtemp(join(tmpdir(), "dist-secrets-"));
  await writeDist((await buildSite(siteConfigFromEnv({}))).files, dir);
  assert.equal(scanDir(dir), []);
});

test("should find no secret in any file git tracks", () => {
  assert.equal(scanGit(root), []);
});

test.run();
