/**
 * `npm run bench:dev`: the editor's loop. Times `npm run dev` (site only) to its first served page, then
 * edits a Markdown page 20 times and times each write until an open Chromium page shows the new text.
 * Works on a temporary copy of content/ (scripts/dev/launch.ts), so the repository's copy is never touched.
 */
import { appendFile } from "node:fs/promises";
import { chromium } from "playwright-core";
import { chromeFlags, chromePath } from "../scripts/chrome.ts";
import { launchDev } from "../scripts/dev/launch.ts";
import { scaled } from "./smoke.ts";

const edits = scaled(20, 2);
const started = performance.now();
const dev = await launchDev();
while (!(await fetch(`${dev.url}/security`).then((r) => r.ok, () => false))) await new Promise((done) => setTimeout(done, 20));
const firstPage = performance.now() - started;
const browser = await chromium.launch({ executablePath: await chromePath(), args: chromeFlags });
const times: number[] = [];
try {
  const page = await browser.newPage();
  await page.goto(`${dev.url}/security`);
  for (let i = 0; i < edits; i++) {
    await page.locator("html[data-dev=connected]").waitFor();
    const text = `Benchmark edit ${i} ${Date.now()}.`;
    const written = performance.now();
    await appendFile(`${dev.contentDir}/security.md`, `\n${text}\n`);
    await page.getByText(text).waitFor({ timeout: 10_000 });
    times.push(performance.now() - written);
  }
} finally {
  await browser.close();
  await dev.close();
}
const sorted = [...times].sort((a, b) => a - b);
const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!);
console.log(`npm run dev → first page served: ${Math.round(firstPage)} ms (target ≤ 3000)`);
console.log(`Markdown edit → shown in the open page, ${edits} edits: median ${at(0.5)} ms (target ≤ 300), p95 ${at(0.95)} ms (target ≤ 600)`);
