import { type ComponentProps, type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { islandPrefix } from "../client/islands/prefix.ts";
import { type IslandExport, type IslandName, hydration, islands } from "../client/islands/registry.ts";

type IslandModule<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]["load"]>>;
type IslandComponent<N extends IslandName> = IslandModule<N>[IslandExport<N> & keyof IslandModule<N>];
type IslandProps<N extends IslandName> = IslandComponent<N> extends ComponentType<any> ? ComponentProps<IslandComponent<N>> : never;

const exportOf = (name: IslandName): string => {
  const island = islands[name];
  return "export" in island ? island.export : "default";
};
const loaded = new Map<IslandName, ComponentType<any>>();
let modules: Record<IslandName, string> | undefined;

/**
 * Resolves every island module once, before rendering, because renderToString is synchronous; `urls` are
 * the bundle's chunk of each island, which its element names for the browser.
 */
export async function loadIslands(urls: Record<IslandName, string>): Promise<void> {
  modules = urls;
  for (const name of Object.keys(islands) as IslandName[]) {
    const module: Record<string, unknown> = await islands[name].load();
    loaded.set(name, module[exportOf(name)] as ComponentType<any>);
  }
}

/** An island's server HTML, with the identifierPrefix the client's hydrateIsland uses for the same name. */
export function islandHtml(name: IslandName, component: ComponentType<any>, props: unknown): string {
  return renderToString(createElement(component, props as object), { identifierPrefix: islandPrefix(name) });
}

/**
 * Server-side marker: the island's own HTML inside an element that names it and its module. Props travel
 * in a data attribute (JSON), never in an inline script, so the page keeps a strict CSP.
 */
export function Island<N extends IslandName>({ name, props, className }: { name: N; props: IslandProps<N>; className?: string }) {
  const component = loaded.get(name);
  if (!component || !modules) throw new Error(`Island "${name}" is not loaded; call loadIslands() before rendering.`);
  const html = islandHtml(name, component, props);
  const named = exportOf(name);
  return (
    <div
      data-island={name}
      data-module={modules[name]}
      data-export={named === "default" ? undefined : named}
      data-props={JSON.stringify(props)}
      data-hydrate={hydration[name]}
      className={className}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
