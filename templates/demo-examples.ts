import { demoHome } from "../content/demo-home.ts";
import { directives } from "../content/directives.ts";
import { compileDirective, describe } from "../directive/index.ts";

/** One example of the landing demo: the directive typed, and the automation it compiles to. */
export interface DemoExample {
  text: string;
  /** The compiler's own plain-language reading of the automation (directive/describe.ts). */
  summary: string;
}

/**
 * The typing examples compiled at build time against the demo home the playground shows, so what the
 * hero promises is what the compiler does. An example the compiler refuses stops the build.
 */
export const demoExamples: DemoExample[] = directives.map((text) => {
  const result = compileDirective(text, demoHome);
  if (result.kind === "error") throw new Error(`The landing example "${text}" does not compile against content/demo-home.ts: ${result.message}`);
  return { text, summary: describe(result, demoHome) };
});
