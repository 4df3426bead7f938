import { readFile } from "node:fs/promises";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { buildSite } from "../../build.ts";
import { readHosting } from "../../pipeline/hosting.ts";
import { siteConfigFromEnv } from "../../pipeline/config.ts";

const test = suite("npm run dev leaves production alone");
// "/__dev/" with its slashes: the Firebase SDK has an unrelated "__dev" identifier.
const devOnly = [/\/__dev\//, /EventSource/, /dev-build-error/];

test("should build no dev client, event stream or overlay into any file", async () => {
  const { files } = await buildSite(siteConfigFromEnv({}));
  assert.ok(files.some((f) => f.file.endsWith(".html")) && files.some((f) => f.file.endsWith(".js")), "the build has pages and scripts");
  for (const { file, contents } of files) {
    const text = typeof contents === "string" ? contents : Buffer.from(contents).toString("latin1");
    for (const pattern of devOnly) assert.not.match(text, pattern, `dist/${file} carries dev-only code (${pattern})`);
  }
});

test("should keep the dev paths out of firebase.json's headers and CSP", async () => {
  const firebaseJson = new URL("../../firebase.json", import.meta.url).pathname;
  const hosting = await readHosting(firebaseJson);
  assert.ok(hosting.headers.length > 0, "firebase.json has headers");
  assert.not.match(await readFile(firebaseJson, "utf8"), /__dev/);
});

test("should bundle nothing from scripts/, where the dev client lives", async () => {
  const bundled = await import("../../pipeline/bundle.ts").then((m) => m.bundleClient(siteConfigFromEnv({})));
  const inputs = Object.keys(bundled.metafile.inputs);
  assert.ok(inputs.some((input) => input.startsWith("client/")), "the bundle's inputs are listed");
  assert.not.ok(inputs.some((input) => input.startsWith("scripts/")), "no scripts/ module is bundled");
});

test.run();
