import { type ComponentType, type ReactNode, createElement, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { type IslandName, islandPrefix } from "./islands/registry.ts";

/** Renders its one child unchanged (so ids and markup match the server's) and reports the commit. */
function Hydrated({ children, onCommit }: { children?: ReactNode; onCommit: () => void }) {
  useEffect(onCommit, []);
  return children;
}

/**
 * Hydrates one island's element with the identifierPrefix the server's islandHtml used for the same name.
 * React lives behind this module, loaded by client/hydrate.ts only when an island hydrates, so a page
 * whose islands all wait (a signed-out /login) runs no React at all until the visitor acts.
 */
export function hydrateIsland(element: HTMLElement, name: IslandName, component: ComponentType<any>, props: object, onCommit: () => void = () => {}) {
  return hydrateRoot(element, <Hydrated onCommit={onCommit}>{createElement(component, props)}</Hydrated>, { identifierPrefix: islandPrefix(name) });
}
