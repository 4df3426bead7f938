import { test } from "uvu";
import * as assert from "uvu/assert";
import { type Home, compileDirective } from "../../directive/index.ts";
import { OTHER, scorer } from "./reference.ts";

const home = scorer.loadHome(OTHER.home) as Home;
const message = (text: string) => {
  const result = compileDirective(text, home);
  assert.is(result.kind, "error", text);
  return result as { reason: string; message: string };
};

test("should quote an unknown device back with the closest names of its kind", () => {
  const { reason, message: m } = message("Turn on the garage light");
  assert.is(reason, "unknown_entity");
  assert.match(m, /garage light/);
  assert.match(m, /“[^”]+ Light”|“[^”]*Lamp[^”]*”/);
});

test("should list the candidates of an ambiguous name", () => {
  const { reason, message: m } = message("Turn on the bedside lamp");
  assert.is(reason, "ambiguous");
  assert.match(m, /Bedside Lamp Left/);
  assert.match(m, /Bedside Lamp Right/);
});

test("should name what is unsupported and what is supported", () => {
  const { reason, message: m } = message("Lock the entry door at 10pm");
  assert.is(reason, "unsupported");
  assert.match(m, /^Locks/);
  assert.match(m, /shutters.*lights.*switches/);
});

test("should refuse an unknown person by name and list the people it knows", () => {
  const { reason, message: m } = message("When Oliver comes home, turn on the entry light");
  assert.is(reason, "unknown_entity");
  assert.match(m, /oliver/i);
  assert.match(m, /Carla/);
});

test.run();
