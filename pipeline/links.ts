/** The site's links: sitemap.xml's list of its public pages, and the build's check that no internal link is dead. */
import type { PageMeta } from "../content/types.ts";

/** sitemap.xml: every page that is not private, at the site's canonical origin. */
export function sitemap(siteUrl: string, pages: { meta: PageMeta }[]): string {
  const urls = pages
    .filter((page) => !page.meta.private)
    .map((page) => `  <url><loc>${siteUrl}${page.meta.path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Fails on an internal link, asset or share image that resolves to no page and no file, naming the page. */
export function checkLinks(files: { file: string; contents: string | Uint8Array }[], siteUrl: string): void {
  const served = new Set(files.map((f) => `/${f.file}`));
  const resolves = (path: string) =>
    path === "/" || served.has(path) || served.has(`${path}.html`);
  for (const { file, contents } of files) {
    if (!file.endsWith(".html")) continue;
    const html = String(contents).replaceAll(`content="${siteUrl}/`, 'content="/');
    for (const [, url] of html.matchAll(/(?:href|src|property="og:image" content)="(\/[^"]*)"/g)) {
      const path = decodeURI(url!.replace(/[?#].*$/, ""));
      if (!resolves(path)) throw new Error(`Dead internal link "${url}" in dist/${file}; fix the link in its copy or template.`);
    }
  }
}
