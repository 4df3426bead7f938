import type { FaqItem, PageMeta, Site } from "../../content/types.ts";

/** The dashboard card file the build serves, and its SHA-256 (hex), which the release log lists. */
export interface CardFile {
  file: string;
  sha256: string;
}

/** What every page component receives from the build. */
export interface PageProps {
  site: Site;
  meta: PageMeta;
  /** The page's Markdown copy rendered to HTML ("" for pages without copy). */
  copy: string;
  /** content/faq.ts with each answer already rendered to HTML (build.ts converts them once, at load). */
  faq: FaqItem[];
  card: CardFile;
}
