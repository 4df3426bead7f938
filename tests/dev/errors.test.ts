import { appendFile, readFile, writeFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import * as assert from "uvu/assert";
import { type DevUnderTest, launchDev } from "../../scripts/dev/launch.ts";
import { browserSuite, launch } from "../e2e/browser.ts";

const test = browserSuite("npm run dev: build errors");
let dev: DevUnderTest;
let browser: Browser;

test.before(async () => {
  dev = await launchDev();
  browser = await launch();
});
test.after(async () => {
  await browser?.close();
  await dev?.close();
});

test("should show a dead link as an alert in the open page and clear it once fixed", async () => {
  const copy = `${dev.contentDir}/about.md`;
  const original = await readFile(copy, "utf8");
  const page = await browser.newPage();
  await page.goto(`${dev.url}/about`);
  await page.locator("html[data-dev=connected]").waitFor();
  await appendFile(copy, "\nSee [the missing page](/no-such-page).\n");
  const alert = page.getByRole("alert").filter({ hasText: 'Dead internal link "/no-such-page"' });
  await alert.waitFor({ timeout: 5000 });
  assert.match(dev.output(), /✗ Dead internal link "\/no-such-page" in dist\/about\.html; fix the link/);

  // A page opened while the build is broken shows the error too.
  const other = await browser.newPage();
  await other.goto(`${dev.url}/faq`);
  await other.getByRole("alert").filter({ hasText: "/no-such-page" }).waitFor({ timeout: 5000 });

  await writeFile(copy, original);
  await alert.waitFor({ state: "detached", timeout: 5000 });
  await other.getByRole("alert").waitFor({ state: "detached", timeout: 5000 });
  assert.match(dev.output(), /✓ fixed/);
  await page.close();
  await other.close();
});

test("should keep watching after a missing copy file and pick up its return", async () => {
  const copy = `${dev.contentDir}/terms.md`;
  const original = await readFile(copy, "utf8");
  const page = await browser.newPage();
  await page.goto(`${dev.url}/terms`);
  await page.locator("html[data-dev=connected]").waitFor();
  await writeFile(copy, "");
  await page.getByRole("alert").filter({ hasText: 'Missing copy "content/terms.md"' }).waitFor({ timeout: 5000 });
  await writeFile(copy, `${original}\nBack again 9182.\n`);
  await page.getByText("Back again 9182.").waitFor({ timeout: 5000 });
  assert.is(await page.getByRole("alert").count(), 0);
  await page.close();
});

test.run();
