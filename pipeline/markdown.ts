import type { Element, ElementContent, Root } from "hast";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

/**
 * A paragraph holding nothing but one link is a call to action: it gets the `actions` class so
 * the stylesheet draws the link as a button. Editors write `[Get in Touch](/contact)` on its own line.
 */
function markCallsToAction() {
  const isBlank = (node: ElementContent) => node.type === "text" && node.value.trim() === "";
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== "element") continue;
      const content = child.children.filter((c) => !isBlank(c));
      const only = content[0];
      if (child.tagName === "p" && content.length === 1 && only?.type === "element" && only.tagName === "a") {
        child.properties = { ...child.properties, className: ["actions"] };
      } else walk(child);
    }
  };
  return (tree: Root) => walk(tree);
}

// Built once: raw HTML in Markdown is dropped (allowDangerousHtml stays off), so copy cannot inject markup.
const processor = unified().use(remarkParse).use(remarkRehype).use(markCallsToAction).use(rehypeStringify);

/** Renders CommonMark copy to an HTML string. */
export function markdownToHtml(markdown: string): string {
  return String(processor.processSync(markdown));
}
