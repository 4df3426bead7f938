/**
 * One fixture file per construct (tests/directive/fixtures/constructs/<construct>.jsonl): each line a
 * sentence, the reference home it is read against, and the whole expected result, compared with the
 * scorer's normalisation. A regression names its construct and its sentence.
 */
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { type Home, compileDirective } from "../../directive/index.ts";
import { SHARED, scorer } from "./reference.ts";

const DIR = fileURLToPath(new URL("fixtures/constructs/", import.meta.url));
const homes = new Map<string, { home: Home; scoring: unknown }>();
/** A home of the shared reference set by name, or one of ours as "fixtures/<name>". */
const homeOf = (name: string) => {
  const path = name.startsWith("fixtures/") ? fileURLToPath(new URL(name, import.meta.url)) : `${SHARED}${name}`;
  if (!homes.has(name)) homes.set(name, { home: JSON.parse(readFileSync(path, "utf8")), scoring: scorer.loadHome(path) });
  return homes.get(name)!;
};

for (const file of readdirSync(DIR).filter((f) => f.endsWith(".jsonl")).sort()) {
  const construct = file.replace(/\.jsonl$/, "");
  test(`construct "${construct}": every sentence compiles to its whole expected result`, () => {
    const cases = readFileSync(`${DIR}${file}`, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as { text: string; home: string; expected: unknown });
    assert.ok(cases.length > 0, `${file} holds no case`);
    for (const c of cases) {
      const { home, scoring } = homeOf(c.home);
      const got = compileDirective(c.text, home);
      assert.equal(scorer.normalize(got, scoring), scorer.normalize(c.expected, scoring), `${construct}: "${c.text}"`);
    }
  });
}

test.run();
