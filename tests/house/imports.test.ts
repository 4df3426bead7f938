/**
 * The house's structure as its imports draw it (issue 23): arrows run down the layers of
 * tests/house/import-graph.ts and never back up, and no files import each other in a circle.
 */
import { fileURLToPath } from "node:url";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { backArrows, cycles, readGraph, type Graph } from "./import-graph.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const graph = readGraph(root);
const test = suite("imports run one way");

test("should read the whole house: every source folder, type-only and dynamic imports too", () => {
  for (const layer of ["build.ts", "pipeline/", "templates/", "client/", "content/", "directive/", "api/", "card/", "scripts/", "bench/", "tests/"])
    assert.ok([...graph.keys()].some((file) => file.startsWith(layer)), `no file read in ${layer}`);
  assert.ok(graph.get("api/services.ts")?.includes("api/checkout/types.ts"), "a type-only import is an arrow");
  assert.ok(graph.get("scripts/secrets.ts")?.includes("pipeline/config.ts"), "a dynamic import is an arrow");
});

test("should have no arrow pointing back up a layer", () => {
  assert.equal(backArrows(graph), [], "move the type or value to the stage that produces it and pass it down");
});

test("should have no circle of files", () => {
  assert.equal(cycles(graph), [], "give the shared part a file of its own below both");
});

test("should flag a planted back-arrow and a planted circle (the checks can fail)", () => {
  const planted: Graph = new Map([
    ["templates/Document.tsx", ["pipeline/prepaint.ts", "client/islands/registry.ts"]],
    ["pipeline/prepaint.ts", ["client/storage-keys.ts"]],
    ["client/islands/registry.ts", ["client/islands/AccountMenu.tsx"]],
    ["client/islands/AccountMenu.tsx", ["client/islands/registry.ts", "api/errors.ts"]],
    ["directive/compile.ts", ["content/plans.ts"]],
    ["card/review.ts", ["client/islands/registry.ts"]],
  ]);
  assert.equal(backArrows(planted), ["templates/Document.tsx → pipeline/prepaint.ts", "client/islands/AccountMenu.tsx → api/errors.ts", "directive/compile.ts → content/plans.ts", "card/review.ts → client/islands/registry.ts"]);
  assert.equal(cycles(planted), [["client/islands/AccountMenu.tsx", "client/islands/registry.ts"]]);
  assert.equal(cycles(new Map([["api/a.ts", ["api/a.ts"]]])), [["api/a.ts"]], "a file importing itself");
});

test.run();
