/**
 * The directive compiler on the command line.
 *   npm run -s directive -- --home home.json < directives.jsonl > results.jsonl
 *     reads {"id","text"} lines and writes {"id","result"} lines, in order;
 *   npm run directive -- --home home.json "Close the shutters at sunset"
 *     prints that one result as Home Assistant YAML.
 * A bad home stops it with one sentence; a bad input line is reported on stderr and skipped.
 */
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { type Home, compileDirective, homeProblem, toYaml } from "../directive/index.ts";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const { values, positionals } = parseArgs({ options: { home: { type: "string" } }, allowPositionals: true });
if (!values.home) fail("Give the home to resolve names against: --home home.json");
let home: Home;
try {
  home = JSON.parse(readFileSync(values.home, "utf8"));
} catch (error) {
  fail(`${values.home}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : `not valid JSON (${(error as Error).message})`}.`);
}
const problem = homeProblem(home);
if (problem) fail(`${values.home}: ${problem}`);

if (positionals.length > 0) {
  const text = positionals.join(" ");
  const result = compileDirective(text, home);
  process.stdout.write(toYaml(result, { alias: text }));
  process.exitCode = result.kind === "error" ? 1 : 0;
} else {
  let n = 0;
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    n++;
    if (!line.trim()) continue;
    let input: { id?: unknown; text?: unknown };
    try {
      input = JSON.parse(line);
    } catch {
      process.stderr.write(`line ${n}: not valid JSON; skipped.\n`);
      continue;
    }
    if (typeof input !== "object" || input === null || typeof input.text !== "string") {
      process.stderr.write(`line ${n}: needs a "text" string; skipped.\n`);
      continue;
    }
    process.stdout.write(`${JSON.stringify({ id: input.id ?? null, result: compileDirective(input.text, home) })}\n`);
  }
}
