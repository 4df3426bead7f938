import { type ComponentType, type ReactNode, createElement, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";

/** Renders its one child unchanged (so ids and markup match the server's) and reports the commit. */
function Hydrated({ children, onCommit }: { children?: ReactNode; onCommit: () => void }) {
  useEffect(onCommit, []);
  return children;
}

/**
 * Hydrates one island's element with `prefix`, the identifierPrefix the server's islandHtml used for it
 * (prefix.ts's islandPrefix; passed in, so this chunk shares no module with the hydration code).
 * React arrives with client/islands/common.ts, which client/hydrate.ts loads only when an island hydrates,
 * so a page whose islands all wait (a signed-out /login) runs no React at all until the visitor acts.
 */
export function hydrateIsland(element: HTMLElement, prefix: string, component: ComponentType<any>, props: object, onCommit: () => void = () => {}) {
  return hydrateRoot(element, <Hydrated onCommit={onCommit}>{createElement(component, props)}</Hydrated>, { identifierPrefix: prefix });
}
