/**
 * The island contract: the server renders an island with the identifierPrefix that the client hydrates
 * it with, so useId values (label/for, aria-*) survive hydration. Both sides are the real functions
 * (islandHtml in templates/Island.tsx, hydrateIsland in client/hydrate.ts), run on a probe component.
 */
import * as esbuild from "esbuild";
import * as assert from "uvu/assert";
import { islandHtml } from "../../templates/Island.tsx";
import { browserProblems, browserSuite, expectBrowserErrors, launch } from "./browser.ts";
import IdProbe from "./fixtures/id-probe.tsx";

const browser = await launch();
const client = await esbuild.build({
  entryPoints: [new URL("fixtures/id-probe-client.ts", import.meta.url).pathname],
  bundle: true,
  format: "iife",
  write: false,
  jsx: "automatic",
  define: { "process.env.NODE_ENV": '"production"', SITE_CONFIG: JSON.stringify("{}") },
  logLevel: "silent",
});
const script = client.outputFiles[0]!.text;
const test = browserSuite("island identifierPrefix contract");

async function hydrated(serverName: "account" | "toasts", clientName: "account" | "toasts") {
  const page = await browser.newPage();
  // A real URL, not about:blank, so the suite's watch hears the page's console.
  await page.route("http://probe.test/", (route) => route.fulfill({ contentType: "text/html", body: `<!doctype html><title>probe</title><div id="root">${islandHtml(serverName, IdProbe, {})}</div>` }));
  await page.goto("http://probe.test/");
  const before = await page.locator("label").textContent();
  await page.addScriptTag({ content: script });
  await page.evaluate((name) => (window as unknown as { hydrateAs: (n: string) => Promise<void> }).hydrateAs(name), clientName);
  const after = { label: await page.locator("label").textContent(), input: await page.locator("input").getAttribute("id") };
  await page.close();
  return { before, after };
}

test("should keep the server's useId values through hydration", async () => {
  const { before, after } = await hydrated("account", "account");
  assert.ok(before!.includes("account-"), `the server's id carries the island's prefix: ${before}`);
  assert.equal(after, { label: before, input: before });
  assert.equal(browserProblems(), []);
});

test("should report a hydration mismatch when the client's prefix differs (the check can fail)", async () => {
  expectBrowserErrors(/hydrat|Minified React error #418|didn't match/i);
  const { before, after } = await hydrated("account", "toasts");
  assert.is.not(after.label, before, "React re-rendered with the client's ids");
  assert.ok(browserProblems().length > 0, "the mismatch was reported");
});

test.after(() => browser.close());
test.run();
