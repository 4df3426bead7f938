import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { test } from "uvu";
import * as assert from "uvu/assert";

const root = fileURLToPath(new URL("../../", import.meta.url));

test("should typecheck directive/ with no DOM and no Node types, so the compiler stays portable", () => {
  const tsc = spawnSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "directive"], { cwd: root, encoding: "utf8" });
  assert.is(tsc.status, 0, tsc.stdout + tsc.stderr);
});

test("should reject a Node or DOM API inside directive/ (the check can fail)", () => {
  const probe = "directive/__probe__.ts";
  const tsc = spawnSync(process.execPath, ["-e", `
    const fs = require("node:fs");
    fs.writeFileSync(${JSON.stringify(root + probe)}, "export const x = document.title + process.version;\\n");
    try { require("node:child_process").execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "directive"], { cwd: ${JSON.stringify(root)}, stdio: "pipe" }); console.log("passed"); }
    catch (e) { console.log(String(e.stdout)); }
    finally { fs.rmSync(${JSON.stringify(root + probe)}); }
  `], { encoding: "utf8" });
  assert.match(tsc.stdout, /Cannot find name 'document'/);
  assert.match(tsc.stdout, /Cannot find name 'process'/);
});

test.run();
