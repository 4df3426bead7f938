/**
 * Watches the folders an editor changes and reports, debounced, what kind of rebuild a batch needs.
 */
import { watch } from "node:fs";
import { extname, sep } from "node:path";

/** What an edit needs: re-render its pages, a fresh renderer (imported TS), a new bundle, or a full rebuild. */
export type ChangeKind = "copy" | "code" | "style" | "client" | "other";

/** A batch of edits: the kinds present and the Markdown files (relative to the content folder) among them. */
export interface Changes {
  kinds: Set<ChangeKind>;
  copyFiles: string[];
}

/** Classifies a changed file by the first rule that matches; order matters (client/*.ts is "client"). */
const rules: [(path: string, folder: string) => boolean, ChangeKind][] = [
  [(path, folder) => folder === "content" && extname(path) === ".md", "copy"],
  [(path) => extname(path) === ".css", "style"],
  [(_, folder) => folder === "client", "client"],
  [(path) => /^\.tsx?$/.test(extname(path)), "code"],
];

/** Watches each named folder recursively and calls onChange once per burst of edits (editors save in several writes). */
export function watchFolders(folders: Record<string, string>, onChange: (changes: Changes) => void, debounceMs = 25): () => void {
  let pending: Changes = { kinds: new Set(), copyFiles: [] };
  let timer: NodeJS.Timeout | undefined;
  const watchers = Object.entries(folders).map(([name, dir]) =>
    watch(dir, { recursive: true }, (_event, file) => {
      // Editors' swap, backup and probe files (.x.swp, x~, vim's 4913) are not edits.
      if (!file || file.split(sep).some((part) => part.startsWith(".")) || /~$|^\d+$/.test(String(file))) return;
      const kind = rules.find(([matches]) => matches(String(file), name))?.[1] ?? "other";
      pending.kinds.add(kind);
      if (kind === "copy" && !pending.copyFiles.includes(String(file))) pending.copyFiles.push(String(file));
      clearTimeout(timer);
      timer = setTimeout(() => {
        const changes = pending;
        pending = { kinds: new Set(), copyFiles: [] };
        onChange(changes);
      }, debounceMs);
    }),
  );
  return () => watchers.forEach((watcher) => watcher.close());
}
