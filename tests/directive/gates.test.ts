/**
 * The gates that let a table of rewrites skip rules (directive/gates.ts) never change what the table writes:
 * over every directive of every set, applying the gated table gives the text that applying each rule in
 * order gives. A gate read wrongly from a rule's pattern would skip a rule that matches, and show here.
 */
import { existsSync, readFileSync } from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { gateOf, gatesOf } from "../../directive/gate-words.ts";
import { gatedTable } from "../../directive/gates.ts";
import { en } from "../../directive/lang/en/index.ts";
import { ALL_SETS } from "./reference.ts";

type Table = readonly (readonly [RegExp, unknown])[];
const every = (table: Table) => (text: string) => table.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement as string), text);

const texts = Object.values(ALL_SETS)
  .filter((set) => existsSync(set.cases))
  .flatMap((set) => readFileSync(set.cases, "utf8").split("\n").filter(Boolean).map((line) => (JSON.parse(line).text as string).toLowerCase()));

test("a gate is the words every match of the pattern holds", () => {
  assert.equal(gateOf(/\b(?:when|once) it opens\b/), ["when it opens", "once it opens"]);
  assert.equal(gateOf(/\bturns? (?:on|off)\b/), ["turn"]);
  // A "|" outside every group: one of each branch's words is certain.
  assert.equal(gateOf(/\bdusk\b|\bdawn\b/), ["dusk", "dawn"]);
  // A branch with no certain word: the rule always runs.
  assert.is(gateOf(/\bdusk\b|\b\w+\b/), null);
  // A single character (a sign, any digit) only when no two are certain.
  assert.equal(gateOf(/(\d)\s*%/), ["%"]);
  assert.equal(gateOf(/\s?<\s?=?\s?(?=\d)/), ["<"]);
  assert.equal(gateOf(/\bat (\d+)\b/), [..."0123456789"].map((d) => `at ${d}`));
  // An escape of several characters is one character, never its digits: "\u2212" is the minus sign (the digit is the lookahead's).
  assert.equal(gateOf(/(^|\s)\u2212(?=\d)/), [..."0123456789"]);
  assert.is(gateOf(/(^|\s)\u2212/), null);
  assert.equal(gateOf(/\b(\w)\1 a\x41b/), [" a"]);
  assert.equal(gateOf(/\b(\d)h\b/), [..."0123456789"].map((d) => `${d}h`));
});

test("a rule may match only a text that holds one string of each of its gates", () => {
  assert.equal(gatesOf(/\bturns? (?:on|off)\b[^,]* (\d+)%/), [["turn"], [" on", " off"], [..."0123456789"].map((d) => ` ${d}`), ["%"]]);
  assert.equal(gatesOf(/\bdusk\b|\bdawn\b/), [["dusk", "dawn"]]);
  // A lookaround that must hold reads its words in the text; one that must not, none.
  assert.equal(gatesOf(/(?<=\b(?:dim|set)\b[^,]*) on (?!now)(?=\d)/), [["dim", "set"], [..."0123456789"], [" on "]]);
  assert.equal(gatesOf(/\b\w+\b/), []);
});

for (const [name, table] of [["spellings", en.spellings], ["rewrites", en.rewrites], ["number phrases", en.numberPhrases]] as const) {
  test(`the gated ${name} table writes what every rule in order writes, on all ${texts.length} directives`, () => {
    const gated = gatedTable(table);
    const plain = every(table);
    const differing = texts.filter((text) => gated(text) !== plain(text));
    assert.equal(differing.slice(0, 5), [], `${differing.length} directives differ`);
  });
}

test.run();
