import { mkdtemp, readFile } from "node:fs/promises";
import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FileSystemConfigLoader, HtmlValidate, type Message } from "html-validate";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildSite, writeDist } from "../../build.ts";
import { fileFor } from "../../pipeline/clean-urls.ts";
import { siteConfigFromEnv } from "../../pipeline/config.ts";
import { routes } from "../../templates/routes.ts";

const root = new URL("../..", import.meta.url).pathname;
// The repository's .htmlvalidate.mjs, as `npx html-validate dist` uses it.
const validator = new HtmlValidate(new FileSystemConfigLoader());
const dir = await mkdtemp(join(tmpdir(), "dist-html-"));
await writeDist((await buildSite(siteConfigFromEnv({}))).files, dir);
const pages = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html")).sort();

const describe = (m: Message) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message}`;

test("should validate every HTML file in dist/ with zero errors or warnings", async () => {
  // Every route's page and the 404 page, as the build's own route table names them, and nothing else.
  assert.equal(pages, [...Object.keys(routes).map(fileFor), "404.html"].sort());
  for (const page of pages) {
    // The config is looked up from the file's path, so validate each page as if it sat in the repo.
    const source = await readFile(join(dir, page), "utf8");
    const report = await validator.validateString(source, join(root, "dist", page));
    const messages = report.results.flatMap((r) => r.messages);
    assert.equal(messages.map(describe), [], page);
  }
});

test("should catch invalid markup with the same configuration", async () => {
  const broken = `<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><main><p id="a"><div id="a"></div></p></main></body></html>`;
  const report = await validator.validateString(broken, join(root, "dist", "broken.html"));
  const rules = report.results.flatMap((r) => r.messages.map((m) => m.ruleId));
  assert.ok(rules.includes("no-dup-id") && rules.length >= 2, rules.join(", "));
});

test.run();
