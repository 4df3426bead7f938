import { type OutputFile, buildSite } from "../../build.ts";
import { siteConfigFromEnv } from "../../pipeline/config.ts";

/** Builds the site once per suite, in memory, with the default (local) configuration. */
export async function builtFiles(): Promise<Map<string, string>> {
  const { files } = await buildSite(siteConfigFromEnv({}));
  return new Map(files.map((f: OutputFile) => [f.file, typeof f.contents === "string" ? f.contents : Buffer.from(f.contents).toString("utf8")]));
}

const entities: Record<string, string> = { "&amp;": "&", "&#x27;": "'", "&quot;": '"', "&lt;": "<", "&gt;": ">", "&#39;": "'" };

/** The visible text of an HTML string: tags dropped, entities decoded, white space folded. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|#x27|quot|lt|gt|#39);/g, (m) => entities[m] ?? m)
    .replace(/\s+/g, " ");
}

/** The content of the first element or attribute matched by a regular expression with one group. */
export const pick = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
