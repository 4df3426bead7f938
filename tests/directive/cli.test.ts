import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { load } from "js-yaml";
import { OTHER } from "./reference.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
const run = (args: string[], input = "") =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/directive.ts", ...args], { cwd: root, input, encoding: "utf8" });

test("should answer JSON lines in order, one result per line, reporting bad lines on stderr", () => {
  const input = [
    JSON.stringify({ id: "a", text: "Turn on the chandelier" }),
    "{not json",
    JSON.stringify({ id: "b" }),
    "",
    JSON.stringify({ id: "c", text: "Switch the path lights on at sundown" }),
  ].join("\n");
  const { stdout, stderr, status } = run(["--home", OTHER.home], input);
  assert.is(status, 0);
  const lines = stdout.trim().split("\n").map((l) => JSON.parse(l));
  assert.equal(lines.map((l) => l.id), ["a", "c"]);
  assert.equal(lines[0].result, { kind: "action", actions: [{ action: "light.turn_on", target: { entity_id: ["light.dining_chandelier"] } }] });
  assert.is(lines[1].result.triggers[0].event, "sunset");
  assert.match(stderr, /line 2: not valid JSON; skipped\./);
  assert.match(stderr, /line 3: needs a "text" string; skipped\./);
});

test("should print one directive as Home Assistant YAML", () => {
  const { stdout, status } = run(["--home", OTHER.home, "Close the lounge shutter at 10pm"]);
  assert.is(status, 0);
  const automation = load(stdout) as Record<string, any>;
  assert.is(automation.alias, "Close the lounge shutter at 10pm");
  assert.equal(automation.triggers, [{ trigger: "time", at: "22:00:00" }]);
  assert.equal(automation.actions, [{ action: "cover.close_cover", target: { entity_id: ["cover.lounge_shutter"] } }]);
});

test("should stop with one sentence on a missing or malformed home", () => {
  const dir = mkdtempSync(join(tmpdir(), "home-"));
  writeFileSync(join(dir, "broken.json"), "{ areas: ");
  writeFileSync(join(dir, "shapeless.json"), JSON.stringify({ areas: [], entities: [{ name: "Lamp" }] }));
  for (const [file, said] of [["missing.json", /no such file/], ["broken.json", /not valid JSON/], ["shapeless.json", /entities\[0\] needs a string entity_id and name\./]] as const) {
    const { stderr, status, stdout } = run(["--home", join(dir, file)], "{}\n");
    assert.is(status, 2, file);
    assert.is(stdout, "");
    assert.match(stderr, said);
    assert.is(stderr.trim().split("\n").length, 1, "one sentence");
  }
});

test("should exit 1 and print the refusal as a comment for a directive it cannot compile", () => {
  const { stdout, status } = run(["--home", OTHER.home, "Play the news in the kitchen"]);
  assert.is(status, 1);
  assert.match(stdout, /^# Media players are not supported/);
});

test.run();
