import { test } from "uvu";
import * as assert from "uvu/assert";
import { demoHome } from "../../content/demo-home.ts";
import { directives } from "../../content/directives.ts";
import { compileDirective } from "../../directive/index.ts";

test("should compile every example on the landing page against the demo home the playground shows", () => {
  for (const text of directives) {
    const result = compileDirective(text, demoHome);
    assert.ok(result.kind !== "error", `${text}: ${result.kind === "error" ? result.message : ""}`);
  }
});

test("should answer a device the demo home lacks with the compiler's refusal (the playground's error path)", () => {
  const result = compileDirective("Turn on the attic light", demoHome);
  assert.is(result.kind, "error");
});

test.run();
