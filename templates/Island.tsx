import { type ComponentProps, type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { type IslandName, hydration, islandPrefix, islands } from "../client/islands/registry.ts";

type IslandProps<N extends IslandName> = ComponentProps<Awaited<ReturnType<(typeof islands)[N]>>["default"]>;

const loaded = new Map<IslandName, ComponentType<any>>();

/** Resolves every island module once, before rendering, because renderToString is synchronous. */
export async function loadIslands(): Promise<void> {
  for (const [name, load] of Object.entries(islands)) loaded.set(name as IslandName, (await load()).default);
}

/** An island's server HTML, with the identifierPrefix the client's hydrateIsland uses for the same name. */
export function islandHtml(name: IslandName, component: ComponentType<any>, props: unknown): string {
  return renderToString(createElement(component, props as object), { identifierPrefix: islandPrefix(name) });
}

/**
 * Server-side marker: the island's own HTML inside an element that names it. Props travel in a
 * data attribute (JSON), never in an inline script, so the page keeps a strict CSP.
 */
export function Island<N extends IslandName>({ name, props, className }: { name: N; props: IslandProps<N>; className?: string }) {
  const component = loaded.get(name);
  if (!component) throw new Error(`Island "${name}" is not loaded; call loadIslands() before rendering.`);
  const html = islandHtml(name, component, props);
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      data-hydrate={hydration[name]}
      className={className}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
