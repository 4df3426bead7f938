/** The one esbuild base configuration: the site's client, the dashboard card, bench/weights.ts's floor and bench/directive.ts's compiler chunk build from it. */
import { fileURLToPath } from "node:url";
import type { BuildOptions } from "esbuild";

/** The repository root, which every build resolves from. */
export const root = fileURLToPath(new URL("..", import.meta.url));

/** The browsers the site supports (they cover Home Assistant 2024.10's): what esbuild lowers our code to. */
export const BROWSER_TARGETS = ["es2022", "chrome111", "firefox115", "safari16"];

/** One ES module build for our browsers, minified, with no licence comments, kept in memory. */
export const browserBuild = {
  absWorkingDir: root,
  bundle: true,
  format: "esm",
  target: BROWSER_TARGETS,
  minify: true,
  legalComments: "none",
  write: false,
} satisfies BuildOptions;
