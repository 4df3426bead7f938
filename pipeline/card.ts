/**
 * The Home Assistant dashboard card (card/): one ES module with Lit inside, at a fixed address
 * (/homedirective-card.js), because dashboards and HACS load it by that URL, not by a hashed name.
 */
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { BROWSER_TARGETS } from "./bundle.ts";
import type { BuildConfig } from "./config.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
export const CARD_FILE = "homedirective-card.js";

/** Bundles card/index.ts, minified, pointing at the build's API unless a card config says otherwise. */
export async function bundleCard(config: BuildConfig): Promise<{ file: string; contents: Uint8Array }> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ["card/index.ts"],
    bundle: true,
    format: "esm",
    // The site's browsers, which cover HA 2024.10's; Lit needs native classes and custom elements.
    target: BROWSER_TARGETS,
    minify: true,
    legalComments: "none",
    write: false,
    outfile: `dist/${CARD_FILE}`,
    define: { CARD_API_URL: JSON.stringify(config.apiUrl) },
  });
  return { file: CARD_FILE, contents: result.outputFiles[0]!.contents };
}
