import type { ReactNode } from "react";
import type { PageMeta, Site } from "../content/types.ts";

interface DocumentProps {
  site: Site;
  meta: PageMeta;
  /** The page's hashed asset URLs, as the bundle step gives them (pipeline/bundle.ts's PageAssets). */
  assets: { css: string[]; script: string; preload: string[] };
  /** The inline pre-paint script (pipeline/prepaint.ts), allowed by its hash in the CSP. */
  prepaint: string;
  /** The favicon as a data URL, so no request for it competes with the first paint. */
  icon: string;
  /** Structured data; serialised with `<` escaped so copy can never close the script element. */
  jsonLd?: object;
  /** Marks <html> so the pre-paint script sends a visitor with no stored session to /login at once. */
  signedInOnly?: boolean;
  children: ReactNode;
}

/**
 * The HTML shell: head metadata, the pre-paint script, styles, and the page's modules listed in
 * data-modules (its entry first, then the chunks the entry imports), which the pre-paint script loads
 * once the page has painted (pipeline/prepaint.ts).
 */
export function Document({ site, meta, assets, prepaint, icon, jsonLd, signedInOnly, children }: DocumentProps) {
  const canonical = site.url + meta.path;
  return (
    <html lang="en" data-theme="dark" data-signed-in-only={signedInOnly ? "" : undefined} data-modules={[assets.script, ...assets.preload].join(" ")}>
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
        <link rel="icon" href={icon} type="image/svg+xml" />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
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
