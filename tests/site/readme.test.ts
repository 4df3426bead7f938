/**
 * What the README shows `npm start` printing is what it prints: the build's file count follows esbuild's shared chunks,
 * which move with the module graph, so the sample is checked against a build with a new user's settings (issue #35).
 */
import { readFileSync } from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildSite } from "../../build.ts";
import { siteConfigFromEnv } from "../../pipeline/config.ts";

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

test("should show the number of files npm start builds, as it prints it", async () => {
  const { files } = await buildSite(siteConfigFromEnv({}));
  const shown = /^Built (\d+) files into dist\/\.$/m.exec(readme);
  assert.ok(shown, "the README shows npm start's first line");
  assert.is(Number(shown[1]), files.length);
});

test.run();
