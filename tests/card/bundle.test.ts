/**
 * What of the compiler the card's bundle holds (issue 38): its YAML writer, SCHEMA v2's shape check, the
 * services table and the domain tables they read, and the device count the API uses, nothing more. A value import of directive/index.ts, or
 * of domains.ts (through the whole English language table), would bundle the compiler's stages or its
 * lexicon: the 25 KB gzip budget (tests/site/weights.test.ts) let 25.2 KB through by 360 bytes once.
 */
import * as esbuild from "esbuild";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { browserBuild } from "../../pipeline/esbuild.ts";

const COMPILER_IN_CARD = ["directive/devices.ts", "directive/lang/en/domains.ts", "directive/schema.ts", "directive/services.ts", "directive/yaml.ts"];

test("should bundle only the compiler's YAML writer, shape check, services and domain tables into the card", async () => {
  const { metafile } = await esbuild.build({ ...browserBuild, entryPoints: ["card/index.ts"], outfile: "dist/card-inputs.js", define: { CARD_API_URL: '""' }, metafile: true });
  const inputs = Object.keys(metafile.inputs);
  assert.ok(inputs.includes("card/checks.ts") && inputs.some((i) => i.includes("node_modules/lit")), "the card and Lit are read");
  assert.equal(inputs.filter((i) => i.startsWith("directive/")).sort(), COMPILER_IN_CARD);
  assert.not.ok(inputs.some((i) => i.startsWith("api/")), "the API's wire types are type-only");
});

test.run();
