import type { ReactNode } from "react";
import type { PageMeta, Site } from "../content/types.ts";

interface DocumentProps {
  site: Site;
  meta: PageMeta;
  /** The page's hashed asset URLs, as the bundle step gives them (pipeline/bundle.ts's PageAssets). */
  assets: { css: string[]; scripts: string[]; preload: string[] };
  /** The inline pre-paint script (pipeline/prepaint.ts), allowed by its hash in the CSP. */
  prepaint: string;
  /** Structured data; serialised with `<` escaped so copy can never close the script element. */
  jsonLd?: object;
  /** Marks <html> so the pre-paint script sends a visitor with no stored session to /login at once. */
  signedInOnly?: boolean;
  children: ReactNode;
}

/** The HTML shell: head metadata, the pre-paint script, styles and the page's module scripts. */
export function Document({ site, meta, assets, prepaint, jsonLd, signedInOnly, children }: DocumentProps) {
  const canonical = site.url + meta.path;
  return (
    <html lang="en" data-theme="dark" data-signed-in-only={signedInOnly ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        <link rel="canonical" href={canonical} />
        {meta.private ? <meta name="robots" content="noindex" /> : null}
        <meta name="color-scheme" content="dark light" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={site.name} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:image" content={`${site.url}/og.png`} />
        <meta name="twitter:card" content="summary_large_image" />
        <script dangerouslySetInnerHTML={{ __html: prepaint }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
        {jsonLd ? (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
          />
        ) : null}
      </head>
      <body>{children}</body>
    </html>
  );
}
