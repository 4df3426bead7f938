import type { FaqItem, PageMeta, Site } from "../../content/types.ts";

/** What every page component receives from the build. */
export interface PageProps {
  site: Site;
  meta: PageMeta;
  /** The page's Markdown copy rendered to HTML ("" for pages without copy). */
  copy: string;
  /** content/faq.ts with each answer already rendered to HTML (build.ts converts them once, at load). */
  faq: FaqItem[];
}
