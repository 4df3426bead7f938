import { type ComponentType, type ReactNode, createElement, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { type Hydration, type IslandName, islandPrefix, islands } from "./islands/registry.ts";

/**
 * Until React listens, a submit would go the native way: a GET of the page with the form's fields
 * in the URL (the alpha form would put the visitor's e-mail there). Submits are held instead and
 * sent again once the island's hydration has committed and its handlers are live.
 */
function holdSubmits(element: HTMLElement): () => void {
  const held: { form: HTMLFormElement; submitter: HTMLElement | null }[] = [];
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    held.push({ form: event.target as HTMLFormElement, submitter: event.submitter });
  };
  element.addEventListener("submit", hold, true);
  return () => {
    element.removeEventListener("submit", hold, true);
    for (const { form, submitter } of held.splice(0)) form.requestSubmit(submitter);
  };
}

/** Renders its one child unchanged (so ids and markup match the server's) and reports the commit. */
function Hydrated({ children, onCommit }: { children?: ReactNode; onCommit: () => void }) {
  useEffect(onCommit, []);
  return children;
}

/** Hydrates one island's element with the identifierPrefix the server's islandHtml used for the same name. */
export function hydrateIsland(element: HTMLElement, name: IslandName, component: ComponentType<any>, props: object, onCommit: () => void = () => {}) {
  return hydrateRoot(element, createElement(Hydrated, { onCommit }, createElement(component, props)), { identifierPrefix: islandPrefix(name) });
}

async function hydrate(element: HTMLElement, name: IslandName, release: () => void): Promise<void> {
  const { default: component } = await islands[name]();
  hydrateIsland(element, name, component as ComponentType<any>, JSON.parse(element.dataset.props ?? "{}"), release);
}

/**
 * Hydrates every island on the page, each at the moment its strategy (data-hydrate, default now)
 * chooses; resolves once the "now" islands are hydrated. Each entry calls this once.
 */
export async function hydrateIslands(): Promise<void> {
  const elements = document.querySelectorAll<HTMLElement>("[data-island]");
  await Promise.all(
    Array.from(elements, (element) => {
      const name = element.dataset.island as IslandName;
      if (!(name in islands)) return;
      const release = holdSubmits(element);
      const strategy = element.dataset.hydrate as Hydration | undefined;
      if (!strategy || strategy === "now") return hydrate(element, name, release);
      // A later island is not awaited: the page's other work (the session) must not wait for a scroll.
      // The strategies load only on a page that has such an island (none of today's account pages do).
      void import("./hydration/strategies.ts").then(({ strategies }) =>
        (strategies[strategy] ?? strategies.now)(element, () => void hydrate(element, name, release).catch((error) => console.error(error))),
      );
    }),
  );
}
