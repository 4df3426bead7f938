import { copyFile, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { buildSite, loadSite } from "../../build.ts";
import { pages } from "../../content/pages.ts";
import { site } from "../../content/site.ts";
import type { PageMeta } from "../../content/types.ts";
import { siteConfigFromEnv } from "../../pipeline/config.ts";
import { checkCsp } from "../../pipeline/hosting.ts";

const fixtures = new URL("./fixtures/", import.meta.url).pathname;
const config = siteConfigFromEnv({});
/** Only /security keeps its copy, read from the fixture folder. */
const onlySecurity = (): PageMeta[] => pages.map((p) => (p.path === "/security" ? p : { ...p, copy: undefined }));

async function failure(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected the build to fail");
}

const test = suite("build errors");

test("should name the missing copy file, its route and the fix", async () => {
  const message = await failure(() => loadSite({ site, pages: onlySecurity(), contentDir: join(fixtures, "missing") }));
  assert.is(message, 'Missing copy "content/security.md" (route /security); create it or remove "copy" from content/pages.ts.');
});

test("should treat blank copy as missing", async () => {
  const message = await failure(() => loadSite({ site, pages: onlySecurity(), contentDir: join(fixtures, "empty-copy") }));
  assert.match(message, /^Missing copy "content\/security.md"/);
});

test("should reject a duplicate route", async () => {
  const message = await failure(() => loadSite({ site, pages: [...pages, pages[1]!], contentDir: "content" }));
  assert.is(message, 'Duplicate route "/pricing" in content/pages.ts; give each page its own path.');
});

test("should reject a route that has no metadata", async () => {
  const message = await failure(() => loadSite({ site, pages: pages.filter((p) => p.path !== "/faq"), contentDir: "content" }));
  assert.is(message, 'Missing metadata for route "/faq"; add it to content/pages.ts.');
});

test("should reject a dead internal link, naming the page it is on", async () => {
  const source = { site, pages: onlySecurity(), contentDir: join(fixtures, "dead-link") };
  const message = await failure(() => buildSite(config, source));
  assert.is(message, 'Dead internal link "/nowhere" in dist/security.html; fix the link in its copy or template.');
});

test("should refuse a firebase.json whose CSP lacks the pre-paint script's hash", async () => {
  const dir = await mkdtemp(join(tmpdir(), "csp-"));
  const file = join(dir, "firebase.json");
  await copyFile("firebase.json", file);
  await writeFile(file, (await readFile(file, "utf8")).replace(/'sha256-[^']+'/, "'sha256-stale='"));
  assert.match(await failure(() => checkCsp(file, config)), /^firebase.json's Content-Security-Policy lacks 'sha256-/);
  await checkCsp("firebase.json", config); // the committed file passes
});

test("should refuse emulator settings and demo projects in a production build", async () => {
  const prod = { NODE_ENV: "production", FIREBASE_PROJECT_ID: "real-project" };
  assert.throws(() => siteConfigFromEnv({ ...prod, AUTH_EMULATOR_URL: "http://127.0.0.1:9099" }), /AUTH_EMULATOR_URL is set in a production build/);
  assert.throws(() => siteConfigFromEnv({ NODE_ENV: "production" }), /demo project in a production build/);
  assert.is(siteConfigFromEnv(prod).authEmulatorUrl, "");
});

test.run();
