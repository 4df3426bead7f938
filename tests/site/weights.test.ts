import { test } from "uvu";
import * as assert from "uvu/assert";
import { CARD_BUDGET, cardWeight, frameworkMinimum, routeWeights } from "../../bench/weights.ts";
import { buildSite } from "../../build.ts";
import { siteConfigFromEnv } from "../../pipeline/config.ts";

const { files, bundle } = await buildSite(siteConfigFromEnv({}));
const weights = routeWeights(files, bundle.metafile);
const informational = ["index.html", "pricing.html", "faq.html", "security.html", "docs.html", "privacy.html", "terms.html", "about.html", "contact.html", "404.html"];
const BUDGET = 15 * 1024;

test("should keep signed-out informational pages within 15 KB gzip of JavaScript and of CSS", () => {
  for (const file of informational) {
    const row = weights.find((w) => w.file === file)!;
    assert.ok(row.jsGzip > 0 && row.jsGzip <= BUDGET, `${file}: ${row.jsGzip} bytes of JS`);
    assert.ok(row.cssGzip > 0 && row.cssGzip <= BUDGET, `${file}: ${row.cssGzip} bytes of CSS`);
  }
});

test("should keep the dashboard card, Lit included, within 25 KB gzip", () => {
  const { bytes, gzip } = cardWeight(files);
  assert.ok(bytes > 10 * 1024, `${bytes} bytes: the card bundles Lit`);
  assert.ok(gzip <= CARD_BUDGET, `homedirective-card.js: ${gzip} bytes gzip, budget ${CARD_BUDGET}`);
});

test("should keep account pages 3 KB under 10 % over React + Firebase Auth alone, and any page with a stored session under it", async () => {
  const floor = await frameworkMinimum();
  assert.ok(floor > 80 * 1024, `${floor} bytes: the floor bundles both libraries`);
  for (const row of weights) {
    // Signed in is the most a page loads (on an account page the same as signed out). Issue 26 asks the
    // account pages for 3 KB of room under the budget, so their own code has space to grow.
    const budget = Math.floor(floor * 1.1) - (row.app ? 3 * 1024 : 0);
    assert.ok(row.jsSignedInGzip <= budget, `${row.file}: ${row.jsSignedInGzip} bytes of JS, budget ${budget}`);
  }
});

test("should fetch an account page's JavaScript in a handful of files, React's with the islands' shared code", () => {
  // Entry with the hydration code, core, React with common.ts and its stub, Firebase, and the page's own
  // islands with the chunks they share (24 files before).
  const account = weights.filter((w) => w.app);
  assert.is(account.length, 7, account.map((w) => w.file).join(" "));
  for (const row of account) assert.ok(row.jsFiles <= 8, `${row.file}: ${row.jsFiles} files of JS`);
  const info = weights.find((w) => w.file === "pricing.html")!;
  assert.ok(info.jsFiles <= 8, `pricing.html with a stored session: ${info.jsFiles} files`);
});

test("should load React and Firebase only for a stored session or on account pages", () => {
  const home = weights.find((w) => w.file === "index.html")!;
  const login = weights.find((w) => w.file === "login.html")!;
  // Firebase Auth and React together are far over the signed-out budget: their presence shows in bytes.
  assert.ok(home.jsSignedInGzip > home.jsGzip + 60 * 1024);
  assert.ok(login.jsGzip > 60 * 1024);
});

test.run();
