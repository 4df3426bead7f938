import { demoHome } from "../content/demo-home.ts";
import { directives } from "../content/directives.ts";
import { compileDirective } from "../directive/index.ts";
import type { DirectiveResult } from "./AutomationSummary.tsx";

/** One example of the landing demo: the directive typed, and the automation it compiles to. */
export interface DemoExample {
  text: string;
  result: DirectiveResult;
}

/**
 * The typing examples compiled at build time against the demo home the playground shows, so what the
 * hero promises is what the compiler does. An example the compiler refuses stops the build.
 */
export const demoExamples: DemoExample[] = directives.map((text) => {
  const result = compileDirective(text, demoHome);
  if (result.kind === "error") throw new Error(`The landing example "${text}" does not compile against content/demo-home.ts: ${result.message}`);
  return { text, result: result as DirectiveResult };
});
