/** axe-core for the browser tests: evaluated through the DevTools protocol, so a page keeps its CSP. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.2 A and AA and axe's best practices. */
export const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

/**
 * Makes `window.axe` available in the page's current document. Its 650 KB are sent and compiled once per
 * document, not again for each state of the same one (a dialog open, a toast showing): 4 checks of one
 * page took 8.2–12.0 s evaluating it each time, 4.2–6.1 s evaluating it once (load average 20).
 */
export async function withAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
}
