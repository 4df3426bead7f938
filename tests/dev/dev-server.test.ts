import { appendFile, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import * as assert from "uvu/assert";
import { type DevUnderTest, launchDev } from "../../scripts/dev/launch.ts";
import { browserSuite, launch } from "../e2e/browser.ts";

const stylesheet = fileURLToPath(new URL("../../templates/styles.css", import.meta.url));
// One dev server and one Chromium for every case: edits that reach the open page, and build errors.
const test = browserSuite("npm run dev: edits and build errors in the open page");
// Waits are bounds on "never arrives", not timings: a rebuild beside other suites on 2 cores took over 5 s.
let dev: DevUnderTest;
/** Opens a URL and waits until its dev client listens, so the page hears the next edit. */
const open = async (page: Page, url: string) => {
  await page.goto(url);
  await page.locator("html[data-dev=connected]").waitFor();
};
let browser: Browser;

test.before(async () => {
  dev = await launchDev();
  browser = await launch();
});
test.after(async () => {
  await browser?.close();
  await dev?.close();
});

test("should show a Markdown edit in the open page", async () => {
  const page = await browser.newPage();
  await open(page, `${dev.url}/security`);
  await appendFile(`${dev.contentDir}/security.md`, "\nFreshly edited paragraph 4711.\n");
  await page.getByText("Freshly edited paragraph 4711.").waitFor({ timeout: 15_000 });
  assert.match(dev.output(), /security\.md → \/security in \d+ ms/);
  await page.close();
});

test("should not reload a page whose copy did not change", async () => {
  const page = await browser.newPage();
  await open(page, `${dev.url}/terms`);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await appendFile(`${dev.contentDir}/privacy.md`, "\nAn edit elsewhere.\n");
  await page.waitForTimeout(1000);
  assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1);
  await page.close();
});

test("should swap an edited stylesheet in without a navigation", async () => {
  const original = await readFile(stylesheet, "utf8");
  // The edit is undone even if the test is interrupted, so the repository never keeps it.
  const restore = () => writeFile(stylesheet, original);
  process.once("SIGINT", () => restore().then(() => process.exit(130)));
  try {
    const page = await browser.newPage();
    await open(page, `${dev.url}/faq`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const before = await page.evaluate(() => getComputedStyle(document.body).outlineColor);
    assert.is.not(before, "rgb(1, 2, 3)");
    await appendFile(stylesheet, "\nbody { outline: 3px solid rgb(1, 2, 3); }\n");
    await page.waitForFunction(() => getComputedStyle(document.body).outlineColor === "rgb(1, 2, 3)", undefined, { timeout: 15_000 });
    assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, "the page was reloaded");
    await page.close();
  } finally {
    await restore();
  }
});

test("should show a dead link as an alert in the open page and clear it once fixed", async () => {
  const copy = `${dev.contentDir}/about.md`;
  const original = await readFile(copy, "utf8");
  const page = await browser.newPage();
  await open(page, `${dev.url}/about`);
  await appendFile(copy, "\nSee [the missing page](/no-such-page).\n");
  const alert = page.getByRole("alert").filter({ hasText: 'Dead internal link "/no-such-page"' });
  await alert.waitFor({ timeout: 15_000 });
  assert.match(dev.output(), /✗ Dead internal link "\/no-such-page" in dist\/about\.html; fix the link/);

  // A page opened while the build is broken shows the error too.
  const other = await browser.newPage();
  await other.goto(`${dev.url}/faq`);
  await other.getByRole("alert").filter({ hasText: "/no-such-page" }).waitFor({ timeout: 15_000 });

  await writeFile(copy, original);
  await alert.waitFor({ state: "detached", timeout: 15_000 });
  await other.getByRole("alert").waitFor({ state: "detached", timeout: 15_000 });
  assert.match(dev.output(), /✓ fixed/);
  await page.close();
  await other.close();
});

test("should keep watching after a missing copy file and pick up its return", async () => {
  const copy = `${dev.contentDir}/terms.md`;
  const original = await readFile(copy, "utf8");
  const page = await browser.newPage();
  await open(page, `${dev.url}/terms`);
  await writeFile(copy, "");
  await page.getByRole("alert").filter({ hasText: 'Missing copy "content/terms.md"' }).waitFor({ timeout: 15_000 });
  await writeFile(copy, `${original}\nBack again 9182.\n`);
  await page.getByText("Back again 9182.").waitFor({ timeout: 15_000 });
  assert.is(await page.getByRole("alert").count(), 0);
  await page.close();
});

test.run();
