import { relative } from "node:path";
import * as esbuild from "esbuild";
import type { BuildConfig } from "./config.ts";
import { browserBuild, root } from "./esbuild.ts";
import { type Entry, entries } from "../client/entries.ts";
import { type IslandName, islands } from "../client/islands/registry.ts";

const outdir = `${root}dist/assets`;

/** Hashed asset URLs one page needs, from the client bundle (templates/Document.tsx links them). */
export interface PageAssets {
  css: string[];
  /** The entry module. */
  script: string;
  /** Chunks the entry imports statically, fetched in parallel with it instead of one after another. */
  preload: string[];
}

export interface Bundle {
  files: { file: string; contents: Uint8Array }[];
  metafile: esbuild.Metafile;
  /** The stylesheet, the entry script and the chunks it imports statically (preloaded). */
  assetsFor(entry: Entry): PageAssets;
  /** Each island's module URL, which its element names for the browser's hydration (templates/Island.tsx). */
  islandModules: Record<IslandName, string>;
}

const REGISTRY = "client/islands/registry.ts";

/**
 * client/core.ts and client/islands/common.ts each stay one file only while every entry (a page's entry
 * or a lazy import()) imports core.ts and every entry that uses React imports common.ts: esbuild makes
 * one chunk per set of entries that reach a module. One missing import splits them into many small
 * files again, and no error would say so; this does.
 */
function checkSharedChunks(metafile: esbuild.Metafile): void {
  const reached = (start: string) => {
    const seen = new Set<string>();
    const visit = (path: string) => {
      if (seen.has(path)) return;
      seen.add(path);
      for (const i of metafile.inputs[path]?.imports ?? []) if (i.kind === "import-statement") visit(i.path);
    };
    visit(start);
    return seen;
  };
  const problems = Object.values(metafile.outputs).flatMap(({ entryPoint }) => {
    if (!entryPoint || !/\.tsx?$/.test(entryPoint)) return [];
    const modules = reached(entryPoint);
    const missing = [];
    if (!modules.has("client/core.ts")) missing.push("client/core.ts");
    if ([...modules].some((m) => m.startsWith("node_modules/react/")) && !modules.has("client/islands/common.ts")) missing.push("client/islands/common.ts");
    return missing.map((file) => `${entryPoint} is loaded on its own (an entry or an import()) and must import ${file}.`);
  });
  if (problems.length > 0) throw new Error(`${problems.join("\n")}\nSee that file's comment for why.`);
}

/** Our modules' "react" is client/jsx/react.ts (see there); React's own modules, and that file, get the package. */
const reactOnce: esbuild.Plugin = {
  name: "react-once",
  setup(build) {
    const shim = `${root}client/jsx/react.ts`;
    build.onResolve({ filter: /^react$/ }, ({ importer }) =>
      importer.includes("/node_modules/") || importer === shim ? undefined : { path: shim },
    );
  },
};

const url = (output: string) => `/${relative(`${root}dist`, `${root}${output}`)}`;

/** Bundles client/<entry>.ts and the stylesheet with esbuild, in memory: minified, split, hashed. */
export async function bundleClient(config: BuildConfig): Promise<Bundle> {
  const { siteUrl: _, production: __, ...browserConfig } = config;
  const result = await esbuild.build({
    ...browserBuild,
    // The registry is an entry that no page loads: its lazy imports make the islands' chunks.
    entryPoints: { ...entries, styles: "templates/styles.css", registry: REGISTRY },
    outdir,
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    splitting: true,
    jsx: "automatic",
    // client/jsx/jsx-runtime.ts: keeps React in one chunk.
    jsxImportSource: "site-jsx",
    alias: { "site-jsx": "./client/jsx" },
    metafile: true,
    plugins: [reactOnce],
    // A string, parsed once in client/config.ts: an object-valued define becomes a module of its own
    // that esbuild initialises lazily, which put an init call and wrapper into every chunk.
    define: { SITE_CONFIG: JSON.stringify(JSON.stringify(browserConfig)), "process.env.NODE_ENV": '"production"' },
  });
  checkSharedChunks(result.metafile);
  const outputs = result.metafile.outputs;
  const find = (entryPoint: string) => {
    const output = Object.keys(outputs).find((o) => outputs[o]!.entryPoint === entryPoint);
    if (!output) throw new Error(`esbuild produced no output for ${entryPoint}.`);
    return output;
  };
  const staticImports = (output: string, seen = new Set<string>()): Set<string> => {
    for (const { path, kind } of outputs[output]?.imports ?? []) {
      if (kind === "import-statement" && !seen.has(path)) staticImports(path, seen.add(path));
    }
    return seen;
  };
  const css = url(find("templates/styles.css"));
  const registryOutput = `${root}${find(REGISTRY)}`;
  return {
    files: result.outputFiles.filter((f) => f.path !== registryOutput).map((f) => ({ file: relative(`${root}dist`, f.path), contents: f.contents })),
    metafile: result.metafile,
    assetsFor(entry) {
      const script = find(entries[entry]);
      return { css: [css], script: url(script), preload: [...staticImports(script)].map(url) };
    },
    islandModules: islandModules(result.metafile, find),
  };
}

/** Each island's chunk URL: the registry's lazy imports, in its source order, are its islands in order. */
function islandModules(metafile: esbuild.Metafile, find: (entryPoint: string) => string): Record<IslandName, string> {
  const imports = metafile.inputs[REGISTRY]?.imports.filter((i) => i.kind === "dynamic-import") ?? [];
  const names = Object.keys(islands) as IslandName[];
  if (imports.length !== names.length) throw new Error(`${REGISTRY}: every island must be one lazy import.`);
  return Object.fromEntries(names.map((name, i) => [name, url(find(imports[i]!.path))])) as Record<IslandName, string>;
}
