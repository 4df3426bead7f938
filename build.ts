/**
 * The static-site generator: loadSite() → bundleClient() with bundleCard() → renderSite() → checkLinks()
 * → checkCsp() → writeDist(). Everything but writeDist works in memory, so tests assert on the returned files.
 * Usage: npm run build   (env: SITE_URL, API_URL, FIREBASE_*, AUTH_EMULATOR_URL, ANALYTICS_ID)
 */
import { readFileSync } from "node:fs";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { faq } from "./content/faq.ts";
import { pages as contentPages, notFoundPage } from "./content/pages.ts";
import { site as contentSite } from "./content/site.ts";
import type { PageMeta, Site } from "./content/types.ts";
import type { CardFile } from "./templates/pages/props.ts";
import { type Bundle, bundleClient } from "./pipeline/bundle.ts";
import { bundleCard } from "./pipeline/card.ts";
import { type BuildConfig, siteConfigFromEnv } from "./pipeline/config.ts";
import { Document } from "./templates/Document.tsx";
import { loadIslands } from "./templates/Island.tsx";
import { Layout } from "./templates/Layout.tsx";
import { markdownToHtml } from "./pipeline/markdown.ts";
import { prepaintScript } from "./pipeline/prepaint.ts";
import { checkCsp } from "./pipeline/hosting.ts";
import { fileFor } from "./pipeline/clean-urls.ts";
import { checkLinks, sitemap } from "./pipeline/links.ts";
import { type Route, notFoundRoute, routes } from "./templates/routes.ts";

const root = dirname(fileURLToPath(import.meta.url));

// The dev server's partial re-render checks its pages' links too (scripts/dev/renderer.ts).
export { checkLinks };

/** A file of the finished site, relative to dist/. */
export interface OutputFile {
  file: string;
  contents: string | Uint8Array;
}

export interface LoadedPage {
  meta: PageMeta;
  route: Route;
  copy: string;
}

export interface SiteSource {
  site: Site;
  pages: PageMeta[];
  /** Where `copy` files are read from. */
  contentDir: string;
}

const defaultSource: SiteSource = { site: contentSite, pages: contentPages, contentDir: join(root, "content") };

/** Joins page metadata, route table and Markdown copy, failing on the first content mistake. */
export async function loadSite(source: SiteSource = defaultSource): Promise<LoadedPage[]> {
  const seen = new Set<string>();
  const loaded: LoadedPage[] = [];
  for (const meta of source.pages) {
    if (seen.has(meta.path)) throw new Error(`Duplicate route "${meta.path}" in content/pages.ts; give each page its own path.`);
    seen.add(meta.path);
    const route = routes[meta.path];
    if (!route) throw new Error(`No template for route "${meta.path}" (content/pages.ts); add it to templates/routes.ts.`);
    const copy = meta.copy ? await readCopy(join(source.contentDir, meta.copy), meta) : "";
    loaded.push({ meta, route, copy });
  }
  const missing = Object.keys(routes).filter((path) => !seen.has(path));
  if (missing.length) throw new Error(`Missing metadata for route "${missing[0]}"; add it to content/pages.ts.`);
  return loaded;
}

async function readCopy(path: string, meta: PageMeta): Promise<string> {
  const markdown = await readFile(path, "utf8").catch(() => null);
  if (markdown === null || !markdown.trim()) {
    throw new Error(`Missing copy "content/${meta.copy}" (route ${meta.path}); create it or remove "copy" from content/pages.ts.`);
  }
  return markdownToHtml(markdown);
}

// The FAQ's answers are Markdown held in typed data: converted once, as the pipeline loads, like the pages' copy.
const faqHtml = faq.map((item) => ({ question: item.question, answer: markdownToHtml(item.answer) }));

// The favicon rides in each page as a data URL: fetched as a file, Chrome asks for it before the first
// paint, and Lighthouse's mobile simulation counted that round trip into every page's LCP (150 ms).
const favicon = `data:image/svg+xml,${encodeURIComponent(readFileSync(join(root, "templates", "static", "favicon.svg"), "utf8").trim())}`;

/** Renders one page to a complete HTML document (exported for the dev server's partial re-render). */
export function renderPage(site: Site, page: LoadedPage, bundle: Bundle, card: CardFile): string {
  const props = { site, meta: page.meta, copy: page.copy, faq: faqHtml, card };
  const body = createElement(Layout, { site, path: page.meta.path, children: createElement(page.route.page, props) });
  const document = createElement(Document, {
    site,
    meta: page.meta,
    assets: bundle.assetsFor(page.route.entry),
    prepaint: prepaintScript,
    icon: favicon,
    jsonLd: page.route.jsonLd?.(props),
    signedInOnly: page.route.signedInOnly,
    children: body,
  });
  return `<!DOCTYPE html>${renderToString(document)}`;
}

/** Every page, the 404 page, sitemap.xml and robots.txt, plus the client bundle and static files. */
export async function renderSite(site: Site, pages: LoadedPage[], bundle: Bundle, card: CardFile): Promise<OutputFile[]> {
  await loadIslands(bundle.islandModules);
  const notFound: LoadedPage = { meta: notFoundPage, route: notFoundRoute, copy: "" };
  const staticDir = join(root, "templates", "static");
  const statics = await Promise.all(
    (await readdir(staticDir)).map(async (file) => ({ file, contents: await readFile(join(staticDir, file)) })),
  );
  return [
    ...pages.map((page) => ({ file: fileFor(page.meta.path), contents: renderPage(site, page, bundle, card) })),
    { file: "404.html", contents: renderPage(site, notFound, bundle, card) },
    { file: "sitemap.xml", contents: sitemap(site.url, pages) },
    { file: "robots.txt", contents: `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n` },
    ...bundle.files,
    ...statics,
  ];
}

/** Replaces dist/ with the given files. */
export async function writeDist(files: OutputFile[], dir = join(root, "dist")): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  for (const { file, contents } of files) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), contents);
  }
}

/** The whole pipeline, in memory. */
export async function buildSite(config: BuildConfig = siteConfigFromEnv(process.env), source = defaultSource) {
  const site = { ...source.site, url: config.siteUrl };
  const pages = await loadSite({ ...source, site });
  const [bundle, card] = await Promise.all([bundleClient(config), bundleCard(config)]);
  const files = [...(await renderSite(site, pages, bundle, card)), { file: card.file, contents: card.contents }];
  checkLinks(files, site.url);
  await checkCsp(join(root, "firebase.json"), config);
  return { files, bundle, card: { file: card.file, sha256: card.sha256 } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const { files } = await buildSite();
  await writeDist(files);
  const ms = Math.round(performance.now() - started);
  console.log(`Built ${files.length} files into dist/ in ${ms} ms.`);
}
