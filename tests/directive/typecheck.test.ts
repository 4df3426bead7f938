import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "uvu";
import * as assert from "uvu/assert";

const root = fileURLToPath(new URL("../../", import.meta.url));
const tsc = (project: string) => spawnSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", project], { cwd: root, encoding: "utf8" });

test("should typecheck directive/ with no DOM and no Node types, so the compiler stays portable", () => {
  const run = tsc("directive");
  assert.is(run.status, 0, run.stdout + run.stderr);
});

test("should reject a Node or DOM API under directive/'s settings (the check can fail)", () => {
  // The probe lives in a temporary folder, never in the source tree (a crash or a second run would leave it
  // there), under a config that extends directive/'s. The repository's @types are named as type roots, so
  // were directive/'s config to stop excluding Node's types, `process` would be found and this would fail.
  const dir = mkdtempSync(join(tmpdir(), "directive-probe-"));
  try {
    writeFileSync(join(dir, "probe.ts"), "export const x: string = document.title + process.version;\n");
    const config = { extends: join(root, "directive/tsconfig.json"), compilerOptions: { typeRoots: [join(root, "node_modules/@types")] }, include: ["probe.ts"] };
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(config));
    const run = tsc(dir);
    assert.is.not(run.status, 0, "tsc accepted the probe");
    assert.match(run.stdout, /probe\.ts\(1,26\): error TS2584: Cannot find name 'document'/);
    assert.match(run.stdout, /probe\.ts\(1,43\): error TS2591: Cannot find name 'process'/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("should hold no control character in directive/'s sources (a \\b turned into a backspace makes a pattern that never matches)", () => {
  const files = readdirSync(join(root, "directive"), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
  assert.ok(files.length > 20, "the sources were found");
  const bad = files.filter((f) => /[\x00-\x08\x0b\x0c\x0e-\x1f]/.test(readFileSync(join(root, "directive", f), "utf8")));
  assert.equal(bad, [], `control characters in ${bad.join(", ")}`);
});

test.run();
