/**
 * The house's import graph: every relative import (static, dynamic, type-only, re-exports) between the
 * source folders' files, read with TypeScript's own pre-processor, and the two rules it must keep:
 * arrows run down the layers, never up, and no files import each other in a circle.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";

/**
 * Each layer and the layers below it that it may import (its own layer is always allowed). The site:
 * build.ts → pipeline → templates → client → content → directive; the API beside it on content and
 * directive; the dashboard card on the compiler alone (its YAML writer and services, bundled into the
 * card) and the API's types (type-only, 0 bytes); scripts, bench and tests on top of everything.
 */
const BELOW: Record<string, string[]> = {
  directive: [],
  content: ["directive"],
  client: ["content", "directive"],
  templates: ["client", "content", "directive"],
  pipeline: ["templates", "client", "content", "directive"],
  "build.ts": ["pipeline", "templates", "client", "content", "directive"],
  api: ["content", "directive"],
  card: ["directive", "api"],
};
const TOP = ["scripts", "bench", "tests"];
const ALL = [...Object.keys(BELOW), ...TOP];

export type Graph = Map<string, string[]>;

/** The layer a repository path belongs to: its first folder, or build.ts; null for anything else. */
export function layerOf(path: string): string | null {
  const first = path.split("/")[0]!;
  return ALL.includes(first) && (first !== "build.ts" || path === "build.ts") && (first === "build.ts" || path.includes("/")) ? first : null;
}

/** Whether a file in layer `from` may import one in layer `to`. */
export function allowed(from: string, to: string): boolean {
  return from === to || TOP.includes(from) || (BELOW[from]?.includes(to) ?? false);
}

const CODE = /\.(?:ts|tsx|mts|js|mjs|jsx)$/;

function files(root: string, dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    return statSync(join(root, path)).isDirectory() ? files(root, path) : CODE.test(name) ? [path] : [];
  });
}

/** A relative specifier as the repository path it names (extension-less specifiers tried as .ts, .tsx, /index.ts). */
function resolve(root: string, from: string, specifier: string): string {
  const base = join(dirname(from), specifier.split("?")[0]!);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile()) return candidate;
  }
  return base;
}

/** Every source file of the layers and the repository files it imports by a relative path. */
export function readGraph(root: string): Graph {
  const graph: Graph = new Map();
  const sources = ALL.flatMap((layer) => (layer === "build.ts" ? [layer] : existsSync(join(root, layer)) ? files(root, layer) : []));
  for (const file of sources) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), "utf8"), true, true);
    const targets = importedFiles.map((i) => i.fileName).filter((name) => name.startsWith("."));
    graph.set(file, [...new Set(targets.map((specifier) => relative(root, join(root, resolve(root, file, specifier)))))]);
  }
  return graph;
}

/** Arrows that point up a layer (or out of the layers), as "from → to". */
export function backArrows(graph: Graph): string[] {
  const found: string[] = [];
  for (const [from, targets] of graph) {
    const a = layerOf(from);
    if (!a) continue;
    for (const to of targets) {
      const b = layerOf(to);
      if (b && !allowed(a, b)) found.push(`${from} → ${to}`);
    }
  }
  return found;
}

/** Every circle of files (Tarjan's strongly connected components with more than one file, or a file importing itself). */
export function cycles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}
