import type { PageMeta, Site } from "../../content/types.ts";

/** What every page component receives from the build. */
export interface PageProps {
  site: Site;
  meta: PageMeta;
  /** The page's Markdown copy rendered to HTML ("" for pages without copy). */
  copy: string;
  /** The build's Markdown renderer (pipeline/markdown.ts), for copy held in typed data such as the FAQ's answers. */
  markdown: (source: string) => string;
}
