/**
 * The dev server's renderer, run as a forked child: ESM caches every module it imports for the life of
 * a process, so a data or template edit is picked up by starting a fresh renderer, while a Markdown edit
 * re-renders only the pages that use it in this warm one.
 * Usage (by scripts/dev.ts): fork(renderer.ts, [contentDir, distDir]); send {kind}, receive a RenderResult.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { type OutputFile, buildSite, checkLinks, loadSite, renderPage } from "../../build.ts";
import { fileFor } from "../../pipeline/clean-urls.ts";
import type { PageMeta, Site } from "../../content/types.ts";
import type { Bundle } from "../../pipeline/bundle.ts";
import type { CardFile } from "../../templates/pages/props.ts";
import { siteConfigFromEnv } from "../../pipeline/config.ts";

/** What the parent asks for: everything, or the pages whose `copy` is one of these files. */
export type RenderRequest = { kind: "all" } | { kind: "copy"; files: string[] };
/** The answer: the routes to reload ("*" for all) and the stylesheet's URL, or the build's one sentence. */
export type RenderResult = { ok: true; routes: string[]; css: string; ms: number } | { ok: false; error: string };

const [contentDir, distDir] = process.argv.slice(2) as [string, string];
const config = siteConfigFromEnv(process.env);
let built: { files: OutputFile[]; bundle: Bundle; card: CardFile } | null = null;
const written = new Map<string, string | Uint8Array>();

async function source() {
  const data = (file: string) => import(pathToFileURL(join(contentDir, file)).href);
  const site: Site = { ...(await data("site.ts")).site, url: config.siteUrl };
  return { site, pages: (await data("pages.ts")).pages as PageMeta[], contentDir };
}

/** Writes only what changed since the last write, without emptying dist/ under an open browser. */
async function write(files: OutputFile[]): Promise<void> {
  for (const { file, contents } of files) {
    if (written.get(file) === contents) continue;
    await mkdir(dirname(join(distDir, file)), { recursive: true });
    await writeFile(join(distDir, file), contents);
    written.set(file, contents);
  }
}

async function all(): Promise<string[]> {
  built = null; // a failed build leaves nothing to patch, so the next request rebuilds everything
  const result = await buildSite(config, await source());
  await write(result.files);
  built = result;
  return ["*"];
}

async function copy(copyFiles: string[]): Promise<string[]> {
  if (!built) return all();
  const { site, ...rest } = await source();
  const pages = (await loadSite({ site, ...rest })).filter((page) => page.meta.copy && copyFiles.includes(page.meta.copy));
  const rendered = new Map(pages.map((page) => [fileFor(page.meta.path), renderPage(site, page, built!.bundle, built!.card)]));
  const files = built.files.map((f) => (rendered.has(f.file) ? { file: f.file, contents: rendered.get(f.file)! } : f));
  const previous = built;
  built = null;
  checkLinks(files, site.url);
  await write(files);
  built = { ...previous, files };
  return pages.map((page) => page.meta.path);
}

const handlers: Record<RenderRequest["kind"], (request: RenderRequest) => Promise<string[]>> = {
  all: () => all(),
  copy: (request) => copy((request as { files: string[] }).files),
};

async function answer(request: RenderRequest): Promise<RenderResult> {
  const started = performance.now();
  try {
    const routes = await handlers[request.kind](request);
    return { ok: true, routes, css: built!.bundle.assetsFor("page").css[0]!, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

// Requests are answered one at a time, in order, so two edits never write dist/ at once.
let queue = Promise.resolve();
process.on("message", (request: RenderRequest) => {
  queue = queue.then(async () => void process.send!(await answer(request)));
});
process.send!({ ready: true });
