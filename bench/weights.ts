import { gzipSync } from "node:zlib";
import { build, type Metafile } from "esbuild";
import type { OutputFile } from "../build.ts";
import { type Entry, entries, isAccountEntry } from "../client/entries.ts";
import { CARD_FILE } from "../pipeline/card.ts";
import { browserBuild, root } from "../pipeline/esbuild.ts";

export interface RouteWeight {
  file: string;
  htmlGzip: number;
  cssGzip: number;
  /** JavaScript a signed-out visitor downloads on this page. */
  jsGzip: number;
  /** JavaScript with a stored session (React, Firebase and the header islands load too). */
  jsSignedInGzip: number;
  /** An account page (the app entry): React and Firebase load signed out too. */
  app: boolean;
  /** JavaScript files fetched with a stored session: each is a request, and gzip's overhead once more. */
  jsFiles: number;
}

const gzip = (contents: string | Uint8Array) => gzipSync(contents).length;

/** Gzip bytes of every HTML page and of the CSS and JS it loads, computed from the esbuild metafile. */
export function routeWeights(files: OutputFile[], metafile: Metafile): RouteWeight[] {
  const byUrl = new Map(files.map((f) => [`/${f.file}`, f.contents]));
  const outputs = metafile.outputs;
  const url = (output: string) => `/${output.replace(/^dist\//, "")}`;
  const outputOf = (entryPoint: string) => Object.keys(outputs).find((o) => outputs[o]!.entryPoint === entryPoint);
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const visit = (output: string) => {
      if (seen.has(output)) return;
      seen.add(output);
      for (const i of outputs[output]?.imports ?? []) if (i.kind === "import-statement") visit(i.path);
    };
    start.forEach(visit);
    return seen;
  };
  const size = (outs: Set<string>) => [...outs].reduce((sum, o) => sum + gzip(byUrl.get(url(o)) ?? ""), 0);
  const accountScripts = (Object.keys(entries) as Entry[]).filter(isAccountEntry).map((entry) => url(outputOf(entries[entry])!));

  return files
    .filter((f) => f.file.endsWith(".html"))
    .map(({ file, contents }) => {
      const html = String(contents);
      const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => `dist${m[1]}`);
      // The pre-paint script loads data-modules: the entry, then the chunks it imports.
      const listed = (/<html [^>]*data-modules="([^"]*)"/.exec(html)?.[1] ?? "").split(" ").filter(Boolean);
      const statics = closure(listed.map((u) => `dist${u}`));
      // Each island's element names its module (templates/Island.tsx); the account pages' entry comes
      // lazily on an informational page, and React's common.ts and Firebase's session with the islands.
      const islandModules = attr(/data-module="([^"]+)"/g);
      const isApp = accountScripts.includes(listed[0] ?? "");
      const lazy = [...accountScripts.map((u) => `dist${u}`), outputOf("client/islands/common.ts")!, outputOf("client/session.ts")!].filter((o) => !statics.has(o));
      const signedIn = closure([...statics, ...lazy, ...islandModules]);
      const signedOut = isApp ? signedIn : statics;
      const css = attr(/rel="stylesheet" href="([^"]+)"/g).reduce((sum, o) => sum + gzip(byUrl.get(url(o)) ?? ""), 0);
      return { file, htmlGzip: gzip(html), cssGzip: css, jsGzip: size(signedOut), jsSignedInGzip: size(signedIn), app: isApp, jsFiles: signedIn.size };
    });
}

/**
 * The floor for an account page: gzip bytes of React (hydrating a root, with hooks) and Firebase Auth
 * (the calls client/session.ts makes) and nothing else, bundled and minified as our client is.
 */
export async function frameworkMinimum(): Promise<number> {
  const result = await build({
    ...browserBuild,
    stdin: {
      contents: `
        import { createElement, useEffect, useState, useSyncExternalStore } from "react";
        import { hydrateRoot } from "react-dom/client";
        import { initializeApp } from "firebase/app";
        import { browserLocalPersistence, connectAuthEmulator, createUserWithEmailAndPassword, initializeAuth,
          onAuthStateChanged, signInWithEmailAndPassword, signOut } from "firebase/auth";
        globalThis.keep = [createElement, useEffect, useState, useSyncExternalStore, hydrateRoot, initializeApp,
          browserLocalPersistence, connectAuthEmulator, createUserWithEmailAndPassword, initializeAuth,
          onAuthStateChanged, signInWithEmailAndPassword, signOut];`,
      resolveDir: root,
      loader: "js",
    },
    define: { "process.env.NODE_ENV": '"production"' },
  });
  return gzip(result.outputFiles[0]!.contents);
}

/** The dashboard card's budget (issue 28): Lit and the card in one file, gzip. */
export const CARD_BUDGET = 25 * 1024;

/** The dashboard card's bytes: as served, and gzip (what a Home Assistant downloads once per version). */
export function cardWeight(files: OutputFile[]): { bytes: number; gzip: number } {
  const card = files.find((f) => f.file === CARD_FILE);
  if (!card) throw new Error(`The build has no ${CARD_FILE}; build.ts's pipeline must bundle card/.`);
  const contents = typeof card.contents === "string" ? Buffer.from(card.contents) : card.contents;
  return { bytes: contents.length, gzip: gzipSync(contents).length };
}
