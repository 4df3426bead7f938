/**
 * The Home Assistant dashboard card (card/): one ES module with Lit inside, at a fixed address
 * (/homedirective-card.js), because dashboards and HACS load it by that URL, not by a hashed name.
 */
import { createHash } from "node:crypto";
import * as esbuild from "esbuild";
import type { BuildConfig } from "./config.ts";
import { browserBuild } from "./esbuild.ts";

export const CARD_FILE = "homedirective-card.js";

/**
 * Bundles card/index.ts, minified, pointing at the build's API unless a card config says otherwise; with
 * the file's SHA-256, which the release log lists (it changes with the build's API_URL and any card change).
 */
export async function bundleCard(config: BuildConfig): Promise<{ file: string; contents: Uint8Array; sha256: string }> {
  // The site's browsers (browserBuild's targets) cover HA 2024.10's; Lit needs native classes and custom elements.
  const result = await esbuild.build({
    ...browserBuild,
    entryPoints: ["card/index.ts"],
    outfile: `dist/${CARD_FILE}`,
    define: { CARD_API_URL: JSON.stringify(config.apiUrl) },
  });
  const contents = result.outputFiles[0]!.contents;
  return { file: CARD_FILE, contents, sha256: createHash("sha256").update(contents).digest("hex") };
}
